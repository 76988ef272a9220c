#pragma once
// Reverse execution: stepping the focused wave back (by instruction, line, over calls, out of
// a function), stepping the workgroup back, reverse continue, and travel to any recorded step.
// A reverse command scans history backwards for what it looks for (a TrailSink), re-executing
// windows of it from the newest, then travels to the position found. Long ones are started as
// a PendingCommand (start*() returns nullopt) and go on in resume*() slices, as forward ones
// do (RunController). Works on the loaded launch, with the history (HistoryReplayer) and the
// stops, focus and pending command (StopReporter); same thread as the DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/LoadedLaunch.h"
#include "debug/session/StopReporter.h"
#include "debug/session/TrailSink.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace wave::debug {

class ReversePlanner {
public:
    ReversePlanner(LoadedLaunch& launch, HistoryReplayer& replayer, StopReporter& stops)
        : s_(launch), replay_(replayer), stops_(stops) {}

    void startStepBackInstruction();
    // To the start of the previous source line of the wave; `over`: without entering calls.
    void startStepBackLine(bool over);
    std::optional<StopInfo> startStepBackOut();
    void startReverseContinue();
    void startTravel(std::uint64_t step);
    // One scheduler round back; never pending.
    StopInfo stepBackWorkgroup();

    StopInfo resumeScanBack(std::uint64_t budget);
    StopInfo resumeTravel(std::uint64_t budget);

private:
    // Starts a ScanBack command: the latest position before the current one that `sink`
    // accepts, found by re-executing windows of history from the newest backwards.
    void startScanBack(std::unique_ptr<TrailSink> sink, bool breakpoints, std::string done,
                       std::string none);
    // Ends a ScanBack command at `position` (nullopt: the start of history).
    StopInfo reverseTo(std::optional<std::uint64_t> position);

    LoadedLaunch& s_;
    HistoryReplayer& replay_;
    StopReporter& stops_;
};

} // namespace wave::debug
