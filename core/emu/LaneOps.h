#pragma once
// Internal: lane loops. Registers are stored lane-contiguous ([register][lane], rows padded to a
// multiple of 8 lanes), so these loops work on blocks of 8 lanes that the compiler turns into
// vector code; inactive lanes are preserved by blending with a per-lane mask.

#include "emu/WaveState.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

// GCC's ivdep pragma (clang ignores it and would warn about an unknown pragma).
#if defined(__GNUC__) && !defined(__clang__)
#define WAVE_IVDEP _Pragma("GCC ivdep")
#else
#define WAVE_IVDEP
#endif

namespace wave::emu::detail {

inline constexpr std::uint32_t kBlock = 8;

#define WAVE_INLINE [[gnu::always_inline]] inline
// Kept out of the engine loop: fault paths, and routines too rare or too large to inline.
#define WAVE_COLD [[gnu::noinline, gnu::cold]] inline
#define WAVE_OUTLINE [[gnu::noinline]] inline

// All-ones for every lane of `mask`, cached in the wave (recomputed only when the mask changes).
WAVE_INLINE const std::uint32_t* laneMask(WaveState& w, std::uint64_t mask, std::uint32_t n) {
    if (w.laneMaskFor != mask) {
        for (std::uint32_t l = 0; l < n; ++l)
            w.laneMask[l] = 0u - static_cast<std::uint32_t>((mask >> l) & 1u);
        w.laneMaskFor = mask;
    }
    return w.laneMask.data();
}

// d[l] = f(l) for the lanes of m. Register rows are either the same row or disjoint (rows are
// laneStride elements apart and loops stay inside a row), so the only dependence between d and
// f's sources is within one lane: ivdep lets the compiler vectorise across lanes.
template <class F>
WAVE_INLINE void writeLanes(std::uint32_t* d, const std::uint32_t* __restrict m, std::uint32_t n,
                            F&& f) {
    WAVE_IVDEP
    for (std::uint32_t l = 0; l < n; ++l) {
        const std::uint32_t r = f(l);
        d[l] = (r & m[l]) | (d[l] & ~m[l]);
    }
}

// Same from precomputed values.
WAVE_INLINE void writeRow(std::uint32_t* d, const std::uint32_t* __restrict m,
                          const std::uint32_t* __restrict values, std::uint32_t n) {
    for (std::uint32_t l = 0; l < n; ++l)
        d[l] = (values[l] & m[l]) | (d[l] & ~m[l]);
}

// Bit l set where f(l) holds, for l < n (n a multiple of kBlock, at most 64: the widest
// wave): a vectorisable compare into 0 / ~0 flags, then packed four lanes at a time.
template <class F>
WAVE_INLINE std::uint64_t laneBits(std::uint32_t n, F&& f) {
    // The loops count groups of four lanes, at most 16, which states the bound for the
    // compiler (for valid n this is the same loop as one over lanes). Even so, in the AVX2
    // build for a run-time n (sanitizer builds, -O2 and up) GCC 12 keeps an unrolled copy of
    // the packing loop for a 17th group that q < quads <= 16 rules out, and warns
    // (-Warray-bounds) that it would read past 64 entries. That copy never runs; the spare
    // group gives it somewhere harmless to point instead of silencing the warning.
    alignas(16) std::uint32_t flags[64 + 4];
    const std::uint32_t quads = std::min<std::uint32_t>(n, 64) / 4;
    WAVE_IVDEP
    for (std::uint32_t l = 0; l < quads * 4; ++l)
        flags[l] = f(l) ? ~0u : 0u;
    std::uint64_t bits = 0;
#if defined(__SSE2__)
    for (std::uint32_t q = 0; q < quads; ++q) {
        const __m128 v =
            _mm_castsi128_ps(_mm_load_si128(reinterpret_cast<const __m128i*>(flags + 4 * q)));
        bits |= std::uint64_t(static_cast<std::uint32_t>(_mm_movemask_ps(v))) << (4 * q);
    }
#else
    for (std::uint32_t l = 0; l < quads * 4; ++l)
        bits |= std::uint64_t(flags[l] & 1u) << l;
#endif
    return bits;
}

inline std::uint32_t lowestLane(std::uint64_t mask) {
    return static_cast<std::uint32_t>(std::countr_zero(mask));
}

} // namespace wave::emu::detail
