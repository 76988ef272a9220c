// wave-emu's argument parser, quiet (as the IDE uses it): every usage error comes back as data
// (kind, option, value and the tool's text) and nothing is printed; the defaults come from
// emu::LaunchDefaults.
#include "launch/EmuOptions.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace wave::launch;
using Kind = UsageError::Kind;

namespace {

struct Parsed {
    bool ok = false;
    EmuOptions options;
    UsageError error;
};

Parsed parseQuietly(std::vector<std::string> words,
                    EmuOptions::WaveWidthRange range = EmuOptions::WaveWidthRange::UsageError) {
    words.insert(words.begin(), "wave-emu");
    std::vector<const char*> argv;
    for (const std::string& w : words)
        argv.push_back(w.c_str());
    Parsed p;
    testing::internal::CaptureStderr();
    testing::internal::CaptureStdout();
    p.ok = EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), p.options, p.error, range);
    EXPECT_EQ(testing::internal::GetCapturedStdout(), "");
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    return p;
}

void expectError(const std::vector<std::string>& words, Kind kind, const std::string& option,
                 const std::string& value, const std::string& message) {
    const Parsed p = parseQuietly(words);
    ASSERT_FALSE(p.ok);
    EXPECT_EQ(p.error.kind, kind);
    EXPECT_EQ(p.error.option, option);
    EXPECT_EQ(p.error.value, value);
    EXPECT_EQ(p.error.message, message);
}

} // namespace

TEST(UsageError, DefaultsAreTheLaunchDefaults) {
    const Parsed p = parseQuietly({"k.wbin"});
    ASSERT_TRUE(p.ok);
    using D = wave::emu::LaunchDefaults;
    EXPECT_EQ(p.options.registers, D::registers);
    EXPECT_EQ(p.options.localMemory, D::localMemory);
    EXPECT_EQ(p.options.deviceMemory, D::deviceMemory);
    EXPECT_EQ(p.options.waveWidth, D::waveWidth);
    EXPECT_EQ(p.options.maxInstructions, D::maxInstructions);
    EXPECT_EQ(p.options.threads, D::threads);
    EXPECT_EQ(p.options.binary, "k.wbin");
}

TEST(UsageError, EveryNumericOptionNamesItselfAndItsValue) {
    for (const std::string option :
         {"registers", "local-memory", "device-memory", "wave-width", "max-instructions", "threads",
          "banks", "bank-width", "schedules"}) {
        SCOPED_TRACE(option);
        const Parsed p = parseQuietly({"k.wbin", "--" + option, "12x"});
        ASSERT_FALSE(p.ok);
        EXPECT_EQ(p.error.kind, Kind::InvalidValue);
        EXPECT_EQ(p.error.option, option);
        EXPECT_EQ(p.error.value, "12x");
        EXPECT_NE(p.error.message.find("invalid digit found in string"), std::string::npos);
    }
}

TEST(UsageError, RangesAndForms) {
    expectError({"k.wbin", "--wave-width", "65"}, Kind::InvalidValue, "wave-width", "65",
                "invalid value '65' for '--wave-width <WAVE_WIDTH>': must be between 1 and 64");
    expectError({"k.wbin", "--banks", "0"}, Kind::InvalidValue, "banks", "0",
                "invalid value '0' for '--banks': must be at least 1");
    expectError({"k.wbin", "--grid", "1,1,1", "--grid=2,2,2"}, Kind::RepeatedOption, "grid",
                "2,2,2", "the argument '--grid <X,Y,Z>' cannot be used multiple times");
    expectError({"k.wbin", "--grid"}, Kind::MissingValue, "grid", "",
                "a value is required for '--grid <X,Y,Z>' but none was supplied");
    expectError({"k.wbin", "--stats=yes"}, Kind::UnexpectedValue, "stats", "yes",
                "unexpected value 'yes' for '--stats' found; no more were expected");
    expectError({"k.wbin", "--bogus=1"}, Kind::UnknownArgument, "--bogus", "",
                "unexpected argument '--bogus' found");
    expectError({"k.wbin", "other.wbin"}, Kind::UnknownArgument, "other.wbin", "",
                "unexpected argument 'other.wbin' found");
    expectError({}, Kind::MissingPositional, "BINARY", "",
                "the following required arguments were not provided:\n  <BINARY>");
}

TEST(UsageError, TheLaunchChecksTheWaveWidthWhenAsked) {
    const Parsed p =
        parseQuietly({"k.wbin", "--wave-width", "65"}, EmuOptions::WaveWidthRange::CheckedAtLaunch);
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(p.options.waveWidth, 65u);
}

TEST(UsageError, HelpAndVersionAreKeptNotPrinted) {
    const Parsed help = parseQuietly({"--help"});
    ASSERT_FALSE(help.ok);
    EXPECT_EQ(help.error.kind, Kind::HelpOrVersion);
    EXPECT_EQ(help.error.message.rfind("Emulator for the WAVE GPU ISA\n", 0), 0u);
    EXPECT_NE(help.error.message.find("[default: 16384; the kernel's .local_memory wins]"),
              std::string::npos);
    const Parsed version = parseQuietly({"-V"});
    ASSERT_FALSE(version.ok);
    EXPECT_EQ(version.error.kind, Kind::HelpOrVersion);
    EXPECT_EQ(version.error.message.rfind("wave-emu ", 0), 0u);
}
