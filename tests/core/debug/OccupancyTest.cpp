#include "debug/analysis/Occupancy.h"

#include <gtest/gtest.h>

using namespace wave::debug;

namespace {

wave::emu::DeviceProfile profile(std::uint32_t width, std::uint32_t registers, std::uint32_t local,
                                 std::uint32_t waves) {
    wave::emu::DeviceProfile p;
    p.name = "test";
    p.waveWidth = width;
    p.registerFileSize = registers;
    p.localMemoryPerCore = local;
    p.maxWavesPerCore = waves;
    return p;
}

OccupancyInput input(std::uint32_t registers, std::uint32_t local, std::uint64_t threads,
                     std::uint32_t width) {
    return OccupancyInput{registers, local, threads, width};
}

} // namespace

// 64 threads at width 32 = 2 waves. 32 registers x 32 lanes x 2 waves = 2048 per workgroup:
// 65536 / 2048 = 32 workgroups by registers, 64 / 2 = 32 by slots; no local memory. Tie: the
// register file is named (the kernel's own knob).
TEST(Occupancy, FullOccupancyTiesOnRegisters) {
    const auto p = profile(32, 65536, 65536, 64);
    const Occupancy o = Occupancy::compute(input(32, 0, 64, 32), p);
    EXPECT_EQ(o.wavesPerWorkgroup, 2u);
    EXPECT_EQ(o.registersPerWorkgroup, 2048u);
    EXPECT_EQ(o.byRegisters, 32u);
    EXPECT_EQ(o.byWaveSlots, 32u);
    EXPECT_EQ(o.byLocalMemory, Occupancy::kUnlimited);
    EXPECT_EQ(o.workgroups, 32u);
    EXPECT_EQ(o.waves, 64u);
    EXPECT_DOUBLE_EQ(o.fraction(), 1.0);
    EXPECT_EQ(o.limit, OccupancyLimit::Registers);
}

// 128 registers: 128 x 32 x 2 = 8192 per workgroup, 65536 / 8192 = 8 workgroups, 16 waves: 25%.
TEST(Occupancy, RegistersLimit) {
    const Occupancy o = Occupancy::compute(input(128, 0, 64, 32), profile(32, 65536, 65536, 64));
    EXPECT_EQ(o.workgroups, 8u);
    EXPECT_EQ(o.waves, 16u);
    EXPECT_DOUBLE_EQ(o.fraction(), 0.25);
    EXPECT_EQ(o.limit, OccupancyLimit::Registers);
    EXPECT_EQ(o.describe(input(128, 0, 64, 32), profile(32, 65536, 65536, 64)),
              "8 workgroups (16 waves) resident per core of 64 wave slots (25%), limited by "
              "registers: 128 registers x 32 lanes x 2 waves per workgroup of a 65536-register "
              "file");
}

// 16384 bytes of local memory per workgroup on a 65536-byte core: 4 workgroups of 2 waves.
TEST(Occupancy, LocalMemoryLimit) {
    const Occupancy o = Occupancy::compute(input(16, 16384, 64, 32), profile(32, 65536, 65536, 64));
    EXPECT_EQ(o.byLocalMemory, 4u);
    EXPECT_EQ(o.workgroups, 4u);
    EXPECT_EQ(o.waves, 8u);
    EXPECT_EQ(o.limit, OccupancyLimit::LocalMemory);
}

// 256 threads at width 8 = 32 waves; 8 registers x 8 lanes x 32 waves = 2048 of 65536 (32
// workgroups), but 48 wave slots hold one workgroup only: 32 of 48 waves resident.
TEST(Occupancy, WaveSlotsLimitAndPartialWaves) {
    const Occupancy o = Occupancy::compute(input(8, 0, 256, 8), profile(8, 65536, 65536, 48));
    EXPECT_EQ(o.wavesPerWorkgroup, 32u);
    EXPECT_EQ(o.workgroups, 1u);
    EXPECT_EQ(o.waves, 32u);
    EXPECT_EQ(o.limit, OccupancyLimit::WaveSlots);
    // 40 threads at width 32: two waves, the second half empty, still allocated whole.
    const Occupancy partial =
        Occupancy::compute(input(64, 0, 40, 32), profile(32, 16384, 65536, 64));
    EXPECT_EQ(partial.wavesPerWorkgroup, 2u);
    EXPECT_EQ(partial.registersPerWorkgroup, 4096u); // 64 x 32 x 2, the empty lanes included
    EXPECT_EQ(partial.byRegisters, 4u);              // 16384 / (64 x 32 x 2)
}

TEST(Occupancy, NothingFits) {
    const auto p = profile(64, 65536, 32768, 40);
    const Occupancy o = Occupancy::compute(input(32, 65536, 64, 64), p);
    EXPECT_FALSE(o.fits());
    EXPECT_EQ(o.limit, OccupancyLimit::LocalMemory);
    EXPECT_EQ(o.describe(input(32, 65536, 64, 64), p),
              "no workgroup fits on a core: local memory (65536 bytes per workgroup of 32768 "
              "per core)");
}
