#pragma once
// Encodes one WAVE v0.4 instruction into another layout, or says exactly why it cannot ("fsin
// needs modifier 8; wave-v0.2-note's modifier field has 3 bits"). Each format of the layout is
// tried in order (an instruction the opcode map lists as extended tries the longer formats
// first); the words of the first that holds every value are the result, otherwise the problems
// of the format that came closest.

#include "isa/Decoder.h"
#include "isa/InstructionInfo.h"
#include "layout/Layout.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace wave::layout {

// One v0.4 instruction with its operand values, by the v0.4 field they occupy.
struct Instance {
    const isa::InstructionInfo* info = nullptr;
    std::array<std::uint64_t, 7> values{}; // indexed by isa::Field (Rd … Imm32)
    std::uint8_t predReg = 0;
    bool predNeg = false;

    // Every operand 0, no guard: what the validator checks for each row of the table.
    static Instance zero(const isa::InstructionInfo& info);
    static Instance fromDecoded(const isa::DecodedInstruction& d);
};

enum class ProblemKind : std::uint8_t {
    NotInMap,     // the layout's opcode map has no such instruction
    Opcode,       // the opcode value does not fit the opcode field
    Modifier,     // the modifier value does not fit (or there is no modifier field)
    MissingField, // an operand has no field to go to
    Register,     // a register number does not fit its field
    Value,        // another value (scope, immediate, predicate) does not fit its field
    Signal,       // the word would read as another format's marker
};

struct Problem {
    ProblemKind kind = ProblemKind::MissingField;
    std::string text;
};

struct Encoded {
    bool ok = false;
    const LayoutFormat* format = nullptr; // the format used, or the one that came closest
    std::vector<std::uint64_t> words;     // one per word of the format (when ok)
    std::uint64_t opcode = 0;             // the values this layout uses for the instruction
    std::uint64_t modifier = 0;
    std::vector<Problem> problems; // empty when ok

    // The problems joined with "; ".
    std::string reason() const;
};

class LayoutEncoder {
public:
    static Encoded encode(const Layout& layout, const Instance& instance);
};

} // namespace wave::layout
