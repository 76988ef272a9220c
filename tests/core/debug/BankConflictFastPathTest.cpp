// The bank-conflict analyzer counts degrees without sorting (arithmetic for constant strides,
// per-bank chains otherwise): randomized batches against a plain reference kept here.

#include "BatchData.h"
#include "debug/analysis/BankConflictAnalyzer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <random>
#include <set>
#include <vector>

using namespace wave::debug;

namespace {

// The definition: the largest number of distinct bank words of one bank.
std::uint32_t referenceDegree(const std::vector<LaneAddress>& accesses, BankConfig config) {
    const std::uint64_t width = std::max<std::uint32_t>(config.bankWidth, 1);
    const std::uint64_t banks = std::max<std::uint32_t>(config.bankCount, 1);
    std::map<std::uint64_t, std::set<std::uint64_t>> wordsOfBank;
    for (const LaneAddress& a : accesses)
        for (std::uint64_t byte = a.address; byte < a.address + a.size; ++byte)
            wordsOfBank[(byte / width) % banks].insert(byte / width);
    std::size_t degree = 0;
    for (const auto& [bank, words] : wordsOfBank)
        degree = std::max(degree, words.size());
    return static_cast<std::uint32_t>(degree);
}

using Batch = test::BatchData;

// Lanes 0..k-1 at a constant stride (rows, columns, broadcasts, negative strides), or random
// masks and addresses, some of them shuffled or repeated, with the odd unaligned or wide one.
Batch randomBatch(std::mt19937& rng, std::uint32_t width) {
    Batch b;
    const std::uint32_t sizes[] = {1, 2, 4, 8, 16};
    b.size = rng() % 3 == 0 ? sizes[rng() % 5] : width;
    const std::uint32_t lanes = 1 + rng() % 64;
    const auto shape = rng() % 6;
    const std::int64_t strides[] = {0, 1, 2, 4, 8, 12, 16, 64, 128, 132, 256, -4, -128, 4096};
    const std::int64_t stride = strides[rng() % std::size(strides)];
    const std::uint32_t base = rng() % 8 == 0 ? 0xFFFFFF00u + rng() % 256 : (rng() % 4096) * 4;
    b.mask = lanes == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << lanes) - 1;
    for (std::uint32_t l = 0; l < 64; ++l) {
        switch (shape) {
        case 0:
        case 1: // constant stride, possibly wrapping around 2^32
            b.addresses[l] = static_cast<std::uint32_t>(base + stride * l);
            break;
        case 2: // a few distinct words in any order (a 4x4 tile read by column)
            b.addresses[l] = base + 4 * (rng() % 4) * static_cast<std::uint32_t>(stride + 1);
            break;
        case 3: // ascending with repeats
            b.addresses[l] = base + 4 * (l / (1 + rng() % 4));
            break;
        default: // random
            b.addresses[l] = rng() % 2048;
            break;
        }
        if (rng() % 50 == 0)
            b.addresses[l] += 1 + rng() % 3; // unaligned
    }
    if (rng() % 4 == 0)
        b.mask = (std::uint64_t(rng()) << 32 | rng()) & b.mask; // holes, or none
    if (rng() % 6 == 0)
        for (int i = 0; i < 1 + int(rng() % 16); ++i)
            b.list.push_back(LaneAccess{std::uint32_t(rng() % 64), std::uint32_t(rng() % 4096)});
    return b;
}

AccessBatch view(const Batch& b) {
    return b.view(MemorySpace::Local);
}

} // namespace

TEST(BankConflictFastPath, MatchesTheDefinitionOnRandomInstructions) {
    std::mt19937 rng(2026);
    const BankConfig configs[] = {{32, 4}, {16, 8}, {64, 4},  {32, 1}, {1, 4},
                                  {8, 16}, {33, 4}, {32, 12}, {128, 4}};
    int strided = 0;
    for (const BankConfig& config : configs) {
        for (const bool keep : {true, false}) {
            BankConflictAnalyzer analyzer(config);
            analyzer.setKeepAccesses(keep);
            for (int i = 0; i < 3000; ++i) {
                std::vector<Batch> batches(1 + (rng() % 5 == 0 ? 1 + rng() % 2 : 0));
                std::vector<LaneAddress> all;
                for (Batch& b : batches) {
                    b = randomBatch(rng, config.bankWidth);
                    view(b).forEach([&](std::uint32_t, std::uint32_t address) {
                        all.push_back(LaneAddress{address, b.size});
                    });
                }
                analyzer.beginInstruction(0x10);
                for (const Batch& b : batches)
                    analyzer.addAccesses(view(b));
                const std::uint32_t expected = referenceDegree(all, config);
                ASSERT_EQ(analyzer.endInstruction(), expected)
                    << "config " << config.bankCount << "x" << config.bankWidth << ", instruction "
                    << i;
                ASSERT_EQ(BankConflictAnalyzer::degree(all, config), expected);
                if (keep || config.bankCount == 33 || config.bankWidth == 12 ||
                    config.bankCount == 128) {
                    ASSERT_EQ(analyzer.lastInstruction().size(), all.size());
                    for (std::size_t j = 0; j < all.size(); ++j)
                        ASSERT_EQ(analyzer.lastInstruction()[j].address, all[j].address);
                } else {
                    ASSERT_TRUE(analyzer.lastInstruction().empty());
                }
                strided += batches.size() == 1 && batches[0].list.empty() && expected > 1;
            }
        }
    }
    EXPECT_GT(strided, 1000); // conflicts were there to count
}

TEST(BankConflictFastPath, StridedWaveThenMoreAccessesOfTheSameInstruction) {
    // The arithmetic degree of a column (32-way) must give way to counting when the same
    // instruction adds accesses: here lane 0's word again (no new word) and one word of
    // bank 0 more.
    BankConflictAnalyzer analyzer;
    analyzer.setKeepAccesses(false);
    Batch column;
    column.mask = 0xFFFFFFFFu;
    for (std::uint32_t l = 0; l < 32; ++l)
        column.addresses[l] = 128 * l;
    Batch more;
    more.list = {LaneAccess{0, 0}, LaneAccess{1, 128 * 40}};
    analyzer.beginInstruction(0x20);
    analyzer.addAccesses(view(column));
    analyzer.addAccesses(view(more));
    EXPECT_EQ(analyzer.endInstruction(), 33u);
    // Alone it is the column's 32; a stride of 33 words is conflict-free.
    analyzer.beginInstruction(0x20);
    analyzer.addAccesses(view(column));
    EXPECT_EQ(analyzer.endInstruction(), 32u);
    for (std::uint32_t l = 0; l < 32; ++l)
        column.addresses[l] = 132 * l;
    analyzer.beginInstruction(0x24);
    analyzer.addAccesses(view(column));
    EXPECT_EQ(analyzer.endInstruction(), 1u);
    EXPECT_EQ(analyzer.extraCycles(), 32u + 31u);
}

// An instruction's shape met again, shifted, takes the degree it had (a shift by whole bank
// words renames the banks); any other shift, another mask, size or lane offset, or a second
// batch, is counted again. A few pcs, each with its shapes, against the definition.
TEST(BankConflictFastPath, RepeatedShapesKeepTheirDegreeOnlyWhenShiftedByWholeBankWords) {
    std::mt19937 rng(7);
    const BankConfig configs[] = {{32, 4}, {16, 8}, {64, 4}, {32, 1}, {8, 16}};
    int repeats = 0;
    for (const BankConfig& config : configs) {
        for (const bool keep : {false, true}) {
            BankConflictAnalyzer analyzer(config);
            analyzer.setKeepAccesses(keep);
            std::array<Batch, 4> shapes;
            for (Batch& s : shapes)
                s = randomBatch(rng, config.bankWidth);
            for (int i = 0; i < 6000; ++i) {
                const std::uint32_t which = rng() % 4;
                Batch b = shapes[which];
                b.list.clear();
                const auto shift = static_cast<std::uint32_t>(
                    rng() % 3 != 0 ? config.bankWidth * (rng() % 4096) : rng() % 64);
                for (std::uint32_t& a : b.addresses)
                    a += shift;
                if (rng() % 12 == 0)
                    b.addresses[rng() % 64] += 4 * (1 + rng() % 3); // one lane elsewhere
                if (rng() % 12 == 0)
                    b.mask &= ~(std::uint64_t(1) << (rng() % 64));
                if (rng() % 12 == 0)
                    b.size = b.size == 4 ? 8 : 4;
                if (rng() % 50 == 0)
                    shapes[which] = randomBatch(rng, config.bankWidth); // a new shape at the pc
                std::vector<Batch> batches{b};
                if (rng() % 10 == 0)
                    batches.push_back(randomBatch(rng, config.bankWidth));
                std::vector<LaneAddress> all;
                for (const Batch& x : batches) {
                    view(x).forEach([&](std::uint32_t, std::uint32_t address) {
                        all.push_back(LaneAddress{address, x.size});
                    });
                }
                analyzer.beginInstruction(0x100 + 8 * which);
                for (const Batch& x : batches)
                    analyzer.addAccesses(view(x));
                ASSERT_EQ(analyzer.endInstruction(), referenceDegree(all, config))
                    << "config " << config.bankCount << "x" << config.bankWidth << ", instruction "
                    << i << ", shift " << shift;
                if (keep) {
                    ASSERT_EQ(analyzer.lastInstruction().size(), all.size());
                }
                repeats += shift % config.bankWidth == 0 && batches.size() == 1;
            }
        }
    }
    EXPECT_GT(repeats, 10000); // shapes met again, shifted by whole bank words
}
