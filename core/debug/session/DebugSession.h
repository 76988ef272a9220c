#pragma once
// The debugger engine: one loaded kernel launch, run control forwards and backwards,
// breakpoints, analyses and immutable snapshots for the views.
//
// Threading: a DebugSession belongs to the thread that created it (in the IDE, the session
// worker's thread) and every call except requestStop() must come from it. requestStop() is
// atomic and may be called from any thread; a running command returns StopReason::Paused
// within a few milliseconds (runs proceed in bounded slices), even in an endless loop.
//
// Global steps: the machine's clock is the number of wave-instructions issued since launch.
// Every position the session can stand on is a global step; reverse commands restore the
// nearest checkpoint and re-execute deterministically to the target step.

#include "debug/analysis/BarrierBoard.h"
#include "debug/session/AnalysisRecorder.h"
#include "debug/session/BreakpointTable.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/History.h"
#include "debug/session/LineTable.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/PendingCommand.h"
#include "debug/session/SessionObserver.h"
#include "debug/session/SnapshotBuilder.h"
#include "debug/session/StopReason.h"
#include "emu/Emulator.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>

namespace wave::debug {

struct SessionOptions {
    std::uint64_t historyBudget = 512ull << 20; // bytes for checkpoints
    std::uint64_t checkpointInterval = 200'000; // wave-instructions between checkpoints
    std::uint64_t sliceSteps = 1u << 16;        // steps between stop-request polls
    AnalysisOptions analyses;
};

class DebugSession {
public:
    static constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();
    using DeviceInit = std::function<void(emu::DeviceMemory&)>;

    explicit DebugSession(SessionOptions options = {});
    ~DebugSession();
    DebugSession(const DebugSession&) = delete;
    DebugSession& operator=(const DebugSession&) = delete;

    // Loads a launch. `init` fills device memory once (fills, argument files); restart()
    // returns to that state. Returns the launch error, if the launch cannot run.
    std::optional<emu::Fault> load(const isa::Program& program, const isa::SourceMap& sourceMap,
                                   const emu::LaunchConfig& config, const DeviceInit& init = {});
    bool loaded() const { return emu_ != nullptr; }
    // Back to step 0 with the initial device memory. Breakpoints stay; history is cleared.
    void restart();

    // ---- Run control (forward). Each returns why it stopped; snapshot() is then updated.
    //
    // Step budgets: every command that may run for long takes a budget of wave-instructions
    // executed or re-executed (unlimited by default: the command runs to its end). When the
    // budget runs out first, the command returns Paused with `budgetExhausted` set, takes no
    // full snapshot, and stays pending: resume() goes on where it stands, pauseHere() ends it
    // there, and starting any other command drops it. The IDE's worker runs every command in
    // such slices, so Pause answers at once and light snapshots show the run meanwhile.
    // Reverse scans re-execute history window by window and check the budget between windows
    // (a window is at most about two checkpoint intervals).
    StopInfo stepInstruction(std::uint64_t budget = kUnlimited); // the focused wave, once
    StopInfo stepWorkgroup(); // every ready wave of the workgroup one instruction
    // The focused wave, until it reaches another source line.
    StopInfo stepLine(std::uint64_t budget = kUnlimited);
    StopInfo stepOver(std::uint64_t budget = kUnlimited); // as stepLine; a `call` runs to return
    // The focused wave, until the current function returns.
    StopInfo stepOut(std::uint64_t budget = kUnlimited);
    StopInfo continueRun(std::uint64_t budget = kUnlimited);
    StopInfo runToLine(std::uint32_t line, std::uint64_t budget = kUnlimited);
    StopInfo runToAddress(std::uint32_t pc, std::uint64_t budget = kUnlimited);
    // Goes on with the pending command for at most `budget` more. Without one, does nothing
    // and returns lastStop().
    StopInfo resume(std::uint64_t budget = kUnlimited);
    // A command ran out of its budget and has neither finished nor been ended.
    bool commandPending() const { return pending_.has_value(); }
    // Any thread. Honoured at the next slice boundary (a few ms at most); the command in
    // progress ends with a Paused stop. A new command clears a request made before it.
    void requestStop() { stopRequest_.store(true, std::memory_order_relaxed); }
    // Ends the pending command where it stands: a Paused stop with a full snapshot, executing
    // nothing more (a reverse scan stands where nothing was found between there and where it
    // started). Without a pending command, a Paused stop where the session stands (a
    // breakpoint it stands on stays passed).
    StopInfo pauseHere();

    // ---- Reverse execution.
    // Budgets as for forward commands.
    // Before the focused wave's previous instruction.
    StopInfo stepBackInstruction(std::uint64_t budget = kUnlimited);
    StopInfo stepBackWorkgroup(); // one scheduler round back
    // To the start of the previous source line of the wave.
    StopInfo stepBackLine(std::uint64_t budget = kUnlimited);
    // As stepBackLine, without entering calls.
    StopInfo stepBackOver(std::uint64_t budget = kUnlimited);
    // To before the `call` of the current function.
    StopInfo stepBackOut(std::uint64_t budget = kUnlimited);
    // To the previous breakpoint/watchpoint/event stop.
    StopInfo reverseContinue(std::uint64_t budget = kUnlimited);
    StopInfo travelTo(std::uint64_t step, std::uint64_t budget = kUnlimited);
    HistoryInfo historyInfo() const;
    std::uint64_t currentStep() const;
    std::uint64_t furthestStep() const { return furthest_; }

    // ---- Editing the machine at a stop (the current workgroup). An edit becomes part of the
    // run, as an input at the current step S: re-execution applies it whenever it arrives at S,
    // so stepping back before S shows the old value and stepping forward again re-applies it.
    // The recorded future after S (checkpoints, scheduling decisions, later edits, the
    // furthest step) is discarded: it no longer follows. The full snapshot is taken again
    // (the stop stays where it is, marked `edited`). On failure nothing changes and `error`
    // names the wave, lane and register.
    bool writeRegister(std::uint32_t wave, std::uint32_t lane, std::uint32_t reg,
                       std::uint32_t value, std::string& error);
    bool writePredicate(std::uint32_t wave, std::uint32_t lane, std::uint32_t predicate, bool value,
                        std::string& error);
    // A full snapshot of another recorded step (clamped to the start of history), e.g. to
    // compare with the state N steps ago. The session goes there and comes back: the current
    // position, focus, stop, snapshot and breakpoint hit counts are as before. Null with
    // `error` when not loaded, running (between run slices) or `step` is beyond the furthest
    // recorded step.
    std::shared_ptr<const MachineSnapshot> snapshotAt(std::uint64_t step, std::string& error);

    // ---- Focus (the current workgroup is the one that runs).
    std::uint32_t focusWave() const { return focusWave_; }
    std::uint32_t focusLane() const { return focusLane_; }
    bool setFocus(std::uint32_t wave, std::uint32_t lane);

    // ---- Breakpoints. addBreakpoint() and setBreakpointCondition() refuse what does not
    // parse or resolve; setBreakpoints() mirrors an owner's list with its ids, keeping each
    // id's hit count, in time linear in the list (see BreakpointTable::replace).
    std::uint32_t addBreakpoint(const BreakpointSpec& spec, std::string& error);
    void setBreakpoints(const std::vector<BreakpointDefinition>& list) {
        breakpoints_.replace(list);
    }
    bool removeBreakpoint(std::uint32_t id) { return breakpoints_.remove(id); }
    bool setBreakpointEnabled(std::uint32_t id, bool on) { return breakpoints_.setEnabled(id, on); }
    bool setBreakpointCondition(std::uint32_t id, const std::string& text, std::string& error) {
        return breakpoints_.setCondition(id, text, error);
    }
    const std::vector<Breakpoint>& breakpoints() const { return breakpoints_.all(); }

    // ---- Snapshots and analyses.
    // The full snapshot of the last stop (a command that ran out of budget takes none).
    std::shared_ptr<const MachineSnapshot> snapshot() const { return snapshot_; }
    std::shared_ptr<const MachineSnapshot> lightSnapshot() const; // now
    const StopInfo& lastStop() const { return lastStop_; }
    // Takes effect for what runs from now on (restart() for a whole run).
    void setAnalyses(const AnalysisOptions& options);
    const AnalysisRecorder& analyses() const { return recorder_; }
    BarrierBoard barrierBoard() const;
    const emu::Emulator* emulator() const { return emu_.get(); }
    const isa::SourceMap& sourceMap() const { return sourceMap_; }
    std::uint32_t lineOf(std::uint32_t pc) const { return lines_.line(pc); }

private:
    // Forward engine. None of these finish() a command; the public commands do.
    StopInfo runForward(std::uint64_t maxSteps, StopReason budgetReason);
    // One instruction of the focused wave (running the others, for at most `budget`, while it
    // waits at a barrier). nullopt: done normally; otherwise why it stopped instead (a
    // budgetExhausted stop when still waiting).
    std::optional<StopInfo> advanceFocused(std::uint64_t budget);
    // Starts a FocusedStep command: advanceFocused() until `done` holds for the focused wave
    // (or it finishes), then a StepDone with `message`.
    StopInfo stepFocusedUntil(std::function<bool(const emu::WaveState&)> done, std::string message,
                              std::uint64_t budget);
    // stepLine (over = false) and stepOver (calls run to their return).
    StopInfo stepLines(bool over, std::uint64_t budget);
    std::optional<StopInfo> forcedStep(std::uint32_t wave);
    StopInfo runToPcs(std::vector<std::uint32_t> pcs, std::uint64_t budget);
    // resume() by kind of pending command.
    StopInfo resumeForward(std::uint64_t budget);
    StopInfo resumeFocusedStep(std::uint64_t budget);
    StopInfo resumeScanBack(std::uint64_t budget);
    StopInfo resumeTravel(std::uint64_t budget);
    // The stop of a command that ran out of budget (it stays pending).
    StopInfo budgetStop();
    // Ends the pending command (if any) with `info`.
    StopInfo complete(StopInfo info);
    // Whether the next slice needs the observer (anything armed, recording, or a re-run).
    bool needsObserver() const;
    // Runs [now, end) without the observer; false when it must be re-run observed (a barrier
    // divergence happened in it, which always stops).
    bool runUnobserved(std::uint64_t end);
    // Re-executes the current workgroup from its start with the observer, so that the
    // control history behind a deadlock verdict is complete.
    void completeControlHistory();
    void normalize();
    bool terminal() const;
    std::optional<StopInfo> terminalStop();
    StopInfo finish(StopInfo info);
    StopInfo makeStop(StopReason reason, std::string message);
    // Starts a command: drops the pending one, its conditions and any earlier stop request.
    void prepareForward();

    // Edits (DebugSessionEdit.cpp)
    bool edit(StateEdit edit, std::string& error);
    bool editable(const StateEdit& edit, std::string& error) const;
    // Applies the edits recorded at the current step (idempotent).
    void applyEdits();

    // History
    void checkpointIfDue();
    // At an existing checkpoint: note it; otherwise take one if the interval has passed.
    void checkpointHere();
    // Where the next emulator run must end: target, slice, checkpoint and forced-step bounds.
    std::uint64_t sliceEnd(std::uint64_t target) const;
    void takeCheckpoint();
    void restore(const Checkpoint& cp);
    // Re-executes from the current position to `target` (no stops), reporting to `sink`.
    // Unobserved (fast) unless something needs events or `observe`. Returns false when
    // interrupted by requestStop().
    bool replayTo(std::uint64_t target, ScanSink* sink, bool breakpoints, bool observe = false);
    // Restores the checkpoint from which re-execution reaches `target` soonest, if it is not
    // the current position.
    void restoreFor(std::uint64_t target);
    // Moves to `target` (restoring a checkpoint if it lies behind).
    bool moveTo(std::uint64_t target);
    // Starts a ScanBack command: the latest position before the current one that `sink`
    // accepts, found by re-executing windows of history from the newest backwards.
    StopInfo scanBack(std::unique_ptr<TrailSink> sink, bool breakpoints, std::string done,
                      std::string none, std::uint64_t budget);
    StopInfo finishReverse(StopInfo info);
    // Ends a ScanBack command at `position` (nullopt: the start of history).
    StopInfo reverseTo(std::optional<std::uint64_t> position);

    const emu::WaveState* focused() const;
    SnapshotContext snapshotContext() const;

    SessionOptions options_;
    isa::Program program_;
    isa::SourceMap sourceMap_;
    emu::LaunchConfig config_;
    std::unique_ptr<emu::Emulator> emu_;
    LineTable lines_;
    ControlStructure structure_;
    BreakpointTable breakpoints_;
    AnalysisRecorder recorder_;
    History history_;
    SessionObserver observer_;
    std::uint32_t focusWave_ = 0;
    std::uint32_t focusLane_ = 0;
    StopInfo lastStop_;
    std::shared_ptr<const MachineSnapshot> snapshot_;
    emu::DeviceImage lastStopImage_;
    std::uint64_t serial_ = 0;
    std::uint64_t epoch_ = 0; // MachineSnapshot::epoch of this launch
    std::uint64_t furthest_ = 0;
    std::uint64_t lastCheckpointStep_ = 0;
    std::optional<std::uint64_t> skipBeforeAt_;
    std::uint64_t observeUntil_ = 0; // steps before this run observed (after a divergence)
    std::optional<PendingCommand> pending_;
    std::atomic<bool> stopRequest_{false};
};

} // namespace wave::debug
