#include "emu/FloatFormat.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace wave::emu {

namespace {

// Significant digits and decimal exponent: "1.5e-05" -> {"15", -5}.
struct Decimal {
    std::string digits;
    int exponent = 0;
};

Decimal parseScientific(const char* first, const char* last) {
    const std::string text(first, last);
    const std::size_t ePos = text.find('e');
    Decimal d;
    for (std::size_t i = 0; i < ePos; ++i)
        if (text[i] != '.')
            d.digits += text[i];
    d.exponent = std::atoi(text.c_str() + ePos + 1);
    return d;
}

// The shortest digits that read back as `magnitude` (std::to_chars: ties to even).
Decimal shortest(float magnitude) {
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, magnitude, std::chars_format::scientific);
    return parseScientific(buf, res.ptr);
}

// `magnitude` correctly rounded to 1 + `fraction` significant digits. Every f32 is exact with
// at most 113 significant digits (the largest subnormal), so fraction 120 gives its exact value.
Decimal rounded(float magnitude, int fraction) {
    char buf[160];
    const auto res = std::to_chars(buf, buf + sizeof buf, static_cast<double>(magnitude),
                                   std::chars_format::scientific, fraction);
    return parseScientific(buf, res.ptr);
}

// CLI.md §3.3: when the exact value lies halfway between the two shortest candidates P and P+1
// (it is P followed by a single 5), the reference prints P+1, rounded up in magnitude, where
// std::to_chars picks the even one. `d` holds to_chars' shortest digits of `magnitude`.
void roundTiesUp(Decimal& d, float magnitude) {
    const std::size_t k = d.digits.size();
    // Cheap filter: a tie has exactly k+1 digits ending in 5, which rounding to k+1 keeps.
    const Decimal next = rounded(magnitude, static_cast<int>(k));
    if (next.exponent != d.exponent || next.digits.back() != '5')
        return;
    const Decimal exact = rounded(magnitude, 120);
    if (exact.exponent != d.exponent || exact.digits.compare(0, k + 1, next.digits) != 0 ||
        exact.digits.find_first_not_of('0', k + 1) != std::string::npos)
        return;
    std::string up = next.digits.substr(0, k);
    int exponent = d.exponent;
    std::size_t i = up.size();
    while (i > 0 && up[i - 1] == '9')
        up[--i] = '0';
    if (i == 0) {
        up.insert(up.begin(), '1');
        ++exponent;
    } else {
        ++up[i - 1];
    }
    const std::size_t last = up.find_last_not_of('0');
    up.erase(last + 1);
    d = {up, exponent};
}

} // namespace

std::string FloatFormat::format(float value) {
    if (std::isnan(value))
        return "NaN";
    const bool negative = std::signbit(value);
    std::string out = negative ? "-" : "";
    if (std::isinf(value))
        return out + "inf";
    if (value == 0.0f)
        return out + "0.0";

    const float magnitude = std::fabs(value);
    Decimal d = shortest(magnitude);
    roundTiesUp(d, magnitude);
    const std::string& digits = d.digits;
    const int exponent = d.exponent;

    if (magnitude >= 1e-4f && magnitude < 1e16f) {
        if (exponent >= 0) {
            const auto intLen = static_cast<std::size_t>(exponent) + 1;
            if (digits.size() <= intLen)
                return out + digits + std::string(intLen - digits.size(), '0') + ".0";
            return out + digits.substr(0, intLen) + "." + digits.substr(intLen);
        }
        return out + "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
    }
    out += digits.substr(0, 1);
    if (digits.size() > 1)
        out += "." + digits.substr(1);
    return out + "e" + std::to_string(exponent);
}

} // namespace wave::emu
