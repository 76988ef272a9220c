#pragma once
// Tokens of the condition expression language (see ../ExpressionLanguage.md).

#include <cstdint>
#include <string>

namespace wave::debug::expr {

enum class TokenKind : std::uint8_t {
    End,
    Integer,    // 42, 0x2A, 0b101010
    Float,      // 1.5, .5, 1e3, 2.5e-3
    Identifier, // lane, r3, p1, any, f32, ...
    LParen,
    RParen,
    Dot,
    Bang,
    Tilde,
    Star,
    Slash,
    Percent,
    Plus,
    Minus,
    Shl,
    Shr,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    EqualEqual,
    NotEqual,
    Amp,
    Caret,
    Pipe,
    AmpAmp,
    PipePipe,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::uint32_t column = 1; // 1-based, in characters (UTF-8 code points)
    std::string text;         // the source spelling
    std::int64_t intValue = 0;
    double floatValue = 0.0;
};

// "'&&'", "end of expression", "number 42": how an error message names a token.
std::string describe(const Token& token);

} // namespace wave::debug::expr
