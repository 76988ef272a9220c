#include "asm/DiagnosticCodes.h"

#include <array>

namespace wave::assembler {

namespace {
using K = DiagnosticKind;
constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;

// Indexed by DiagnosticKind: keep the order of the enum.
constexpr std::array kInfos = {
    DiagnosticKindInfo{K::UnexpectedCharacter, "E0101", E, "UnexpectedCharacter"},
    DiagnosticKindInfo{K::InvalidDirective, "E0102", E, "InvalidDirective"},
    DiagnosticKindInfo{K::InvalidPredicate, "E0103", E, "InvalidPredicate"},
    DiagnosticKindInfo{K::InvalidSpecialRegister, "E0104", E, "InvalidSpecialRegister"},
    DiagnosticKindInfo{K::InvalidNumber, "E0105", E, "InvalidNumber"},
    DiagnosticKindInfo{K::UnexpectedToken, "E0106", E, "UnexpectedToken"},
    DiagnosticKindInfo{K::UnknownInstruction, "E0107", E, "UnknownInstruction"},
    DiagnosticKindInfo{K::InvalidOperandCount, "E0108", E, "InvalidOperandCount"},
    DiagnosticKindInfo{K::InvalidRegisterIndex, "E0109", E, "InvalidRegisterIndex"},
    DiagnosticKindInfo{K::InvalidPredicateIndex, "E0110", E, "InvalidPredicateIndex"},
    DiagnosticKindInfo{K::ImmediateOutOfRange, "E0111", E, "ImmediateOutOfRange"},
    DiagnosticKindInfo{K::UndefinedLabel, "E0112", E, "UndefinedLabel"},
    DiagnosticKindInfo{K::DuplicateLabel, "E0113", E, "DuplicateLabel"},
    DiagnosticKindInfo{K::ExpectedRegister, "E0114", E, "ExpectedRegister"},
    DiagnosticKindInfo{K::ExpectedImmediate, "E0115", E, "ExpectedImmediate"},
    DiagnosticKindInfo{K::ExpectedLabel, "E0116", E, "ExpectedLabel"},
    DiagnosticKindInfo{K::ExpectedScope, "E0117", E, "ExpectedScope"},
    DiagnosticKindInfo{K::UnclosedKernel, "E0118", E, "UnclosedKernel"},
    DiagnosticKindInfo{K::InstructionOutsideKernel, "E0119", E, "InstructionOutsideKernel"},
    DiagnosticKindInfo{K::NegatedPredicateOperand, "E0120", E, "NegatedPredicateOperand"},
    DiagnosticKindInfo{K::ProgramTooLarge, "E0121", E, "ProgramTooLarge"},
    DiagnosticKindInfo{K::TooManyDiagnostics, "E0199", E, "TooManyDiagnostics"},
    DiagnosticKindInfo{K::GuardP0, "W0201", W, "GuardP0"},
    DiagnosticKindInfo{K::RegisterBeyondCount, "W0202", W, "RegisterBeyondCount"},
    DiagnosticKindInfo{K::RegisterCountTooLarge, "W0203", W, "RegisterCountTooLarge"},
    DiagnosticKindInfo{K::UnclosedBlock, "W0204", W, "UnclosedBlock"},
    DiagnosticKindInfo{K::UnmatchedBlockEnd, "W0205", W, "UnmatchedBlockEnd"},
    DiagnosticKindInfo{K::DivergentBarrier, "W0206", W, "DivergentBarrier"},
    DiagnosticKindInfo{K::OutsideLoop, "W0207", W, "OutsideLoop"},
    DiagnosticKindInfo{K::ControlStackDepth, "W0208", W, "ControlStackDepth"},
};

constexpr bool ordered() {
    for (std::size_t i = 0; i < kInfos.size(); ++i)
        if (static_cast<std::size_t>(kInfos[i].kind) != i)
            return false;
    return true;
}
static_assert(ordered(), "kInfos must follow the order of DiagnosticKind");
} // namespace

const DiagnosticKindInfo& DiagnosticCodes::info(DiagnosticKind kind) {
    return kInfos[static_cast<std::size_t>(kind)];
}

std::span<const DiagnosticKindInfo> DiagnosticCodes::all() {
    return kInfos;
}

} // namespace wave::assembler
