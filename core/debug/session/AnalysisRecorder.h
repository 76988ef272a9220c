#pragma once
// Feeds the analyses (control history, barrier bookkeeping, heat, races, bank conflicts,
// statistics, timeline) from the emulator's observer events. Everything except the timeline
// is plain copyable data in State, so a checkpoint can save it and reverse execution restores
// the analyses together with the machine; the timeline is truncated instead (it is append-only
// in step order). Owned by the DebugSession (its thread).

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/CoalescingAnalyzer.h"
#include "debug/analysis/CoalescingWords.h"
#include "debug/analysis/ControlHistory.h"
#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/analysis/Statistics.h"
#include "debug/analysis/Timeline.h"
#include "debug/session/AnalysisOptions.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/LineTable.h"
#include "debug/session/RecordedWrites.h"
#include "emu/Fault.h"
#include "emu/MachineState.h"
#include "emu/Observer.h"
#include "emu/WorkgroupState.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace wave::debug {

class AnalysisRecorder {
public:
    struct State {
        ControlHistory control; // recorded whenever the observer is attached (verdicts need it)
        // Every event of the current workgroup since its start was seen: false after the
        // session ran unobserved, until the next workgroup starts observed.
        bool complete = false;
        std::vector<std::uint32_t> arrivals;    // barrier arrivals per wave (this workgroup)
        std::vector<std::uint64_t> arrivalStep; // step of each waiting wave's arrival
        std::uint32_t epoch = 0;                // barrier releases in this workgroup
        std::uint64_t workgroup = 0;
        LocalMemoryHeat heat;
        RaceDetector races;
        BankConflictAnalyzer bank;
        CoalescingAnalyzer coalescing;
        CoalescingWords coalescingWords; // options.coalescingWords
        Statistics statistics;
        // Per wave: the stores of its latest wave-instruction that wrote memory (Explain).
        std::vector<RecordedWrites> lastWrites;
        // The wave-instruction whose accesses the bank-conflict and coalescing analyzers are
        // collecting (they know an instruction's end only from what follows it).
        struct OpenInstruction {
            std::uint64_t step = 0;
            AccessSite site;     // lane 0
            bool local = false;  // the bank-conflict analyzer has begun it
            bool device = false; // the coalescing analyzer has begun it
        };
        std::optional<OpenInstruction> open;
    };

    AnalysisRecorder();
    void configure(const AnalysisOptions& options, const LineTable* lines,
                   const ControlStructure* structure);
    // The machine whose memory the writes are reported for: the values they replace are read
    // from it (memory events come before the accesses take effect). Null: values are 0.
    void setMachine(const emu::MachineState* machine) { machine_ = machine; }
    const AnalysisOptions& options() const { return options_; }
    // Anything beyond the control history and barrier bookkeeping is recorded.
    bool recordsAnalyses() const {
        return options_.heat || options_.races || options_.bankConflicts || options_.coalescing ||
               options_.statistics || options_.timeline;
    }
    // Memory events are needed.
    bool wantsMemory() const {
        return options_.heat || options_.races || options_.statistics || options_.bankConflicts ||
               options_.coalescing;
    }
    // Instructions are needed, in runs (the timeline's, and the statistics' counts by category
    // and lanes). Bank conflicts and coalescing need no instruction events: an instruction's
    // accesses end where an access of another instruction, a workgroup change or
    // closeInstruction() comes.
    bool wantsInstructions() const { return options_.timeline || options_.statistics; }

    // `step` is the global index of the wave-instruction being executed (issued so far).
    void workgroupStarted(const emu::WorkgroupState& wg, std::uint64_t step);
    void workgroupFinished(const emu::WorkgroupState& wg);
    // Inline: the common case only extends or starts the wave's timeline run.
    void afterInstruction(const emu::InstructionEvent& e, std::uint32_t waveWidth,
                          std::uint64_t step) {
        if (options_.statistics || state_.open)
            recordInstruction(e, waveWidth, step);
        else if (options_.timeline)
            timeline_.instruction(step, static_cast<std::uint32_t>(e.workgroupIndex), e.wave, e.pc,
                                  lineOf(e.pc), e.execLanes);
    }
    // The rest of an instruction run whose first instruction came to afterInstruction.
    void instructionRun(const emu::InstructionRunEvent& e, std::uint32_t workgroup,
                        std::uint32_t waveWidth);
    void memoryAccess(const emu::MemoryEvent& e, std::uint64_t step);
    void memoryAccesses(const emu::MemoryBatchEvent& e, std::uint64_t step);
    void maskChange(const emu::MaskChangeEvent& e, std::uint64_t step);
    void barrierArrival(const emu::BarrierArrivalEvent& e, std::uint64_t step);
    void barrierRelease(const emu::BarrierReleaseEvent& e, std::uint64_t step);
    void waveFinished(std::uint32_t wave, std::uint32_t pc, std::uint64_t step);
    void fault(const emu::Fault& f, std::uint64_t step);

    // Records the open instruction's bank conflicts and coalescing: the session calls it
    // before the analyses are looked at (at every stop and snapshot).
    void closeInstruction();
    const State& state() const { return state_; }
    // Back to a checkpoint: the analyses as they were there. The timeline recorded beyond it
    // is kept aside as the recorded future (the machine is deterministic: running forward
    // again records the same), until forgetFuture().
    void restore(const State& s, std::uint64_t step);
    // The live timeline: what has been recorded up to the current step.
    const Timeline& timeline() const { return timeline_; }
    // What a timeline view shows: the recorded future while it reaches at least as far as the
    // live timeline (a travel forward replays without recording: the live one has gaps),
    // otherwise the live one.
    const Timeline& displayTimeline() const {
        return future_ && lastBegin(*future_) >= lastBegin(timeline_) ? *future_ : timeline_;
    }
    // The state changed (an edit, a different wave stepped, a restart): the recorded future
    // no longer follows from it.
    void forgetFuture() { future_.reset(); }
    void closeTimelineRuns() { timeline_.closeRuns(); }
    void reset();
    void markIncomplete() { state_.complete = false; }

private:
    void recordInstruction(const emu::InstructionEvent& e, std::uint32_t waveWidth,
                           std::uint64_t step);
    void record(const AccessBatch& batch);
    State::OpenInstruction& openFor(const AccessBatch& batch);
    void recordWrites(const AccessBatch& batch);

    AnalysisOptions options_;
    const LineTable* lines_ = nullptr;
    const ControlStructure* structure_ = nullptr;
    const emu::MachineState* machine_ = nullptr;
    static std::uint64_t lastBegin(const Timeline& t) {
        return t.records().empty() ? 0 : t.records().back().begin;
    }

    State state_;
    Timeline timeline_;
    std::optional<Timeline> future_; // the timeline before the last travel back
    std::uint32_t lineOf(std::uint32_t pc) const { return lines_ ? lines_->line(pc) : 0; }
};

} // namespace wave::debug
