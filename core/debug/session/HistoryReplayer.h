#pragma once
// The session's history: checkpoints (taken every interval, restored for reverse travel),
// deterministic re-execution from a checkpoint to any recorded step, and the canonical
// position the machine is kept at, where recorded edits and forced steps apply. Owns the
// history (checkpoints, forced steps, edits) and the furthest step reached; drives the loaded
// launch's emulator. Same thread as the DebugSession.

#include "debug/session/History.h"
#include "debug/session/LoadedLaunch.h"
#include "debug/session/MemoryEdit.h"

#include <cstdint>
#include <vector>

namespace wave::debug {

class HistoryReplayer {
public:
    explicit HistoryReplayer(LoadedLaunch& launch)
        : s_(launch), history_(launch.options.historyBudget, launch.options.checkpointInterval) {}

    const History& history() const { return history_; }
    // The furthest step the run has reached (what travel forwards can reach).
    std::uint64_t furthest() const { return furthest_; }
    // The oldest step history can reach.
    std::uint64_t earliestStep() const {
        return history_.earliest() ? history_.earliest()->step : 0;
    }
    // A new launch: no history yet.
    void reset();
    // Back to the first checkpoint with the launch as it was (no edits, no recorded future).
    // False, doing nothing, without a checkpoint.
    bool rewind();
    // The user's decisions at the current step `step` change the future recorded after it,
    // which is forgotten: the focused wave issues the next instruction (a forced step) ...
    void decide(std::uint64_t step, std::uint32_t wave);
    // ... or an edit of the machine, applied at once.
    void recordEdit(StateEdit edit);
    void recordEdit(MemoryEdit edit);

    // Canonical positions: the emulator reaches the same step through run() (which starts the
    // next workgroup at once) or through steps and stops (which do not). normalize() always
    // starts the next workgroup, finishes thread-less ones, keeps a resumable status at Ready
    // and applies the edits recorded at the step, so the state at a given step is independent
    // of the path that led there.
    void normalize();
    // Applies the edits recorded at the current step, registers and memory (idempotent).
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
    // Forgets the recorded future after `step`, which becomes the furthest step.
    void branchAt(std::uint64_t step);

    LoadedLaunch& s_;
    History history_;
    std::uint64_t furthest_ = 0;
    std::uint64_t lastCheckpointStep_ = 0;
    std::vector<MemoryEdit> memoryEdits_; // non-decreasing steps
};

} // namespace wave::debug
