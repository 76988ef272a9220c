#pragma once
// The words to decode, from hex text (`wave-dis --words`, a paste in the IDE) or from a binary
// file of little-endian words of the layout's base width.

#include "layout/Layout.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wave::layout {

class WordInput {
public:
    // Hex digits for a word of `bits` bits (48 -> 12).
    static unsigned hexDigits(unsigned bits) { return (bits + 3) / 4; }

    // One word: "0x2C880000" or "2C880000", with exactly hexDigits(base width) digits ('_' and
    // "'" separators allowed). Sets `error` otherwise.
    static std::optional<std::uint64_t> parseHex(std::string_view text, const Layout& layout,
                                                 std::string& error);
    // Whitespace- or comma-separated words, each as parseHex; the first error stops.
    static std::optional<std::vector<std::uint64_t>>
    parseHexList(std::string_view text, const Layout& layout, std::string& error);
    // A file's bytes as little-endian words of the base width (a multiple of 8 bits).
    static std::optional<std::vector<std::uint64_t>>
    fromBytes(std::span<const std::uint8_t> bytes, const Layout& layout, std::string& error);
};

} // namespace wave::layout
