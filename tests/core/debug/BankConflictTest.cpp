#include "debug/analysis/BankConflictAnalyzer.h"

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

std::uint32_t degree(const std::vector<LaneAddress>& a, BankConfig config = {}) {
    return BankConflictAnalyzer::degree(a, config);
}

} // namespace

TEST(BankConflicts, StridedLayouts) {
    EXPECT_EQ(degree(strided(32, 0, 4)), 1u);    // consecutive words: conflict-free
    EXPECT_EQ(degree(strided(32, 0, 8)), 2u);    // stride 2 words: 2-way
    EXPECT_EQ(degree(strided(32, 0, 16)), 4u);   // stride 4 words: 4-way
    EXPECT_EQ(degree(strided(32, 0, 128)), 32u); // column of a 32x32 f32 matrix: 32-way
    EXPECT_EQ(degree(strided(32, 0, 132)), 1u);  // padded to 33 words per row: free
    EXPECT_EQ(degree(strided(32, 64, 12)), 1u);  // odd stride 3: free
    EXPECT_EQ(degree(strided(64, 0, 4)), 2u);    // 64 lanes over 32 banks: two words per bank
}

TEST(BankConflicts, BroadcastIsNoConflict) {
    EXPECT_EQ(degree(strided(32, 40, 0)), 1u);
    // Half the lanes read word 0, half word 32 (same bank, distinct words): 2-way.
    std::vector<LaneAddress> a = strided(16, 0, 0);
    const std::vector<LaneAddress> b = strided(16, 128, 0);
    a.insert(a.end(), b.begin(), b.end());
    EXPECT_EQ(degree(a), 2u);
    // Bytes of one word are one word.
    EXPECT_EQ(degree(strided(4, 0, 1, 1)), 1u);
}

TEST(BankConflicts, WideAndUnalignedAccesses) {
    EXPECT_EQ(degree(strided(32, 0, 8, 8)), 2u); // u64, consecutive: 64 words on 32 banks
    EXPECT_EQ(degree(strided(16, 0, 8, 8)), 1u); // 16 lanes of u64: 32 distinct banks
    EXPECT_EQ(degree({LaneAddress{2, 4}}), 1u);  // words 0 and 1: different banks
    EXPECT_EQ(degree({LaneAddress{126, 4}, LaneAddress{0, 4}}), 2u); // words 31,32 and 0
    EXPECT_EQ(degree({}), 0u);
    EXPECT_EQ(degree({LaneAddress{0, 0}}), 0u);
}

TEST(BankConflicts, ConfigurableBanks) {
    const BankConfig sixteenBy8{16, 8};
    EXPECT_EQ(degree(strided(32, 0, 4), sixteenBy8), 1u); // pairs of lanes share 8-byte words
    EXPECT_EQ(degree(strided(32, 0, 8), sixteenBy8), 2u); // 32 words over 16 banks
    EXPECT_EQ(degree(strided(32, 0, 128), sixteenBy8), 32u);
    EXPECT_EQ(degree(strided(8, 0, 4, 1), BankConfig{0, 0}), 8u); // clamped to 1 bank of 1 byte
}

TEST(BankConflicts, PerInstructionWorstAndAverage) {
    BankConflictAnalyzer analyzer;
    auto run = [&](std::uint32_t pc, const std::vector<LaneAddress>& accesses) {
        analyzer.beginInstruction(pc);
        for (const LaneAddress& a : accesses)
            analyzer.addAccess(a.address, a.size);
        return analyzer.endInstruction();
    };
    EXPECT_EQ(run(0x10, strided(32, 0, 4)), 1u);
    EXPECT_EQ(run(0x10, strided(32, 0, 16)), 4u);
    EXPECT_EQ(run(0x20, strided(32, 0, 128)), 32u);
    EXPECT_EQ(run(0x30, {}), 0u); // no active lane: not recorded
    const auto results = analyzer.results();
    ASSERT_EQ(results.size(), 2u);
    EXPECT_EQ(results[0].pc, 0x10u);
    EXPECT_EQ(results[0].executions, 2u);
    EXPECT_EQ(results[0].worst, 4u);
    EXPECT_DOUBLE_EQ(results[0].average(), 2.5);
    EXPECT_EQ(results[1].pc, 0x20u);
    EXPECT_EQ(results[1].worst, 32u);
    EXPECT_EQ(analyzer.extraCycles(), 3u + 31u);
    analyzer.clear();
    EXPECT_TRUE(analyzer.results().empty());
}
