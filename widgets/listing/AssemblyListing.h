#pragma once
// The listing shown beside the editor: the assembled program disassembled (core/disasm, the
// reference listing texts), each instruction with its code offset, raw words and the source
// line it came from (through the assembler's source map), and that source line's text above
// the first instruction it produced.

#include "editor/AssemblySnapshot.h"

#include <QString>

#include <vector>

namespace wave::widgets {

struct ListingLine {
    QString text;       // directive, label or instruction text
    QString address;    // "0004  41010010 00000004" for instructions, empty otherwise
    int sourceLine = 0; // 1-based source line of an instruction, 0 when unknown
    int pc = -1;        // code offset of an instruction, -1 for other lines
    // The source text of `sourceLine` when this instruction is the first of a run of
    // instructions from that line (the view interleaves it above); empty otherwise.
    QString sourceText;
};

struct Listing {
    std::vector<ListingLine> lines;
    QString error; // set when the program could not be disassembled
    int instructionCount = 0;
    quint64 codeBytes = 0;
};

class AssemblyListing {
public:
    // Lists a successful assembly; an assembly with errors gives an empty listing.
    static Listing build(const AssemblySnapshot& snapshot);
};

} // namespace wave::widgets
