// Round trips of the launch over many random launches (RandomLaunch): the printer's arguments
// parse back to the same launch (every field, the spelling of every part), and so does its
// session-file JSON.
#include "RandomLaunch.h"

#include "launch/EmuOptions.h"
#include "launch/LaunchJson.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace wave::launch;

namespace {

constexpr int kLaunches = 2000;

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words)
        s += "[" + w + "] ";
    return s;
}

} // namespace

TEST(LaunchProperty, ArgumentsPrintBackToTheSameLaunch) {
    test::RandomLaunch random(20261129);
    for (int i = 0; i < kLaunches; ++i) {
        const EmuOptions launch = random.next(false);
        const std::vector<std::string> words = launch.toArguments();
        std::vector<const char*> argv{"wave-emu"};
        for (const std::string& w : words)
            argv.push_back(w.c_str());
        argv.push_back("x.wbin");
        EmuOptions back;
        UsageError error;
        ASSERT_TRUE(EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), back, error))
            << error.message << " in " << joined(words);
        ASSERT_EQ(back.toArguments(), words);
        ASSERT_TRUE(back == launch) << joined(words);
    }
}

TEST(LaunchProperty, JsonReadsBackTheSameLaunch) {
    test::RandomLaunch random(4242);
    for (int i = 0; i < kLaunches; ++i) {
        const EmuOptions launch = random.next(true);
        LaunchJsonError error;
        const auto back = LaunchJson::read(LaunchJson::write(launch), error);
        ASSERT_TRUE(back) << error.message;
        ASSERT_TRUE(*back == launch)
            << joined(launch.toArguments()) << " came back as " << joined(back->toArguments());
    }
}
