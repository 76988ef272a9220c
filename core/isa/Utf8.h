#pragma once
// UTF-8 primitives shared by the assembler (source validation, diagnostic snippets) and the
// .wbin readers (kernel names). Validation is as strict as Rust's `str::from_utf8` and the lossy
// decoding matches Rust's `String::from_utf8_lossy`, because the reference toolchain uses both.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace wave::isa {

class Utf8 {
public:
    // What lies at one position of a byte string: a well-formed character of `length` bytes
    // (1-4), or the maximal ill-formed subpart there (1-3 bytes, Unicode §3.9 "U+FFFD
    // substitution of maximal subparts"), which lossy decoding turns into one U+FFFD.
    struct Sequence {
        std::size_t length = 1;
        bool valid = false;
        char32_t codePoint = 0xFFFD; // U+FFFD when not valid
    };

    static constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD
    static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";    // U+2026

    // The sequence starting at text[i]; requires i < text.size(). Iterate with
    // `i += next(text, i).length`.
    static Sequence next(std::string_view text, std::size_t i);

    // True when `text` is well-formed UTF-8 (no overlong forms, surrogates or values past
    // U+10FFFF).
    static bool isValid(std::string_view text);

    // `text` with every maximal ill-formed subpart replaced by U+FFFD.
    static std::string decodeLossy(std::string_view text);
    static std::string decodeLossy(std::span<const std::uint8_t> bytes);

    // As decodeLossy, but stops before the sequence that would pass `maxBytes` bytes of input
    // and then appends "…" (for quoting untrusted snippets in messages).
    static std::string decodeLossy(std::string_view text, std::size_t maxBytes);

    // True for a byte that starts a character (anything but 10xxxxxx).
    static bool startsCharacter(unsigned char byte) { return (byte & 0xC0u) != 0x80u; }

    // The number of characters in `text` (bytes that start a character).
    static std::uint32_t countCharacters(std::string_view text);
};

} // namespace wave::isa
