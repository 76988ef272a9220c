#include "asm/Statement.h"

namespace wave::assembler {

std::string_view operandTypeName(OperandType type) {
    switch (type) {
    case OperandType::Register:
        return "Register";
    case OperandType::Predicate:
        return "Predicate";
    case OperandType::NegatedPredicate:
        return "NegatedPredicate";
    case OperandType::SpecialRegister:
        return "SpecialRegister";
    case OperandType::Integer:
        return "Integer";
    case OperandType::Float:
        return "Float";
    case OperandType::LabelRef:
        return "LabelRef";
    case OperandType::Scope:
        return "Scope";
    }
    return "Register";
}

std::string_view statementKindName(StatementKind kind) {
    switch (kind) {
    case StatementKind::Kernel:
        return "Kernel";
    case StatementKind::End:
        return "End";
    case StatementKind::Registers:
        return "Registers";
    case StatementKind::LocalMemory:
        return "LocalMemory";
    case StatementKind::WorkgroupSize:
        return "WorkgroupSize";
    case StatementKind::Label:
        return "Label";
    case StatementKind::Instruction:
        return "Instruction";
    }
    return "Instruction";
}

} // namespace wave::assembler
