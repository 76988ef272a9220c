#pragma once
// Internal: f16 and bf16 arithmetic (docs/reference/isa.md §7.4, §7.5): operands are widened to
// f32, the operation runs in f32 (fused for the multiply-add forms) and the result is narrowed: f16
// with round to nearest even, bf16 by truncation. Scalar forms use the low half and zero-extend;
// packed forms treat bits 15:0 and 31:16 independently.

#include "emu/FloatOps.h"
#include "emu/HalfFloat.h"

#include <cmath>
#include <cstdint>
#include <functional>

namespace wave::emu::detail {

struct F16Format {
    static float widen(std::uint32_t h) { return f16ToF32(h & 0xFFFFu); }
    static std::uint32_t narrow(float v) { return f32ToF16(v); }
};
struct Bf16Format {
    static float widen(std::uint32_t h) { return bf16ToF32(h); }
    static std::uint32_t narrow(float v) { return f32ToBf16(v); }
};

// op: 0 add, 1 sub, 2 mul, 3 fused multiply-add. The NaN choice is f32's (fp::arith, fp::fused).
template <class Fmt>
inline std::uint32_t halfScalar(int op, std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    const std::uint32_t x = fp::u(Fmt::widen(a)), y = fp::u(Fmt::widen(b));
    switch (op) {
    case 0:
        return Fmt::narrow(fp::f(fp::arith(x, y, std::plus())));
    case 1:
        return Fmt::narrow(fp::f(fp::arith(x, y, std::minus())));
    case 2:
        return Fmt::narrow(fp::f(fp::arith(x, y, std::multiplies())));
    default:
        return Fmt::narrow(fp::f(fp::fused(x, y, fp::u(Fmt::widen(c)))));
    }
}

template <class Fmt>
inline std::uint32_t halfPacked(int op, std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    const std::uint32_t lo = halfScalar<Fmt>(op, a, b, c);
    const std::uint32_t hi = halfScalar<Fmt>(op, a >> 16, b >> 16, c >> 16);
    return (lo & 0xFFFFu) | (hi << 16);
}

// The halfScalar operation of a routine: 0 add, 1 sub, 2 mul, 3 fused multiply-add.
constexpr int halfOperation(Handler h) {
    switch (h) {
    case Handler::Hadd:
    case Handler::Hadd2:
    case Handler::Badd:
    case Handler::Badd2:
        return 0;
    case Handler::Hsub:
    case Handler::Bsub:
        return 1;
    case Handler::Hmul:
    case Handler::Hmul2:
    case Handler::Bmul:
    case Handler::Bmul2:
        return 2;
    default:
        return 3;
    }
}

WAVE_OUTLINE void halfOp(Handler h, const Lanes& L, const DecodedOp& op) {
    const int k = halfOperation(h);
    switch (h) {
    case Handler::Hadd:
    case Handler::Hsub:
    case Handler::Hmul:
    case Handler::Hma:
        return alu3(L, op,
                    [k](auto a, auto b, auto c) { return halfScalar<F16Format>(k, a, b, c); });
    case Handler::Hadd2:
    case Handler::Hmul2:
    case Handler::Hma2:
        return alu3(L, op,
                    [k](auto a, auto b, auto c) { return halfPacked<F16Format>(k, a, b, c); });
    case Handler::Badd:
    case Handler::Bsub:
    case Handler::Bmul:
    case Handler::Bma:
        return alu3(L, op,
                    [k](auto a, auto b, auto c) { return halfScalar<Bf16Format>(k, a, b, c); });
    default:
        return alu3(L, op,
                    [k](auto a, auto b, auto c) { return halfPacked<Bf16Format>(k, a, b, c); });
    }
}

} // namespace wave::emu::detail
