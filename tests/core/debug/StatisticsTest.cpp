#include "debug/analysis/Statistics.h"

#include <gtest/gtest.h>

using namespace wave::debug;
using wave::isa::Category;

TEST(Statistics, MixEfficiencyTrafficAndConflicts) {
    Statistics s;
    s.instruction(Category::Integer, 32, 32);
    s.instruction(Category::Integer, 16, 32);
    s.instruction(Category::Memory, 8, 32);
    s.instruction(Category::Control, 0, 32);
    const StatisticsData& d = s.data();
    EXPECT_EQ(d.instructions, 4u);
    EXPECT_EQ(d.byCategory[static_cast<std::size_t>(Category::Integer)], 2u);
    EXPECT_EQ(d.byCategory[static_cast<std::size_t>(Category::Memory)], 1u);
    EXPECT_DOUBLE_EQ(d.averageActiveLanes(), 14.0);
    EXPECT_DOUBLE_EQ(d.simdEfficiency(), 56.0 / 128.0);

    MemoryAccess a;
    a.space = MemorySpace::Local;
    a.kind = AccessKind::Write;
    a.size = 8;
    s.access(a);
    a.kind = AccessKind::Read;
    a.size = 4;
    s.access(a);
    a.space = MemorySpace::Device;
    a.kind = AccessKind::Atomic;
    s.access(a);
    EXPECT_EQ(d.local.stores, 1u);
    EXPECT_EQ(d.local.storeBytes, 8u);
    EXPECT_EQ(d.local.loads, 1u);
    EXPECT_EQ(d.device.atomics, 1u);
    EXPECT_EQ(d.device.atomicBytes, 4u);

    s.bankConflict(1);
    s.bankConflict(4);
    s.bankConflict(0);
    EXPECT_EQ(d.bankConflictedInstructions, 1u);
    EXPECT_EQ(d.bankConflictExtraCycles, 3u);
    EXPECT_EQ(d.worstBankConflict, 4u);

    s.barrierWait(12);
    s.barrierReleased();
    s.divergentBranch();
    EXPECT_EQ(d.barrierWaitSteps, 12u);
    EXPECT_EQ(d.barrierReleases, 1u);
    EXPECT_EQ(d.divergentBranches, 1u);
    s.clear();
    EXPECT_EQ(s.data().instructions, 0u);
    EXPECT_DOUBLE_EQ(s.data().simdEfficiency(), 0.0);
}
