#pragma once
// Recognises, in code read from a file, the patterns that the reference assembler's known
// defects leave behind (docs/reference/differences.md §2), so that the disassembler and the
// emulator can warn. Today there is one: `atomic_cas`/`local_atomic_cas` written with modifier 0
// (the reference's CAS encoding), which decodes and runs as an atomic add. Its tell-tale is a
// non-zero rs3, which a genuine add never uses.

#include "isa/Program.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::wbin {

struct DefectWarning {
    std::uint64_t codeOffset = 0; // of the instruction, from the start of the code section
    std::uint8_t rs3 = 0;
    // "instruction at offset 0x0048 looks like a reference-assembled atomic_cas (modifier 0,
    // rs3 = r4): it runs as atomic_add" (offset = offsetBase + codeOffset, see scan()).
    std::string message;
};

class KnownDefects {
public:
    // Walks the code section from offset 0 instruction by instruction (an undecodable word is
    // skipped 4 bytes at a time). `offsetBase` is added to the offset shown in the messages:
    // pass the header's code_offset to match the disassembler's absolute offsets, 0 for PCs.
    static std::vector<DefectWarning> scan(const isa::Program& program,
                                           std::uint64_t offsetBase = 0);

    // The lines to print for `warnings`: the first `limit` messages, then one line counting the
    // rest, so that a large file of garbage cannot flood the terminal.
    static constexpr std::size_t kPrintLimit = 16;
    static std::vector<std::string> printable(const std::vector<DefectWarning>& warnings,
                                              std::size_t limit = kPrintLimit);
};

} // namespace wave::wbin
