#pragma once
// Copies the analyses out of a DebugSession's recorder at a stop, as an immutable
// AnalysisSnapshot. Keeps the index of the timeline between stops and rebuilds it only when the
// timeline changed: stepping through a long run does not pay for re-indexing millions of
// records at every stop. Same thread as the DebugSession.

#include "debug/service/AnalysisSnapshot.h"
#include "debug/session/DebugSession.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace wave::debug {

class AnalysisPublisher {
public:
    AnalysisSnapshotPtr publish(const DebugSession& session);
    // A new launch or a restart: the next publish() indexes the timeline afresh.
    void reset() { index_.reset(); }

private:
    std::size_t recordsIndexed_ = 0;
    std::uint64_t firstStep_ = 0;
    bool futureIndexed_ = false; // the index shows the recorded future
    std::shared_ptr<const TimelineIndex> index_;
};

} // namespace wave::debug
