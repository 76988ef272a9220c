#include "SameState.h"
#include "SessionFixture.h"

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

SessionOptions smallIntervals() {
    SessionOptions o;
    o.checkpointInterval = 3; // travelling restores checkpoints on both sides of the edit
    o.sliceSteps = 2;
    return o;
}

std::uint32_t reg(const DebugSession& s, std::uint32_t wave, std::uint32_t r, std::uint32_t lane) {
    return s.emulator()->state().workgroup.reg(wave, r, lane);
}

} // namespace

TEST(SessionEdit, SteppingForwardUsesTheNewValue) {
    auto s = load(kStoreIds, launch(32));
    s->stepInstruction();
    s->stepInstruction(); // r1 = 3 in every lane
    ASSERT_EQ(s->currentStep(), 2u);
    const wave::emu::MachineState before = stateOf(*s);
    const std::uint64_t serial = s->snapshot()->serial;
    std::string error;
    ASSERT_TRUE(s->writeRegister(0, 5, 1, 7, error)) << error;
    EXPECT_TRUE(error.empty());
    EXPECT_EQ(reg(*s, 0, 1, 5), 7u);
    EXPECT_FALSE(stateOf(*s) == before); // the state comparison covers the edit
    // A new full snapshot at the same step shows the value; the stop stays put.
    ASSERT_TRUE(s->snapshot());
    EXPECT_GT(s->snapshot()->serial, serial);
    EXPECT_EQ(s->snapshot()->step, 2u);
    EXPECT_EQ(s->snapshot()->reg(0, 1, 5), 7u);
    EXPECT_EQ(s->snapshot()->reg(0, 1, 4), 3u);
    ASSERT_TRUE(s->snapshot()->stop);
    EXPECT_TRUE(s->snapshot()->stop->edited);
    EXPECT_NE(s->snapshot()->stop->message.find("r1 of wave 0 lane 5"), std::string::npos);

    s->stepInstruction(); // imul r2, r0, r1
    EXPECT_EQ(reg(*s, 0, 2, 5), 35u);
    EXPECT_EQ(reg(*s, 0, 2, 4), 12u);
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(deviceWord(*s, 4 * 5), 35u);
    EXPECT_EQ(deviceWord(*s, 4 * 6), 18u);
}

TEST(SessionEdit, TravellingBackAndForthKeepsTheEditExact) {
    for (const SessionOptions& options : {SessionOptions{}, smallIntervals()}) {
        // Reference: N forward, edit, then forward without travelling.
        auto a = load(kStoreIds, launch(32), options);
        auto b = load(kStoreIds, launch(32), options);
        for (auto* s : {a.get(), b.get()}) {
            for (int i = 0; i < 2; ++i)
                s->stepInstruction();
            std::string error;
            ASSERT_TRUE(s->writeRegister(0, 5, 1, 7, error)) << error;
            ASSERT_TRUE(s->writePredicate(0, 6, 2, true, error)) << error;
        }
        const wave::emu::MachineState atEdit = stateOf(*a);
        std::vector<wave::emu::MachineState> forward;
        for (int i = 0; i < 3; ++i) {
            a->stepInstruction();
            forward.push_back(stateOf(*a));
        }

        // K back: before the edit the old values show.
        b->stepBackInstruction();
        b->stepBackInstruction();
        ASSERT_EQ(b->currentStep(), 0u);
        EXPECT_EQ(reg(*b, 0, 1, 5), 0u);
        EXPECT_FALSE(b->emulator()->state().workgroup.predicate(0, 2, 6));
        EXPECT_EQ(b->snapshot()->reg(0, 1, 5), 0u);
        b->stepInstruction();
        EXPECT_EQ(reg(*b, 0, 1, 5), 0u); // mov r0 ran; mov_imm r1 not yet
        // K forward: the edit is applied again, exactly.
        b->stepInstruction();
        EXPECT_EQ(b->currentStep(), 2u);
        EXPECT_EQ(reg(*b, 0, 1, 5), 7u);
        EXPECT_TRUE(b->emulator()->state().workgroup.predicate(0, 2, 6));
        EXPECT_TRUE(sameState(stateOf(*b), atEdit));
        for (int i = 0; i < 3; ++i) {
            b->stepInstruction();
            EXPECT_TRUE(sameState(stateOf(*b), forward[std::size_t(i)])) << i;
        }
        // Travel (restoring checkpoints from before the edit) lands on the same states.
        b->travelTo(1);
        EXPECT_EQ(reg(*b, 0, 1, 5), 0u);
        b->travelTo(2);
        EXPECT_TRUE(sameState(stateOf(*b), atEdit));
        b->travelTo(5);
        EXPECT_TRUE(sameState(stateOf(*b), forward[2]));
        b->travelTo(0);
        EXPECT_EQ(b->continueRun().reason, StopReason::Finished);
        EXPECT_EQ(deviceWord(*b, 4 * 5), 35u);
        EXPECT_EQ(deviceWord(*b, 4 * 4), 12u);
    }
}

TEST(SessionEdit, SchedulerRunsReapplyTheEditAcrossWaves) {
    auto s = load(kStoreIds, launch(64), smallIntervals()); // two waves
    s->continueRun(4);                                      // both waves ran mov, mov_imm
    s->pauseHere();                                         // a stop after the budgeted run
    ASSERT_EQ(s->currentStep(), 4u);
    std::string error;
    ASSERT_TRUE(s->writeRegister(1, 2, 1, 10, error)) << error; // thread 34
    const wave::emu::MachineState atEdit = stateOf(*s);
    EXPECT_EQ(s->furthestStep(), 4u);
    s->travelTo(1);
    EXPECT_EQ(reg(*s, 1, 1, 2), 0u);
    s->travelTo(4);
    EXPECT_TRUE(sameState(stateOf(*s), atEdit));
    s->travelTo(2);
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(deviceWord(*s, 4 * 34), 340u);
    EXPECT_EQ(deviceWord(*s, 4 * 33), 99u);
    // Restart goes back to the launch as it was: the edit is gone.
    s->restart();
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(deviceWord(*s, 4 * 34), 102u);
}

TEST(SessionEdit, EditDiscardsTheRecordedFuture) {
    auto s = load(kStoreIds, launch(32), smallIntervals());
    s->continueRun(6);
    s->travelTo(2);
    EXPECT_EQ(s->furthestStep(), 6u);
    std::string error;
    ASSERT_TRUE(s->writeRegister(0, 0, 1, 5, error)) << error;
    EXPECT_EQ(s->furthestStep(), 2u);
    EXPECT_EQ(s->currentStep(), 2u);
    // snapshotAt cannot look into the discarded future.
    EXPECT_EQ(s->snapshotAt(5, error), nullptr);
    EXPECT_NE(error.find("step 5"), std::string::npos) << error;
}

TEST(SessionEdit, ErrorsNameWaveLaneAndRegister) {
    auto s = load(kStoreIds, launch(48)); // wave 1 has 16 threads
    std::string error;
    EXPECT_FALSE(s->writeRegister(2, 0, 1, 1, error));
    EXPECT_NE(error.find("r1 of wave 2 lane 0"), std::string::npos) << error;
    EXPECT_NE(error.find("2 wave(s)"), std::string::npos) << error;
    EXPECT_FALSE(s->writeRegister(0, 32, 1, 1, error));
    EXPECT_NE(error.find("wave 0 lane 32"), std::string::npos) << error;
    EXPECT_NE(error.find("32 lanes"), std::string::npos) << error;
    EXPECT_FALSE(s->writeRegister(1, 20, 1, 1, error));
    EXPECT_NE(error.find("no thread"), std::string::npos) << error;
    EXPECT_FALSE(s->writeRegister(0, 3, 32, 1, error));
    EXPECT_NE(error.find("r32 of wave 0 lane 3"), std::string::npos) << error;
    EXPECT_NE(error.find("r0-r31"), std::string::npos) << error;
    EXPECT_FALSE(s->writePredicate(0, 3, 4, true, error));
    EXPECT_NE(error.find("p4 of wave 0 lane 3"), std::string::npos) << error;
    EXPECT_EQ(s->furthestStep(), 0u);

    // Running between budget slices: not stopped.
    s->continueRun(1);
    EXPECT_TRUE(s->lastStop().budgetExhausted);
    EXPECT_FALSE(s->writeRegister(0, 0, 1, 1, error));
    EXPECT_NE(error.find("running"), std::string::npos) << error;
    EXPECT_EQ(s->snapshotAt(0, error), nullptr);
    s->pauseHere();

    // A finished wave, then a finished launch.
    s->setFocus(0, 0);
    for (int i = 0; i < 7; ++i)
        s->stepInstruction();
    EXPECT_FALSE(s->writeRegister(0, 1, 1, 1, error));
    EXPECT_NE(error.find("wave 0 has finished"), std::string::npos) << error;
    EXPECT_TRUE(s->writeRegister(1, 1, 1, 1, error)) << error;
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_FALSE(s->writeRegister(1, 1, 1, 1, error));
    EXPECT_NE(error.find("finished"), std::string::npos) << error;

    DebugSession empty;
    EXPECT_FALSE(empty.writeRegister(0, 0, 0, 0, error));
    EXPECT_NE(error.find("no kernel"), std::string::npos) << error;
}

TEST(SessionEdit, SnapshotAtAnEarlierStepDoesNotMoveTheSession) {
    auto s = load(kStoreIds, launch(64), smallIntervals());
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = lineOf(kStoreIds, "device_store_u32");
    ASSERT_NE(s->addBreakpoint(spec, error), 0u) << error;
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    s->setFocus(0, 3);
    const std::uint64_t here = s->currentStep();
    const wave::emu::MachineState saved = stateOf(*s);
    const auto current = s->snapshot();
    const std::uint64_t hits = s->breakpoints()[0].hits;

    const auto earlier = s->snapshotAt(here - 3, error);
    ASSERT_TRUE(earlier) << error;
    EXPECT_TRUE(earlier->full);
    EXPECT_EQ(earlier->step, here - 3);
    EXPECT_EQ(earlier->focusWave, 0u);
    EXPECT_EQ(earlier->focusLane, 3u);
    const auto start = s->snapshotAt(0, error);
    ASSERT_TRUE(start) << error;
    EXPECT_EQ(start->reg(0, 1, 0), 0u);

    EXPECT_EQ(s->currentStep(), here);
    EXPECT_TRUE(sameState(stateOf(*s), saved));
    EXPECT_EQ(s->snapshot(), current);
    EXPECT_EQ(s->lastStop().reason, StopReason::Breakpoint);
    EXPECT_EQ(s->breakpoints()[0].hits, hits);
    EXPECT_EQ(s->focusLane(), 3u);
    // The next stop is the other wave's breakpoint, not the one we stand on.
    stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Breakpoint);
    EXPECT_EQ(stop.wave, 1u);
    EXPECT_EQ(s->breakpoints()[0].hits, hits + 1);
}

TEST(SessionEdit, EditAtABreakpointDoesNotStopThereAgain) {
    auto s = load(kStoreIds, launch(64));
    std::string error;
    BreakpointSpec spec;
    spec.kind = BreakpointKind::Line;
    spec.line = lineOf(kStoreIds, "device_store_u32");
    ASSERT_NE(s->addBreakpoint(spec, error), 0u) << error;
    ASSERT_EQ(s->continueRun().reason, StopReason::Breakpoint);
    ASSERT_TRUE(s->writeRegister(0, 1, 2, 99, error)) << error; // the value about to be stored
    EXPECT_EQ(s->lastStop().reason, StopReason::StepDone);
    EXPECT_TRUE(s->lastStop().edited);
    const StopInfo next = s->continueRun();
    ASSERT_EQ(next.reason, StopReason::Breakpoint);
    EXPECT_EQ(next.wave, 1u);
    EXPECT_EQ(deviceWord(*s, 4), 99u);
    EXPECT_EQ(deviceWord(*s, 8), 6u);
    EXPECT_EQ(s->breakpoints()[0].hits, 2u);
}

TEST(SessionEdit, SnapshotAtFromTheEndComesBackToTheEnd) {
    auto s = load(kStoreIds, launch(64), smallIntervals());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const std::uint64_t end = s->currentStep();
    const wave::emu::MachineState saved = stateOf(*s);
    std::string error;
    const auto mid = s->snapshotAt(end / 2, error);
    ASSERT_TRUE(mid) << error;
    EXPECT_EQ(mid->step, end / 2);
    EXPECT_EQ(s->currentStep(), end);
    EXPECT_TRUE(sameState(stateOf(*s), saved));
    EXPECT_EQ(s->lastStop().reason, StopReason::Finished);
}
