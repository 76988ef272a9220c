#pragma once
// A run-control command of DebugSession that ran out of its step budget before it finished:
// what it still needs to go on where it stands (DebugSession::resume) or to end there
// (DebugSession::pauseHere). Every long command is one of four kinds; the session keeps at most
// one pending command, and starting any other command drops it. Owned by the DebugSession.

#include "debug/session/TrailSink.h"
#include "emu/MachineState.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace wave::debug {

struct PendingCommand {
    enum class Kind : std::uint8_t {
        Forward,     // continue, run to line/address: the observer holds the stop conditions
        FocusedStep, // step instruction/into/over/out: the focused wave until `done` holds
        ScanBack,    // reverse commands: history scanned window by window, newest first
        Travel,      // travel to `target`: re-execution from the nearest checkpoint
    };
    Kind kind = Kind::Forward;
    // Forward: a run to a line or address, whose reaching wave takes the focus.
    bool focusReacher = false;

    // FocusedStep: whether the focused wave has arrived, and the message of that stop.
    std::function<bool(const emu::WaveState&)> done;
    std::string doneMessage;

    // ScanBack: what is looked for, whether breakpoints count as stops, and the next window to
    // re-execute, [end - window, end). At the position found the stop is the sink's own
    // (reverse continue) or a StepDone with `doneMessage`; `noneMessage` at the start of history.
    std::unique_ptr<TrailSink> sink;
    bool breakpoints = false;
    std::uint64_t end = 0;
    std::uint64_t window = 0;
    std::string noneMessage;
    // ScanBack with nothing armed (reverse continue): only spans of history whose checkpoints
    // count a barrier divergence are re-executed. `divergences`: what the machine counts at
    // `end`; `floor`: the start of the span being scanned (none: look up the next span).
    bool bySpans = false;
    std::uint64_t divergences = 0;
    std::optional<std::uint64_t> floor;
    std::uint64_t floorDivergences = 0; // what the checkpoint at `floor` counts

    // Travel: the step to reach; `beforeHistory`: the step asked for was before the start of
    // history (so `target` is that start).
    std::uint64_t target = 0;
    bool beforeHistory = false;
};

} // namespace wave::debug
