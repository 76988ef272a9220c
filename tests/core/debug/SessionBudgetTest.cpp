// Long run-control commands in bounded slices (step budgets, resume, pauseHere): a command run
// in slices ends exactly where it ends in one go, a command that cannot end (an endless loop)
// comes back at every slice, and Pause ends it where it stands.

#include "SameState.h"
#include "SessionFixture.h"

#include <functional>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

// Two waves; each calls a function that loops 400 times.
const std::string kCallLoop = R"(.kernel call_loop
    mov r0, sr_thread_id_x
    mov_imm r1, 1
    mov_imm r2, 0
    mov_imm r3, 400
    call work
    mov_imm r6, 6
    halt
work:
    loop
        iadd r2, r2, r1
        icmp_ge p1, r2, r3
        break p1
    endloop
    mov_imm r5, 5
    return
.end
)";

// Wave 0 goes straight to the barrier; wave 1 spins forever before it.
const std::string kSpinBeforeBarrier = R"(.kernel spin_barrier
    mov r0, sr_thread_id_x
    mov_imm r1, 32
    mov_imm r2, 1
    icmp_ge p1, r0, r1
    if p1
        loop
            iadd r3, r3, r2
        endloop
    endif
    barrier
    halt
.end
)";

SessionOptions smallIntervals() {
    SessionOptions o;
    o.checkpointInterval = 37; // many checkpoints and many scan windows
    o.sliceSteps = 16;
    return o;
}

wave::emu::LaunchConfig unlimited(std::uint32_t threads) {
    auto config = launch(threads);
    config.maxInstructions = 0;
    return config;
}

using Prepare = std::function<void(DebugSession&)>;
using Command = std::function<StopInfo(DebugSession&, std::uint64_t budget)>;

struct Outcome {
    StopReason reason = StopReason::StepDone;
    std::uint64_t step = 0;
    std::uint32_t line = 0;
    std::uint32_t wave = 0;
    wave::emu::MachineState state;
    std::uint64_t hits = 0;
    int slices = 0;
};

// Runs `command` from the position `setup` reaches, with `budget` per slice (resuming until it
// ends) and returns where it ended.
Outcome run(const std::string& source, const Prepare& setup, const Command& command,
            std::uint64_t budget) {
    auto s = load(source, launch(64), smallIntervals());
    setup(*s);
    StopInfo stop = command(*s, budget);
    Outcome out;
    for (; stop.budgetExhausted; ++out.slices) {
        EXPECT_EQ(stop.reason, StopReason::Paused);
        EXPECT_TRUE(s->commandPending());
        stop = s->resume(budget);
    }
    EXPECT_FALSE(s->commandPending());
    EXPECT_EQ(s->snapshot()->stop->reason, stop.reason);
    EXPECT_EQ(s->snapshot()->step, stop.step);
    out.reason = stop.reason;
    out.step = stop.step;
    out.line = stop.line;
    out.wave = stop.wave;
    out.state = stateOf(*s);
    for (const Breakpoint& b : s->breakpoints())
        out.hits += b.hits;
    return out;
}

// `minSlices`: how many slices the command takes at least with a budget of 3 (reverse scans
// check the budget between windows of history, so a near target takes one).
void expectSame(const Prepare& setup, const Command& command, const char* name, int minSlices) {
    const Outcome whole = run(kCallLoop, setup, command, DebugSession::kUnlimited);
    const Outcome sliced = run(kCallLoop, setup, command, 3);
    SCOPED_TRACE(name);
    EXPECT_EQ(whole.slices, 0);
    EXPECT_GE(sliced.slices, minSlices);
    EXPECT_EQ(sliced.reason, whole.reason);
    EXPECT_EQ(sliced.step, whole.step);
    EXPECT_EQ(sliced.line, whole.line);
    EXPECT_EQ(sliced.wave, whole.wave);
    EXPECT_TRUE(sameState(sliced.state, whole.state));
    EXPECT_EQ(sliced.hits, whole.hits);
}

void lineBreakpoint(DebugSession& s, const std::string& source, const std::string& needle) {
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = lineOf(source, needle);
    ASSERT_NE(s.addBreakpoint(spec, error), 0u) << error;
}

void toTheCall(DebugSession& s) {
    s.runToLine(lineOf(kCallLoop, "call work"));
}

void toTheEnd(DebugSession& s) {
    lineBreakpoint(s, kCallLoop, "iadd r2");
    s.setBreakpointEnabled(s.breakpoints().front().id, false);
    ASSERT_EQ(s.continueRun().reason, StopReason::Finished);
    s.setBreakpointEnabled(s.breakpoints().front().id, true);
}

} // namespace

TEST(SessionBudget, ForwardCommandsInSlicesEndWhereTheyEndInOneGo) {
    const Prepare start = [](DebugSession&) {};
    expectSame(
        start,
        [](DebugSession& s, std::uint64_t b) {
            return s.runToLine(lineOf(kCallLoop, "mov_imm r5"), b);
        },
        "run to line", 100);
    expectSame([](DebugSession& s) { lineBreakpoint(s, kCallLoop, "mov_imm r5"); },
               [](DebugSession& s, std::uint64_t b) { return s.continueRun(b); },
               "continue to a breakpoint", 100);
    expectSame(
        toTheCall, [](DebugSession& s, std::uint64_t b) { return s.stepOver(b); },
        "step over a call", 100);
    expectSame(
        [](DebugSession& s) {
            toTheCall(s);
            s.stepLine();
        },
        [](DebugSession& s, std::uint64_t b) { return s.stepOut(b); }, "step out", 100);
    expectSame(
        start, [](DebugSession& s, std::uint64_t b) { return s.stepLine(b); }, "step into", 0);
}

TEST(SessionBudget, ReverseCommandsInSlicesEndWhereTheyEndInOneGo) {
    expectSame(
        toTheEnd, [](DebugSession& s, std::uint64_t b) { return s.reverseContinue(b); },
        "reverse continue", 0);
    expectSame(
        [](DebugSession& s) {
            toTheEnd(s);
            s.removeBreakpoint(s.breakpoints().front().id);
        },
        // Nothing armed and no barrier divergence in history: the checkpoints prove there is
        // nothing to find, so it is a travel to the start with no window re-executed.
        [](DebugSession& s, std::uint64_t b) { return s.reverseContinue(b); },
        "reverse continue to the start of history", 0);
    expectSame(
        [](DebugSession& s) {
            toTheCall(s);
            s.stepOver();
        },
        [](DebugSession& s, std::uint64_t b) { return s.stepBackOver(b); }, "step back over a call",
        0);
    expectSame(
        toTheEnd, [](DebugSession& s, std::uint64_t b) { return s.travelTo(5, b); }, "travel back",
        1);
    expectSame(
        [](DebugSession& s) {
            toTheEnd(s);
            s.travelTo(0);
        },
        [](DebugSession& s, std::uint64_t b) { return s.travelTo(300, b); }, "travel forward", 1);
}

TEST(SessionBudget, RunToALineNeverReachedComesBackAtEverySliceAndPausesWhereItStands) {
    auto s = load(kEndlessCall, unlimited(64));
    const std::uint64_t serial = s->snapshot()->serial;
    StopInfo stop = s->runToLine(lineOf(kEndlessCall, "mov_imm r2"), 1000);
    EXPECT_TRUE(stop.budgetExhausted);
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_TRUE(s->commandPending());
    EXPECT_EQ(s->snapshot()->serial, serial); // no full snapshot for a slice
    const std::uint64_t first = s->currentStep();
    EXPECT_GE(first, 1000u);
    // Edits and comparisons wait for a stop.
    std::string error;
    EXPECT_FALSE(s->writeRegister(0, 0, 1, 7, error));
    EXPECT_FALSE(s->snapshotAt(0, error));
    stop = s->resume(1000);
    EXPECT_TRUE(stop.budgetExhausted);
    EXPECT_GT(s->currentStep(), first);
    stop = s->pauseHere();
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_FALSE(stop.budgetExhausted);
    EXPECT_FALSE(s->commandPending());
    EXPECT_GT(s->snapshot()->serial, serial);
    EXPECT_EQ(s->snapshot()->stop->reason, StopReason::Paused);
    EXPECT_EQ(s->snapshot()->step, s->currentStep());
    EXPECT_TRUE(s->writeRegister(0, 0, 1, 7, error)) << error;
    // Nothing pending: resume() does nothing.
    const std::uint64_t here = s->currentStep();
    EXPECT_EQ(s->resume(1000).step, here);
    EXPECT_EQ(s->currentStep(), here);
}

TEST(SessionBudget, StepOverAndOutOfAnEndlessCallComeBack) {
    auto s = load(kEndlessCall, unlimited(32));
    s->stepInstruction(); // mov_imm r1
    StopInfo stop = s->stepOver(5000);
    EXPECT_TRUE(stop.budgetExhausted);
    EXPECT_TRUE(s->commandPending());
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(s->resume(5000).budgetExhausted);
    EXPECT_EQ(s->pauseHere().reason, StopReason::Paused);
    ASSERT_EQ(s->snapshot()->waves[0].calls.size(), 1u); // still in the call
    stop = s->stepOut(5000);
    EXPECT_TRUE(stop.budgetExhausted);
    EXPECT_EQ(s->snapshot()->waves[0].calls.size(), 1u);
    EXPECT_EQ(s->pauseHere().reason, StopReason::Paused);
}

TEST(SessionBudget, StepWhileTheFocusedWaveWaitsForASpinningWaveComesBack) {
    auto s = load(kSpinBeforeBarrier, unlimited(64));
    ASSERT_EQ(s->runToLine(lineOf(kSpinBeforeBarrier, "    barrier")).reason, StopReason::StepDone);
    EXPECT_EQ(s->focusWave(), 0u);
    s->stepInstruction(); // wave 0 arrives at the barrier
    ASSERT_EQ(s->snapshot()->waves[0].status, wave::emu::WaveStatus::AtBarrier)
        << s->lastStop().message << " line " << s->lastStop().line << " wave " << s->lastStop().wave
        << " step " << s->currentStep();
    // Its next instruction needs wave 1 at the barrier, which never comes.
    for (const Command& step :
         {Command([](DebugSession&d, std::uint64_t b) { return d.stepInstruction(b); }),
          Command([](DebugSession&d, std::uint64_t b) { return d.stepOver(b); })}) {
        const std::uint64_t before = s->currentStep();
        StopInfo stop = step(*s, 2000);
        EXPECT_TRUE(stop.budgetExhausted);
        stop = s->resume(2000);
        EXPECT_TRUE(stop.budgetExhausted);
        EXPECT_GE(s->currentStep(), before + 4000);
        EXPECT_EQ(s->pauseHere().reason, StopReason::Paused);
    }
}

TEST(SessionBudget, AReverseScanGoesBackSliceBySliceAndPausesWithNothingSkipped) {
    SessionOptions options = smallIntervals();
    auto s = load(kEndlessCall, unlimited(32), options);
    ASSERT_TRUE(s->continueRun(20'000).budgetExhausted);
    lineBreakpoint(*s, kEndlessCall, "mov_imm r1"); // hit once, at step 0
    const std::uint64_t origin = s->currentStep();
    StopInfo stop = s->reverseContinue(500);
    EXPECT_TRUE(stop.budgetExhausted);
    std::uint64_t last = s->currentStep();
    EXPECT_LE(last, origin);
    int slices = 0;
    while (stop.budgetExhausted && slices < 3) {
        stop = s->resume(500);
        EXPECT_LE(s->currentStep(), last); // rewinding
        last = s->currentStep();
        ++slices;
    }
    ASSERT_TRUE(stop.budgetExhausted);
    EXPECT_LT(last, origin);
    // Paused where it stands: the position is not moved past what was searched.
    stop = s->pauseHere();
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_EQ(stop.step, last);
    EXPECT_FALSE(s->commandPending());
    // Resumed as a new command, it finds the breakpoint at the start.
    stop = s->reverseContinue(500);
    while (stop.budgetExhausted)
        stop = s->resume(500);
    EXPECT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.step, 0u);
}

TEST(SessionBudget, StopRequestEndsASlicedCommandAndAnotherCommandDropsIt) {
    auto s = load(kEndlessCall, unlimited(32));
    ASSERT_TRUE(s->runToLine(lineOf(kEndlessCall, "mov_imm r2"), 1000).budgetExhausted);
    s->requestStop();
    StopInfo stop = s->resume(1000);
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_FALSE(stop.budgetExhausted);
    EXPECT_FALSE(s->commandPending());

    // A pending run to line is dropped by the next command, conditions included.
    auto t = load(kCallLoop, launch(64));
    ASSERT_TRUE(t->runToLine(lineOf(kCallLoop, "mov_imm r5"), 3).budgetExhausted);
    EXPECT_EQ(t->stepInstruction().reason, StopReason::StepDone);
    EXPECT_FALSE(t->commandPending());
    EXPECT_EQ(t->continueRun().reason, StopReason::Finished);
}

TEST(SessionBudget, PauseWithoutACommandStaysWhereItIsAndKeepsTheBreakpointPassed) {
    auto s = load(kStoreIds, launch(64));
    lineBreakpoint(*s, kStoreIds, "device_store_u32");
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    ASSERT_EQ(stop.wave, 0u);
    const std::uint64_t at = stop.step;
    stop = s->pauseHere();
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_EQ(stop.step, at);
    EXPECT_EQ(s->snapshot()->stop->reason, StopReason::Paused);
    // The next run goes on to wave 1's hit, not wave 0's again.
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 1u);
    EXPECT_GT(stop.step, at);
    EXPECT_EQ(s->breakpoints().front().hits, 2u);
}
