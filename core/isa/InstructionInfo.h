#pragma once
// One row of the WAVE v0.4 instruction table (docs/reference/isa.md §5). Plain data: the assembler,
// decoder, disassembler, emulator and editor all read these rows; nothing else lists instructions.

#include "isa/Semantic.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace wave::isa {

enum class Category : std::uint8_t {
    Integer,
    Float,
    Half, // f16 and bf16, scalar and packed
    Double,
    Bitwise,
    Compare,
    Convert,
    Memory,
    Atomic,
    Wave,
    Control,
    Sync,
    Mma,
    Misc,
};

std::string_view categoryName(Category c);

// What the assembler accepts in an operand position.
enum class OperandKind : std::uint8_t {
    Register,        // rN (a special register is accepted too and encodes as its index)
    Predicate,       // pN
    SpecialRegister, // sr_* only (mov_sr)
    Immediate,       // integer or float literal (mov_imm)
    Label,           // call target
    Scope,           // .wave/.workgroup/.device/.system (or bare words)
};

// Where an operand's value is placed in the encoding (docs/reference/isa.md §1).
enum class Field : std::uint8_t {
    Rd,    // word0 bits 23:16
    Rs1,   // word0 bits 15:8
    Rs2,   // word1 bits 31:24
    Rs3,   // word1 bits 23:16
    Rs4,   // word1 bits 15:8
    Scope, // word1 bits 1:0
    Imm32, // the whole word1
};

struct OperandSpec {
    OperandKind kind = OperandKind::Register;
    Field field = Field::Rd;
    std::string_view role; // shown in syntax help: "rd", "raddr", "ps", ...
};

// Where a row comes from.
enum class Origin : std::uint8_t {
    Reference,  // accepted by the reference assembler with this encoding
    Extension,  // accepted by WAVE Studio only (fcmp_ge), or encoded differently on purpose (CAS)
    DecodeOnly, // a valid encoding with no source mnemonic (ucmp_eq, local_load_u128, ...)
};

struct InstructionInfo {
    std::string_view mnemonic;
    Semantic semantic = Semantic::Invalid; // the emulator routine that executes the row
    std::uint8_t opcode = 0;
    std::uint8_t modifier = 0;
    std::uint8_t size = 4; // bytes actually emitted: 4 or 8
    // size the reference label pass assumes (docs/reference/isa.md §5 "Sym")
    std::uint8_t symSize = 4;
    Category category = Category::Misc;
    Origin origin = Origin::Reference;
    std::uint8_t operandCount = 0;
    std::array<OperandSpec, 5> operands{};
    bool optionalRd = false; // atomics: the leading rd operand may be omitted
    std::string_view description;

    bool hasWord1() const { return size == 8; }
    StatClass statClass() const { return statClassOf(semantic); }
};

} // namespace wave::isa
