#pragma once
// Tokens of the WAVE assembly language (docs/reference/assembly.md §1). A token is a view into the
// source: it owns no memory, so lexing allocates nothing per token.

#include <cstdint>
#include <string_view>

namespace wave::assembler {

// A range of the source. Lines and columns are 1-based; columns count characters (UTF-8 code
// points); the end column is exclusive.
struct SourceSpan {
    std::uint32_t start = 0; // byte offsets, end exclusive
    std::uint32_t end = 0;
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::uint32_t endLine = 1;
    std::uint32_t endColumn = 1;

    // The span from the start of `a` to the end of `b`.
    static SourceSpan join(const SourceSpan& a, const SourceSpan& b) {
        SourceSpan s = a;
        s.end = b.end;
        s.endLine = b.endLine;
        s.endColumn = b.endColumn;
        return s;
    }
};

enum class TokenKind : std::uint8_t {
    Newline,
    Comma,
    Colon,
    Directive,        // `.name`; text() is the name without the dot
    Guard,            // `@p1` / `@!p1`
    Register,         // `r7`, `r7.lo`
    Predicate,        // `p2`
    NegatedPredicate, // `!p2` (WAVE Studio: only to explain why it cannot be encoded)
    SpecialRegister,  // `sr_...` (the name is checked by the parser)
    Integer,
    Float,
    Identifier,
    Label,   // an identifier followed by `:` (the colon is the next token)
    Invalid, // a lexical error, already reported
    End,
};

std::string_view tokenKindName(TokenKind kind);

struct Token {
    TokenKind kind = TokenKind::End;
    SourceSpan span;
    // Directive: the name without the dot. Others: the token's source text.
    std::string_view text;
    // Integer: its value. Register/Predicate/NegatedPredicate/Guard: the index, saturated at
    // 0x10000 when the digits do not fit.
    std::int64_t value = 0;
    // Register: the text after the dot (`lo` in `r3.lo`); hasSuffix when there is a dot.
    std::string_view suffix;
    bool hasSuffix = false;
    bool negated = false; // Guard: `@!pN`
};

} // namespace wave::assembler
