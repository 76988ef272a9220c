#pragma once
// Internal: the workgroup scheduler (docs/reference/execution-model.md §5 with
// docs/reference/differences.md §4 barriers). Round robin at single wave-instruction granularity,
// wave 0 first, the pointer continuing after barrier releases. A barrier is released as soon as
// every unfinished wave waits at one (even at different barrier instructions: a barrier-divergence
// event); a wave that finishes while others wait is a deadlock, reported with every wave's state.

#include "emu/ExecContext.h"
#include "emu/LaneOps.h"

#include <cstdio>
#include <vector>

namespace wave::emu::detail {

WAVE_COLD StepStatus deadlock(ExecContext& c, const WaveState& culprit) {
    const WorkgroupState& wg = *c.wg;
    char buf[128];
    std::snprintf(buf, sizeof buf,
                  "deadlock detected: workgroup (%u,%u,%u) deadlocked - waves waiting at "
                  "different barriers",
                  wg.id.x, wg.id.y, wg.id.z);
    raise(c, FaultKind::Deadlock, buf, culprit, 0, culprit.lastPc);
    for (const WaveState& w : wg.waves) {
        WaveReport r;
        r.wave = w.id;
        r.status = w.status;
        r.pc = w.status == WaveStatus::AtBarrier  ? w.barrierPc
               : w.status == WaveStatus::Finished ? w.lastPc
                                                  : c.ops[w.op].pc;
        r.activeMask = w.active;
        r.liveMask = w.live;
        c.fault->waves.push_back(r);
    }
    return StepStatus::Fault;
}

template <bool Observed>
inline void releaseBarrier(ExecContext& c) {
    WorkgroupState& wg = *c.wg;
    bool any = false, divergent = false;
    std::uint32_t pc = 0;
    std::vector<WaveAtBarrier>* released = nullptr;
    if constexpr (Observed) {
        released = &c.hooks->released;
        released->clear();
    }
    for (WaveState& w : wg.waves) {
        if (w.status != WaveStatus::AtBarrier)
            continue;
        if (!any)
            pc = w.barrierPc;
        else if (w.barrierPc != pc)
            divergent = true;
        any = true;
        if constexpr (Observed) {
            c.hooks->endRun(w.id);
            if (c.hooks->wants(Interest::kBarriers))
                released->push_back({w.id, w.barrierPc});
        }
        w.status = WaveStatus::Ready;
        w.op = c.ops[w.op].next;
    }
    wg.waiting = 0;
    ++c.stats->barriers;
    if (divergent)
        ++c.stats->barrierDivergences;
    if constexpr (Observed) {
        if (c.hooks->wants(Interest::kBarriers))
            c.hooks->note(c.hooks->observer->barrierRelease({*released, divergent}));
    }
}

// Bookkeeping after a step that made the wave arrive at a barrier or finish.
template <bool Observed>
inline StepStatus afterStep(ExecContext& c, WaveState& w, StepStatus s) {
    WorkgroupState& wg = *c.wg;
    if (s == StepStatus::Arrived) {
        ++wg.waiting;
        if constexpr (Observed) {
            c.hooks->endRun(w.id);
            if (c.hooks->wants(Interest::kBarriers))
                c.hooks->note(c.hooks->observer->barrierArrival(
                    {w.id, w.barrierPc, wg.waiting, wg.finished}));
        }
        if (wg.waiting + wg.finished == wg.waves.size())
            releaseBarrier<Observed>(c);
    } else if (s == StepStatus::Finished) {
        ++wg.finished;
        if constexpr (Observed) {
            c.hooks->endRun(w.id);
            if (c.hooks->wants(Interest::kWaveFinished))
                c.hooks->note(c.hooks->observer->waveFinished(w.id, w.lastPc));
        }
        if (wg.waiting > 0)
            return deadlock(c, w);
    }
    return s;
}

// A ready wave chosen by the workgroup's schedule (Schedule.h), scanning from `from`, or -1
// (only after debugger edits: every wave waiting or finished). Pure: it changes nothing, so a
// pick that is not followed by a step (a stop before the instruction) is repeated exactly.
inline int pickWave(const WorkgroupState& wg, std::uint32_t from) {
    const std::uint32_t n = wg.waveCount();
    if (n == 0)
        return -1;
    std::uint32_t i = from < n ? from : 0;
    switch (wg.schedule.policy) {
    case SchedulePolicy::Reference:
    case SchedulePolicy::BarrierRun:
        for (std::uint32_t tries = 0; tries < n; ++tries) {
            if (wg.waves[i].status == WaveStatus::Ready)
                return static_cast<int>(i);
            if (++i == n)
                i = 0;
        }
        return -1;
    case SchedulePolicy::Reverse:
        for (std::uint32_t tries = 0; tries < n; ++tries) {
            if (wg.waves[i].status == WaveStatus::Ready)
                return static_cast<int>(i);
            i = i == 0 ? n - 1 : i - 1;
        }
        return -1;
    case SchedulePolicy::Random: {
        std::uint32_t ready = 0;
        for (const WaveState& w : wg.waves)
            ready += w.status == WaveStatus::Ready ? 1u : 0u;
        if (ready == 0)
            return -1;
        // splitmix64 of (seed, workgroup, step): independent of how the run was sliced.
        std::uint64_t z = wg.schedule.seed + 0x9e3779b97f4a7c15ull * (wg.index + 1) +
                          0xbf58476d1ce4e5b9ull * wg.picks;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        std::uint32_t k = static_cast<std::uint32_t>(z % ready);
        for (std::uint32_t j = 0; j < n; ++j) {
            if (wg.waves[j].status != WaveStatus::Ready)
                continue;
            if (k-- == 0)
                return static_cast<int>(j);
        }
        return -1;
    }
    }
    return -1;
}

inline int pickWave(const WorkgroupState& wg) {
    return pickWave(wg, wg.next);
}

// After wave `picked` issued a step that returned `step`: advances the schedule and returns
// where the next pick scans from.
inline std::uint32_t afterIssue(WorkgroupState& wg, std::uint32_t picked, StepStatus step) {
    const std::uint32_t n = wg.waveCount();
    switch (wg.schedule.policy) {
    case SchedulePolicy::Reference:
        break;
    case SchedulePolicy::Reverse:
        return picked == 0 ? n - 1 : picked - 1;
    case SchedulePolicy::BarrierRun:
        // The wave keeps running until it arrives at a barrier (even the one it releases) or
        // finishes; then the next wave in round-robin order runs.
        if (step != StepStatus::Arrived && step != StepStatus::Finished)
            return picked;
        break;
    case SchedulePolicy::Random:
        ++wg.picks;
        return picked;
    }
    return picked + 1 == n ? 0 : picked + 1;
}

} // namespace wave::emu::detail
