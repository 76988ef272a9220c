#pragma once
// binary16 and bfloat16 conversions with the reference's rules (docs/reference/isa.md §7.4, §7.5).

#include <bit>
#include <cstdint>

namespace wave::emu {

// Exact. A NaN keeps its payload (shifted left 13) and gets the quiet bit.
inline std::uint32_t f16ToF32Bits(std::uint32_t h) {
    const std::uint32_t sign = (h & 0x8000u) << 16;
    const std::uint32_t exp = (h >> 10) & 0x1Fu;
    const std::uint32_t mant = h & 0x3FFu;
    if (exp == 0x1F)
        return sign | 0x7F800000u | (mant << 13) | (mant != 0 ? 0x00400000u : 0u);
    if (exp == 0) // zero or subnormal: mant * 2^-24, exact in f32
        return sign | std::bit_cast<std::uint32_t>(static_cast<float>(mant) * 0x1p-24f);
    return sign | ((exp + 112u) << 23) | (mant << 13);
}

inline float f16ToF32(std::uint32_t h) {
    return std::bit_cast<float>(f16ToF32Bits(h));
}

// Round to nearest even; overflow gives infinity, tiny values subnormals or zero; a NaN keeps
// the top of its payload: sign | 0x7E00 | (mantissa >> 13).
inline std::uint32_t f32ToF16(std::uint32_t x) {
    const std::uint32_t sign = (x >> 16) & 0x8000u;
    const std::uint32_t exp = (x >> 23) & 0xFFu;
    const std::uint32_t mant = x & 0x7FFFFFu;
    if (exp == 0xFF)
        return sign | (mant != 0 ? 0x7E00u | (mant >> 13) : 0x7C00u);
    const int e = static_cast<int>(exp) - 127;
    if (e > 15)
        return sign | 0x7C00u;
    if (e >= -14) {
        std::uint32_t h = (static_cast<std::uint32_t>(e + 15) << 10) | (mant >> 13);
        const std::uint32_t rest = mant & 0x1FFFu;
        if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
            ++h; // a carry into the exponent correctly yields the next binade or infinity
        return sign | h;
    }
    if (e < -25)
        return sign;
    // Subnormal result in units of 2^-24: significand * 2^(e + 1).
    const std::uint32_t m = mant | 0x800000u;
    const int shift = -(e + 1); // 14..24
    std::uint32_t h = m >> shift;
    const std::uint32_t rest = m & ((1u << shift) - 1u);
    const std::uint32_t half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u)))
        ++h;
    return sign | h;
}

inline std::uint32_t f32ToF16(float f) {
    return f32ToF16(std::bit_cast<std::uint32_t>(f));
}

inline float bf16ToF32(std::uint32_t b) {
    return std::bit_cast<float>((b & 0xFFFFu) << 16);
}

// Truncation (no rounding).
inline std::uint32_t f32ToBf16(float f) {
    return std::bit_cast<std::uint32_t>(f) >> 16;
}

} // namespace wave::emu
