// TimelineIndex::toTimeline(): replays an index into a debug::Timeline through the recording
// calls, so exports reuse debug::ChromeTraceWriter instead of a second trace format writer.

#include "views/TimelineIndex.h"

#include <algorithm>
#include <vector>

namespace wave::widgets {

using debug::TimelineKind;

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

debug::Timeline TimelineIndex::toTimeline() const {
    std::size_t records = 0;
    for (const Track& t : tracks_)
        records += t.runs.size() + t.waits.size() + t.instants.size();
    debug::Timeline out(records + 16);
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

} // namespace wave::widgets
