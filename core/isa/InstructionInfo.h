#pragma once
// One row of the WAVE v0.4 instruction table (docs/reference/isa.md §5). Plain data: the assembler,
// decoder, disassembler, emulator and editor all read these rows; nothing else lists instructions.

#include "isa/Semantic.h"

#include <array>
#include <cstddef>
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

inline constexpr std::size_t kCategoryCount = static_cast<std::size_t>(Category::Misc) + 1;

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

// How the `--trace` line prints an instruction's operands (docs/reference/execution-model.md §14).
// The reference's trace has forms of its own that follow neither the operand list nor the
// disassembler (bit-field ops print none, dsqrt prints three registers, mma a fourth "r0"), so
// each row names its form.
enum class TraceForm : std::uint8_t {
    None,           // no operands
    RdRs1,          // rd, rs1
    RdRs1Rs2,       // rd, rs1, rs2
    RdRs1Rs2Rs3,    // rd, rs1, rs2, rs3
    RdRs1Rs2OptRs3, // rd, rs1, rs2, and rs3 when it is not r0
    PdRs1Rs2,       // pd, rs1, rs2 (compares)
    RdPsRs2Rs3,     // rd, ps (the rs1 field), rs2, rs3 (select)
    Rs1Rs2,         // rs1, rs2 (stores: address, value)
    OptRdRs1Rs2,    // rd when it is not r0, rs1, rs2 (atomics)
    RdPs,           // rd, ps (the rs1 field)
    PdPs,           // pd, ps (the rd and rs1 fields)
    Ps,             // ps (the rs1 field)
    Word1,          // word1 as 0x%08x (call target)
    RdWord1,        // rd, word1 as 0x%08x (mov_imm)
    RdSr,           // rd, sr_N with N the rs1 field (mov_sr)
    RdRs1Rs2R0,     // rd, rs1, rs2, r0 (mma)
};

// A mnemonic's part in structured control flow (docs/reference/isa.md §5.10). The assembler's
// control-flow checker and the editor's block matching, folding and indentation read it.
enum class BlockRole : std::uint8_t {
    None,
    Opens,   // if, loop: opens a block of its kind
    Middle,  // else: ends the first part of the innermost block and opens the second
    Exits,   // break, continue: leave the innermost enclosing block of their kind, at any depth
    Closes,  // endif, endloop
    Barrier, // barrier: every unfinished wave of the workgroup must arrive
};

// Which block an Opens/Middle/Exits/Closes row belongs to.
enum class BlockKind : std::uint8_t { None, If, Loop };

// The condition a compare row computes on its two operands; how they are read (signed,
// unsigned, f32) is the row's semantic. Never: the encoding exists but always yields false.
enum class Predicate : std::uint8_t { None, Eq, Ne, Lt, Le, Gt, Ge, Ord, Unord, Never };

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
    TraceForm traceForm = TraceForm::None;
    // The name the reference's trace gives the row when it is not the mnemonic: "mov" for
    // mov_sr, "<family>_unknown" for encodings the reference decodes but cannot name.
    std::string_view traceMnemonic;
    BlockRole blockRole = BlockRole::None;
    BlockKind blockKind = BlockKind::None;
    Predicate predicate = Predicate::None; // compare rows only

    bool hasWord1() const { return size == 8; }
    StatClass statClass() const { return statClassOf(semantic); }
    std::string_view traceName() const { return traceMnemonic.empty() ? mnemonic : traceMnemonic; }
};

} // namespace wave::isa
