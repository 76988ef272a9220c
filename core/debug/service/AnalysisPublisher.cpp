#include "debug/service/AnalysisPublisher.h"

#include <utility>

namespace wave::debug {

AnalysisSnapshotPtr AnalysisPublisher::publish(const DebugSession& session) {
    auto a = std::make_shared<AnalysisSnapshot>();
    const auto snap = session.snapshot();
    a->step = snap ? snap->step : 0;
    const AnalysisRecorder& recorder = session.analyses();
    a->options = recorder.options();
    const auto& state = recorder.state();
    if (a->options.heat)
        a->heat = state.heat;
    if (a->options.bankConflicts)
        a->conflicts = state.bank.results();
    if (a->options.coalescing)
        a->coalescing = state.coalescing.results();
    if (a->options.coalescing && a->options.coalescingWords)
        a->coalescingWords = std::make_shared<const CoalescingWords>(state.coalescingWords);
    if (a->options.races) {
        a->races = state.races.races();
        a->deviceRaces = state.races.deviceRaces();
    }
    if (a->options.statistics)
        a->statistics = state.statistics.data();
    if (a->options.timeline) {
        // The recorded future after a travel back stays visible and reachable.
        const Timeline& timeline = recorder.displayTimeline();
        const std::size_t records = timeline.records().size();
        const bool future = &timeline != &recorder.timeline();
        if (!index_ || records != recordsIndexed_ || timeline.firstRetainedStep() != firstStep_ ||
            future != futureIndexed_ || (!future && snap && snap->step < index_->endStep())) {
            auto index = std::make_shared<TimelineIndex>();
            index->build(timeline, a->step);
            index_ = std::move(index);
            recordsIndexed_ = records;
            firstStep_ = timeline.firstRetainedStep();
            futureIndexed_ = future;
        }
        a->timeline = index_;
    }
    return a;
}

} // namespace wave::debug
