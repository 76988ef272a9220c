#include "JsonChecker.h"

#include "debug/analysis/ChromeTraceWriter.h"
#include "debug/analysis/Timeline.h"

#include <gtest/gtest.h>

#include <sstream>

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
