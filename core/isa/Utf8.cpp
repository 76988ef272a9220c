#include "isa/Utf8.h"

namespace wave::isa {

Utf8::Sequence Utf8::next(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80)
        return {1, true, b0};
    // Length and the allowed range of the second byte (Unicode Table 3-7).
    std::size_t length = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    char32_t cp = 0;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        cp = b0 & 0x1Fu;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        cp = b0 & 0x0Fu;
        if (b0 == 0xE0)
            lo = 0xA0; // overlong
        else if (b0 == 0xED)
            hi = 0x9F; // surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        cp = b0 & 0x07u;
        if (b0 == 0xF0)
            lo = 0x90; // overlong
        else if (b0 == 0xF4)
            hi = 0x8F; // past U+10FFFF
    } else {
        return {}; // not a lead byte: one byte on its own
    }
    // Consume the longest valid prefix; a broken or cut-off sequence is one maximal subpart.
    std::size_t j = i + 1;
    for (std::size_t got = 1; got < length; ++got, ++j) {
        const unsigned char l = got == 1 ? lo : 0x80;
        const unsigned char u = got == 1 ? hi : 0xBF;
        if (j >= text.size() || byte(j) < l || byte(j) > u)
            return {j - i, false, 0xFFFD};
        cp = (cp << 6) | (byte(j) & 0x3Fu);
    }
    return {length, true, cp};
}

bool Utf8::isValid(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        // Fast path over ASCII runs.
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        const Sequence s = next(text, i);
        if (!s.valid)
            return false;
        i += s.length;
    }
    return true;
}

std::string Utf8::decodeLossy(std::string_view text, std::size_t maxBytes) {
    std::string out;
    out.reserve(text.size() < maxBytes ? text.size() : maxBytes + kEllipsis.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const Sequence s = next(text, i);
        if (s.length > maxBytes - i) {
            out += kEllipsis;
            break;
        }
        if (s.valid)
            out.append(text.substr(i, s.length));
        else
            out += kReplacement;
        i += s.length;
    }
    return out;
}

std::string Utf8::decodeLossy(std::string_view text) {
    return decodeLossy(text, text.size());
}

std::string Utf8::decodeLossy(std::span<const std::uint8_t> bytes) {
    return decodeLossy(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

std::uint32_t Utf8::countCharacters(std::string_view text) {
    std::uint32_t n = 0;
    for (const char c : text)
        n += startsCharacter(static_cast<unsigned char>(c)) ? 1u : 0u;
    return n;
}

} // namespace wave::isa
