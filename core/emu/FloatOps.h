#pragma once
// Internal: f32, f64 and conversion semantics (ISA.md §7.3, §7.6, §7.8; COMPATIBILITY.md §4:
// IEEE fdiv, fround half to even, fclamp with lo > hi). Plain float arithmetic on x86-64 gives
// the reference's NaN patterns (default NaN 0xFFC00000, first NaN operand propagates).

#include "emu/HalfFloat.h"
#include "emu/IntegerOps.h"

#include <bit>
#include <cmath>
#include <cstdint>

namespace wave::emu::detail {

namespace fp {

WAVE_INLINE float f(std::uint32_t v) {
    return std::bit_cast<float>(v);
}
WAVE_INLINE std::uint32_t u(float v) {
    return std::bit_cast<std::uint32_t>(v);
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
inline float ffract(float a) {
    return a - std::trunc(a);
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

} // namespace fp

template <class F>
WAVE_INLINE void f32Unary(const Lanes& L, const DecodedOp& op, F f) {
    alu1(L, op, [&](std::uint32_t a) { return fp::u(f(fp::f(a))); });
}
template <class F>
WAVE_INLINE void f32Binary(const Lanes& L, const DecodedOp& op, F f) {
    alu2(L, op, [&](std::uint32_t a, std::uint32_t b) { return fp::u(f(fp::f(a), fp::f(b))); });
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
        return f64Op(L, op, [](double a, double b, double) { return a + b; });
    case Handler::Dsub:
        return f64Op(L, op, [](double a, double b, double) { return a - b; });
    case Handler::Dmul:
        return f64Op(L, op, [](double a, double b, double) { return a * b; });
    case Handler::Dma:
        return f64Op(L, op, [](double a, double b, double x) { return std::fma(a, b, x); });
    case Handler::Ddiv:
        return f64Op(L, op, [](double a, double b, double) { return a / b; });
    default:
        return f64Op(L, op, [](double a, double, double) { return std::sqrt(a); });
    }
}

// ISA.md §7.8 (modifier = conversion kind).
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
