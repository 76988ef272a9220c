#include "asm/InstructionEncoder.h"

#include "asm/FloatLiteral.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <string>

namespace wave::assembler {

namespace {
using isa::Field;
using isa::OperandKind;

constexpr std::int64_t kImmediateMin = -(std::int64_t{1} << 31);
constexpr std::int64_t kImmediateMax = (std::int64_t{1} << 32) - 1;

// MMA fragment ids are written as registers but are plain numbers (docs/reference/isa.md §5.11).
bool isFragmentId(const isa::OperandSpec& spec) {
    return spec.role == "frag" || spec.role == "fa" || spec.role == "fb" || spec.role == "fc";
}

std::string expectedRegisterHint(const Operand& op) {
    switch (op.type) {
    case OperandType::Predicate:
    case OperandType::NegatedPredicate:
        return "this operand is a general register (r0-r254), not a predicate";
    case OperandType::Integer:
    case OperandType::Float:
        return "instructions take registers only: load the constant with mov_imm first";
    case OperandType::Scope:
        return "a scope can only be the last operand of a fence or device atomic";
    default:
        return {};
    }
}

// The comparison whose result is the negation of `info` (same operands, or swapped), with a
// caveat for ordered float comparisons, which differ from the negation on NaN.
std::string inverseOf(const isa::InstructionInfo& info) {
    static constexpr std::uint8_t kInverse[8] = {1, 0, 5, 4, 3, 2, 7, 6};        // same operands
    static constexpr std::uint8_t kSwappedInverse[8] = {1, 0, 3, 2, 5, 4, 7, 6}; // swapped
    if (info.category != isa::Category::Compare || info.modifier >= 8)
        return {};
    const bool ordered = info.modifier >= 2 && info.modifier <= 5;
    const std::string nan =
        info.opcode == 0x2A && ordered ? " (the two differ when an operand is NaN)" : "";
    const auto usable = [](const isa::InstructionInfo* row) {
        return row && row->origin != isa::Origin::DecodeOnly &&
               row->category == isa::Category::Compare;
    };
    const isa::InstructionInfo* direct =
        isa::InstructionTable::byEncoding(info.opcode, kInverse[info.modifier]);
    if (usable(direct))
        return "`" + std::string(direct->mnemonic) + "` instead of `" + std::string(info.mnemonic) +
               "`" + nan;
    const isa::InstructionInfo* swapped =
        isa::InstructionTable::byEncoding(info.opcode, kSwappedInverse[info.modifier]);
    if (usable(swapped))
        return "`" + std::string(swapped->mnemonic) +
               "` with its two source operands swapped "
               "instead of `" +
               std::string(info.mnemonic) + "`" + nan;
    return {};
}
} // namespace

InstructionEncoder::InstructionEncoder(const LabelTable& labels, DiagnosticSink& sink)
    : labels_(labels), sink_(sink), mov_(isa::InstructionTable::byMnemonic("mov")),
      movSr_(isa::InstructionTable::byMnemonic("mov_sr")) {}

std::string InstructionEncoder::negationHint(std::int64_t predicate) const {
    const std::string p = "p" + std::to_string(predicate);
    const PredicateWriter& w = writers_[static_cast<std::size_t>(predicate & 3)];
    if (w.info) {
        const std::string inverse = inverseOf(*w.info);
        if (!inverse.empty())
            return "the predicate field has no negation bit: invert the comparison that sets " + p +
                   " on line " + std::to_string(w.line) + ", use " + inverse;
    }
    return "the predicate field has no negation bit: invert the comparison that sets " + p +
           " instead (for example icmp_ge instead of icmp_lt)";
}

bool InstructionEncoder::operandValue(const Statement& s, const isa::OperandSpec& spec,
                                      const Operand& op, bool shortForm, std::int64_t& value) {
    value = op.value;
    switch (spec.kind) {
    case OperandKind::Register:
        if (op.type == OperandType::Register || op.type == OperandType::SpecialRegister)
            return true;
        sink_.report(DiagnosticKind::ExpectedRegister, op.span, "expected register operand",
                     "expected register", expectedRegisterHint(op));
        return false;
    case OperandKind::Predicate:
        if (op.type == OperandType::Predicate)
            return true;
        if (op.type == OperandType::NegatedPredicate) {
            const std::string text = DiagnosticSink::quote(op.text);
            sink_.report(DiagnosticKind::NegatedPredicateOperand, op.span,
                         "negated predicate operand '" + text + "' cannot be encoded",
                         "'" + std::string(s.name) + "' takes a plain predicate",
                         negationHint(op.value));
            return false;
        }
        sink_.report(DiagnosticKind::ExpectedRegister, op.span, "expected register operand",
                     "expected register", "this operand is a predicate (p0-p3)");
        return false;
    case OperandKind::SpecialRegister:
        if (op.type == OperandType::SpecialRegister)
            return true;
        sink_.report(DiagnosticKind::ExpectedRegister, op.span, "expected register operand",
                     "expected register",
                     "mov_sr reads a special register (sr_...); use mov to copy a register");
        return false;
    case OperandKind::Immediate:
        if (op.type == OperandType::Float) {
            value = FloatLiteral::binary32Bits(op.text);
            return true;
        }
        if (op.type != OperandType::Integer) {
            sink_.report(DiagnosticKind::ExpectedImmediate, op.span, "expected immediate operand",
                         "expected immediate",
                         op.type == OperandType::Register ? "use mov to copy a register" : "");
            return false;
        }
        if (op.value < kImmediateMin || op.value > kImmediateMax) {
            const std::string v = std::to_string(op.value);
            sink_.report(DiagnosticKind::ImmediateOutOfRange, op.span,
                         "immediate value " + v + " out of range", v + " doesn't fit in field",
                         "mov_imm takes -2147483648 to 4294967295 (32 bits)");
            return false;
        }
        return true;
    case OperandKind::Label:
        if (op.type == OperandType::LabelRef) {
            const LabelTable::Entry* label = labels_.find(op.text);
            if (!label)
                return false; // reported by the label check
            value = label->offset;
            return true;
        }
        sink_.report(DiagnosticKind::ExpectedLabel, op.span, "expected label operand",
                     "expected label",
                     op.type == OperandType::Scope
                         ? "wave, workgroup, device and system are scope words, not labels"
                         : "");
        return false;
    case OperandKind::Scope:
        if (op.type == OperandType::Scope)
            return true;
        sink_.report(DiagnosticKind::ExpectedScope, op.span,
                     "expected scope specifier (.wave, .workgroup, .device, .system)",
                     "expected scope",
                     shortForm ? "without rd the operands are raddr, rval, SCOPE: add the scope "
                                 "(.wave, .workgroup, .device or .system) at the end"
                               : "");
        return false;
    }
    return false;
}

bool InstructionEncoder::encode(const Statement& s, const Operand* ops, std::uint32_t registerCount,
                                EncodedInstruction& out) {
    const isa::InstructionInfo* info = s.info;
    const unsigned n = info->operandCount;
    const unsigned given = s.operandCount;
    unsigned first = 0; // index of the row operand that the first given operand fills
    if (given != n) {
        if (info->optionalRd && given + 1 == n) {
            first = 1;
        } else {
            const std::string expected = std::to_string(n), got = std::to_string(given);
            sink_.report(DiagnosticKind::InvalidOperandCount, s.span,
                         "invalid operand count: expected " + expected + ", got " + got,
                         "expected " + expected + " operands, found " + got,
                         "syntax: " + isa::InstructionTable::syntax(*info));
            return false;
        }
    }
    // `mov rd, sr_X` is mov_sr (docs/reference/isa.md §5.12).
    if (info == mov_ && given == 2 && ops[1].type == OperandType::SpecialRegister)
        info = movSr_;

    std::uint8_t fields[7] = {}; // indexed by isa::Field
    std::uint32_t immediate = 0;
    bool hasImmediate = false, ok = true;
    for (unsigned i = 0; i < given; ++i) {
        const isa::OperandSpec& spec = info->operands[first + i];
        std::int64_t value = 0;
        if (!operandValue(s, spec, ops[i], first == 1, value)) {
            ok = false;
            continue;
        }
        if (spec.field == Field::Imm32) {
            immediate = static_cast<std::uint32_t>(static_cast<std::uint64_t>(value));
            hasImmediate = true;
        } else {
            fields[static_cast<std::size_t>(spec.field)] = static_cast<std::uint8_t>(value);
        }
    }
    if (!ok)
        return false;

    // `@p0` gives predicate 0 without negation: the same bits as no guard
    // (docs/reference/isa.md §3).
    out.word0 = isa::Encoding::word0(
        info->opcode, fields[std::size_t(Field::Rd)], fields[std::size_t(Field::Rs1)],
        info->modifier, s.hasGuard && s.guardNegated, s.hasGuard ? s.guardPredicate : 0);
    out.size = info->size;
    out.word1 = 0;
    if (info->size == 8)
        out.word1 = hasImmediate ? immediate
                                 : isa::Encoding::word1(fields[std::size_t(Field::Rs2)],
                                                        fields[std::size_t(Field::Rs3)],
                                                        fields[std::size_t(Field::Rs4)],
                                                        fields[std::size_t(Field::Scope)]);

    warnRegisters(*info, first, s, ops, registerCount);
    const isa::OperandSpec& dest = info->operands[first];
    if (given > 0 && dest.kind == OperandKind::Predicate && dest.field == Field::Rd)
        writers_[static_cast<std::size_t>(ops[0].value & 3)] = {info, s.span.line};
    return true;
}

void InstructionEncoder::warnRegisters(const isa::InstructionInfo& info, unsigned first,
                                       const Statement& s, const Operand* ops,
                                       std::uint32_t registerCount) {
    if (registerCount == 0)
        return; // 0: the launch decides
    for (unsigned i = 0; i < s.operandCount; ++i) {
        const isa::OperandSpec& spec = info.operands[first + i];
        const Operand& op = ops[i];
        if (spec.kind != OperandKind::Register || op.type != OperandType::Register ||
            isFragmentId(spec) || op.value < registerCount)
            continue;
        const std::string r = "r" + std::to_string(op.value);
        const std::string count = std::to_string(registerCount);
        sink_.report(DiagnosticKind::RegisterBeyondCount, op.span,
                     "register " + r + " is beyond the kernel's " + count + " registers",
                     r + " >= .registers " + count,
                     "reads of " + r + " give 0 and writes to it are lost; raise .registers to " +
                         std::to_string(op.value + 1) + " or more");
    }
}

} // namespace wave::assembler
