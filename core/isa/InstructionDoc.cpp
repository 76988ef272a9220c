#include "isa/InstructionDoc.h"

#include <array>
#include <cstdio>

namespace wave::isa {

namespace {

using D = DirectiveKind;

// docs/reference/assembly.md §2 (cache hints, scopes) and §3 (directives).
constexpr std::array<DirectiveDoc, 12> kDirectives = {{
    {"kernel", D::Directive, ".kernel NAME", "start a kernel named NAME; its code follows", 0},
    {"end", D::Directive, ".end", "end the current kernel", 0},
    {"registers", D::Directive, ".registers N",
     "registers per thread of the most recent kernel (default 32)", 0},
    {"local_memory", D::Directive, ".local_memory N",
     "local memory bytes per workgroup of the most recent kernel (0: use the launch value)", 0},
    {"workgroup_size", D::Directive, ".workgroup_size X, Y, Z",
     "workgroup dimensions of the most recent kernel (0: use the launch value)", 0},
    {"cached", D::CacheHint, "MNEMONIC.cached", "cache hint: accepted and ignored", 0},
    {"uncached", D::CacheHint, "MNEMONIC.uncached", "cache hint: accepted and ignored", 0},
    {"streaming", D::CacheHint, "MNEMONIC.streaming", "cache hint: accepted and ignored", 0},
    {"wave", D::Scope, ".wave", "memory scope: the lanes of one wave (encoded 0)", 0},
    {"workgroup", D::Scope, ".workgroup", "memory scope: the waves of one workgroup (encoded 1)",
     1},
    {"device", D::Scope, ".device", "memory scope: the whole device (encoded 2)", 2},
    {"system", D::Scope, ".system", "memory scope: device and host (encoded 3)", 3},
}};

// The operand of `info` encoded in `field`, if any.
const OperandSpec* operandIn(const InstructionInfo& info, Field field) {
    for (std::uint8_t i = 0; i < info.operandCount; ++i)
        if (info.operands[i].field == field)
            return &info.operands[i];
    return nullptr;
}

EncodingFieldDoc operandField(const InstructionInfo& info, std::string_view name, Field field) {
    const OperandSpec* op = operandIn(info, field);
    return {name, Encoding::bits(field), op, op != nullptr};
}

} // namespace

std::vector<EncodingFieldDoc> InstructionDoc::encodingFields(const InstructionInfo& info) {
    std::vector<EncodingFieldDoc> fields = {
        {"opcode", Encoding::kOpcode, nullptr, true},
        operandField(info, "rd", Field::Rd),
        operandField(info, "rs1", Field::Rs1),
        {"modifier", Encoding::kModifier, nullptr, true},
        {"reserved", Encoding::kReserved0, nullptr, false},
        {"guard", Encoding::kGuard, nullptr, true}, // any instruction may be guarded
    };
    if (!info.hasWord1())
        return fields;
    if (const OperandSpec* imm = operandIn(info, Field::Imm32)) {
        fields.push_back({"imm", Encoding::kImm32, imm, true});
        return fields;
    }
    fields.push_back(operandField(info, "rs2", Field::Rs2));
    fields.push_back(operandField(info, "rs3", Field::Rs3));
    fields.push_back(operandField(info, "rs4", Field::Rs4));
    fields.push_back({"reserved", Encoding::kReserved1, nullptr, false});
    fields.push_back(operandField(info, "scope", Field::Scope));
    return fields;
}

std::string InstructionDoc::bitRange(const BitField& bits) {
    char buf[32];
    if (bits.width == 1)
        std::snprintf(buf, sizeof buf, "word%u bit %u", unsigned{bits.word}, unsigned{bits.low});
    else
        std::snprintf(buf, sizeof buf, "word%u bits %u:%u", unsigned{bits.word},
                      unsigned{bits.high()}, unsigned{bits.low});
    return buf;
}

std::string InstructionDoc::hexByte(std::uint8_t value) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", unsigned{value});
    return buf;
}

std::string InstructionDoc::encodingSummary(const InstructionInfo& info) {
    std::string s = "opcode " + hexByte(info.opcode) + ", modifier " +
                    std::to_string(info.modifier) + ", " + std::to_string(info.size) + " bytes";
    if (info.symSize != info.size)
        s += " (the label pass counts " + std::to_string(info.symSize) + ")";
    return s;
}

std::string InstructionDoc::operandPlacement(const InstructionInfo& info) {
    std::string s;
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        const OperandSpec& op = info.operands[i];
        if (!s.empty())
            s += "; ";
        s += op.role;
        s += ": ";
        s += bitRange(Encoding::bits(op.field));
    }
    return s;
}

std::string_view InstructionDoc::originNote(Origin origin) {
    switch (origin) {
    case Origin::Reference:
        return {};
    case Origin::Extension:
        return "WAVE Studio extension: the reference assembler rejects it or encodes it "
               "differently";
    case Origin::DecodeOnly:
        return "valid encoding without a source mnemonic (disassembly only)";
    }
    return {};
}

std::span<const DirectiveDoc> InstructionDoc::directives() {
    return kDirectives;
}

const DirectiveDoc* InstructionDoc::directive(std::string_view name) {
    if (!name.empty() && name.front() == '.')
        name.remove_prefix(1);
    for (const DirectiveDoc& d : kDirectives)
        if (d.name == name)
            return &d;
    return nullptr;
}

} // namespace wave::isa
