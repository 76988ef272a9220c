#include "debug/analysis/LocalMemoryHeat.h"

#include <gtest/gtest.h>

using namespace wave::debug;

namespace {

MemoryAccess access(AccessKind kind, std::uint64_t address, std::uint32_t size, std::uint32_t wave,
                    std::uint32_t lane, std::uint32_t pc, std::uint32_t line,
                    MemorySpace space = MemorySpace::Local) {
    MemoryAccess a;
    a.space = space;
    a.kind = kind;
    a.address = address;
    a.size = size;
    a.site = AccessSite{wave, lane, pc, line};
    return a;
}

} // namespace

TEST(LocalMemoryHeat, CountsAndLastWriter) {
    LocalMemoryHeat heat;
    heat.reset(64);
    ASSERT_EQ(heat.wordCount(), 16u);
    heat.record(access(AccessKind::Write, 8, 4, 1, 3, 0x20, 7), 0);
    heat.record(access(AccessKind::Read, 8, 4, 0, 5, 0x28, 8), 1);
    heat.record(access(AccessKind::Read, 9, 1, 2, 0, 0x28, 8), 2);
    const WordHeat& w = heat.word(2);
    EXPECT_EQ(w.reads, 2u);
    EXPECT_EQ(w.writes, 1u);
    ASSERT_TRUE(w.written());
    EXPECT_EQ(w.lastWriter.wave, 1u);
    EXPECT_EQ(w.lastWriter.lane, 3u);
    EXPECT_EQ(w.lastWriter.pc, 0x20u);
    EXPECT_EQ(w.lastWriter.line, 7u);
    EXPECT_EQ(w.lastEpoch, 2u);
    EXPECT_EQ(heat.maxTraffic(), 3u);
    EXPECT_FALSE(heat.word(0).touched());
}

TEST(LocalMemoryHeat, WideUnalignedAtomicAndDevice) {
    LocalMemoryHeat heat;
    heat.reset(16);
    heat.record(access(AccessKind::Write, 2, 8, 0, 0, 0x10, 3), 0); // words 0, 1, 2
    EXPECT_EQ(heat.word(0).writes, 1u);
    EXPECT_EQ(heat.word(1).writes, 1u);
    EXPECT_EQ(heat.word(2).writes, 1u);
    EXPECT_EQ(heat.word(3).writes, 0u);
    heat.record(access(AccessKind::Atomic, 12, 4, 1, 1, 0x18, 4), 0);
    EXPECT_EQ(heat.word(3).atomics, 1u);
    EXPECT_EQ(heat.word(3).reads, 1u);
    EXPECT_EQ(heat.word(3).writes, 1u);
    heat.record(access(AccessKind::Write, 0, 4, 0, 0, 0, 0, MemorySpace::Device), 0);
    EXPECT_EQ(heat.word(0).writes, 1u);
    heat.record(access(AccessKind::Write, 14, 8, 0, 0, 0, 0), 0);   // clipped at the end
    heat.record(access(AccessKind::Write, 1000, 4, 0, 0, 0, 0), 0); // ignored
    EXPECT_EQ(heat.word(3).writes, 2u);
    heat.reset(4);
    EXPECT_EQ(heat.wordCount(), 1u);
    EXPECT_EQ(heat.word(0).writes, 0u);
}

TEST(LocalMemoryHeat, WorstConflictOfAnyAccessWithItsInstruction) {
    LocalMemoryHeat heat;
    heat.reset(256);
    // A conflict-free write of words 0..3, then a 4-way read of words 0 and 32 (same bank),
    // then a 2-way write of word 0 again: the read stays the worst, reads count too.
    const LaneAddress row[] = {{0, 4}, {4, 4}, {8, 4}, {12, 4}};
    heat.recordConflict(row, 1, AccessSite{0, 0, 0x10, 5});
    const LaneAddress column[] = {{0, 4}, {128, 4}};
    heat.recordConflict(column, 4, AccessSite{2, 0, 0x30, 9});
    heat.recordConflict(std::span<const LaneAddress>(column, 1), 2, AccessSite{1, 0, 0x40, 11});
    const WordHeat& w0 = heat.word(0);
    EXPECT_EQ(w0.worstConflict, 4u);
    EXPECT_EQ(w0.worstConflictSite.pc, 0x30u);
    EXPECT_EQ(w0.worstConflictSite.line, 9u);
    EXPECT_EQ(w0.worstConflictSite.wave, 2u);
    EXPECT_EQ(heat.word(32).worstConflict, 4u);
    EXPECT_EQ(heat.word(1).worstConflict, 1u);
    EXPECT_EQ(heat.word(1).worstConflictSite.line, 5u);
    EXPECT_EQ(heat.word(4).worstConflict, 0u); // untouched
    // An 8-byte access spans two words; addresses past the end are ignored.
    const LaneAddress wide[] = {{20, 8}, {1000, 4}};
    heat.recordConflict(wide, 3, AccessSite{0, 0, 0x50, 12});
    EXPECT_EQ(heat.word(5).worstConflict, 3u);
    EXPECT_EQ(heat.word(6).worstConflict, 3u);
}
