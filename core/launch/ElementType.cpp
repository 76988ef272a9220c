#include "launch/ElementType.h"

#include "emu/HalfFloat.h"

#include <bit>
#include <cmath>

namespace wave::launch {

namespace {
struct Row {
    std::string_view name;
    ElementType type;
    std::size_t size;
};
constexpr Row kRows[] = {
    {"u8", ElementType::U8, 1},     {"u16", ElementType::U16, 2}, {"u32", ElementType::U32, 4},
    {"i32", ElementType::I32, 4},   {"f32", ElementType::F32, 4}, {"f16", ElementType::F16, 2},
    {"bf16", ElementType::BF16, 2},
};

// Truncation toward zero, saturating to [lo, hi], NaN -> 0 (the ISA's cvt_*_f32 rule).
std::int64_t saturate(float value, double lo, double hi) {
    if (std::isnan(value))
        return 0;
    const double t = std::trunc(static_cast<double>(value));
    if (t <= lo)
        return static_cast<std::int64_t>(lo);
    if (t >= hi)
        return static_cast<std::int64_t>(hi);
    return static_cast<std::int64_t>(t);
}

void storeLittle(std::uint64_t bits, std::size_t size, std::uint8_t* out) {
    for (std::size_t i = 0; i < size; ++i)
        out[i] = static_cast<std::uint8_t>(bits >> (8 * i));
}
} // namespace

std::optional<ElementType> ElementTypes::parse(std::string_view name) {
    for (const Row& r : kRows)
        if (r.name == name)
            return r.type;
    return std::nullopt;
}

std::size_t ElementTypes::size(ElementType type) {
    for (const Row& r : kRows)
        if (r.type == type)
            return r.size;
    return 4;
}

std::string_view ElementTypes::names() {
    return "u8, u16, u32, i32, f32, f16, bf16";
}

void ElementTypes::encode(ElementType type, float value, std::uint8_t* out) {
    switch (type) {
    case ElementType::U8:
        storeLittle(static_cast<std::uint64_t>(saturate(value, 0, 255)), 1, out);
        return;
    case ElementType::U16:
        storeLittle(static_cast<std::uint64_t>(saturate(value, 0, 65535)), 2, out);
        return;
    case ElementType::U32:
        storeLittle(static_cast<std::uint64_t>(saturate(value, 0, 4294967295.0)), 4, out);
        return;
    case ElementType::I32:
        storeLittle(static_cast<std::uint64_t>(saturate(value, -2147483648.0, 2147483647.0)), 4,
                    out);
        return;
    case ElementType::F32:
        storeLittle(std::bit_cast<std::uint32_t>(value), 4, out);
        return;
    case ElementType::F16:
        storeLittle(emu::f32ToF16(value), 2, out);
        return;
    case ElementType::BF16:
        storeLittle(emu::f32ToBf16(value), 2, out);
        return;
    }
}

} // namespace wave::launch
