#pragma once
// How the session's commands end: the StopInfo of a stop, the full snapshot published with it
// (device memory as page deltas against the previous stop), light snapshots while running,
// and the bookkeeping of the command in progress (starting one drops the pending one; ending
// one clears its conditions). Works on the session's SessionState; same thread as the
// DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/SessionState.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace wave::debug {

class StopReporter {
public:
    StopReporter(SessionState& state, HistoryReplayer& replayer) : s_(state), replay_(replayer) {}

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

private:
    // The snapshot's image of local memory, sharing the pages unchanged since the last stop's.
    void attachLocal(MachineSnapshot& snap);

    SessionState& s_;
    HistoryReplayer& replay_;
};

} // namespace wave::debug
