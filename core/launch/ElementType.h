#pragma once
// The element TYPEs of --fill-zero / --fill-iota (docs/reference/differences.md §5: the TYPE is
// honoured, unlike the reference, which always writes f32), and the byte encoding of one iota
// element.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace wave::launch {

enum class ElementType { U8, U16, U32, I32, F32, F16, BF16 };

class ElementTypes {
public:
    static std::optional<ElementType> parse(std::string_view name);
    static std::size_t size(ElementType type);
    static std::string_view names(); // "u8, u16, u32, i32, f32, f16, bf16" for messages

    // Writes the iota element `value` (already computed as float(i) * SCALE in f32, as the
    // reference does) as `type`, little-endian, into `out` (size(type) bytes):
    // * f32: the bits; f16: round to nearest even (docs/reference/isa.md §7.4 conversion); bf16:
    //   truncated (the ISA's f32→bf16 rule, docs/reference/differences.md §4);
    // * integers: truncated toward zero and saturated to the type's range, NaN → 0 (the ISA's
    //   cvt rule).
    static void encode(ElementType type, float value, std::uint8_t* out);
};

} // namespace wave::launch
