#include "emu/FloatFormat.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
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

// docs/reference/command-line.md §3.3: when the exact value lies halfway between the two shortest
// candidates P and P+1 (it is P followed by a single 5), the reference prints P+1, rounded up in
// magnitude, where std::to_chars picks the even one. `d` holds to_chars' shortest digits of
// `magnitude` (k of them, at most 9). Exact integer test: with magnitude = m * 2^e (m odd) and s =
// k - 1 - exponent, a tie means 2 * magnitude * 10^s = m * 2^(e+1+s) * 5^s is the odd number 2P +
// 1, so e + 1 + s = 0 and m * 5^s (or m / 5^-s) = 2P + 1 with P = digits or digits - 1.
void roundTiesUp(Decimal& d, float magnitude) {
    const std::uint32_t bits = std::bit_cast<std::uint32_t>(magnitude);
    const std::uint32_t biased = bits >> 23;
    std::uint64_t m = biased == 0 ? (bits & 0x7FFFFFu) : ((bits & 0x7FFFFFu) | 0x800000u);
    int e = biased == 0 ? -149 : static_cast<int>(biased) - 150;
    const int zeros = std::countr_zero(m);
    m >>= zeros;
    e += zeros;
    const int s = static_cast<int>(d.digits.size()) - 1 - d.exponent;
    if (e + 1 + s != 0)
        return;
    // 2P + 1 < 2 * 10^9: beyond 5^13 (or m < 2^24 divisible by 5^11) no tie is possible.
    std::uint64_t twiceP1 = m;
    if (s >= 0) {
        if (s > 13)
            return;
        for (int i = 0; i < s; ++i)
            twiceP1 *= 5;
    } else {
        if (s < -10)
            return;
        for (int i = 0; i < -s; ++i) {
            if (twiceP1 % 5 != 0)
                return;
            twiceP1 /= 5;
        }
    }
    std::uint64_t digits = 0;
    for (const char c : d.digits)
        digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
    if (twiceP1 != 2 * digits + 1)
        return; // no tie, or to_chars already took the upper candidate (2 * digits - 1)
    std::string up = std::to_string(digits + 1);
    int exponent = d.exponent;
    if (up.size() > d.digits.size())
        ++exponent; // 99..9 + 1
    up.erase(up.find_last_not_of('0') + 1);
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
