#include "asm/AstPrinter.h"

#include "asm/DiagnosticSink.h"

namespace wave::assembler {

namespace {
void appendOperand(std::string& out, const Operand& op) {
    out += operandTypeName(op.type);
    out += '(';
    switch (op.type) {
    case OperandType::Register:
        out += 'r' + std::to_string(op.value);
        break;
    case OperandType::Predicate:
        out += 'p' + std::to_string(op.value);
        break;
    case OperandType::NegatedPredicate:
        out += "!p" + std::to_string(op.value);
        break;
    case OperandType::SpecialRegister:
    case OperandType::Float:
    case OperandType::LabelRef:
    case OperandType::Scope:
        out += DiagnosticSink::quote(op.text);
        break;
    case OperandType::Integer:
        out += std::to_string(op.value);
        break;
    }
    out += ')';
}
} // namespace

std::string AstPrinter::print(const ParsedProgram& program) {
    std::string out = "Program (" + std::to_string(program.statements.size()) + " statements)\n";
    for (const Statement& s : program.statements) {
        out += "  " + std::to_string(s.span.line) + ':' + std::to_string(s.span.column) + ' ';
        out += statementKindName(s.kind);
        switch (s.kind) {
        case StatementKind::Kernel:
        case StatementKind::Label:
            out += " \"" + DiagnosticSink::quote(s.name) + '"';
            break;
        case StatementKind::Instruction:
            out += ' ';
            if (s.hasGuard)
                out += std::string(s.guardNegated ? "@!p" : "@p") +
                       std::to_string(s.guardPredicate) + ' ';
            out += DiagnosticSink::quote(s.name);
            if (!s.cacheHint.empty())
                out += " ." + std::string(s.cacheHint);
            break;
        default:
            break;
        }
        const Operand* ops = program.operandsOf(s);
        for (std::uint32_t i = 0; i < s.operandCount; ++i) {
            out += i == 0 ? " " : ", ";
            appendOperand(out, ops[i]);
        }
        out += '\n';
    }
    return out;
}

} // namespace wave::assembler
