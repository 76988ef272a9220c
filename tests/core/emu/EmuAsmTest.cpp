// Emulator tests on assembled source (wave_asm): the emu-policy golden kernels run through the
// engine API (expected words from their .expected-by-policy files), and source lines in faults.

#include "asm/Assembler.h"
#include "emu/Emulator.h"

#include <cstring>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <vector>

namespace wave::emu::test {
namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const std::string kPolicy = std::string(WAVE_TEST_DATA) + "/golden/emu-policy/";

assembler::AssemblyResult assemble(const std::string& source, const std::string& name) {
    assembler::AssemblyResult r = assembler::Assembler::assemble(source, name);
    for (const assembler::Diagnostic& d : r.diagnostics)
        EXPECT_NE(d.severity, assembler::Severity::Error) << name << ": " << d.message;
    return r;
}

struct PolicyCase {
    const char* name;
    std::function<void(LaunchConfig&)> configure;
};

class EmuPolicy : public ::testing::TestWithParam<PolicyCase> {};

TEST_P(EmuPolicy, WordsMatchTheExpectedDump) {
    const PolicyCase& c = GetParam();
    const assembler::AssemblyResult a =
        assemble(readFile(kPolicy + c.name + ".wave"), std::string(c.name) + ".wave");
    LaunchConfig cfg;
    if (c.configure)
        c.configure(cfg);
    Emulator emu(a.program, cfg, &a.sourceMap);
    const RunResult r = emu.run();
    const std::string exit = readFile(kPolicy + c.name + ".exit-by-policy");
    if (exit.rfind("1", 0) == 0) {
        EXPECT_TRUE(r.fault.has_value());
        return;
    }
    ASSERT_FALSE(r.fault.has_value()) << r.fault->message;
    std::istringstream expected(readFile(kPolicy + c.name + ".expected-by-policy"));
    std::string line;
    std::uint32_t offset = 0;
    while (std::getline(expected, line) && line.rfind("Execution", 0) != 0) {
        std::uint32_t word;
        std::memcpy(&word, emu.deviceMemory().data() + offset, 4);
        EXPECT_EQ(std::to_string(word), line) << c.name << " word " << offset / 4;
        offset += 4;
    }
    EXPECT_GT(offset, 0u);
}

INSTANTIATE_TEST_SUITE_P(
    Golden, EmuPolicy,
    ::testing::Values(
        PolicyCase{"break_in_if", {}},
        PolicyCase{"continue_divergent", [](LaunchConfig& c) { c.maxInstructions = 5000; }},
        PolicyCase{"continue_uniform", [](LaunchConfig& c) { c.maxInstructions = 2000; }},
        PolicyCase{"halt_divergent", {}}, PolicyCase{"clamp_lo_gt_hi", {}},
        PolicyCase{"encoding_fixes", {}},
        PolicyCase{"kernel_select", [](LaunchConfig& c) { c.kernelIndex = 1; }},
        PolicyCase{"many_waves_barrier", [](LaunchConfig& c) { c.waveWidth = 1; }},
        PolicyCase{"barrier_different_pcs", [](LaunchConfig& c) { c.waveWidth = 4; }},
        PolicyCase{"barrier_partial_waves", [](LaunchConfig& c) { c.waveWidth = 4; }}),
    [](const ::testing::TestParamInfo<PolicyCase>& p) { return std::string(p.param.name); });

TEST(EmuAsm, FaultsNameTheSourceLine) {
    const std::string source = ".kernel oob\n"
                               ".workgroup_size 4, 1, 1\n"
                               "    mov r0, sr_lane_id\n"
                               "    mov_imm r1, 24\n"
                               "    imul r2, r0, r1\n"
                               "    device_store_u32 r2, r0\n"
                               "    halt\n"
                               ".end\n";
    const assembler::AssemblyResult a = assemble(source, "oob.wave");
    LaunchConfig cfg;
    cfg.deviceMemory = 64;
    Emulator emu(a.program, cfg, &a.sourceMap);
    const RunResult r = emu.run();
    ASSERT_TRUE(r.fault.has_value());
    EXPECT_EQ(r.fault->line, 6u);
    EXPECT_EQ(emu.lineOf(r.fault->pc), 6u);
    EXPECT_NE(r.fault->detail().find("kernel oob, workgroup (0,0,0), wave 0, lanes 0x8, PC "
                                     "0x00000014 (oob.wave:6)"),
              std::string::npos)
        << r.fault->detail();
}

TEST(EmuAsm, DeadlockReportNamesEveryWavesLine) {
    const assembler::AssemblyResult a =
        assemble(readFile(kPolicy + "barrier_partial_waves.wave"), "barrier_partial_waves.wave");
    LaunchConfig cfg;
    cfg.waveWidth = 4;
    Emulator emu(a.program, cfg, &a.sourceMap);
    const RunResult r = emu.run();
    ASSERT_TRUE(r.fault.has_value());
    ASSERT_EQ(r.fault->waves.size(), 2u);
    EXPECT_EQ(r.fault->waves[0].line, 19u); // barrier
    EXPECT_EQ(r.fault->waves[1].line, 25u); // halt
}

} // namespace
} // namespace wave::emu::test
