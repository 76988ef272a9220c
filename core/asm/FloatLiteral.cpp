#include "asm/FloatLiteral.h"

#include <bit>
#include <charconv>
#include <string>

namespace wave::assembler {

namespace {
// The sign of the decimal exponent of the literal's magnitude (> 0: at least 10), used only
// when from_chars reports the value out of range, i.e. beyond ~3.4e38 or below ~1.4e-45.
bool isHuge(std::string_view digits) {
    std::size_t i = 0;
    std::int64_t integerDigits = 0; // significant digits before the point
    std::int64_t leadingZeros = 0;  // zeros after the point before the first non-zero digit
    bool significant = false;
    for (; i < digits.size() && digits[i] != 'e' && digits[i] != 'E'; ++i) {
        const char c = digits[i];
        if (c == '.') {
            for (++i; i < digits.size() && digits[i] == '0' && !significant; ++i)
                ++leadingZeros;
            for (; i < digits.size() && digits[i] != 'e' && digits[i] != 'E'; ++i)
                ;
            break;
        }
        if (c != '0' || significant) {
            significant = true;
            ++integerDigits;
        }
    }
    std::int64_t exponent = 0;
    bool negativeExponent = false;
    if (i < digits.size()) {
        ++i;
        if (i < digits.size() && (digits[i] == '+' || digits[i] == '-'))
            negativeExponent = digits[i++] == '-';
        for (; i < digits.size(); ++i)
            if (exponent < 1'000'000'000)
                exponent = exponent * 10 + (digits[i] - '0');
    }
    if (negativeExponent)
        exponent = -exponent;
    const std::int64_t magnitude =
        integerDigits > 0 ? integerDigits - 1 + exponent : exponent - leadingZeros - 1;
    return magnitude > 0;
}
} // namespace

std::uint32_t FloatLiteral::binary32Bits(std::string_view literal) {
    std::string text;
    text.reserve(literal.size());
    for (const char c : literal)
        if (c != '_')
            text += c;
    const bool negative = !text.empty() && text[0] == '-';
    const std::uint32_t sign = negative ? 0x80000000u : 0u;
    float value = 0.0f;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    (void)ptr;
    if (ec == std::errc::result_out_of_range) {
        const std::string_view magnitude = std::string_view(text).substr(negative ? 1 : 0);
        return sign | (isHuge(magnitude) ? 0x7F800000u : 0u);
    }
    if (ec != std::errc())
        return sign; // unreachable for lexer-checked literals
    return std::bit_cast<std::uint32_t>(value);
}

} // namespace wave::assembler
