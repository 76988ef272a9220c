#include "layout/SvLexer.h"

namespace wave::layout {

namespace {

bool isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isIdent(char c) {
    return isIdentStart(c) || (c >= '0' && c <= '9') || c == '$';
}

int digitValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

std::vector<SvToken> SvLexer::run() {
    std::vector<SvToken> out;
    for (;;) {
        skipSpaceAndComments();
        SvToken t;
        t.line = line_;
        t.column = column();
        if (pos_ >= text_.size()) {
            out.push_back(t);
            return out;
        }
        const char c = text_[pos_];
        if (isIdentStart(c)) {
            t.kind = SvToken::Kind::Ident;
            t.text = word();
        } else if (c == '`') {
            ++pos_;
            t.kind = SvToken::Kind::Directive;
            if (pos_ >= text_.size() || !isIdentStart(text_[pos_]))
                fail(t, "expected a directive or macro name after '`'");
            t.text = word();
        } else if (c == '"') {
            t.kind = SvToken::Kind::String;
            ++pos_;
            while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n')
                t.text += text_[pos_++];
            if (pos_ >= text_.size() || text_[pos_] != '"')
                fail(t, "unterminated string");
            ++pos_;
        } else if ((c >= '0' && c <= '9') || c == '\'') {
            number(t);
        } else {
            t.kind = SvToken::Kind::Punct;
            t.text = std::string(1, c);
            ++pos_;
        }
        out.push_back(std::move(t));
    }
}

void SvLexer::fail(const SvToken& at, std::string message) {
    throw SvFailure{at.line, at.column, std::move(message)};
}

std::string SvLexer::word() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && isIdent(text_[pos_]))
        ++pos_;
    return std::string(text_.substr(start, pos_ - start));
}

void SvLexer::newline() {
    ++line_;
    lineStart_ = pos_ + 1;
}

void SvLexer::skipSpaceAndComments() {
    while (pos_ < text_.size()) {
        const char c = text_[pos_];
        if (c == '\n') {
            newline();
            ++pos_;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\\') {
            ++pos_; // a backslash continues a `define onto the next line
        } else if (text_.substr(pos_, 2) == "//") {
            while (pos_ < text_.size() && text_[pos_] != '\n')
                ++pos_;
        } else if (text_.substr(pos_, 2) == "/*") {
            SvToken at;
            at.line = line_;
            at.column = column();
            pos_ += 2;
            for (;;) {
                if (pos_ >= text_.size())
                    fail(at, "unterminated /* comment");
                if (text_.substr(pos_, 2) == "*/") {
                    pos_ += 2;
                    break;
                }
                if (text_[pos_] == '\n')
                    newline();
                ++pos_;
            }
        } else {
            return;
        }
    }
}

// 18, 8'h12, 8'd18, 'h12, 8'b0001_0010, 'o22 (an optional s after the quote: 8'sh12).
void SvLexer::number(SvToken& t) {
    t.kind = SvToken::Kind::Number;
    const std::size_t start = pos_;
    std::uint64_t size = 0;
    bool sized = false;
    while (pos_ < text_.size() &&
           ((text_[pos_] >= '0' && text_[pos_] <= '9') || (sized && text_[pos_] == '_'))) {
        const std::uint64_t d = static_cast<std::uint64_t>(text_[pos_] - '0');
        if (size > (~0ull - d) / 10)
            fail(t, "number too large for 64 bits");
        size = size * 10 + d;
        sized = true;
        ++pos_;
    }
    if (pos_ >= text_.size() || text_[pos_] != '\'') {
        t.value = size;
        t.text = std::string(text_.substr(start, pos_ - start));
        return;
    }
    ++pos_; // '
    if (pos_ < text_.size() && (text_[pos_] == 's' || text_[pos_] == 'S'))
        ++pos_;
    const char baseChar = pos_ < text_.size() ? text_[pos_] : '\0';
    int base = 0;
    switch (baseChar) {
    case 'h':
    case 'H':
        base = 16;
        break;
    case 'd':
    case 'D':
        base = 10;
        break;
    case 'b':
    case 'B':
        base = 2;
        break;
    case 'o':
    case 'O':
        base = 8;
        break;
    default:
        fail(t, "expected a base (h, d, b or o) after ' in a number");
    }
    ++pos_;
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t'))
        ++pos_;
    std::uint64_t value = 0;
    bool any = false;
    while (pos_ < text_.size() && (isIdent(text_[pos_]) || text_[pos_] == '?')) {
        const char c = text_[pos_];
        if (c == '_') {
            ++pos_;
            continue;
        }
        if (c == 'x' || c == 'X' || c == 'z' || c == 'Z' || c == '?')
            fail(t, std::string("'") + c + "' digits (unknown or high-impedance bits) " +
                        "are not an opcode value");
        const int d = digitValue(c);
        if (d < 0 || d >= base)
            fail(t, std::string("'") + c + "' is not a base-" + std::to_string(base) + " digit");
        if (value > (~0ull - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base))
            fail(t, "number too large for 64 bits");
        value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
        any = true;
        ++pos_;
    }
    t.text = std::string(text_.substr(start, pos_ - start));
    if (!any)
        fail(t, "expected digits after the base in " + t.text);
    if (sized) {
        if (size == 0 || size > 64)
            fail(t, "a literal's size must be 1 to 64 bits, found " + std::to_string(size));
        if (size < 64 && (value >> size) != 0)
            fail(t, t.text + " does not fit in " + std::to_string(size) + " bits");
        t.width = static_cast<int>(size);
    }
    t.value = value;
}

} // namespace wave::layout
