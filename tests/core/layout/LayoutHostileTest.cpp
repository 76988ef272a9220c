// Hostile layout descriptions and words: clear errors with file:line:column, never a crash.

#include "LayoutTestSupport.h"
#include "TempDir.h"
#include "layout/LayoutDecoder.h"
#include "layout/LayoutReader.h"
#include "layout/LayoutValidator.h"
#include "layout/WordInput.h"

#include <gtest/gtest.h>

namespace wave::layout::test {
namespace {

std::string errorOf(const std::string& json) {
    LayoutError error;
    EXPECT_FALSE(LayoutReader::parse(json, "l.json", error)) << json;
    return error.text();
}

const char* kMinimal = R"({"name": "x", "formats": [{"name": "base", "words": [32], "fields": [
  {"name": "opcode", "bits": "31:24"}]}]})";

TEST(LayoutHostile, MinimalLayoutLoads) {
    LayoutError error;
    const auto l = LayoutReader::parse(kMinimal, "l.json", error);
    ASSERT_TRUE(l) << error.text();
    EXPECT_EQ(l->numbering, Numbering::Wave);
    EXPECT_EQ(l->base().fields[0].width, 8);
}

TEST(LayoutHostile, BadJson) {
    EXPECT_EQ(errorOf("{\"name\": \"x\",\n \"formats\": [}"),
              "l.json:2:14: expected a JSON value, found '}'");
    EXPECT_EQ(errorOf(""), "l.json:1:1: expected '{', found the end of the file");
    EXPECT_EQ(errorOf("[1, 2]"), "l.json:1:1: expected '{', found '['");
    EXPECT_EQ(errorOf(std::string(200, '[').insert(0, "{\"a\":")),
              "l.json:1:71: nesting deeper than 64 levels");
}

TEST(LayoutHostile, WrongShapes) {
    EXPECT_EQ(errorOf(R"({"formats": []})"), "l.json:1:1: a layout needs a \"name\" member");
    EXPECT_EQ(errorOf(R"({"name": "x"})"),
              "l.json:1:1: a layout needs \"formats\" (at least the base format)");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [], "colour": 1})"),
              "l.json:1:40: unknown member \"colour\" in a layout (expected name, title, source, "
              "notes, numbering, formats, opcodes)");
    EXPECT_EQ(
        errorOf(R"({"name": "x y", "formats": []})"),
        "l.json:1:10: \"name\" must be 1 to 64 letters, digits, '-', '_' or '.', found \"x y\"");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "opcode", "bits": "24:31"}]}]})"),
              "l.json:2:30: \"bits\" 24:31: the high bit comes first (\"31:24\")");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "opcode", "bits": "32:24"}]}]})"),
              "l.json:2:30: \"bits\" 32:24: bit 32 is outside word 0 (32 bits)");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "colour", "bits": "3:0"}]}]})"),
              "l.json:2:3: field \"colour\" needs a \"role\" (its name is not one of opcode, rd, "
              "rs1, rs2, rs3, rs4, modifier, scope, pred, pred_neg, pred_en, flags, imm, format, "
              "signal, reserved)");
    EXPECT_EQ(
        errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "opcode", "bits": "31:x"}]}]})"),
        "l.json:2:30: \"bits\" must be \"HIGH:LOW\" or \"BIT\" (e.g. \"31:26\"), found \"31:x\"");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "opcode", "word": 1, "bits": "3:0"}]}]})"),
              "l.json:2:30: \"word\" 1 is out of range (at most 0)");
}

TEST(LayoutHostile, WidthsOverSixtyFour) {
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [72], "fields": []}]})"),
              "l.json:1:51: a word width must be 1 to 64 bits, found 72");
    EXPECT_EQ(
        errorOf(
            R"({"name": "x", "formats": [{"name": "b", "words": [99999999999999999999999], "fields": []}]})"),
        "l.json:1:51: a word width 99999999999999999999999 is out of range (at most "
        "18446744073709551615)");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [64], "fields": [
  {"name": "imm", "bits": "80:0"}]}]})"),
              "l.json:2:27: \"bits\" 80:0: bit 80 is outside word 0 (64 bits)");
    EXPECT_EQ(errorOf(R"({"name": "x", "formats": [{"name": "b", "words": [0], "fields": []}]})"),
              "l.json:1:51: a word width must be 1 to 64 bits, found 0");
}

TEST(LayoutHostile, OverlappingFieldsAreReportedNotFatal) {
    LayoutError error;
    const auto l = LayoutReader::parse(
        R"({"name": "x", "formats": [{"name": "b", "words": [32], "fields": [
  {"name": "opcode", "bits": "31:24"}, {"name": "rd", "bits": "25:18"},
  {"name": "rs1", "bits": "17:10"}, {"name": "modifier", "bits": "9:6"}]}]})",
        "l.json", error);
    ASSERT_TRUE(l) << error.text();
    const ValidationReport r = LayoutValidator::validate(*l);
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.formats[0].overlaps.size(), 1u);
    EXPECT_EQ(r.formats[0].overlaps[0], "opcode 31:24 and rd 25:18 share bits 25:24");
    ASSERT_EQ(r.formats[0].gaps.size(), 1u);
    EXPECT_EQ(r.formats[0].gaps[0], "bits 5:0");
    // Decoding still splits the word by the fields as written.
    const DecodedWord d = LayoutDecoder::decode(*l, 0xFFFFFFFF);
    EXPECT_EQ(d.fields[1].value, 0xFFu);
}

TEST(LayoutHostile, SixtyFourBitFieldsAndWords) {
    LayoutError error;
    const auto l = LayoutReader::parse(
        R"({"name": "w", "formats": [{"name": "b", "words": [64], "fields": [
  {"name": "imm", "bits": "63:0"}]}]})",
        "l.json", error);
    ASSERT_TRUE(l) << error.text();
    const DecodedWord d = LayoutDecoder::decode(*l, ~0ull);
    EXPECT_EQ(d.fields[0].value, ~0ull);
    std::string why;
    EXPECT_EQ(WordInput::parseHex("0xFFFFFFFFFFFFFFFF", *l, why), ~0ull);
    EXPECT_FALSE(WordInput::parseHex("0x1FFFFFFFFFFFFFFFF", *l, why));
    EXPECT_EQ(why, "'0x1FFFFFFFFFFFFFFFF' has 17 hex digits; w's base word is 64 bits, written as "
                   "16 digits");
    EXPECT_FALSE(WordInput::parseHex("0xGG", *l, why));
    EXPECT_EQ(why, "'0xGG' is not a hex word ('G' is not a hex digit)");
    const std::vector<std::uint8_t> seven(7, 0xFF);
    EXPECT_FALSE(WordInput::fromBytes(seven, *l, why));
    EXPECT_EQ(why, "the file has 7 bytes, not a multiple of w's 8-byte words");
}

TEST(LayoutHostile, FilesThatAreNotLayouts) {
    ::wave::test::TempDir dir("wave-layout");
    LayoutError error;
    EXPECT_FALSE(LayoutReader::loadFile(dir.path() + "/none.json", error));
    EXPECT_EQ(error.text(), dir.path() + "/none.json: No such file or directory (os error 2)");
    dir.write("big.json", std::string((1 << 20) + 1, ' '));
    EXPECT_FALSE(LayoutReader::loadFile(dir.path() + "/big.json", error));
    EXPECT_NE(error.text().find("File too large"), std::string::npos) << error.text();
    EXPECT_FALSE(LayoutReader::loadFile(dir.path(), error));
}

TEST(LayoutHostile, UserDirectorySkipsBadFiles) {
    ::wave::test::TempDir dir("wave-layout");
    dir.write("a.json", "{ broken");
    dir.write("b.json", R"({"name": "mine", "formats": [{"name": "b", "words": [16], "fields": [
  {"name": "opcode", "bits": "15:8"}, {"name": "rd", "bits": "7:0"}]}]})");
    const LayoutCatalog c = LayoutCatalog::load(dir.path());
    ASSERT_EQ(c.errors().size(), 1u);
    EXPECT_EQ(c.errors()[0].text(), dir.path() + "/a.json:1:3: expected a member name in double "
                                                 "quotes, found 'b'");
    ASSERT_NE(c.find("mine"), nullptr);
    EXPECT_NE(c.find("wave-v0.2"), nullptr);
    LayoutError error;
    EXPECT_FALSE(c.resolve("nosuch", error));
    EXPECT_NE(error.text().find("no layout of that name (known: wave-v0.1, "), std::string::npos)
        << error.text();
}

} // namespace
} // namespace wave::layout::test
