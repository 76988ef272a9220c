// binary16 / bfloat16 conversions and arithmetic (docs/reference/isa.md §7.4, §7.5).

#include "EmuTestUtil.h"
#include "emu/HalfFloat.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

TEST(HalfFloat, WidenIsExact) {
    EXPECT_EQ(f16ToF32Bits(0x3C00u), bits(1.0f));
    EXPECT_EQ(f16ToF32Bits(0xC000u), bits(-2.0f));
    EXPECT_EQ(f16ToF32Bits(0x0001u), bits(0x1p-24f)); // smallest subnormal
    EXPECT_EQ(f16ToF32Bits(0x03FFu), bits(1023.0f * 0x1p-24f));
    EXPECT_EQ(f16ToF32Bits(0x8000u), 0x80000000u);
    EXPECT_EQ(f16ToF32Bits(0x7C00u), 0x7F800000u);
    EXPECT_EQ(f16ToF32Bits(0xFC00u), 0xFF800000u);
    EXPECT_EQ(f16ToF32Bits(0x7E00u), 0x7FC00000u);
    EXPECT_EQ(f16ToF32Bits(0x7C01u), 0x7FC02000u); // signalling: quiet bit set, payload << 13
}

TEST(HalfFloat, NarrowRoundsToNearestEven) {
    EXPECT_EQ(f32ToF16(1.0f), 0x3C00u);
    EXPECT_EQ(f32ToF16(65504.0f), 0x7BFFu);
    EXPECT_EQ(f32ToF16(65520.0f), 0x7C00u); // halfway to 65536: rounds up to inf
    EXPECT_EQ(f32ToF16(65519.0f), 0x7BFFu);
    EXPECT_EQ(f32ToF16(1e10f), 0x7C00u);
    EXPECT_EQ(f32ToF16(-1e10f), 0xFC00u);
    EXPECT_EQ(f32ToF16(1.0f + 0x1p-11f), 0x3C00u);     // tie: even
    EXPECT_EQ(f32ToF16(1.0f + 3 * 0x1p-11f), 0x3C02u); // tie: even (up)
    EXPECT_EQ(f32ToF16(0x1p-24f), 0x0001u);
    EXPECT_EQ(f32ToF16(0x1p-25f), 0x0000u); // tie between 0 and 1 ulp: even
    EXPECT_EQ(f32ToF16(0x1.8p-25f), 0x0001u);
    EXPECT_EQ(f32ToF16(0x1p-26f), 0x0000u);
    EXPECT_EQ(f32ToF16(-0x1p-24f), 0x8001u);
    EXPECT_EQ(f32ToF16(0x1.ffcp-15f), 0x0400u); // rounds up into the normal range
    EXPECT_EQ(f32ToF16(0x7FC00000u), 0x7E00u);
    EXPECT_EQ(f32ToF16(0xFF800001u), 0xFE00u); // NaN keeps sign, gets the quiet bit
    EXPECT_EQ(f32ToF16(0x7FBFE000u), 0x7FFFu); // payload top bits kept
}

TEST(HalfFloat, Bf16TruncatesAndWidensExactly) {
    EXPECT_EQ(f32ToBf16(1.0f), 0x3F80u);
    EXPECT_EQ(f32ToBf16(flt(0x3F80FFFFu)), 0x3F80u);
    EXPECT_EQ(f32ToBf16(flt(0x7F800001u)), 0x7F80u); // NaN payload only in low bits: inf
    EXPECT_EQ(bits(bf16ToF32(0xBF80u)), bits(-1.0f));
}

TEST(HalfOps, ScalarF16ZeroExtends) {
    EXPECT_EQ(eval("hadd", {0xFFFF3C00u, 0x3C00u}), 0x4000u); // 1 + 1, upper half ignored
    EXPECT_EQ(eval("hsub", {0x3C00u, 0x4000u}), 0xBC00u);
    EXPECT_EQ(eval("hmul", {0x7BFFu, 0x4000u}), 0x7C00u); // overflow to inf
    EXPECT_EQ(eval("hmul", {0x0001u, 0x3800u}), 0x0000u); // 2^-25: tie to even = 0
    EXPECT_EQ(eval("hma", {0x3C00u, 0x3C00u, 0xBC00u}), 0u);
}

TEST(HalfOps, PackedF16WorksOnBothHalves) {
    EXPECT_EQ(eval("hadd2", {0x40003C00u, 0x3C003C00u}), 0x42004000u); // (2+1, 1+1)
    EXPECT_EQ(eval("hmul2", {0xC0004000u, 0x40004000u}), 0xC4004400u); // (-4, 4)
    EXPECT_EQ(eval("hma2", {0x3C003C00u, 0x40004000u, 0x3C00BC00u}), 0x42003C00u);
}

TEST(HalfOps, Bf16ArithmeticTruncates) {
    EXPECT_EQ(eval("badd", {0x3F80u, 0x3F80u}), 0x4000u);
    EXPECT_EQ(eval("bsub", {0x3F80u, 0x4000u}), 0xBF80u);
    // 1.0078125 * 1.0078125 = 1.01568..., truncated to 1.015625 (0x3F82)
    EXPECT_EQ(eval("bmul", {0x3F81u, 0x3F81u}), 0x3F82u);
    EXPECT_EQ(eval("bma", {0x3F80u, 0x4000u, 0x3F80u}), 0x4040u);
    EXPECT_EQ(eval("badd2", {0x3F804000u, 0x3F803F80u}), 0x40004040u);
    EXPECT_EQ(eval("bmul2", {0x40003F80u, 0x40004000u}), 0x40804000u);
    EXPECT_EQ(eval("bma2", {0x3F803F80u, 0x3F803F80u, 0x3F803F80u}), 0x40004000u);
}

TEST(HalfOps, Conversions) {
    EXPECT_EQ(eval("cvt_f32_f16", {0xABCD3C00u}), bits(1.0f));
    EXPECT_EQ(eval("cvt_f16_f32", {bits(-2.0f)}), 0xC000u);
    EXPECT_EQ(eval("cvt_f16_f32", {bits(1e-8f)}), 0x0000u);
    EXPECT_EQ(eval("cvt_f16_f32", {bits(6e-8f)}), 0x0001u);
}

} // namespace
} // namespace wave::emu::test
