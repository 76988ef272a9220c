#include "debug/analysis/Timeline.h"

#include <algorithm>

namespace wave::debug {

Timeline::Timeline(std::size_t maxRecords) : maxRecords_(std::max<std::size_t>(maxRecords, 16)) {}

Timeline::Track& Timeline::track(std::uint32_t workgroup, std::uint32_t wave) {
    if (!cachedTracks_ || cachedWorkgroup_ != workgroup) {
        cachedTracks_ = &tracks_[workgroup];
        cachedWorkgroup_ = workgroup;
    }
    if (cachedTracks_->size() <= wave)
        cachedTracks_->resize(static_cast<std::size_t>(wave) + 1);
    return (*cachedTracks_)[wave];
}

TimelineRecord* Timeline::at(std::uint64_t absoluteIndex) {
    if (absoluteIndex == kNone || absoluteIndex < dropped_)
        return nullptr;
    const std::uint64_t i = absoluteIndex - dropped_;
    return i < records_.size() ? &records_[static_cast<std::size_t>(i)] : nullptr;
}

std::uint64_t Timeline::push(const TimelineRecord& r) {
    records_.push_back(r);
    while (records_.size() > maxRecords_) {
        records_.pop_front();
        ++dropped_;
        firstRetained_ = std::max(firstRetained_, records_.front().begin);
    }
    return dropped_ + records_.size() - 1;
}

TimelineRecord Timeline::make(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup,
                              std::uint32_t wave, std::uint32_t pc, std::uint32_t line) {
    TimelineRecord r;
    r.kind = kind;
    r.workgroup = workgroup;
    r.wave = wave;
    r.pc = pc;
    r.line = line;
    r.begin = step;
    r.end = step + 1;
    return r;
}

void Timeline::startRun(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                        std::uint32_t pc, std::uint32_t line, std::uint32_t activeLanes) {
    Track& t = track(workgroup, wave);
    if (TimelineRecord* run = at(t.openRun)) { // another workgroup's tracks were cached
        run->end = step + 1;
        run->count += 1;
        run->activeLaneSum += activeLanes;
        return;
    }
    TimelineRecord r = make(TimelineKind::Instructions, step, workgroup, wave, pc, line);
    r.count = 1;
    r.activeLaneSum = activeLanes;
    t.openRun = push(r); // push never touches tracks
    t.run = &records_.back();
}

void Timeline::instructions(std::uint64_t firstStep, std::uint64_t lastStep,
                            std::uint32_t workgroup, std::uint32_t wave, std::uint32_t firstPc,
                            std::uint32_t line, std::uint64_t count, std::uint64_t activeLaneSum) {
    Track& t = track(workgroup, wave);
    TimelineRecord* run = at(t.openRun);
    if (!run) {
        t.openRun =
            push(make(TimelineKind::Instructions, firstStep, workgroup, wave, firstPc, line));
        run = t.run = &records_.back();
    }
    run->end = lastStep + 1;
    run->count += static_cast<std::uint32_t>(count);
    run->activeLaneSum += activeLaneSum;
}

void Timeline::barrierArrive(std::uint64_t step, std::uint32_t workgroup, std::uint32_t wave,
                             std::uint32_t pc, std::uint32_t line) {
    TimelineRecord r = make(TimelineKind::BarrierWait, step, workgroup, wave, pc, line);
    r.end = TimelineRecord::kOpen;
    const std::uint64_t index = push(r);
    Track& t = track(workgroup, wave); // after push: push never touches tracks
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
    event(TimelineKind::BarrierRelease, step, workgroup, wave, pc, line);
}

void Timeline::event(TimelineKind kind, std::uint64_t step, std::uint32_t workgroup,
                     std::uint32_t wave, std::uint32_t pc, std::uint32_t line, std::uint64_t mask) {
    TimelineRecord r = make(kind, step, workgroup, wave, pc, line);
    r.mask = mask;
    push(r);
    closeRun(track(workgroup, wave));
}

void Timeline::closeRuns() {
    for (auto& [workgroup, tracks] : tracks_)
        for (Track& t : tracks)
            closeRun(t);
}

void Timeline::truncate(std::uint64_t step) {
    while (!records_.empty() && records_.back().begin >= step)
        records_.pop_back();
    closeRuns();
    for (std::size_t i = 0; i < records_.size(); ++i) {
        TimelineRecord& r = records_[i];
        if (r.kind == TimelineKind::BarrierWait &&
            (r.end == TimelineRecord::kOpen || r.end > step)) {
            r.end = TimelineRecord::kOpen;
            track(r.workgroup, r.wave).openWait = dropped_ + i;
        } else if (r.end > step) {
            r.end = step; // a run that straddles (see closeRuns)
        }
    }
}

void Timeline::endWorkgroup(std::uint32_t workgroup) {
    tracks_.erase(workgroup);
    cachedTracks_ = nullptr;
}

void Timeline::clear() {
    records_.clear();
    dropped_ = 0;
    firstRetained_ = 0;
    tracks_.clear();
    cachedTracks_ = nullptr;
}

} // namespace wave::debug
