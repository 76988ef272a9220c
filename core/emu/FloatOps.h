#pragma once
// Internal: f32, f64 and conversion semantics (docs/reference/isa.md §7.3, §7.6, §7.8;
// docs/reference/differences.md §4: IEEE fdiv, fround half to even, fclamp with lo > hi). x86-64
// float arithmetic gives the reference's invalid-operation NaN (0xFFC00000) and quiets a single NaN
// operand; which of two NaN operands survives is decided here explicitly (arith, fused), never left
// to the compiler, so that the AVX2 and the portable loops agree at every wave width
// (tests/core/emu/ FloatLoopsDiffTest.cpp, tests/data/golden/float-matrix).

#include "emu/HalfFloat.h"
#include "emu/IntegerOps.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>

namespace wave::emu::detail {

namespace fp {

WAVE_INLINE float f(std::uint32_t v) {
    return std::bit_cast<float>(v);
}
WAVE_INLINE std::uint32_t u(float v) {
    return std::bit_cast<std::uint32_t>(v);
}

// An unordered self-compare: one vector instruction per 8 lanes (never folded away: the build
// has no -ffast-math).
WAVE_INLINE bool isNaN(std::uint32_t v) {
    return std::isnan(f(v));
}
WAVE_INLINE std::uint32_t quiet(std::uint32_t v) {
    return v | 0x00400000u;
}

// `a op b` with the reference's NaN choice: a's NaN (quieted), else b's. Compilers treat + and
// * as commutative and swap the operands at will (vectorised loops do), while x86 returns its
// first source's NaN; so the result is taken from the hardware only when a is not a NaN (then
// at most one operand is, and the order cannot matter).
template <class Op>
WAVE_INLINE std::uint32_t arith(std::uint32_t a, std::uint32_t b, Op op) {
    const std::uint32_t r = u(op(f(a), f(b)));
    return isNaN(a) ? quiet(a) : r;
}
// fma(a, b, c) with the reference's choice (float-matrix/README.md: the recording host's FMA
// instruction): b's NaN, then a's, then c's, quieted.
WAVE_INLINE std::uint32_t fused(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    // With neither a nor b a NaN, the FMA instruction's result is right whatever operand order
    // the compiler chose: c's NaN quieted, or none. (Checking c too would cost the ALU bench
    // 5% more instructions; it matters only on CPUs without FMA, where glibc's software fmaf
    // gives inf * 0 + NaN the default NaN, and where the portable loop is the only loop.)
    const std::uint32_t r = u(std::fma(f(a), f(b), f(c)));
    const std::uint32_t first = isNaN(b) ? b : a;
    return isNaN(first) ? quiet(first) : r;
}
// floor, ceil and trunc return a NaN unchanged, a signalling one too (the reference's libm
// does; SSE4.1 rounding instructions would quiet it).
template <class Op>
WAVE_INLINE std::uint32_t integral(std::uint32_t a, Op op) {
    const std::uint32_t r = u(op(f(a)));
    return isNaN(a) ? a : r;
}

WAVE_INLINE std::uint32_t ffract(std::uint32_t a) {
    return arith(a, integral(a, [](float x) { return std::trunc(x); }), std::minus());
}

inline std::uint32_t fmin(std::uint32_t x, std::uint32_t y) {
    const float a = f(x), b = f(y);
    if (std::isnan(a))
        return y;
    if (std::isnan(b))
        return x;
    return b < a ? y : x;
}
inline std::uint32_t fmax(std::uint32_t x, std::uint32_t y) {
    const float a = f(x), b = f(y);
    if (std::isnan(a))
        return y;
    if (std::isnan(b))
        return x;
    return b > a ? y : x;
}
// min(max(x, lo), hi) by comparisons: NaN x stays NaN, -0 stays -0, lo > hi gives hi.
inline std::uint32_t fclamp(std::uint32_t x, std::uint32_t lo, std::uint32_t hi) {
    const std::uint32_t t = f(x) < f(lo) ? lo : x;
    return f(t) > f(hi) ? hi : t;
}

inline std::uint32_t cvtI32(float a) {
    if (std::isnan(a))
        return 0;
    if (a >= 2147483648.0f)
        return 0x7FFFFFFFu;
    if (a < -2147483648.0f)
        return 0x80000000u;
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(a));
}
inline std::uint32_t cvtU32(float a) {
    if (!(a > -1.0f)) // NaN and values that truncate below zero
        return 0;
    if (a >= 4294967296.0f)
        return 0xFFFFFFFFu;
    return static_cast<std::uint32_t>(a);
}

WAVE_INLINE double d(std::uint32_t lo, std::uint32_t hi) {
    return std::bit_cast<double>((std::uint64_t(hi) << 32) | lo);
}
WAVE_INLINE double quiet(double v) {
    return std::bit_cast<double>(std::bit_cast<std::uint64_t>(v) | 0x0008000000000000u);
}
// The f64 forms of arith and fused.
template <class Op>
WAVE_INLINE double arith(double a, double b, Op op) {
    const double r = op(a, b);
    return std::isnan(a) ? quiet(a) : r;
}
WAVE_INLINE double fused(double a, double b, double c) {
    const double r = std::fma(a, b, c);
    const double first = std::isnan(b) ? b : a;
    return std::isnan(first) ? quiet(first) : r;
}

} // namespace fp

template <class F>
WAVE_INLINE void f32Unary(const Lanes& L, const DecodedOp& op, F f) {
    alu1(L, op, [&](std::uint32_t a) { return fp::u(f(fp::f(a))); });
}
template <class F>
WAVE_INLINE void f32Binary(const Lanes& L, const DecodedOp& op, F f) {
    alu2(L, op, [&](std::uint32_t a, std::uint32_t b) { return fp::arith(a, b, f); });
}

// f64 on register pairs: every lane reads its sources, then rd = low, rd+1 = high.
template <class F>
WAVE_INLINE void f64Op(const Lanes& L, const DecodedOp& op, F f) {
    std::uint32_t lo[64], hi[64];
    const std::uint32_t *a0 = L.regs + op.rs1[0], *a1 = L.regs + op.rs1[1];
    const std::uint32_t *b0 = L.regs + op.rs2[0], *b1 = L.regs + op.rs2[1];
    const std::uint32_t *c0 = L.regs + op.rs3[0], *c1 = L.regs + op.rs3[1];
    for (std::uint32_t l = 0; l < L.n; ++l) {
        const std::uint64_t r = std::bit_cast<std::uint64_t>(
            f(fp::d(a0[l], a1[l]), fp::d(b0[l], b1[l]), fp::d(c0[l], c1[l])));
        lo[l] = static_cast<std::uint32_t>(r);
        hi[l] = static_cast<std::uint32_t>(r >> 32);
    }
    writeRow(L.regs + op.rd[0], L.mask, lo, L.n);
    writeRow(L.regs + op.rd[1], L.mask, hi, L.n);
}

WAVE_OUTLINE void doubleOp(Handler h, const Lanes& L, const DecodedOp& op) {
    switch (h) {
    case Handler::Dadd:
        return f64Op(L, op,
                     [](double a, double b, double) { return fp::arith(a, b, std::plus()); });
    case Handler::Dsub:
        return f64Op(L, op,
                     [](double a, double b, double) { return fp::arith(a, b, std::minus()); });
    case Handler::Dmul:
        return f64Op(L, op,
                     [](double a, double b, double) { return fp::arith(a, b, std::multiplies()); });
    case Handler::Dma:
        return f64Op(L, op, [](double a, double b, double x) { return fp::fused(a, b, x); });
    case Handler::Ddiv:
        return f64Op(L, op,
                     [](double a, double b, double) { return fp::arith(a, b, std::divides()); });
    default:
        return f64Op(L, op, [](double a, double, double) { return std::sqrt(a); });
    }
}

// docs/reference/isa.md §7.8 (modifier = conversion kind).
WAVE_OUTLINE void convert(const Lanes& L, const DecodedOp& op) {
    switch (op.modifier) {
    case 0:
        return alu1(L, op, [](std::uint32_t a) { return fp::u(float(std::int32_t(a))); });
    case 1:
        return alu1(L, op, [](std::uint32_t a) { return fp::u(float(a)); });
    case 2:
        return alu1(L, op, [](std::uint32_t a) { return fp::cvtI32(fp::f(a)); });
    case 3:
        return alu1(L, op, [](std::uint32_t a) { return fp::cvtU32(fp::f(a)); });
    case 4:
        return alu1(L, op, [](std::uint32_t a) { return f16ToF32Bits(a & 0xFFFFu); });
    case 5:
        return alu1(L, op, [](std::uint32_t a) { return f32ToF16(a); });
    case 6: {
        const std::uint32_t *lo = L.regs + op.rs1[0], *hi = L.regs + op.rs1[1];
        return writeLanes(L.regs + op.rd[0], L.mask, L.n, [&](std::uint32_t l) {
            return fp::u(static_cast<float>(fp::d(lo[l], hi[l])));
        });
    }
    case 7: { // f32 -> f64: rd+1 = high first, then rd = low
        std::uint32_t lo[64], hi[64];
        const std::uint32_t* a = L.regs + op.rs1[0];
        for (std::uint32_t l = 0; l < L.n; ++l) {
            const std::uint64_t r = std::bit_cast<std::uint64_t>(double(fp::f(a[l])));
            lo[l] = static_cast<std::uint32_t>(r);
            hi[l] = static_cast<std::uint32_t>(r >> 32);
        }
        writeRow(L.regs + op.rd[1], L.mask, hi, L.n);
        writeRow(L.regs + op.rd[0], L.mask, lo, L.n);
        return;
    }
    case 8:
        return alu1(L, op, [](std::uint32_t a) { return (a & 0xFFFFu) << 16; });
    default:
        return alu1(L, op, [](std::uint32_t a) { return a >> 16; });
    }
}

} // namespace wave::emu::detail
