#include "layout/LayoutEncoder.h"

#include "isa/InstructionTable.h"
#include "layout/LayoutReader.h"

#include <bit>
#include <cstdio>

namespace wave::layout {

namespace {

FieldRole roleOf(isa::Field f) {
    switch (f) {
    case isa::Field::Rd:
        return FieldRole::Rd;
    case isa::Field::Rs1:
        return FieldRole::Rs1;
    case isa::Field::Rs2:
        return FieldRole::Rs2;
    case isa::Field::Rs3:
        return FieldRole::Rs3;
    case isa::Field::Rs4:
        return FieldRole::Rs4;
    case isa::Field::Scope:
        return FieldRole::Scope;
    case isa::Field::Imm32:
        return FieldRole::Imm;
    }
    return FieldRole::Imm;
}

unsigned bitsFor(std::uint64_t v) {
    return v == 0 ? 1u : static_cast<unsigned>(std::bit_width(v));
}

// "1 bit", "6 bits": the width `v` needs.
std::string bitsText(std::uint64_t v) {
    const unsigned n = bitsFor(v);
    return std::to_string(n) + (n == 1 ? " bit" : " bits");
}

std::string hex(std::uint64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%02llX", static_cast<unsigned long long>(v));
    return buf;
}

std::string operandText(const isa::OperandSpec& spec, std::uint64_t v) {
    switch (spec.kind) {
    case isa::OperandKind::Register:
    case isa::OperandKind::SpecialRegister:
        return "r" + std::to_string(v);
    case isa::OperandKind::Predicate:
        return "p" + std::to_string(v);
    case isa::OperandKind::Scope:
        return "scope " + std::to_string(v);
    case isa::OperandKind::Immediate:
    case isa::OperandKind::Label:
        return "immediate " + hex(v);
    }
    return std::to_string(v);
}

// The opcode map row for a v0.4 mnemonic, or nullptr.
const LayoutOpcode* mapped(const Layout& layout, std::string_view mnemonic) {
    for (const LayoutOpcode& op : layout.opcodes)
        if (op.wave == mnemonic || (op.wave.empty() && op.name == mnemonic))
            return &op;
    return nullptr;
}

struct Attempt {
    std::vector<std::uint64_t> words;
    std::vector<Problem> problems;
};

class FormatWriter {
public:
    FormatWriter(const Layout& layout, const LayoutFormat& format)
        : layout_(layout), format_(format) {
        attempt_.words.assign(format.words.size(), 0);
    }

    const LayoutField* field(FieldRole role) const { return format_.field(role); }

    void put(const LayoutField& f, std::uint64_t v) {
        attempt_.words[f.word] |= (v & f.maxValue()) << f.lsb;
    }

    // Writes `v` into the field of `role`; `what` names the value ("fsin needs modifier 8").
    // An operand without a field is named by `owner` ("imad needs an rs3 field").
    void value(FieldRole role, std::uint64_t v, ProblemKind kind, const std::string& what,
               const std::string& owner = {}) {
        const LayoutField* f = field(role);
        const std::string roleText(LayoutReader::roleName(role));
        if (f == nullptr && (kind == ProblemKind::Register || kind == ProblemKind::Value)) {
            const bool vowel = roleText[0] == 'r' || roleText[0] == 'i';
            problem(ProblemKind::MissingField, owner + " needs " + (vowel ? "an " : "a ") +
                                                   roleText + " field; " + layout_.name +
                                                   " has none" + where(role));
            return;
        }
        if (f == nullptr) {
            problem(kind,
                    what + "; " + layout_.name + " has no " + roleText + " field" + where(role));
            return;
        }
        if (v > f->maxValue()) {
            const std::string has = std::to_string(f->width);
            problem(kind, what + "; " + layout_.name + "'s " + f->name + " field has " + has +
                              (kind == ProblemKind::Register ? "" : " bits"));
            return;
        }
        put(*f, v);
    }

    void problem(ProblemKind kind, std::string text) {
        attempt_.problems.push_back(Problem{kind, std::move(text)});
    }

    Attempt take() {
        for (const LayoutField& f : format_.fields)
            if (f.role == FieldRole::Signal)
                put(f, f.value);
        return std::move(attempt_);
    }

private:
    // " in its base format" when another format of the layout has such a field.
    std::string where(FieldRole role) const {
        for (const LayoutFormat& f : layout_.formats)
            if (f.field(role) != nullptr)
                return " in its " + format_.name + " format";
        return {};
    }

    const Layout& layout_;
    const LayoutFormat& format_;
    Attempt attempt_;
};

// Whether word 0 of `words` reads as the marker of a format other than `format`.
const LayoutFormat* collides(const Layout& layout, const LayoutFormat& format,
                             std::uint64_t word0) {
    for (const LayoutFormat& other : layout.formats) {
        if (&other == &format)
            continue;
        bool hasSignal = false, matches = true;
        for (const LayoutField& f : other.fields) {
            if (f.role != FieldRole::Signal || f.word != 0)
                continue;
            hasSignal = true;
            matches = matches && ((word0 >> f.lsb) & f.maxValue()) == f.value;
        }
        if (hasSignal && matches)
            return &other;
    }
    return nullptr;
}

Attempt tryFormat(const Layout& layout, const LayoutFormat& format, const Instance& in,
                  std::uint64_t opcode, std::uint64_t modifier) {
    const isa::InstructionInfo& info = *in.info;
    const std::string mnemonic(info.mnemonic);
    FormatWriter w(layout, format);
    w.value(FieldRole::Opcode, opcode, ProblemKind::Opcode,
            mnemonic + " needs opcode " + hex(opcode) + " (" + bitsText(opcode) + ")");
    if (modifier != 0 || format.field(FieldRole::Modifier) != nullptr)
        w.value(FieldRole::Modifier, modifier, ProblemKind::Modifier,
                mnemonic + " needs modifier " + std::to_string(modifier));
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        const isa::OperandSpec& spec = info.operands[i];
        const std::uint64_t v = in.values[static_cast<std::size_t>(spec.field)];
        const bool reg = spec.kind == isa::OperandKind::Register ||
                         spec.kind == isa::OperandKind::SpecialRegister ||
                         spec.kind == isa::OperandKind::Predicate;
        const std::string text = operandText(spec, v);
        w.value(roleOf(spec.field), v, reg ? ProblemKind::Register : ProblemKind::Value,
                reg ? text + " needs " + bitsText(v)
                    : mnemonic + "'s " + text + " needs " + bitsText(v),
                mnemonic);
    }
    if (in.predReg != 0 || in.predNeg) {
        const std::string guard =
            std::string("the guard @") + (in.predNeg ? "!" : "") + "p" + std::to_string(in.predReg);
        const LayoutField* pred = format.field(FieldRole::Pred);
        if (in.predNeg && format.field(FieldRole::PredNeg) == nullptr && pred != nullptr &&
            pred->negatedOffset != 0) {
            w.value(FieldRole::Pred, pred->negatedOffset + in.predReg, ProblemKind::Value,
                    guard + " needs " + bitsText(pred->negatedOffset + in.predReg), guard);
        } else {
            w.value(FieldRole::Pred, in.predReg, ProblemKind::Value,
                    guard + " needs " + bitsText(in.predReg), guard);
            if (in.predNeg)
                w.value(FieldRole::PredNeg, 1, ProblemKind::Value, guard + " needs negation",
                        guard);
        }
        if (const LayoutField* en = format.field(FieldRole::PredEn))
            w.put(*en, 1);
    }
    Attempt a = w.take();
    if (a.problems.empty() && !a.words.empty()) {
        if (const LayoutFormat* other = collides(layout, format, a.words[0]))
            a.problems.push_back(
                Problem{ProblemKind::Signal, mnemonic + " in " + layout.name + "'s " + format.name +
                                                 " format would read as its " + other->name +
                                                 " format (" + other->signal + ")"});
    }
    return a;
}

} // namespace

Instance Instance::zero(const isa::InstructionInfo& info) {
    Instance in;
    in.info = &info;
    return in;
}

Instance Instance::fromDecoded(const isa::DecodedInstruction& d) {
    Instance in;
    in.info = d.info;
    in.values[static_cast<std::size_t>(isa::Field::Rd)] = d.rd;
    in.values[static_cast<std::size_t>(isa::Field::Rs1)] = d.rs1;
    in.values[static_cast<std::size_t>(isa::Field::Rs2)] = d.rs2;
    in.values[static_cast<std::size_t>(isa::Field::Rs3)] = d.rs3;
    in.values[static_cast<std::size_t>(isa::Field::Rs4)] = d.rs4;
    in.values[static_cast<std::size_t>(isa::Field::Scope)] = d.scope;
    in.values[static_cast<std::size_t>(isa::Field::Imm32)] = d.word1;
    in.predReg = d.predReg;
    in.predNeg = d.predNeg;
    return in;
}

std::string Encoded::reason() const {
    std::string out;
    for (const Problem& p : problems)
        out += (out.empty() ? "" : "; ") + p.text;
    return out;
}

Encoded LayoutEncoder::encode(const Layout& layout, const Instance& in) {
    Encoded out;
    if (in.info == nullptr || layout.formats.empty()) {
        out.problems.push_back(Problem{ProblemKind::NotInMap, "no instruction"});
        return out;
    }
    // Under v0.4's numbering the layout's own formats decide the length (smallest first): v0.4's
    // word1 says nothing about an older word.
    bool extended = false;
    out.opcode = in.info->opcode;
    out.modifier = in.info->modifier;
    if (layout.numbering == Numbering::Map) {
        const LayoutOpcode* op = mapped(layout, in.info->mnemonic);
        if (op == nullptr) {
            out.problems.push_back(Problem{ProblemKind::NotInMap, std::string(in.info->mnemonic) +
                                                                      " is not in " + layout.name +
                                                                      "'s opcode map"});
            return out;
        }
        out.opcode = op->opcode;
        out.modifier = op->modifier.value_or(0);
        extended = op->extended;
    }
    // A v0.4 instruction with a word1 (or one the map calls extended) tries the longer
    // formats first, so that the layout's own length rule decides, not the operands alone.
    std::vector<const LayoutFormat*> order;
    for (int pass = 0; pass < 2; ++pass)
        for (const LayoutFormat& f : layout.formats)
            if ((f.words.size() > 1) == (extended == (pass == 0)))
                order.push_back(&f);
    Attempt best;
    const LayoutFormat* bestFormat = nullptr;
    for (const LayoutFormat* f : order) {
        Attempt a = tryFormat(layout, *f, in, out.opcode, out.modifier);
        if (a.problems.empty()) {
            out.ok = true;
            out.format = f;
            out.words = std::move(a.words);
            return out;
        }
        if (bestFormat == nullptr || a.problems.size() < best.problems.size()) {
            best = std::move(a);
            bestFormat = f;
        }
    }
    out.format = bestFormat;
    out.problems = std::move(best.problems);
    return out;
}

} // namespace wave::layout
