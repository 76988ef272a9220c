#pragma once
// Builds statements from the token stream (docs/reference/assembly.md §2–§3), reporting every
// syntax error: after an error the rest of the line is skipped and parsing resumes at the next
// line. Operand values are checked here as the reference does (register and predicate ranges,
// special register names, scope directives). No recursion: input depth cannot exhaust the stack.

#include "asm/DiagnosticSink.h"
#include "asm/Lexer.h"
#include "asm/Statement.h"

#include <string_view>

namespace wave::assembler {

class Parser {
public:
    Parser(std::string_view source, DiagnosticSink& sink);

    ParsedProgram parse();

private:
    void advance() { tok_ = lexer_.next(); }
    bool atLineEnd() const {
        return tok_.kind == TokenKind::Newline || tok_.kind == TokenKind::End;
    }
    void skipLine();
    // Reports "unexpected token" (hint `expected`) unless the token is a lexical error, which
    // was reported already.
    void unexpected(std::string_view expected);

    void parseDirective();
    void parseKernel(const Token& directive);
    bool parseIntegerArgument(Operand& out);
    void parseInstruction();
    bool parseOperand(Operand& out);
    // Register and predicate indices: r0-r254 with an optional .lo/.hi, p0-p3.
    bool checkRegister(const Token& t);
    bool checkPredicateIndex(const Token& t);

    Lexer lexer_;
    DiagnosticSink& sink_;
    Token tok_;
    ParsedProgram program_;
};

} // namespace wave::assembler
