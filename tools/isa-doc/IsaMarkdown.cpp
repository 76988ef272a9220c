#include "IsaMarkdown.h"

#include "isa/Encoding.h"
#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include <array>
#include <optional>
#include <vector>

namespace wave::tools {

namespace {

using isa::Category;
using isa::InstructionDoc;
using isa::InstructionInfo;

constexpr std::array kCategories = {
    Category::Integer, Category::Float,   Category::Half,   Category::Double, Category::Bitwise,
    Category::Compare, Category::Convert, Category::Memory, Category::Atomic, Category::Wave,
    Category::Control, Category::Sync,    Category::Mma,    Category::Misc,
};

// A table cell: pipes would end the cell, line breaks the row.
std::string cell(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += ' ';
        else
            out += c;
    }
    return out;
}

std::string code(std::string_view text) {
    return "`" + cell(text) + "`";
}

std::string row(const std::vector<std::string>& cells) {
    std::string out = "|";
    for (const std::string& c : cells)
        out += " " + c + " |";
    return out + "\n";
}

std::string header(const std::vector<std::string>& names) {
    std::string out = row(names) + "|";
    for (std::size_t i = 0; i < names.size(); ++i)
        out += "---|";
    return out + "\n";
}

std::optional<Category> categoryNamed(std::string_view name) {
    for (const Category c : kCategories)
        if (isa::categoryName(c) == name)
            return c;
    return std::nullopt;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    while (!text.empty()) {
        const std::size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            break;
        text.remove_prefix(at + 1);
    }
    return parts;
}

std::string anchor(std::string_view name) {
    return "<a id=\"" + std::string(name) + "\"></a>**" + cell(name) + "**";
}

std::string wordFields(std::uint8_t word) {
    using E = isa::Encoding;
    struct Named {
        std::string_view name;
        isa::BitField bits;
        std::string_view meaning;
    };
    const std::array<Named, 12> fields = {{
        {"opcode", E::kOpcode, "selects the opcode group (see §4)"},
        {"rd", E::kRd, "destination register or predicate"},
        {"rs1", E::kRs1, "first source (also the address register of memory operations)"},
        {"modifier", E::kModifier, "selects the operation inside the opcode group"},
        {"reserved", E::kReserved0, "written 0, ignored when read"},
        {"negate", E::kPredNeg, "guard polarity: 1 runs the lanes where the predicate is false"},
        {"predicate", E::kPredReg, "guard predicate p0-p3; p0 with negate 0 means no guard"},
        {"rs2", E::kRs2, "second source (the value of a store)"},
        {"rs3", E::kRs3, "third source"},
        {"rs4", E::kRs4, "fourth source"},
        {"reserved", E::kReserved1, "written 0, ignored when read"},
        {"scope", E::kScope, "memory scope of fences and atomics"},
    }};
    std::string out = header({"Field", "Bits", "Meaning"});
    for (const Named& f : fields)
        if (f.bits.word == word)
            out += row({code(f.name), cell(InstructionDoc::bitRange(f.bits)), cell(f.meaning)});
    if (word == 1)
        out += row({code("imm"), cell(InstructionDoc::bitRange(E::kImm32)),
                    "the immediate of `mov_imm` and the target of `call` replace the fields "
                    "above"});
    return out;
}

std::string specialRegisters() {
    std::string out = header({"Index", "Name", "Meaning"});
    for (const isa::SpecialRegister& r : isa::SpecialRegisters::all())
        out += row({std::to_string(r.index), anchor(r.name), cell(r.description)});
    return out;
}

std::string opcodeMap() {
    std::string out = header({"Opcode", "Group", "Modifiers", "Second word", "Mnemonics"});
    for (unsigned op = 0; op < 256; ++op) {
        const isa::OpcodeGroup* g = isa::InstructionTable::group(static_cast<std::uint8_t>(op));
        if (g == nullptr)
            continue;
        std::string mnemonics;
        for (const InstructionInfo& info : isa::InstructionTable::all())
            if (info.opcode == op) {
                if (!mnemonics.empty())
                    mnemonics += ", ";
                mnemonics += code(info.mnemonic);
            }
        std::string word1;
        if (g->word1Modifiers == 0xFFFF)
            word1 = "always";
        else if (g->word1Modifiers == 0)
            word1 = "never";
        else
            for (unsigned m = 0; m < 16; ++m)
                if (g->hasWord1(static_cast<std::uint8_t>(m)))
                    word1 += (word1.empty() ? "modifier " : ", ") + std::to_string(m);
        out += row(
            {code(InstructionDoc::hexByte(static_cast<std::uint8_t>(op))), code(g->name),
             g->validatesModifier() ? "0-" + std::to_string(g->modifierCount - 1) : "any (ignored)",
             word1, mnemonics});
    }
    return out;
}

bool keeps(const InstructionInfo& info, const std::vector<Category>& categories,
           std::string_view filter) {
    bool inCategory = false;
    for (const Category c : categories)
        inCategory = inCategory || info.category == c;
    if (!inCategory || filter.empty())
        return inCategory;
    if (filter.front() == '!')
        return !info.mnemonic.starts_with(filter.substr(1));
    return info.mnemonic.starts_with(filter);
}

std::string instructions(const std::vector<Category>& categories) {
    std::string out = header({"Mnemonic", "Syntax", "Opcode", "Modifier", "Bytes", "Operands"});
    for (const InstructionInfo& info : isa::InstructionTable::all()) {
        if (!keeps(info, categories, {}))
            continue;
        const isa::OpcodeGroup* g = isa::InstructionTable::group(info.opcode);
        std::string bytes = std::to_string(info.size);
        if (info.symSize != info.size)
            bytes += " (labels: " + std::to_string(info.symSize) + ")";
        const std::string placement = InstructionDoc::operandPlacement(info);
        out += row({anchor(info.mnemonic), code(isa::InstructionTable::syntax(info)),
                    code(InstructionDoc::hexByte(info.opcode)),
                    g != nullptr && !g->validatesModifier() ? "any" : std::to_string(info.modifier),
                    bytes, placement.empty() ? "none" : cell(placement)});
    }
    return out;
}

std::string semantics(const std::vector<Category>& categories, std::string_view filter) {
    std::string out = header({"Mnemonic", "Effect"});
    for (const InstructionInfo& info : isa::InstructionTable::all()) {
        if (!keeps(info, categories, filter))
            continue;
        std::string effect = cell(info.description);
        if (info.optionalRd)
            effect += " The destination rd may be omitted.";
        if (const std::string_view note = InstructionDoc::originNote(info.origin); !note.empty())
            effect += " *" + cell(note) + ".*";
        out += row({code(info.mnemonic), effect});
    }
    return out;
}

std::string counts() {
    std::size_t reference = 0, extension = 0, decodeOnly = 0;
    for (const InstructionInfo& info : isa::InstructionTable::all()) {
        if (info.origin == isa::Origin::Reference)
            ++reference;
        else if (info.origin == isa::Origin::Extension)
            ++extension;
        else
            ++decodeOnly;
    }
    return "The table has " + std::to_string(reference + extension + decodeOnly) +
           " rows: " + std::to_string(reference) + " mnemonics of the reference assembler, " +
           std::to_string(extension) + " WAVE Studio extensions and " + std::to_string(decodeOnly) +
           " encodings that only the decoder knows (they disassemble, but no source spells "
           "them).\n";
}

std::string directives() {
    std::string out = header({"Name", "Kind", "Syntax", "Meaning"});
    for (const isa::DirectiveDoc& d : InstructionDoc::directives()) {
        std::string_view kind = "directive";
        if (d.kind == isa::DirectiveKind::CacheHint)
            kind = "cache hint";
        else if (d.kind == isa::DirectiveKind::Scope)
            kind = "scope";
        out += row({code("." + std::string(d.name)), std::string(kind), code(d.syntax),
                    cell(d.description)});
    }
    return out;
}

// The block for one placeholder (without braces), or nullopt if it names nothing known.
std::optional<std::string> block(std::string_view name) {
    const std::vector<std::string_view> words = split(name, ' ');
    if (words.size() == 1) {
        if (name == "word0")
            return wordFields(0);
        if (name == "word1")
            return wordFields(1);
        if (name == "special-registers")
            return specialRegisters();
        if (name == "opcode-map")
            return opcodeMap();
        if (name == "counts")
            return counts();
        if (name == "directives")
            return directives();
        return std::nullopt;
    }
    if (words.size() > 3 || (words[0] != "instructions" && words[0] != "semantics") ||
        (words[0] == "instructions" && words.size() == 3))
        return std::nullopt;
    std::vector<Category> categories;
    for (const std::string_view c : split(words[1], ',')) {
        const std::optional<Category> category = categoryNamed(c);
        if (!category)
            return std::nullopt;
        categories.push_back(*category);
    }
    if (words[0] == "instructions")
        return instructions(categories);
    return semantics(categories, words.size() == 3 ? words[2] : std::string_view());
}

} // namespace

std::string IsaMarkdown::expand(std::string_view templateText, std::string& error) {
    std::string out;
    std::size_t lineNumber = 0;
    for (const std::string_view line : split(templateText, '\n')) {
        ++lineNumber;
        if (line.starts_with("{{") && line.ends_with("}}")) {
            const std::string_view name = line.substr(2, line.size() - 4);
            const std::optional<std::string> generated = block(name);
            if (!generated) {
                error = std::to_string(lineNumber) + ": unknown placeholder " + std::string(line);
                return {};
            }
            out += *generated;
            continue;
        }
        out += line;
        out += '\n';
    }
    // Every line ends with a newline, the last one included.
    return out;
}

} // namespace wave::tools
