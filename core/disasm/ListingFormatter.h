#pragma once
// Renders listing lines as the reference's text (docs/reference/container.md §8.1–§8.2): lines
// joined with '\n' plus one final '\n'.

#include "disasm/DisassembledLine.h"

#include <span>
#include <string>

namespace wave::disasm {

struct ListingOptions {
    bool offsets = false;   // --offsets: `0x%04X: ` + text, absolute file offsets
    bool raw = false;       // --raw (only with --offsets): word0, and word1 on its own line
    bool directives = true; // false for --no-directives: no directive and blank lines
};

class ListingFormatter {
public:
    static std::string format(std::span<const DisassembledLine> lines,
                              const ListingOptions& options);

    // Appends one line as it appears in the listing, without the final '\n' (an 8-byte
    // instruction with offsets and raw words spans two physical lines). Returns false, and
    // appends nothing, for a line the options leave out.
    static bool appendLine(const DisassembledLine& line, const ListingOptions& options,
                           std::string& out);
};

} // namespace wave::disasm
