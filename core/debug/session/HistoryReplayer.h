#pragma once
// The session's history: checkpoints (taken every interval, restored for reverse travel),
// deterministic re-execution from a checkpoint to any recorded step, and the canonical
// position the machine is kept at, where recorded edits and forced steps apply. Works on the
// session's SessionState; same thread as the DebugSession.

#include "debug/session/SessionState.h"

#include <cstdint>

namespace wave::debug {

class HistoryReplayer {
public:
    explicit HistoryReplayer(SessionState& state) : s_(state) {}

    // Canonical positions: the emulator reaches the same step through run() (which starts the
    // next workgroup at once) or through steps and stops (which do not). normalize() always
    // starts the next workgroup, finishes thread-less ones, keeps a resumable status at Ready
    // and applies the edits recorded at the step, so the state at a given step is independent
    // of the path that led there.
    void normalize();
    // Applies the edits recorded at the current step (idempotent).
    void applyEdits();

    void takeCheckpoint();
    // At an existing checkpoint: note it; otherwise take one if the interval has passed.
    void checkpointHere();
    void restore(const Checkpoint& cp);
    // Where the next emulator run must end: target, slice, checkpoint and forced-step bounds.
    std::uint64_t sliceEnd(std::uint64_t target) const;
    // Re-executes from the current position to `target` (no stops), reporting to `sink`.
    // Unobserved (fast) unless something needs events or `observe`. Returns false when
    // interrupted by requestStop().
    bool replayTo(std::uint64_t target, ScanSink* sink, bool breakpoints, bool observe = false);
    // Restores the checkpoint from which re-execution reaches `target` soonest, if it is not
    // the current position.
    void restoreFor(std::uint64_t target);
    // Moves to `target` (restoring a checkpoint if it lies behind).
    bool moveTo(std::uint64_t target);
    // Re-executes the current workgroup from its start with the observer, so that the
    // control history behind a deadlock verdict is complete.
    void completeControlHistory();

private:
    void checkpointIfDue();

    SessionState& s_;
};

} // namespace wave::debug
