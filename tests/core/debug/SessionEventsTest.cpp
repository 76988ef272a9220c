#include "SessionFixture.h"

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

// 4 waves of 32: every wave passes two barriers; lane-dependent if in between.
const std::string kBarriers = R"(.kernel barriers
.local_memory 1024
    mov r0, sr_thread_id_x
    mov r1, sr_lane_id
    mov_imm r2, 2
    shl r3, r0, r2
    local_store_u32 r3, r0
    barrier
    mov_imm r4, 16
    icmp_lt p1, r1, r4
    if p1
        local_load_u32 r5, r3
    endif
    barrier
    device_load_u32 r6, r3
    halt
.end
)";

std::uint32_t add(DebugSession& s, BreakpointSpec spec) {
    std::string error;
    const std::uint32_t id = s.addBreakpoint(spec, error);
    EXPECT_NE(id, 0u) << error;
    return id;
}

} // namespace

TEST(SessionEvents, BarrierArrivalAnyAndGivenWave) {
    auto s = load(kBarriers, launch(128));
    BreakpointSpec any;
    any.kind = BreakpointKind::BarrierArrival;
    const std::uint32_t id = add(*s, any);
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent);
    EXPECT_EQ(stop.breakpoints, std::vector<std::uint32_t>{id});
    EXPECT_EQ(stop.wave, 0u);
    EXPECT_EQ(stop.line, lineOf(kBarriers, "    barrier"));
    EXPECT_EQ(s->snapshot()->waves[0].status, wave::emu::WaveStatus::AtBarrier);
    EXPECT_EQ(s->snapshot()->wavesWaiting, 1u);
    EXPECT_EQ(s->continueRun().wave, 1u);
    s->removeBreakpoint(id);

    BreakpointSpec given;
    given.kind = BreakpointKind::BarrierArrival;
    given.wave = 2;
    add(*s, given);
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent);
    EXPECT_EQ(stop.wave, 2u);
    EXPECT_EQ(s->snapshot()->wavesWaiting, 3u);
    stop = s->continueRun(); // wave 2 at the second barrier
    EXPECT_EQ(stop.wave, 2u);
    EXPECT_NE(stop.pc, 0u);
    EXPECT_EQ(s->snapshot()->waves[2].barrierArrivals, 2u);
}

TEST(SessionEvents, KthArrivalAndRelease) {
    auto s = load(kBarriers, launch(128));
    BreakpointSpec third;
    third.kind = BreakpointKind::BarrierQuorum;
    third.arrivals = 3;
    const std::uint32_t quorum = add(*s, third);
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent);
    EXPECT_EQ(stop.wave, 2u);
    EXPECT_EQ(s->snapshot()->wavesWaiting, 3u);
    s->setBreakpointEnabled(quorum, false);

    BreakpointSpec release;
    release.kind = BreakpointKind::BarrierRelease;
    add(*s, release);
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent);
    EXPECT_EQ(s->snapshot()->wavesWaiting, 0u);
    EXPECT_EQ(s->snapshot()->stats.barriers, 1u);
    for (const WaveSnapshot& w : s->snapshot()->waves)
        EXPECT_EQ(w.status, wave::emu::WaveStatus::Ready);
}

// A barrier given by its source line (the gutter's barrier options): only that barrier.
TEST(SessionEvents, BarrierBreakpointsGivenByLine) {
    auto s = load(kBarriers, launch(128));
    const std::uint32_t second = lineOf(kBarriers, "endif") + 1;
    BreakpointSpec release;
    release.kind = BreakpointKind::BarrierRelease;
    release.line = second;
    add(*s, release);
    EXPECT_EQ(describe(s->breakpoints()[0].spec),
              "release of the barrier at line " + std::to_string(second));
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent);
    EXPECT_EQ(s->snapshot()->stats.barriers, 2u); // the first barrier released without a stop

    BreakpointSpec notABarrier;
    notABarrier.kind = BreakpointKind::BarrierArrival;
    notABarrier.line = lineOf(kBarriers, "if p1");
    std::string error;
    EXPECT_EQ(s->addBreakpoint(notABarrier, error), 0u);
    EXPECT_EQ(error, "no barrier on line " + std::to_string(notABarrier.line));
}

TEST(SessionEvents, DivergenceAndReconvergence) {
    auto s = load(kBarriers, launch(128));
    BreakpointSpec div;
    div.kind = BreakpointKind::Divergence;
    add(*s, div);
    BreakpointSpec rec;
    rec.kind = BreakpointKind::Reconvergence;
    add(*s, rec);
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::DivergenceEvent);
    EXPECT_EQ(stop.line, lineOf(kBarriers, "if p1"));
    const auto snap = s->snapshot();
    EXPECT_EQ(snap->waves[stop.wave].activeMask, 0xFFFFu);
    ASSERT_EQ(snap->waves[stop.wave].frames.size(), 1u);
    const FrameSnapshot& f = snap->waves[stop.wave].frames[0];
    EXPECT_EQ(f.kind, FrameSnapshot::Kind::If);
    EXPECT_EQ(f.thenMask, 0xFFFFu);
    EXPECT_EQ(f.elseMask, 0xFFFF0000u);
    EXPECT_EQ(f.entry, 0xFFFFFFFFu);
    EXPECT_EQ(f.reconvergenceLine, lineOf(kBarriers, "endif"));
    stop = s->continueRun();
    // Round robin: the next wave diverges before the first reconverges.
    while (stop.reason == StopReason::DivergenceEvent && stop.message.rfind("divergence", 0) == 0)
        stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::DivergenceEvent);
    EXPECT_EQ(stop.line, lineOf(kBarriers, "endif"));
    EXPECT_EQ(s->snapshot()->waves[stop.wave].activeMask, 0xFFFFFFFFu);
}

TEST(SessionEvents, WatchpointsReportWaveLaneAndInstruction) {
    auto s = load(kBarriers, launch(128));
    BreakpointSpec w;
    w.kind = BreakpointKind::Watch;
    w.space = MemorySpace::Local;
    w.address = 4 * 37; // thread 37: wave 1, lane 5
    w.length = 4;
    w.access = WatchAccess::Write;
    const std::uint32_t id = add(*s, w);
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Watchpoint);
    EXPECT_EQ(stop.breakpoints, std::vector<std::uint32_t>{id});
    ASSERT_TRUE(stop.watch.has_value());
    EXPECT_EQ(stop.watch->wave, 1u);
    EXPECT_EQ(stop.watch->lane, 5u);
    EXPECT_EQ(stop.watch->address, 4u * 37);
    EXPECT_EQ(stop.watch->kind, AccessKind::Write);
    EXPECT_EQ(stop.watch->line, lineOf(kBarriers, "local_store_u32"));
    EXPECT_FALSE(stop.beforeInstruction);
    EXPECT_EQ(s->snapshot()->local->word(4 * 37), 37u); // the instruction completed
    s->removeBreakpoint(id);

    BreakpointSpec d;
    d.kind = BreakpointKind::Watch;
    d.space = MemorySpace::Device;
    d.address = 0;
    d.length = 8;
    d.access = WatchAccess::Either;
    d.condition = "lane == 1";
    add(*s, d);
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Watchpoint);
    EXPECT_EQ(stop.watch->space, MemorySpace::Device);
    EXPECT_EQ(stop.watch->kind, AccessKind::Read);
    EXPECT_EQ(stop.watch->lane, 1u);
    EXPECT_EQ(stop.watch->wave, 0u);
}

TEST(SessionEvents, DeadlockBarrierInADivergentIf) {
    const std::string src = R"(.kernel k
    mov r1, sr_wave_id
    mov_imm r2, 1
    icmp_ne p1, r1, r2
    if p1
        mov_imm r3, 5
        barrier
    else
        mov_imm r3, 6
        mov_imm r3, 7
    endif
    halt
.end
)";
    auto s = load(src, launch(128));
    const StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Deadlock);
    ASSERT_TRUE(stop.verdict.has_value());
    EXPECT_EQ(stop.verdict->culprits, std::vector<std::uint32_t>{1});
    EXPECT_EQ(stop.verdict->sentences.at(0),
              "wave 1 never reaches the barrier at line " + std::to_string(lineOf(src, "barrier")) +
                  ": it took the else branch of the `if` at line " +
                  std::to_string(lineOf(src, "if p1")) + "; waves 0, 2, 3 wait there");
    EXPECT_EQ(stop.message, stop.verdict->sentences.at(0));
    EXPECT_EQ(s->focusWave(), 1u);
    const BarrierBoard board = s->barrierBoard();
    ASSERT_EQ(board.waves.size(), 4u);
    EXPECT_EQ(board.waves[1].status, WaveStatus::Finished);
    EXPECT_EQ(board.waves[0].status, WaveStatus::AtBarrier);
    EXPECT_NE(board.toText().find("wave 1: finished at line"), std::string::npos);
}

TEST(SessionEvents, DeadlockEarlyHalt) {
    const std::string src = R"(.kernel k
    mov r1, sr_wave_id
    mov_imm r2, 1
    icmp_eq p1, r1, r2
    if p1
        mov_imm r5, 0
        mov_imm r7, 20
        loop
            iadd r5, r5, r2
            icmp_ge p2, r5, r7
            break p2
        endloop
        halt
    endif
    barrier
    halt
.end
)";
    auto s = load(src, launch(96));
    const StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Deadlock);
    EXPECT_EQ(stop.verdict->sentences.at(0),
              "wave 1 never reaches the barrier at line " + std::to_string(lineOf(src, "barrier")) +
                  ": it halted at line " + std::to_string(lineOf(src, "        halt")) +
                  ", after it took the then branch of the `if` at line " +
                  std::to_string(lineOf(src, "if p1")) + "; waves 0, 2 wait there");
}

TEST(SessionEvents, DeadlockLoopTripCounts) {
    const std::string src = R"(.kernel k
    mov r1, sr_wave_id
    mov_imm r2, 1
    iadd r3, r1, r2
    mov_imm r4, 0
    loop
        barrier
        iadd r4, r4, r2
        icmp_ge p1, r4, r3
        break p1
    endloop
    mov_imm r5, 0
    mov_imm r7, 10
    loop
        iadd r5, r5, r2
        icmp_ge p2, r5, r7
        break p2
    endloop
    halt
.end
)";
    auto s = load(src, launch(64));
    const StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Deadlock);
    EXPECT_EQ(stop.verdict->sentences.at(0),
              "wave 0 never reaches the barrier at line " + std::to_string(lineOf(src, "barrier")) +
                  ": it left the `loop` at line " + std::to_string(lineOf(src, "    loop")) +
                  " after 1 iteration (the waiting waves are in iteration 2); wave 1 waits there");
}

TEST(SessionEvents, BarrierDivergenceAlwaysStops) {
    const std::string src = R"(.kernel k
    mov r1, sr_wave_id
    mov_imm r2, 1
    icmp_eq p1, r1, r2
    if p1
        barrier
    else
        barrier
    endif
    halt
.end
)";
    auto s = load(src, launch(128));
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierDivergence);
    ASSERT_TRUE(stop.verdict.has_value());
    const std::string a = std::to_string(lineOf(src, "    else") + 1);
    const std::string b = std::to_string(lineOf(src, "if p1") + 1);
    EXPECT_EQ(stop.verdict->sentences.at(0),
              "waves wait at different barriers: waves 0, 2, 3 at line " + a + ", wave 1 at line " +
                  b);
    EXPECT_EQ(stop.verdict->sentences.at(1),
              "wave 1 waits at the barrier at line " + b + ", not at line " + a +
                  " like waves 0, 2, 3: it took the then branch of the `if` at line " +
                  std::to_string(lineOf(src, "if p1")));
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
}
