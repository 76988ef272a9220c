#include "disasm/InstructionFormatter.h"

#include "isa/SpecialRegisters.h"

#include <charconv>

namespace wave::disasm {

namespace {

using isa::Field;
using isa::OperandKind;

// word1 bits 1:0 (docs/reference/isa.md §1.2).
constexpr std::string_view kScopeNames[4] = {"wave", "workgroup", "device", "system"};

std::uint32_t fieldValue(const isa::DecodedInstruction& d, Field f) {
    switch (f) {
    case Field::Rd:
        return d.rd;
    case Field::Rs1:
        return d.rs1;
    case Field::Rs2:
        return d.rs2;
    case Field::Rs3:
        return d.rs3;
    case Field::Rs4:
        return d.rs4;
    case Field::Scope:
        return d.scope;
    case Field::Imm32:
        return d.word1;
    }
    return 0;
}

} // namespace

void InstructionFormatter::appendDecimal(std::uint64_t value, std::string& out) {
    char buf[24];
    const auto res = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, res.ptr);
}

void InstructionFormatter::appendHex(std::uint64_t value, int minDigits, std::string& out) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    char buf[32];
    char* end = buf + sizeof buf;
    char* p = end;
    do {
        *--p = kDigits[value & 0xF];
        value >>= 4;
    } while (value != 0);
    while (end - p < minDigits && p > buf)
        *--p = '0';
    out.append(p, end);
}

void InstructionFormatter::appendLabel(std::uint64_t target, std::string& out) {
    out += "loc_";
    appendHex(target, 4, out);
}

void InstructionFormatter::append(const isa::DecodedInstruction& d, std::string& out,
                                  Syntax syntax) {
    const bool source = syntax == Syntax::Source;
    // Guard: the listing shows only pred_reg != 0, so `@!p0` disappears
    // (docs/reference/container.md §8.3).
    if (source ? d.guarded() : d.predReg != 0) {
        out += d.predNeg ? "@!p" : "@p";
        out.push_back(static_cast<char>('0' + d.predReg));
        out.push_back(' ');
    }
    const isa::InstructionInfo& info = *d.info;
    // The reference lists a special-register move under the source spelling `mov`.
    out += info.mnemonic == "mov_sr" ? std::string_view("mov") : info.mnemonic;

    // Listing: a scope operand (device atomics, fences) is glued to the mnemonic,
    // `atomic_add.device`, which the assembler accepts only for a first operand (fences).
    for (std::uint8_t i = 0; i < info.operandCount && !source; ++i) {
        if (info.operands[i].kind == OperandKind::Scope) {
            out.push_back('.');
            out += kScopeNames[d.scope & 3];
        }
    }

    bool first = true;
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        const isa::OperandSpec& op = info.operands[i];
        if (op.kind == OperandKind::Scope && !source)
            continue;
        // Atomics: rd field 0 means "no return value" and is printed without rd.
        if (i == 0 && info.optionalRd && d.rd == 0)
            continue;
        out += first ? " " : ", ";
        first = false;
        const std::uint32_t v = fieldValue(d, op.field);
        switch (op.kind) {
        case OperandKind::Register:
            out.push_back('r');
            appendDecimal(v, out);
            break;
        case OperandKind::Predicate:
            out.push_back('p');
            appendDecimal(v, out);
            break;
        case OperandKind::SpecialRegister:
            out += isa::SpecialRegisters::name(static_cast<std::uint8_t>(v));
            break;
        case OperandKind::Immediate:
            if (v <= 9) {
                appendDecimal(v, out);
            } else {
                out += "0x";
                appendHex(v, 1, out);
            }
            break;
        case OperandKind::Label:
            appendLabel(v, out);
            break;
        case OperandKind::Scope:
            out.push_back('.');
            out += kScopeNames[v & 3];
            break;
        }
    }
}

std::string InstructionFormatter::text(const isa::DecodedInstruction& d, Syntax syntax) {
    std::string s;
    append(d, s, syntax);
    return s;
}

} // namespace wave::disasm
