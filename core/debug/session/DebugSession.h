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
//
// A facade: the state lives in SessionState, and each responsibility in a part working on it:
// HistoryReplayer (checkpoints, re-execution, canonical positions), StopReporter (stops and
// snapshots), RunController (forward commands with budgets), ReversePlanner (reverse commands
// and travel), MachineEditor (edits at a stop). DebugSession loads launches, holds focus and
// breakpoints, and drives the pending command (resume) of either direction.

#include "debug/analysis/BarrierBoard.h"
#include "debug/session/DeviceInit.h"
#include "debug/session/HistoryReplayer.h"
#include "debug/session/MachineEditor.h"
#include "debug/session/ReversePlanner.h"
#include "debug/session/RunCommand.h"
#include "debug/session/RunController.h"
#include "debug/session/SessionOptions.h"
#include "debug/session/SessionState.h"
#include "debug/session/StopReporter.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

class DebugSession {
public:
    static constexpr std::uint64_t kUnlimited = SessionState::kUnlimited;

    explicit DebugSession(SessionOptions options = {});
    ~DebugSession();
    DebugSession(const DebugSession&) = delete;
    DebugSession& operator=(const DebugSession&) = delete;

    // Loads a launch. `init` fills device memory once (fills, argument files); restart()
    // returns to that state. Returns the launch error, if the launch cannot run.
    std::optional<emu::Fault> load(const isa::Program& program, const isa::SourceMap& sourceMap,
                                   const emu::LaunchConfig& config, const DeviceInit& init = {});
    bool loaded() const { return s_.emu != nullptr; }
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
    //
    // start() runs a RunCommand (RunCommand.h) as the method of its kind below: the one entry
    // of every front-end's run control (DebugService).
    StopInfo start(const RunCommand& command, std::uint64_t budget = kUnlimited);
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
    bool commandPending() const { return s_.pending.has_value(); }
    // Any thread. Honoured at the next slice boundary (a few ms at most); the command in
    // progress ends with a Paused stop. A new command clears a request made before it.
    void requestStop() { s_.stopRequest.store(true, std::memory_order_relaxed); }
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
    std::uint64_t furthestStep() const { return s_.furthest; }

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
    // Bytes of device memory, or of the current workgroup's local memory, from `address` on.
    bool writeMemory(MemorySpace space, std::uint64_t address,
                     const std::vector<std::uint8_t>& bytes, std::string& error);
    // A full snapshot of another recorded step (clamped to the start of history), e.g. to
    // compare with the state N steps ago. The session goes there and comes back: the current
    // position, focus, stop, snapshot and breakpoint hit counts are as before. Null with
    // `error` when not loaded, running (between run slices) or `step` is beyond the furthest
    // recorded step.
    std::shared_ptr<const MachineSnapshot> snapshotAt(std::uint64_t step, std::string& error);

    // ---- Focus (the current workgroup is the one that runs).
    std::uint32_t focusWave() const { return s_.focusWave; }
    std::uint32_t focusLane() const { return s_.focusLane; }
    bool setFocus(std::uint32_t wave, std::uint32_t lane);

    // ---- Breakpoints. addBreakpoint() and setBreakpointCondition() refuse what does not
    // parse or resolve; setBreakpoints() mirrors an owner's list with its ids, keeping each
    // id's hit count, in time linear in the list (see BreakpointTable::replace).
    std::uint32_t addBreakpoint(const BreakpointSpec& spec, std::string& error);
    void setBreakpoints(const std::vector<BreakpointDefinition>& list) {
        s_.breakpoints.replace(list);
    }
    bool removeBreakpoint(std::uint32_t id) { return s_.breakpoints.remove(id); }
    bool setBreakpointEnabled(std::uint32_t id, bool on) {
        return s_.breakpoints.setEnabled(id, on);
    }
    bool setBreakpointCondition(std::uint32_t id, const std::string& text, std::string& error) {
        return s_.breakpoints.setCondition(id, text, error);
    }
    const std::vector<Breakpoint>& breakpoints() const { return s_.breakpoints.all(); }

    // ---- Snapshots and analyses.
    // The full snapshot of the last stop (a command that ran out of budget takes none).
    std::shared_ptr<const MachineSnapshot> snapshot() const { return s_.snapshot; }
    std::shared_ptr<const MachineSnapshot> lightSnapshot() const; // now
    const StopInfo& lastStop() const { return s_.lastStop; }
    // Takes effect for what runs from now on (restart() for a whole run).
    void setAnalyses(const AnalysisOptions& options);
    const AnalysisRecorder& analyses() const { return s_.recorder; }
    BarrierBoard barrierBoard() const;
    const emu::Emulator* emulator() const { return s_.emu.get(); }
    const isa::SourceMap& sourceMap() const { return s_.sourceMap; }
    std::uint32_t lineOf(std::uint32_t pc) const { return s_.lines.line(pc); }

private:
    // A command's start: its stop when it ended at once, otherwise resume() runs it.
    StopInfo started(std::optional<StopInfo> done, std::uint64_t budget);

    SessionState s_;
    HistoryReplayer replay_{s_};
    StopReporter stops_{s_, replay_};
    RunController run_{s_, replay_, stops_};
    ReversePlanner reverse_{s_, replay_, stops_};
    MachineEditor editor_{s_, replay_, stops_};
};

} // namespace wave::debug
