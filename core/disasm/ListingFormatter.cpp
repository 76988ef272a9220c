#include "disasm/ListingFormatter.h"

#include "disasm/InstructionFormatter.h"

namespace wave::disasm {

bool ListingFormatter::appendLine(const DisassembledLine& line, const ListingOptions& options,
                                  std::string& out) {
    switch (line.kind) {
    case LineKind::Directive:
    case LineKind::Blank:
        if (!options.directives)
            return false;
        out += line.text;
        return true;
    case LineKind::Label:
        out += line.text; // column 0 in every mode
        return true;
    case LineKind::Instruction:
        break;
    }
    if (!options.offsets) {
        out += "    ";
        out += line.text;
        return true;
    }
    out += "0x";
    InstructionFormatter::appendHex(line.fileOffset, 4, out);
    out += ": ";
    if (options.raw) {
        InstructionFormatter::appendHex(line.word0, 8, out);
        out += "  ";
    }
    out += line.text;
    if (options.raw && line.size == 8) {
        out += "\n        ";
        InstructionFormatter::appendHex(line.word1, 8, out);
    }
    return true;
}

std::string ListingFormatter::format(std::span<const DisassembledLine> lines,
                                     const ListingOptions& options) {
    std::string out;
    out.reserve(lines.size() * 64);
    bool any = false;
    for (const DisassembledLine& line : lines) {
        if (appendLine(line, options, out)) {
            out.push_back('\n');
            any = true;
        }
    }
    if (!any)
        out.push_back('\n'); // no lines: the joined text is empty, plus the final '\n'
    return out;
}

} // namespace wave::disasm
