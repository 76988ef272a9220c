#pragma once
// A run-control command of the debugger as one value: what to do (continue, a step forwards or
// backwards, run to a line or address, travel to a step) and its one argument. Front-ends build
// it where the user asks (a key, a DAP request), it travels unchanged through the DebugService
// to DebugSession::start(), which runs it. Plain data: copy it, compare it, queue it.

#include <cstdint>

namespace wave::debug {

enum class RunKind : std::uint8_t {
    Continue,
    StepInstruction, // one instruction of the focused wave
    StepWorkgroup,   // every ready wave of the workgroup one instruction
    StepLine,        // step into: the focused wave to its next source line
    StepOver,        // as StepLine, a `call` runs to its return
    StepOut,
    RunToLine,    // argument: 1-based line of the code that runs
    RunToAddress, // argument: byte offset of an instruction
    StepBackInstruction,
    StepBackWorkgroup,
    StepBackLine,
    StepBackOver,
    StepBackOut,
    ReverseContinue,
    TravelTo, // argument: global step
};

// Whether the command usually runs for long, so a front-end shows "running" (and offers Pause)
// at once. Every command runs in slices; one that outlasts its first slice is reported running
// (DebugEvent Running) whatever this says.
constexpr bool isLongRunning(RunKind c) {
    return c == RunKind::Continue || c == RunKind::RunToLine || c == RunKind::RunToAddress ||
           c == RunKind::ReverseContinue || c == RunKind::StepOver || c == RunKind::StepOut;
}

// Whether the command moves backwards through the recorded history.
constexpr bool isReverse(RunKind c) {
    return c == RunKind::StepBackInstruction || c == RunKind::StepBackWorkgroup ||
           c == RunKind::StepBackLine || c == RunKind::StepBackOver || c == RunKind::StepBackOut ||
           c == RunKind::ReverseContinue;
}

struct RunCommand {
    RunKind kind = RunKind::Continue;
    // RunToLine: the line; RunToAddress: the byte offset; TravelTo: the global step; else 0.
    std::uint64_t argument = 0;

    constexpr RunCommand() = default;
    // Implicit: a front-end passes RunKind::Continue where a RunCommand is expected.
    constexpr RunCommand(RunKind k, std::uint64_t a = 0) : kind(k), argument(a) {}

    static constexpr RunCommand runToLine(std::uint32_t line) { return {RunKind::RunToLine, line}; }
    static constexpr RunCommand runToAddress(std::uint32_t pc) {
        return {RunKind::RunToAddress, pc};
    }
    static constexpr RunCommand travelTo(std::uint64_t step) { return {RunKind::TravelTo, step}; }

    friend bool operator==(const RunCommand&, const RunCommand&) = default;
};

} // namespace wave::debug
