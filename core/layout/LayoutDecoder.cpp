#include "layout/LayoutDecoder.h"

#include "layout/LiveLayout.h"

namespace wave::layout {

namespace {

std::uint64_t extract(const LayoutField& f, std::uint64_t word) {
    return (word >> f.lsb) & f.maxValue();
}

const LayoutFormat* formatOf(const Layout& layout, std::uint64_t word) {
    const LayoutFormat* plain = nullptr;
    for (const LayoutFormat& format : layout.formats) {
        bool hasSignal = false, matches = true;
        for (const LayoutField& f : format.fields) {
            if (f.role != FieldRole::Signal || f.word != 0)
                continue;
            hasSignal = true;
            matches = matches && extract(f, word) == f.value;
        }
        if (hasSignal && matches)
            return &format;
        if (!hasSignal && plain == nullptr)
            plain = &format;
    }
    return plain != nullptr ? plain : &layout.base();
}

} // namespace

std::string LayoutDecoder::opcodeName(const Layout& layout, std::uint64_t opcode,
                                      const std::uint64_t* modifier) {
    const LayoutOpcode* whole = nullptr;
    for (const LayoutOpcode& op : layout.opcodes) {
        if (op.opcode != opcode)
            continue;
        if (!op.modifier) {
            if (whole == nullptr)
                whole = &op;
        } else if (modifier != nullptr && *op.modifier == *modifier) {
            return op.name;
        }
    }
    return whole != nullptr ? whole->name : std::string();
}

DecodedWord LayoutDecoder::decode(const Layout& layout, std::uint64_t word) {
    DecodedWord out;
    out.word = word;
    out.format = formatOf(layout, word);
    const LayoutField* opcode = nullptr;
    const LayoutField* modifier = nullptr;
    for (const LayoutField& f : out.format->fields) {
        if (f.word != 0)
            continue;
        out.fields.push_back(DecodedField{&f, extract(f, word)});
        if (f.role == FieldRole::Opcode && opcode == nullptr)
            opcode = &f;
        if (f.role == FieldRole::Modifier && modifier == nullptr)
            modifier = &f;
    }
    if (opcode != nullptr) {
        const std::uint64_t m = modifier != nullptr ? extract(*modifier, word) : 0;
        // A layout that borrows v0.4's numbering (its document has no opcode map) borrows its
        // names too.
        const Layout& names = layout.opcodes.empty() && layout.numbering == Numbering::Wave
                                  ? LiveLayout::get()
                                  : layout;
        out.opcodeName = opcodeName(names, extract(*opcode, word), modifier ? &m : nullptr);
    }
    return out;
}

} // namespace wave::layout
