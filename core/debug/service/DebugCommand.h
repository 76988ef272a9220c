#pragma once
// Every command a front-end sends to a DebugService, as one value type (DebugCommand, a
// std::variant), each sent with its CommandTicket. What answers each one (DebugEvent):
//
//   Launch          Launched then Stopped at step 0 (and BreakpointsUpdated), or LaunchFailed.
//                   Replaces any session.
//   Restart         Stopped at step 0. Breakpoints stay; history is cleared.
//   Terminate       Ended. The session is gone.
//   RunCommand      Runs in slices: Running when it outlasts its first slice, Progress (light
//                   snapshots, at most ~30 a second) while it runs, Stopped when it ends.
//                   A newer command replaces one still running.
//   Pause           Stopped (Paused where the session stands, the running command paused
//                   where it stood), or the last stop again when the kernel had finished,
//                   faulted or deadlocked. Send cancel(ticket.command) first so a running
//                   command ends at once (within 100 ms, even in an endless loop).
//   SetFocus        Progress with the new focus; ignored while a command runs.
//   SetBreakpoints  BreakpointsUpdated (ticket: the session and the command running, if any).
//   SetAnalyses     nothing; takes effect for what runs from now on.
//   WriteRegister,  Stopped (the same step, stop marked `edited`), or EditFailed.
//   WritePredicate,
//   WriteMemory
//   SnapshotAt      ComparisonReady (the full snapshot of another recorded step; the session
//                   travels there and back) or ComparisonFailed.
//   Evaluate        Evaluated: an expression of the expression language on a lane of the last
//                   stop's snapshot.
//
// Without a loaded session every command but Launch and Terminate is ignored, except the edits
// and SnapshotAt and Evaluate, which are refused (EditFailed, ComparisonFailed, Evaluated with
// an error).

#include "debug/analysis/MemoryAccess.h"
#include "debug/session/AnalysisOptions.h"
#include "debug/session/Breakpoint.h"
#include "debug/session/DeviceInit.h"
#include "debug/session/RunCommand.h"
#include "debug/session/SessionOptions.h"
#include "emu/LaunchConfig.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace wave::debug {

// What to load: the assembled program with its source map (shared, immutable: the front-end may
// point into a value of its own with std::shared_ptr's aliasing constructor), the launch
// configuration, how device memory is initialised, the engine's options and the breakpoints
// to arm from the first instruction on.
struct Launch {
    std::shared_ptr<const isa::Program> program;
    std::shared_ptr<const isa::SourceMap> sourceMap;
    emu::LaunchConfig config;
    DeviceInit deviceInit; // may be empty: zeroed device memory
    SessionOptions options;
    std::vector<BreakpointDefinition> breakpoints;
};

struct Restart {};
struct Terminate {};
struct Pause {};

struct SetFocus {
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
};

// The front-end's whole list under its own ids (> 0, unique); hit counts stay per id.
struct SetBreakpoints {
    std::vector<BreakpointDefinition> breakpoints;
};

struct SetAnalyses {
    AnalysisOptions options;
};

// Edits of the current workgroup at a stop; they become part of the run (see
// DebugSession::writeRegister).
struct WriteRegister {
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t reg = 0;
    std::uint32_t value = 0;
};

struct WritePredicate {
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t predicate = 0;
    bool value = false;
};

// Bytes written at `address` of device memory or of the current workgroup's local memory.
struct WriteMemory {
    MemorySpace space = MemorySpace::Device;
    std::uint64_t address = 0;
    std::vector<std::uint8_t> bytes;
};

struct SnapshotAt {
    std::uint64_t step = 0; // clamped to the start of history
};

// `wave`/`lane`: the focused ones when not given.
struct Evaluate {
    std::string expression;
    std::optional<std::uint32_t> wave;
    std::optional<std::uint32_t> lane;
};

using DebugCommand =
    std::variant<Launch, Restart, Terminate, Pause, RunCommand, SetFocus, SetBreakpoints,
                 SetAnalyses, WriteRegister, WritePredicate, WriteMemory, SnapshotAt, Evaluate>;

} // namespace wave::debug
