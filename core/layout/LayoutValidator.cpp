#include "layout/LayoutValidator.h"

#include "isa/InstructionTable.h"
#include "layout/LayoutReader.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>

namespace wave::layout {

namespace {

std::string bitsText(unsigned msb, unsigned lsb) {
    return msb == lsb ? std::to_string(msb) : std::to_string(msb) + ":" + std::to_string(lsb);
}

std::string fieldText(const LayoutFormat& format, const LayoutField& f) {
    return f.name + " " + (format.words.size() > 1 ? "w" + std::to_string(f.word) + " " : "") +
           bitsText(f.msb(), f.lsb);
}

FormatReport checkFormat(const LayoutFormat& format) {
    FormatReport r;
    r.format = &format;
    for (std::size_t w = 0; w < format.words.size(); ++w) {
        // Which field covers each bit (the first one), and runs of bits no field covers.
        std::vector<int> owner(format.words[w], -1);
        for (std::size_t i = 0; i < format.fields.size(); ++i) {
            const LayoutField& f = format.fields[i];
            if (f.word != w)
                continue;
            int sharedFrom = -1, sharedTo = -1, other = -1;
            for (unsigned b = f.lsb; b <= f.msb() && b < owner.size(); ++b) {
                if (owner[b] >= 0) {
                    if (sharedFrom < 0)
                        sharedFrom = static_cast<int>(b);
                    sharedTo = static_cast<int>(b);
                    other = owner[b];
                } else {
                    owner[b] = static_cast<int>(i);
                }
            }
            if (other >= 0)
                r.overlaps.push_back(
                    fieldText(format, format.fields[other]) + " and " + fieldText(format, f) +
                    (sharedTo == sharedFrom ? " share bit " : " share bits ") +
                    bitsText(static_cast<unsigned>(sharedTo), static_cast<unsigned>(sharedFrom)));
            if (f.role == FieldRole::Reserved)
                r.reserved.push_back(fieldText(format, f) + " (" + std::to_string(f.width) +
                                     (f.width == 1 ? " bit)" : " bits)"));
        }
        for (int b = static_cast<int>(owner.size()) - 1; b >= 0;) {
            if (owner[b] >= 0) {
                --b;
                continue;
            }
            const int hi = b;
            while (b >= 0 && owner[b] < 0)
                --b;
            r.gaps.push_back((format.words.size() > 1 ? "word " + std::to_string(w) + " " : "") +
                             "bits " +
                             bitsText(static_cast<unsigned>(hi), static_cast<unsigned>(b + 1)));
        }
    }
    return r;
}

std::vector<std::string> limitsOf(const Layout& layout) {
    std::vector<std::string> out;
    // The narrowest field of each register role, over the formats that have one.
    constexpr std::array kRegisters{FieldRole::Rd, FieldRole::Rs1, FieldRole::Rs2, FieldRole::Rs3,
                                    FieldRole::Rs4};
    std::map<unsigned, std::string> byWidth;
    std::string missing;
    for (FieldRole role : kRegisters) {
        unsigned width = 0;
        for (const LayoutFormat& f : layout.formats)
            if (const LayoutField* field = f.field(role))
                width = width == 0 ? field->width : std::min<unsigned>(width, field->width);
        const std::string name(LayoutReader::roleName(role));
        if (width == 0) {
            missing += (missing.empty() ? "" : ", ") + name;
            continue;
        }
        std::string& names = byWidth[width];
        names += (names.empty() ? "" : ", ") + name;
    }
    for (const auto& [width, names] : byWidth) {
        const std::uint64_t top = width >= 64 ? ~0ull : (1ull << width) - 1;
        std::string line = "registers " + names + ": " + std::to_string(width) + " bits, r0-r" +
                           std::to_string(std::min<std::uint64_t>(top, 254));
        if (top < 254)
            line +=
                " (v0.4 has r0-r254: r" + std::to_string(top + 1) + " and up cannot be encoded)";
        out.push_back(line);
    }
    if (!missing.empty())
        out.push_back("no field for " + missing);
    const LayoutField* pred = nullptr;
    const LayoutField* neg = nullptr;
    for (const LayoutFormat& f : layout.formats) {
        if (pred == nullptr)
            pred = f.field(FieldRole::Pred);
        if (neg == nullptr)
            neg = f.field(FieldRole::PredNeg);
    }
    if (pred == nullptr) {
        out.push_back("guards: no pred field (a guarded instruction, @p1 … @!p3, cannot be "
                      "encoded)");
    } else {
        std::string line = "guards: " + pred->name + " " + std::to_string(pred->width) + " bits";
        if (neg != nullptr)
            line += ", negation in " + neg->name;
        else if (pred->negatedOffset != 0)
            line +=
                ", negated p" + std::string("N as ") + std::to_string(pred->negatedOffset) + "+N";
        else
            line += ", no negation (@!pN cannot be encoded)";
        out.push_back(line);
    }
    unsigned imm = 0;
    for (const LayoutFormat& f : layout.formats)
        for (const LayoutField& field : f.fields)
            if (field.role == FieldRole::Imm)
                imm = std::max<unsigned>(imm, field.width);
    out.push_back(imm == 0 ? std::string("immediates: no imm field (mov_imm and call need 32 bits)")
                  : imm < 32
                      ? "immediates: " + std::to_string(imm) + " bits (mov_imm and call need 32)"
                      : "immediates: " + std::to_string(imm) + " bits");
    return out;
}

std::string hex2(unsigned v) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", v);
    return buf;
}

std::string kindName(ProblemKind k) {
    switch (k) {
    case ProblemKind::NotInMap:
        return "not in the opcode map";
    case ProblemKind::Opcode:
        return "opcode too wide";
    case ProblemKind::Modifier:
        return "modifier too wide";
    case ProblemKind::MissingField:
        return "no field for an operand";
    case ProblemKind::Register:
        return "register field too narrow";
    case ProblemKind::Value:
        return "value too wide";
    case ProblemKind::Signal:
        return "reads as another format";
    }
    return "other";
}

} // namespace

bool ValidationReport::ok() const {
    if (!failures.empty())
        return false;
    for (const FormatReport& f : formats)
        if (!f.overlaps.empty())
            return false;
    return true;
}

std::string ValidationReport::text() const {
    const Layout& l = *layout;
    std::string out = l.name + ": " + l.title + "\n";
    if (!l.source.empty())
        out += "source: " + l.source + "\n";
    for (const std::string& n : l.notes)
        out += "note: " + n + "\n";
    for (const FormatReport& r : formats) {
        const LayoutFormat& f = *r.format;
        std::string widths;
        for (std::uint8_t w : f.words)
            widths += (widths.empty() ? "" : "+") + std::to_string(w);
        out += "format " + f.name + " (" + widths + " bits):";
        for (const LayoutField& field : f.fields)
            out += " " + fieldText(f, field) + ",";
        out.back() = '\n';
        auto list = [&](const std::string& what, const std::vector<std::string>& items) {
            out += "  " + what + ": ";
            if (items.empty())
                out += "none";
            for (std::size_t i = 0; i < items.size(); ++i)
                out += (i == 0 ? "" : "; ") + items[i];
            out += "\n";
        };
        list("overlapping fields", r.overlaps);
        list("bits in no field", r.gaps);
        list("reserved", r.reserved);
    }
    out += "operand limits:\n";
    for (const std::string& s : limits)
        out += "  " + s + "\n";
    out += "instruction variants: " + std::to_string(variants - failures.size()) + " of " +
           std::to_string(variants) + " encode, " + std::to_string(failures.size()) +
           (failures.size() == 1 ? " does not\n" : " do not\n");
    if (failures.empty())
        return out;
    std::map<ProblemKind, std::size_t> causes;
    for (const VariantFailure& v : failures) {
        std::map<ProblemKind, bool> seen;
        for (const Problem& p : v.encoded.problems)
            if (!seen[p.kind]) {
                seen[p.kind] = true;
                ++causes[p.kind];
            }
    }
    out += "  by cause:";
    for (const auto& [kind, count] : causes)
        out += " " + kindName(kind) + " " + std::to_string(count) + ",";
    out.back() = '\n';
    out += "cannot encode:\n";
    for (const VariantFailure& v : failures) {
        const isa::OpcodeGroup* g = isa::InstructionTable::group(v.info->opcode);
        const std::string cls = (g != nullptr ? std::string(g->name) : std::string("?")) + " " +
                                hex2(v.info->opcode) + "." + std::to_string(v.info->modifier);
        out += "  " + cls + " " + std::string(v.info->mnemonic) + ": " + v.encoded.reason() + "\n";
    }
    return out;
}

ValidationReport LayoutValidator::validate(const Layout& layout) {
    ValidationReport r;
    r.layout = &layout;
    for (const LayoutFormat& f : layout.formats)
        r.formats.push_back(checkFormat(f));
    r.limits = limitsOf(layout);
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        ++r.variants;
        Encoded e = LayoutEncoder::encode(layout, Instance::zero(info));
        if (!e.ok)
            r.failures.push_back(VariantFailure{&info, std::move(e)});
    }
    return r;
}

} // namespace wave::layout
