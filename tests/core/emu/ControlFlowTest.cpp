// Structured control flow per docs/reference/differences.md §4: the emu-policy scenarios
// (transcribed from tests/data/golden/emu-policy/*.wave) and more cases of divergence, guards and
// calls.

#include "EmuTestUtil.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

using V = std::vector<std::uint32_t>;

// lane L stores ra at L*8 and rb at L*8 + 4 (uses r40..r43).
void storePairs(KernelBuilder& k, std::uint32_t ra, std::uint32_t rb) {
    k.op("mov_sr", {40, 4});
    k.op("mov_imm", {41, 8});
    k.op("imul", {42, 40, 41});
    k.op("device_store_u32", {42, ra});
    k.op("mov_imm", {43, 4});
    k.op("iadd", {42, 42, 43});
    k.op("device_store_u32", {42, rb});
}

TEST(ControlFlow, BreakInsideIfLeavesTheLoopForGood) { // emu-policy/break_in_if
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 2});
    k.op("mov_imm", {2, 0});
    k.op("mov_imm", {6, 0});
    k.op("mov_imm", {7, 1});
    k.op("mov_imm", {8, 3});
    k.op("loop");
    k.op("icmp_lt", {1, 0, 1});
    k.op("if", {1});
    k.op("break", {1});
    k.op("endif");
    k.op("iadd", {6, 6, 7});
    k.op("iadd", {2, 2, 7});
    k.op("icmp_ge", {2, 2, 8});
    k.op("break", {2});
    k.op("endloop");
    storePairs(k, 6, 2);
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1));
    ASSERT_FALSE(o.result.fault);
    EXPECT_EQ(o.words(0, 8), (V{0, 0, 0, 0, 3, 3, 3, 3}));
}

isa::Program continueKernel(bool divergent) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 0}); // i
    k.op("mov_imm", {2, 0}); // sum
    k.op("mov_imm", {3, 1});
    k.op("mov_imm", {4, divergent ? 4u : 3u});
    k.op("mov_imm", {9, 5});
    k.op("loop");
    k.op("iadd", {1, 1, 3});
    if (divergent) {
        k.op("iadd", {5, 0, 1});
        k.op("and", {5, 5, 3});
        k.op("icmp_eq", {1, 5, 3}); // (lane + i) odd
    } else {
        k.op("icmp_lt", {1, 1, 4}); // i < 3
    }
    k.op("continue", {1});
    k.op("iadd", {2, 2, 1});
    k.op("icmp_ge", {2, 1, divergent ? 4u : 9u});
    k.op("break", {2});
    k.op("endloop");
    storePairs(k, 1, 2);
    k.op("halt");
    return singleKernel(k, 64, 0, 4, 1, 1);
}

TEST(ControlFlow, DivergentContinueIsPerLane) { // emu-policy/continue_divergent
    LaunchConfig cfg = small();
    cfg.maxInstructions = 5000;
    const Outcome o = run(continueKernel(true), cfg);
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 8), (V{4, 6, 5, 9, 4, 6, 5, 9}));
}

TEST(ControlFlow, UniformContinueNeverSpins) { // emu-policy/continue_uniform
    LaunchConfig cfg = small();
    cfg.maxInstructions = 2000;
    const Outcome o = run(continueKernel(false), cfg);
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 8), (V{5, 12, 5, 12, 5, 12, 5, 12}));
    EXPECT_LT(o.result.stats.instructionsExecuted(), 100u);
}

TEST(ControlFlow, HaltAndReturnEndOnlyActiveLanes) { // emu-policy/halt_divergent
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 2});
    k.op("mov_imm", {2, 3});
    k.op("mov_imm", {3, 4});
    k.op("imul", {4, 0, 3});
    k.op("icmp_lt", {1, 0, 1});
    k.op("icmp_eq", {2, 0, 1});
    k.op("icmp_eq", {3, 0, 2});
    k.op("if", {1});
    k.op("halt");
    k.op("endif");
    k.op("mov_imm", {5, 99});
    k.op("device_store_u32", {4, 5});
    k.guarded(2, false, "halt");
    k.op("if", {3});
    k.op("return");
    k.op("endif");
    k.op("mov_imm", {6, 32});
    k.op("iadd", {7, 4, 6});
    k.op("mov_imm", {8, 77});
    k.op("device_store_u32", {7, 8});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 16, 0, 8, 1, 1));
    ASSERT_FALSE(o.result.fault);
    EXPECT_EQ(o.words(0, 16), (V{0, 0, 99, 99, 99, 99, 99, 99, 0, 0, 0, 0, 77, 77, 77, 77}));
}

TEST(ControlFlow, KernelSelectCallsCodeSectionOffsets) { // emu-policy/kernel_select
    KernelBuilder k;
    k.kernel("first", 8, 0, 8, 1, 1);
    k.op("mov_sr", {0, 0});
    k.op("mov_imm", {1, 4});
    k.op("imul", {2, 0, 1});
    k.op("mov_imm", {3, 0x100});
    k.op("device_store_u32", {2, 3});
    k.op("halt");
    k.kernel("second", 8, 0, 3, 1, 1);
    k.op("mov_sr", {0, 0});
    k.op("mov_imm", {1, 4});
    k.op("imul", {2, 0, 1});
    k.op("mov_imm", {3, 0x200});
    k.op("iadd", {3, 3, 0});
    const std::uint32_t call = k.op("call", {0});
    k.op("device_store_u32", {2, 3});
    k.op("halt");
    k.patchWord1(call, k.here()); // bump: a code-section offset
    k.op("mov_imm", {4, 1});
    k.op("iadd", {3, 3, 4});
    k.op("return");
    k.kernel("third", 8, 0, 4, 1, 1);
    k.op("mov_imm", {0, 0});
    k.op("mov_imm", {1, 0x300});
    k.op("device_store_u32", {0, 1});
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.kernelIndex = 1;
    const Outcome o = run(k.program(), cfg);
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 4), (V{513, 514, 515, 0}));
}

TEST(ControlFlow, UntakenBranchIsSkippedAndNotCounted) {
    KernelBuilder k;
    k.op("mov_imm", {1, 0});
    k.op("mov_imm", {2, 1});
    k.op("icmp_eq", {1, 1, 2}); // false everywhere
    k.op("if", {1});
    k.op("iadd", {3, 3, 2});
    k.op("iadd", {3, 3, 2});
    k.op("iadd", {3, 3, 2});
    k.op("else");
    k.op("iadd", {4, 4, 2});
    k.op("endif");
    k.op("halt");
    const Outcome o = run(singleKernel(k, 16, 0, 4, 1, 1));
    ASSERT_FALSE(o.result.fault);
    // mov_imm x2, icmp, if, else, iadd, endif, halt: the then side is never issued.
    EXPECT_EQ(o.result.stats.instructionsExecuted(), 8u);
    EXPECT_EQ(o.result.stats.integerOps, 2u);
    // else mask non-empty (docs/reference/execution-model.md §13)
    EXPECT_EQ(o.result.stats.divergentBranches, 1u);
}

TEST(ControlFlow, AllLanesBreakingSkipsToEndloop) {
    KernelBuilder k;
    k.op("mov_imm", {1, 1});
    k.op("loop");
    k.op("icmp_eq", {1, 1, 1});
    k.op("break", {1});
    k.op("iadd", {2, 2, 1}); // never issued
    k.op("iadd", {2, 2, 1});
    k.op("endloop");
    k.op("mov_imm", {3, 0});
    k.op("device_store_u32", {3, 2});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 16, 0, 4, 1, 1));
    EXPECT_EQ(o.u32(0), 0u);
    EXPECT_EQ(o.result.stats.instructionsExecuted(), 8u); // mov, loop, icmp, break, endloop, ...
}

TEST(ControlFlow, NestedLoopsBreakOnlyTheInnermost) {
    // for i in 0..3: for j in 0..lane+1: count++  -> count = 3 * (lane + 1)
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 1});
    k.op("mov_imm", {2, 3});
    k.op("iadd", {3, 0, 1}); // lane + 1
    k.op("mov_imm", {4, 0}); // i
    k.op("mov_imm", {6, 0}); // count
    k.op("loop");
    k.op("mov_imm", {5, 0}); // j
    k.op("loop");
    k.op("iadd", {6, 6, 1});
    k.op("iadd", {5, 5, 1});
    k.op("icmp_ge", {1, 5, 3});
    k.op("break", {1});
    k.op("endloop");
    k.op("iadd", {4, 4, 1});
    k.op("icmp_ge", {2, 4, 2});
    k.op("break", {2});
    k.op("endloop");
    storePairs(k, 6, 4);
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1));
    EXPECT_EQ(o.words(0, 8), (V{3, 3, 6, 3, 9, 3, 12, 3}));
}

TEST(ControlFlow, GuardedControlFlowActsOnGuardTrueLanes) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 2});
    k.op("icmp_lt", {1, 0, 1}); // p1: lanes 0, 1 (guard)
    k.op("mov_imm", {2, 1});
    k.op("icmp_eq", {2, 2, 2}); // p2: everywhere (break predicate)
    k.op("mov_imm", {3, 0});
    k.op("mov_imm", {4, 5});
    k.op("loop");
    k.guarded(1, false, "break", {2}); // only lanes 0, 1 break
    k.op("iadd", {3, 3, 2});
    k.op("icmp_ge", {3, 3, 4});
    k.op("break", {3});
    k.op("endloop");
    // @p1 if p3 (p3 false everywhere): guard-false lanes act as if p3 held -> lanes 2, 3 run
    // the then side; lanes 0, 1 the else side.
    k.op("icmp_lt", {3, 0, 0});
    k.op("mov_imm", {5, 0});
    k.guarded(1, false, "if", {3});
    k.op("mov_imm", {5, 10});
    k.op("else");
    k.op("mov_imm", {5, 20});
    k.op("endif");
    storePairs(k, 3, 5);
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1));
    ASSERT_FALSE(o.result.fault);
    EXPECT_EQ(o.words(0, 8), (V{0, 20, 0, 20, 5, 10, 5, 10}));
}

TEST(ControlFlow, CallsSaveAndRestoreMasks) {
    // main: if lane < 2 { call f } ; f: r5 = 7 for the calling lanes; return inside an if in f
    // restores both the mask and the control stack of the caller.
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 2});
    k.op("icmp_lt", {1, 0, 1});
    k.op("mov_imm", {5, 0});
    k.op("mov_imm", {6, 0});
    k.op("if", {1});
    const std::uint32_t call = k.op("call", {0});
    k.op("endif");
    k.op("mov_imm", {7, 1});
    k.op("iadd", {6, 6, 7}); // every lane once
    storePairs(k, 5, 6);
    k.op("halt");
    k.patchWord1(call, k.here());
    k.op("mov_imm", {5, 7});
    k.op("icmp_eq", {2, 0, 0});
    k.op("if", {2});
    k.op("return"); // returns from inside an if: the frame is dropped
    k.op("endif");
    k.op("mov_imm", {5, 99}); // never reached
    k.op("return");
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1));
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 8), (V{7, 1, 7, 1, 0, 1, 0, 1}));
}

TEST(ControlFlow, GuardedCallWithNoGuardLaneDoesNotJump) {
    KernelBuilder k;
    k.op("icmp_lt", {1, 0, 0}); // p1 false
    const std::uint32_t call = k.guarded(1, false, "call", {0});
    k.op("mov_imm", {2, 5});
    k.op("mov_imm", {3, 0});
    k.op("device_store_u32", {3, 2});
    k.op("halt");
    k.patchWord1(call, k.here());
    k.op("mov_imm", {3, 0});
    k.op("mov_imm", {2, 9});
    k.op("device_store_u32", {3, 2});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 16, 0, 4, 1, 1));
    EXPECT_EQ(o.u32(0), 5u);
}

TEST(ControlFlow, HaltedLanesAreNotRestoredByEndloop) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 1});
    k.op("mov_imm", {2, 0});
    k.op("mov_imm", {3, 3});
    k.op("loop");
    k.op("icmp_eq", {1, 0, 1}); // lane 1 halts in the first iteration
    k.guarded(1, false, "halt");
    k.op("iadd", {2, 2, 1});
    k.op("icmp_ge", {2, 2, 3});
    k.op("break", {2});
    k.op("endloop");
    storePairs(k, 2, 0);
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1));
    EXPECT_EQ(o.words(0, 8), (V{3, 0, 0, 0, 3, 2, 3, 3}));
}

} // namespace
} // namespace wave::emu::test
