#include "AsmTestSupport.h"

#include <gtest/gtest.h>

#include <utility>

using namespace wave;
using namespace wave::asmtest;
using assembler::DiagnosticKind;

namespace {

// (code, line) of every warning.
std::vector<std::pair<std::string, std::uint32_t>> warningList(std::string_view src) {
    const auto r = assemble(src);
    EXPECT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    std::vector<std::pair<std::string, std::uint32_t>> out;
    for (const auto& d : warningsOf(r))
        out.emplace_back(d.code, d.line);
    return out;
}

using List = std::vector<std::pair<std::string, std::uint32_t>>;
const std::string P0 = codeOf(DiagnosticKind::GuardP0);
const std::string REG = codeOf(DiagnosticKind::RegisterBeyondCount);
const std::string REGS = codeOf(DiagnosticKind::RegisterCountTooLarge);
const std::string OPEN = codeOf(DiagnosticKind::UnclosedBlock);
const std::string UNMATCHED = codeOf(DiagnosticKind::UnmatchedBlockEnd);
const std::string BARRIER = codeOf(DiagnosticKind::DivergentBarrier);
const std::string OUTSIDE = codeOf(DiagnosticKind::OutsideLoop);
const std::string DEPTH = codeOf(DiagnosticKind::ControlStackDepth);

TEST(Warnings, GoldenWarningsFileWarnsWhereItsHeaderSays) {
    const std::string src = TestFiles::readText(golden("asm/warnings.wave"));
    ASSERT_FALSE(src.empty());
    EXPECT_EQ(warningList(src), (List{{P0, 16},
                                      {REG, 17},
                                      {UNMATCHED, 18},
                                      {UNMATCHED, 19},
                                      {UNMATCHED, 20},
                                      {BARRIER, 25},
                                      {OPEN, 27},
                                      {OPEN, 28},
                                      {REGS, 32}}));
}

TEST(Warnings, GuardP0) {
    const auto r = assemble(".kernel k\n@p0 iadd r1, r2, r3\n@!p0 nop\n.end\n");
    const auto w = warningsOf(r);
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0].code, P0);
    EXPECT_EQ(w[0].column, 1u);
    EXPECT_EQ(w[0].endColumn, 4u);
    EXPECT_NE(w[0].hint.find("p1-p3"), std::string::npos);
    EXPECT_EQ(words(r)[0], 0x00010200u); // bytes unchanged: no guard
}

TEST(Warnings, RegistersAtOrAboveTheCount) {
    EXPECT_EQ(warningList(".kernel k\n.registers 8\niadd r7, r8, r1\nmov r9, r20\n.end\n"),
              (List{{REG, 3}, {REG, 4}, {REG, 4}}));
    // The final count counts, even when set after the code (here after .end).
    EXPECT_EQ(warningList(".kernel k\niadd r7, r8, r1\n.end\n.registers 8\n"), (List{{REG, 2}}));
    // 0 leaves the count to the launch; MMA fragment ids are not registers.
    EXPECT_TRUE(warningList(".kernel k\n.registers 0\niadd r200, r1, r2\n.end\n").empty());
    EXPECT_TRUE(
        warningList(".kernel k\n.registers 4\nmma_load_a r9, r1, r2\nmma_compute r5, r6, r7\n"
                    "mma_store_c r1, r2, r8\n.end\n")
            .empty());
    const auto r = assemble(".kernel k\n.registers 16\niadd r20, r0, r1\n.end\n");
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].message, "register r20 is beyond the kernel's 16 registers");
    EXPECT_EQ(r.diagnostics[0].column, 6u);
}

TEST(Warnings, RegisterCountAbove255) {
    EXPECT_EQ(warningList(".kernel k\n.registers 255\n.registers 256\n.registers -1\n.end\n"),
              (List{{REGS, 3}, {REGS, 4}}));
    EXPECT_TRUE(warningList(".registers 300\n").empty()); // before any kernel: ignored
}

TEST(Warnings, ControlFlowStructure) {
    EXPECT_TRUE(warningList(".kernel k\nif p1\nloop\nbreak p2\ncontinue p1\nendloop\nelse\n"
                            "loop\nif p2\nendif\nbreak p3\nendloop\nendif\n.end\n")
                    .empty());
    EXPECT_EQ(warningList(".kernel k\nendif\nelse\nendloop\nbreak p1\ncontinue p1\n.end\n"),
              (List{{UNMATCHED, 2}, {UNMATCHED, 3}, {UNMATCHED, 4}, {OUTSIDE, 5}, {OUTSIDE, 6}}));
    EXPECT_EQ(warningList(".kernel k\nif p1\nelse\nelse\nendif\nloop\nendif\nendloop\n.end\n"),
              (List{{UNMATCHED, 4}, {UNMATCHED, 7}}));
    EXPECT_EQ(warningList(".kernel k\nif p1\nloop\n.end\n.kernel k2\nendif\n.end\n"),
              (List{{OPEN, 2}, {OPEN, 3}, {UNMATCHED, 6}}));
}

TEST(Warnings, DivergentBarriers) {
    // Barriers at top level, in a loop before its break: fine.
    EXPECT_TRUE(warningList(".kernel k\nbarrier\nloop\nbarrier\nbreak p1\nendloop\nbarrier\n.end\n")
                    .empty());
    EXPECT_EQ(warningList(".kernel k\nif p1\nbarrier\nelse\nbarrier\nendif\n.end\n"),
              (List{{BARRIER, 3}, {BARRIER, 5}}));
    EXPECT_EQ(warningList(".kernel k\nloop\nif p1\nbreak p1\nendif\nbarrier\nendloop\n.end\n"),
              (List{{BARRIER, 6}}));
    EXPECT_EQ(warningList(".kernel k\nloop\ncontinue p2\nloop\nbarrier\nbreak p1\nendloop\n"
                          "endloop\n.end\n"),
              (List{{BARRIER, 5}}));
    const auto w = warningsOf(assemble(".kernel k\nif p1\n  barrier\nendif\n.end\n"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_NE(w[0].message.find("line 2"), std::string::npos);
    EXPECT_FALSE(w[0].hint.empty());
}

TEST(Warnings, NestingBeyondTheControlStack) {
    std::string src = ".kernel k\n";
    for (int i = 0; i < 40; ++i)
        src += "if p1\n";
    for (int i = 0; i < 40; ++i)
        src += "endif\n";
    src += ".end\n";
    EXPECT_EQ(warningList(src), (List{{DEPTH, 34}}));
}

TEST(Warnings, OtherGoldenProgramsDoNotWarn) {
    for (const char* name :
         {"int_arith", "control_if", "control_loop", "sync", "mma", "special_regs", "registers",
          "predication", "calls", "reduction", "saxpy", "atomics_device", "multi_kernel"}) {
        const auto r = assemble(TestFiles::readText(golden(std::string("asm/") + name + ".wave")));
        EXPECT_TRUE(r.diagnostics.empty()) << name << "\n" << describe(r.diagnostics);
    }
}

} // namespace
