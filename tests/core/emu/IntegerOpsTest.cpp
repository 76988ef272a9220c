// Integer, bitwise, compare/select and move semantics (docs/reference/isa.md §7.1, §7.2,
// §7.7, §2.3; docs/reference/differences.md §1 fcmp_ge, §4 iclamp).

#include "EmuTestUtil.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

constexpr std::uint32_t kMin = 0x80000000u, kMinus1 = 0xFFFFFFFFu;

TEST(IntegerOps, ArithmeticWraps) {
    EXPECT_EQ(eval("iadd", {0xFFFFFFFFu, 2}), 1u);
    EXPECT_EQ(eval("isub", {0, 1}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("imul", {0x10000u, 0x10000u}), 0u);
    EXPECT_EQ(eval("imul", {kMinus1, 3}), 0xFFFFFFFDu);
    EXPECT_EQ(eval("imad", {3, 4, 5}), 17u);
    EXPECT_EQ(eval("imad", {0x80000000u, 2, 7}), 7u);
}

TEST(IntegerOps, MulHiIsUnsigned) {
    EXPECT_EQ(eval("imul_hi", {0xFFFFFFFFu, 0xFFFFFFFFu}), 0xFFFFFFFEu);
    EXPECT_EQ(eval("imul_hi", {0x80000000u, 2}), 1u);
    EXPECT_EQ(eval("imul_hi", {kMinus1, 1}), 0u);
}

TEST(IntegerOps, DivisionEdgeCases) {
    EXPECT_EQ(eval("idiv", {7, 0}), 0u);
    EXPECT_EQ(eval("imod", {7, 0}), 0u);
    EXPECT_EQ(eval("idiv", {kMin, kMinus1}), kMin);
    EXPECT_EQ(eval("imod", {kMin, kMinus1}), 0u);
    EXPECT_EQ(eval("idiv", {static_cast<std::uint32_t>(-7), 2}), static_cast<std::uint32_t>(-3));
    EXPECT_EQ(eval("imod", {static_cast<std::uint32_t>(-7), 2}), static_cast<std::uint32_t>(-1));
    EXPECT_EQ(eval("imod", {7, static_cast<std::uint32_t>(-2)}), 1u);
}

TEST(IntegerOps, NegAbsMinMax) {
    EXPECT_EQ(eval("ineg", {kMin}), kMin);
    EXPECT_EQ(eval("ineg", {5}), static_cast<std::uint32_t>(-5));
    EXPECT_EQ(eval("iabs", {kMin}), kMin);
    EXPECT_EQ(eval("iabs", {static_cast<std::uint32_t>(-9)}), 9u);
    EXPECT_EQ(eval("imin", {kMinus1, 1}), kMinus1); // signed
    EXPECT_EQ(eval("imax", {kMinus1, 1}), 1u);
}

TEST(IntegerOps, ClampWithLoAboveHiGivesHi) {
    EXPECT_EQ(eval("iclamp", {5, 1, 10}), 5u);
    EXPECT_EQ(eval("iclamp", {static_cast<std::uint32_t>(-5), 1, 10}), 1u);
    EXPECT_EQ(eval("iclamp", {50, 1, 10}), 10u);
    // docs/reference/differences.md §4: no crash, min(max(x, lo), hi)
    EXPECT_EQ(eval("iclamp", {5, 10, 0}), 0u);
    EXPECT_EQ(eval("iclamp", {static_cast<std::uint32_t>(-3), 4, static_cast<std::uint32_t>(-4)}),
              static_cast<std::uint32_t>(-4));
}

TEST(IntegerOps, Bitwise) {
    EXPECT_EQ(eval("and", {0xF0F0u, 0xFF00u}), 0xF000u);
    EXPECT_EQ(eval("or", {0xF0F0u, 0x0F00u}), 0xFFF0u);
    EXPECT_EQ(eval("xor", {0xFFFFu, 0x0F0Fu}), 0xF0F0u);
    EXPECT_EQ(eval("not", {0}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("shl", {1, 33}), 2u); // amount mod 32
    EXPECT_EQ(eval("shr", {0x80000000u, 31}), 1u);
    EXPECT_EQ(eval("sar", {0x80000000u, 31}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("sar", {0x40000000u, 32}), 0x40000000u);
}

TEST(IntegerOps, BitOps) {
    EXPECT_EQ(eval("bitcount", {0xF0F0F0F0u}), 16u);
    EXPECT_EQ(eval("bitfind", {0}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("bitfind", {1}), 31u);
    EXPECT_EQ(eval("bitfind", {0x80000000u}), 0u);
    EXPECT_EQ(eval("bitrev", {1}), 0x80000000u);
    EXPECT_EQ(eval("bitrev", {0x12345678u}), 0x1E6A2C48u);
    EXPECT_EQ(eval("bfe", {0xABCD1234u, 8, 8}), 0x12u);
    EXPECT_EQ(eval("bfe", {0xABCD1234u, 8, 0}), 0u);
    EXPECT_EQ(eval("bfe", {0xABCD1234u, 4, 32}), 0u); // width 32 & 31 = 0
    EXPECT_EQ(eval("bfe", {0xFFFFFFFFu, 0, 31}), 0x7FFFFFFFu);
    EXPECT_EQ(eval("bfi", {0xFFFFFFFFu, 0, 4, 8}), 0xFFFFF00Fu);
    EXPECT_EQ(eval("bfi", {0x12345678u, 0xAB, 8, 0}), 0x12345678u);
    EXPECT_EQ(eval("bfi", {0, 0xFFu, 28, 8}), 0xF0000000u); // mask bits past 31 dropped
}

TEST(IntegerOps, Compares) {
    EXPECT_EQ(evalCompare("icmp_lt", kMinus1, 0), 1u);
    EXPECT_EQ(evalCompare("ucmp_lt", kMinus1, 0), 0u);
    EXPECT_EQ(evalCompare("ucmp_le", 3, 3), 1u);
    EXPECT_EQ(evalCompare("icmp_ge", 3, 3), 1u);
    EXPECT_EQ(evalCompare("icmp_ne", 3, 3), 0u);
    const std::uint32_t nan = 0x7FC00000u, one = 0x3F800000u, zero = 0, negZero = 0x80000000u;
    EXPECT_EQ(evalCompare("fcmp_eq", zero, negZero), 1u);
    EXPECT_EQ(evalCompare("fcmp_ne", nan, nan), 1u);
    EXPECT_EQ(evalCompare("fcmp_lt", nan, one), 0u);
    EXPECT_EQ(evalCompare("fcmp_ord", nan, one), 0u);
    EXPECT_EQ(evalCompare("fcmp_unord", nan, one), 1u);
    // docs/reference/differences.md §1: fcmp_ge is true when a >= b and neither is NaN.
    EXPECT_EQ(evalCompare("fcmp_ge", one, one), 1u);
    EXPECT_EQ(evalCompare("fcmp_ge", zero, one), 0u);
    EXPECT_EQ(evalCompare("fcmp_ge", nan, one), 0u);
}

TEST(IntegerOps, DecodeOnlyComparesAreFalse) {
    KernelBuilder k;
    k.op("mov_imm", {1, 5});
    k.op("mov_imm", {3, 1});
    k.op("mov_imm", {4, 0});
    k.word(0x29010100u); // ucmp_eq p1, r1, r1 (modifier 0, decode only)
    k.word(0x01000000u);
    k.op("select", {10, 1, 3, 4});
    k.op("device_store_u32", {4, 10});
    k.op("halt");
    EXPECT_EQ(run(singleKernel(k, 32, 0, 1, 1, 1), small(64)).u32(0), 0u);
}

TEST(IntegerOps, RegistersBeyondCountReadZeroAndDropWrites) {
    KernelBuilder k;
    k.op("mov_imm", {2, 7});
    k.op("mov_imm", {20, 99}); // r20 >= R = 8: dropped
    k.op("iadd", {3, 2, 20});  // 7 + 0
    k.op("mov_imm", {4, 0});
    k.op("device_store_u32", {4, 3});
    k.op("halt");
    EXPECT_EQ(run(singleKernel(k, 8, 0, 1, 1, 1), small(64)).u32(0), 7u);
}

TEST(IntegerOps, SpecialRegisters) {
    KernelBuilder k;
    const std::uint32_t srs[] = {0, 1, 2, 3, 4, 5, 8, 11, 14, 15, 16, 17, 25};
    k.op("mov_sr", {50, 0});
    k.op("mov_sr", {51, 1});
    k.op("mov_imm", {52, 3});
    k.op("imad", {53, 51, 52, 50}); // linear tid (x + 3y)
    k.op("mov_imm", {54, 13 * 4});
    k.op("imul", {55, 53, 54});
    std::uint32_t slot = 0;
    for (std::uint32_t sr : srs) {
        k.op("mov_sr", {10, sr});
        k.op("device_store_u32", {55, 10});
        k.op("mov_imm", {56, 4});
        k.op("iadd", {55, 55, 56});
        ++slot;
    }
    k.op("halt");
    LaunchConfig cfg = small(4096);
    cfg.grid = {2, 1, 1};
    cfg.waveWidth = 4;
    const Outcome o = run(singleKernel(k, 64, 0, 3, 2, 1), cfg);
    // Workgroup (1,0,0) runs last and overwrites: thread 4 = (1,1,0) is wave 1, lane 0.
    const std::vector<std::uint32_t> t4 = o.words(4 * 13 * 4, 13);
    const std::vector<std::uint32_t> expect = {1, 1, 0, 1, 0, 1, 3, 2, 4, 2, 1, 4, 0};
    EXPECT_EQ(t4, expect);
}

} // namespace
} // namespace wave::emu::test
