#include "asm/Parser.h"

#include "isa/SpecialRegisters.h"

#include <algorithm>
#include <string>

namespace wave::assembler {

namespace {
// Scope words and directives (docs/reference/assembly.md §2.1), in encoding order.
int scopeValue(std::string_view name) {
    if (name == "wave")
        return 0;
    if (name == "workgroup")
        return 1;
    if (name == "device")
        return 2;
    if (name == "system")
        return 3;
    return -1;
}

bool isOperandToken(TokenKind kind) {
    switch (kind) {
    case TokenKind::Register:
    case TokenKind::Predicate:
    case TokenKind::NegatedPredicate:
    case TokenKind::SpecialRegister:
    case TokenKind::Integer:
    case TokenKind::Float:
        return true;
    default:
        return false;
    }
}
} // namespace

Parser::Parser(std::string_view source, DiagnosticSink& sink) : lexer_(source, sink), sink_(sink) {
    // About one statement per 24 bytes and one operand per 12 bytes of typical source: a
    // guess that saves regrowth, capped so that huge inputs do not reserve huge memory.
    constexpr std::size_t kMaxReserve = std::size_t{1} << 20;
    program_.statements.reserve(std::min(source.size() / 24 + 16, kMaxReserve));
    program_.operands.reserve(std::min(source.size() / 12 + 16, kMaxReserve));
}

void Parser::skipLine() {
    while (!atLineEnd())
        advance();
}

void Parser::unexpected(std::string_view expected) {
    if (tok_.kind == TokenKind::Invalid)
        return;
    std::string hint;
    if (expected == "operand" && atLineEnd())
        hint = "remove the trailing comma or add the missing operand";
    sink_.report(DiagnosticKind::UnexpectedToken, tok_.span, "unexpected token",
                 "expected " + std::string(expected), std::move(hint));
}

ParsedProgram Parser::parse() {
    advance();
    std::uint32_t previousEndLine = 0; // line of the last instruction's end
    while (tok_.kind != TokenKind::End) {
        switch (tok_.kind) {
        case TokenKind::Newline:
            advance();
            break;
        case TokenKind::Directive:
            parseDirective();
            break;
        case TokenKind::Label: {
            Statement s;
            s.kind = StatementKind::Label;
            s.name = tok_.text;
            s.span = s.nameSpan = tok_.span;
            advance();
            if (tok_.kind == TokenKind::Colon) { // always true: the lexer saw the colon
                s.span = SourceSpan::join(s.span, tok_.span);
                advance();
            }
            program_.statements.push_back(s);
            break;
        }
        case TokenKind::Guard:
        case TokenKind::Identifier: {
            const std::size_t before = program_.statements.size();
            parseInstruction();
            if (program_.statements.size() > before)
                previousEndLine = program_.statements.back().span.endLine;
            break;
        }
        case TokenKind::Invalid:
            skipLine();
            break;
        default: {
            std::string hint;
            if (isOperandToken(tok_.kind) && tok_.span.line == previousEndLine)
                hint = "a comma is missing before this operand, or it is one operand too many";
            else if (tok_.kind == TokenKind::Register || tok_.kind == TokenKind::Predicate)
                hint = "names cannot start with `r` or `p` followed by a digit";
            sink_.report(DiagnosticKind::UnexpectedToken, tok_.span, "unexpected token",
                         "expected directive, label, or instruction", std::move(hint));
            skipLine();
            break;
        }
        }
    }
    return std::move(program_);
}

void Parser::parseDirective() {
    const Token d = tok_;
    const std::string_view name = d.text;
    if (name == "kernel") {
        parseKernel(d);
        return;
    }
    Statement s;
    s.span = s.nameSpan = d.span;
    s.name = name;
    s.firstOperand = static_cast<std::uint32_t>(program_.operands.size());
    if (name == "end") {
        s.kind = StatementKind::End;
        advance();
        program_.statements.push_back(s);
        return;
    }
    int arguments = 0;
    if (name == "registers") {
        s.kind = StatementKind::Registers;
        arguments = 1;
    } else if (name == "local_memory") {
        s.kind = StatementKind::LocalMemory;
        arguments = 1;
    } else if (name == "workgroup_size") {
        s.kind = StatementKind::WorkgroupSize;
        arguments = 3;
    } else {
        std::string hint = scopeValue(name) >= 0
                               ? "a scope is an operand: write it after the instruction"
                               : "the directives are .kernel, .end, .registers, .local_memory "
                                 "and .workgroup_size";
        sink_.report(DiagnosticKind::InvalidDirective, d.span, "invalid directive",
                     "invalid directive", std::move(hint));
        advance();
        skipLine();
        return;
    }
    advance();
    for (int i = 0; i < arguments; ++i) {
        if (i > 0) {
            if (tok_.kind != TokenKind::Comma) {
                unexpected("Comma");
                program_.operands.resize(s.firstOperand);
                skipLine();
                return;
            }
            advance();
        }
        Operand op;
        if (!parseIntegerArgument(op)) {
            program_.operands.resize(s.firstOperand);
            skipLine();
            return;
        }
        program_.operands.push_back(op);
        s.span = SourceSpan::join(s.span, op.span);
    }
    s.operandCount = static_cast<std::uint32_t>(arguments);
    program_.statements.push_back(s);
}

void Parser::parseKernel(const Token& directive) {
    Statement s;
    s.kind = StatementKind::Kernel;
    s.span = directive.span;
    s.firstOperand = static_cast<std::uint32_t>(program_.operands.size());
    advance();
    if (tok_.kind == TokenKind::Identifier) {
        s.name = tok_.text;
        s.nameSpan = tok_.span;
        s.span = SourceSpan::join(directive.span, tok_.span);
        advance();
        program_.statements.push_back(s);
        return;
    }
    if (tok_.kind != TokenKind::Invalid) {
        std::string hint;
        if (tok_.kind == TokenKind::Register || tok_.kind == TokenKind::Predicate ||
            tok_.kind == TokenKind::SpecialRegister)
            hint = "kernel names cannot look like registers (rN, pN, sr_...)";
        sink_.report(DiagnosticKind::UnexpectedToken, tok_.span, "unexpected token",
                     "expected identifier", std::move(hint));
    }
    // Still opens a (nameless) kernel, so the lines after it are not reported again as being
    // outside a kernel.
    s.failed = true;
    program_.statements.push_back(s);
    skipLine();
}

bool Parser::parseIntegerArgument(Operand& out) {
    if (tok_.kind != TokenKind::Integer) {
        if (tok_.kind != TokenKind::Invalid) {
            std::string hint;
            if (tok_.kind == TokenKind::Float)
                hint = "directive values are integers";
            sink_.report(DiagnosticKind::UnexpectedToken, tok_.span, "unexpected token",
                         "expected integer", std::move(hint));
        }
        return false;
    }
    out.type = OperandType::Integer;
    out.span = tok_.span;
    out.text = tok_.text;
    out.value = tok_.value;
    advance();
    return true;
}

bool Parser::checkRegister(const Token& t) {
    if (t.value > 255) {
        sink_.report(DiagnosticKind::ExpectedRegister, t.span, "expected register operand",
                     "expected register", "registers are r0 to r254");
        return false;
    }
    if (t.value > 254) {
        const std::string n = std::to_string(t.value);
        sink_.report(DiagnosticKind::InvalidRegisterIndex, t.span,
                     "invalid register index " + n + ": must be 0-254",
                     "register r" + n + " out of range", "registers are r0 to r254");
        return false;
    }
    if (t.hasSuffix && t.suffix != "lo" && t.suffix != "hi") {
        sink_.report(DiagnosticKind::UnexpectedToken, t.span, "unexpected token",
                     "expected register half (.lo or .hi)");
        return false;
    }
    return true;
}

bool Parser::checkPredicateIndex(const Token& t) {
    if (t.value > 255) {
        sink_.report(DiagnosticKind::InvalidPredicate, t.span, "invalid predicate syntax",
                     "expected @pN or @!pN", "predicates are p0 to p3");
        return false;
    }
    if (t.value > 3) {
        const std::string n = std::to_string(t.value);
        sink_.report(DiagnosticKind::InvalidPredicateIndex, t.span,
                     "invalid predicate register index " + n + ": must be 0-3",
                     "predicate p" + n + " out of range", "predicates are p0 to p3");
        return false;
    }
    return true;
}

void Parser::parseInstruction() {
    Statement s;
    s.kind = StatementKind::Instruction;
    const SourceSpan startSpan = tok_.span;
    if (tok_.kind == TokenKind::Guard) {
        const Token g = tok_;
        s.hasGuard = true;
        s.guardNegated = g.negated;
        s.guardPredicate = static_cast<std::uint8_t>(g.value & 0xFF);
        s.guardSpan = g.span;
        const bool ok = checkPredicateIndex(g);
        advance();
        if (!ok) {
            skipLine();
            return;
        }
        if (tok_.kind != TokenKind::Identifier) {
            unexpected("identifier");
            skipLine();
            return;
        }
    }
    s.name = tok_.text;
    s.nameSpan = tok_.span;
    SourceSpan last = tok_.span;
    advance();
    if (tok_.kind == TokenKind::Directive &&
        (tok_.text == "cached" || tok_.text == "uncached" || tok_.text == "streaming")) {
        s.cacheHint = tok_.text;
        last = tok_.span;
        advance();
    }
    s.firstOperand = static_cast<std::uint32_t>(program_.operands.size());
    if (!atLineEnd()) {
        for (;;) {
            Operand op;
            if (!parseOperand(op)) {
                program_.operands.resize(s.firstOperand);
                skipLine();
                return;
            }
            program_.operands.push_back(op);
            last = op.span;
            if (tok_.kind != TokenKind::Comma)
                break;
            advance();
        }
        // A lexical error glued to the last operand (`r2+r3`) spoils the whole statement.
        if (tok_.kind == TokenKind::Invalid) {
            program_.operands.resize(s.firstOperand);
            skipLine();
            return;
        }
    }
    s.operandCount = static_cast<std::uint32_t>(program_.operands.size() - s.firstOperand);
    s.span = SourceSpan::join(startSpan, last);
    program_.statements.push_back(s);
}

bool Parser::parseOperand(Operand& out) {
    const Token& t = tok_;
    out.span = t.span;
    out.text = t.text;
    out.value = t.value;
    switch (t.kind) {
    case TokenKind::Register:
        if (!checkRegister(t))
            return false;
        out.type = OperandType::Register;
        break;
    case TokenKind::Predicate:
    case TokenKind::NegatedPredicate:
        if (!checkPredicateIndex(t))
            return false;
        out.type =
            t.kind == TokenKind::Predicate ? OperandType::Predicate : OperandType::NegatedPredicate;
        break;
    case TokenKind::SpecialRegister: {
        const auto index = isa::SpecialRegisters::indexOf(t.text);
        if (!index) {
            const std::string name = DiagnosticSink::quote(t.text);
            sink_.report(DiagnosticKind::InvalidSpecialRegister, t.span,
                         "invalid special register '" + name + "'",
                         "unknown special register '" + name + "'");
            return false;
        }
        out.type = OperandType::SpecialRegister;
        out.value = *index;
        break;
    }
    case TokenKind::Integer:
        out.type = OperandType::Integer;
        break;
    case TokenKind::Float:
        out.type = OperandType::Float;
        break;
    case TokenKind::Identifier: {
        const int scope = scopeValue(t.text);
        out.type = scope >= 0 ? OperandType::Scope : OperandType::LabelRef;
        out.value = scope;
        break;
    }
    case TokenKind::Directive: {
        const int scope = scopeValue(t.text);
        if (scope < 0) {
            sink_.report(DiagnosticKind::ExpectedScope, t.span,
                         "expected scope specifier (.wave, .workgroup, .device, .system)",
                         "expected scope");
            return false;
        }
        out.type = OperandType::Scope;
        out.value = scope;
        break;
    }
    default:
        unexpected("operand");
        return false;
    }
    advance();
    return true;
}

} // namespace wave::assembler
