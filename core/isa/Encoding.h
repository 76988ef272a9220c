#pragma once
// Packing of instruction words (docs/reference/isa.md §1.1–§1.2). The bit fields are named here
// once; the packing below, the editor's encoding strip and the ISA reference read them from this
// file.

#include "isa/InstructionInfo.h"

#include <cstdint>

namespace wave::isa {

// A run of bits in word0 (word == 0) or word1 (word == 1).
struct BitField {
    std::uint8_t word = 0;
    std::uint8_t low = 0;   // least significant bit
    std::uint8_t width = 0; // bits

    constexpr std::uint8_t high() const { return static_cast<std::uint8_t>(low + width - 1); }
    constexpr std::uint32_t mask() const {
        return width >= 32 ? 0xFFFFFFFFu : ((1u << width) - 1u) << low;
    }
    constexpr std::uint32_t extract(std::uint32_t w) const { return (w & mask()) >> low; }
    constexpr std::uint32_t place(std::uint32_t value) const { return (value << low) & mask(); }
};

struct Encoding {
    // word0 (docs/reference/isa.md §1.1)
    static constexpr BitField kOpcode{0, 24, 8};
    static constexpr BitField kRd{0, 16, 8};
    static constexpr BitField kRs1{0, 8, 8};
    static constexpr BitField kModifier{0, 4, 4};
    static constexpr BitField kReserved0{0, 3, 1}; // written 0, ignored
    static constexpr BitField kPredNeg{0, 2, 1};
    static constexpr BitField kPredReg{0, 0, 2};
    static constexpr BitField kGuard{0, 0, 3}; // kPredNeg and kPredReg together
    // word1, register/scope form (docs/reference/isa.md §1.2)
    static constexpr BitField kRs2{1, 24, 8};
    static constexpr BitField kRs3{1, 16, 8};
    static constexpr BitField kRs4{1, 8, 8};
    static constexpr BitField kReserved1{1, 2, 6}; // written 0, ignored
    static constexpr BitField kScope{1, 0, 2};
    // word1, immediate form (mov_imm, call)
    static constexpr BitField kImm32{1, 0, 32};

    // Where an operand field of the instruction table is encoded.
    static constexpr BitField bits(Field field) {
        switch (field) {
        case Field::Rd:
            return kRd;
        case Field::Rs1:
            return kRs1;
        case Field::Rs2:
            return kRs2;
        case Field::Rs3:
            return kRs3;
        case Field::Rs4:
            return kRs4;
        case Field::Scope:
            return kScope;
        case Field::Imm32:
            return kImm32;
        }
        return kImm32;
    }

    static constexpr std::uint32_t word0(std::uint8_t opcode, std::uint8_t rd, std::uint8_t rs1,
                                         std::uint8_t modifier, bool predNeg,
                                         std::uint8_t predReg) {
        return kOpcode.place(opcode) | kRd.place(rd) | kRs1.place(rs1) | kModifier.place(modifier) |
               kPredNeg.place(predNeg ? 1u : 0u) | kPredReg.place(predReg);
    }
    static constexpr std::uint32_t word1(std::uint8_t rs2, std::uint8_t rs3, std::uint8_t rs4,
                                         std::uint8_t scope) {
        return kRs2.place(rs2) | kRs3.place(rs3) | kRs4.place(rs4) | kScope.place(scope);
    }
};

// The formula of docs/reference/isa.md §1.1, spelled out once, pins the named fields.
static_assert(Encoding::word0(0x12, 0x34, 0x56, 0x7, true, 3) == 0x12345677u);
static_assert(Encoding::word0(0, 0, 0, 0x1F, false, 7) == 0xF3u);
static_assert(Encoding::word1(0x12, 0x34, 0x56, 7) == 0x12345603u);
static_assert(Encoding::kGuard.mask() == (Encoding::kPredNeg.mask() | Encoding::kPredReg.mask()));

} // namespace wave::isa
