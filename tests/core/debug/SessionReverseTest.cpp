#include "ProgramGenerator.h"
#include "SameState.h"
#include "SessionFixture.h"

#include <map>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

SessionOptions smallIntervals() {
    SessionOptions o;
    o.checkpointInterval = 37; // many checkpoints: every travel restores and re-executes
    o.sliceSteps = 16;
    return o;
}

struct Generated {
    std::string source;
    wave::emu::LaunchConfig config;
};

Generated generated(unsigned seed, bool fault = false) {
    ProgramGenerator gen(seed);
    const std::uint32_t waves = 1 + seed % 4;
    const std::uint32_t width = seed % 3 == 0 ? 16 : 32;
    Generated g;
    g.source = gen.generate(waves * width, fault);
    g.config = launch(waves * width, width, 1 + seed % 3);
    return g;
}

// The state after running `steps` forward from a fresh load.
wave::emu::MachineState forwardState(const Generated& g, std::uint64_t steps) {
    auto s = load(g.source, g.config);
    if (steps > 0)
        s->continueRun(steps);
    EXPECT_EQ(s->currentStep(), steps);
    return stateOf(*s);
}

} // namespace

TEST(SessionReverse, TravelBackEqualsForward) {
    for (unsigned seed = 1; seed <= 24; ++seed) {
        const Generated g = generated(seed, seed % 5 == 0);
        auto s = load(g.source, g.config, smallIntervals());
        const StopInfo end = s->continueRun();
        ASSERT_TRUE(end.reason == StopReason::Finished || end.reason == StopReason::Fault)
            << seed << ": " << end.message << "\n"
            << g.source;
        const std::uint64_t total = s->currentStep();
        ASSERT_GT(total, 10u) << seed;
        const wave::emu::MachineState endState = stateOf(*s);
        std::mt19937 rng(seed);
        for (int i = 0; i < 4; ++i) {
            const std::uint64_t target = rng() % total;
            s->travelTo(target);
            ASSERT_EQ(s->currentStep(), target) << seed;
            EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, target)))
                << "seed " << seed << " step " << target;
        }
        // Forward again to the end: the same final state (including the fault).
        const StopInfo again = s->travelTo(total);
        EXPECT_TRUE(sameState(stateOf(*s), endState)) << seed;
        if (end.reason == StopReason::Fault) {
            EXPECT_EQ(again.reason, StopReason::Fault) << seed;
        }
    }
}

// The alternative schedules keep their state in the machine state, so travelling back (restore
// a checkpoint, re-execute) lands on exactly the state a forward run reaches.
TEST(SessionReverse, TravelBackEqualsForwardUnderEverySchedule) {
    for (unsigned seed = 1; seed <= 9; ++seed) {
        Generated g = generated(seed);
        const wave::emu::Schedule schedules[] = {{wave::emu::SchedulePolicy::Random, seed},
                                                 {wave::emu::SchedulePolicy::Reverse, 0},
                                                 {wave::emu::SchedulePolicy::BarrierRun, 0}};
        for (const wave::emu::Schedule& schedule : schedules) {
            g.config.schedule = schedule;
            auto s = load(g.source, g.config, smallIntervals());
            s->continueRun();
            const std::uint64_t total = s->currentStep();
            ASSERT_GT(total, 10u) << seed;
            const wave::emu::MachineState endState = stateOf(*s);
            std::mt19937 rng(seed);
            for (int i = 0; i < 3; ++i) {
                const std::uint64_t target = rng() % total;
                s->travelTo(target);
                ASSERT_EQ(s->currentStep(), target) << seed;
                EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, target)))
                    << "seed " << seed << " " << schedule.name() << " step " << target;
            }
            s->travelTo(total);
            EXPECT_TRUE(sameState(stateOf(*s), endState)) << seed << " " << schedule.name();
        }
    }
}

TEST(SessionReverse, StepBackInstructionIsTheStateBeforeThatInstruction) {
    for (unsigned seed = 30; seed < 40; ++seed) {
        const Generated g = generated(seed);
        auto s = load(g.source, g.config, smallIntervals());
        std::mt19937 rng(seed);
        const std::uint64_t n = 20 + rng() % 200;
        const StopInfo slice = s->continueRun(n);
        EXPECT_EQ(slice.budgetExhausted, slice.reason == StopReason::Paused);
        const std::uint32_t wave = s->focusWave();
        const std::uint64_t issued = s->lightSnapshot()->waves[wave].issued;
        if (issued == 0)
            continue;
        for (int k = 0; k < 3 && s->lightSnapshot()->waves[wave].issued > 0; ++k) {
            const std::uint64_t before = s->lightSnapshot()->waves[wave].issued;
            const StopInfo stop = s->stepBackInstruction();
            ASSERT_EQ(stop.reason, StopReason::StepDone) << seed;
            EXPECT_EQ(s->snapshot()->waves[wave].issued, before - 1) << seed;
            EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, s->currentStep()))) << seed;
        }
    }
}

TEST(SessionReverse, StopsOfEveryKindAreRevisitedExactly) {
    for (unsigned seed = 50; seed < 62; ++seed) {
        const Generated g = generated(seed);
        auto s = load(g.source, g.config, smallIntervals());
        std::string error;
        BreakpointSpec line;
        line.kind = BreakpointKind::Line;
        line.line = 5 + seed % 15;
        s->addBreakpoint(line, error);
        BreakpointSpec watch;
        watch.kind = BreakpointKind::Watch;
        watch.space = seed % 2 ? MemorySpace::Local : MemorySpace::Device;
        watch.address = seed % 2 ? 0x800 : 0x3000; // the atomics' words
        watch.access = WatchAccess::Either;
        s->addBreakpoint(watch, error);
        BreakpointSpec div;
        div.kind = BreakpointKind::Divergence;
        s->addBreakpoint(div, error);
        BreakpointSpec bar;
        bar.kind = BreakpointKind::BarrierRelease;
        s->addBreakpoint(bar, error);

        std::vector<std::pair<std::uint64_t, wave::emu::MachineState>> stops; // step, state
        std::map<StopReason, int> reasons;
        for (int i = 0; i < 60; ++i) {
            const StopInfo stop = s->continueRun();
            reasons[stop.reason] += 1;
            if (stop.reason == StopReason::Finished)
                break;
            if (stops.empty() || stops.back().first != stop.step)
                stops.emplace_back(stop.step, stateOf(*s));
        }
        // Reverse-continue visits the recorded stops backwards.
        const auto first = !stops.empty() && stops.back().first == s->currentStep()
                               ? stops.rbegin() + 1
                               : stops.rbegin();
        for (auto it = first; it < stops.rend() && it < first + 6; ++it) {
            const StopInfo stop = s->reverseContinue();
            ASSERT_NE(stop.reason, StopReason::HistoryStart) << seed;
            EXPECT_EQ(stop.step, it->first) << seed;
            EXPECT_TRUE(sameState(stateOf(*s), it->second)) << seed;
        }
        // Any recorded stop can be travelled to directly.
        for (const auto& [step, state] : stops) {
            s->travelTo(step);
            EXPECT_TRUE(sameState(stateOf(*s), state)) << seed << " step " << step;
        }
    }
}

TEST(SessionReverse, ForcedWaveStepsReplayDeterministically) {
    const Generated g = generated(77);
    auto s = load(g.source, g.config, smallIntervals());
    s->continueRun(15);
    ASSERT_TRUE(s->setFocus(s->snapshot()->waves.size() - 1, 0));
    const std::uint64_t forkAt = s->currentStep();
    for (int i = 0; i < 5; ++i)
        s->stepInstruction(); // only the last wave moves
    s->continueRun(40);
    const std::uint64_t step = s->currentStep();
    const wave::emu::MachineState here = stateOf(*s);
    s->travelTo(forkAt + 2); // in the middle of the forced steps
    const wave::emu::MachineState midState = stateOf(*s);
    s->travelTo(0);
    s->travelTo(step);
    EXPECT_TRUE(sameState(stateOf(*s), here));
    s->travelTo(forkAt + 2);
    EXPECT_TRUE(sameState(stateOf(*s), midState));
    // Continuing follows the recorded future.
    s->continueRun(step - (forkAt + 2));
    EXPECT_EQ(s->currentStep(), step);
    EXPECT_TRUE(sameState(stateOf(*s), here));
}

TEST(SessionReverse, StepBackLineOverAndOut) {
    const std::string src = R"(.kernel calls
    mov_imm r1, 1
    mov_imm r2, 2
    call f
    mov_imm r5, 5
    halt
f:
    mov_imm r3, 3
    mov_imm r4, 4
    return
.end
)";
    auto s = load(src, launch(32));
    s->runToLine(lineOf(src, "mov_imm r4"));
    EXPECT_EQ(s->lastStop().line, lineOf(src, "mov_imm r4"));
    StopInfo stop = s->stepBackLine();
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r3"));
    stop = s->stepBackOut();
    EXPECT_EQ(stop.line, lineOf(src, "call f"));
    EXPECT_TRUE(s->snapshot()->waves[0].calls.empty());
    s->runToLine(lineOf(src, "mov_imm r5"));
    stop = s->stepBackOver(); // over the call, to the call line
    EXPECT_EQ(stop.line, lineOf(src, "call f"));
    stop = s->stepBackLine();
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r2"));
    s->stepBackInstruction();
    stop = s->stepBackInstruction();
    EXPECT_EQ(stop.reason, StopReason::HistoryStart);
    EXPECT_EQ(s->currentStep(), 0u);
}

TEST(SessionReverse, BackFromADeadlockAndWorkgroupSteps) {
    const std::string src = R"(.kernel k
    mov r1, sr_wave_id
    mov_imm r2, 1
    icmp_ne p1, r1, r2
    if p1
        barrier
    else
        mov_imm r3, 6
        mov_imm r3, 7
        mov_imm r3, 8
    endif
    halt
.end
)";
    auto s = load(src, launch(128), smallIntervals());
    const StopInfo dead = s->continueRun();
    ASSERT_EQ(dead.reason, StopReason::Deadlock);
    const std::uint64_t end = dead.step;
    s->stepBackWorkgroup();
    EXPECT_LT(s->currentStep(), end);
    EXPECT_TRUE(sameState(stateOf(*s), forwardState({src, launch(128)}, s->currentStep())));
    EXPECT_EQ(s->continueRun().reason, StopReason::Deadlock);
    EXPECT_EQ(s->currentStep(), end);
}

TEST(SessionReverse, BudgetThinsOldCheckpointsButKeepsTheStart) {
    const std::string src = R"(.kernel long
    mov r0, sr_thread_id_x
    mov_imm r10, 2
    shl r11, r0, r10
    mov_imm r12, 1
    mov_imm r4, 0
    mov_imm r5, 3000
    loop
        iadd r4, r4, r12
        device_store_u32 r11, r4
        icmp_ge p1, r4, r5
        break p1
    endloop
    halt
.end
)";
    SessionOptions o;
    o.checkpointInterval = 100;
    o.historyBudget = 600 * 1024; // device memory is 64 KiB: room for few checkpoints
    auto config = launch(64);
    auto s = load(src, config, o);
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    const HistoryInfo info = s->historyInfo();
    EXPECT_EQ(info.earliestStep, 0u);
    EXPECT_LE(info.bytes, o.historyBudget + 256 * 1024);
    EXPECT_LT(info.checkpoints, s->currentStep() / o.checkpointInterval);
    EXPECT_GT(info.largestGap, o.checkpointInterval);
    const std::uint64_t total = s->currentStep();
    for (std::uint64_t target : {total / 7, total / 2, total - 3}) {
        s->travelTo(target);
        EXPECT_TRUE(sameState(stateOf(*s), forwardState({src, config}, target))) << target;
    }
}

namespace {

// A loop of `iterations` after an optional barrier that waves 0 and 1 reach at different
// places (a barrier divergence, the one stop that needs nothing armed).
std::string longLoop(std::uint32_t iterations, bool divergence) {
    const std::string diverge = divergence ? R"(
    mov r1, sr_wave_id
    mov_imm r2, 1
    icmp_eq p1, r1, r2
    if p1
        barrier
    else
        barrier
    endif)"
                                           : "";
    return ".kernel long" + diverge + R"(
    mov r0, sr_thread_id_x
    mov_imm r10, 2
    shl r11, r0, r10
    mov_imm r12, 1
    mov_imm r4, 0
    mov_imm r5, )" +
           std::to_string(iterations) + R"(
    loop
        iadd r4, r4, r12
        device_store_u32 r11, r4
        icmp_ge p1, r4, r5
        break p1
    endloop
    halt
.end
)";
}

SessionOptions longHistory() {
    SessionOptions o;
    o.checkpointInterval = 1000;
    return o;
}

// Steps re-executed by `command`.
template <typename F>
std::uint64_t replayedBy(DebugSession& s, F&& command) {
    const std::uint64_t before = s.historyInfo().replayedSteps;
    command();
    return s.historyInfo().replayedSteps - before;
}

} // namespace

TEST(SessionReverse, ReverseContinueOverALongHistoryIsATravelToTheStart) {
    const Generated g{longLoop(60000, false), launch(64)};
    const SessionOptions o = longHistory();
    auto s = load(g.source, g.config, o);
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const std::uint64_t total = s->currentStep();
    ASSERT_GT(total, 500 * o.checkpointInterval);

    // Nothing armed and no barrier divergence in history: straight to the start, re-executing
    // nothing (the scan used to re-execute the whole history with the observer).
    StopInfo stop;
    EXPECT_EQ(replayedBy(*s, [&] { stop = s->reverseContinue(); }), 0u);
    EXPECT_EQ(stop.reason, StopReason::HistoryStart);
    EXPECT_EQ(s->currentStep(), 0u);
    EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, 0)));

    // Every travel is the nearest checkpoint, then at most one interval of replay.
    for (const std::uint64_t target : {total - 1, total / 2 + 123, std::uint64_t{1}, total / 3}) {
        EXPECT_LE(replayedBy(*s, [&] { s->travelTo(target); }), o.checkpointInterval) << target;
        ASSERT_EQ(s->currentStep(), target);
        EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, target))) << target;
    }
    EXPECT_LE(replayedBy(*s, [&] { s->travelTo(0); }), o.checkpointInterval);
    EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, 0)));
}

TEST(SessionReverse, ReverseContinueFindsABarrierDivergenceWithoutReplayingAllHistory) {
    const Generated g{longLoop(60000, true), launch(64)};
    const SessionOptions o = longHistory();
    auto s = load(g.source, g.config, o);
    const StopInfo divergence = s->continueRun();
    ASSERT_EQ(divergence.reason, StopReason::BarrierDivergence);
    const wave::emu::MachineState divergenceState = stateOf(*s);
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const std::uint64_t total = s->currentStep();
    ASSERT_GT(total, 500 * o.checkpointInterval);

    // Only the span between the two checkpoints around the divergence is scanned: its windows
    // and the travels to their starts stay within a few intervals.
    StopInfo stop;
    EXPECT_LE(replayedBy(*s, [&] { stop = s->reverseContinue(); }), 4 * o.checkpointInterval);
    EXPECT_EQ(stop.reason, StopReason::BarrierDivergence);
    EXPECT_EQ(stop.step, divergence.step);
    EXPECT_TRUE(sameState(stateOf(*s), divergenceState));
    EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, divergence.step)));

    // From the divergence itself: nothing earlier, the start of history.
    stop = s->reverseContinue();
    EXPECT_EQ(stop.reason, StopReason::HistoryStart);
    EXPECT_EQ(s->currentStep(), 0u);
    EXPECT_TRUE(sameState(stateOf(*s), forwardState(g, 0)));
}

TEST(SessionReverse, TravelBackKeepsTheRecordedFutureUntilTheStateChanges) {
    SessionOptions o = smallIntervals();
    o.analyses.timeline = true;
    const Generated g = generated(7);
    auto s = load(g.source, g.config, o);
    s->continueRun();
    const std::uint64_t total = s->currentStep();
    ASSERT_GT(total, 30u);
    const auto lastBegin = [](const Timeline& t) {
        return t.records().empty() ? 0 : t.records().back().begin;
    };
    const std::size_t records = s->analyses().timeline().records().size();
    const std::uint64_t last = lastBegin(s->analyses().timeline());
    // Back: the live timeline ends at the current step, the displayed one still at the end.
    s->travelTo(total / 3);
    EXPECT_LT(lastBegin(s->analyses().timeline()), total / 3 + 1);
    EXPECT_EQ(lastBegin(s->analyses().displayTimeline()), last);
    EXPECT_EQ(s->analyses().displayTimeline().records().size(), records);
    // Forward inside it and back again: still the whole history.
    s->travelTo(total * 2 / 3);
    s->travelTo(5);
    EXPECT_EQ(lastBegin(s->analyses().displayTimeline()), last);
    // Forward to the end (a replay, which records no timeline): the history is whole.
    s->travelTo(total);
    EXPECT_EQ(s->analyses().displayTimeline().records().size(), records);
    // A restart changes the state's history: the future is gone.
    s->travelTo(total / 2);
    s->restart();
    EXPECT_EQ(&s->analyses().displayTimeline(), &s->analyses().timeline());
}
