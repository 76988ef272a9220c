// The coalescing analyzer measures a whole wave's strided words by arithmetic when it need not
// list them: randomized instructions (strides forwards and backwards, broadcasts, wrapping
// addresses, holes, a second batch) against CoalescingAnalyzer::measure of the same accesses.

#include "BatchData.h"
#include "debug/analysis/CoalescingAnalyzer.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

using namespace wave::debug;

namespace {

using Batch = test::BatchData;

Batch randomBatch(std::mt19937& rng) {
    Batch b;
    const std::int64_t strides[] = {0,   4,   8,   12,   16, 28,  32,   36, 64, 124,
                                    128, 132, 256, 4096, -4, -32, -128, 2,  6,  -2};
    const std::int64_t stride = strides[rng() % std::size(strides)];
    const std::uint32_t lanes = 1 + rng() % 64;
    const std::uint32_t base = rng() % 8 == 0 ? 0xFFFFF000u + 4 * (rng() % 1024)
                                              : 4 * (rng() % 65536) + (rng() % 20 == 0 ? 2 : 0);
    b.mask = lanes == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << lanes) - 1;
    for (std::uint32_t l = 0; l < 64; ++l)
        b.addresses[l] = static_cast<std::uint32_t>(base + stride * l);
    if (rng() % 8 == 0)
        b.mask &= ~(std::uint64_t(1) << (rng() % 64)); // a hole (or a shorter run)
    if (rng() % 10 == 0)
        b.addresses[rng() % lanes] += 4; // one lane off the stride
    if (rng() % 10 == 0)
        b.size = rng() % 2 == 0 ? 8 : 2;
    return b;
}

AccessBatch view(const Batch& b) {
    return b.view(MemorySpace::Device);
}

} // namespace

TEST(CoalescingFastPath, MatchesTheMeasureOfTheSameAccesses) {
    std::mt19937 rng(26);
    const CoalescingConfig configs[] = {{32, 128}, {64, 256}, {12, 48}, {4, 4}, {6, 30}};
    for (const CoalescingConfig& config : configs) {
        for (const bool keep : {false, true}) {
            CoalescingAnalyzer analyzer(config);
            analyzer.setKeepAccesses(keep);
            std::uint64_t sectors = 0;
            for (int i = 0; i < 4000; ++i) {
                std::vector<Batch> batches(rng() % 6 == 0 ? 2 : 1);
                std::vector<LaneAddress> all;
                for (Batch& b : batches) {
                    b = randomBatch(rng);
                    view(b).forEach([&](std::uint32_t, std::uint32_t address) {
                        all.push_back(LaneAddress{address, b.size});
                    });
                }
                analyzer.beginInstruction(0x40);
                for (const Batch& b : batches)
                    analyzer.addAccesses(view(b));
                const CoalescingFigures got = analyzer.endInstruction();
                const CoalescingFigures want = CoalescingAnalyzer::measure(all, config);
                ASSERT_EQ(got.bytes, want.bytes) << "config " << config.sectorBytes << ", " << i;
                ASSERT_EQ(got.sectors, want.sectors)
                    << "config " << config.sectorBytes << ", " << i;
                ASSERT_EQ(got.lines, want.lines) << "config " << config.sectorBytes << ", " << i;
                ASSERT_EQ(got.minSectors, want.minSectors);
                ASSERT_EQ(got.minLines, want.minLines);
                sectors += want.sectors;
                if (keep) { // the Device memory view attributes them word by word
                    std::uint64_t bytes = 0;
                    for (const LaneAddress& a : analyzer.lastInstruction())
                        bytes += a.size;
                    std::uint64_t expected = 0;
                    for (const LaneAddress& a : all)
                        expected += a.size;
                    ASSERT_EQ(bytes, expected) << i;
                }
            }
            EXPECT_EQ(analyzer.sectors(), sectors);
        }
    }
}
