#include "debug/analysis/TimelineIndex.h"

#include <algorithm>
#include <map>
#include <vector>

namespace wave::debug {

namespace {

TimelineIndex::InstantKind instantKind(TimelineKind kind) {
    switch (kind) {
    case TimelineKind::BarrierRelease:
        return TimelineIndex::Release;
    case TimelineKind::Reconvergence:
        return TimelineIndex::Reconvergence;
    case TimelineKind::Fault:
        return TimelineIndex::Fault;
    case TimelineKind::Finished:
        return TimelineIndex::Finished;
    default:
        return TimelineIndex::Divergence;
    }
}

} // namespace

void TimelineIndex::clear() {
    tracks_.clear();
    workgroups_.clear();
    first_ = end_ = 0;
}

void TimelineIndex::build(const Timeline& timeline, std::uint64_t endStep) {
    clear();
    std::map<std::uint32_t, WorkgroupRange> groups;
    std::uint64_t first = UINT64_MAX;
    std::uint64_t last = 0;
    for (const TimelineRecord& r : timeline.records()) {
        if (r.wave >= (1u << 16))
            continue; // not a plausible wave number: ignore rather than allocate
        if (tracks_.size() <= r.wave) {
            const std::size_t old = tracks_.size();
            tracks_.resize(r.wave + 1);
            for (std::size_t i = old; i < tracks_.size(); ++i)
                tracks_[i].wave = static_cast<std::uint32_t>(i);
        }
        Track& t = tracks_[r.wave];
        const std::uint64_t end =
            r.end == TimelineRecord::kOpen ? std::max(endStep, r.begin + 1) : r.end;
        Span s{r.begin,    std::max(end, r.begin + 1), r.count, r.activeLaneSum, r.pc, r.line,
               r.workgroup};
        if (r.kind == TimelineKind::Instructions)
            t.runs.push_back(s);
        else if (r.kind == TimelineKind::BarrierWait)
            t.waits.push_back(s);
        else
            t.instants.push_back({r.begin, instantKind(r.kind), r.pc, r.line, r.mask});
        first = std::min(first, r.begin);
        last = std::max(last, s.end);
        auto [it, fresh] =
            groups.try_emplace(r.workgroup, WorkgroupRange{r.workgroup, r.begin, s.end});
        if (!fresh) {
            it->second.begin = std::min(it->second.begin, r.begin);
            it->second.end = std::max(it->second.end, s.end);
        }
    }
    auto byBegin = [](const Span& a, const Span& b) { return a.begin < b.begin; };
    auto byStep = [](const Instant& a, const Instant& b) { return a.step < b.step; };
    for (Track& t : tracks_) {
        std::stable_sort(t.runs.begin(), t.runs.end(), byBegin);
        std::stable_sort(t.waits.begin(), t.waits.end(), byBegin);
        std::stable_sort(t.instants.begin(), t.instants.end(), byStep);
        t.instantCount.assign(t.instants.size() + 1, {});
        for (std::size_t i = 0; i < t.instants.size(); ++i) {
            t.instantCount[i + 1] = t.instantCount[i];
            t.instantCount[i + 1][t.instants[i].kind] += 1;
        }
        // Spans of one track never overlap (one wave does one thing at a time); clip defensively
        // so that ends stay sorted, which aggregate() relies on.
        for (auto* spans : {&t.runs, &t.waits})
            for (std::size_t i = 1; i < spans->size(); ++i)
                (*spans)[i - 1].end = std::min((*spans)[i - 1].end, (*spans)[i].begin);
        t.runLength.assign(t.runs.size() + 1, 0);
        t.runCount.assign(t.runs.size() + 1, 0);
        t.runLanes.assign(t.runs.size() + 1, 0);
        for (std::size_t i = 0; i < t.runs.size(); ++i) {
            t.runLength[i + 1] = t.runLength[i] + (t.runs[i].end - t.runs[i].begin);
            t.runCount[i + 1] = t.runCount[i] + t.runs[i].count;
            t.runLanes[i + 1] = t.runLanes[i] + t.runs[i].laneSum;
        }
        t.waitLength.assign(t.waits.size() + 1, 0);
        for (std::size_t i = 0; i < t.waits.size(); ++i)
            t.waitLength[i + 1] = t.waitLength[i] + (t.waits[i].end - t.waits[i].begin);
    }
    first_ = first == UINT64_MAX ? 0 : first;
    end_ = std::max(last, endStep);
    // About 4096-8192 bins per track whatever the length: a power of two of at least 256 steps.
    binSize_ = 256;
    while ((end_ - first_) / binSize_ > 8192)
        binSize_ *= 2;
    for (Track& t : tracks_)
        buildBins(t);
    for (const auto& [id, range] : groups)
        workgroups_.push_back(range);
    std::sort(workgroups_.begin(), workgroups_.end(),
              [](const WorkgroupRange& a, const WorkgroupRange& b) { return a.begin < b.begin; });
}

void TimelineIndex::buildBins(Track& t) const {
    const std::size_t bins = std::size_t((end_ - first_) / binSize_) + 1;
    std::vector<Column> per(bins);
    auto binOf = [&](std::uint64_t step) {
        return std::min<std::size_t>(std::size_t((std::max(step, first_) - first_) / binSize_),
                                     bins - 1);
    };
    // Spans spread their steps over the bins they cross; counts go to the bin they start in.
    auto spread = [&](const Span& s, bool wait) {
        std::uint64_t at = s.begin;
        while (at < s.end) {
            const std::size_t b = binOf(at);
            const std::uint64_t binEnd = first_ + (std::uint64_t(b) + 1) * binSize_;
            const std::uint64_t stop = b + 1 == bins ? s.end : std::min(s.end, binEnd);
            (wait ? per[b].waitSteps : per[b].runSteps) += stop - at;
            at = stop;
        }
        if (!wait) {
            per[binOf(s.begin)].instructions += s.count;
            per[binOf(s.begin)].laneSum += s.laneSum;
        }
    };
    for (const Span& s : t.runs)
        spread(s, false);
    for (const Span& s : t.waits)
        spread(s, true);
    for (const Instant& e : t.instants)
        per[binOf(e.step)].instants[e.kind] += 1;
    t.bins.assign(bins + 1, Column{});
    for (std::size_t b = 0; b < bins; ++b) {
        Column& next = t.bins[b + 1];
        const Column& prev = t.bins[b];
        next.runSteps = prev.runSteps + per[b].runSteps;
        next.waitSteps = prev.waitSteps + per[b].waitSteps;
        next.instructions = prev.instructions + per[b].instructions;
        next.laneSum = prev.laneSum + per[b].laneSum;
        for (int k = 0; k < InstantKinds; ++k)
            next.instants[k] = prev.instants[k] + per[b].instants[k];
    }
}

namespace {

// First index in [from, size) whose element satisfies the monotone predicate `after` (false
// then true), searching outwards from `from`: O(log distance), so a left-to-right sweep over
// pixel columns costs little more than the records it passes.
template <typename T, typename Pred>
std::size_t gallop(const std::vector<T>& v, std::size_t from, Pred after) {
    const std::size_t n = v.size();
    if (from >= n || after(v[from]))
        return from;
    std::size_t lo = from; // !after(v[lo])
    std::size_t step = 1;
    std::size_t hi = from + step;
    while (hi < n && !after(v[hi])) {
        lo = hi;
        step *= 2;
        hi = lo + step;
    }
    hi = std::min(hi, n);
    // after(v[hi]) or hi == n; answer in (lo, hi].
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (after(v[mid]))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

using Span = TimelineIndex::Span;

std::size_t firstEndingAfter(const std::vector<Span>& spans, std::size_t from, std::uint64_t step) {
    return gallop(spans, from, [step](const Span& s) { return s.end > step; });
}

std::size_t firstBeginningAt(const std::vector<Span>& spans, std::size_t from, std::uint64_t step) {
    return gallop(spans, from, [step](const Span& s) { return s.begin >= step; });
}

std::size_t firstInstantAt(const std::vector<TimelineIndex::Instant>& v, std::size_t from,
                           std::uint64_t step) {
    return gallop(v, from, [step](const TimelineIndex::Instant& e) { return e.step >= step; });
}

} // namespace

std::uint64_t TimelineIndex::covered(const std::vector<Span>& spans,
                                     const std::vector<std::uint64_t>& prefix, std::uint64_t begin,
                                     std::uint64_t end, std::size_t i, std::size_t j) {
    if (i >= j)
        return 0;
    std::uint64_t total = prefix[j] - prefix[i];
    if (spans[i].begin < begin)
        total -= begin - spans[i].begin;
    if (spans[j - 1].end > end)
        total -= spans[j - 1].end - end;
    return total;
}

TimelineIndex::Column TimelineIndex::aggregate(std::size_t track, std::uint64_t begin,
                                               std::uint64_t end) const {
    std::vector<Column> out;
    columns(track, {begin, end}, out, false);
    return out.empty() ? Column{} : out.front();
}

void TimelineIndex::columns(std::size_t track, const std::vector<std::uint64_t>& edges,
                            std::vector<Column>& out, bool coarse) const {
    out.assign(edges.empty() ? 0 : edges.size() - 1, Column{});
    if (track >= tracks_.size() || edges.size() < 2)
        return;
    const Track& t = tracks_[track];
    const std::uint64_t width = (edges.back() - edges.front()) / (edges.size() - 1);
    if (coarse && width >= 2 * binSize_ && !t.bins.empty()) {
        const std::size_t last = t.bins.size() - 1;
        auto bin = [&](std::uint64_t step) { // nearest bin boundary
            if (step <= first_)
                return std::size_t{0};
            return std::min<std::size_t>(std::size_t((step - first_ + binSize_ / 2) / binSize_),
                                         last);
        };
        for (std::size_t k = 0; k + 1 < edges.size(); ++k) {
            const Column& a = t.bins[bin(edges[k])];
            const Column& b = t.bins[bin(std::max(edges[k + 1], edges[k] + 1))];
            Column& c = out[k];
            c.runSteps = b.runSteps - a.runSteps;
            c.waitSteps = b.waitSteps - a.waitSteps;
            c.instructions = b.instructions - a.instructions;
            c.laneSum = b.laneSum - a.laneSum;
            for (int kind = 0; kind < InstantKinds; ++kind)
                c.instants[kind] = b.instants[kind] - a.instants[kind];
        }
        return;
    }
    std::size_t ri = 0, rj = 0, wi = 0, wj = 0, ei = 0, ej = 0;
    for (std::size_t k = 0; k + 1 < edges.size(); ++k) {
        const std::uint64_t begin = edges[k];
        const std::uint64_t end = std::max(edges[k + 1], begin + 1);
        Column& c = out[k];
        ri = firstEndingAfter(t.runs, ri, begin);
        rj = firstBeginningAt(t.runs, std::max(rj, ri), end);
        c.runSteps = covered(t.runs, t.runLength, begin, end, ri, rj);
        if (ri < rj) {
            c.instructions = t.runCount[rj] - t.runCount[ri];
            c.laneSum = t.runLanes[rj] - t.runLanes[ri];
        }
        wi = firstEndingAfter(t.waits, wi, begin);
        wj = firstBeginningAt(t.waits, std::max(wj, wi), end);
        c.waitSteps = covered(t.waits, t.waitLength, begin, end, wi, wj);
        ei = firstInstantAt(t.instants, ei, begin);
        ej = firstInstantAt(t.instants, std::max(ej, ei), end);
        for (int kind = 0; kind < InstantKinds; ++kind)
            c.instants[kind] =
                t.instantCount[ej][std::size_t(kind)] - t.instantCount[ei][std::size_t(kind)];
    }
}

namespace {

const TimelineIndex::Span* spanAt(const std::vector<TimelineIndex::Span>& spans,
                                  std::uint64_t step) {
    auto it =
        std::upper_bound(spans.begin(), spans.end(), step,
                         [](std::uint64_t v, const TimelineIndex::Span& s) { return v < s.end; });
    return it != spans.end() && it->begin <= step ? &*it : nullptr;
}

} // namespace

const TimelineIndex::Span* TimelineIndex::runAt(std::size_t track, std::uint64_t step) const {
    return track < tracks_.size() ? spanAt(tracks_[track].runs, step) : nullptr;
}

const TimelineIndex::Span* TimelineIndex::waitAt(std::size_t track, std::uint64_t step) const {
    return track < tracks_.size() ? spanAt(tracks_[track].waits, step) : nullptr;
}

// toTimeline(): replays the index through the recording calls, so exports reuse
// ChromeTraceWriter instead of a second trace format writer.

namespace {

// Replay order within a track at equal steps: an instruction is recorded before the wait or
// event it causes, and a release comes last.
enum class Rank : std::uint8_t { Run, Wait, Instant, Release };

struct Item {
    std::uint64_t step = 0;
    Rank rank = Rank::Run;
    std::size_t index = 0;
};

TimelineKind recordKind(TimelineIndex::InstantKind kind) {
    switch (kind) {
    case TimelineIndex::Reconvergence:
        return TimelineKind::Reconvergence;
    case TimelineIndex::Fault:
        return TimelineKind::Fault;
    case TimelineIndex::Finished:
        return TimelineKind::Finished;
    case TimelineIndex::Release:
        return TimelineKind::BarrierRelease;
    default:
        return TimelineKind::Divergence;
    }
}

} // namespace

Timeline TimelineIndex::toTimeline() const {
    std::size_t records = 0;
    for (const Track& t : tracks_)
        records += t.runs.size() + t.waits.size() + t.instants.size();
    Timeline out(records + 16);
    // Workgroup of an instant: the range that contains its step (the latest one at a boundary).
    auto workgroupAt = [this](std::uint64_t step) -> std::uint32_t {
        std::uint32_t found = workgroups_.empty() ? 0 : workgroups_.front().workgroup;
        for (const WorkgroupRange& w : workgroups_)
            if (w.begin <= step && step < std::max(w.end, w.begin + 1))
                found = w.workgroup;
        return found;
    };
    std::vector<Item> items;
    for (const Track& t : tracks_) {
        items.clear();
        for (std::size_t i = 0; i < t.runs.size(); ++i)
            items.push_back({t.runs[i].begin, Rank::Run, i});
        for (std::size_t i = 0; i < t.waits.size(); ++i)
            items.push_back({t.waits[i].begin, Rank::Wait, i});
        for (std::size_t i = 0; i < t.instants.size(); ++i)
            items.push_back({t.instants[i].step,
                             t.instants[i].kind == Release ? Rank::Release : Rank::Instant, i});
        std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
            return a.step != b.step ? a.step < b.step : a.rank < b.rank;
        });
        std::uint32_t waitWorkgroup = 0;
        for (const Item& item : items) {
            switch (item.rank) {
            case Rank::Run: {
                const Span& s = t.runs[item.index];
                const std::uint32_t count = std::max<std::uint32_t>(s.count, 1);
                const std::uint64_t length = s.end - s.begin;
                for (std::uint32_t i = 0; i < count; ++i) {
                    // Instructions at distinct steps, the last one closing the span.
                    const std::uint64_t step =
                        i + 1 == count ? s.end - 1
                                       : s.begin + std::min<std::uint64_t>(i, length - 1);
                    const std::uint64_t lanes = s.laneSum / count + (i < s.laneSum % count ? 1 : 0);
                    out.instruction(step, s.workgroup, t.wave, s.pc, s.line,
                                    static_cast<std::uint32_t>(lanes));
                }
                out.closeRuns(); // adjacent runs stay apart, as recorded
                break;
            }
            case Rank::Wait: {
                const Span& s = t.waits[item.index];
                waitWorkgroup = s.workgroup;
                out.barrierArrive(s.begin, s.workgroup, t.wave, s.pc, s.line);
                break;
            }
            case Rank::Release:
                out.barrierRelease(item.step, waitWorkgroup, t.wave);
                break;
            case Rank::Instant: {
                const Instant& e = t.instants[item.index];
                out.event(recordKind(e.kind), e.step, workgroupAt(e.step), t.wave, e.pc, e.line,
                          e.mask);
                break;
            }
            }
        }
    }
    return out;
}

} // namespace wave::debug
