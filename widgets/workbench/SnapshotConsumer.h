#pragma once
// What a view gives the SnapshotFeed to be kept current: the feed decides which snapshot goes
// to which consumer and when (SnapshotFeed.h has the policy); a consumer only shows what it is
// handed. A new view registers a consumer with the feed; the feed is not edited for it.
// GUI thread only.

#include "session/SessionTypes.h"

#include <cstdint>

namespace wave::widgets {

class SnapshotConsumer {
public:
    virtual ~SnapshotConsumer() = default;

    // A stop's full snapshot. Before the last stop, a consumer that did not see the previous
    // one is given it first, so that its change marks compare stop with stop.
    virtual void showStop(const SnapshotPtr& snapshot) = 0;
    // Light snapshots while a command runs (coalesced), only when takesLight().
    virtual bool takesLight() const { return false; }
    virtual void showLight(const SnapshotPtr& /*snapshot*/) {}
    // The analyses of the last stop, once per analyses object.
    virtual void showAnalyses(const AnalysisSnapshotPtr& /*analyses*/) {}
    // The focused wave and lane (after each stop and whenever the focus changes).
    virtual void showFocus(std::uint32_t /*wave*/, std::uint32_t /*lane*/) {}
    // Back to the empty state: a new session, or none.
    virtual void clear() = 0;
    // Fed at every stop even when not on screen, and never the previous stop first (a model
    // that patches what changed since the stop it saw).
    virtual bool alwaysFed() const { return false; }
    // Whether the user can see it now; a consumer off screen catches up when it is shown again
    // (SnapshotFeed::catchUp).
    virtual bool onScreen() const { return true; }
};

} // namespace wave::widgets
