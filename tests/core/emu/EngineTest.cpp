// Engine behaviour: determinism, parallel workgroups, observer hooks, stop requests, checkpoints
// (snapshot / restore), stepping and the trace.

#include "EmuTestUtil.h"
#include "emu/CompiledProgram.h"
#include "emu/EngineEntry.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <gtest/gtest.h>
#include <thread>
#include <vector>

namespace wave::emu::test {
namespace {

// A race-free multi-workgroup kernel with loops, local memory, barriers and atomics on
// distinct words: out[gid] = sum_{i <= gid % 64} i, plus a per-workgroup atomic counter.
isa::Program gridKernel() {
    KernelBuilder k;
    k.op("mov_sr", {0, 0});
    k.op("mov_sr", {1, 5});
    k.op("mov_imm", {2, 64});
    k.op("imad", {3, 1, 2, 0}); // gid
    k.op("mov_imm", {4, 0});    // i
    k.op("mov_imm", {5, 0});    // sum
    k.op("mov_imm", {6, 1});
    k.op("loop");
    k.op("iadd", {5, 5, 4});
    k.op("iadd", {4, 4, 6});
    k.op("icmp_gt", {1, 4, 0});
    k.op("break", {1});
    k.op("endloop");
    k.op("mov_imm", {7, 4});
    k.op("imul", {8, 0, 7});
    k.op("local_store_u32", {8, 5});
    k.op("barrier");
    k.op("mov_imm", {9, 63});
    k.op("isub", {10, 9, 0});
    k.op("imul", {10, 10, 7});
    k.op("local_load_u32", {11, 10}); // neighbour's value through local memory
    k.op("imul", {12, 3, 7});
    k.op("device_store_u32", {12, 11});
    k.op("mov_imm", {13, 0x10000});
    k.op("imad", {13, 1, 7, 13});
    k.op("atomic_add", {13, 6, 2});
    k.op("halt");
    return singleKernel(k, 16, 256, 64, 1, 1);
}

LaunchConfig gridConfig(std::uint32_t threads) {
    LaunchConfig c;
    c.grid = {37, 1, 1};
    c.deviceMemory = 0x20000;
    c.threads = threads;
    return c;
}

TEST(Engine, RunsAreDeterministic) {
    const Outcome a = run(gridKernel(), gridConfig(1));
    const Outcome b = run(gridKernel(), gridConfig(1));
    ASSERT_FALSE(a.result.fault.has_value());
    EXPECT_EQ(a.memory, b.memory);
    EXPECT_EQ(a.result.stats, b.result.stats);
    const std::uint32_t lane5 = a.u32(4 * (64 * 3 + 63 - 5)); // wg 3, thread 58 reads lane 5
    EXPECT_EQ(lane5, 15u);
    EXPECT_EQ(a.u32(0x10000 + 4 * 36), 64u);
}

// A program decoded (and compiled) for one launch is shared by a later launch only when it
// was made for the same lane stride, registers, code offset and tier; the results are those of
// a launch that decodes its own.
TEST(Engine, ADecodedProgramIsSharedOnlyByLaunchesItFits) {
    const isa::Program p = gridKernel();
    LaunchConfig w32 = gridConfig(1);
    Emulator first(p, w32);
    const std::shared_ptr<const DecodedProgram> decoded = first.decodedProgram();
    ASSERT_TRUE(first.run().status == RunStatus::Completed);
    Emulator same(p, w32, nullptr, decoded);
    EXPECT_EQ(same.decodedProgram(), decoded);
    ASSERT_TRUE(same.run().status == RunStatus::Completed);
    const auto bytes = [](const Emulator& e) {
        return std::vector<std::uint8_t>(e.deviceMemory().data(),
                                         e.deviceMemory().data() + e.deviceMemory().size());
    };
    EXPECT_EQ(bytes(same), bytes(first));
    LaunchConfig w16 = w32;
    w16.waveWidth = 16;
    Emulator narrower(p, w16, nullptr, decoded);
    EXPECT_NE(narrower.decodedProgram(), decoded);
    ASSERT_TRUE(narrower.run().status == RunStatus::Completed);
    Emulator alone(p, w16);
    ASSERT_TRUE(alone.run().status == RunStatus::Completed);
    EXPECT_EQ(bytes(narrower), bytes(alone));
    LaunchConfig other = w32;
    other.engine = decoded->compiledTier ? EngineChoice::Interpreter : EngineChoice::Compiled;
    Emulator otherTier(p, other, nullptr, decoded);
    EXPECT_EQ(otherTier.decodedProgram() == decoded,
              otherTier.decodedProgram()->compiledTier == decoded->compiledTier);
    EXPECT_EQ(otherTier.decodedProgram()->compiledTier,
              other.engine == EngineChoice::Compiled && CompiledProgram::available());
}

TEST(Engine, TwoThreadsGiveTheSameResultAsOne) {
    const Outcome one = run(gridKernel(), gridConfig(1));
    const Outcome two = run(gridKernel(), gridConfig(2));
    EXPECT_EQ(two.result.status, RunStatus::Completed);
    EXPECT_EQ(one.memory, two.memory);
    EXPECT_EQ(one.result.stats, two.result.stats);
}

TEST(Engine, ParallelFaultIsTheFirstInWorkgroupOrder) {
    KernelBuilder k;
    k.op("mov_sr", {1, 5});
    k.op("mov_imm", {2, 5});
    k.op("icmp_ge", {1, 1, 2});
    k.op("mov_imm", {3, 0xFFFFFFF0u});
    k.guarded(1, false, "device_store_u32", {3, 1}); // workgroups >= 5 fault
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.grid = {40, 1, 1};
    for (std::uint32_t threads : {1u, 2u}) {
        cfg.threads = threads;
        const Outcome o = run(singleKernel(k, 8, 0, 4, 1, 1), cfg);
        ASSERT_TRUE(o.result.fault.has_value());
        EXPECT_EQ(o.result.fault->workgroup.x, 5u) << threads << " threads";
    }
}

TEST(Engine, BaselineBuildMatchesTheVectorBuild) {
    // Float-heavy lanes (fma, sqrt, conversions, f16) at widths 32 (fixed-size loops) and 13.
    KernelBuilder k;
    k.op("mov_sr", {0, 0});
    k.op("cvt_f32_u32", {1, 0});
    k.op("mov_imm", {2, 0x3F8CCCCDu});
    k.op("fma", {3, 1, 2, 2});
    k.op("fsqrt", {4, 3});
    k.op("fdiv", {5, 4, 3});
    k.op("cvt_f16_f32", {6, 5});
    k.op("hma2", {7, 6, 6, 6});
    k.op("cvt_i32_f32", {8, 3});
    k.op("icmp_lt", {1, 8, 2});
    k.op("select", {9, 1, 7, 5});
    storePerThread(k, 9);
    k.op("halt");
    const isa::Program p = singleKernel(k, 64, 0, 100, 1, 1);
    for (std::uint32_t w : {32u, 13u}) {
        LaunchConfig cfg = small();
        cfg.waveWidth = w;
        const Outcome vector = run(p, cfg);
        detail::forceBaselineEngine(true);
        const Outcome baseline = run(p, cfg);
        const Outcome grid = run(gridKernel(), gridConfig(1));
        detail::forceBaselineEngine(false);
        EXPECT_EQ(vector.memory, baseline.memory) << "width " << w;
        EXPECT_EQ(vector.result.stats, baseline.result.stats);
        EXPECT_EQ(grid.memory, run(gridKernel(), gridConfig(1)).memory);
    }
}

struct CountingObserver : Observer {
    int before = 0, after = 0, memory = 0, masks = 0, finished = 0, started = 0, ended = 0;
    int stopAt = -1;
    ObserverAction beforeInstruction(const InstructionEvent& e) override {
        EXPECT_NE(e.instruction, nullptr);
        ++before;
        return before == stopAt ? ObserverAction::Stop : ObserverAction::Continue;
    }
    ObserverAction afterInstruction(const InstructionEvent&) override {
        ++after;
        return ObserverAction::Continue;
    }
    ObserverAction memoryAccess(const MemoryEvent&) override {
        ++memory;
        return ObserverAction::Continue;
    }
    ObserverAction maskChange(const MaskChangeEvent&) override {
        ++masks;
        return ObserverAction::Continue;
    }
    ObserverAction waveFinished(std::uint32_t, std::uint32_t) override {
        ++finished;
        return ObserverAction::Continue;
    }
    ObserverAction workgroupStarted(const WorkgroupState&) override {
        ++started;
        return ObserverAction::Continue;
    }
    ObserverAction workgroupFinished(const WorkgroupState&) override {
        ++ended;
        return ObserverAction::Continue;
    }
};

TEST(Engine, ObserverHooksFireAndDoNotChangeResults) {
    LaunchConfig cfg = gridConfig(2); // an observer forces sequential execution
    cfg.grid = {3, 1, 1};
    Emulator emu(gridKernel(), cfg);
    CountingObserver obs;
    emu.setObserver(&obs);
    const RunResult r = emu.run();
    ASSERT_EQ(r.status, RunStatus::Completed);
    EXPECT_EQ(std::uint64_t(obs.before), r.stats.instructionsExecuted());
    EXPECT_EQ(obs.after, obs.before);
    // per workgroup: 64 local stores + 64 local loads + 64 device stores + 64 atomics
    EXPECT_EQ(obs.memory, 3 * 4 * 64);
    EXPECT_GT(obs.masks, 0);
    EXPECT_EQ(obs.finished, 3 * 2);
    EXPECT_EQ(obs.started, 3);
    EXPECT_EQ(obs.ended, 3);
    cfg.threads = 1;
    const Outcome plain = run(gridKernel(), cfg);
    EXPECT_EQ(plain.result.stats, r.stats);
    EXPECT_TRUE(std::equal(plain.memory.begin(), plain.memory.end(), emu.deviceMemory().begin()));
}

// Without Interest::kQuietMaskChanges the breaks no lane takes, the endifs that restore no
// lane and the skips forward are not reported; everything else is, in the same order.
TEST(Engine, QuietMaskChangesAreReportedOnlyOnRequest) {
    KernelBuilder k;
    k.op("mov_imm", {1, 1});
    k.op("mov_imm", {3, 3});
    k.op("loop");
    k.op("iadd", {2, 2, 1});
    k.op("icmp_ge", {1, 2, 3});
    k.op("break", {1}); // taken by every lane in the third iteration only
    k.op("icmp_lt", {2, 2, 3});
    k.op("if", {2}); // every lane takes it
    k.op("endif");
    k.op("endloop");
    k.op("halt");
    const isa::Program p = singleKernel(k, 8, 0, 32, 1, 1);
    struct Log : Observer {
        std::uint32_t want = 0;
        std::vector<MaskChangeEvent> events;
        std::uint32_t interests() const override { return want; }
        ObserverAction maskChange(const MaskChangeEvent& e) override {
            events.push_back(e);
            return ObserverAction::Continue;
        }
    };
    const auto record = [&](std::uint32_t want) {
        Emulator emu(p, small());
        Log log;
        log.want = want;
        emu.setObserver(&log);
        EXPECT_EQ(emu.run().status, RunStatus::Completed);
        return log.events;
    };
    const std::vector<MaskChangeEvent> all =
        record(Interest::kMaskChanges | Interest::kQuietMaskChanges);
    const std::vector<MaskChangeEvent> loud = record(Interest::kMaskChanges);
    std::vector<MaskChangeKind> expected;
    int quiet = 0;
    for (const MaskChangeEvent& e : all) {
        const bool isQuiet =
            ((e.kind == MaskChangeKind::Break || e.kind == MaskChangeKind::EndIf) &&
             e.before == e.after) ||
            e.kind == MaskChangeKind::SkipForward;
        quiet += isQuiet ? 1 : 0;
        if (!isQuiet)
            expected.push_back(e.kind);
    }
    EXPECT_EQ(quiet, 2 + 2 + 1); // two breaks, two endifs, the skip after the last break
    std::vector<MaskChangeKind> got;
    for (const MaskChangeEvent& e : loud)
        got.push_back(e.kind);
    EXPECT_EQ(got, expected);
    EXPECT_EQ(std::count(got.begin(), got.end(), MaskChangeKind::If), 2);
    EXPECT_EQ(std::count(got.begin(), got.end(), MaskChangeKind::EndLoop), 3);
}

TEST(Engine, ObserverCanStopBeforeAnInstruction) {
    Emulator emu(gridKernel(), gridConfig(1));
    CountingObserver obs;
    obs.stopAt = 10;
    emu.setObserver(&obs);
    RunResult r = emu.run();
    EXPECT_EQ(r.status, RunStatus::Paused);
    EXPECT_EQ(r.stats.instructionsExecuted(), 9u);
    obs.stopAt = -1;
    r = emu.run();
    EXPECT_EQ(r.status, RunStatus::Completed);
    EXPECT_EQ(run(gridKernel(), gridConfig(1)).result.stats, r.stats);
}

isa::Program endlessLoop() {
    KernelBuilder k;
    k.op("mov_imm", {1, 1});
    k.op("loop");
    k.op("iadd", {2, 2, 1});
    k.op("endloop");
    k.op("halt");
    return singleKernel(k, 8, 0, 64, 1, 1);
}

TEST(Engine, StopRequestEndsAnEndlessRunQuickly) {
    LaunchConfig cfg = small();
    cfg.maxInstructions = 0;
    Emulator emu(endlessLoop(), cfg);
    std::atomic<bool> started{false};
    RunResult r;
    std::thread runner([&] {
        started = true;
        r = emu.run();
    });
    while (!started)
        std::this_thread::yield();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto t0 = std::chrono::steady_clock::now();
    emu.requestStop();
    runner.join();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_EQ(r.status, RunStatus::Paused);
    EXPECT_LT(ms, 500.0); // a few ms normally; generous for a loaded machine
    EXPECT_GT(r.stats.instructionsExecuted(), 0u);
    // Resumable: a step budget pauses again.
    const RunResult more = emu.run(1000);
    EXPECT_EQ(more.status, RunStatus::Paused);
    EXPECT_EQ(more.stats.instructionsExecuted(), r.stats.instructionsExecuted() + 1000);
}

TEST(Engine, SnapshotRestoreGivesAnIdenticalContinuation) {
    Emulator emu(gridKernel(), gridConfig(1));
    ASSERT_EQ(emu.run(5000).status, RunStatus::Paused);
    const MachineState checkpoint = emu.saveState();
    const RunResult first = emu.run();
    const std::vector<std::uint8_t> memoryA(emu.deviceMemory().begin(), emu.deviceMemory().end());
    emu.restoreState(checkpoint);
    EXPECT_EQ(emu.state().steps, checkpoint.steps);
    const RunResult second = emu.run();
    EXPECT_EQ(first.status, RunStatus::Completed);
    EXPECT_EQ(second.status, RunStatus::Completed);
    EXPECT_EQ(first.stats, second.stats);
    EXPECT_TRUE(std::equal(memoryA.begin(), memoryA.end(), emu.deviceMemory().begin()));
    EXPECT_EQ(run(gridKernel(), gridConfig(1)).memory, memoryA);
}

TEST(Engine, SteppingMatchesRunning) {
    Emulator stepper(gridKernel(), gridConfig(1));
    int steps = 0;
    for (;;) {
        const StepResult s = stepper.stepScheduler();
        if (s.outcome != StepOutcome::Issued)
            break;
        ++steps;
    }
    EXPECT_EQ(stepper.state().status, RunStatus::Completed);
    const Outcome ran = run(gridKernel(), gridConfig(1));
    EXPECT_EQ(std::uint64_t(steps), ran.result.stats.instructionsExecuted());
    EXPECT_EQ(stepper.state().stats, ran.result.stats);
    EXPECT_TRUE(std::equal(ran.memory.begin(), ran.memory.end(), stepper.deviceMemory().begin()));
}

TEST(Engine, StepWaveRunsTheChosenWaveOnly) {
    Emulator emu(gridKernel(), gridConfig(1));
    ASSERT_TRUE(emu.beginWorkgroup());
    EXPECT_EQ(emu.state().workgroup.waveCount(), 2u);
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(emu.stepWave(1).outcome, StepOutcome::Issued);
    EXPECT_EQ(emu.state().workgroup.waves[1].pc, 16u); // after mov_sr, mov_sr, mov_imm
    EXPECT_EQ(emu.state().workgroup.waves[0].pc, 0u);
    EXPECT_EQ(emu.state().workgroup.waves[1].issued, 3u);
    EXPECT_EQ(emu.state().workgroup.reg(1, 1, 0), 0u); // workgroup id x
    EXPECT_EQ(emu.state().workgroup.reg(1, 2, 5), 64u);
    EXPECT_EQ(emu.stepWave(7).outcome, StepOutcome::NotReady);
}

struct Lines : TraceSink {
    std::vector<std::string> lines;
    void traceLine(std::string_view line) override { lines.emplace_back(line); }
};

TEST(Engine, TraceLinesIncludeBreakAndEndloop) {
    KernelBuilder k;
    k.op("mov_imm", {1, 2});
    k.op("loop");
    k.op("iadd", {2, 2, 1});
    k.op("icmp_ge", {2, 2, 1});
    k.op("break", {2});
    k.op("endloop");
    k.guarded(3, true, "halt");
    Emulator emu(singleKernel(k, 8, 0, 4, 1, 1), small());
    Lines sink;
    emu.setTraceSink(&sink);
    ASSERT_EQ(emu.run().status, RunStatus::Completed);
    const std::vector<std::string> expect = {
        "wg(0,0,0) wave[0] pc=0x0000: mov_imm r1, 0x00000002",
        "wg(0,0,0) wave[0] pc=0x0008: loop",
        "wg(0,0,0) wave[0] pc=0x000c: iadd r2, r2, r1",
        "wg(0,0,0) wave[0] pc=0x0014: icmp_ge p2, r2, r1",
        "wg(0,0,0) wave[0] pc=0x001c: break p2",
        "  BREAK: active_mask=0xf, pred_mask=0xf, pred_reg=p2",
        "  BREAK: new_active_mask=0x0, jump=Some(0)",
        "wg(0,0,0) wave[0] pc=0x0020: endloop",
        "  ENDLOOP: active_mask=0x0",
        "  ENDLOOP: new_active_mask=0xf, jump=None",
        "wg(0,0,0) wave[0] pc=0x0024: @!p3 halt",
    };
    EXPECT_EQ(sink.lines, expect);
}

} // namespace
} // namespace wave::emu::test
