#include "debug/analysis/CoalescingAnalyzer.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::debug;

namespace {

std::vector<LaneAddress> strided(std::uint32_t lanes, std::uint64_t base, std::uint64_t stride,
                                 std::uint32_t size = 4) {
    std::vector<LaneAddress> out;
    for (std::uint32_t lane = 0; lane < lanes; ++lane)
        out.push_back(LaneAddress{base + lane * stride, size});
    return out;
}

CoalescingFigures measure(const std::vector<LaneAddress>& a, CoalescingConfig config = {}) {
    return CoalescingAnalyzer::measure(a, config);
}

} // namespace

// 32 lanes x 4 bytes, consecutive and aligned: 128 bytes in 4 sectors of one line, the minimum.
TEST(Coalescing, UnitStrideIsFullyCoalesced) {
    const CoalescingFigures f = measure(strided(32, 0x100, 4));
    EXPECT_EQ(f.bytes, 128u);
    EXPECT_EQ(f.sectors, 4u);
    EXPECT_EQ(f.lines, 1u);
    EXPECT_EQ(f.minSectors, 4u);
    EXPECT_EQ(f.minLines, 1u);
    EXPECT_DOUBLE_EQ(f.efficiency(), 1.0);
}

// Every other word: the same 128 bytes spread over 256, so 8 sectors and 2 lines: 50%.
TEST(Coalescing, StrideTwoIsHalfEfficient) {
    const CoalescingFigures f = measure(strided(32, 0, 8));
    EXPECT_EQ(f.bytes, 128u);
    EXPECT_EQ(f.sectors, 8u);
    EXPECT_EQ(f.lines, 2u);
    EXPECT_EQ(f.minSectors, 4u);
    EXPECT_DOUBLE_EQ(f.efficiency(), 0.5);
}

// Each lane in its own 128-byte line: 32 sectors and 32 lines for 128 bytes: 4/32 = 12.5%.
TEST(Coalescing, GatherOfThirtyTwoDistinctLines) {
    std::vector<LaneAddress> a = strided(32, 0, 128);
    std::swap(a[3], a[17]); // lane order does not matter
    const CoalescingFigures f = measure(a);
    EXPECT_EQ(f.sectors, 32u);
    EXPECT_EQ(f.lines, 32u);
    EXPECT_EQ(f.minSectors, 4u);
    EXPECT_EQ(f.minLines, 1u);
    EXPECT_DOUBLE_EQ(f.efficiency(), 0.125);
}

// Every lane reads one word: 4 distinct bytes in one sector, which is all they need.
TEST(Coalescing, BroadcastCountsTheWordOnce) {
    const CoalescingFigures f = measure(strided(32, 0x44, 0));
    EXPECT_EQ(f.bytes, 4u);
    EXPECT_EQ(f.sectors, 1u);
    EXPECT_EQ(f.lines, 1u);
    EXPECT_EQ(f.minSectors, 1u);
    EXPECT_DOUBLE_EQ(f.efficiency(), 1.0);
}

TEST(Coalescing, MisalignedAndWideAccesses) {
    // Unit stride starting 4 bytes into a sector: 5 sectors and 2 lines for 4 sectors' worth.
    const CoalescingFigures shifted = measure(strided(32, 4, 4));
    EXPECT_EQ(shifted.sectors, 5u);
    EXPECT_EQ(shifted.lines, 2u);
    EXPECT_DOUBLE_EQ(shifted.efficiency(), 0.8);
    // 64-bit loads, consecutive: 256 bytes, 8 sectors, 2 lines, all needed.
    const CoalescingFigures wide = measure(strided(32, 0, 8, 8));
    EXPECT_EQ(wide.sectors, 8u);
    EXPECT_EQ(wide.lines, 2u);
    EXPECT_DOUBLE_EQ(wide.efficiency(), 1.0);
    // Overlapping ranges count their bytes once; an access across a sector boundary counts both.
    const CoalescingFigures overlap = measure({LaneAddress{30, 4}, LaneAddress{28, 4}});
    EXPECT_EQ(overlap.bytes, 6u);
    EXPECT_EQ(overlap.sectors, 2u);
    EXPECT_EQ(overlap.minSectors, 1u);
    const CoalescingFigures none = measure({LaneAddress{0, 0}});
    EXPECT_EQ(none.sectors, 0u);
    EXPECT_DOUBLE_EQ(none.efficiency(), 1.0);
}

TEST(Coalescing, PerInstructionAverageAndWorst) {
    CoalescingAnalyzer analyzer;
    std::vector<std::uint32_t> rows(64);
    auto run = [&](std::uint32_t pc, AccessKind kind, std::uint32_t stride, std::uint64_t mask) {
        for (std::uint32_t l = 0; l < 64; ++l)
            rows[l] = l * stride;
        AccessBatch b;
        b.space = MemorySpace::Device;
        b.kind = kind;
        b.size = 4;
        b.laneMask = mask;
        b.laneAddresses = rows.data();
        analyzer.beginInstruction(pc);
        analyzer.addAccesses(b);
        return analyzer.endInstruction();
    };
    EXPECT_DOUBLE_EQ(run(0x10, AccessKind::Read, 4, 0xFFFFFFFFu).efficiency(), 1.0);
    EXPECT_DOUBLE_EQ(run(0x10, AccessKind::Read, 8, 0xFFFFFFFFu).efficiency(), 0.5);
    EXPECT_DOUBLE_EQ(run(0x20, AccessKind::Write, 128, 0xFFFFFFFFu).efficiency(), 0.125);
    EXPECT_EQ(run(0x30, AccessKind::Read, 4, 0).sectors, 0u); // no active lane: not recorded
    const auto results = analyzer.results();
    ASSERT_EQ(results.size(), 2u);
    EXPECT_EQ(results[0].pc, 0x10u);
    EXPECT_EQ(results[0].kind, AccessKind::Read);
    EXPECT_EQ(results[0].executions, 2u);
    EXPECT_DOUBLE_EQ(results[0].average(), 0.75);
    EXPECT_DOUBLE_EQ(results[0].worst, 0.5);
    EXPECT_DOUBLE_EQ(results[0].averageSectors(), 6.0);
    EXPECT_EQ(results[1].kind, AccessKind::Write);
    EXPECT_DOUBLE_EQ(results[1].worst, 0.125);
    EXPECT_EQ(analyzer.sectors(), 4u + 8u + 32u);
    EXPECT_EQ(analyzer.minSectors(), 12u);
    EXPECT_EQ(analyzer.lastInstruction().size(), 0u);
    analyzer.clear();
    EXPECT_TRUE(analyzer.results().empty());
}

// One instruction fed in batches, in address order or not (lanes mapped backwards, a second
// batch below the first, a whole-wave run after single lanes): the figures are those of the
// same accesses measured at once.
TEST(Coalescing, BatchesInAnyOrderMeasureLikeTheWholeSet) {
    CoalescingAnalyzer analyzer;
    const auto feed = [&](const std::vector<std::vector<std::uint32_t>>& batches,
                          std::uint32_t size) {
        std::vector<LaneAddress> all;
        analyzer.beginInstruction(0x10);
        for (const std::vector<std::uint32_t>& rows : batches) {
            AccessBatch b;
            b.space = MemorySpace::Device;
            b.size = size;
            b.laneMask = (std::uint64_t{1} << rows.size()) - 1;
            b.laneAddresses = rows.data();
            analyzer.addAccesses(b);
            for (std::uint32_t address : rows)
                all.push_back(LaneAddress{address, size});
        }
        const CoalescingFigures got = analyzer.endInstruction();
        const CoalescingFigures want = measure(all);
        EXPECT_EQ(got.bytes, want.bytes);
        EXPECT_EQ(got.sectors, want.sectors);
        EXPECT_EQ(got.lines, want.lines);
        return got;
    };
    std::vector<std::uint32_t> backwards(32), up(32), run(32);
    for (std::uint32_t l = 0; l < 32; ++l) {
        backwards[l] = 4096 - 128 * l;
        up[l] = 256 + 64 * l;
        run[l] = 4 * l;
    }
    EXPECT_EQ(feed({backwards}, 4).sectors, 32u);
    EXPECT_EQ(feed({up, run}, 4).sectors, 32u + 4u); // a sector per lane, then the run's four
    // u64s: bytes 0-131 (five sectors, 12-19 twice) and 4000-4007.
    EXPECT_EQ(feed({{4000, 12}, run}, 8).sectors, 5u + 1u);
    EXPECT_EQ(feed({run, {4000, 12}}, 8).sectors, 5u + 1u);
}
