#pragma once
// A strict JSON syntax checker (RFC 8259 grammar) for testing the Chrome trace writer without
// a JSON library. Returns true when `text` is exactly one JSON value plus whitespace.

#include <cctype>
#include <string_view>

namespace wave::debug::test {

class JsonChecker {
public:
    static bool valid(std::string_view text) {
        JsonChecker c(text);
        c.space();
        if (!c.value(0))
            return false;
        c.space();
        return c.pos_ == text.size();
    }

private:
    explicit JsonChecker(std::string_view t) : t_(t) {}

    bool at(char c) const { return pos_ < t_.size() && t_[pos_] == c; }
    void space() {
        while (pos_ < t_.size() &&
               (t_[pos_] == ' ' || t_[pos_] == '\n' || t_[pos_] == '\t' || t_[pos_] == '\r'))
            ++pos_;
    }
    bool literal(std::string_view w) {
        if (t_.substr(pos_, w.size()) != w)
            return false;
        pos_ += w.size();
        return true;
    }
    bool digits() {
        const std::size_t start = pos_;
        while (pos_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[pos_])))
            ++pos_;
        return pos_ > start;
    }
    bool number() {
        if (at('-'))
            ++pos_;
        if (at('0'))
            ++pos_;
        else if (!digits())
            return false;
        if (at('.')) {
            ++pos_;
            if (!digits())
                return false;
        }
        if (at('e') || at('E')) {
            ++pos_;
            if (at('+') || at('-'))
                ++pos_;
            if (!digits())
                return false;
        }
        return true;
    }
    bool string() {
        if (!at('"'))
            return false;
        ++pos_;
        while (pos_ < t_.size()) {
            const auto c = static_cast<unsigned char>(t_[pos_++]);
            if (c == '"')
                return true;
            if (c < 0x20)
                return false;
            if (c == '\\') {
                if (pos_ >= t_.size())
                    return false;
                const char e = t_[pos_++];
                if (e == 'u') {
                    for (int i = 0; i < 4; ++i)
                        if (pos_ >= t_.size() ||
                            !std::isxdigit(static_cast<unsigned char>(t_[pos_++])))
                            return false;
                } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
                    return false;
                }
            }
        }
        return false;
    }
    bool value(int depth) {
        if (depth > 64)
            return false;
        space();
        if (at('{')) {
            ++pos_;
            space();
            if (at('}')) {
                ++pos_;
                return true;
            }
            while (true) {
                space();
                if (!string())
                    return false;
                space();
                if (!at(':'))
                    return false;
                ++pos_;
                if (!value(depth + 1))
                    return false;
                space();
                if (at('}')) {
                    ++pos_;
                    return true;
                }
                if (!at(','))
                    return false;
                ++pos_;
            }
        }
        if (at('[')) {
            ++pos_;
            space();
            if (at(']')) {
                ++pos_;
                return true;
            }
            while (true) {
                if (!value(depth + 1))
                    return false;
                space();
                if (at(']')) {
                    ++pos_;
                    return true;
                }
                if (!at(','))
                    return false;
                ++pos_;
            }
        }
        if (at('"'))
            return string();
        if (literal("true") || literal("false") || literal("null"))
            return true;
        return number();
    }

    std::string_view t_;
    std::size_t pos_ = 0;
};

} // namespace wave::debug::test
