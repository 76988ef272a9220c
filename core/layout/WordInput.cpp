#include "layout/WordInput.h"

namespace wave::layout {

std::optional<std::uint64_t> WordInput::parseHex(std::string_view text, const Layout& layout,
                                                 std::string& error) {
    const unsigned bits = layout.base().words.front();
    const unsigned want = hexDigits(bits);
    std::string_view digits = text;
    if (digits.size() >= 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
        digits.remove_prefix(2);
    std::uint64_t value = 0;
    unsigned count = 0;
    for (char c : digits) {
        if (c == '_' || c == '\'')
            continue;
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        if (d < 0) {
            error = "'" + std::string(text) + "' is not a hex word ('" + std::string(1, c) +
                    "' is not a hex digit)";
            return std::nullopt;
        }
        if (++count <= 16)
            value = (value << 4) | static_cast<std::uint64_t>(d);
    }
    if (count != want) {
        error = "'" + std::string(text) + "' has " + std::to_string(count) + " hex digits; " +
                layout.name + "'s base word is " + std::to_string(bits) + " bits, written as " +
                std::to_string(want) + " digits";
        return std::nullopt;
    }
    if (bits < 64 && (value >> bits) != 0) {
        error = "'" + std::string(text) + "' does not fit in " + std::to_string(bits) + " bits";
        return std::nullopt;
    }
    return value;
}

std::optional<std::vector<std::uint64_t>>
WordInput::parseHexList(std::string_view text, const Layout& layout, std::string& error) {
    std::vector<std::uint64_t> out;
    std::size_t i = 0;
    auto separator = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';';
    };
    while (i < text.size()) {
        while (i < text.size() && separator(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !separator(text[i]))
            ++i;
        if (i == start)
            break;
        const std::optional<std::uint64_t> w =
            parseHex(text.substr(start, i - start), layout, error);
        if (!w)
            return std::nullopt;
        out.push_back(*w);
    }
    return out;
}

std::optional<std::vector<std::uint64_t>> WordInput::fromBytes(std::span<const std::uint8_t> bytes,
                                                               const Layout& layout,
                                                               std::string& error) {
    const unsigned bits = layout.base().words.front();
    if (bits % 8 != 0) {
        error = layout.name + "'s base word is " + std::to_string(bits) +
                " bits, not a whole number of bytes: give its words in hex with --words";
        return std::nullopt;
    }
    const std::size_t size = bits / 8;
    if (bytes.size() % size != 0) {
        error = "the file has " + std::to_string(bytes.size()) + " bytes, not a multiple of " +
                layout.name + "'s " + std::to_string(size) + "-byte words";
        return std::nullopt;
    }
    std::vector<std::uint64_t> out;
    out.reserve(bytes.size() / size);
    for (std::size_t at = 0; at < bytes.size(); at += size) {
        std::uint64_t w = 0;
        for (std::size_t b = 0; b < size; ++b)
            w |= static_cast<std::uint64_t>(bytes[at + b]) << (8 * b);
        out.push_back(w);
    }
    return out;
}

} // namespace wave::layout
