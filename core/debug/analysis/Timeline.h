#pragma once
// Per-wave events over global steps, for the timeline view and Chrome trace export.
// Consecutive instructions of one wave (with no other event of that wave in between) are
// stored as one run record, however many other waves' steps interleave. Storage is bounded:
// beyond `maxRecords` the oldest records are dropped and firstRetainedStep() says from where
// the timeline is complete. Single-threaded: owned by the session.

#include <cstdint>
#include <deque>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

namespace wave::debug {

enum class TimelineKind : std::uint8_t {
    Instructions,   // a run: [begin, end) with `count` instructions
    BarrierWait,    // [arrival, release); end == kOpen while waiting
    BarrierRelease, // instant
    Divergence,     // instant: a branch split the wave's mask
    Reconvergence,  // instant: an endif/endloop restored lanes
    Fault,          // instant
    Finished,       // instant: the wave's last lanes halted
};

struct TimelineRecord {
    static constexpr std::uint64_t kOpen = std::numeric_limits<std::uint64_t>::max();

    TimelineKind kind = TimelineKind::Instructions;
    std::uint32_t workgroup = 0;
    std::uint32_t wave = 0;
    std::uint32_t pc = 0;   // first pc of a run, or where the event happened
    std::uint32_t line = 0; // source line of pc, 0 when unknown
    std::uint64_t begin = 0;
    std::uint64_t end = 0;           // exclusive; begin + 1 for instants
    std::uint32_t count = 0;         // instructions in a run
    std::uint64_t activeLaneSum = 0; // over the run's instructions
    std::uint64_t mask = 0;          // divergence/reconvergence: the mask after the event
};

class Timeline {
public:
    explicit Timeline(std::size_t maxRecords = std::size_t{1} << 20);

    void instruction(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                     std::uint32_t pc, std::uint32_t line, std::uint32_t activeLanes) {
        if (!extendRun(step, workgroup, wave, activeLanes))
            startRun(step, workgroup, wave, pc, line, activeLanes);
    }
    // The same as instruction() when the wave has an open run (most instructions do): then
    // returns true; otherwise records nothing and returns false. Inline and cheap.
    bool extendRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                   std::uint32_t activeLanes) {
        if (cachedTracks_ && workgroup == cachedWorkgroup_ && wave < cachedTracks_->size()) {
            const Track& t = (*cachedTracks_)[wave];
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
    // go, barrier waits that ended at or after it are open again. Exact when no instruction
    // run straddles `step` (see closeRuns()).
    void truncate(std::uint64_t step);

    // Forgets the per-wave bookkeeping of a finished workgroup (its records stay).
    void endWorkgroup(std::uint32_t workgroup);

    const std::deque<TimelineRecord>& records() const { return records_; }
    std::uint64_t droppedRecords() const { return dropped_; }
    // Earliest step from which no record was dropped (0 when nothing was dropped).
    std::uint64_t firstRetainedStep() const { return firstRetained_; }
    std::size_t maxRecords() const { return maxRecords_; }
    void clear();

private:
    static constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
    struct Track {
        std::uint64_t openRun = kNone;  // absolute index of the open run
        std::uint64_t openWait = kNone; // absolute index of the open barrier wait
        // The open run's record while it is retained (openRun >= dropped_): appending to a
        // deque keeps references valid, and records are removed only from the front (then
        // openRun < dropped_) or by truncate() (which closes every run).
        TimelineRecord* run = nullptr;
    };

    void startRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave, std::uint32_t pc,
                  std::uint32_t line, std::uint32_t activeLanes);
    static void closeRun(Track& t) {
        t.openRun = kNone;
        t.run = nullptr;
    }
    static TimelineRecord make(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup,
                               std::uint32_t wave, std::uint32_t pc, std::uint32_t line);
    Track& track(std::uint32_t workgroup, std::uint32_t wave);
    TimelineRecord* at(std::uint64_t absoluteIndex);
    std::uint64_t push(const TimelineRecord& r);

    std::size_t maxRecords_;
    std::deque<TimelineRecord> records_;
    std::uint64_t dropped_ = 0; // absolute index of records_.front()
    std::uint64_t firstRetained_ = 0;
    std::unordered_map<std::uint32_t, std::vector<Track>> tracks_;
    std::uint32_t cachedWorkgroup_ = 0;
    std::vector<Track>* cachedTracks_ = nullptr;
};

} // namespace wave::debug
