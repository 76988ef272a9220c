#pragma once
// Why a run stopped, and where. Every run-control command of DebugSession returns one; the
// full snapshot taken at the stop carries it too.

#include "debug/analysis/DeadlockVerdict.h"
#include "debug/analysis/MemoryAccess.h"
#include "emu/Fault.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

enum class StopReason : std::uint8_t {
    StepDone,          // a step command completed
    Breakpoint,        // a line or address breakpoint (ids in StopInfo::breakpoints)
    BarrierEvent,      // a barrier breakpoint: arrival, k-th arrival or release
    DivergenceEvent,   // a divergence or reconvergence breakpoint
    Watchpoint,        // a data watchpoint (StopInfo::watch)
    Fault,             // the kernel faulted (StopInfo::fault); always stops
    Deadlock,          // a workgroup cannot proceed (StopInfo::verdict); always stops
    BarrierDivergence, // waves were released from different barriers; always stops
    Finished,          // every workgroup finished
    Paused,            // requestStop() or a step budget
    HistoryStart,      // a reverse command reached the beginning of the recorded history
};

const char* stopReasonName(StopReason reason);

// A watchpoint hit: which access touched the watched range.
struct WatchHit {
    MemorySpace space = MemorySpace::Local;
    AccessKind kind = AccessKind::Read;
    std::uint64_t address = 0;
    std::uint32_t size = 0;
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0;
    std::uint32_t line = 0;
};

struct StopInfo {
    StopReason reason = StopReason::StepDone;
    std::vector<std::uint32_t> breakpoints; // ids that triggered (Breakpoint, *Event, Watchpoint)
    std::uint64_t step = 0;                 // global step (wave-instructions issued so far)
    std::uint64_t workgroup = 0;            // linear index of the workgroup it concerns
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0;
    std::uint32_t line = 0;         // 0 when unknown
    bool beforeInstruction = false; // the wave stopped before issuing the instruction at pc
    // Paused only because the command's step budget ran out (a run slice): no full snapshot
    // is taken for it (use DebugSession::lightSnapshot()).
    bool budgetExhausted = false;
    // The machine did not move: the user edited it at this stop (`message` says what).
    bool edited = false;
    std::optional<WatchHit> watch;
    std::optional<emu::Fault> fault;
    std::optional<Verdict> verdict; // Deadlock, BarrierDivergence
    std::string message;            // one line for a status bar
};

} // namespace wave::debug
