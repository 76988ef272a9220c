#pragma once
// The f32 encoding of a float literal in mov_imm (docs/reference/differences.md §2.2: IEEE binary32
// bits, round to nearest even, instead of the reference's low 32 bits of the double).

#include <cstdint>
#include <string_view>

namespace wave::assembler {

class FloatLiteral {
public:
    // `literal` has the syntax of docs/reference/assembly.md §1.1 (`-1.5e-3`, `1_000.5`, `1.`);
    // underscores are ignored. Too large gives ±infinity, too small ±0, as rounding to nearest
    // does. Independent of the C locale.
    static std::uint32_t binary32Bits(std::string_view literal);
};

} // namespace wave::assembler
