// The golden emulator suites (tests/data/golden/README.md): for every kernel X,
//  * emu/: `wave-emu X.wbin $(cat X.args)` in the golden folder prints X.expected exactly and
//    exits with X.exit — with the reference assembler's X.wbin, and again with the .wbin our
//    wave-asm makes from X.wave;
//  * emu-policy/: `wave-asm X.wave -o X.wbin && wave-emu X.wbin $(cat X.args)` prints
//    X.expected-by-policy and exits with X.exit-by-policy (docs/reference/differences.md §4).
#include "EmuToolPaths.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <unistd.h>

using wave::test::EmuToolPaths;
using wave::test::ToolResult;
using wave::test::ToolRunner;

namespace {

std::string readText(const std::filesystem::path& p) {
    return ToolRunner::readFile(p.string());
}

int readExit(const std::filesystem::path& p) {
    return std::stoi(readText(p));
}

std::vector<std::string> argsOf(const std::filesystem::path& p) {
    return ToolRunner::splitArgs(readText(p));
}

ToolResult runEmu(const std::string& wbin, const std::vector<std::string>& args,
                  const std::filesystem::path& cwd) {
    std::vector<std::string> all{wbin};
    all.insert(all.end(), args.begin(), args.end());
    return ToolRunner::run(EmuToolPaths::emu(), all, cwd.string(), 120);
}

std::string caseName(const testing::TestParamInfo<std::string>& info) {
    return info.param;
}

class GoldenEmu : public testing::TestWithParam<std::string> {};
class GoldenEmuPolicy : public testing::TestWithParam<std::string> {};

} // namespace

TEST(GoldenEmuData, AllCasesPresent) {
    // The suites below are generated from the folder: make sure the folder is the full set.
    EXPECT_EQ(EmuToolPaths::cases("emu").size(), 47u);
    EXPECT_EQ(EmuToolPaths::cases("emu-policy").size(), 12u);
}

TEST_P(GoldenEmu, ReferenceBinary) {
    const auto dir = EmuToolPaths::golden("emu");
    const std::string& name = GetParam();
    const ToolResult r = runEmu(name + ".wbin", argsOf(dir / (name + ".args")), dir);
    EXPECT_EQ(r.exitCode, readExit(dir / (name + ".exit"))) << r.err;
    EXPECT_EQ(r.out, readText(dir / (name + ".expected")));
}

TEST_P(GoldenEmu, OurAssembler) {
    const auto dir = EmuToolPaths::golden("emu");
    const std::string& name = GetParam();
    const auto tmp = EmuToolPaths::scratch("golden-" + name);
    const std::string wbin = (tmp / (name + ".wbin")).string();
    const ToolResult asmResult =
        ToolRunner::run(EmuToolPaths::assembler(), {name + ".wave", "-o", wbin}, dir.string());
    ASSERT_EQ(asmResult.exitCode, 0) << asmResult.err;
    // --arg paths are relative to the golden folder, so run there with the absolute .wbin path.
    const ToolResult r = runEmu(wbin, argsOf(dir / (name + ".args")), dir);
    EXPECT_EQ(r.exitCode, readExit(dir / (name + ".exit"))) << r.err;
    EXPECT_EQ(r.out, readText(dir / (name + ".expected")));
    std::filesystem::remove_all(tmp);
}

TEST_P(GoldenEmuPolicy, OurAssemblerAndEmulator) {
    const auto dir = EmuToolPaths::golden("emu-policy");
    const std::string& name = GetParam();
    const auto tmp = EmuToolPaths::scratch("policy-" + name);
    const std::string wbin = (tmp / (name + ".wbin")).string();
    const ToolResult asmResult =
        ToolRunner::run(EmuToolPaths::assembler(), {name + ".wave", "-o", wbin}, dir.string());
    ASSERT_EQ(asmResult.exitCode, 0) << asmResult.err;
    const ToolResult r = runEmu(wbin, argsOf(dir / (name + ".args")), dir);
    EXPECT_EQ(r.exitCode, readExit(dir / (name + ".exit-by-policy"))) << r.err;
    EXPECT_EQ(r.out, readText(dir / (name + ".expected-by-policy")));
    std::filesystem::remove_all(tmp);
}

INSTANTIATE_TEST_SUITE_P(Emu, GoldenEmu, testing::ValuesIn(EmuToolPaths::cases("emu")), caseName);
INSTANTIATE_TEST_SUITE_P(EmuPolicy, GoldenEmuPolicy,
                         testing::ValuesIn(EmuToolPaths::cases("emu-policy")), caseName);
