#include "JsonChecker.h"

#include "debug/analysis/ChromeTraceWriter.h"
#include "debug/analysis/Timeline.h"

#include <gtest/gtest.h>

#include <sstream>
#include <vector>

using namespace wave::debug;
using wave::debug::test::JsonChecker;

TEST(Timeline, InterleavedInstructionsCompressToOneRunPerWave) {
    Timeline t;
    std::uint64_t step = 0;
    for (int round = 0; round < 100; ++round)
        for (std::uint32_t wave = 0; wave < 4; ++wave)
            t.instruction(step++, 0, wave, 0x10 + 4 * round, 3, wave == 3 ? 16 : 32);
    ASSERT_EQ(t.records().size(), 4u);
    const TimelineRecord& r3 = t.records()[3];
    EXPECT_EQ(r3.kind, TimelineKind::Instructions);
    EXPECT_EQ(r3.wave, 3u);
    EXPECT_EQ(r3.count, 100u);
    EXPECT_EQ(r3.begin, 3u);
    EXPECT_EQ(r3.end, 400u);
    EXPECT_EQ(r3.activeLaneSum, 1600u);
    EXPECT_EQ(r3.pc, 0x10u);
}

TEST(Timeline, BarrierWaitsAndEventsSplitRuns) {
    Timeline t;
    t.instruction(0, 0, 0, 0x00, 1, 32);
    t.instruction(1, 0, 1, 0x00, 1, 32);
    t.barrierArrive(2, 0, 0, 0x04, 2);
    t.instruction(3, 0, 1, 0x04, 2, 32);
    t.barrierArrive(4, 0, 1, 0x08, 3);
    t.barrierRelease(5, 0, 0);
    t.barrierRelease(5, 0, 1);
    t.event(TimelineKind::Divergence, 6, 0, 0, 0x0c, 4, 0xF);
    t.instruction(7, 0, 0, 0x10, 5, 4);
    t.event(TimelineKind::Finished, 8, 0, 0, 0x14, 6);
    const auto& r = t.records();
    ASSERT_EQ(r.size(), 9u);
    EXPECT_EQ(r[0].kind, TimelineKind::Instructions);
    EXPECT_EQ(r[1].count, 2u); // wave 1's run covers steps 1 and 3
    EXPECT_EQ(r[1].end, 4u);
    EXPECT_EQ(r[2].kind, TimelineKind::BarrierWait);
    EXPECT_EQ(r[2].begin, 2u);
    EXPECT_EQ(r[2].end, 5u);
    EXPECT_EQ(r[3].kind, TimelineKind::BarrierWait);
    EXPECT_EQ(r[3].end, 5u);
    EXPECT_EQ(r[4].kind, TimelineKind::BarrierRelease);
    EXPECT_EQ(r[4].line, 2u);
    EXPECT_EQ(r[6].kind, TimelineKind::Divergence);
    EXPECT_EQ(r[6].mask, 0xFu);
    EXPECT_EQ(r[7].kind, TimelineKind::Instructions);
    EXPECT_EQ(r[7].begin, 7u);
    EXPECT_EQ(r[8].kind, TimelineKind::Finished);
}

TEST(Timeline, StorageIsBounded) {
    Timeline t(16);
    // Alternating divergence events defeat run compression: one record each.
    for (std::uint64_t step = 0; step < 1000; ++step) {
        t.instruction(step * 2, 0, 0, 0, 1, 32);
        t.event(TimelineKind::Divergence, step * 2 + 1, 0, 0, 0, 1, 1);
    }
    EXPECT_EQ(t.records().size(), 16u);
    EXPECT_EQ(t.droppedRecords(), 2000u - 16u);
    EXPECT_EQ(t.firstRetainedStep(), t.records().front().begin);
    EXPECT_EQ(t.records().back().begin, 1999u);
    // An open run whose record was dropped starts a new one.
    Timeline u(16);
    u.instruction(0, 0, 0, 0, 1, 32);
    for (std::uint64_t i = 1; i <= 20; ++i)
        u.event(TimelineKind::Divergence, i, 0, 1, 0, 1, 1);
    u.instruction(21, 0, 0, 0, 1, 32);
    EXPECT_EQ(u.records().back().kind, TimelineKind::Instructions);
    EXPECT_EQ(u.records().back().begin, 21u);
}

TEST(TimelineRecords, RingKeepsTheNewestInOrder) {
    TimelineRecords ring(4);
    bool dropped = true;
    for (std::uint64_t i = 0; i < 3; ++i) {
        ring.append(dropped).begin = i;
        EXPECT_FALSE(dropped);
    }
    ring.pop_back(); // 0 1
    ring.append(dropped).begin = 10;
    ring.append(dropped).begin = 11; // 0 1 10 11: full
    EXPECT_FALSE(dropped);
    ring.append(dropped).begin = 12; // 1 10 11 12
    EXPECT_TRUE(dropped);
    ring.append(dropped).begin = 13; // 10 11 12 13
    ring.pop_back();                 // 10 11 12
    ring.append(dropped).begin = 14; // room again: 10 11 12 14
    EXPECT_FALSE(dropped);
    ring.append(dropped).begin = 15; // 11 12 14 15
    EXPECT_TRUE(dropped);
    const auto begins = [](const TimelineRecords& records) {
        std::vector<std::uint64_t> seen;
        for (const TimelineRecord& r : records)
            seen.push_back(r.begin);
        return seen;
    };
    EXPECT_EQ(begins(ring), (std::vector<std::uint64_t>{11, 12, 14, 15}));
    TimelineRecords copy = ring;
    EXPECT_EQ(begins(copy), begins(ring));
    copy.append(dropped).begin = 16; // the copy is full too, and independent
    EXPECT_TRUE(dropped);
    EXPECT_EQ(begins(copy), (std::vector<std::uint64_t>{12, 14, 15, 16}));
    EXPECT_EQ(begins(ring), (std::vector<std::uint64_t>{11, 12, 14, 15}));
    EXPECT_EQ(ring.front().begin, 11u);
    EXPECT_EQ(ring.back().begin, 15u);
    ring.clear();
    EXPECT_TRUE(ring.empty());
    EXPECT_EQ(ring.begin(), ring.end());
}

// A wave's open run survives the storage growing underneath it (many records of other waves,
// more than one chunk of the ring).
TEST(Timeline, OpenRunsSurviveGrowth) {
    Timeline t;
    t.instruction(0, 0, 0, 0x10, 1, 32);
    std::uint64_t step = 1;
    for (int i = 0; i < 40000; ++i)
        t.event(TimelineKind::Divergence, step++, 0, 1, 0x20, 2, 1);
    t.instruction(step, 0, 0, 0x14, 1, 8);
    ASSERT_EQ(t.records().size(), 40001u);
    const TimelineRecord& run = t.records().front();
    EXPECT_EQ(run.kind, TimelineKind::Instructions);
    EXPECT_EQ(run.count, 2u);
    EXPECT_EQ(run.end, step + 1);
    EXPECT_EQ(run.activeLaneSum, 40u);
}

// A copy extends its own open runs, not the original's.
TEST(Timeline, CopiesAreIndependent) {
    Timeline t;
    t.instruction(0, 0, 0, 0x10, 1, 32);
    Timeline copy = t;
    copy.instruction(1, 0, 0, 0x14, 1, 32);
    EXPECT_EQ(copy.records().back().count, 2u);
    EXPECT_EQ(t.records().back().count, 1u);
    t = copy;
    t.instruction(2, 0, 0, 0x18, 1, 32);
    EXPECT_EQ(t.records().back().count, 3u);
    EXPECT_EQ(copy.records().back().count, 2u);
}

// Going back re-opens the barrier waits of the workgroup running there, and only its own.
TEST(Timeline, TruncateReopensWaitsOfTheRunningWorkgroup) {
    Timeline t;
    t.barrierArrive(0, 0, 0, 0x08, 3);
    t.barrierRelease(2, 0, 0);
    t.instruction(3, 0, 0, 0x0c, 4, 32);
    t.barrierArrive(4, 0, 0, 0x10, 5);
    t.barrierRelease(6, 0, 0);
    t.event(TimelineKind::Finished, 7, 0, 0, 0x14, 6);
    t.barrierArrive(8, 1, 0, 0x08, 3); // the next workgroup
    t.truncate(5, 0);
    ASSERT_EQ(t.records().size(), 4u); // wait, release, run, and the wait from step 4
    EXPECT_EQ(t.records()[3].kind, TimelineKind::BarrierWait);
    EXPECT_EQ(t.records()[3].end, TimelineRecord::kOpen);
    EXPECT_EQ(t.records()[0].end, 2u); // released before step 5
    // Replaying from step 5: the release closes the re-opened wait.
    t.barrierRelease(6, 0, 0);
    EXPECT_EQ(t.records()[3].end, 6u);
    EXPECT_EQ(t.records().back().kind, TimelineKind::BarrierRelease);
    EXPECT_EQ(t.records().back().line, 5u);
}

TEST(ChromeTrace, WritesValidJsonWithTracksAndOpenWaits) {
    Timeline t;
    t.instruction(0, 0, 0, 0x00, 1, 32);
    t.instruction(1, 0, 1, 0x00, 1, 32);
    t.barrierArrive(2, 0, 0, 0x04, 2);
    t.event(TimelineKind::Fault, 3, 1, 0, 0x08, 3);
    std::ostringstream out;
    ChromeTraceWriter::write(
        t, out, 10, [](std::uint32_t wg) { return "workgroup \"" + std::to_string(wg) + "\""; });
    const std::string json = out.str();
    EXPECT_TRUE(JsonChecker::valid(json)) << json;
    EXPECT_NE(json.find("\"traceEvents\":["), std::string::npos);
    EXPECT_NE(json.find("\"name\":\"barrier wait\",\"cat\":\"wave\",\"ph\":\"X\",\"ts\":2,"
                        "\"dur\":8"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find("\"name\":\"fault\""), std::string::npos);
    EXPECT_NE(json.find("\"ph\":\"i\""), std::string::npos);
    EXPECT_NE(json.find("\"thread_name\""), std::string::npos);
    EXPECT_NE(json.find("workgroup \\\"1\\\""), std::string::npos); // escaped name
    EXPECT_TRUE(JsonChecker::valid("{\"a\":[1,2.5e3,-0,\"x\\u0001\"],\"b\":true}"));
    EXPECT_FALSE(JsonChecker::valid("{\"a\":[1,]}"));
}

TEST(ChromeTrace, Escaping) {
    EXPECT_EQ(ChromeTraceWriter::escape("a\"b\\c\n"), "a\\\"b\\\\c\\u000a");
}
