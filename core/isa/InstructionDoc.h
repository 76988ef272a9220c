#pragma once
// Documentation derived from the instruction table, shared by the editor's hover help and
// encoding strip and by the generated ISA reference: the encoding layout of an instruction,
// where each operand goes, short summaries, and the one list of assembler directives, cache
// hints and scope names with their descriptions. Plain text, no markup; callers add their own.

#include "isa/Encoding.h"
#include "isa/InstructionInfo.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wave::isa {

// One bit field of an instruction's encoding, in display order (word0 high to low bits, then
// word1 high to low bits).
struct EncodingFieldDoc {
    std::string_view name;                // "opcode", "rd", "rs1", "modifier", "guard", "imm" ...
    BitField bits;                        // where it is
    const OperandSpec* operand = nullptr; // the operand placed here, if any
    bool used = false;                    // false: written 0 by the assembler, ignored

    // The operand's role ("pd", "raddr", ...) or empty.
    std::string_view role() const { return operand ? operand->role : std::string_view(); }
};

enum class DirectiveKind : std::uint8_t {
    Directive, // a statement: .kernel, .end, .registers ...
    CacheHint, // after a mnemonic, accepted and ignored: .cached, .uncached, .streaming
    Scope,     // a scope operand: .wave, .workgroup, .device, .system (the dot is optional)
};

struct DirectiveDoc {
    std::string_view name; // without the dot
    DirectiveKind kind = DirectiveKind::Directive;
    std::string_view syntax; // ".registers N"
    std::string_view description;
    std::uint8_t scopeValue = 0; // encoded value for scopes
};

class InstructionDoc {
public:
    // The bit fields of `info`'s encoding (word1 fields only when it has a word1).
    static std::vector<EncodingFieldDoc> encodingFields(const InstructionInfo& info);

    // "word0 bits 23:16", "word1 bits 31:0".
    static std::string bitRange(const BitField& bits);

    // "0x3F" (two upper-case hex digits).
    static std::string hexByte(std::uint8_t value);

    // "opcode 0x00, modifier 0, 8 bytes" (plus the label-pass size when it differs).
    static std::string encodingSummary(const InstructionInfo& info);

    // "rd: word0 bits 23:16; rs1: word0 bits 15:8; rs2: word1 bits 31:24" (empty if none).
    static std::string operandPlacement(const InstructionInfo& info);

    // A note on where a row comes from ("WAVE Studio extension ..."), empty for reference rows.
    static std::string_view originNote(Origin origin);

    // Directives, cache hints and scopes, in docs/reference/assembly.md order.
    static std::span<const DirectiveDoc> directives();
    // By name, with or without the leading dot; nullptr when unknown.
    static const DirectiveDoc* directive(std::string_view name);
};

} // namespace wave::isa
