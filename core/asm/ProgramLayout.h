#pragma once
// The assembler's layout pass over the parsed statements (docs/reference/assembly.md §4, §6):
// kernel structure and metadata, mnemonic lookup, code offsets and label addresses. Reports
// unclosed or nested kernels, `.end` without `.kernel`, unknown instructions, instructions outside
// a kernel and duplicate labels; marks those statements failed so later passes stay quiet.

#include "asm/DiagnosticSink.h"
#include "asm/LabelTable.h"
#include "asm/Statement.h"
#include "isa/Program.h"

#include <cstdint>
#include <vector>

namespace wave::assembler {

struct Layout {
    std::vector<isa::Kernel> kernels; // complete metadata (directives after .end included)
    LabelTable labels;
    std::uint64_t codeSize = 0;
};

class ProgramLayout {
public:
    ProgramLayout(ParsedProgram& program, DiagnosticSink& sink) : program_(program), sink_(sink) {}

    // Sets info, codeOffset and kernel of every instruction statement of the program. Once.
    Layout run();

private:
    void openKernel(Statement& s);
    void closeKernel();
    void reportUnclosed();
    void applyDirective(const Statement& s);
    void defineLabel(const Statement& s);
    void placeInstruction(Statement& s);

    ParsedProgram& program_;
    DiagnosticSink& sink_;
    Layout layout_;
    std::uint64_t offset_ = 0;
    std::int32_t open_ = -1; // index of the open kernel
    const Statement* openStatement_ = nullptr;
};

} // namespace wave::assembler
