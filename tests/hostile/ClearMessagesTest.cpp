// Issue 22, item 8: small inputs that were silently ignored, refused for no reason or reported
// with the wrong words. A missing --profile-dir is an error; a profile saved with a UTF-8
// byte-order mark is a profile; --schedules beyond its maximum names the maximum. (The empty
// source's warning is in HostileFilesTest.cpp, the fill overflow's address in
// LaunchLimitsTest.cpp.)

#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace wave::test;

namespace {

constexpr int kTimeout = 30;

class ClearMessages : public ::testing::Test {
protected:
    void SetUp() override {
        dir_.write("k.wave", ".kernel k\n.registers 4\n    halt\n.end\n");
        const ToolResult r =
            ToolRunner::run(HostileTools::assembler(), {"k.wave", "-o", "k.wbin"}, dir_.path());
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }
    ToolResult emu(std::vector<std::string> args) const {
        args.insert(args.begin(), "k.wbin");
        return ToolRunner::run(HostileTools::emulator(), args, dir_.path(), kTimeout);
    }

    TempDir dir_{"wave-messages"};
};

TEST_F(ClearMessages, AMissingProfileDirectoryIsAnError) {
    const std::string missing = dir_.path() + "/no-such-profiles";
    ToolResult r = emu({"--stats", "--profile-dir", missing});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err,
              "Error: --profile-dir: " + missing + ": No such file or directory (os error 2)\n");
    EXPECT_EQ(r.out, "");
    r = emu({"--profile-dir", "k.wave"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: --profile-dir: k.wave: Not a directory (os error 20)\n");
    std::filesystem::create_directory(dir_.path() + "/empty");
    r = emu({"--profile-dir", "empty"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
}

TEST_F(ClearMessages, AProfileWithAByteOrderMarkIsRead) {
    std::filesystem::create_directory(dir_.path() + "/profiles");
    dir_.write("profiles/bom.json", "\xEF\xBB\xBF{\"name\": \"bom-8\", \"wave_width\": 8, "
                                    "\"register_file_size\": 16384, \"local_memory_per_core\": "
                                    "65536, \"max_waves_per_core\": 16}\n");
    const ToolResult r = emu({"--profile", "bom-8", "--profile-dir", "profiles"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("note: schedule round-robin, profile bom-8, wave width 8"),
              std::string::npos)
        << r.err;
}

TEST_F(ClearMessages, SchedulesBeyondTheMaximumNameIt) {
    for (const std::string value : {"1025", "99999999999999999999999"}) {
        const ToolResult r = emu({"--portability", "--schedules", value});
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_EQ(HostileTools::firstLine(r.err), "error: invalid value '" + value +
                                                      "' for '--schedules <N>': must be at "
                                                      "most 1024")
            << r.err;
    }
    EXPECT_EQ(emu({"--portability", "--schedules", "2"}).exitCode, 0);
}

} // namespace
