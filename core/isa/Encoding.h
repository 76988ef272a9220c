#pragma once
// Packing of instruction words (ISA.md §1.1–§1.2).

#include <cstdint>

namespace wave::isa {

struct Encoding {
    static constexpr std::uint32_t word0(std::uint8_t opcode, std::uint8_t rd, std::uint8_t rs1,
                                         std::uint8_t modifier, bool predNeg,
                                         std::uint8_t predReg) {
        return (std::uint32_t(opcode) << 24) | (std::uint32_t(rd) << 16) |
               (std::uint32_t(rs1) << 8) | ((std::uint32_t(modifier) & 0xF) << 4) |
               (predNeg ? 4u : 0u) | (std::uint32_t(predReg) & 3u);
    }
    static constexpr std::uint32_t word1(std::uint8_t rs2, std::uint8_t rs3, std::uint8_t rs4,
                                         std::uint8_t scope) {
        return (std::uint32_t(rs2) << 24) | (std::uint32_t(rs3) << 16) | (std::uint32_t(rs4) << 8) |
               (std::uint32_t(scope) & 3u);
    }
};

} // namespace wave::isa
