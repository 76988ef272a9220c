#pragma once
// The run-control commands the GUI sends to the session worker. Each maps to one DebugSession
// call; `argument` carries the line, address or step for the commands that take one.

#include <cstdint>

namespace wave::widgets {

enum class SessionCommand : std::uint8_t {
    Continue,
    StepInstruction, // one instruction of the focused wave
    StepWorkgroup,   // every ready wave of the workgroup one instruction
    StepLine,        // step into: the focused wave to its next source line
    StepOver,        // as StepLine, a `call` runs to its return
    StepOut,
    RunToLine,    // argument: 1-based line
    RunToAddress, // argument: byte offset
    StepBackInstruction,
    StepBackWorkgroup,
    StepBackLine,
    StepBackOver,
    StepBackOut,
    ReverseContinue,
    TravelTo, // argument: global step
};

// Whether the command usually runs for long, so the GUI shows "running" (and offers Pause) at
// once. Every command runs in slices on the worker, and one that outlasts its first slice is
// shown running from then on, whatever this says.
constexpr bool isLongRunning(SessionCommand c) {
    return c == SessionCommand::Continue || c == SessionCommand::RunToLine ||
           c == SessionCommand::RunToAddress || c == SessionCommand::ReverseContinue ||
           c == SessionCommand::StepOver || c == SessionCommand::StepOut;
}

} // namespace wave::widgets
