#pragma once
// The debug session's emu::Observer: feeds the analyses, decides breakpoint, watchpoint and
// event stops, and, while the session re-executes history for a reverse command, reports
// instead of stopping. Runs synchronously on the session's thread, inside Emulator calls.

#include "debug/session/AnalysisRecorder.h"
#include "debug/session/BreakpointTable.h"
#include "debug/session/BreakpointTrigger.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/LineTable.h"
#include "debug/session/StopReason.h"
#include "emu/Emulator.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

// What a reverse command looks for while history is re-executed. Positions are global steps:
// the state before the instruction with that index was issued.
class ScanSink {
public:
    virtual ~ScanSink() = default;
    // An issued wave-instruction: `step` is its index; call depths before and after it.
    virtual void instruction(const emu::InstructionEvent& e, std::uint64_t step,
                             std::uint32_t callDepthBefore, std::uint32_t callDepthAfter) = 0;
    // A stop that would have happened at `position` (breakpoint scans only).
    virtual void stop(std::uint64_t position, const StopInfo& info) = 0;
    // False when only stops matter: instructions are then not reported, and the scan runs at
    // the speed of a run with breakpoints armed instead of observing every instruction.
    virtual bool wantsInstructions() const { return true; }
};

class SessionObserver final : public emu::Observer {
public:
    struct Wiring {
        emu::Emulator* emu = nullptr;
        const LineTable* lines = nullptr;
        const ControlStructure* structure = nullptr;
        BreakpointTable* breakpoints = nullptr;
        AnalysisRecorder* recorder = nullptr;
    };
    void wire(const Wiring& wiring) {
        w_ = wiring;
        trigger_.wire(wiring.emu, wiring.lines, wiring.breakpoints);
    }

    // Run mode: breakpoints and events stop the emulator and leave a pending StopInfo.
    // `skipBeforeAt`: a before-instruction breakpoint at this step does not trigger (the
    // session stands there already).
    void beginRun(std::optional<std::uint64_t> skipBeforeAt);
    // Scan mode: nothing stops; instructions (and, when `breakpoints`, would-be stops) are
    // reported to `sink`. Null: plain replay.
    void beginScan(ScanSink* sink, bool breakpoints);

    // Extra stop conditions of the current command.
    void setRunToPcs(std::vector<std::uint32_t> pcs) { runTo_ = std::move(pcs); }
    void setStopOnWorkgroupFinished(bool on) { stopOnWorkgroupFinished_ = on; }
    // A step of `wave`, which waits at the barrier at `barrierPc`: stop when it is released.
    // The step is what takes the other waves to that barrier, so the breakpoints there (line,
    // address, arrival, quorum) neither stop nor count them meanwhile; breakpoints elsewhere do.
    void setStopWhenReleased(std::optional<std::uint32_t> wave, std::uint32_t barrierPc = 0) {
        stopWhenReleased_ = wave;
        passOverPc_ = wave ? std::optional<std::uint32_t>(barrierPc) : std::nullopt;
    }
    void clearCommandConditions();
    bool hasConditions() const {
        return !runTo_.empty() || stopOnWorkgroupFinished_ || stopWhenReleased_.has_value();
    }

    std::optional<StopInfo> takePending();
    // A step of `wave` has just brought it before the instruction at `pc`: the Line/Address
    // breakpoints there whose condition holds count a hit, and the step reports stopping at
    // them (as a run would have), so that a breakpoint reached by stepping counts like one
    // reached by Continue. nullopt when none applies.
    std::optional<StopInfo> arrivedAt(std::uint32_t wave, std::uint32_t pc);
    bool hasPending() const { return pending_.has_value(); }

    emu::ObserverAction beforeInstruction(const emu::InstructionEvent& e) override;
    emu::ObserverAction afterInstruction(const emu::InstructionEvent& e) override;
    std::uint32_t interests() const override;
    // Only breakpoints and run-to targets look at an instruction before it (unless a scan
    // sink wants every one): the engine runs compiled blocks between them.
    bool beforeAtSomePcsOnly() const override { return !sinkInstructions_; }
    // Mask changes stop only at divergence breakpoints (armed, and checked in this mode), memory
    // batches and the first instructions of runs never (without a scan sink); the recorder reads
    // the step count only.
    bool takesEventsLate() const override;
    bool needsBeforeAt(std::uint32_t pc) const override;
    emu::ObserverAction instructionRun(const emu::InstructionRunEvent& e) override;
    emu::ObserverAction memoryAccess(const emu::MemoryEvent& e) override;
    emu::ObserverAction memoryAccesses(const emu::MemoryBatchEvent& e) override;
    emu::ObserverAction maskChange(const emu::MaskChangeEvent& e) override;
    emu::ObserverAction barrierArrival(const emu::BarrierArrivalEvent& e) override;
    emu::ObserverAction barrierRelease(const emu::BarrierReleaseEvent& e) override;
    emu::ObserverAction waveFinished(std::uint32_t wave, std::uint32_t pc) override;
    emu::ObserverAction workgroupStarted(const emu::WorkgroupState& wg) override;
    emu::ObserverAction workgroupFinished(const emu::WorkgroupState& wg) override;
    void fault(const emu::Fault& f) override;

private:
    enum class Mode : std::uint8_t { Run, Scan };

    // The step index of the instruction being executed (valid inside its callbacks).
    std::uint64_t currentStep() const {
        const std::uint64_t n = issued();
        return n != 0 ? n - 1 : 0;
    }
    // Instructions issued so far (during an instruction's events, including it; in
    // beforeInstruction, the index of the instruction about to issue).
    std::uint64_t issued() const { return w_.emu->state().steps; }
    StopInfo baseStop(StopReason reason, std::uint32_t wave, std::uint32_t lane, std::uint32_t pc,
                      std::uint64_t step) const;
    // Run mode: make `info` pending and stop. Scan mode: report it at `position`.
    emu::ObserverAction hit(StopInfo info, std::uint64_t position);
    const emu::WorkgroupState& wg() const { return w_.emu->state().workgroup; }
    // Watchpoints are checked in the current mode.
    bool watching() const;

    Wiring w_;
    BreakpointTrigger trigger_;
    Mode mode_ = Mode::Run;
    ScanSink* sink_ = nullptr;
    bool sinkInstructions_ = false; // sink_ wants each instruction
    bool scanBreakpoints_ = false;
    std::optional<std::uint64_t> skipBeforeAt_;
    std::vector<std::uint32_t> runTo_;
    bool stopOnWorkgroupFinished_ = false;
    std::optional<std::uint32_t> stopWhenReleased_;
    std::optional<std::uint32_t> passOverPc_; // the barrier a step waits at
    std::optional<StopInfo> pending_;
    std::uint32_t callDepthBefore_ = 0;
};

} // namespace wave::debug
