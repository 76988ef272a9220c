#pragma once
// The parsed form of a WAVE source file (docs/reference/assembly.md §2–§3): a flat list of
// statements whose operands live in one shared array, so a parse allocates a handful of vectors,
// not one per statement. Views point into the source text, which must outlive the ParsedProgram.

#include "asm/Token.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace wave::isa {
struct InstructionInfo;
}

namespace wave::assembler {

enum class OperandType : std::uint8_t {
    Register,         // value = index 0..254
    Predicate,        // value = index 0..3
    NegatedPredicate, // `!pN`, value = index 0..3 (never encodable)
    SpecialRegister,  // value = index (docs/reference/isa.md §2.3)
    Integer,          // value = the literal
    Float,            // text = the literal (underscores included)
    LabelRef,         // text = the name
    Scope,            // value = 0 wave, 1 workgroup, 2 device, 3 system
};

std::string_view operandTypeName(OperandType type);

struct Operand {
    OperandType type = OperandType::Register;
    SourceSpan span;
    std::string_view text; // the operand's source text
    std::int64_t value = 0;
};

enum class StatementKind : std::uint8_t {
    Kernel,        // .kernel NAME (name empty when NAME was malformed: still opens a kernel)
    End,           // .end
    Registers,     // .registers N (the one operand is an Integer)
    LocalMemory,   // .local_memory N
    WorkgroupSize, // .workgroup_size X, Y, Z (three Integer operands)
    Label,         // NAME:
    Instruction,
};

std::string_view statementKindName(StatementKind kind);

struct Statement {
    StatementKind kind = StatementKind::Instruction;
    SourceSpan span;       // the whole statement
    std::string_view name; // kernel name, label name or mnemonic
    SourceSpan nameSpan;
    std::uint32_t firstOperand = 0; // into ParsedProgram::operands
    std::uint32_t operandCount = 0;

    // Instructions only.
    bool hasGuard = false;
    bool guardNegated = false;
    std::uint8_t guardPredicate = 0;
    SourceSpan guardSpan;
    std::string_view cacheHint; // "cached", "uncached", "streaming" or empty (not encoded)

    // Filled in by the assembler's layout pass.
    const isa::InstructionInfo* info = nullptr; // nullptr: unknown mnemonic
    std::uint32_t codeOffset = 0;
    std::int32_t kernel = -1; // index of the enclosing kernel, -1 outside any
    bool failed = false;      // an error was reported for this statement: no follow-ons
};

struct ParsedProgram {
    std::vector<Statement> statements;
    std::vector<Operand> operands;

    const Operand* operandsOf(const Statement& s) const { return operands.data() + s.firstOperand; }
};

} // namespace wave::assembler
