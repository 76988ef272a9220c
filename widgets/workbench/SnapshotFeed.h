#pragma once
// Which snapshot reaches which view, and when: the feeding policy of the debugger views, kept
// apart from the docks so it can be tested with any SnapshotConsumer.
//
// While a command runs, light snapshots (~30/s from the worker) are coalesced to one refresh
// every kRunRefreshMs and reach only the consumers that take them (waves, masks, barrier
// board, timeline marker, counters). At every stop the full snapshot and the analyses reach
// every consumer on screen; one off screen catches up when it is shown again (catchUp).
// Consumers highlight what changed since the previous stop: one that has not seen the previous
// stop (or has seen light snapshots since) is given it first. An always-fed consumer sees every
// stop, on screen or not. A new session and the end of one clear every consumer. GUI thread
// only.

#include "session/SessionController.h"
#include "workbench/SnapshotConsumer.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <vector>

class QTimer;

namespace wave::widgets {

class SnapshotFeed : public QObject {
    Q_OBJECT
public:
    static constexpr int kRunRefreshMs = 100;

    // Follows `controller`, which must outlive this object.
    SnapshotFeed(SessionController* controller, QObject* parent = nullptr);
    ~SnapshotFeed() override;

    // Registers a consumer (owned from now on) and returns it. A consumer added while a session
    // is stopped is fed at the next stop, or by catchUp().
    SnapshotConsumer* add(std::unique_ptr<SnapshotConsumer> consumer);
    // Brings one consumer to the last stop (it has just come on screen).
    void catchUp(SnapshotConsumer* consumer);

    // The focus the consumers were last given (0, 0 without a session).
    std::uint32_t focusWave() const { return focusWave_; }
    std::uint32_t focusLane() const { return focusLane_; }
    // Number of light-snapshot refreshes done (tests, throttling checks).
    int lightRefreshes() const { return lightRefreshes_; }

private:
    struct Entry {
        std::unique_ptr<SnapshotConsumer> consumer;
        // What the consumer has seen.
        bool fed = false;
        std::uint64_t fedSerial = 0;
        bool lightSince = false; // light snapshots since the last full one
        std::weak_ptr<const AnalysisSnapshot> fedAnalyses;
    };

    void onStateChanged(SessionController::State state);
    void onSnapshot(const SnapshotPtr& snapshot);
    void onStopped(const SnapshotPtr& snapshot);
    void refreshLight();
    void clearAll();
    void sync(Entry& entry);
    void applyFocus(std::uint32_t wave, std::uint32_t lane);

    SessionController* controller_;
    std::vector<Entry> entries_;
    QTimer* lightTimer_ = nullptr;
    SnapshotPtr pendingLight_;
    int lightRefreshes_ = 0;
    std::uint32_t focusWave_ = 0;
    std::uint32_t focusLane_ = 0;
};

} // namespace wave::widgets
