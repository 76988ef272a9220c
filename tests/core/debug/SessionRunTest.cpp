#include "SessionFixture.h"

#include <atomic>
#include <chrono>
#include <thread>

using namespace wave::debug;
using namespace wave::debug::test;

TEST(SessionRun, RunsToTheEnd) {
    auto s = load(kStoreIds, launch(64));
    EXPECT_EQ(s->lastStop().reason, StopReason::StepDone);
    EXPECT_EQ(s->currentStep(), 0u);
    const StopInfo stop = s->continueRun();
    EXPECT_EQ(stop.reason, StopReason::Finished);
    for (std::uint32_t t = 0; t < 64; ++t)
        EXPECT_EQ(deviceWord(*s, 4 * t), 3 * t);
    EXPECT_EQ(stop.step, 14u); // 7 instructions x 2 waves
    ASSERT_TRUE(s->snapshot());
    EXPECT_TRUE(s->snapshot()->full);
    EXPECT_EQ(s->snapshot()->stop->reason, StopReason::Finished);
    // Device memory as written: the first page only.
    ASSERT_TRUE(s->snapshot()->device);
    EXPECT_EQ(s->snapshot()->device->changedPages(wave::emu::DeviceImage{}),
              std::vector<std::uint64_t>{0});
}

TEST(SessionRun, LineBreakpointStopsBeforeTheInstructionForEachWave) {
    auto s = load(kStoreIds, launch(64));
    std::string error;
    const std::uint32_t line = lineOf(kStoreIds, "device_store_u32");
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = line;
    const std::uint32_t id = s->addBreakpoint(spec, error);
    ASSERT_NE(id, 0u) << error;
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.breakpoints, std::vector<std::uint32_t>{id});
    EXPECT_TRUE(stop.beforeInstruction);
    EXPECT_EQ(stop.line, line);
    EXPECT_EQ(stop.wave, 0u);
    EXPECT_EQ(deviceWord(*s, 0), 0u);
    EXPECT_EQ(deviceWord(*s, 4), 0u); // not stored yet
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 1u);
    EXPECT_EQ(deviceWord(*s, 4), 3u); // wave 0 stored
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(s->breakpoints()[0].hits, 2u);

    s->restart();
    EXPECT_EQ(s->currentStep(), 0u);
    EXPECT_EQ(deviceWord(*s, 4), 0u);
    ASSERT_TRUE(s->setBreakpointEnabled(id, false));
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
}

TEST(SessionRun, AddressBreakpointAndBadSpecs) {
    auto s = load(kStoreIds, launch(32));
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Address;
    spec.pc = 0x4; // mov_imm r1, 3
    ASSERT_NE(s->addBreakpoint(spec, error), 0u) << error;
    StopInfo stop = s->continueRun();
    EXPECT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.pc, 0x4u);
    EXPECT_EQ(stop.step, 1u);

    BreakpointSpec bad;
    bad.kind = BreakpointKind::Address;
    bad.pc = 0x1000;
    EXPECT_EQ(s->addBreakpoint(bad, error), 0u);
    EXPECT_NE(error.find("outside"), std::string::npos);
    BreakpointSpec line;
    line.kind = BreakpointKind::Line;
    line.line = 1000;
    EXPECT_EQ(s->addBreakpoint(line, error), 0u);
    line.line = 2;
    line.condition = "lane ==";
    EXPECT_EQ(s->addBreakpoint(line, error), 0u);
    EXPECT_EQ(error, "condition: column 8: expected an operand but found end of expression");
}

TEST(SessionRun, ConditionalBreakpointFocusesTheMatchingLane) {
    auto s = load(kStoreIds, launch(64));
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = lineOf(kStoreIds, "device_store_u32");
    spec.condition = "r2 == 3 * 40"; // thread 40: wave 1, lane 8
    const std::uint32_t id = s->addBreakpoint(spec, error);
    ASSERT_NE(id, 0u) << error;
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 1u);
    EXPECT_EQ(stop.lane, 8u);
    EXPECT_EQ(s->focusWave(), 1u);
    EXPECT_EQ(s->focusLane(), 8u);
    EXPECT_EQ(s->breakpoints()[0].hits, 1u);
    ASSERT_TRUE(s->setBreakpointCondition(id, "wave == 0 && any(r2 > 1000)", error));
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_FALSE(s->setBreakpointCondition(id, "r2 ==", error));
}

TEST(SessionRun, RunToLineAndStepCommands) {
    auto s = load(kStoreIds, launch(64));
    const std::uint32_t shl = lineOf(kStoreIds, "shl r4");
    StopInfo stop = s->runToLine(shl);
    EXPECT_EQ(stop.reason, StopReason::StepDone);
    EXPECT_EQ(stop.line, shl);
    EXPECT_EQ(stop.wave, 0u);
    // Step the focused wave only: wave 1 does not move.
    const auto before = s->snapshot();
    stop = s->stepInstruction();
    EXPECT_EQ(stop.reason, StopReason::StepDone);
    const auto after = s->snapshot();
    EXPECT_EQ(after->step, before->step + 1);
    EXPECT_EQ(after->waves[0].pc, before->waves[0].pc + 8); // shl has a word1
    EXPECT_EQ(after->waves[1].pc, before->waves[1].pc);
    stop = s->stepLine();
    EXPECT_EQ(stop.line, shl + 2);
    // Step the workgroup: every ready wave one instruction.
    const auto w = s->snapshot();
    stop = s->stepWorkgroup();
    EXPECT_EQ(s->snapshot()->step, w->step + 2);
    EXPECT_TRUE(s->setFocus(1, 3));
    EXPECT_FALSE(s->setFocus(2, 0));
    EXPECT_EQ(s->snapshot()->focusWave, 1u);
    EXPECT_EQ(s->snapshot()->focusLane, 3u);
    EXPECT_EQ(s->stepOut().message, "the focused wave is not inside a call");
}

// Run to cursor stops at the first wave that reaches the line, and that wave takes the focus
// (as at a breakpoint): the stop, the snapshot and the next step are about it.
TEST(SessionRun, RunToLineFocusesTheWaveThatReachedIt) {
    const std::string src = R"(.kernel upper_half
    mov r0, sr_thread_id_x
    mov_imm r1, 32
    icmp_ge p1, r0, r1
    if p1
        mov_imm r2, 7
        mov_imm r3, 8
    endif
    halt
.end
)";
    auto s = load(src, launch(64));
    const std::uint32_t line = lineOf(src, "mov_imm r2");
    const StopInfo stop = s->runToLine(line);
    EXPECT_EQ(stop.line, line);
    ASSERT_EQ(stop.wave, 1u);
    EXPECT_EQ(stop.lane, 0u);
    EXPECT_EQ(s->focusWave(), 1u);
    ASSERT_TRUE(s->snapshot());
    EXPECT_EQ(s->snapshot()->focusWave, 1u);
    EXPECT_EQ(s->snapshot()->waves[1].line, line);
    EXPECT_EQ(s->stepLine().line, line + 1); // the step is wave 1's
}

// Stepping the focused wave over a barrier that has a breakpoint: the step runs the other
// waves to the barrier without stopping at that breakpoint for them (and without counting
// them), then stops on the next line; breakpoints elsewhere still stop the step.
TEST(SessionRun, StepOverABarrierWithABreakpointPassesIt) {
    const std::string src = R"(.kernel staged
    mov r0, sr_thread_id_x
    barrier
    mov_imm r1, 1
    mov_imm r2, 2
    halt
.end
)";
    auto s = load(src, launch(96)); // three waves
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = lineOf(src, "barrier");
    const std::uint32_t id = s->addBreakpoint(spec, error);
    ASSERT_NE(id, 0u) << error;
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 0u);
    stop = s->stepLine();
    EXPECT_EQ(stop.reason, StopReason::StepDone);
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r1"));
    EXPECT_EQ(s->focusWave(), 0u);
    EXPECT_EQ(s->breakpoints()[0].hits, 1u);
    stop = s->stepLine();
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r2"));

    // A breakpoint another wave meets on its way to the barrier still stops the step.
    const std::string guarded = R"(.kernel guarded
    mov r0, sr_thread_id_x
    mov_imm r3, 64
    icmp_ge p1, r0, r3
    if p1
        mov_imm r4, 4
    endif
    barrier
    halt
.end
)";
    s = load(guarded, launch(96));
    spec.line = lineOf(guarded, "mov_imm r4"); // only wave 2 runs it
    ASSERT_NE(s->addBreakpoint(spec, error), 0u) << error;
    // Wave 0 alone to the barrier (steps of a ready wave run only that wave).
    while (s->snapshot()->waves[0].line != lineOf(guarded, "barrier"))
        ASSERT_EQ(s->stepLine().reason, StopReason::StepDone);
    stop = s->stepLine();
    EXPECT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 2u);
}

TEST(SessionRun, StepOverAndOutOfCalls) {
    const std::string src = R"(.kernel calls
    mov_imm r1, 1
    call f
    mov_imm r2, 2
    halt
f:
    mov_imm r3, 3
    mov_imm r4, 4
    return
.end
)";
    auto s = load(src, launch(32));
    s->stepInstruction(); // mov_imm r1
    StopInfo stop = s->stepOver();
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r2"));
    EXPECT_EQ(s->snapshot()->reg(0, 3, 0), 3u); // the call ran
    s->restart();
    s->stepInstruction();
    stop = s->stepLine(); // into the call
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r3"));
    ASSERT_EQ(s->snapshot()->waves[0].calls.size(), 1u);
    EXPECT_EQ(s->snapshot()->waves[0].calls[0].callLine, lineOf(src, "call f"));
    stop = s->stepOut();
    EXPECT_EQ(s->snapshot()->waves[0].calls.size(), 0u);
    EXPECT_EQ(stop.line, lineOf(src, "mov_imm r2"));
}

TEST(SessionRun, PauseAnEndlessLoopFromAnotherThread) {
    const std::string src = R"(.kernel spin
    mov_imm r1, 1
    loop
        iadd r2, r2, r1
    endloop
    halt
.end
)";
    auto config = launch(64);
    config.maxInstructions = 0; // unlimited
    auto s = load(src, config);
    std::atomic<bool> started{false};
    std::thread pauser([&] {
        while (!started.load())
            std::this_thread::yield();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        s->requestStop();
    });
    started.store(true);
    const auto t0 = std::chrono::steady_clock::now();
    const StopInfo stop = s->continueRun();
    const auto elapsed = std::chrono::steady_clock::now() - t0;
    pauser.join();
    EXPECT_EQ(stop.reason, StopReason::Paused);
    EXPECT_GT(stop.step, 1000u);
    EXPECT_LT(elapsed, std::chrono::seconds(2));
    // And it resumes.
    EXPECT_EQ(s->continueRun(1000).reason, StopReason::Paused);
}

TEST(SessionRun, FaultsAlwaysStop) {
    const std::string src = R"(.kernel oob
    mov_imm r1, 0x7FFFFFF0
    mov_imm r2, 1
    device_store_u32 r1, r2
    halt
.end
)";
    auto s = load(src, launch(32));
    const StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Fault);
    ASSERT_TRUE(stop.fault.has_value());
    EXPECT_NE(stop.fault->message.find("memory access out of bounds"), std::string::npos);
    EXPECT_EQ(stop.line, lineOf(src, "device_store_u32"));
    EXPECT_EQ(s->continueRun().reason, StopReason::Fault); // stays faulted
}
