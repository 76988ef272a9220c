// The compiling tier (emu/CompiledProgram.h) against the interpreter: random structured kernels
// (loops with lane-dependent trip counts, if/else, guards, compares into every predicate slot,
// registers past the register count, NaN-heavy float inputs, blocks cut by interpreted ops) must
// leave the whole machine state identical after every run, every paused slice of a run, an
// instruction-limit fault, and a parallel run. Seeded, so a failure replays.

#include "EmuTestUtil.h"
#include "RandomKernelGenerator.h"
#include "emu/CompiledProgram.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace wave::emu::test {
namespace {

// Runs `program` to the end in slices of `slices` steps (0: in one run).
std::vector<MachineState> runInSlices(const isa::Program& program, const LaunchConfig& cfg,
                                      std::uint32_t slices, bool* compiled) {
    Emulator emu(program, cfg);
    if (compiled != nullptr)
        *compiled = emu.program().compiled != nullptr;
    std::vector<MachineState> states;
    for (int guard = 0; guard < 100000; ++guard) {
        const RunResult r = emu.run(slices == 0 ? Emulator::kNoStepLimit : slices);
        states.push_back(emu.saveState());
        if (r.status != RunStatus::Paused)
            break;
    }
    return states;
}

bool jit() {
    return CompiledProgram::available();
}

TEST(CompiledTier, BuildsBlocksOnlyWhenAsked) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    const isa::Program p = RandomKernelGenerator(1).program();
    LaunchConfig cfg = randomKernelLaunch(1, EngineChoice::Compiled);
    EXPECT_NE(Emulator(p, cfg).program().compiled, nullptr);
    cfg.engine = EngineChoice::Interpreter;
    EXPECT_EQ(Emulator(p, cfg).program().compiled, nullptr);
    const auto compiled =
        Emulator(p, randomKernelLaunch(1, EngineChoice::Compiled)).program().compiled;
    ASSERT_NE(compiled, nullptr);
    EXPECT_GT(compiled->blockCount(), 2u);
}

TEST(CompiledTier, RandomKernelsMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int faults = 0;
    for (std::uint32_t seed = 1; seed <= 250; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        LaunchConfig ci = randomKernelLaunch(seed, EngineChoice::Interpreter);
        LaunchConfig cc = randomKernelLaunch(seed, EngineChoice::Compiled);
        if (seed % 5 == 0) // the limit fault must hit the same instruction
            ci.maxInstructions = cc.maxInstructions = 40 + seed * 3;
        bool compiled = false;
        const auto a = runInSlices(p, ci, 0, nullptr);
        const auto b = runInSlices(p, cc, 0, &compiled);
        ASSERT_TRUE(compiled) << "seed " << seed;
        ASSERT_EQ(a.size(), 1u);
        ASSERT_EQ(b.size(), 1u);
        EXPECT_TRUE(a[0] == b[0]) << "seed " << seed << " (W" << ci.waveWidth << ")";
        EXPECT_EQ(a[0].stats, b[0].stats) << "seed " << seed;
        faults += a[0].fault.has_value() ? 1 : 0;
    }
    EXPECT_GT(faults, 10); // the instruction limit was reached inside loops
}

TEST(CompiledTier, PausedSlicesMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    for (std::uint32_t seed = 300; seed < 340; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        const std::uint32_t slice = 1 + seed % 97;
        const auto a =
            runInSlices(p, randomKernelLaunch(seed, EngineChoice::Interpreter), slice, nullptr);
        const auto b =
            runInSlices(p, randomKernelLaunch(seed, EngineChoice::Compiled), slice, nullptr);
        ASSERT_EQ(a.size(), b.size()) << "seed " << seed;
        for (std::size_t i = 0; i < a.size(); ++i)
            ASSERT_TRUE(a[i] == b[i]) << "seed " << seed << " slice " << i;
    }
}

TEST(CompiledTier, ParallelWorkersMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int compared = 0;
    for (std::uint32_t seed = 400; seed < 420; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        LaunchConfig ci = randomKernelLaunch(seed, EngineChoice::Interpreter);
        LaunchConfig cc = randomKernelLaunch(seed, EngineChoice::Compiled);
        ci.grid = cc.grid = {6, 1, 1};
        ci.threads = cc.threads = 3;
        const Outcome a = run(p, ci);
        if (a.result.fault) // after a fault, parallel runs may differ (ParallelRunner.h)
            continue;
        const Outcome b = run(p, cc);
        EXPECT_EQ(a.memory, b.memory) << "seed " << seed;
        EXPECT_EQ(a.result.stats, b.result.stats) << "seed " << seed;
        ++compared;
    }
    EXPECT_GT(compared, 10);
}

// Native loops: lanes and waves leaving at different iterations, runs stopped before a
// break/continue that would empty a wave's mask or a local load out of bounds (the fault must
// be the interpreter's), the limit fault and paused slices inside iterations (the run must not
// start an iteration the budget cannot finish).
TEST(CompiledTier, NativeLoopsMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int faults = 0, outOfBounds = 0, sliced = 0;
    for (std::uint32_t seed = 500; seed < 620; ++seed) {
        const isa::Program p =
            RandomKernelGenerator(seed, true, seed % 3 == 0 ? 0 : 5 + seed % 40).program();
        LaunchConfig ci = randomKernelLaunch(seed, EngineChoice::Interpreter);
        LaunchConfig cc = randomKernelLaunch(seed, EngineChoice::Compiled);
        if (seed % 4 == 0)
            ci.maxInstructions = cc.maxInstructions = 200 + seed * 7;
        const auto compiled = Emulator(p, cc).program().compiled;
        ASSERT_NE(compiled, nullptr);
        ASSERT_EQ(compiled->loopCount(), 1u) << "seed " << seed;
        const std::uint32_t slice = seed % 2 == 0 ? 0 : 20 + seed % 151;
        const auto a = runInSlices(p, ci, slice, nullptr);
        const auto b = runInSlices(p, cc, slice, nullptr);
        ASSERT_EQ(a.size(), b.size()) << "seed " << seed;
        for (std::size_t i = 0; i < a.size(); ++i) {
            ASSERT_TRUE(a[i] == b[i])
                << "seed " << seed << " slice " << i << " (W" << ci.waveWidth << ")";
            ASSERT_EQ(a[i].stats, b[i].stats) << "seed " << seed << " slice " << i;
        }
        faults += a.back().fault.has_value() ? 1 : 0;
        outOfBounds += a.back().fault && a.back().fault->kind == FaultKind::OutOfBounds ? 1 : 0;
        sliced += a.size() > 1 ? 1 : 0;
    }
    EXPECT_GT(faults, 10);
    EXPECT_GT(outOfBounds, 3);
    EXPECT_GT(sliced, 30);
}

TEST(CompiledTier, EngineNamesRoundTrip) {
    for (EngineChoice e : {EngineChoice::Auto, EngineChoice::Interpreter, EngineChoice::Compiled})
        EXPECT_EQ(parseEngineChoice(engineChoiceName(e)), e);
    EXPECT_FALSE(parseEngineChoice("jit").has_value());
}

} // namespace
} // namespace wave::emu::test
