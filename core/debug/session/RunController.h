#pragma once
// Forward run control: stepping the focused wave (by instruction, line, over calls, out of a
// function), stepping the workgroup, continuing, and running to a line or address, each within
// a budget of wave-instructions. A command that may run long is started as a PendingCommand
// (start*() returns nullopt) and goes on in resume*() slices until it stops or the budget runs
// out; one that ends at once returns its stop. DebugSession dispatches resume() to the right
// part. Works on the loaded launch, with the history (HistoryReplayer) and the stops, focus and
// pending command (StopReporter); same thread as the DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/LoadedLaunch.h"
#include "debug/session/StopReporter.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

class RunController {
public:
    RunController(LoadedLaunch& launch, HistoryReplayer& replayer, StopReporter& stops)
        : s_(launch), replay_(replayer), stops_(stops) {}

    void startStepInstruction();
    // stepLine (over = false) and stepOver (calls run to their return).
    std::optional<StopInfo> startStepLines(bool over);
    std::optional<StopInfo> startStepOut();
    void startContinue();
    std::optional<StopInfo> startRunToLine(std::uint32_t line);
    void startRunToAddress(std::uint32_t pc);
    // Every ready wave of the workgroup one instruction; never pending.
    StopInfo stepWorkgroup();

    // The pending Forward or FocusedStep command, for at most `budget` more steps.
    StopInfo resumeForward(std::uint64_t budget);
    StopInfo resumeFocusedStep(std::uint64_t budget);
    // See DebugSession::pauseHere.
    StopInfo pauseHere();

private:
    // Starts a FocusedStep command: advanceFocused() until `done` holds for the focused wave
    // (or it finishes), then a StepDone with `message`.
    void startFocusedUntil(std::function<bool(const emu::WaveState&)> done, std::string message);
    void startRunToPcs(std::vector<std::uint32_t> pcs);
    // None of these finish() a command; the public ones do.
    StopInfo runForward(std::uint64_t maxSteps, StopReason budgetReason);
    // One instruction of the focused wave (running the others, for at most `budget`, while it
    // waits at a barrier). nullopt: done normally; otherwise why it stopped instead (a
    // budgetExhausted stop when still waiting).
    std::optional<StopInfo> advanceFocused(std::uint64_t budget);
    std::optional<StopInfo> forcedStep(std::uint32_t wave);
    // Whether the next slice needs the observer (anything armed, recording, or a re-run).
    bool needsObserver() const;
    // Runs [now, end) without the observer; false when it must be re-run observed (a barrier
    // divergence happened in it, which always stops).
    bool runUnobserved(std::uint64_t end);

    LoadedLaunch& s_;
    HistoryReplayer& replay_;
    StopReporter& stops_;
    std::uint64_t observeUntil_ = 0; // steps before this run observed (after a divergence)
};

} // namespace wave::debug
