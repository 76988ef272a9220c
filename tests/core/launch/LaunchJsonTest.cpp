// LaunchJson: the launch object of a session file. Files written by the IDE before the launch
// moved to core (data/launch-*-2b9c119.json, written by LaunchSettings::toJson at commit 2b9c119)
// load with every value typed, and write back as the same JSON; errors name the member and say
// what is wrong as an id and in the IDE's English.
#include "launch/LaunchJson.h"
#include "launch/JsonObjectReader.h"

#include "TestFiles.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

using namespace wave::launch;

namespace {

JsonValue readFile(const std::string& name) {
    const std::string text =
        wave::test::TestFiles::readText(std::string(WAVE_LAUNCH_DATA_DIR) + "/" + name);
    JsonError error;
    const auto tree = JsonObjectReader::readTree(text, error);
    EXPECT_TRUE(tree) << error.message;
    return tree.value_or(JsonValue{});
}

// The same JSON whatever the order of an object's members (Qt writes them sorted).
bool sameJson(const JsonValue& a, const JsonValue& b, std::string& where) {
    if (a.kind != b.kind || a.text != b.text || a.elements.size() != b.elements.size() ||
        a.members.size() != b.members.size()) {
        where += " differs: '" + a.text + "' / '" + b.text + "'";
        return false;
    }
    for (std::size_t i = 0; i < a.elements.size(); ++i)
        if (!sameJson(a.elements[i], b.elements[i], where += "[" + std::to_string(i) + "]"))
            return false;
    for (const auto& [key, value] : a.members) {
        const JsonValue* other = b.member(key);
        where += "." + key;
        if (!other || !sameJson(value, *other, where))
            return false;
    }
    return true;
}

std::string errorOf(const std::string& key, const std::string& valueJson) {
    JsonError syntax;
    const auto doc = JsonObjectReader::readTree("{\"v\": " + valueJson + "}", syntax);
    EXPECT_TRUE(doc) << syntax.message;
    JsonValue launch = LaunchJson::write(EmuOptions{});
    for (auto& [name, value] : launch.members)
        if (name == key)
            value = *doc->member("v");
    LaunchJsonError error;
    EXPECT_FALSE(LaunchJson::read(launch, error)) << key;
    return error.message;
}

} // namespace

TEST(LaunchJson, AFileOfTheIdeBeforeLoadsTyped) {
    LaunchJsonError error;
    const auto launch = LaunchJson::read(readFile("launch-everything-2b9c119.json"), error);
    ASSERT_TRUE(launch) << error.message;
    EXPECT_EQ(launch->kernel, std::optional<std::string>("main"));
    ASSERT_TRUE(launch->grid);
    EXPECT_EQ(*launch->grid->value, (wave::emu::Dim3{2, 3, 4}));
    EXPECT_EQ(launch->waveWidth, 16u);
    EXPECT_EQ(launch->maxInstructions, (1ull << 60) + 1);
    ASSERT_TRUE(launch->schedule && launch->schedule->ok());
    EXPECT_EQ(launch->schedule->value->name(), "random:42");
    ASSERT_EQ(launch->setRegs.size(), 2u);
    EXPECT_EQ(launch->setRegs[0].value.value, std::optional<std::uint32_t>(16));
    EXPECT_FALSE(launch->setRegs[1].reg.ok()); // "300": kept as written, reported at launch
    ASSERT_EQ(launch->fills.size(), 4u);
    EXPECT_EQ(launch->fills[0].kind, FillOption::Kind::File);
    EXPECT_EQ(launch->fills[0].path, "data/with:colon.bin");
    EXPECT_EQ(launch->fills[1].scale->value, std::optional<float>(-2.5f));
    EXPECT_EQ(launch->fills[1].type.value, std::optional<ElementType>(ElementType::BF16));
    EXPECT_EQ(launch->fills[2].offset.value, std::optional<std::uint64_t>(64));
    EXPECT_EQ(launch->fills[2].offset.text, "0x40");
    EXPECT_FALSE(launch->fills[3].offset.ok());
    ASSERT_TRUE(launch->dumpMemory);
    EXPECT_EQ(launch->dumpMemory->end.value, std::optional<std::uint64_t>(16));
    EXPECT_EQ(launch->dumpF16->malformed, std::optional<std::string>("nonsense"));
    EXPECT_FALSE(launch->dumpF32);
    EXPECT_TRUE(launch->dumpRegs);
    EXPECT_FALSE(launch->stats);
}

TEST(LaunchJson, WritesTheSameJsonAsTheIdeBefore) {
    for (const char* name : {"launch-everything-2b9c119.json", "launch-defaults-2b9c119.json"}) {
        SCOPED_TRACE(name);
        const JsonValue file = readFile(name);
        LaunchJsonError error;
        const auto launch = LaunchJson::read(file, error);
        ASSERT_TRUE(launch) << error.message;
        std::string where = "launch";
        EXPECT_TRUE(sameJson(LaunchJson::write(*launch), file, where)) << where;
    }
}

TEST(LaunchJson, MissingMembersKeepTheDefaults) {
    JsonValue empty;
    empty.kind = JsonValue::Kind::Object;
    LaunchJsonError error;
    const auto launch = LaunchJson::read(empty, error);
    ASSERT_TRUE(launch);
    EXPECT_TRUE(*launch == EmuOptions{});
}

TEST(LaunchJson, ErrorsNameTheMember) {
    EXPECT_EQ(errorOf("grid", "[1, 2]"),
              "launch.grid: expected an array of 3 whole numbers from 0 to 4294967295");
    EXPECT_EQ(errorOf("waveWidth", "-1"),
              "launch.waveWidth: expected a whole number from 0 to 4294967295");
    EXPECT_EQ(errorOf("deviceMemory", "1.5"),
              "launch.deviceMemory: expected a whole number from 0 to 18446744073709551615");
    EXPECT_EQ(errorOf("maxInstructions", "\"18446744073709551616\""),
              "launch.maxInstructions: expected a whole number from 0 to 18446744073709551615");
    EXPECT_EQ(errorOf("kernel", "3"), "launch.kernel: expected a string");
    EXPECT_EQ(errorOf("profile", "true"), "launch.profile: expected a string or null");
    EXPECT_EQ(errorOf("fills", "[{\"kind\": \"ones\"}]"),
              "launch.fills[0].kind: unknown fill kind 'ones' (expected zero, iota or file)");
    EXPECT_EQ(errorOf("fills", "[3]"), "launch.fills[0]: expected an object");
    EXPECT_EQ(errorOf("initialRegisters", "[{\"register\": 3}]"),
              "launch.initialRegisters[0].register: expected a string");
    EXPECT_EQ(errorOf("outputs", "{\"stats\": 1}"), "launch.outputs.stats: expected true or false");
    EXPECT_EQ(errorOf("outputs", "[]"), "launch.outputs: expected an object");
}

TEST(LaunchJson, ErrorsAreData) {
    JsonError syntax;
    const auto doc = JsonObjectReader::readTree(R"({"fills": [{"kind": "ones"}]})", syntax);
    ASSERT_TRUE(doc);
    LaunchJsonError error;
    ASSERT_FALSE(LaunchJson::read(*doc, error));
    EXPECT_EQ(error.id, LaunchJsonError::Id::UnknownFillKind);
    EXPECT_EQ(error.path, "launch.fills[0].kind");
    EXPECT_EQ(error.detail, "ones");
}
