// Observed runs on the compiling tier (Engine.h runObservedBlock): an observer that wants no event
// of single instructions (the debugger recording memory analyses, control history and barriers)
// must get, from random structured kernels, the interpreter's events in the interpreter's order,
// each at the same step count, and a stop asked by any event must leave the machine state the
// interpreter leaves. Seeded, so a failure replays.

#include "RandomKernelGenerator.h"
#include "emu/CompiledProgram.h"
#include "emu/Emulator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace wave::emu::test {
namespace {

// Writes every event with the launch's step count at that moment; asks to stop at every
// `stopEvery`-th mask change or memory batch (0: never).
class EventLog final : public Observer {
public:
    // `beforePcs`: beforeInstruction only there (as breakpoints ask), none when empty.
    // `late`: takes events late (Observer::takesEventsLate; then it never stops). `runs`: wants
    // instruction runs (Interest::kInstructionRuns) too, as the debugger's timeline does.
    EventLog(const Emulator& emu, std::uint32_t stopEvery,
             std::vector<std::uint32_t> beforePcs = {}, bool late = false, bool runs = false)
        : emu_(emu), stopEvery_(stopEvery), beforePcs_(std::move(beforePcs)), late_(late),
          runs_(runs) {}

    std::uint32_t interests() const override {
        using I = Interest;
        return I::kMaskChanges | I::kQuietMaskChanges | I::kBarriers | I::kWaveFinished |
               I::kWorkgroups | I::kMemoryBatches |
               (beforePcs_.empty() ? 0 : I::kBeforeInstruction) | (runs_ ? I::kInstructionRuns : 0);
    }
    ObserverAction afterInstruction(const InstructionEvent& e) override {
        add("after w" + std::to_string(e.wave) + " pc" + std::to_string(e.pc) + " op" +
            std::to_string(e.op) + " exec" + std::to_string(e.execMask) + " lanes" +
            std::to_string(e.execLanes));
        return ObserverAction::Continue;
    }
    ObserverAction instructionRun(const InstructionRunEvent& e) override {
        std::string line = "run w" + std::to_string(e.wave) + " x" + std::to_string(e.count) +
                           " lanes" + std::to_string(e.execLaneSum) + " steps" +
                           std::to_string(e.firstStep) + "-" + std::to_string(e.lastStep) + " pc" +
                           std::to_string(e.firstPc) + " by category";
        std::uint64_t sum = 0;
        for (std::size_t k = 0; k < isa::kCategoryCount; ++k) {
            line += " " + std::to_string(e.byCategory[k]);
            sum += e.byCategory[k];
        }
        EXPECT_EQ(sum, e.count) << line;
        add(line);
        return ObserverAction::Continue;
    }
    bool beforeAtSomePcsOnly() const override { return true; }
    bool takesEventsLate() const override { return late_; }
    bool needsBeforeAt(std::uint32_t pc) const override {
        return std::find(beforePcs_.begin(), beforePcs_.end(), pc) != beforePcs_.end();
    }
    ObserverAction beforeInstruction(const InstructionEvent& e) override {
        EXPECT_TRUE(needsBeforeAt(e.pc)) << "a before event where none was asked for";
        add("before w" + std::to_string(e.wave) + " pc" + std::to_string(e.pc));
        // A stop before an instruction, then the same instruction again on resuming: let it go.
        if (e.pc == resumedPc_ && e.wave == resumedWave_ && emu_.state().steps == resumedAt_)
            return ObserverAction::Continue;
        if (maybeStop() == ObserverAction::Continue)
            return ObserverAction::Continue;
        resumedPc_ = e.pc;
        resumedWave_ = e.wave;
        resumedAt_ = emu_.state().steps;
        return ObserverAction::Stop;
    }
    ObserverAction maskChange(const MaskChangeEvent& e) override {
        add("mask w" + std::to_string(e.wave) + " pc" + std::to_string(e.pc) + " k" +
            std::to_string(static_cast<int>(e.kind)) + " " + std::to_string(e.before) + ">" +
            std::to_string(e.after) + " d" + std::to_string(e.controlDepthAfter) + " next" +
            std::to_string(e.nextPc));
        return maybeStop();
    }
    ObserverAction memoryAccesses(const MemoryBatchEvent& e) override {
        std::string line = "mem w" + std::to_string(e.wave) + " pc" + std::to_string(e.pc) + " k" +
                           std::to_string(static_cast<int>(e.kind)) + ":";
        e.forEach([&](std::uint32_t lane, std::uint32_t address) {
            line += " " + std::to_string(lane) + "@" + std::to_string(address);
        });
        add(line);
        return maybeStop();
    }
    ObserverAction waveFinished(std::uint32_t wave, std::uint32_t pc) override {
        add("finished w" + std::to_string(wave) + " pc" + std::to_string(pc));
        return ObserverAction::Continue;
    }
    ObserverAction workgroupStarted(const WorkgroupState& wg) override {
        add("start wg" + std::to_string(wg.index));
        return ObserverAction::Continue;
    }
    ObserverAction workgroupFinished(const WorkgroupState& wg) override {
        add("end wg" + std::to_string(wg.index));
        return ObserverAction::Continue;
    }
    void fault(const Fault& f) override { add("fault " + f.message); }

    std::vector<std::string> lines;
    std::uint64_t maskEvents = 0;

private:
    void add(std::string line) {
        lines.push_back(std::move(line) + " @" + std::to_string(emu_.state().steps));
    }
    ObserverAction maybeStop() {
        ++maskEvents;
        return stopEvery_ != 0 && maskEvents % stopEvery_ == 0 ? ObserverAction::Stop
                                                               : ObserverAction::Continue;
    }

    const Emulator& emu_;
    std::uint32_t stopEvery_ = 0;
    std::vector<std::uint32_t> beforePcs_;
    bool late_ = false;
    bool runs_ = false;
    std::uint32_t resumedPc_ = ~0u, resumedWave_ = ~0u;
    std::uint64_t resumedAt_ = ~std::uint64_t(0);
};

struct ObservedRun {
    std::vector<std::string> events;
    std::vector<MachineState> pauses; // the state after every run() call
    bool compiled = false;
};

// Runs to the end under an EventLog, in slices of `slice` steps (0: unbounded), resuming after
// every stop.
ObservedRun observe(const isa::Program& program, const LaunchConfig& cfg, std::uint32_t stopEvery,
                    std::uint32_t slice, std::vector<std::uint32_t> beforePcs = {},
                    bool late = false, bool runs = false) {
    Emulator emu(program, cfg);
    EventLog log(emu, stopEvery, std::move(beforePcs), late, runs);
    emu.setObserver(&log);
    ObservedRun out;
    out.compiled = emu.program().compiled != nullptr;
    for (int guard = 0; guard < 200000; ++guard) {
        const RunResult r = emu.run(slice == 0 ? Emulator::kNoStepLimit : slice);
        out.pauses.push_back(emu.saveState());
        if (r.status != RunStatus::Paused)
            break;
    }
    out.events = std::move(log.lines);
    return out;
}

void expectSameRuns(const ObservedRun& a, const ObservedRun& b, std::uint32_t seed) {
    ASSERT_EQ(a.events.size(), b.events.size()) << "seed " << seed;
    for (std::size_t i = 0; i < a.events.size(); ++i)
        ASSERT_EQ(a.events[i], b.events[i]) << "seed " << seed << " event " << i;
    ASSERT_EQ(a.pauses.size(), b.pauses.size()) << "seed " << seed;
    for (std::size_t i = 0; i < a.pauses.size(); ++i) {
        ASSERT_TRUE(a.pauses[i] == b.pauses[i]) << "seed " << seed << " pause " << i;
        ASSERT_EQ(a.pauses[i].stats, b.pauses[i].stats) << "seed " << seed << " pause " << i;
    }
}

// Seed `seed`'s kernel observed on both tiers; true when the run paused more than once.
bool pausesAlikeOnBothTiers(std::uint32_t seed, const isa::Program& p, std::uint32_t stopEvery,
                            std::uint32_t slice, const std::vector<std::uint32_t>& pcs = {}) {
    const ObservedRun a =
        observe(p, randomKernelLaunch(seed, EngineChoice::Interpreter), stopEvery, slice, pcs);
    const ObservedRun b =
        observe(p, randomKernelLaunch(seed, EngineChoice::Compiled), stopEvery, slice, pcs);
    expectSameRuns(a, b, seed);
    return a.pauses.size() > 2;
}

TEST(ObservedTier, EventsMatchTheInterpreter) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    std::size_t events = 0;
    int faults = 0;
    for (std::uint32_t seed = 700; seed < 820; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        LaunchConfig ci = randomKernelLaunch(seed, EngineChoice::Interpreter);
        LaunchConfig cc = randomKernelLaunch(seed, EngineChoice::Compiled);
        if (seed % 6 == 0) // the limit fault inside an observed batch's reach
            ci.maxInstructions = cc.maxInstructions = 60 + seed % 400;
        const ObservedRun a = observe(p, ci, 0, 0);
        const ObservedRun b = observe(p, cc, 0, 0);
        ASSERT_TRUE(b.compiled) << "seed " << seed;
        expectSameRuns(a, b, seed);
        events += a.events.size();
        faults += a.pauses.back().fault ? 1 : 0;
    }
    EXPECT_GT(events, 20000u);
    EXPECT_GT(faults, 10);
}

// A stop asked by a control op's event in the middle of a batch's control ops, and step
// budgets ending inside batches: every pause must leave the interpreter's state.
TEST(ObservedTier, StopsAndSlicesMatchTheInterpreter) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int stopped = 0;
    for (std::uint32_t seed = 900; seed < 960; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        const std::uint32_t stopEvery = 7 + seed % 53;
        const std::uint32_t slice = seed % 3 == 0 ? 0 : 50 + seed % 311;
        stopped += pausesAlikeOnBothTiers(seed, p, stopEvery, slice) ? 1 : 0;
    }
    EXPECT_GT(stopped, 45);
}

// Breakpoints: beforeInstruction asked at a few pcs only (the debugger's line breakpoints), the
// blocks between them compiled; the events at those pcs, stops before them and resuming must
// match the interpreter's.
TEST(ObservedTier, BreakpointStopsMatchTheInterpreter) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int stopped = 0;
    for (std::uint32_t seed = 1000; seed < 1040; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed).program();
        const LaunchConfig ci = randomKernelLaunch(seed, EngineChoice::Interpreter);
        std::vector<std::uint32_t> pcs;
        std::uint32_t pick = seed;
        const Emulator decoded(p, ci); // named: it owns the ops the loop reads
        for (const DecodedOp& op : decoded.program().ops) {
            pick = pick * 1103515245u + 12345u;
            if ((pick >> 16) % 8 == 0) // about one pc in eight
                pcs.push_back(op.pc);
        }
        const std::uint32_t stopEvery = 20 + seed % 40;
        stopped += pausesAlikeOnBothTiers(seed, p, stopEvery, 0, pcs) ? 1 : 0;
    }
    EXPECT_GT(stopped, 25);
}

// Flat loops (local loads, partial breaks and continues, lane-dependent trip counts) observed by
// an observer that takes loop events late: on the compiling tier they run natively and their
// events come afterwards; each must be the interpreter's, in its order, at its step count, and
// every pause of a sliced run must leave the interpreter's state.
TEST(ObservedTier, LateLoopEventsMatchTheInterpreter) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    std::size_t events = 0;
    for (std::uint32_t seed = 1100; seed < 1220; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed, true, seed % 7).program();
        const std::uint32_t slice = seed % 3 == 0 ? 0 : 40 + seed % 500;
        const ObservedRun a =
            observe(p, randomKernelLaunch(seed, EngineChoice::Interpreter), 0, slice, {}, true);
        const ObservedRun b =
            observe(p, randomKernelLaunch(seed, EngineChoice::Compiled), 0, slice, {}, true);
        ASSERT_TRUE(b.compiled) << "seed " << seed;
        expectSameRuns(a, b, seed);
        events += a.events.size();
    }
    EXPECT_GT(events, 20000u);
}

// Instruction runs (the timeline's events): on the compiling tier a block's instructions join
// each wave's run after the block ran for every wave, a flat loop's after its native run, and a
// wave whose run was not open reports the first of them then (late). Every event, run and
// afterInstruction alike, must be the interpreter's, in its order, at its step count; breakpoints
// at some pcs on some seeds.
TEST(ObservedTier, InstructionRunsMatchTheInterpreter) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    std::size_t runs = 0;
    for (std::uint32_t seed = 1300; seed < 1420; ++seed) {
        const isa::Program p = RandomKernelGenerator(seed, true, seed % 7).program();
        const std::uint32_t slice = seed % 3 == 0 ? 0 : 40 + seed % 500;
        std::vector<std::uint32_t> pcs;
        if (seed % 4 == 1) { // about one pc in ten asks for beforeInstruction (breakpoints)
            const Emulator decoded(p, randomKernelLaunch(seed, EngineChoice::Interpreter));
            std::uint32_t pick = seed;
            for (const DecodedOp& op : decoded.program().ops) {
                pick = pick * 1103515245u + 12345u;
                if ((pick >> 16) % 10 == 0)
                    pcs.push_back(op.pc);
            }
        }
        const ObservedRun a = observe(p, randomKernelLaunch(seed, EngineChoice::Interpreter), 0,
                                      slice, pcs, true, true);
        const ObservedRun b =
            observe(p, randomKernelLaunch(seed, EngineChoice::Compiled), 0, slice, pcs, true, true);
        ASSERT_TRUE(b.compiled) << "seed " << seed;
        expectSameRuns(a, b, seed);
        runs += static_cast<std::size_t>(std::count_if(
            a.events.begin(), a.events.end(), [](const std::string& e) { return e[0] == 'r'; }));
    }
    EXPECT_GT(runs, 5000u);
}

// Waves that reach a barrier in another order than the round robin's (wave-dependent spins),
// then a flat loop with local loads and lane-dependent exits: after the release the round
// starts at another wave than the first, and the late events must follow it.
isa::Program spinBarrierThenLoop(bool lastWaveSpinsLongest) {
    KernelBuilder k;
    k.op("mov_sr", {0, 3}); // wave
    k.op("mov_sr", {1, 0}); // thread
    k.op("mov_imm", {2, 4});
    k.op("mov_imm", {5, 1});
    if (lastWaveSpinsLongest)
        k.op("iadd", {3, 0, 5}); // trip = wave + 1
    else
        k.op("isub", {3, 2, 0}); // trip = 4 - wave
    k.op("mov_imm", {4, 0});
    k.op("loop");
    k.op("icmp_ge", {0, 4, 3});
    k.op("break", {0});
    k.op("iadd", {4, 4, 5});
    k.op("endloop");
    k.op("imul", {6, 1, 2});
    k.op("local_store_u32", {6, 1});
    k.op("barrier");
    k.op("mov_imm", {7, 0});
    k.op("mov_imm", {8, 0x7C});
    k.op("mov_imm", {11, 0});
    k.op("mov_imm", {13, 3});
    k.op("and", {12, 1, 13});
    k.op("imad", {12, 12, 2, 2}); // exits after 1..4 iterations by lane
    k.op("loop");
    k.op("iadd", {9, 6, 7});
    k.op("and", {9, 9, 8});
    k.op("local_load_u32", {10, 9});
    k.op("iadd", {11, 11, 10});
    k.op("iadd", {7, 7, 2});
    k.op("icmp_ge", {1, 7, 12});
    k.op("break", {1});
    k.op("endloop");
    k.op("device_store_u32", {6, 11});
    k.op("halt");
    return singleKernel(k, 16, 128, 32, 1, 1);
}

TEST(ObservedTier, LateLoopEventsFollowTheRoundAfterABarrier) {
    if (!CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    for (const bool runs : {false, true}) { // with instruction runs (the timeline) too
        for (const bool longest : {false, true}) {
            for (const std::uint32_t width : {4u, 8u, 16u}) {
                LaunchConfig cfg;
                cfg.waveWidth = width;
                cfg.deviceMemory = 4096;
                cfg.engine = EngineChoice::Interpreter;
                const isa::Program p = spinBarrierThenLoop(longest);
                const ObservedRun a = observe(p, cfg, 0, 0, {}, true, runs);
                cfg.engine = EngineChoice::Compiled;
                const ObservedRun b = observe(p, cfg, 0, 0, {}, true, runs);
                ASSERT_TRUE(b.compiled);
                expectSameRuns(a, b, width);
                ASSERT_GT(a.events.size(), 40u);
            }
        }
    }
}

} // namespace
} // namespace wave::emu::test
