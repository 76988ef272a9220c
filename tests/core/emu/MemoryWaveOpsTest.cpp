// Memory widths, atomics (incl. CAS modifier 8), wave operations under partial masks and MMA
// (docs/reference/isa.md §7.9-§7.11, §7.13).

#include "EmuTestUtil.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

// Every special register in every lane of odd workgroup shapes (rows shorter and longer than a
// wave, a partial last wave, z > 1) at several wave widths, against docs/reference/isa.md §2.3:
// thread (x, y, z) from the slot wave * W + lane. Also an index without a register (reads 0).
TEST(SpecialRegisters, EveryLaneOfOddShapes) {
    const Dim3 shapes[] = {{5, 3, 2}, {33, 2, 1}, {7, 1, 9}, {1, 1, 40}, {64, 1, 1}, {3, 7, 3}};
    for (const Dim3& shape : shapes) {
        for (std::uint32_t width : {1u, 3u, 8u, 20u, 32u, 64u}) {
            constexpr std::uint32_t kRegs = 21; // 0..19 and index 25 (no register)
            KernelBuilder k;
            k.op("mov_sr", {20, 0});  // x
            k.op("mov_sr", {21, 1});  // y
            k.op("mov_sr", {22, 2});  // z
            k.op("mov_sr", {23, 16}); // waves per workgroup
            k.op("mov_sr", {25, 8});
            k.op("mov_sr", {26, 9});
            k.op("imul", {24, 25, 26});
            k.op("imul", {24, 22, 24}); // z * (sx * sy)
            k.op("imad", {24, 21, 25, 24});
            k.op("iadd", {24, 24, 20}); // flat thread id
            k.op("mov_imm", {25, kRegs * 4});
            k.op("imul", {24, 24, 25});
            k.op("mov_imm", {25, 4});
            for (std::uint32_t i = 0; i < kRegs; ++i) {
                k.op("mov_sr", {26, i < 20 ? i : 25u});
                k.op("device_store_u32", {24, 26});
                k.op("iadd", {24, 24, 25});
            }
            k.op("halt");
            LaunchConfig cfg = small(1 << 16);
            cfg.waveWidth = width;
            cfg.grid = {2, 1, 1};
            const Outcome o = run(singleKernel(k, 32, 0, shape.x, shape.y, shape.z), cfg);
            ASSERT_FALSE(o.result.fault) << o.result.fault->message;
            const std::uint32_t threads = shape.x * shape.y * shape.z;
            const std::uint32_t waves = (threads + width - 1) / width;
            for (std::uint32_t t = 0; t < threads; ++t) {
                const std::uint32_t want[kRegs] = {t % shape.x,
                                                   t / shape.x % shape.y,
                                                   t / (shape.x * shape.y),
                                                   t / width,
                                                   t % width,
                                                   1,
                                                   0,
                                                   0,
                                                   shape.x,
                                                   shape.y,
                                                   shape.z,
                                                   2,
                                                   1,
                                                   1,
                                                   width,
                                                   waves,
                                                   1,
                                                   4,
                                                   4,
                                                   4,
                                                   0};
                for (std::uint32_t i = 0; i < kRegs; ++i)
                    ASSERT_EQ(o.u32((t * kRegs + i) * 4), want[i])
                        << "register " << i << " thread " << t << " W" << width << " shape "
                        << shape.x << "x" << shape.y << "x" << shape.z;
            }
        }
    }
}

TEST(Memory, WidthsAndZeroExtension) {
    KernelBuilder k;
    k.op("mov_imm", {1, 0x100});
    k.op("mov_imm", {2, 0x89ABCDEFu});
    k.op("mov_imm", {3, 0x01234567u});
    k.op("device_store_u64", {1, 2}); // 0x100: EF CD AB 89 67 45 23 01
    k.op("device_load_u8", {10, 1});
    k.op("device_load_u16", {11, 1});
    k.op("mov_imm", {4, 0x101});
    k.op("device_load_u32", {12, 4}); // unaligned
    k.op("device_load_u64", {13, 1});
    k.op("local_store_u64", {0, 2});
    k.op("local_load_u64", {15, 0});
    k.op("local_store_u8", {0, 3}); // local[0] = 0x67
    k.op("local_load_u32", {17, 0});
    k.op("mov_imm", {5, 0x200});
    k.op("device_store_u128", {5, 10});
    k.op("mov_imm", {5, 0x210});
    k.op("device_store_u64", {5, 15});
    k.op("mov_imm", {5, 0x218});
    k.op("device_store_u32", {5, 17});
    k.op("mov_imm", {5, 0x200});
    k.op("device_load_u128", {20, 5});
    k.op("mov_imm", {5, 0x220});
    k.op("device_store_u128", {5, 20});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 32, 64, 1, 1, 1), small(1024));
    const std::vector<std::uint32_t> expect = {0xEF, 0xCDEF, 0x6789ABCDu, 0x89ABCDEFu};
    EXPECT_EQ(o.words(0x200, 4), expect);
    EXPECT_EQ(o.u32(0x210), 0x89ABCDEFu);
    EXPECT_EQ(o.u32(0x214), 0x01234567u);
    EXPECT_EQ(o.u32(0x218), 0x89ABCD67u);
    EXPECT_EQ(o.words(0x220, 4), expect);
}

TEST(Memory, HighestLaneWinsAndGuardsPreventAccess) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 0});
    k.op("device_store_u32", {1, 0}); // every lane stores its id at 0
    k.op("mov_imm", {2, 2});
    k.op("icmp_lt", {1, 0, 2}); // p1: lanes 0, 1
    k.op("mov_imm", {3, 0xFFFFFFF0u});
    k.op("mov_imm", {4, 8});
    k.guarded(1, false, "device_store_u32", {4, 0}); // @p1: lanes 0, 1 store at 8
    k.guarded(1, true, "device_store_u32", {3, 0});  // @!p1: lanes 2, 3 out of bounds
    k.op("halt");
    // The guarded-off lanes never touch memory; the first out-of-bounds lane (2) faults.
    const Outcome o = run(singleKernel(k, 32, 0, 4, 1, 1), small(64));
    ASSERT_TRUE(o.result.fault.has_value());
    EXPECT_EQ(o.result.fault->lanes, 1u << 2);
    EXPECT_EQ(o.u32(0), 3u);
    EXPECT_EQ(o.u32(8), 1u);
}

TEST(Atomics, LaneOrderReturnsAndUnsignedMinMax) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 0x40});
    k.op("mov_imm", {2, 1});
    k.op("atomic_add", {3, 1, 2, 2}); // returns 0, 1, 2, 3 in lane order
    k.op("mov_imm", {4, 0x44});
    k.op("atomic_max", {4, 0, 2}); // short form: no return
    k.op("mov_imm", {5, 0xFFFFFFFFu});
    k.op("mov_imm", {6, 0x48});
    k.op("atomic_exchange", {6, 5, 2});
    k.op("atomic_min", {7, 6, 0, 2}); // unsigned min(0xFFFFFFFF, lane) -> old values
    k.op("local_atomic_sub", {8, 6, 2});
    k.op("local_atomic_xor", {6, 5});
    k.op("local_load_u32", {9, 6});
    storePerThread(k, 3, 0x100);
    storePerThread(k, 7, 0x200);
    storePerThread(k, 8, 0x300);
    k.op("mov_imm", {10, 0x4C});
    k.op("device_store_u32", {10, 9});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 128, 4, 1, 1), small(2048));
    EXPECT_EQ(o.words(0x100, 4), (std::vector<std::uint32_t>{0, 1, 2, 3}));
    EXPECT_EQ(o.u32(0x40), 4u);
    EXPECT_EQ(o.u32(0x44), 3u);
    EXPECT_EQ(o.words(0x200, 4), (std::vector<std::uint32_t>{0xFFFFFFFFu, 0, 0, 0}));
    EXPECT_EQ(o.u32(0x48), 0u);
    EXPECT_EQ(o.words(0x300, 4),
              (std::vector<std::uint32_t>{0, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFFFFFDu}));
    // local word 0x48: 0 - 4 = 0xFFFFFFFC, then xor 0xFFFFFFFF four times = 0xFFFFFFFC
    EXPECT_EQ(o.u32(0x4C), 0xFFFFFFFCu);
}

TEST(Atomics, CasComparesRs3AndStoresRs2) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 0x40});
    k.op("mov_imm", {2, 10});
    k.op("iadd", {4, 0, 2});             // new = lane + 10
    k.op("mov_imm", {5, 0});             // compare 0
    k.op("atomic_cas", {6, 1, 4, 5, 2}); // only lane 0 succeeds
    k.op("mov_imm", {8, 0});
    k.op("mov_imm", {11, 1});
    k.op("iadd", {9, 0, 11});
    k.op("local_atomic_cas", {7, 8, 9, 0}); // if mem == lane then lane + 1
    k.op("local_load_u32", {12, 8});
    storePerThread(k, 6, 0x100);
    storePerThread(k, 7, 0x200);
    k.op("mov_imm", {13, 0x44});
    k.op("device_store_u32", {13, 12});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 64, 64, 4, 1, 1), small(1024));
    EXPECT_EQ(o.words(0x100, 4), (std::vector<std::uint32_t>{0, 10, 10, 10}));
    EXPECT_EQ(o.u32(0x40), 10u);
    EXPECT_EQ(o.words(0x200, 4), (std::vector<std::uint32_t>{0, 1, 2, 3}));
    EXPECT_EQ(o.u32(0x44), 4u);
}

TEST(WaveOps, PartialMasksReadInactiveLanes) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 10});
    k.op("iadd", {2, 0, 1}); // r2 = lane + 10 in every lane
    k.op("mov_imm", {3, 2});
    k.op("icmp_lt", {1, 0, 3}); // p1: lanes 0, 1
    k.op("mov_imm", {4, 3});
    k.op("mov_imm", {5, 0});
    k.op("mov_imm", {6, 0});
    k.op("mov_imm", {7, 0});
    k.guarded(1, false, "wave_shuffle", {5, 2, 4}); // lanes 0,1 read lane 3 (inactive)
    k.op("mov_imm", {8, 1});
    k.guarded(1, true, "wave_shuffle_up", {6, 2, 8}); // lanes 2,3 read lanes 1,2
    k.guarded(1, true, "wave_reduce_add", {7, 0});    // 2 + 3
    k.op("wave_prefix_sum", {9, 0});                  // 0, 0, 1, 3
    k.op("mov_imm", {11, 1});
    k.op("wave_shuffle_down", {10, 2, 11}); // lane 3: out of range -> 0
    k.op("wave_shuffle_xor", {12, 2, 11});
    k.op("wave_broadcast", {13, 2, 4});
    k.op("wave_ballot", {14, 1});
    k.op("wave_reduce_min", {15, 2});
    k.op("wave_reduce_max", {16, 2});
    storePerThread(k, 5, 0x000);
    storePerThread(k, 6, 0x010);
    storePerThread(k, 7, 0x020);
    storePerThread(k, 9, 0x030);
    storePerThread(k, 10, 0x040);
    storePerThread(k, 12, 0x050);
    storePerThread(k, 13, 0x060);
    storePerThread(k, 14, 0x070);
    storePerThread(k, 15, 0x080);
    storePerThread(k, 16, 0x090);
    k.op("halt");
    LaunchConfig cfg = small(1024);
    cfg.waveWidth = 4;
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1), cfg);
    using V = std::vector<std::uint32_t>;
    EXPECT_EQ(o.words(0x00, 4), (V{13, 13, 0, 0}));
    EXPECT_EQ(o.words(0x10, 4), (V{0, 0, 11, 12}));
    EXPECT_EQ(o.words(0x20, 4), (V{0, 0, 5, 5}));
    EXPECT_EQ(o.words(0x30, 4), (V{0, 0, 1, 3}));
    EXPECT_EQ(o.words(0x40, 4), (V{11, 12, 13, 0}));
    EXPECT_EQ(o.words(0x50, 4), (V{11, 10, 13, 12}));
    EXPECT_EQ(o.words(0x60, 4), (V{13, 13, 13, 13}));
    EXPECT_EQ(o.words(0x70, 4), (V{3, 3, 3, 3}));
    EXPECT_EQ(o.words(0x80, 4), (V{10, 10, 10, 10}));
    EXPECT_EQ(o.words(0x90, 4), (V{13, 13, 13, 13}));
}

TEST(WaveOps, VotesOverActiveLanes) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 1});
    k.op("icmp_eq", {1, 0, 1}); // p1: lane 1
    k.op("wave_any", {2, 1});
    k.op("wave_all", {3, 1});
    k.op("mov_imm", {4, 1});
    k.op("mov_imm", {5, 0});
    k.op("select", {6, 2, 4, 5});
    k.op("select", {7, 3, 4, 5});
    k.guarded(1, false, "wave_all", {3, 1}); // only lane 1 votes: true, only lane 1 written
    k.op("select", {8, 3, 4, 5});
    storePerThread(k, 6, 0x00);
    storePerThread(k, 7, 0x10);
    storePerThread(k, 8, 0x20);
    k.op("halt");
    LaunchConfig cfg = small(256);
    cfg.waveWidth = 4;
    const Outcome o = run(singleKernel(k, 64, 0, 4, 1, 1), cfg);
    using V = std::vector<std::uint32_t>;
    EXPECT_EQ(o.words(0x00, 4), (V{1, 1, 1, 1}));
    EXPECT_EQ(o.words(0x10, 4), (V{0, 0, 0, 0}));
    EXPECT_EQ(o.words(0x20, 4), (V{0, 1, 0, 0}));
}

TEST(Mma, PerThreadFragmentsAndMissingAsZero) {
    // Each thread: A = identity * (lane + 1), B = [k*4 + j], C (frag 2) = A*B; frag 3 never
    // computed -> stores zeros.
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 64});
    k.op("imul", {2, 0, 1});  // local base lane * 64
    k.op("mov_imm", {3, 16}); // stride
    k.op("mov_imm", {4, 1});
    k.op("iadd", {5, 0, 4});
    k.op("cvt_f32_u32", {5, 5}); // lane + 1 as f32
    k.op("mov_imm", {6, 20});    // diagonal step (16 + 4)
    k.op("mov", {7, 2});
    for (int d = 0; d < 4; ++d) {
        k.op("local_store_u32", {7, 5});
        k.op("iadd", {7, 7, 6});
    }
    k.op("mma_load_a", {0, 2, 3});
    k.op("mov_imm", {8, 512});
    k.op("mov_imm", {9, 0});
    for (int e = 0; e < 16; ++e) { // B at local 512: values 0..15 (shared)
        k.op("cvt_f32_u32", {10, 9});
        k.op("local_store_u32", {8, 10});
        k.op("iadd", {8, 8, 4});
        k.op("iadd", {8, 8, 4});
        k.op("iadd", {8, 8, 4});
        k.op("iadd", {8, 8, 4});
        k.op("iadd", {9, 9, 4});
    }
    k.op("mov_imm", {8, 512});
    k.op("mma_load_b", {1, 8, 3});
    k.op("mma_compute", {0, 1, 2});
    k.op("mma_compute", {0, 1, 2}); // accumulates: C = 2 * A * B
    k.op("mov_imm", {11, 1024});
    k.op("iadd", {11, 11, 2});
    k.op("mma_store_c", {11, 3, 2});
    k.op("mov_imm", {12, 2048});
    k.op("iadd", {12, 12, 2});
    k.op("mma_store_c", {12, 3, 3});
    k.op("halt");
    Emulator emu(singleKernel(k, 32, 4096, 2, 1, 1), small(64));
    const RunResult r = emu.run();
    ASSERT_FALSE(r.fault.has_value()) << r.fault->message;
    const DeviceMemory& local = emu.state().workgroup.local;
    for (std::uint32_t lane = 0; lane < 2; ++lane)
        for (std::uint32_t e = 0; e < 16; ++e) {
            float c, z;
            std::memcpy(&c, local.data() + 1024 + lane * 64 + e * 4, 4);
            std::memcpy(&z, local.data() + 2048 + lane * 64 + e * 4, 4);
            EXPECT_EQ(c, 2.0f * static_cast<float>(lane + 1) * static_cast<float>(e));
            EXPECT_EQ(z, 0.0f);
        }
    EXPECT_EQ(r.stats.floatOps, 1u + 16 + 6); // cvts and the six mma instructions (one wave)
}

} // namespace
} // namespace wave::emu::test
