#pragma once
// Splits WAVE source into tokens (docs/reference/assembly.md §1), on demand: the parser pulls one
// token at a time, so no token list is ever built. Lexical errors are reported to the sink and
// returned as an Invalid token; lexing always goes on, so every lexical error of the file is found.
// Linear in the input, allocation-free per token.

#include "asm/DiagnosticSink.h"
#include "asm/Token.h"

#include <cstdint>
#include <string_view>

namespace wave::assembler {

class Lexer {
public:
    // `source` must be shorter than 4 GiB (offsets are 32-bit).
    Lexer(std::string_view source, DiagnosticSink& sink);

    // The next token; End (repeatedly) at the end of the input.
    Token next();

    // Character classes shared with the parser. Any byte >= 0x80 counts as a letter, so
    // non-ASCII identifiers work (docs/reference/assembly.md §1, docs/reference/differences.md §1).
    static bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
    static bool isLetter(unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    }
    static bool isWordChar(unsigned char c) { return isLetter(c) || isDigit(c) || c == '_'; }

private:
    unsigned char at(std::size_t i) const {
        return i < src_.size() ? static_cast<unsigned char>(src_[i]) : 0;
    }
    bool atEnd(std::size_t i) const { return i >= src_.size(); }
    std::size_t scanWord(std::size_t i) const; // end of the run of word characters from i
    std::size_t scanDigits(std::size_t i, std::int64_t& value) const;

    SourceSpan span(std::size_t start, std::size_t end);
    std::uint32_t columnAt(std::size_t pos);
    Token make(TokenKind kind, std::size_t start, std::size_t end);
    Token fail(DiagnosticKind kind, std::size_t start, std::size_t end, std::string message,
               std::string label);

    Token lexDirective(std::size_t start);
    Token lexGuard(std::size_t start);
    Token lexNegatedPredicate(std::size_t start);
    // A token of `kind` whose index digits start at `digits` (`p3`, `!p3`).
    Token lexIndexed(TokenKind kind, std::size_t start, std::size_t digits);
    Token lexRegister(std::size_t start);
    Token lexPredicate(std::size_t start);
    Token lexSpecialRegister(std::size_t start);
    Token lexNumber(std::size_t start);
    Token lexHexNumber(std::size_t start);
    Token lexWord(std::size_t start);
    Token lexUnexpected(std::size_t start);

    std::string_view src_;
    DiagnosticSink& sink_;
    std::size_t pos_ = 0;
    std::uint32_t line_ = 1;
    std::size_t lineStart_ = 0;
    // Columns are counted incrementally from the last position asked for on the current line,
    // so computing them stays linear even on a 1 MB line.
    std::size_t cursorPos_ = 0;
    std::uint32_t cursorColumn_ = 1;
};

} // namespace wave::assembler
