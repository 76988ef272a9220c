#include "emu/FloatFormat.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace wave::emu {

std::string FloatFormat::format(float value) {
    if (std::isnan(value))
        return "NaN";
    const bool negative = std::signbit(value);
    std::string out = negative ? "-" : "";
    if (std::isinf(value))
        return out + "inf";
    if (value == 0.0f)
        return out + "0.0";

    // Shortest round-trip digits, e.g. "1.5e-05" -> digits "15", exponent -5.
    char buf[64];
    const auto res =
        std::to_chars(buf, buf + sizeof buf, std::fabs(value), std::chars_format::scientific);
    const std::string text(buf, res.ptr);
    const std::size_t ePos = text.find('e');
    std::string digits;
    for (std::size_t i = 0; i < ePos; ++i)
        if (text[i] != '.')
            digits += text[i];
    const int exponent = std::atoi(text.c_str() + ePos + 1);

    const float magnitude = std::fabs(value);
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
