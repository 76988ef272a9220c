#include "launch/RustNumber.h"

#include <cerrno>
#include <cstdlib>
#include <limits>

namespace wave::launch {

namespace {
constexpr const char* kEmptyInt = "cannot parse integer from empty string";
constexpr const char* kInvalidDigit = "invalid digit found in string";
constexpr const char* kTooLarge = "number too large to fit in target type";

int digitValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        if (c != b[i])
            return false;
    }
    return true;
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Rust's decimal float grammar without sign: Digits ['.' Digits?] | '.' Digits, then an optional
// exponent 'e'/'E' [+-] Digits.
bool isDecimalFloat(std::string_view s) {
    std::size_t i = 0;
    std::size_t intDigits = 0;
    while (i < s.size() && isDigit(s[i])) {
        ++i;
        ++intDigits;
    }
    std::size_t fracDigits = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        while (i < s.size() && isDigit(s[i])) {
            ++i;
            ++fracDigits;
        }
    }
    if (intDigits + fracDigits == 0)
        return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        std::size_t expDigits = 0;
        while (i < s.size() && isDigit(s[i])) {
            ++i;
            ++expDigits;
        }
        if (expDigits == 0)
            return false;
    }
    return i == s.size();
}
} // namespace

bool RustNumber::parseUnsigned(std::string_view text, std::uint64_t max, std::uint64_t& out,
                               std::string& error, unsigned radix) {
    if (text.empty()) {
        error = kEmptyInt;
        return false;
    }
    std::string_view digits = text;
    if (digits[0] == '+' || digits[0] == '-') {
        // A lone sign is an invalid digit; '-' is never accepted by unsigned types.
        if (digits.size() == 1 || digits[0] == '-') {
            error = kInvalidDigit;
            return false;
        }
        digits.remove_prefix(1);
    }
    std::uint64_t result = 0;
    for (char c : digits) {
        const int d = digitValue(c);
        if (d >= static_cast<int>(radix)) {
            error = kInvalidDigit;
            return false;
        }
        const auto digit = static_cast<std::uint64_t>(d);
        if (result > (max - digit) / radix) {
            error = kTooLarge;
            return false;
        }
        result = result * radix + digit;
    }
    out = result;
    return true;
}

bool RustNumber::parseOffset(std::string_view text, std::uint64_t& out, std::string& error) {
    std::string why;
    if (text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        if (parseUnsigned(text.substr(2), UINT64_MAX, out, why, 16))
            return true;
        error = "invalid hex offset: " + why;
        return false;
    }
    if (parseUnsigned(text, UINT64_MAX, out, why, 10))
        return true;
    error = "invalid offset: " + why;
    return false;
}

bool RustNumber::parseFloat(std::string_view text, float& out, std::string& error) {
    if (text.empty()) {
        error = "cannot parse float from empty string";
        return false;
    }
    std::string_view body = text;
    bool negative = false;
    if (body[0] == '+' || body[0] == '-') {
        negative = body[0] == '-';
        body.remove_prefix(1);
    }
    if (equalsIgnoreCase(body, "inf") || equalsIgnoreCase(body, "infinity")) {
        out = negative ? -std::numeric_limits<float>::infinity()
                       : std::numeric_limits<float>::infinity();
        return true;
    }
    if (equalsIgnoreCase(body, "nan")) {
        out = negative ? -std::numeric_limits<float>::quiet_NaN()
                       : std::numeric_limits<float>::quiet_NaN();
        return true;
    }
    if (!isDecimalFloat(body)) {
        error = "invalid float literal";
        return false;
    }
    // The syntax is validated above, so strtof sees only plain decimal text; glibc's strtof is
    // correctly rounded and yields ±inf / ±0 (with ERANGE, which is not an error here) when the
    // value is out of range, as Rust does.
    const std::string copy(text);
    errno = 0;
    out = std::strtof(copy.c_str(), nullptr);
    return true;
}

} // namespace wave::launch
