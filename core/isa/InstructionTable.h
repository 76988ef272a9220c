#pragma once
// The one table of WAVE instructions and the opcode groups derived from it
// (docs/reference/isa.md §4–§5, §8). Adding an instruction means adding one row in
// InstructionTable.cpp naming its semantic routine (isa/Semantic.h; a new routine adds its line
// there and its case in the emulator's dispatch) and its trace form, block role and compare
// predicate where it has them. Opcode validity, modifier validation and word1 presence follow
// from the rows.

#include "isa/InstructionInfo.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace wave::isa {

// One opcode value of docs/reference/isa.md §4: its internal name (used in decoder errors), how
// many modifiers it validates, and which modifiers carry a word1 (the last two from its rows).
struct OpcodeGroup {
    std::uint8_t opcode = 0;
    std::string_view name;            // "Iadd", "FUnaryOps", ... (docs/reference/isa.md §8)
    std::uint8_t modifierCount = 0;   // 0: the modifier is ignored (any value decodes)
    std::uint16_t word1Modifiers = 0; // bit m set: modifier m has a word1 (0xFFFF: always)

    bool validatesModifier() const { return modifierCount != 0; }
    bool hasWord1(std::uint8_t modifier) const { return (word1Modifiers >> (modifier & 0xF)) & 1u; }
};

class InstructionTable {
public:
    // Every row, in docs/reference/isa.md order (reference rows, extensions and decode-only rows).
    static std::span<const InstructionInfo> all();

    // The row a source mnemonic names, or nullptr. Decode-only rows are not found here.
    static const InstructionInfo* byMnemonic(std::string_view mnemonic);

    // The row for an encoding, or nullptr when the opcode or modifier is invalid. For opcodes
    // that ignore their modifier, the modifier is ignored here too.
    static const InstructionInfo* byEncoding(std::uint8_t opcode, std::uint8_t modifier);

    // The opcode group, or nullptr for an invalid opcode.
    static const OpcodeGroup* group(std::uint8_t opcode);

    // The mnemonic that plays `role` in blocks of `kind` ("if" for If/Opens, "endloop" for
    // Loop/Closes; the first such row), or empty when no row does.
    static std::string_view blockKeyword(BlockKind kind, BlockRole role);

    // "iadd rd, rs1, rs2" (optional operands in brackets).
    static std::string syntax(const InstructionInfo& info);

    // The source mnemonic closest to `word` (case folded, edit distance under 3; the first row
    // wins a tie) for a "did you mean" hint, or empty when none is that close.
    static std::string suggest(std::string_view word);
};

} // namespace wave::isa
