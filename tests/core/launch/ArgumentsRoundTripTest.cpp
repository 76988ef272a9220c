// EmuOptions::toArguments, the printer of the IDE's "equivalent command line": every shipped
// example's .args parses, prints back as the same words (they are written in wave-emu's order),
// and those parse to the same options; every option survives the trip.
#include "launch/EmuOptions.h"

#include "TestFiles.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace wave::launch;

namespace {

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

EmuOptions parse(const std::vector<std::string>& arguments) {
    std::vector<const char*> argv{"wave-emu"};
    for (const std::string& a : arguments)
        argv.push_back(a.c_str());
    argv.push_back("x.wbin");
    EmuOptions out;
    UsageError error;
    EXPECT_TRUE(EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), out, error))
        << error.message;
    return out;
}

// Every field, and the printer's output.
void expectSame(const EmuOptions& a, const EmuOptions& b) {
    EXPECT_EQ(a.toArguments(), b.toArguments());
    EXPECT_EQ(a, b);
}

} // namespace

TEST(ArgumentsRoundTrip, EveryShippedExample) {
    const std::vector<std::string> names =
        wave::test::TestFiles::stemsIn(WAVE_EXAMPLES_DIR, ".args");
    ASSERT_GE(names.size(), 10u);
    for (const std::string& name : names) {
        SCOPED_TRACE(name);
        const std::vector<std::string> args = words(
            wave::test::TestFiles::readText(std::string(WAVE_EXAMPLES_DIR) + "/" + name + ".args"));
        ASSERT_FALSE(args.empty());
        const EmuOptions options = parse(args);
        EXPECT_EQ(options.toArguments(), args);
        expectSame(parse(options.toArguments()), options);
    }
}

TEST(ArgumentsRoundTrip, EveryOptionAndTheDefaultsLeftOut) {
    EXPECT_TRUE(EmuOptions{}.toArguments().empty());
    const std::vector<std::string> all = {"--kernel=-odd",
                                          "--grid",
                                          "2,3,4",
                                          "--workgroup",
                                          "64,2,1",
                                          "--registers",
                                          "40",
                                          "--local-memory",
                                          "1024",
                                          "--device-memory",
                                          "4096",
                                          "--wave-width",
                                          "16",
                                          "--max-instructions",
                                          "1152921504606846977",
                                          "--threads",
                                          "2",
                                          "--profile",
                                          "amd-64",
                                          "--schedule",
                                          "random:42",
                                          "--set-reg",
                                          "3:0x10",
                                          "--set-reg=-1:2",
                                          "--fill-zero",
                                          "0x40:u8:12",
                                          "--fill-iota",
                                          "256:bf16:8:-2.5",
                                          "--arg",
                                          "1024:data/with:colon.bin",
                                          "--dump-regs",
                                          "--dump-memory",
                                          "0:16",
                                          "--dump-u32",
                                          "0:4",
                                          "--dump-f32",
                                          "4:4",
                                          "--dump-f16",
                                          "8:2",
                                          "--dump-bf16",
                                          "",
                                          "--stats",
                                          "--trace",
                                          "--race-check",
                                          "--bank-conflicts",
                                          "--coalescing",
                                          "--banks",
                                          "16",
                                          "--bank-width",
                                          "8",
                                          "--timeline",
                                          "t.json",
                                          "--source",
                                          "k.wave",
                                          "--portability",
                                          "--schedules",
                                          "3",
                                          "--profile-dir",
                                          "profiles",
                                          "--engine",
                                          "compiled"};
    const EmuOptions options = parse(all);
    EXPECT_EQ(options.toArguments(), all);
    EXPECT_EQ(options.kernel, std::optional<std::string>("-odd"));
    ASSERT_EQ(options.setRegs.size(), 2u);
    EXPECT_EQ(options.setRegs[0].value.value, std::optional<std::uint32_t>(16));
    EXPECT_FALSE(options.setRegs[1].reg.ok()); // -1: wave-emu reports it at launch
    ASSERT_TRUE(options.dumpBf16);
    EXPECT_EQ(options.dumpBf16->malformed, std::optional<std::string>(""));
    EXPECT_EQ(options.schedules, 3u);
    EXPECT_EQ(options.engine, std::optional<std::string>("compiled"));
}

// Without --threads wave-emu uses every core; `--threads 1` (the value an EmuOptions holds by
// default) asks for one thread and must print back, while the IDE's default still prints nothing.
TEST(ArgumentsRoundTrip, ThreadsOnePrintsBackWhenGiven) {
    const EmuOptions given = parse({"--threads", "1"});
    EXPECT_TRUE(given.threadsGiven);
    EXPECT_EQ(given.toArguments(), (std::vector<std::string>{"--threads", "1"}));
    const EmuOptions absent = parse({});
    EXPECT_FALSE(absent.threadsGiven);
    EXPECT_TRUE(absent.toArguments().empty());
    EmuOptions fromSettings;
    fromSettings.threads = 4;
    EXPECT_EQ(fromSettings.toArguments(), (std::vector<std::string>{"--threads", "4"}));
}
