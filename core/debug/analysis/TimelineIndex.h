#pragma once
// A read-only index of a Timeline for drawing: one track per wave number (workgroups run
// one after another, so wave k of every workgroup shares a track without overlapping), with
// instruction runs and barrier waits as sorted spans plus prefix sums, and instant events as
// one sorted event list with per-kind prefix counts. aggregate() summarises any step interval
// of a track exactly in O(log n). columns() summarises a whole row of pixel columns: when a
// column spans many steps it reads prefix sums over fixed bins of steps (edges snap to bins,
// at most a quarter pixel off), otherwise it searches the records, galloping from the
// previous column. Either way a frame costs about the same for 10 million steps as for 10
// thousand. Plain data: the session worker builds it from the recorded timeline at a stop and
// publishes it read-only (AnalysisSnapshot), so the GUI thread only reads it.

#include "debug/analysis/Timeline.h"

#include <array>
#include <cstdint>
#include <vector>

namespace wave::debug {

class TimelineIndex {
public:
    struct Span {
        std::uint64_t begin = 0;
        std::uint64_t end = 0; // exclusive
        std::uint32_t count = 0;
        std::uint64_t laneSum = 0;
        std::uint32_t pc = 0;
        std::uint32_t line = 0;
        std::uint32_t workgroup = 0;
    };
    enum InstantKind { Divergence, Reconvergence, Release, Fault, Finished, InstantKinds };
    struct Instant {
        std::uint64_t step = 0;
        InstantKind kind = Divergence;
        std::uint32_t pc = 0;
        std::uint32_t line = 0;
        std::uint64_t mask = 0;
    };
    // What one step interval of a track contains.
    struct Column {
        std::uint64_t runSteps = 0;  // steps covered by instruction runs
        std::uint64_t waitSteps = 0; // steps covered by barrier waits
        std::uint64_t instructions = 0;
        std::uint64_t laneSum = 0;
        std::uint32_t instants[InstantKinds] = {};
    };
    struct Track {
        std::uint32_t wave = 0;
        std::vector<Span> runs;
        std::vector<Span> waits;
        std::vector<std::uint64_t> runLength;  // prefix sums over runs: end - begin
        std::vector<std::uint64_t> runCount;   // prefix sums of count
        std::vector<std::uint64_t> runLanes;   // prefix sums of laneSum
        std::vector<std::uint64_t> waitLength; // prefix sums over waits
        std::vector<Instant> instants;         // all kinds, by step
        std::vector<std::array<std::uint32_t, InstantKinds>> instantCount; // prefix counts
        std::vector<Column> bins; // prefix sums over bins of binSize() steps from firstStep()
    };
    struct WorkgroupRange {
        std::uint32_t workgroup = 0;
        std::uint64_t begin = 0;
        std::uint64_t end = 0;
    };

    // `endStep` closes barrier waits that are still open.
    void build(const Timeline& timeline, std::uint64_t endStep);
    // The inverse of build(), for exports (Chrome trace) from a shared index: the same runs
    // (count, lane sum, first pc and line), waits and events; waits closed only by `endStep`
    // come back open. Per-instruction lane counts inside a run are not kept (their sum is).
    Timeline toTimeline() const;
    void clear();

    const std::vector<Track>& tracks() const { return tracks_; }
    const std::vector<WorkgroupRange>& workgroups() const { return workgroups_; }
    std::uint64_t firstStep() const { return first_; }
    std::uint64_t endStep() const { return end_; }
    bool empty() const { return tracks_.empty(); }

    Column aggregate(std::size_t track, std::uint64_t begin, std::uint64_t end) const;
    // Column k covers [edges[k], max(edges[k + 1], edges[k] + 1)); `edges` must not decrease.
    // Fills out[k] for k < edges.size() - 1. `coarse`: use the bins when columns are wide.
    void columns(std::size_t track, const std::vector<std::uint64_t>& edges,
                 std::vector<Column>& out, bool coarse = true) const;
    std::uint64_t binSize() const { return binSize_; }
    // The run or wait covering `step` on a track, or null.
    const Span* runAt(std::size_t track, std::uint64_t step) const;
    const Span* waitAt(std::size_t track, std::uint64_t step) const;

private:
    // Steps of [begin, end) covered by spans [i, j), where i is the first span ending after
    // `begin` and j the first span starting at or after `end`.
    static std::uint64_t covered(const std::vector<Span>& spans,
                                 const std::vector<std::uint64_t>& prefix, std::uint64_t begin,
                                 std::uint64_t end, std::size_t i, std::size_t j);

    std::vector<Track> tracks_;
    std::vector<WorkgroupRange> workgroups_;
    void buildBins(Track& t) const;

    std::uint64_t first_ = 0;
    std::uint64_t end_ = 0;
    std::uint64_t binSize_ = 256;
};

} // namespace wave::debug
