#pragma once
// Per-wave events over global steps, for the timeline view and Chrome trace export.
// Consecutive instructions of one wave (with no other event of that wave in between) are
// stored as one run record, however many other waves' steps interleave. Storage is bounded:
// beyond `maxRecords` the oldest records are dropped and firstRetainedStep() says from where
// the timeline is complete. Workgroups run one after another: the per-wave bookkeeping is
// that of the latest workgroup (events of another one start it afresh). Single-threaded:
// owned by the session.

#include "debug/analysis/TimelineRecord.h"
#include "debug/analysis/TimelineRecords.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace wave::debug {

class Timeline {
public:
    explicit Timeline(std::size_t maxRecords = std::size_t{1} << 20);
    // A copy's open runs point into its own records.
    Timeline(const Timeline& other) : records_(other.records_.capacity()) { *this = other; }
    Timeline& operator=(const Timeline& other);
    Timeline(Timeline&&) noexcept = default;
    Timeline& operator=(Timeline&&) noexcept = default;

    void instruction(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                     std::uint32_t pc, std::uint32_t line, std::uint32_t activeLanes) {
        if (!extendRun(step, workgroup, wave, activeLanes))
            startRun(step, workgroup, wave, pc, line, activeLanes);
    }
    // The same as instruction() when the wave has an open run (most instructions do): then
    // returns true; otherwise records nothing and returns false. Inline and cheap.
    bool extendRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                   std::uint32_t activeLanes) {
        if (workgroup == tracksWorkgroup_ && wave < tracks_.size()) {
            const Track& t = tracks_[wave];
            if (t.run && t.openRun >= dropped_) {
                t.run->end = step + 1;
                t.run->count += 1;
                t.run->activeLaneSum += activeLanes;
                return true;
            }
        }
        return false;
    }
    // `count` instructions of the wave, the first at firstStep (at firstPc) and the last at
    // lastStep, none of its events among them nor since its previous instruction: the same as
    // one instruction() call for each (except when the wave's open run was dropped for space
    // meanwhile: then the new run begins at firstStep).
    void instructions(std::uint64_t firstStep, std::uint64_t lastStep, std::uint32_t workgroup,
                      std::uint32_t wave, std::uint32_t firstPc, std::uint32_t line,
                      std::uint64_t count, std::uint64_t activeLaneSum);
    void barrierArrive(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                       std::uint32_t pc, std::uint32_t line);
    // Closes the wave's open wait and adds a release instant.
    void barrierRelease(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave);
    void event(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
               std::uint32_t pc, std::uint32_t line, std::uint64_t mask = 0);

    // Ends every open instruction run, so that no run straddles this point (checkpoints call it
    // so that truncate() at a checkpoint is exact).
    void closeRuns();
    // Forgets everything from `step` on (reverse execution): records that begin at or after it
    // go, barrier waits that ended at or after it are open again (the waves of `workgroup`, the
    // one running at `step`, wait in them once more). Exact when no instruction run straddles
    // `step` (see closeRuns()).
    void truncate(std::uint64_t step, std::uint32_t workgroup);

    // Forgets the per-wave bookkeeping of a finished workgroup (its records stay).
    void endWorkgroup(std::uint32_t workgroup);

    const TimelineRecords& records() const { return records_; }
    std::uint64_t droppedRecords() const { return dropped_; }
    // Earliest step from which no record was dropped (0 when nothing was dropped).
    std::uint64_t firstRetainedStep() const {
        if (dropped_ == 0)
            return 0;
        return records_.empty() ? firstRetained_ : std::max(firstRetained_, records_.front().begin);
    }
    std::size_t maxRecords() const { return records_.capacity(); }
    void clear();

private:
    static constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
    struct Track {
        std::uint64_t openRun = kNone;  // absolute index of the open run
        std::uint64_t openWait = kNone; // absolute index of the open barrier wait
        // The open run's record; valid while openRun >= dropped_ (the ring has not overwritten
        // it; records never move).
        TimelineRecord* run = nullptr;
    };

    void startRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave, std::uint32_t pc,
                  std::uint32_t line, std::uint32_t activeLanes);
    static void closeRun(Track& t) {
        t.openRun = kNone;
        t.run = nullptr;
    }
    Track& track(std::uint32_t workgroup, std::uint32_t wave) {
        if (workgroup != tracksWorkgroup_) {
            tracks_.clear();
            tracksWorkgroup_ = workgroup;
        }
        if (tracks_.size() <= wave)
            tracks_.resize(static_cast<std::size_t>(wave) + 1);
        return tracks_[wave];
    }
    TimelineRecord* at(std::uint64_t absoluteIndex) {
        if (absoluteIndex == kNone || absoluteIndex < dropped_ ||
            absoluteIndex - dropped_ >= records_.size())
            return nullptr;
        return &records_[static_cast<std::size_t>(absoluteIndex - dropped_)];
    }
    // Appends a record (begin = step, end = step + 1, no count, lanes or mask) and returns
    // it; `index` gets its absolute index. Written in place: no temporary is copied.
    TimelineRecord& push(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup,
                         std::uint32_t wave, std::uint32_t pc, std::uint32_t line,
                         std::uint64_t* index = nullptr) {
        bool dropped = false;
        TimelineRecord& r = records_.append(dropped);
        r.begin = step;
        r.end = step + 1;
        r.activeLaneSum = 0;
        r.mask = 0;
        r.workgroup = workgroup;
        r.wave = wave;
        r.pc = pc;
        r.line = line;
        r.count = 0;
        r.kind = kind;
        dropped_ += dropped ? 1 : 0; // (firstRetainedStep() reads the new oldest when asked)
        if (index)
            *index = dropped_ + records_.size() - 1;
        return r;
    }

    TimelineRecords records_;
    std::uint64_t dropped_ = 0; // absolute index of records_.front()
    // What firstRetainedStep() said when truncate() last changed the oldest record.
    std::uint64_t firstRetained_ = 0;
    // Per wave of the workgroup tracksWorkgroup_.
    std::vector<Track> tracks_;
    std::uint32_t tracksWorkgroup_ = 0;
};

} // namespace wave::debug
