#pragma once
// The assembler's last pass (docs/reference/assembly.md §5–§6 with
// docs/reference/differences.md §1–§2): checks label references, encodes every placed instruction
// into the code section, fills the source map, and runs the warnings (guards, register counts,
// control-flow structure).

#include "asm/Assembler.h"
#include "asm/ControlFlowChecker.h"
#include "asm/DiagnosticSink.h"
#include "asm/InstructionEncoder.h"
#include "asm/ProgramLayout.h"
#include "asm/Statement.h"

namespace wave::assembler {

class EncodingPass {
public:
    EncodingPass(const ParsedProgram& parsed, const Layout& layout, DiagnosticSink& sink,
                 AssemblyResult& result);

    // Fills result.program (code and kernels) and result.sourceMap. Once.
    void run();

private:
    void checkRegisterCount(const Statement& s);
    bool labelsDefined(const Statement& s, const Operand* ops);
    void instruction(const Statement& s);

    const ParsedProgram& parsed_;
    const Layout& layout_;
    DiagnosticSink& sink_;
    AssemblyResult& result_;
    InstructionEncoder encoder_;
    ControlFlowChecker flow_;
};

} // namespace wave::assembler
