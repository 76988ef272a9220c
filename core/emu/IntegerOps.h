#pragma once
// Internal: integer, bitwise, compare/select and move semantics (docs/reference/isa.md §7.1,
// §7.2, §7.7, §7.12; docs/reference/differences.md §1 fcmp_ge and §4 iclamp).

#include "emu/DecodedProgram.h"
#include "emu/LaneOps.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace wave::emu::detail {

// The executing lanes of one wave-instruction.
struct Lanes {
    std::uint32_t* regs;       // the wave's register block
    const std::uint32_t* mask; // all ones for executing lanes
    std::uint32_t n;           // lanes per row (multiple of kBlock)
};

template <class F>
WAVE_INLINE void alu1(const Lanes& L, const DecodedOp& op, F f) {
    const std::uint32_t* a = L.regs + op.rs1[0];
    writeLanes(L.regs + op.rd[0], L.mask, L.n, [&](std::uint32_t l) { return f(a[l]); });
}
template <class F>
WAVE_INLINE void alu2(const Lanes& L, const DecodedOp& op, F f) {
    const std::uint32_t* a = L.regs + op.rs1[0];
    const std::uint32_t* b = L.regs + op.rs2[0];
    writeLanes(L.regs + op.rd[0], L.mask, L.n, [&](std::uint32_t l) { return f(a[l], b[l]); });
}
template <class F>
WAVE_INLINE void alu3(const Lanes& L, const DecodedOp& op, F f) {
    const std::uint32_t* a = L.regs + op.rs1[0];
    const std::uint32_t* b = L.regs + op.rs2[0];
    const std::uint32_t* c = L.regs + op.rs3[0];
    writeLanes(L.regs + op.rd[0], L.mask, L.n,
               [&](std::uint32_t l) { return f(a[l], b[l], c[l]); });
}

namespace integer {

constexpr std::uint32_t s(std::int32_t v) {
    return static_cast<std::uint32_t>(v);
}
constexpr std::int32_t i(std::uint32_t v) {
    return static_cast<std::int32_t>(v);
}

constexpr std::uint32_t idiv(std::uint32_t a, std::uint32_t b) {
    if (b == 0)
        return 0;
    if (a == 0x80000000u && b == 0xFFFFFFFFu)
        return a; // INT_MIN / -1 = INT_MIN
    return s(i(a) / i(b));
}
constexpr std::uint32_t imod(std::uint32_t a, std::uint32_t b) {
    if (b == 0 || (a == 0x80000000u && b == 0xFFFFFFFFu))
        return 0;
    return s(i(a) % i(b));
}
constexpr std::uint32_t imulHi(std::uint32_t a, std::uint32_t b) {
    return static_cast<std::uint32_t>((std::uint64_t(a) * b) >> 32);
}
constexpr std::uint32_t iabs(std::uint32_t a) {
    return i(a) < 0 ? 0u - a : a;
}
constexpr std::uint32_t imin(std::uint32_t a, std::uint32_t b) {
    return i(b) < i(a) ? b : a;
}
constexpr std::uint32_t imax(std::uint32_t a, std::uint32_t b) {
    return i(b) > i(a) ? b : a;
}
// docs/reference/differences.md §4: min(max(x, lo), hi), also when lo > hi (the reference panics).
constexpr std::uint32_t iclamp(std::uint32_t x, std::uint32_t lo, std::uint32_t hi) {
    const std::uint32_t t = i(x) < i(lo) ? lo : x;
    return i(t) > i(hi) ? hi : t;
}
constexpr std::uint32_t bitfind(std::uint32_t a) {
    return a == 0 ? 0xFFFFFFFFu : static_cast<std::uint32_t>(std::countl_zero(a));
}
constexpr std::uint32_t bitrev(std::uint32_t a) {
    a = ((a >> 1) & 0x55555555u) | ((a & 0x55555555u) << 1);
    a = ((a >> 2) & 0x33333333u) | ((a & 0x33333333u) << 2);
    a = ((a >> 4) & 0x0F0F0F0Fu) | ((a & 0x0F0F0F0Fu) << 4);
    a = ((a >> 8) & 0x00FF00FFu) | ((a & 0x00FF00FFu) << 8);
    return (a >> 16) | (a << 16);
}
constexpr std::uint32_t bfe(std::uint32_t a, std::uint32_t offset, std::uint32_t width) {
    const std::uint32_t off = offset & 31u, w = width & 31u;
    return w == 0 ? 0u : (a >> off) & ((1u << w) - 1u);
}
constexpr std::uint32_t bfi(std::uint32_t base, std::uint32_t ins, std::uint32_t offset,
                            std::uint32_t width) {
    const std::uint32_t off = offset & 31u, w = width & 31u;
    if (w == 0)
        return base;
    const std::uint32_t mask = ((1u << w) - 1u) << off;
    return (base & ~mask) | ((ins << off) & mask);
}

} // namespace integer

WAVE_INLINE void bfiOp(const Lanes& L, const DecodedOp& op) {
    const std::uint32_t* a = L.regs + op.rs1[0];
    const std::uint32_t* b = L.regs + op.rs2[0];
    const std::uint32_t* c = L.regs + op.rs3[0];
    const std::uint32_t* e = L.regs + op.rs4;
    writeLanes(L.regs + op.rd[0], L.mask, L.n,
               [&](std::uint32_t l) { return integer::bfi(a[l], b[l], c[l], e[l]); });
}

// Compares write predicate bits of the executing lanes (docs/reference/isa.md §7.7).
template <class F>
WAVE_INLINE void compareOp(WaveState& w, const Lanes& L, const DecodedOp& op, std::uint64_t exec,
                           F f) {
    const std::uint32_t* a = L.regs + op.rs1[0];
    const std::uint32_t* b = L.regs + op.rs2[0];
    const std::uint64_t bits = laneBits(L.n, [&](std::uint32_t l) { return f(a[l], b[l]); });
    std::uint64_t& pd = w.predicates[op.pd];
    pd = (pd & ~exec) | (bits & exec);
}

inline bool fcmp(isa::Predicate cond, std::uint32_t x, std::uint32_t y) {
    using P = isa::Predicate;
    const float a = std::bit_cast<float>(x), b = std::bit_cast<float>(y);
    switch (cond) {
    case P::Eq:
        return a == b;
    case P::Ne:
        return a != b; // true if either is NaN
    case P::Lt:
        return a < b;
    case P::Le:
        return a <= b;
    case P::Gt:
        return a > b;
    case P::Ge:
        return a >= b; // docs/reference/differences.md §1: false if either is NaN
    case P::Ord:
        return !std::isnan(a) && !std::isnan(b);
    case P::Unord:
        return std::isnan(a) || std::isnan(b);
    case P::None:
    case P::Never:
        break;
    }
    return false;
}

// The row's predicate (isa::Predicate) on operands read as the routine says: signed (Icmp),
// unsigned (Ucmp) or f32 (Fcmp). The encodings the table marks Never are always false.
WAVE_INLINE void compare(Handler h, WaveState& w, const Lanes& L, const DecodedOp& op,
                         std::uint64_t exec) {
    using P = isa::Predicate;
    using integer::i;
    if (h == Handler::Fcmp) {
        switch (op.predicate) { // the common conditions get their own loops
        case P::Lt:
            return compareOp(w, L, op, exec, [](auto a, auto b) { return fcmp(P::Lt, a, b); });
        case P::Gt:
            return compareOp(w, L, op, exec, [](auto a, auto b) { return fcmp(P::Gt, a, b); });
        default: {
            const P cond = op.predicate;
            return compareOp(w, L, op, exec, [cond](auto a, auto b) { return fcmp(cond, a, b); });
        }
        }
    }
    const bool sign = h == Handler::Icmp;
    switch (op.predicate) {
    case P::Eq:
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a == b; });
    case P::Ne:
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a != b; });
    case P::Lt:
        if (sign)
            return compareOp(w, L, op, exec, [](auto a, auto b) { return i(a) < i(b); });
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a < b; });
    case P::Le:
        if (sign)
            return compareOp(w, L, op, exec, [](auto a, auto b) { return i(a) <= i(b); });
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a <= b; });
    case P::Gt:
        if (sign)
            return compareOp(w, L, op, exec, [](auto a, auto b) { return i(a) > i(b); });
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a > b; });
    case P::Ge:
        if (sign)
            return compareOp(w, L, op, exec, [](auto a, auto b) { return i(a) >= i(b); });
        return compareOp(w, L, op, exec, [](auto a, auto b) { return a >= b; });
    default: // integers have no ordered/unordered test; Never: always false
        return compareOp(w, L, op, exec, [](auto, auto) { return false; });
    }
}

// select rd, ps, rs1, rs2 (sources in the rs2 / rs3 fields).
WAVE_INLINE void selectOp(const WaveState& w, const Lanes& L, const DecodedOp& op) {
    const std::uint64_t p = w.predicates[op.ps];
    const std::uint32_t* a = L.regs + op.rs2[0];
    const std::uint32_t* b = L.regs + op.rs3[0];
    writeLanes(L.regs + op.rd[0], L.mask, L.n,
               [&](std::uint32_t l) { return ((p >> l) & 1u) ? a[l] : b[l]; });
}

} // namespace wave::emu::detail
