// The per-instruction table of the analyses: a cache of recent pcs in front of the index must
// never hand out another pc's entry, and a copy (a checkpoint) must stay independent.

#include "debug/analysis/PcTable.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

using namespace wave::debug;

namespace {

struct Counted {
    std::uint32_t pc = 0;
    std::uint64_t count = 0;
};

} // namespace

TEST(PcTable, CountsLikeAMapWhateverTheCacheHolds) {
    PcTable<Counted> table;
    std::map<std::uint32_t, std::uint64_t> reference;
    std::mt19937 rng(7);
    for (int i = 0; i < 20000; ++i) {
        // Pcs 64 bytes apart share a cache slot; a few hot ones, many cold ones.
        const std::uint32_t pc = rng() % 4 == 0 ? 4 * (rng() % 3) : 64 * (rng() % 200) + 8;
        Counted& c = table.at(pc);
        EXPECT_EQ(c.pc, pc);
        c.count += 1;
        reference[pc] += 1;
    }
    const std::vector<Counted> rows = table.sorted();
    ASSERT_EQ(rows.size(), reference.size());
    auto it = reference.begin();
    for (const Counted& row : rows) {
        EXPECT_EQ(row.pc, it->first);
        EXPECT_EQ(row.count, it->second);
        ++it;
    }
}

TEST(PcTable, ACopyIsIndependent) {
    PcTable<Counted> table;
    table.at(0x10).count = 5;
    PcTable<Counted> copy = table;
    copy.at(0x10).count += 1; // found through the copied cache: the copy's own entry
    EXPECT_EQ(table.at(0x10).count, 5u);
    EXPECT_EQ(copy.at(0x10).count, 6u);
    table.clear();
    EXPECT_EQ(table.size(), 0u);
    EXPECT_EQ(table.at(0x10).count, 0u);
    EXPECT_EQ(copy.size(), 1u);
}
