#include "JsonChecker.h"
#include "SessionFixture.h"

#include "debug/analysis/ChromeTraceWriter.h"

#include <sstream>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

SessionOptions allAnalyses() {
    SessionOptions o;
    o.analyses = AnalysisOptions::all();
    return o;
}

// Tree reduction of 128 values in local memory, one barrier per level: correct.
const std::string kReduction = R"(.kernel reduce
.local_memory 1024
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    local_store_u32 r2, r0
    barrier
    mov_imm r3, 64
    mov_imm r9, 0
    loop
        icmp_lt p1, r0, r3
        if p1
            shl r4, r3, r1
            iadd r4, r4, r2
            local_load_u32 r5, r2
            local_load_u32 r6, r4
            iadd r5, r5, r6
            local_store_u32 r2, r5
        endif
        barrier
        mov_imm r7, 1
        shr r3, r3, r7
        icmp_eq p2, r3, r9
        break p2
    endloop
    icmp_eq p3, r0, r9
    if p3
        local_load_u32 r8, r9
        device_store_u32 r9, r8
    endif
    halt
.end
)";

} // namespace

TEST(SessionAnalysis, CorrectReductionHasNoRaceAndTheRightSum) {
    auto s = load(kReduction, launch(128), allAnalyses());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(deviceWord(*s, 0), 127u * 128u / 2);
    EXPECT_TRUE(s->analyses().state().races.races().empty());
}

TEST(SessionAnalysis, ReductionWithoutTheLoopBarrierRaces) {
    std::string racy = kReduction;
    const std::string loopBarrier = "        endif\n        barrier\n";
    racy.replace(racy.find(loopBarrier), loopBarrier.size(), "        endif\n");
    auto s = load(racy, launch(128), allAnalyses());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const auto& races = s->analyses().state().races.races();
    ASSERT_FALSE(races.empty());
    const Race& r = races.front();
    EXPECT_NE(r.first.site.wave, r.second.site.wave);
    EXPECT_TRUE(r.first.kind == AccessKind::Write || r.second.kind == AccessKind::Write);
    EXPECT_NE(r.first.site.line, 0u);
    EXPECT_NE(r.second.site.line, 0u);
}

TEST(SessionAnalysis, BankConflictsStridedAndPadded) {
    // Column access of a 32x32 matrix: stride 32 words (32-way), padded to 33 words (free).
    const std::string src = R"(.kernel banks
.local_memory 8192
    mov r0, sr_lane_id
    mov_imm r1, 128
    imul r2, r0, r1
    local_load_u32 r3, r2
    mov_imm r1, 132
    imul r2, r0, r1
    local_load_u32 r3, r2
    mov_imm r1, 4
    imul r2, r0, r1
    local_store_u32 r2, r0
    mov_imm r1, 0
    local_load_u32 r3, r1
    halt
.end
)";
    auto s = load(src, launch(32), allAnalyses());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const auto results = s->analyses().state().bank.results();
    ASSERT_EQ(results.size(), 4u);
    EXPECT_EQ(s->lineOf(results[0].pc), lineOf(src, "local_load_u32 r3, r2"));
    EXPECT_EQ(results[0].worst, 32u); // strided
    EXPECT_EQ(results[1].worst, 1u);  // padded
    EXPECT_EQ(results[2].worst, 1u);  // consecutive store
    EXPECT_EQ(results[3].worst, 1u);  // broadcast
    EXPECT_DOUBLE_EQ(results[0].average(), 32.0);
    const StatisticsData& st = s->analyses().state().statistics.data();
    EXPECT_EQ(st.worstBankConflict, 32u);
    EXPECT_EQ(st.bankConflictExtraCycles, 31u);
    EXPECT_EQ(st.local.loads, 96u);
    EXPECT_EQ(st.local.stores, 32u);
    EXPECT_DOUBLE_EQ(st.simdEfficiency(), 1.0);
}

TEST(SessionAnalysis, HeatTimelineAndStatisticsOfAReduction) {
    auto s = load(kReduction, launch(128), allAnalyses());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const auto& heat = s->analyses().state().heat;
    ASSERT_EQ(heat.wordCount(), 256u);
    const WordHeat& w0 = heat.word(0);
    EXPECT_EQ(w0.writes, 1u + 7u); // initial store + one per level
    EXPECT_EQ(w0.reads, 7u + 1u);  // own value per level + the final read
    EXPECT_EQ(w0.lastWriter.wave, 0u);
    EXPECT_EQ(w0.lastWriter.lane, 0u);
    EXPECT_EQ(w0.lastWriter.line, lineOf(kReduction, "local_store_u32 r2, r5"));
    EXPECT_EQ(w0.lastEpoch, 8u);
    EXPECT_EQ(heat.word(127).writes, 1u);

    const StatisticsData& st = s->analyses().state().statistics.data();
    EXPECT_EQ(st.barrierReleases, 8u);
    EXPECT_GT(st.barrierWaitSteps, 0u);
    EXPECT_LT(st.simdEfficiency(), 1.0);
    EXPECT_GT(st.divergentBranches, 0u);
    EXPECT_EQ(st.device.stores, 1u);
    EXPECT_EQ(st.instructions, s->emulator()->state().stats.instructionsExecuted());

    const Timeline& t = s->analyses().timeline();
    std::size_t waits = 0, finished = 0, divergences = 0, reconvergences = 0;
    for (const TimelineRecord& r : t.records()) {
        waits += r.kind == TimelineKind::BarrierWait;
        finished += r.kind == TimelineKind::Finished;
        divergences += r.kind == TimelineKind::Divergence;
        reconvergences += r.kind == TimelineKind::Reconvergence;
        if (r.kind == TimelineKind::BarrierWait) {
            EXPECT_NE(r.end, TimelineRecord::kOpen);
        }
    }
    EXPECT_EQ(waits, 8u * 4u);
    EXPECT_EQ(finished, 4u);
    EXPECT_GT(divergences, 0u);
    EXPECT_GT(reconvergences, 0u);
    std::ostringstream json;
    ChromeTraceWriter::write(t, json, s->currentStep());
    EXPECT_TRUE(JsonChecker::valid(json.str()));
}

TEST(SessionAnalysis, AnalysesFollowReverseExecution) {
    SessionOptions o = allAnalyses();
    o.checkpointInterval = 50;
    auto s = load(kReduction, launch(128), o);
    s->continueRun(300);
    const std::uint64_t races = s->analyses().state().races.races().size();
    const std::uint64_t instructions = s->analyses().state().statistics.data().instructions;
    const std::size_t records = s->analyses().timeline().records().size();
    s->continueRun();
    s->travelTo(300);
    EXPECT_EQ(s->analyses().state().statistics.data().instructions, instructions);
    EXPECT_EQ(s->analyses().state().races.races().size(), races);
    // Runs are closed at checkpoints, so the timeline may split differently, never lose events.
    EXPECT_GE(s->analyses().timeline().records().size(), records);
    std::uint64_t issued = 0;
    for (const TimelineRecord& r : s->analyses().timeline().records())
        issued += r.kind == TimelineKind::Instructions ? r.count : 0;
    EXPECT_EQ(issued, 300u);
}

TEST(SessionAnalysis, CoalescingOfDeviceLoadsAndStores) {
    // A unit-stride load, a stride-2 load, a broadcast and a store of one line per lane.
    const std::string src = R"(.kernel copy
    mov r0, sr_lane_id
    mov_imm r1, 4
    imul r2, r0, r1
    device_load_u32 r3, r2
    mov_imm r1, 8
    imul r2, r0, r1
    device_load_u32 r3, r2
    mov_imm r1, 16
    device_load_u32 r3, r1
    mov_imm r1, 128
    imul r2, r0, r1
    device_store_u32 r2, r0
    halt
.end
)";
    auto s = load(src, launch(32), allAnalyses());
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const auto results = s->analyses().state().coalescing.results();
    ASSERT_EQ(results.size(), 4u);
    EXPECT_EQ(s->lineOf(results[0].pc), lineOf(src, "device_load_u32 r3, r2"));
    EXPECT_DOUBLE_EQ(results[0].worst, 1.0);
    EXPECT_DOUBLE_EQ(results[1].worst, 0.5);
    EXPECT_DOUBLE_EQ(results[2].worst, 1.0); // broadcast
    EXPECT_EQ(results[2].sectors, 1u);
    EXPECT_DOUBLE_EQ(results[3].worst, 0.125);
    EXPECT_EQ(results[3].kind, AccessKind::Write);
    EXPECT_EQ(results[3].lines, 32u);
    // Local memory plays no part.
    EXPECT_TRUE(s->analyses().state().bank.results().empty());
}

namespace {

void expectSameMemoryAnalyses(const DebugSession& a, const DebugSession& b) {
    const auto& x = a.analyses().state();
    const auto& y = b.analyses().state();
    const auto bx = x.bank.results();
    const auto by = y.bank.results();
    ASSERT_EQ(bx.size(), by.size());
    for (std::size_t i = 0; i < bx.size(); ++i) {
        EXPECT_EQ(bx[i].pc, by[i].pc);
        EXPECT_EQ(bx[i].executions, by[i].executions);
        EXPECT_EQ(bx[i].degreeSum, by[i].degreeSum);
    }
    const auto cx = x.coalescing.results();
    const auto cy = y.coalescing.results();
    ASSERT_EQ(cx.size(), cy.size());
    for (std::size_t i = 0; i < cx.size(); ++i) {
        EXPECT_EQ(cx[i].pc, cy[i].pc);
        EXPECT_EQ(cx[i].executions, cy[i].executions);
        EXPECT_EQ(cx[i].sectors, cy[i].sectors);
    }
    ASSERT_EQ(x.heat.wordCount(), y.heat.wordCount());
    for (std::size_t w = 0; w < x.heat.wordCount(); ++w)
        EXPECT_EQ(x.heat.word(w).worstConflict, y.heat.word(w).worstConflict) << w;
}

} // namespace

// Bank conflicts and coalescing recorded alone (the emulator then reports no instruction
// events: an instruction's accesses end where the next one's begin) are complete at every stop,
// forward and back, exactly as when every instruction is reported (statistics on).
TEST(SessionAnalysis, BankConflictsAndCoalescingAreCompleteAtEveryStop) {
    const std::string src = R"(.kernel both
.local_memory 8192
    mov r0, sr_lane_id
    mov_imm r1, 128
    imul r2, r0, r1
    local_load_u32 r3, r2
    device_load_u32 r4, r2
    mov_imm r1, 4
    imul r2, r0, r1
    local_store_u32 r2, r0
    device_store_u32 r2, r0
    halt
.end
)";
    SessionOptions alone;
    alone.analyses.bankConflicts = alone.analyses.coalescing = alone.analyses.heat = true;
    auto lazy = load(src, launch(64), alone);
    auto eager = load(src, launch(64), allAnalyses());
    int stops = 0;
    while (lazy->stepInstruction().reason != StopReason::Finished && stops < 100) {
        ASSERT_NE(eager->stepInstruction().reason, StopReason::Finished);
        ASSERT_EQ(lazy->currentStep(), eager->currentStep());
        SCOPED_TRACE("step " + std::to_string(lazy->currentStep()));
        expectSameMemoryAnalyses(*lazy, *eager);
        ++stops;
    }
    EXPECT_GT(stops, 10);
    EXPECT_FALSE(lazy->analyses().state().bank.results().empty());
    EXPECT_FALSE(lazy->analyses().state().coalescing.results().empty());
    for (const std::uint64_t step : {5u, 9u, 3u}) {
        lazy->travelTo(step);
        eager->travelTo(step);
        SCOPED_TRACE("travel to " + std::to_string(step));
        expectSameMemoryAnalyses(*lazy, *eager);
    }
}
