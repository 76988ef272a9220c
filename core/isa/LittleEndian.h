#pragma once
// Little-endian byte order of instruction words and .wbin fields (docs/reference/isa.md §1,
// docs/reference/container.md §1). Callers guarantee the bytes they read or overwrite exist.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace wave::isa {

class LittleEndian {
public:
    static std::uint32_t read32(std::span<const std::uint8_t> bytes, std::size_t at) {
        return std::uint32_t(bytes[at]) | (std::uint32_t(bytes[at + 1]) << 8) |
               (std::uint32_t(bytes[at + 2]) << 16) | (std::uint32_t(bytes[at + 3]) << 24);
    }

    static std::uint16_t read16(std::span<const std::uint8_t> bytes, std::size_t at) {
        return static_cast<std::uint16_t>(bytes[at] | (bytes[at + 1] << 8));
    }

    static void write32(std::span<std::uint8_t> bytes, std::size_t at, std::uint32_t v) {
        for (std::size_t i = 0; i < 4; ++i)
            bytes[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
    }

    static void append32(std::vector<std::uint8_t>& out, std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    }

    static void append16(std::vector<std::uint8_t>& out, std::uint16_t v) {
        out.push_back(static_cast<std::uint8_t>(v));
        out.push_back(static_cast<std::uint8_t>(v >> 8));
    }
};

} // namespace wave::isa
