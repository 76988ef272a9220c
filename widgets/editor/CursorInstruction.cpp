#include "editor/CursorInstruction.h"

#include <algorithm>

namespace wave::widgets {

CursorInstruction CursorInstruction::at(const AssemblySnapshotPtr& snapshot, int line, int column) {
    CursorInstruction found;
    if (!snapshot || line < 1)
        return found;
    const auto wanted = static_cast<std::uint32_t>(line);
    for (const assembler::Diagnostic& d : snapshot->result.diagnostics) {
        if (d.severity == assembler::Severity::Error && d.line == wanted) {
            found.state = State::LineHasErrors;
            return found;
        }
    }
    const isa::SourceMapEntry* chosen = nullptr;
    for (const isa::SourceMapEntry& e : snapshot->result.sourceMap.entries()) {
        if (e.position.line != wanted)
            continue;
        if (!chosen || e.position.column <= static_cast<std::uint32_t>(std::max(column, 1)))
            chosen = &e;
    }
    if (chosen) {
        found.state = State::Found;
        found.codeOffset = chosen->codeOffset;
    }
    return found;
}

} // namespace wave::widgets
