#include "json/JsonReader.h"

#include <cstddef>
#include <unordered_set>

namespace wave::json {

namespace {

class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}

    bool atEnd() const { return pos_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[pos_]; }
    std::uint32_t line() const { return line_; }
    std::uint32_t column() const { return static_cast<std::uint32_t>(pos_ - lineStart_ + 1); }

    void advance() {
        if (text_[pos_] == '\n') {
            ++line_;
            lineStart_ = pos_ + 1;
        }
        ++pos_;
    }
    void skipSpace() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }
    bool fail(std::string message) {
        if (!error_) {
            error_ = JsonError{line(), column(), std::move(message)};
        }
        return false;
    }
    const std::optional<JsonError>& error() const { return error_; }

    // What the next character is, for messages: "'x'" or "the end of the file".
    std::string found() const {
        if (atEnd())
            return "the end of the file";
        const char c = peek();
        if (static_cast<unsigned char>(c) < 0x20)
            return "a control character";
        return std::string("'") + c + "'";
    }

    bool literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word)
            return fail("expected a JSON value, found " + found());
        for (std::size_t i = 0; i < word.size(); ++i)
            advance();
        return true;
    }

    bool string(std::string& out) {
        if (peek() != '"')
            return fail("expected '\"', found " + found());
        advance();
        for (;;) {
            if (atEnd())
                return fail("unterminated string");
            const char c = peek();
            if (c == '"') {
                advance();
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in a string (escape it)");
            if (c != '\\') {
                out += c;
                advance();
                continue;
            }
            advance();
            const char e = peek();
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u':
                if (!unicodeEscape(out))
                    return false;
                continue;
            default:
                return fail("invalid escape '\\" + std::string(1, e) + "' in a string");
            }
            advance();
        }
    }

    bool number(std::string& out) {
        const std::size_t start = pos_;
        if (peek() == '-')
            advance();
        if (peek() == '0') {
            advance();
        } else if (peek() >= '1' && peek() <= '9') {
            while (isDigit(peek()))
                advance();
        } else {
            return fail("expected a digit, found " + found());
        }
        if (peek() == '.') {
            advance();
            if (!isDigit(peek()))
                return fail("expected a digit after '.', found " + found());
            while (isDigit(peek()))
                advance();
        }
        if (peek() == 'e' || peek() == 'E') {
            advance();
            if (peek() == '+' || peek() == '-')
                advance();
            if (!isDigit(peek()))
                return fail("expected a digit in the exponent, found " + found());
            while (isDigit(peek()))
                advance();
        }
        out.assign(text_.substr(start, pos_ - start));
        return true;
    }

    // Any value; `depth` guards against stack exhaustion on hostile nesting.
    bool value(JsonValue& m, int depth) {
        skipSpace();
        m.line = line();
        m.column = column();
        if (depth > JsonReader::kMaxDepth)
            return fail("nesting deeper than 64 levels");
        switch (peek()) {
        case '"':
            m.kind = JsonValue::Kind::String;
            return string(m.text);
        case 't':
            m.kind = JsonValue::Kind::Bool;
            m.text = "true";
            return literal("true");
        case 'f':
            m.kind = JsonValue::Kind::Bool;
            m.text = "false";
            return literal("false");
        case 'n':
            m.kind = JsonValue::Kind::Null;
            m.text = "null";
            return literal("null");
        case '{':
            m.kind = JsonValue::Kind::Object;
            return object(m, depth + 1);
        case '[':
            m.kind = JsonValue::Kind::Array;
            return array(m, depth + 1);
        default:
            if (peek() == '-' || isDigit(peek())) {
                m.kind = JsonValue::Kind::Number;
                return number(m.text);
            }
            return fail("expected a JSON value, found " + found());
        }
    }

    bool array(JsonValue& out, int depth) {
        advance(); // '['
        skipSpace();
        if (peek() == ']') {
            advance();
            return true;
        }
        for (;;) {
            out.elements.emplace_back();
            if (!value(out.elements.back(), depth))
                return false;
            skipSpace();
            if (peek() == ']') {
                advance();
                return true;
            }
            if (peek() != ',')
                return fail("expected ',' or ']', found " + found());
            advance();
        }
    }

    // An object, its members in file order.
    bool object(JsonValue& out, int depth) {
        skipSpace();
        if (peek() != '{')
            return fail("expected '{', found " + found());
        advance();
        skipSpace();
        if (peek() == '}') {
            advance();
            return true;
        }
        std::unordered_set<std::string> keys; // linear in the member count, even when hostile
        for (;;) {
            skipSpace();
            const std::uint32_t keyLine = line(), keyColumn = column();
            std::string key;
            if (peek() != '"')
                return fail("expected a member name in double quotes, found " + found());
            if (!string(key))
                return false;
            if (!keys.insert(key).second) {
                error_ = JsonError{keyLine, keyColumn, "duplicate member \"" + key + "\""};
                return false;
            }
            skipSpace();
            if (peek() != ':')
                return fail("expected ':' after \"" + key + "\", found " + found());
            advance();
            out.members.emplace_back(std::move(key), JsonValue{});
            if (!value(out.members.back().second, depth))
                return false;
            skipSpace();
            if (peek() == '}') {
                advance();
                return true;
            }
            if (peek() != ',')
                return fail("expected ',' or '}', found " + found());
            advance();
        }
    }

private:
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    static int hexValue(char c) {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    bool hex4(std::uint32_t& out) {
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hexValue(peek());
            if (h < 0)
                return fail("expected four hexadecimal digits after \\u, found " + found());
            out = out * 16 + static_cast<std::uint32_t>(h);
            advance();
        }
        return true;
    }

    // After the backslash: \uXXXX (with a surrogate pair), appended as UTF-8.
    bool unicodeEscape(std::string& out) {
        advance(); // 'u'
        std::uint32_t cp = 0;
        if (!hex4(cp))
            return false;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (peek() != '\\')
                return fail("unpaired surrogate in \\u escape");
            advance();
            if (peek() != 'u')
                return fail("unpaired surrogate in \\u escape");
            advance();
            std::uint32_t low = 0;
            if (!hex4(low))
                return false;
            if (low < 0xDC00 || low > 0xDFFF)
                return fail("unpaired surrogate in \\u escape");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return fail("unpaired surrogate in \\u escape");
        }
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
        return true;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t lineStart_ = 0;
    std::uint32_t line_ = 1;
    std::optional<JsonError> error_;
};

} // namespace

std::optional<JsonValue> JsonReader::parse(std::string_view text, JsonError& error) {
    Cursor c(text);
    JsonValue top;
    if (c.value(top, 0)) {
        c.skipSpace();
        if (c.atEnd())
            return top;
        c.fail("unexpected " + c.found() + " after the end of the value");
    }
    error = *c.error();
    return std::nullopt;
}

std::optional<JsonValue> JsonReader::parseObject(std::string_view text, JsonError& error) {
    Cursor c(text);
    JsonValue top;
    top.kind = JsonValue::Kind::Object;
    if (c.object(top, 0)) {
        c.skipSpace();
        if (c.atEnd())
            return top;
        c.fail("unexpected " + c.found() + " after the end of the object");
    }
    error = *c.error();
    return std::nullopt;
}

} // namespace wave::json
