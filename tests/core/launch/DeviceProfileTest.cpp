// Device profiles as data: the shipped files, user files, and the errors for bad ones.
#include "TempDir.h"
#include "launch/DeviceProfileCatalog.h"
#include "launch/DeviceProfileLoader.h"
#include "launch/JsonObjectReader.h"

#include <gtest/gtest.h>

using namespace wave::launch;

namespace {

const char* kGood = R"({
    "name": "mine-24",
    "description": "a made-up part",
    "wave_width": 24,
    "register_file_size": 49152,
    "local_memory_per_core": 32768,
    "max_waves_per_core": 16
})";

ProfileError parseError(std::string_view json) {
    ProfileError e;
    EXPECT_FALSE(DeviceProfileLoader::parse(json, "p.json", e).has_value()) << json;
    return e;
}

} // namespace

// Some editors save UTF-8 with a byte-order mark: the profile is read, and error positions
// count from after the mark, as the editor shows them.
TEST(DeviceProfile, AByteOrderMarkIsSkipped) {
    ProfileError e;
    const auto p = DeviceProfileLoader::parse(std::string("\xEF\xBB\xBF") + kGood, "bom.json", e);
    ASSERT_TRUE(p.has_value()) << e.text();
    EXPECT_EQ(p->name, "mine-24");
    e = parseError("\xEF\xBB\xBF{\"name\": 7}");
    EXPECT_EQ(e.line, 1u);
    EXPECT_EQ(e.column, 10u); // the value, counted without the mark
}

TEST(DeviceProfile, ShippedProfilesHaveTheirFamiliesWidths) {
    const DeviceProfileCatalog c = DeviceProfileCatalog::shipped();
    EXPECT_TRUE(c.errors().empty()) << c.errors().front().text();
    EXPECT_EQ(c.names(), "intel-8, intel-16, nvidia-32, apple-32, amd-64");
    const std::pair<const char*, std::uint32_t> widths[] = {
        {"intel-8", 8}, {"intel-16", 16}, {"nvidia-32", 32}, {"apple-32", 32}, {"amd-64", 64}};
    for (const auto& [name, width] : widths) {
        const wave::emu::DeviceProfile* p = c.find(name);
        ASSERT_NE(p, nullptr) << name;
        EXPECT_EQ(p->waveWidth, width) << name;
        EXPECT_GT(p->registerFileSize, 0u);
        EXPECT_GT(p->localMemoryPerCore, 0u);
        EXPECT_GT(p->maxWavesPerCore, 0u);
        EXPECT_FALSE(p->description.empty());
    }
    EXPECT_EQ(c.find("amd-64")->registersPerLane(), 65536u / (64 * 40));
}

TEST(DeviceProfile, ParsesEveryField) {
    ProfileError e;
    const auto p = DeviceProfileLoader::parse(kGood, "mine.json", e);
    ASSERT_TRUE(p.has_value()) << e.text();
    EXPECT_EQ(p->name, "mine-24");
    EXPECT_EQ(p->description, "a made-up part");
    EXPECT_EQ(p->waveWidth, 24u);
    EXPECT_EQ(p->registerFileSize, 49152u);
    EXPECT_EQ(p->localMemoryPerCore, 32768u);
    EXPECT_EQ(p->maxWavesPerCore, 16u);
    EXPECT_EQ(p->sourcePath, "mine.json");
}

TEST(DeviceProfile, SyntaxErrorsNameLineAndColumn) {
    ProfileError e = parseError("{\n  \"name\": \"x\",\n  \"wave_width\": 3a\n}");
    EXPECT_EQ(e.text(), "p.json:3:18: expected ',' or '}', found 'a'");
    e = parseError("{\n  \"name\": \"x\"\n  \"wave_width\": 8\n}");
    EXPECT_EQ(e.text(), "p.json:3:3: expected ',' or '}', found '\"'");
    e = parseError("{ \"name\": \"unterminated }");
    EXPECT_EQ(e.text(), "p.json:1:26: unterminated string");
    e = parseError("");
    EXPECT_EQ(e.text(), "p.json:1:1: expected '{', found the end of the file");
    e = parseError("{\"name\": \"a\", \"name\": \"b\"}");
    EXPECT_EQ(e.text(), "p.json:1:15: duplicate member \"name\"");
    e = parseError(std::string(kGood) + " []");
    EXPECT_EQ(e.line, 8u);
    EXPECT_EQ(e.message, "unexpected '[' after the end of the object");
}

TEST(DeviceProfile, FieldErrorsPointAtTheValue) {
    ProfileError e = parseError("{\"name\": \"x\", \"wave_width\": 65, \"register_file_size\": 1,"
                                " \"local_memory_per_core\": 1, \"max_waves_per_core\": 1}");
    EXPECT_EQ(e.text(), "p.json:1:29: \"wave_width\" must be an integer from 1 to 64, got 65");
    e = parseError("{\"name\": \"x\", \"wave_width\": \"8\"}");
    EXPECT_EQ(e.column, 29u);
    EXPECT_NE(e.message.find("must be an integer"), std::string::npos);
    e = parseError("{\"name\": \"x\", \"wave_width\": 8.5}");
    EXPECT_NE(e.message.find("got 8.5"), std::string::npos);
    e = parseError("{\"name\": \"has space\"}");
    EXPECT_EQ(e.column, 10u);
    e = parseError("{\"name\": \"x\", \"wave_widht\": 8}");
    EXPECT_NE(e.message.find("unknown member \"wave_widht\""), std::string::npos);
    e = parseError("{\"name\": \"x\", \"wave_width\": 8, \"register_file_size\": 1,"
                   " \"max_waves_per_core\": 1}");
    EXPECT_EQ(e.text(), "p.json:1:1: missing member \"local_memory_per_core\"");
}

TEST(DeviceProfile, JsonReaderAcceptsTheWholeGrammar) {
    JsonError error;
    const auto members = JsonObjectReader::read(
        R"({"s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "n": -1.5e+3, "t": true, "z": null,
            "o": {"x": [1, [2, {}], "y"]}, "a": []})",
        error);
    ASSERT_TRUE(members.has_value()) << error.message;
    ASSERT_EQ(members->size(), 6u);
    EXPECT_EQ((*members)[0].text, "a\"\\/\b\f\n\r\t\xc3\xa9\xf0\x9f\x98\x80");
    EXPECT_EQ((*members)[1].text, "-1.5e+3");
    EXPECT_EQ((*members)[4].kind, JsonMember::Kind::Other);
    EXPECT_EQ((*members)[5].line, 2u);
    EXPECT_FALSE(JsonObjectReader::read(std::string(100, '[').insert(0, "{\"a\":"), error));
    EXPECT_EQ(error.message, "nesting deeper than 64 levels");
}

TEST(DeviceProfile, UserFilesAddAndReplaceProfilesAndReportBadOnes) {
    wave::test::TempDir dir("wave-profiles");
    dir.write("mine.json", kGood);
    dir.write("nvidia.json",
              std::string(kGood).replace(std::string(kGood).find("mine-24"), 7, "nvidia-32"));
    dir.write("broken.json", "{\"name\": \"broken\",\n \"wave_width\": }");
    dir.write("notes.txt", "not a profile");
    const DeviceProfileCatalog c = DeviceProfileCatalog::load(dir.path());
    ASSERT_EQ(c.errors().size(), 1u);
    EXPECT_EQ(c.errors()[0].text(),
              dir.path() + "/broken.json:2:16: expected a JSON value, found '}'");
    ASSERT_NE(c.find("mine-24"), nullptr);
    EXPECT_EQ(c.find("mine-24")->sourcePath, dir.path() + "/mine.json");
    ASSERT_NE(c.find("nvidia-32"), nullptr);
    EXPECT_EQ(c.find("nvidia-32")->waveWidth, 24u); // the user's file wins
    EXPECT_EQ(c.profiles().size(), 6u);

    ProfileError e;
    EXPECT_FALSE(DeviceProfileLoader::loadFile(dir.path() + "/absent.json", e));
    EXPECT_EQ(e.line, 0u);
    EXPECT_NE(e.text().find("absent.json: No such file or directory"), std::string::npos);
}

TEST(DeviceProfile, UserDirectoryFollowsXdg) {
    setenv("XDG_CONFIG_HOME", "/x/config", 1);
    EXPECT_EQ(DeviceProfileCatalog::userDirectory(), "/x/config/wave-studio/profiles");
    unsetenv("XDG_CONFIG_HOME");
    setenv("HOME", "/home/u", 1);
    EXPECT_EQ(DeviceProfileCatalog::userDirectory(), "/home/u/.config/wave-studio/profiles");
}

// Occupancy is computed for the named profile as it is; without a name, for the default core
// (65536 registers, 65536 bytes, 64 wave slots) at the launch's own width.
TEST(DeviceProfile, OccupancyDeviceIsTheProfileOrTheDefaultCoreAtTheLaunchWidth) {
    const DeviceProfileCatalog c = DeviceProfileCatalog::shipped();
    const auto amd = c.occupancyDevice(std::string("amd-64"), 8);
    ASSERT_TRUE(amd.has_value());
    EXPECT_EQ(amd->name, "amd-64");
    EXPECT_EQ(amd->waveWidth, 64u); // the profile's width, not the one passed
    EXPECT_EQ(amd->maxWavesPerCore, 40u);
    const auto plain = c.occupancyDevice(std::nullopt, 16);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(plain->waveWidth, 16u);
    EXPECT_EQ(plain->registerFileSize, 65536u);
    EXPECT_EQ(plain->localMemoryPerCore, 65536u);
    EXPECT_EQ(plain->maxWavesPerCore, 64u);
    EXPECT_FALSE(c.occupancyDevice(std::string("nvidia-33"), 32).has_value());
}
