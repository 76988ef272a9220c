#pragma once
// Everything a DebugService reports, as one value type (DebugEvent, a std::variant), each with
// the CommandTicket of the command it answers (see DebugCommand.h for which answers what).
// Snapshots and analyses are immutable shared values: any thread may read them.
//
// A stop in words: Stopped::snapshot->stop is the StopInfo (reason, stopReasonName(reason),
// the one-line `message`, the wave, lane, pc and line it concerns, the breakpoint ids that
// triggered, the watchpoint hit, the fault, and for a deadlock or barrier divergence the
// verdict with its sentences). Waves (a DAP's threads), their call stacks, per-lane registers
// and predicates, local and device memory are in the full snapshot of that stop.

#include "debug/expr/Evaluator.h"
#include "debug/service/AnalysisSnapshot.h"
#include "debug/session/MachineSnapshot.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace wave::debug {

using SnapshotPtr = std::shared_ptr<const MachineSnapshot>;

// Why a command was refused without reaching the engine's own checks.
enum class Refusal : std::uint8_t {
    NoSession, // no kernel is loaded
    Running,   // a command runs: pause it first
    Engine,    // the engine refused it; `message` names the wave, lane, register or step
    OutOfMemory,
};

// A breakpoint as the engine knows it now, under the front-end's id.
struct BreakpointStatus {
    std::uint32_t id = 0;
    std::uint64_t hits = 0;
    std::string problem;        // why it cannot trigger; empty when armed (resolved)
    std::string conditionError; // its condition's parse error ("column 6: ..."), if any
    // The source line it stands on as resolved: a line breakpoint moves to the first line with
    // code at or after the line it was set on; barrier breakpoints given by a line keep it.
    // 0 for the kinds without a line.
    std::uint32_t line = 0;
};

// The session is loaded; its first Stopped follows.
struct Launched {
    SnapshotPtr snapshot;
};

// No session: the launch cannot run (the launch error), or the session ran out of memory
// (`reason` OutOfMemory: the session was stopped).
struct LaunchFailed {
    Refusal reason = Refusal::Engine;
    std::string message;
};

// A command outlasted its first slice: it runs on, in slices.
struct Running {};

// A light snapshot while a command runs, or after a focus change.
struct Progress {
    SnapshotPtr snapshot;
};

// A full snapshot at a stop (snapshot->stop says why), with the analyses as of that stop.
struct Stopped {
    SnapshotPtr snapshot;
    AnalysisSnapshotPtr analyses;
};

// The breakpoints' records, in the order of the last SetBreakpoints (or Launch).
struct BreakpointsUpdated {
    std::vector<BreakpointStatus> breakpoints;
};

struct Ended {};

struct EditFailed {
    Refusal reason = Refusal::Engine;
    std::string message;
};

struct ComparisonReady {
    SnapshotPtr snapshot;
};

struct ComparisonFailed {
    Refusal reason = Refusal::Engine;
    std::string message;
};

// The value of an Evaluate on `wave`/`lane`, or why there is none (`error`, e.g. the parse
// error with its column).
struct Evaluated {
    std::string expression;
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::optional<expr::Value> value;
    std::string error;
};

using DebugEvent =
    std::variant<Launched, LaunchFailed, Running, Progress, Stopped, BreakpointsUpdated, Ended,
                 EditFailed, ComparisonReady, ComparisonFailed, Evaluated>;

} // namespace wave::debug
