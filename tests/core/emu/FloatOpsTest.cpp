// f32, f64 and conversion semantics (docs/reference/isa.md §7.3, §7.6, §7.8;
// docs/reference/differences.md §4: IEEE fdiv, fround half to even, fclamp with lo > hi).

#include "EmuTestUtil.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

namespace wave::emu::test {
namespace {

constexpr std::uint32_t kDefaultNaN = 0xFFC00000u;
constexpr std::uint32_t kPosInf = 0x7F800000u, kNegInf = 0xFF800000u;
constexpr std::uint32_t kNegZero = 0x80000000u;

std::uint32_t f(float v) {
    return bits(v);
}

TEST(FloatOps, BasicArithmeticIsIeee) {
    EXPECT_EQ(eval("fadd", {f(1.5f), f(2.25f)}), f(3.75f));
    EXPECT_EQ(eval("fsub", {f(1.0f), f(1.0f)}), 0u);
    EXPECT_EQ(eval("fmul", {f(3.0f), f(-0.5f)}), f(-1.5f));
    EXPECT_EQ(eval("fadd", {f(1e-45f), f(1e-45f)}), f(2.8e-45f)); // subnormals preserved
    EXPECT_EQ(eval("fadd", {kPosInf, kNegInf}), kDefaultNaN);
    EXPECT_EQ(eval("fmul", {0, kPosInf}), kDefaultNaN);
    EXPECT_EQ(eval("fadd", {0x7FC00001u, f(1.0f)}), 0x7FC00001u); // NaN propagates
    EXPECT_EQ(eval("fadd", {0x7F800001u, f(1.0f)}), 0x7FC00001u); // quieted
}

TEST(FloatOps, FmaIsFused) {
    const float a = 1.0f + 0x1p-12f, b = 1.0f + 0x1p-12f; // a*b needs 25 bits
    EXPECT_EQ(eval("fma", {f(a), f(b), f(-1.0f)}), f(std::fma(a, b, -1.0f)));
    EXPECT_NE(eval("fma", {f(a), f(b), f(-1.0f)}), f(a * b - 1.0f));
}

TEST(FloatOps, DivisionIsIeee) {
    EXPECT_EQ(eval("fdiv", {f(1.0f), 0}), kPosInf);
    EXPECT_EQ(eval("fdiv", {f(1.0f), kNegZero}), kNegInf);
    EXPECT_EQ(eval("fdiv", {f(-1.0f), 0}), kNegInf);
    EXPECT_EQ(eval("fdiv", {f(-1.0f), kNegZero}), kPosInf);
    EXPECT_EQ(eval("fdiv", {0, 0}), kDefaultNaN);
    EXPECT_TRUE(std::isnan(flt(eval("fdiv", {0x7FC00000u, 0}))));
    EXPECT_EQ(eval("fdiv", {f(1.0f), f(2.0f)}), f(0.5f));
}

TEST(FloatOps, NegAbsTouchOnlyTheSign) {
    EXPECT_EQ(eval("fneg", {0x7FC00001u}), 0xFFC00001u);
    EXPECT_EQ(eval("fabs", {0xFFC00001u}), 0x7FC00001u);
    EXPECT_EQ(eval("fneg", {0}), kNegZero);
}

TEST(FloatOps, MinMaxReturnTheNonNaNOperand) {
    const std::uint32_t nan = 0x7FC00000u;
    EXPECT_EQ(eval("fmin", {nan, f(2.0f)}), f(2.0f));
    EXPECT_EQ(eval("fmin", {f(2.0f), nan}), f(2.0f));
    EXPECT_EQ(eval("fmax", {nan, f(-2.0f)}), f(-2.0f));
    EXPECT_EQ(eval("fmin", {0, kNegZero}), 0u); // equal: first operand
    EXPECT_EQ(eval("fmax", {kNegZero, 0}), kNegZero);
    EXPECT_EQ(eval("fmin", {f(1.0f), f(-3.0f)}), f(-3.0f));
}

TEST(FloatOps, ClampAndSaturate) {
    EXPECT_EQ(eval("fclamp", {f(5.0f), f(0.0f), f(1.0f)}), f(1.0f));
    EXPECT_EQ(eval("fclamp", {0x7FC00000u, f(0.0f), f(1.0f)}), 0x7FC00000u);
    EXPECT_EQ(eval("fclamp", {kNegZero, 0, f(1.0f)}), kNegZero);
    EXPECT_EQ(eval("fclamp", {f(0.5f), f(2.0f), f(-1.0f)}), f(-1.0f)); // lo > hi: hi
    EXPECT_EQ(eval("fclamp", {f(-5.0f), f(1.0f), 0}), 0u);
    EXPECT_EQ(eval("fsat", {f(1.5f)}), f(1.0f));
    EXPECT_EQ(eval("fsat", {f(-1.5f)}), 0u);
    EXPECT_EQ(eval("fsat", {kNegZero}), kNegZero);
}

TEST(FloatOps, UnaryFunctions) {
    EXPECT_EQ(eval("fsqrt", {f(-1.0f)}), kDefaultNaN);
    EXPECT_EQ(eval("fsqrt", {kNegZero}), kNegZero);
    EXPECT_EQ(eval("fsqrt", {f(2.0f)}), f(std::sqrt(2.0f)));
    EXPECT_EQ(eval("frsqrt", {0}), kPosInf);
    EXPECT_EQ(eval("frsqrt", {kNegZero}), kNegInf);
    EXPECT_EQ(eval("frcp", {kNegZero}), kNegInf);
    EXPECT_EQ(eval("ffloor", {f(-1.5f)}), f(-2.0f));
    EXPECT_EQ(eval("fceil", {f(-1.5f)}), f(-1.0f));
    EXPECT_EQ(eval("ftrunc", {f(-1.5f)}), f(-1.0f));
    EXPECT_EQ(eval("ffract", {f(-1.25f)}), f(-0.25f));
    EXPECT_EQ(eval("ffract", {kPosInf}), kDefaultNaN);
    EXPECT_EQ(eval("fsin", {f(1.0f)}), f(0.84147096f));
    EXPECT_EQ(eval("fexp2", {f(3.0f)}), f(8.0f));
    EXPECT_EQ(eval("flog2", {f(8.0f)}), f(3.0f));
    EXPECT_EQ(eval("fcos", {0}), f(1.0f));
}

TEST(FloatOps, RoundIsHalfToEven) {
    EXPECT_EQ(eval("fround", {f(0.5f)}), 0u);
    EXPECT_EQ(eval("fround", {f(1.5f)}), f(2.0f));
    EXPECT_EQ(eval("fround", {f(2.5f)}), f(2.0f));
    EXPECT_EQ(eval("fround", {f(-0.5f)}), kNegZero);
    EXPECT_EQ(eval("fround", {f(-2.5f)}), f(-2.0f));
    EXPECT_EQ(eval("fround", {0x4AFFFFFDu}), f(8388606.0f));
    EXPECT_EQ(eval("fround", {f(1.4f)}), f(1.0f));
}

TEST(FloatOps, ConversionsSaturate) {
    EXPECT_EQ(eval("cvt_f32_i32", {0xFFFFFFFFu}), f(-1.0f));
    EXPECT_EQ(eval("cvt_f32_u32", {0xFFFFFFFFu}), f(4294967296.0f));
    EXPECT_EQ(eval("cvt_f32_i32", {16777217u}), f(16777216.0f)); // round to nearest even
    EXPECT_EQ(eval("cvt_i32_f32", {f(-1.9f)}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("cvt_i32_f32", {f(3e9f)}), 0x7FFFFFFFu);
    EXPECT_EQ(eval("cvt_i32_f32", {f(-3e9f)}), 0x80000000u);
    EXPECT_EQ(eval("cvt_i32_f32", {0x7FC00000u}), 0u);
    EXPECT_EQ(eval("cvt_u32_f32", {f(-0.5f)}), 0u);
    EXPECT_EQ(eval("cvt_u32_f32", {f(-5.0f)}), 0u);
    EXPECT_EQ(eval("cvt_u32_f32", {f(5e9f)}), 0xFFFFFFFFu);
    EXPECT_EQ(eval("cvt_u32_f32", {f(4294967040.0f)}), 4294967040u);
    EXPECT_EQ(eval("cvt_u32_f32", {0xFFC00000u}), 0u);
    EXPECT_EQ(eval("cvt_f32_bf16", {0x12343F80u}), f(1.0f));
    EXPECT_EQ(eval("cvt_bf16_f32", {0x3F80FFFFu}), 0x3F80u); // truncation
}

TEST(FloatOps, DoubleOpsOnPairs) {
    const double a = 1.0 / 3.0, b = 2.5;
    EXPECT_EQ(evalDouble("dadd", {bits(a), bits(b)}), bits(a + b));
    EXPECT_EQ(evalDouble("dsub", {bits(a), bits(b)}), bits(a - b));
    EXPECT_EQ(evalDouble("dmul", {bits(a), bits(b)}), bits(a * b));
    EXPECT_EQ(evalDouble("ddiv", {bits(1.0), bits(0.0)}),
              bits(std::numeric_limits<double>::infinity()));
    EXPECT_EQ(evalDouble("ddiv", {bits(a), bits(b)}), bits(a / b));
    EXPECT_EQ(evalDouble("dsqrt", {bits(2.0)}), bits(std::sqrt(2.0)));
    EXPECT_EQ(evalDouble("dma", {bits(a), bits(b), bits(-0.8)}), bits(std::fma(a, b, -0.8)));
}

TEST(FloatOps, DoubleConversions) {
    // cvt_f32_f64 reads the pair r1:r2; cvt_f64_f32 writes r10 (low) and r11 (high).
    KernelBuilder k;
    const std::uint64_t d = bits(1.0 + 0x1p-30);
    k.op("mov_imm", {1, static_cast<std::uint32_t>(d)});
    k.op("mov_imm", {2, static_cast<std::uint32_t>(d >> 32)});
    k.op("cvt_f32_f64", {10, 1});
    k.op("mov_imm", {3, f(-2.5f)});
    k.op("cvt_f64_f32", {11, 3});
    k.op("mov_imm", {5, 0});
    k.op("mov_imm", {6, 0x47F00000u}); // r5:r6 = 2^128 > FLT_MAX
    k.op("cvt_f32_f64", {13, 5});
    k.op("mov_imm", {20, 0});
    k.op("device_store_u32", {20, 10});
    k.op("mov_imm", {20, 4});
    k.op("device_store_u32", {20, 11});
    k.op("mov_imm", {20, 8});
    k.op("device_store_u32", {20, 12});
    k.op("mov_imm", {20, 12});
    k.op("device_store_u32", {20, 13});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 32, 0, 1, 1, 1), small(64));
    EXPECT_EQ(o.u32(0), f(1.0f));
    const std::uint64_t m = bits(-2.5);
    EXPECT_EQ(o.u32(4), static_cast<std::uint32_t>(m));
    EXPECT_EQ(o.u32(8), static_cast<std::uint32_t>(m >> 32));
    EXPECT_EQ(o.u32(12), kPosInf);
}

} // namespace
} // namespace wave::emu::test
