// Barriers per docs/reference/differences.md §4: arrival per wave, release when every unfinished
// wave waits (also at different barriers: a divergence event), a wave finishing while others wait
// is a deadlock reported with every wave's state, no 64-wave limit. Scenarios from emu-policy/.

#include "EmuTestUtil.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

using V = std::vector<std::uint32_t>;

isa::Program partialWaves() { // emu-policy/barrier_partial_waves
    KernelBuilder k;
    k.op("mov_sr", {0, 3});
    k.op("mov_sr", {1, 0});
    k.op("mov_imm", {2, 0});
    k.op("icmp_eq", {1, 0, 2});
    k.op("if", {1});
    k.op("barrier");
    k.op("endif");
    k.op("mov_imm", {3, 4});
    k.op("imul", {4, 1, 3});
    k.op("mov_imm", {5, 1});
    k.op("device_store_u32", {4, 5});
    k.op("halt");
    return singleKernel(k, 16, 0, 8, 1, 1);
}

isa::Program differentPcs() { // emu-policy/barrier_different_pcs
    KernelBuilder k;
    k.op("mov_sr", {0, 3});
    k.op("mov_sr", {1, 0});
    k.op("mov_imm", {2, 0});
    k.op("icmp_eq", {1, 0, 2});
    k.op("mov_imm", {3, 4});
    k.op("imul", {4, 1, 3});
    k.op("if", {1});
    k.op("mov_imm", {5, 100});
    k.op("local_store_u32", {4, 5});
    k.op("barrier");
    k.op("else");
    k.op("mov_imm", {5, 200});
    k.op("local_store_u32", {4, 5});
    k.op("barrier");
    k.op("endif");
    k.op("iadd", {6, 1, 3});
    k.op("mov_imm", {7, 7});
    k.op("and", {6, 6, 7});
    k.op("imul", {6, 6, 3});
    k.op("local_load_u32", {8, 6});
    k.op("device_store_u32", {4, 8});
    k.op("halt");
    return singleKernel(k, 16, 64, 8, 1, 1);
}

LaunchConfig width4() {
    LaunchConfig c = small();
    c.waveWidth = 4;
    return c;
}

TEST(Barriers, WaveFinishingWhileAnotherWaitsIsADeadlock) {
    Emulator emu(partialWaves(), width4());
    const RunResult r = emu.run();
    ASSERT_TRUE(r.fault.has_value());
    EXPECT_EQ(r.status, RunStatus::Faulted);
    EXPECT_EQ(r.fault->kind, FaultKind::Deadlock);
    EXPECT_EQ(r.fault->exitCode(), 1);
    EXPECT_EQ(r.fault->message, "deadlock detected: workgroup (0,0,0) deadlocked - waves "
                                "waiting at different barriers");
    ASSERT_EQ(r.fault->waves.size(), 2u);
    EXPECT_EQ(r.fault->waves[0].status, WaveStatus::AtBarrier);
    EXPECT_EQ(r.fault->waves[0].pc, 0x1Cu); // the barrier
    EXPECT_EQ(r.fault->waves[1].status, WaveStatus::Finished);
    EXPECT_EQ(r.fault->waves[1].pc, 0x44u); // its halt
    EXPECT_NE(r.fault->detail().find("wave 0: waiting at barrier at PC 0x0000001c"),
              std::string::npos)
        << r.fault->detail();
    EXPECT_EQ(emu.state().fault->kind, FaultKind::Deadlock);
}

struct BarrierRecorder : Observer {
    std::vector<BarrierReleaseEvent> releases;
    std::vector<std::vector<WaveAtBarrier>> waves;
    int arrivals = 0;
    ObserverAction barrierArrival(const BarrierArrivalEvent&) override {
        ++arrivals;
        return ObserverAction::Continue;
    }
    ObserverAction barrierRelease(const BarrierReleaseEvent& e) override {
        releases.push_back(e);
        waves.emplace_back(e.waves.begin(), e.waves.end());
        return ObserverAction::Continue;
    }
};

TEST(Barriers, DifferentBarriersReleaseTogetherWithADivergenceEvent) {
    Emulator emu(differentPcs(), width4());
    BarrierRecorder rec;
    emu.setObserver(&rec);
    const RunResult r = emu.run();
    ASSERT_FALSE(r.fault.has_value()) << r.fault->message;
    std::vector<std::uint32_t> words(8);
    std::memcpy(words.data(), emu.deviceMemory().data(), 32);
    EXPECT_EQ(words, (V{200, 200, 200, 200, 100, 100, 100, 100}));
    // The counts of the policy file (derived by hand in its header).
    const Statistics& s = r.stats;
    EXPECT_EQ(s.instructionsExecuted(), 38u);
    EXPECT_EQ(s.integerOps, 10u);
    EXPECT_EQ(s.memoryOps, 6u);
    EXPECT_EQ(s.controlOps, 22u);
    EXPECT_EQ(s.deviceStores, 8u);
    EXPECT_EQ(s.deviceStoreBytes, 32u);
    EXPECT_EQ(s.localLoads, 8u);
    EXPECT_EQ(s.localStores, 8u);
    EXPECT_EQ(s.barriers, 1u);
    EXPECT_EQ(s.divergentBranches, 1u);
    EXPECT_EQ(s.waves, 2u);
    EXPECT_EQ(s.barrierDivergences, 1u);
    EXPECT_EQ(rec.arrivals, 2);
    ASSERT_EQ(rec.waves.size(), 1u);
    EXPECT_TRUE(rec.releases[0].divergent);
    ASSERT_EQ(rec.waves[0].size(), 2u);
    EXPECT_EQ(rec.waves[0][0].pc, 0x3Cu); // barrier A
    EXPECT_EQ(rec.waves[0][1].pc, 0x54u); // barrier B
}

TEST(Barriers, SameStatisticsWithoutObserver) {
    const Outcome o = run(differentPcs(), width4());
    EXPECT_EQ(o.result.stats.instructionsExecuted(), 38u);
    EXPECT_EQ(o.result.stats.barrierDivergences, 1u);
}

TEST(Barriers, HundredWavesMeetAtOneBarrier) { // emu-policy/many_waves_barrier
    KernelBuilder k;
    k.op("mov_sr", {0, 0});
    k.op("mov_imm", {1, 0});
    k.op("mov_imm", {2, 1});
    k.op("local_atomic_add", {1, 2});
    k.op("barrier");
    k.op("local_load_u32", {3, 1});
    k.op("mov_imm", {4, 4});
    k.op("imul", {5, 0, 4});
    k.op("device_store_u32", {5, 3});
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.waveWidth = 1;
    const Outcome o = run(singleKernel(k, 8, 16, 100, 1, 1), cfg);
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 100), V(100, 100));
    EXPECT_EQ(o.result.stats.barriers, 1u);
    EXPECT_EQ(o.result.stats.waves, 100u);
}

TEST(Barriers, UniformBarrierInALoopAndRoundRobinOrder) {
    // 3 waves; every iteration each wave appends its id through an atomic ticket, then waits.
    // Round robin (docs/reference/execution-model.md §5): tickets come in wave order every
    // iteration.
    KernelBuilder k;
    k.op("mov_sr", {0, 3});
    k.op("mov_imm", {1, 0}); // i
    k.op("mov_imm", {2, 1});
    k.op("mov_imm", {3, 4});
    k.op("mov_imm", {4, 0x400}); // counter
    k.op("mov_imm", {9, 0});
    k.op("loop");
    k.op("mov_sr", {6, 4});
    k.op("icmp_eq", {1, 6, 9});
    k.guarded(1, false, "atomic_add", {7, 4, 2, 2});
    k.guarded(1, false, "imul", {8, 7, 3});
    k.guarded(1, false, "device_store_u32", {8, 0});
    k.op("barrier");
    k.op("iadd", {1, 1, 2});
    k.op("icmp_ge", {2, 1, 3});
    k.op("break", {2});
    k.op("endloop");
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.waveWidth = 2;
    const Outcome o = run(singleKernel(k, 16, 0, 6, 1, 1), cfg);
    ASSERT_FALSE(o.result.fault) << o.result.fault->message;
    EXPECT_EQ(o.words(0, 12), (V{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}));
    EXPECT_EQ(o.result.stats.barriers, 4u);
    EXPECT_EQ(o.result.stats.barrierDivergences, 0u);
}

TEST(Barriers, WavesFinishedBeforeTheBarrierDoNotBlockIt) {
    // Wave 1 halts at once; wave 0 then waits alone and is released (count-based).
    KernelBuilder k;
    k.op("mov_sr", {0, 3});
    k.op("mov_imm", {1, 1});
    k.op("icmp_eq", {1, 0, 1});
    k.guarded(1, false, "halt");
    k.op("nop");
    k.op("nop");
    k.op("nop");
    k.op("barrier");
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.waveWidth = 4;
    const Outcome o = run(singleKernel(k, 8, 0, 8, 1, 1), cfg);
    EXPECT_FALSE(o.result.fault.has_value());
    EXPECT_EQ(o.result.stats.barriers, 1u);
}

} // namespace
} // namespace wave::emu::test
