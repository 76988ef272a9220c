#pragma once
// Decodes instruction words (docs/reference/isa.md §1, §8). Shared by the disassembler, the
// emulator's pre-decoder and the editor's encoding strip.

#include "isa/InstructionInfo.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace wave::isa {

struct DecodedInstruction {
    const InstructionInfo* info = nullptr; // never null after a successful decode
    std::uint32_t word0 = 0;
    std::uint32_t word1 = 0; // 0 when the instruction has no word1
    std::uint8_t size = 4;
    std::uint8_t opcode = 0;
    std::uint8_t rd = 0;
    std::uint8_t rs1 = 0;
    std::uint8_t modifier = 0; // the raw 4-bit field
    std::uint8_t predReg = 0;
    bool predNeg = false;
    std::uint8_t rs2 = 0;
    std::uint8_t rs3 = 0;
    std::uint8_t rs4 = 0;
    std::uint8_t scope = 0;

    // docs/reference/isa.md §3: @p0 is not a guard, @!p0 is.
    bool guarded() const { return predReg != 0 || predNeg; }
};

struct DecodeError {
    enum class Kind {
        EndOfCode,       // fewer than 4 bytes left for word0
        InvalidOpcode,   // opcode not in docs/reference/isa.md §4
        InvalidModifier, // modifier not valid for the opcode
        TruncatedWord1,  // word1 cut off by the end of the slice (the reference crashes here)
    };
    Kind kind = Kind::EndOfCode;
    std::size_t offset = 0;
    std::string message; // the reference text, e.g. "invalid opcode 0x0c at offset 8"
};

class Decoder {
public:
    // Decodes the instruction at `offset` within `slice`. Offsets in error messages are
    // relative to the slice, as in the reference.
    static bool decode(std::span<const std::uint8_t> slice, std::size_t offset,
                       DecodedInstruction& out, DecodeError& error);
};

} // namespace wave::isa
