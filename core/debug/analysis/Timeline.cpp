#include "debug/analysis/Timeline.h"

#include <algorithm>

namespace wave::debug {

Timeline::Timeline(std::size_t maxRecords) : records_(std::max<std::size_t>(maxRecords, 16)) {}

Timeline& Timeline::operator=(const Timeline& other) {
    if (this == &other)
        return *this;
    records_ = other.records_;
    dropped_ = other.dropped_;
    firstRetained_ = other.firstRetained_;
    tracks_ = other.tracks_;
    tracksWorkgroup_ = other.tracksWorkgroup_;
    for (Track& t : tracks_)
        t.run = at(t.openRun);
    return *this;
}

void Timeline::startRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                        std::uint32_t pc, std::uint32_t line, std::uint32_t activeLanes) {
    std::uint64_t index = 0;
    TimelineRecord& r = push(TimelineKind::Instructions, step, workgroup, wave, pc, line, &index);
    r.count = 1;
    r.activeLaneSum = activeLanes;
    Track& t = track(workgroup, wave);
    t.openRun = index;
    t.run = &r;
}

void Timeline::instructions(std::uint64_t firstStep, std::uint64_t lastStep,
                            std::uint32_t workgroup, std::uint32_t wave, std::uint32_t firstPc,
                            std::uint32_t line, std::uint64_t count, std::uint64_t activeLaneSum) {
    TimelineRecord* run = at(track(workgroup, wave).openRun);
    if (!run) {
        std::uint64_t index = 0;
        run = &push(TimelineKind::Instructions, firstStep, workgroup, wave, firstPc, line, &index);
        Track& t = track(workgroup, wave);
        t.openRun = index;
        t.run = run;
    }
    run->end = lastStep + 1;
    run->count += static_cast<std::uint32_t>(count);
    run->activeLaneSum += activeLaneSum;
}

void Timeline::barrierArrive(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                             std::uint32_t pc, std::uint32_t line) {
    std::uint64_t index = 0;
    push(TimelineKind::BarrierWait, step, workgroup, wave, pc, line, &index).end =
        TimelineRecord::kOpen;
    Track& t = track(workgroup, wave);
    closeRun(t);
    t.openWait = index;
}

void Timeline::barrierRelease(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave) {
    Track& t = track(workgroup, wave);
    std::uint32_t pc = 0;
    std::uint32_t line = 0;
    if (TimelineRecord* wait = at(t.openWait)) {
        wait->end = std::max(step, wait->begin + 1);
        pc = wait->pc;
        line = wait->line;
    }
    t.openWait = kNone;
    closeRun(t);
    push(TimelineKind::BarrierRelease, step, workgroup, wave, pc, line);
}

void Timeline::event(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup,
                     std::uint32_t wave, std::uint32_t pc, std::uint32_t line, std::uint64_t mask) {
    push(kind, step, workgroup, wave, pc, line).mask = mask;
    closeRun(track(workgroup, wave));
}

void Timeline::closeRuns() {
    for (Track& t : tracks_)
        closeRun(t);
}

void Timeline::truncate(std::uint64_t step, std::uint32_t workgroup) {
    firstRetained_ = firstRetainedStep();
    while (!records_.empty() && records_.back().begin >= step)
        records_.pop_back();
    // The open waits below are all the bookkeeping that survives.
    tracks_.clear();
    tracksWorkgroup_ = workgroup;
    for (std::size_t i = 0; i < records_.size(); ++i) {
        TimelineRecord& r = records_[i];
        if (r.kind == TimelineKind::BarrierWait &&
            (r.end == TimelineRecord::kOpen || r.end > step)) {
            r.end = TimelineRecord::kOpen;
            if (r.workgroup == workgroup)
                track(r.workgroup, r.wave).openWait = dropped_ + i;
        } else if (r.end > step) {
            r.end = step; // a run that straddles (see closeRuns)
        }
    }
}

void Timeline::endWorkgroup(std::uint32_t workgroup) {
    if (workgroup == tracksWorkgroup_)
        tracks_.clear();
}

void Timeline::clear() {
    records_.clear();
    dropped_ = 0;
    firstRetained_ = 0;
    tracks_.clear();
    tracksWorkgroup_ = 0;
}

} // namespace wave::debug
