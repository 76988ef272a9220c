#pragma once
// Structural warnings about a kernel's control flow (docs/reference/differences.md §1): if/loop
// blocks left open at .end, else/endif/endloop without their opener, break/continue outside a loop,
// nesting beyond the 32-frame control stack, and barriers that divergent control flow makes
// some waves skip (inside an if, or in a loop after a break/continue). The reference accepts
// all of these, so they are warnings: the bytes do not change. Iterative, any depth.

#include "asm/DiagnosticSink.h"
#include "asm/Statement.h"
#include "isa/InstructionInfo.h"

#include <cstdint>
#include <vector>

namespace wave::assembler {

class ControlFlowChecker {
public:
    explicit ControlFlowChecker(DiagnosticSink& sink) : sink_(sink) {}

    void beginKernel();
    // An instruction of the current kernel (info set), in source order.
    void instruction(const Statement& s);
    // `.end` of the current kernel: reports the blocks still open.
    void endKernel(const Statement& end);

    static constexpr std::size_t kControlStackDepth = 32; // docs/reference/execution-model.md §7
    static constexpr std::size_t kMaxUnclosedReports = 16;

private:
    // The block roles come from the instruction table (isa::BlockRole), the keywords named in
    // messages too.
    struct Frame {
        isa::BlockKind kind = isa::BlockKind::If;
        bool hasElse = false;
        bool exited = false; // a break/continue of this block came before
        SourceSpan span;     // of the opening instruction
    };

    void open(const Statement& s);
    void close(const Statement& s);
    void middle(const Statement& s);
    void exitBlock(const Statement& s);
    void unmatched(const Statement& s);
    void barrier(const Statement& s);

    DiagnosticSink& sink_;
    std::vector<Frame> stack_;
    bool depthWarned_ = false;
};

} // namespace wave::assembler
