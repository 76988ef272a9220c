// The project's JSON value, parser and writer (core/json): any value at the top level, clear
// errors with positions, builders and typed accessors, and a writer whose output parses back to
// the same value and is valid UTF-8 whatever the strings hold.

#include "json/JsonReader.h"
#include "json/JsonWriter.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>

using wave::json::JsonError;
using wave::json::JsonReader;
using wave::json::JsonValue;
using wave::json::JsonWriter;

namespace {

std::string errorOf(std::string_view text) {
    JsonError e;
    EXPECT_FALSE(JsonReader::parse(text, e)) << text;
    return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
}

} // namespace

TEST(Json, ParsesAnyTopLevelValue) {
    JsonError e;
    EXPECT_EQ(JsonReader::parse(" 42 ", e)->toInt(), 42);
    EXPECT_EQ(JsonReader::parse("\"a\\u00e9\"", e)->text, "a\xC3\xA9");
    EXPECT_TRUE(JsonReader::parse("null", e)->isNull());
    const auto a = JsonReader::parse("[1, {\"k\": [true]}]", e);
    ASSERT_TRUE(a);
    ASSERT_EQ(a->elements.size(), 2u);
    EXPECT_EQ(a->elements[1].member("k")->elements[0].toBool(), true);
    EXPECT_EQ(a->elements[1].line, 1u);
    EXPECT_EQ(a->elements[1].column, 5u);
}

TEST(Json, ErrorsNameLineAndColumn) {
    EXPECT_EQ(errorOf(""), "1:1: expected a JSON value, found the end of the file");
    EXPECT_EQ(errorOf("{\"a\":1,}"), "1:8: expected a member name in double quotes, found '}'");
    EXPECT_EQ(errorOf("{\"a\":1}\n x"), "2:2: unexpected 'x' after the end of the value");
    EXPECT_EQ(errorOf("[1,\n\"x]"), "2:4: unterminated string");
    EXPECT_EQ(errorOf("{\"a\":1,\"a\":2}"), "1:8: duplicate member \"a\"");
    EXPECT_EQ(errorOf(std::string(100, '[')), "1:66: nesting deeper than 64 levels");
    JsonError e;
    EXPECT_FALSE(JsonReader::parseObject("[]", e));
    EXPECT_EQ(e.message, "expected '{', found '['");
}

TEST(Json, ManyMembersAreCheckedForDuplicatesQuickly) {
    // 200,000 distinct members: a quadratic duplicate check would take minutes.
    std::string text = "{";
    for (int i = 0; i < 200000; ++i)
        text += (i ? ",\"" : "\"") + std::to_string(i) + "\":0";
    text += "}";
    JsonError e;
    const auto v = JsonReader::parse(text, e);
    ASSERT_TRUE(v) << e.message;
    EXPECT_EQ(v->members.size(), 200000u);
}

TEST(Json, BuildersAndAccessors) {
    JsonValue v = JsonValue::object();
    v.set("id", JsonValue::number(7))
        .set("name", JsonValue::string("x"))
        .set("ok", JsonValue::boolean(true))
        .set("list", JsonValue::array().push(JsonValue::real(1.5)).push(JsonValue::null()));
    v.set("id", JsonValue::number(-3)); // replaces
    EXPECT_EQ(JsonWriter::write(v), R"({"id":-3,"name":"x","ok":true,"list":[1.5,null]})");
    EXPECT_EQ(v.intMember("id"), -3);
    EXPECT_EQ(v.stringMember("name"), "x");
    EXPECT_FALSE(v.stringMember("id"));
    EXPECT_FALSE(v.intMember("name"));
    JsonError e;
    EXPECT_EQ(JsonReader::parse("3.0", e)->toInt(), 3);
    EXPECT_EQ(JsonReader::parse("2e3", e)->toInt(), 2000);
    EXPECT_FALSE(JsonReader::parse("2.5", e)->toInt());
    EXPECT_FALSE(JsonReader::parse("1e999", e)->toInt());
    EXPECT_TRUE(JsonValue::real(std::numeric_limits<double>::infinity()).isNull());
}

TEST(Json, WriterEscapesAndRepairsUtf8) {
    EXPECT_EQ(JsonWriter::write(JsonValue::string("a\"b\\c\n\t\x01/\xC3\xA9")),
              "\"a\\\"b\\\\c\\n\\t\\u0001/\xC3\xA9\"");
    // A lone continuation byte, a cut sequence, an overlong form and a surrogate.
    EXPECT_EQ(JsonWriter::write(JsonValue::string("\x80|\xE2\x82|\xC0\xAF|\xED\xA0\x80")),
              "\"\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|"
              "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"");
}

TEST(Json, RoundTrip) {
    const std::string text =
        R"({"a":[1,-2.5e3,"\u0000\ud83d\ude00",{"b":{}},[]],"c":null,"d":false})";
    JsonError e;
    const auto v = JsonReader::parse(text, e);
    ASSERT_TRUE(v) << e.message;
    const std::string again = JsonWriter::write(*v);
    const auto w = JsonReader::parse(again, e);
    ASSERT_TRUE(w) << e.message;
    EXPECT_EQ(*v, *w);
    EXPECT_EQ(JsonWriter::write(*w), again);
}

TEST(Json, WriterHandlesDeepNestingBuiltByCode) {
    JsonValue v = JsonValue::array();
    for (int i = 0; i < 100000; ++i) {
        JsonValue outer = JsonValue::array();
        outer.push(std::move(v));
        v = std::move(outer);
    }
    const std::string text = JsonWriter::write(v);
    EXPECT_EQ(text.size(), 2u * 100001u);
    // Tear down iteratively too: the default destructor would recurse 100,000 deep.
    while (!v.elements.empty()) {
        JsonValue inner = std::move(v.elements[0]);
        v = std::move(inner);
    }
}
