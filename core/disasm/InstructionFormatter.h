#pragma once
// The text of one decoded instruction in the reference listing format
// (docs/reference/container.md §8.3). Every mnemonic and operand comes from the instruction's table
// row (isa::InstructionTable); only the listing's few special rules live here: the guard prefix,
// scopes glued to the mnemonic, atomics without rd, mov_sr shown as `mov`, mov_imm values and `call
// loc_XXXX`.

#include "isa/Decoder.h"

#include <cstdint>
#include <string>

namespace wave::disasm {

enum class Syntax : std::uint8_t {
    // The reference listing (docs/reference/container.md §8.3), what wave-dis prints.
    Listing,
    // Assembler input with the same bytes where the listing loses information: every guard
    // (`@!p0` too) and scopes as operands (`atomic_add r1, r2, r3, .device`). Encodings that
    // have no source spelling (sr_unknown, decode-only rows such as ucmp_eq) print as in the
    // listing.
    Source,
};

class InstructionFormatter {
public:
    // Appends the text of `d` (which must come from a successful decode) to `out`.
    static void append(const isa::DecodedInstruction& d, std::string& out,
                       Syntax syntax = Syntax::Listing);
    static std::string text(const isa::DecodedInstruction& d, Syntax syntax = Syntax::Listing);

    // The label the listing gives a call target: `loc_%04X` (upper-case hex, at least 4 digits),
    // the same name in the `call` operand and in the label line.
    static void appendLabel(std::uint64_t target, std::string& out);

    // Helpers shared with the listing formatter.
    static void appendDecimal(std::uint64_t value, std::string& out);
    static void appendHex(std::uint64_t value, int minDigits, std::string& out); // upper case
};

} // namespace wave::disasm
