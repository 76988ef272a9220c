#include "asm/Lexer.h"

#include "isa/Utf8.h"

#include <algorithm>
#include <string>

namespace wave::assembler {

namespace {
constexpr std::int64_t kSaturated = 0x10000; // an index whose digits do not fit any field

bool isHexDigit(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
unsigned hexValue(unsigned char c) {
    if (c <= '9')
        return c - '0';
    return (c | 0x20u) - 'a' + 10u;
}

// The character as Rust's `{}` would print it, with control characters escaped so that a
// diagnostic never carries raw control bytes.
std::string showCharacter(unsigned char c) {
    if (c >= 0x20 && c < 0x7F)
        return std::string(1, static_cast<char>(c));
    static const char* digits = "0123456789abcdef";
    std::string s = "\\u{";
    if (c >= 0x10)
        s += digits[c >> 4];
    s += digits[c & 0xF];
    s += '}';
    return s;
}
} // namespace

std::string_view tokenKindName(TokenKind kind) {
    switch (kind) {
    case TokenKind::Newline:
        return "Newline";
    case TokenKind::Comma:
        return "Comma";
    case TokenKind::Colon:
        return "Colon";
    case TokenKind::Directive:
        return "Directive";
    case TokenKind::Guard:
        return "Guard";
    case TokenKind::Register:
        return "Register";
    case TokenKind::Predicate:
        return "Predicate";
    case TokenKind::NegatedPredicate:
        return "NegatedPredicate";
    case TokenKind::SpecialRegister:
        return "SpecialRegister";
    case TokenKind::Integer:
        return "Integer";
    case TokenKind::Float:
        return "Float";
    case TokenKind::Identifier:
        return "Identifier";
    case TokenKind::Label:
        return "Label";
    case TokenKind::Invalid:
        return "Invalid";
    case TokenKind::End:
        return "End";
    }
    return "Invalid";
}

Lexer::Lexer(std::string_view source, DiagnosticSink& sink) : src_(source), sink_(sink) {}

std::size_t Lexer::scanWord(std::size_t i) const {
    while (!atEnd(i) && isWordChar(at(i)))
        ++i;
    return i;
}

std::size_t Lexer::scanDigits(std::size_t i, std::int64_t& value) const {
    value = 0;
    while (!atEnd(i) && isDigit(at(i))) {
        if (value < kSaturated)
            value = value * 10 + (at(i) - '0');
        ++i;
    }
    if (value > kSaturated)
        value = kSaturated;
    return i;
}

std::uint32_t Lexer::columnAt(std::size_t pos) {
    if (pos < cursorPos_ || cursorPos_ < lineStart_) {
        cursorPos_ = lineStart_;
        cursorColumn_ = 1;
    }
    for (std::size_t i = cursorPos_; i < pos; ++i)
        cursorColumn_ += isa::Utf8::startsCharacter(at(i)) ? 1u : 0u;
    cursorPos_ = pos;
    return cursorColumn_;
}

SourceSpan Lexer::span(std::size_t start, std::size_t end) {
    SourceSpan s;
    s.start = static_cast<std::uint32_t>(start);
    s.end = static_cast<std::uint32_t>(end);
    s.line = s.endLine = line_;
    s.column = columnAt(start);
    s.endColumn = columnAt(end);
    return s;
}

Token Lexer::make(TokenKind kind, std::size_t start, std::size_t end) {
    Token t;
    t.kind = kind;
    t.span = span(start, end);
    t.text = src_.substr(start, end - start);
    pos_ = end;
    return t;
}

Token Lexer::fail(DiagnosticKind kind, std::size_t start, std::size_t end, std::string message,
                  std::string label) {
    Token t = make(TokenKind::Invalid, start, end);
    sink_.report(kind, t.span, std::move(message), std::move(label));
    return t;
}

Token Lexer::next() {
    // Blanks and comments; a comment keeps its line end. A line ends at LF, CRLF or a lone CR
    // (old Mac files), as in the editor, so that line numbers agree with what it shows; the CR
    // of a CRLF is skipped and its LF is the Newline token.
    for (;;) {
        if (atEnd(pos_))
            return make(TokenKind::End, pos_, pos_);
        const unsigned char c = at(pos_);
        if (c == ' ' || c == '\t' || (c == '\r' && at(pos_ + 1) == '\n')) {
            ++pos_;
        } else if (c == ';' || c == '#') {
            pos_ = std::min(src_.find_first_of("\r\n", pos_), src_.size());
        } else {
            break;
        }
    }
    const std::size_t start = pos_;
    const unsigned char c = at(start);
    switch (c) {
    case '\n':
    case '\r': {
        Token t = make(TokenKind::Newline, start, start + 1);
        ++line_;
        lineStart_ = cursorPos_ = start + 1;
        cursorColumn_ = 1;
        return t;
    }
    case ',':
        return make(TokenKind::Comma, start, start + 1);
    case ':':
        return make(TokenKind::Colon, start, start + 1);
    case '.':
        return lexDirective(start);
    case '@':
        return lexGuard(start);
    case '!':
        return lexNegatedPredicate(start);
    default:
        break;
    }
    const unsigned char n = at(start + 1);
    if (c == 'r' && isDigit(n))
        return lexRegister(start);
    if (c == 'p' && isDigit(n))
        return lexPredicate(start);
    if (c == 's' && n == 'r')
        return lexSpecialRegister(start);
    if (c == '-' || isDigit(c))
        return lexNumber(start);
    if (isLetter(c) || c == '_')
        return lexWord(start);
    return lexUnexpected(start);
}

Token Lexer::lexUnexpected(std::size_t start) {
    const std::string shown = showCharacter(at(start));
    return fail(DiagnosticKind::UnexpectedCharacter, start, start + 1,
                "unexpected character '" + shown + "'", "unexpected '" + shown + "'");
}

Token Lexer::lexDirective(std::size_t start) {
    if (!isLetter(at(start + 1)))
        return lexUnexpected(start);
    Token t = make(TokenKind::Directive, start, scanWord(start + 1));
    t.text.remove_prefix(1);
    return t;
}

Token Lexer::lexGuard(std::size_t start) {
    std::size_t i = start + 1;
    bool negated = false;
    if (at(i) == '!') {
        negated = true;
        ++i;
    }
    if (at(i) != 'p' || atEnd(i) || !isDigit(at(i + 1))) {
        // Point at what was read of the guard; lexing resumes at the offending character.
        const std::size_t end = (at(i) == 'p' && !atEnd(i)) ? i + 1 : i;
        return fail(DiagnosticKind::InvalidPredicate, start, end, "invalid predicate syntax",
                    "expected @pN or @!pN");
    }
    std::int64_t value = 0;
    const std::size_t end = scanDigits(i + 1, value);
    Token t = make(TokenKind::Guard, start, end);
    t.value = value;
    t.negated = negated;
    return t;
}

Token Lexer::lexNegatedPredicate(std::size_t start) {
    if (at(start + 1) != 'p' || !isDigit(at(start + 2)))
        return lexUnexpected(start);
    return lexIndexed(TokenKind::NegatedPredicate, start, start + 2);
}

Token Lexer::lexIndexed(TokenKind kind, std::size_t start, std::size_t digits) {
    std::int64_t value = 0;
    const std::size_t end = scanDigits(digits, value);
    Token t = make(kind, start, end);
    t.value = value;
    return t;
}

Token Lexer::lexRegister(std::size_t start) {
    std::int64_t value = 0;
    std::size_t end = scanDigits(start + 1, value);
    std::size_t suffixStart = end;
    bool hasSuffix = false;
    if (at(end) == '.' && !atEnd(end)) {
        hasSuffix = true;
        suffixStart = end + 1;
        end = suffixStart;
        while (!atEnd(end) && isLetter(at(end)))
            ++end;
    }
    Token t = make(TokenKind::Register, start, end);
    t.value = value;
    t.hasSuffix = hasSuffix;
    t.suffix = src_.substr(suffixStart, end - suffixStart);
    return t;
}

Token Lexer::lexPredicate(std::size_t start) {
    return lexIndexed(TokenKind::Predicate, start, start + 1);
}

Token Lexer::lexSpecialRegister(std::size_t start) {
    const std::size_t end = scanWord(start);
    const std::string_view text = src_.substr(start, end - start);
    if (text.substr(0, 3) != "sr_") {
        const std::string name = DiagnosticSink::quote(text);
        return fail(DiagnosticKind::InvalidSpecialRegister, start, end,
                    "invalid special register '" + name + "'",
                    "unknown special register '" + name + "'");
    }
    return make(TokenKind::SpecialRegister, start, end);
}

Token Lexer::lexHexNumber(std::size_t start) {
    std::size_t i = start + 2;
    std::uint64_t value = 0;
    bool digits = false, overflow = false;
    for (; !atEnd(i) && (isHexDigit(at(i)) || at(i) == '_'); ++i) {
        if (at(i) == '_')
            continue;
        digits = true;
        if (value > (static_cast<std::uint64_t>(INT64_MAX) >> 4))
            overflow = true;
        else
            value = (value << 4) | hexValue(at(i));
    }
    if (!digits || overflow)
        return fail(DiagnosticKind::InvalidNumber, start, i, "invalid number literal",
                    "invalid number");
    Token t = make(TokenKind::Integer, start, i);
    t.value = static_cast<std::int64_t>(value);
    return t;
}

Token Lexer::lexNumber(std::size_t start) {
    if (at(start) == '0' && at(start + 1) == 'x' && !atEnd(start + 1))
        return lexHexNumber(start);
    std::size_t i = start;
    const bool negative = at(i) == '-';
    if (negative)
        ++i;
    // Scanned as docs/reference/assembly.md §1.1 says: digits and `_`, one `.`, one exponent with
    // its sign.
    std::uint64_t magnitude = 0;
    bool overflow = false, isFloat = false, sawDot = false, sawExponent = false;
    std::size_t mantissaDigits = 0, exponentDigits = 0;
    while (!atEnd(i)) {
        const unsigned char c = at(i);
        if (isDigit(c)) {
            if (sawExponent) {
                ++exponentDigits;
            } else {
                ++mantissaDigits;
                if (!isFloat) {
                    const unsigned digit = c - '0';
                    if (magnitude > (UINT64_MAX - digit) / 10)
                        overflow = true;
                    else
                        magnitude = magnitude * 10 + digit;
                }
            }
            ++i;
        } else if (c == '_') {
            ++i;
        } else if (c == '.' && !sawDot) {
            sawDot = isFloat = true;
            ++i;
        } else if ((c == 'e' || c == 'E') && !sawExponent) {
            sawExponent = isFloat = true;
            ++i;
            if (at(i) == '+' || at(i) == '-')
                ++i;
        } else {
            break;
        }
    }
    const auto invalid = [&] {
        return fail(DiagnosticKind::InvalidNumber, start, i, "invalid number literal",
                    "invalid number");
    };
    if (mantissaDigits == 0)
        return invalid();
    if (isFloat) {
        if (sawExponent && exponentDigits == 0)
            return invalid();
        return make(TokenKind::Float, start, i);
    }
    const std::uint64_t limit = negative ? (std::uint64_t{1} << 63) : INT64_MAX;
    if (overflow || magnitude > limit)
        return invalid();
    Token t = make(TokenKind::Integer, start, i);
    if (negative)
        t.value = magnitude == (std::uint64_t{1} << 63) ? INT64_MIN
                                                        : -static_cast<std::int64_t>(magnitude);
    else
        t.value = static_cast<std::int64_t>(magnitude);
    return t;
}

Token Lexer::lexWord(std::size_t start) {
    const std::size_t end = scanWord(start);
    // A label is an identifier followed (after blanks) by a colon.
    std::size_t i = end;
    while (!atEnd(i) && (at(i) == ' ' || at(i) == '\t'))
        ++i;
    const bool label = !atEnd(i) && at(i) == ':';
    return make(label ? TokenKind::Label : TokenKind::Identifier, start, end);
}

} // namespace wave::assembler
