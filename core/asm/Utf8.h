#pragma once
// UTF-8 helpers: validation as strict as Rust's `str::from_utf8` (the reference reads sources
// with it), and sanitising of source snippets before they go into diagnostic texts.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace wave::assembler {

class Utf8 {
public:
    // True when `text` is well-formed UTF-8 (no overlong forms, surrogates or values past
    // U+10FFFF).
    static bool isValid(std::string_view text);

    // `text` with every ill-formed sequence replaced by U+FFFD, cut at a character boundary
    // after at most `maxBytes` bytes of input (then "…" is appended).
    static std::string sanitize(std::string_view text, std::size_t maxBytes = 200);

    // True for a byte that starts a character (anything but 10xxxxxx).
    static bool startsCharacter(unsigned char byte) { return (byte & 0xC0u) != 0x80u; }

    // The number of characters in `text` (bytes that start a character).
    static std::uint32_t countCharacters(std::string_view text);

private:
    // Length of the well-formed sequence at text[i], or 0 when it is ill-formed.
    static std::size_t sequenceLength(std::string_view text, std::size_t i);
};

} // namespace wave::assembler
