#include "debug/expr/Lexer.h"

#include <charconv>
#include <cstdio>
#include <limits>

namespace wave::debug::expr {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isIdentChar(char c) {
    return isIdentStart(c) || isDigit(c);
}

int digitValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 99;
}

// "'x'" for printable ASCII, "byte 0xC3" otherwise (never echoes raw control or UTF-8 bytes).
std::string describeChar(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7F)
        return std::string("'") + c + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    bool run(std::vector<Token>& out, ParseError& error) {
        out.clear();
        while (true) {
            skipSpace();
            Token token;
            token.column = columnAt(pos_);
            if (pos_ >= text_.size()) {
                token.kind = TokenKind::End;
                out.push_back(std::move(token));
                return true;
            }
            const std::size_t start = pos_;
            const char c = text_[pos_];
            bool ok = true;
            if (isDigit(c) || (c == '.' && pos_ + 1 < text_.size() && isDigit(text_[pos_ + 1])))
                ok = number(token, error);
            else if (isIdentStart(c))
                identifier(token);
            else
                ok = punctuation(token, error);
            if (!ok)
                return false;
            token.text.assign(text_.substr(start, pos_ - start));
            out.push_back(std::move(token));
        }
    }

private:
    void skipSpace() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                       text_[pos_] == '\r' || text_[pos_] == '\n'))
            ++pos_;
    }

    // Columns count UTF-8 lead bytes; positions only move forward, so this is incremental.
    std::uint32_t columnAt(std::size_t pos) {
        for (; colPos_ < pos && colPos_ < text_.size(); ++colPos_)
            if ((static_cast<unsigned char>(text_[colPos_]) & 0xC0) != 0x80)
                ++column_;
        return column_;
    }

    bool fail(ParseError& error, std::size_t at, std::string message) {
        error.column = columnAt(at);
        error.message = std::move(message);
        return false;
    }

    bool integerDigits(Token& token, ParseError& error, int base, std::size_t literalStart) {
        const std::size_t first = pos_;
        std::uint64_t value = 0;
        bool overflow = false;
        while (pos_ < text_.size() && (isIdentChar(text_[pos_]))) {
            const int d = digitValue(text_[pos_]);
            if (d >= base)
                return fail(error, pos_,
                            "invalid digit " + describeChar(text_[pos_]) + " in number");
            if (value > (static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) -
                         static_cast<std::uint64_t>(d)) /
                            static_cast<std::uint64_t>(base))
                overflow = true;
            else
                value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
            ++pos_;
        }
        if (pos_ == first)
            return fail(error, literalStart, "number has no digits after its prefix");
        if (overflow)
            return fail(error, literalStart, "integer literal too large (the maximum is 2^63-1)");
        token.kind = TokenKind::Integer;
        token.intValue = static_cast<std::int64_t>(value);
        return true;
    }

    bool number(Token& token, ParseError& error) {
        const std::size_t start = pos_;
        if (text_[pos_] == '0' && pos_ + 1 < text_.size()) {
            const char p = text_[pos_ + 1];
            if (p == 'x' || p == 'X' || p == 'b' || p == 'B') {
                pos_ += 2;
                return integerDigits(token, error, (p == 'x' || p == 'X') ? 16 : 2, start);
            }
        }
        bool isFloat = false;
        while (pos_ < text_.size() && isDigit(text_[pos_]))
            ++pos_;
        if (pos_ < text_.size() && text_[pos_] == '.') {
            isFloat = true;
            ++pos_;
            while (pos_ < text_.size() && isDigit(text_[pos_]))
                ++pos_;
        }
        if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
            isFloat = true;
            ++pos_;
            if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-'))
                ++pos_;
            if (pos_ >= text_.size() || !isDigit(text_[pos_]))
                return fail(error, pos_, "exponent of a number needs digits");
            while (pos_ < text_.size() && isDigit(text_[pos_]))
                ++pos_;
        }
        if (pos_ < text_.size() && isIdentChar(text_[pos_]))
            return fail(error, pos_,
                        "invalid character " + describeChar(text_[pos_]) + " in number");
        const char* begin = text_.data() + start;
        const char* end = text_.data() + pos_;
        if (isFloat) {
            double value = 0.0;
            auto result = std::from_chars(begin, end, value);
            if (result.ec == std::errc::result_out_of_range)
                return fail(error, start, "float literal out of range");
            if (result.ec != std::errc() || result.ptr != end)
                return fail(error, start, "malformed float literal");
            token.kind = TokenKind::Float;
            token.floatValue = value;
            return true;
        }
        pos_ = start;
        return integerDigits(token, error, 10, start);
    }

    void identifier(Token& token) {
        while (pos_ < text_.size() && isIdentChar(text_[pos_]))
            ++pos_;
        token.kind = TokenKind::Identifier;
    }

    bool punctuation(Token& token, ParseError& error) {
        const char c = text_[pos_];
        const char n = pos_ + 1 < text_.size() ? text_[pos_ + 1] : '\0';
        auto two = [&](TokenKind kind) {
            token.kind = kind;
            pos_ += 2;
            return true;
        };
        auto one = [&](TokenKind kind) {
            token.kind = kind;
            pos_ += 1;
            return true;
        };
        switch (c) {
        case '(':
            return one(TokenKind::LParen);
        case ')':
            return one(TokenKind::RParen);
        case '.':
            return one(TokenKind::Dot);
        case '~':
            return one(TokenKind::Tilde);
        case '*':
            return one(TokenKind::Star);
        case '/':
            return one(TokenKind::Slash);
        case '%':
            return one(TokenKind::Percent);
        case '+':
            return one(TokenKind::Plus);
        case '-':
            return one(TokenKind::Minus);
        case '^':
            return one(TokenKind::Caret);
        case '!':
            return n == '=' ? two(TokenKind::NotEqual) : one(TokenKind::Bang);
        case '<':
            if (n == '<')
                return two(TokenKind::Shl);
            return n == '=' ? two(TokenKind::LessEqual) : one(TokenKind::Less);
        case '>':
            if (n == '>')
                return two(TokenKind::Shr);
            return n == '=' ? two(TokenKind::GreaterEqual) : one(TokenKind::Greater);
        case '=':
            if (n == '=')
                return two(TokenKind::EqualEqual);
            return fail(error, pos_, "unexpected '=': use '==' to compare");
        case '&':
            return n == '&' ? two(TokenKind::AmpAmp) : one(TokenKind::Amp);
        case '|':
            return n == '|' ? two(TokenKind::PipePipe) : one(TokenKind::Pipe);
        default:
            break;
        }
        return fail(error, pos_, "unexpected " + describeChar(c));
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t colPos_ = 0;
    std::uint32_t column_ = 1;
};

} // namespace

std::string describe(const Token& token) {
    switch (token.kind) {
    case TokenKind::End:
        return "end of expression";
    case TokenKind::Integer:
    case TokenKind::Float:
        return "number " + token.text;
    case TokenKind::Identifier:
        return "'" + token.text + "'";
    default:
        return "'" + token.text + "'";
    }
}

bool Lexer::tokenize(std::string_view text, std::vector<Token>& out, ParseError& error) {
    Scanner scanner(text);
    return scanner.run(out, error);
}

} // namespace wave::debug::expr
