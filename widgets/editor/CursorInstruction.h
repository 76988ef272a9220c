#pragma once
// The instruction of an editor's cursor line in an assembly snapshot: the last one that starts
// at or before the cursor column (a line may hold a label and an instruction, or a kernel and
// an instruction). Shared by the Encoding strip and the Encoding lab so both show the same one.

#include "editor/AssemblySnapshot.h"

#include <cstdint>

namespace wave::widgets {

struct CursorInstruction {
    enum class State { None, LineHasErrors, Found };
    State state = State::None;
    std::uint32_t codeOffset = 0; // when Found

    // `line` and `column` are 1-based.
    static CursorInstruction at(const AssemblySnapshotPtr& snapshot, int line, int column);
};

} // namespace wave::widgets
