#pragma once
// The stable codes of every assembler diagnostic. A code never changes meaning, so the UI can
// translate by code and tests can match by code. Errors are E01xx (the first 19 are the
// reference's catalogue, docs/reference/assembly.md §7, in its order); warnings are W02xx
// (docs/reference/differences.md §1).

#include "asm/Diagnostic.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace wave::assembler {

enum class DiagnosticKind : std::uint8_t {
    // Errors of the reference catalogue (message texts in docs/reference/assembly.md §7).
    UnexpectedCharacter,      // E0101
    InvalidDirective,         // E0102
    InvalidPredicate,         // E0103
    InvalidSpecialRegister,   // E0104
    InvalidNumber,            // E0105
    UnexpectedToken,          // E0106
    UnknownInstruction,       // E0107
    InvalidOperandCount,      // E0108
    InvalidRegisterIndex,     // E0109
    InvalidPredicateIndex,    // E0110
    ImmediateOutOfRange,      // E0111
    UndefinedLabel,           // E0112
    DuplicateLabel,           // E0113
    ExpectedRegister,         // E0114
    ExpectedImmediate,        // E0115
    ExpectedLabel,            // E0116
    ExpectedScope,            // E0117
    UnclosedKernel,           // E0118
    InstructionOutsideKernel, // E0119
    // Errors of WAVE Studio only.
    NegatedPredicateOperand, // E0120 `break !p1`: no encoding has a negated source predicate
    ProgramTooLarge,         // E0121 code section beyond the 32-bit offsets of .wbin
    TooManyDiagnostics,      // E0199 the list was cut (closing note)
    // Warnings.
    GuardP0,               // W0201 `@p0` encodes as no guard
    RegisterBeyondCount,   // W0202 register index >= .registers
    RegisterCountTooLarge, // W0203 .registers above 255
    UnclosedBlock,         // W0204 if/loop still open at .end
    UnmatchedBlockEnd,     // W0205 else/endif/endloop without its opener
    DivergentBarrier,      // W0206 barrier under divergent control flow
    OutsideLoop,           // W0207 break/continue outside any loop
    ControlStackDepth,     // W0208 nesting deeper than the 32-frame control stack
};

struct DiagnosticKindInfo {
    DiagnosticKind kind;
    std::string_view code; // "E0107"
    Severity severity;
    std::string_view name; // "UnknownInstruction"
};

class DiagnosticCodes {
public:
    static const DiagnosticKindInfo& info(DiagnosticKind kind);
    static std::span<const DiagnosticKindInfo> all();
};

} // namespace wave::assembler
