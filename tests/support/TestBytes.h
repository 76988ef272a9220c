#pragma once
// Little-endian words and hex texts as bytes, for tests that build or inspect instruction
// streams and .wbin files by hand. Written independently of core/ so that the tests pin the
// byte order themselves.

#include <cctype>
#include <cstdint>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace wave::test {

// Stores `v` at b[at..at+4), growing `b` when needed.
inline void put32(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t v) {
    if (b.size() < at + 4)
        b.resize(at + 4);
    for (std::size_t i = 0; i < 4; ++i)
        b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}

inline void append32(std::vector<std::uint8_t>& b, std::uint32_t v) {
    put32(b, b.size(), v);
}

inline std::uint32_t get32(const std::vector<std::uint8_t>& b, std::size_t at) {
    return std::uint32_t(b[at]) | std::uint32_t(b[at + 1]) << 8 | std::uint32_t(b[at + 2]) << 16 |
           std::uint32_t(b[at + 3]) << 24;
}

// Instruction words as little-endian bytes.
inline std::vector<std::uint8_t> words(std::initializer_list<std::uint32_t> ws) {
    std::vector<std::uint8_t> out;
    for (std::uint32_t w : ws)
        append32(out, w);
    return out;
}

// The bytes spelled by the hex digits of `hex`, two digits a byte; anything else (blanks, line
// breaks) is skipped.
inline std::vector<std::uint8_t> fromHex(std::string_view hex) {
    std::vector<std::uint8_t> out;
    std::string digits;
    for (char c : hex)
        if (std::isxdigit(static_cast<unsigned char>(c)))
            digits += c;
    for (std::size_t i = 0; i + 1 < digits.size(); i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoi(digits.substr(i, 2), nullptr, 16)));
    return out;
}

// The bytes of a `wave-asm --dump-hex` text ("00000010: 57 41 ... "): each line's bytes after
// its address.
inline std::vector<std::uint8_t> fromHexDump(const std::string& text) {
    std::vector<std::uint8_t> out;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::vector<std::uint8_t> bytes = fromHex(std::string_view(line).substr(colon + 1));
        out.insert(out.end(), bytes.begin(), bytes.end());
    }
    return out;
}

} // namespace wave::test
