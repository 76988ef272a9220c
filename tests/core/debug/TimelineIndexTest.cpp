// TimelineIndex: exact aggregates over step intervals, waits still open at the end, and the
// replay back into a Timeline that exports use.

#include "debug/analysis/TimelineIndex.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::debug;

namespace {

// Two waves of one workgroup, round robin for 100 steps: wave 0 issues the even steps with 32
// lanes, wave 1 the odd steps with 16 lanes until it waits at a barrier from step 61 to 80.
// Wave 0 diverges at step 40.
Timeline sampleTimeline() {
    Timeline t;
    for (std::uint64_t step = 0; step < 100; ++step) {
        const std::uint32_t wave = step % 2;
        if (wave == 1 && step > 60 && step < 81) {
            if (step == 61)
                t.barrierArrive(step, 0, 1, 0x20, 7);
            continue;
        }
        if (wave == 1 && step == 81)
            t.barrierRelease(step, 0, 1);
        if (wave == 0 && step == 40)
            t.event(TimelineKind::Divergence, step, 0, 0, 0x10, 5, 0xFFFF);
        t.instruction(step, 0, wave, 0x10, 5, wave == 0 ? 32 : 16);
    }
    return t;
}

void expectSameSpans(const std::vector<TimelineIndex::Span>& a,
                     const std::vector<TimelineIndex::Span>& b) {
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto& x = a[i];
        const auto& y = b[i];
        EXPECT_EQ(x.begin, y.begin) << "span " << i;
        EXPECT_EQ(x.end, y.end) << "span " << i;
        EXPECT_EQ(x.count, y.count) << "span " << i;
        EXPECT_EQ(x.laneSum, y.laneSum) << "span " << i;
        EXPECT_EQ(x.pc, y.pc) << "span " << i;
        EXPECT_EQ(x.line, y.line) << "span " << i;
        EXPECT_EQ(x.workgroup, y.workgroup) << "span " << i;
    }
}

void expectSameIndex(const TimelineIndex& a, const TimelineIndex& b) {
    ASSERT_EQ(a.tracks().size(), b.tracks().size());
    EXPECT_EQ(a.firstStep(), b.firstStep());
    EXPECT_EQ(a.endStep(), b.endStep());
    EXPECT_EQ(a.workgroups().size(), b.workgroups().size());
    for (std::size_t t = 0; t < a.tracks().size(); ++t) {
        const auto& x = a.tracks()[t];
        const auto& y = b.tracks()[t];
        expectSameSpans(x.runs, y.runs);
        expectSameSpans(x.waits, y.waits);
        ASSERT_EQ(x.instants.size(), y.instants.size());
        for (std::size_t i = 0; i < x.instants.size(); ++i) {
            EXPECT_EQ(x.instants[i].step, y.instants[i].step);
            EXPECT_EQ(x.instants[i].kind, y.instants[i].kind);
            EXPECT_EQ(x.instants[i].mask, y.instants[i].mask);
            EXPECT_EQ(x.instants[i].line, y.instants[i].line);
        }
    }
}

} // namespace

TEST(TimelineIndex, AggregatesStepIntervalsExactly) {
    TimelineIndex index;
    index.build(sampleTimeline(), 100);
    ASSERT_EQ(index.tracks().size(), 2u);
    EXPECT_EQ(index.firstStep(), 0u);
    EXPECT_EQ(index.workgroups().size(), 1u);
    const auto all0 = index.aggregate(0, 0, 100);
    EXPECT_EQ(all0.instructions, 50u);
    EXPECT_EQ(all0.laneSum, 50u * 32);
    EXPECT_EQ(all0.instants[TimelineIndex::Divergence], 1u);
    const auto wait = index.aggregate(1, 61, 81);
    EXPECT_EQ(wait.waitSteps, 20u);
    EXPECT_EQ(wait.runSteps, 0u);
    // A window inside a run is covered exactly by its overlap.
    EXPECT_NE(index.runAt(0, 10), nullptr);
    EXPECT_EQ(index.aggregate(0, 10, 20).runSteps, 10u);
    EXPECT_NE(index.waitAt(1, 70), nullptr);
    EXPECT_EQ(index.waitAt(0, 70), nullptr);
    EXPECT_EQ(index.aggregate(0, 40, 41).instants[TimelineIndex::Divergence], 1u);
    EXPECT_EQ(index.aggregate(0, 41, 100).instants[TimelineIndex::Divergence], 0u);
}

TEST(TimelineIndex, OpenWaitLastsUntilTheEndStep) {
    Timeline t;
    t.instruction(0, 0, 0, 0, 1, 32);
    t.barrierArrive(1, 0, 0, 4, 2);
    TimelineIndex index;
    index.build(t, 50);
    EXPECT_EQ(index.aggregate(0, 0, 100).waitSteps, 49u); // open until the current step
    EXPECT_EQ(index.endStep(), 50u);
}

// Exports rebuild a Timeline from the shared index: built again, it gives the same index, and
// a wait still open at the end stays open.
TEST(TimelineIndex, ReplaysToTheSameTimeline) {
    TimelineIndex index;
    index.build(sampleTimeline(), 100);
    TimelineIndex again;
    again.build(index.toTimeline(), 100);
    expectSameIndex(index, again);

    Timeline t;
    t.instruction(0, 3, 0, 0, 1, 32);
    t.instruction(1, 3, 0, 4, 2, 30);
    t.closeRuns();
    t.instruction(2, 3, 0, 8, 3, 31);
    t.barrierArrive(3, 3, 0, 12, 4);
    TimelineIndex open;
    open.build(t, 50);
    const Timeline openReplay = open.toTimeline();
    int waits = 0;
    for (const TimelineRecord& r : openReplay.records()) {
        EXPECT_EQ(r.workgroup, 3u);
        if (r.kind == TimelineKind::BarrierWait) {
            ++waits;
            EXPECT_EQ(r.end, TimelineRecord::kOpen);
        }
    }
    EXPECT_EQ(waits, 1);
    TimelineIndex openAgain;
    openAgain.build(openReplay, 50);
    expectSameIndex(open, openAgain);
}
