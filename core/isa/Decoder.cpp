#include "isa/Decoder.h"

#include "isa/InstructionTable.h"
#include "isa/LittleEndian.h"

#include <cstdio>

namespace wave::isa {

namespace {

bool fail(DecodeError& error, DecodeError::Kind kind, std::size_t offset, std::string message) {
    error.kind = kind;
    error.offset = offset;
    error.message = std::move(message);
    return false;
}

std::string endOfCode(std::size_t offset) {
    return "unexpected end of code at offset " + std::to_string(offset);
}

} // namespace

bool Decoder::decode(std::span<const std::uint8_t> slice, std::size_t offset,
                     DecodedInstruction& out, DecodeError& error) {
    if (offset > slice.size() || slice.size() - offset < 4)
        return fail(error, DecodeError::Kind::EndOfCode, offset, endOfCode(offset));

    const std::uint32_t w0 = LittleEndian::read32(slice, offset);
    out = DecodedInstruction{};
    out.word0 = w0;
    out.opcode = static_cast<std::uint8_t>(w0 >> 24);
    out.rd = static_cast<std::uint8_t>(w0 >> 16);
    out.rs1 = static_cast<std::uint8_t>(w0 >> 8);
    out.modifier = static_cast<std::uint8_t>((w0 >> 4) & 0xF);
    out.predNeg = (w0 >> 2) & 1u;
    out.predReg = static_cast<std::uint8_t>(w0 & 3u);

    const OpcodeGroup* group = InstructionTable::group(out.opcode);
    if (group == nullptr) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "invalid opcode 0x%02x at offset %zu", out.opcode, offset);
        return fail(error, DecodeError::Kind::InvalidOpcode, offset, buf);
    }

    auto fetchWord1 = [&](bool present) {
        out.size = present ? 8 : 4;
        if (!present)
            return true;
        if (slice.size() - offset < 8)
            return fail(error, DecodeError::Kind::TruncatedWord1, offset, endOfCode(offset + 4));
        const std::uint32_t w1 = LittleEndian::read32(slice, offset + 4);
        out.word1 = w1;
        out.rs2 = static_cast<std::uint8_t>(w1 >> 24);
        out.rs3 = static_cast<std::uint8_t>(w1 >> 16);
        out.rs4 = static_cast<std::uint8_t>(w1 >> 8);
        out.scope = static_cast<std::uint8_t>(w1 & 3u);
        return true;
    };

    auto invalidModifier = [&]() {
        return fail(error, DecodeError::Kind::InvalidModifier, offset,
                    "invalid modifier " + std::to_string(out.modifier) + " for opcode " +
                        std::string(group->name) + " at offset " + std::to_string(offset));
    };

    // docs/reference/isa.md §1.3: atomics fetch word1 before validating the modifier; the others
    // after.
    const bool atomic = out.opcode == 0x3C || out.opcode == 0x3D;
    if (atomic) {
        if (!fetchWord1(true))
            return false;
        if (out.modifier >= group->modifierCount)
            return invalidModifier();
    } else {
        if (group->validatesModifier() && out.modifier >= group->modifierCount)
            return invalidModifier();
        if (!fetchWord1(group->hasWord1(out.modifier)))
            return false;
    }
    out.info = InstructionTable::byEncoding(out.opcode, out.modifier);
    return out.info != nullptr ||
           fail(error, DecodeError::Kind::InvalidModifier, offset, "no table row for encoding");
}

} // namespace wave::isa
