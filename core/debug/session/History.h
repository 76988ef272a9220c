#pragma once
// Reverse-execution history: periodic checkpoints of the whole machine (device memory as
// shared pages, see emu::DeviceImage) plus the log of the few scheduling decisions that are not the
// scheduler's own (single steps of a chosen wave) and of the user's edits of the machine, so
// that any earlier global step can be reached by restoring the nearest checkpoint and
// re-executing deterministically.
//
// Memory is bounded by a budget. When it is exceeded, old checkpoints are thinned: the
// checkpoint whose removal costs least relative to its age goes first, so spacing grows with
// age. The checkpoint at the start of the history is never removed, so history always
// reaches back to it; thinning only makes old positions slower to reach. Owned by the
// DebugSession (its thread).

#include "debug/session/AnalysisRecorder.h"
#include "emu/DeviceImage.h"
#include "emu/MachineState.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <vector>

namespace wave::debug {

struct Checkpoint {
    std::uint64_t step = 0;
    emu::MachineState machine; // device and local memory are in the images, not here
    emu::DeviceImage device;
    emu::DeviceImage local; // the workgroup's local memory
    AnalysisRecorder::State analysis;
    std::uint64_t bytes = 0; // approximate size of everything but the device pages
};

// A wave-instruction issued by stepping a chosen wave instead of the scheduler: the one issued
// when `step` wave-instructions had been issued before it.
struct ForcedStep {
    std::uint64_t step = 0;
    std::uint32_t wave = 0;
};

// A debugger edit of the machine, made at a stop at `step`: it is part of the run from then on,
// applied whenever the machine arrives at `step` (after the scheduler's bookkeeping, before the
// instruction issued there). Edits set absolute values, so applying one twice is harmless.
struct StateEdit {
    enum class Kind : std::uint8_t { Register, Predicate, DeviceMemory, LocalMemory };
    std::uint64_t step = 0;
    Kind kind = Kind::Register;
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t index = 0; // register or predicate number
    std::uint32_t value = 0; // Predicate: 0 or 1
    // The memory kinds: `bytes` written from `address` on (local: the current workgroup's).
    std::uint64_t address = 0;
    std::vector<std::uint8_t> bytes;
};

struct HistoryInfo {
    std::uint64_t earliestStep = 0; // the oldest reachable step
    std::uint64_t checkpoints = 0;
    std::uint64_t bytes = 0; // checkpoints and pages in use
    std::uint64_t budget = 0;
    std::uint64_t largestGap = 0;      // most steps ever re-executed to reach a position
    std::uint64_t recentDenseFrom = 0; // from here on, gaps are at most the base interval
    std::uint64_t replayedSteps = 0;   // steps re-executed from checkpoints since the launch
};

class History {
public:
    explicit History(std::uint64_t budgetBytes = 512ull << 20,
                     std::uint64_t intervalSteps = 200'000);

    void clear();
    void setBudget(std::uint64_t bytes) { budget_ = bytes; }
    std::uint64_t budget() const { return budget_; }
    std::uint64_t interval() const { return interval_; }
    void setInterval(std::uint64_t steps) { interval_ = steps ? steps : 1; }
    const emu::DeviceImage::Counter& pageCounter() const { return pageBytes_; }

    // Adds a checkpoint (replacing one at the same step), then thins to the budget.
    void add(Checkpoint checkpoint);
    const Checkpoint* latestAtOrBefore(std::uint64_t step) const;
    const Checkpoint* firstAfter(std::uint64_t step) const;
    // The latest checkpoint at or before `step` whose machine had counted fewer than `count`
    // barrier divergences, if any. The count never decreases along the history, so no
    // divergence happened between the checkpoint after it and a machine counting `count`.
    const Checkpoint* latestWithFewerDivergences(std::uint64_t step, std::uint64_t count) const;
    const Checkpoint* earliest() const {
        return checkpoints_.empty() ? nullptr : &checkpoints_.front();
    }
    const Checkpoint* latest() const {
        return checkpoints_.empty() ? nullptr : &checkpoints_.back();
    }
    std::size_t count() const { return checkpoints_.size(); }
    std::vector<std::uint64_t> checkpointSteps() const;

    void recordForced(std::uint64_t step, std::uint32_t wave);
    // The forced step issued at `step`, if any.
    std::optional<std::uint32_t> forcedAt(std::uint64_t step) const;
    // The first forced step at or after `step`, if any.
    const ForcedStep* nextForced(std::uint64_t step) const;

    // Appends an edit at `edit.step`; edits after it must have been truncated.
    void recordEdit(const StateEdit& edit);
    // The edits made at `step`, in the order they were made.
    std::span<const StateEdit> editsAt(std::uint64_t step) const;
    // The first edit strictly after `step`, if any.
    const StateEdit* nextEditAfter(std::uint64_t step) const;
    void clearEdits() { edits_.clear(); }
    std::size_t editCount() const { return edits_.size(); }

    // Forgets everything after `step` (the user changed the future): checkpoints and edits
    // beyond it and forced steps at or after it (an edit at `step` precedes the instruction
    // issued there, so it stays).
    void truncateAfter(std::uint64_t step);

    std::uint64_t bytes() const;
    // Re-execution from checkpoints (travels, reverse scans, replays of recorded future).
    void countReplay(std::uint64_t steps) { replayed_ += steps; }
    HistoryInfo info() const;

private:
    void thin();

    std::uint64_t budget_;
    std::uint64_t interval_;
    std::deque<Checkpoint> checkpoints_;
    std::vector<ForcedStep> forced_; // increasing steps
    std::vector<StateEdit> edits_;   // non-decreasing steps
    std::uint64_t checkpointBytes_ = 0;
    std::uint64_t replayed_ = 0;
    emu::DeviceImage::Counter pageBytes_;
};

} // namespace wave::debug
