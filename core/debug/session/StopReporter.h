#pragma once
// How the session's commands end: the StopInfo of a stop, the full snapshot published with it
// (device memory as page deltas against the previous stop), light snapshots while running,
// and the bookkeeping of the command in progress (starting one drops the pending one; ending
// one clears its conditions). Owns the last stop and its snapshot, the focus (where stops
// happen and views look), whether a forward run skips the stop under the focus, and the
// pending command. Same thread as the DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/LoadedLaunch.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/PendingCommand.h"
#include "debug/session/StopReason.h"
#include "emu/DeviceImage.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace wave::debug {

class StopReporter {
public:
    StopReporter(LoadedLaunch& launch, HistoryReplayer& replayer) : s_(launch), replay_(replayer) {}

    // A new launch: focus on wave 0 lane 0, no command, no images of an earlier stop.
    void reset();

    const StopInfo& lastStop() const { return lastStop_; }
    // The full snapshot of the last stop.
    std::shared_ptr<const MachineSnapshot> snapshot() const { return snapshot_; }

    std::uint32_t focusWave() const { return focusWave_; }
    std::uint32_t focusLane() const { return focusLane_; }
    const emu::WaveState* focused() const { return s_.wave(focusWave_); }
    // The user's focus (the snapshot follows); false when out of the workgroup.
    bool setFocus(std::uint32_t wave, std::uint32_t lane);
    // The wave that reached a run-to target takes the focus, as at a breakpoint.
    void focusOn(std::uint32_t wave, std::uint32_t lane) {
        focusWave_ = wave;
        focusLane_ = lane;
    }

    // The command in progress (a long one that ran out of budget), if any.
    PendingCommand* pending() { return pending_ ? &*pending_ : nullptr; }
    const PendingCommand* pending() const { return pending_ ? &*pending_ : nullptr; }
    void begin(PendingCommand command) { pending_ = std::move(command); }
    // Drops the command in progress and its conditions, without a stop (restart, load).
    void dropCommand();
    // Where a forward run must not stop before the instruction under the focus (the stop it
    // starts from), taken by the run that starts.
    std::optional<std::uint64_t> takeSkipBefore() { return std::exchange(skipBeforeAt_, {}); }

    StopInfo makeStop(StopReason reason, std::string message) const;
    // The stop of a finished, faulted or deadlocked launch (with the deadlock verdict), or
    // nullopt while it can run.
    std::optional<StopInfo> terminalStop();
    // Records `info` as the last stop, moves the focus to where it happened and, unless the
    // command only ran out of budget, publishes the full snapshot.
    StopInfo finish(StopInfo info);
    // As finish(); a forward run from the position reached backwards does not re-trigger a
    // breakpoint on the instruction under it.
    StopInfo finishReverse(StopInfo info);
    std::shared_ptr<const MachineSnapshot> lightSnapshot() const;
    // A full snapshot of another recorded step; see DebugSession::snapshotAt.
    std::shared_ptr<const MachineSnapshot> snapshotAt(std::uint64_t step, std::string& error);

    // Starts a command: drops the pending one, its conditions and any earlier stop request.
    void prepareForward();
    // The stop of a command that ran out of budget (it stays pending).
    StopInfo budgetStop();
    // Ends the pending command (if any) with `info`.
    StopInfo complete(StopInfo info);
    // A stop where the machine did not move (an edit, a pause without a command): a forward
    // run from here skips the stop under the focus if it did before.
    StopInfo finishInPlace(StopInfo info);

private:
    // The snapshot's image of local memory, sharing the pages unchanged since the last stop's.
    void attachLocal(MachineSnapshot& snap);

    LoadedLaunch& s_;
    HistoryReplayer& replay_;
    std::uint32_t focusWave_ = 0;
    std::uint32_t focusLane_ = 0;
    StopInfo lastStop_;
    std::shared_ptr<const MachineSnapshot> snapshot_;
    emu::DeviceImage lastStopImage_; // device memory at the last full snapshot, for page deltas
    emu::DeviceImage lastStopLocal_; // local memory at the last full snapshot (pages shared)
    std::uint64_t serial_ = 0;
    std::optional<std::uint64_t> skipBeforeAt_;
    std::optional<PendingCommand> pending_;
};

} // namespace wave::debug
