#include "workbench/SnapshotFeed.h"

#include <QTimer>

#include <utility>

namespace wave::widgets {

SnapshotFeed::SnapshotFeed(SessionController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    lightTimer_ = new QTimer(this);
    lightTimer_->setSingleShot(true);
    lightTimer_->setInterval(kRunRefreshMs);
    connect(lightTimer_, &QTimer::timeout, this, &SnapshotFeed::refreshLight);
    connect(controller_, &SessionController::stateChanged, this, &SnapshotFeed::onStateChanged);
    connect(controller_, &SessionController::snapshotChanged, this, &SnapshotFeed::onSnapshot);
    connect(controller_, &SessionController::stopped, this, &SnapshotFeed::onStopped);
}

SnapshotFeed::~SnapshotFeed() = default;

SnapshotConsumer* SnapshotFeed::add(std::unique_ptr<SnapshotConsumer> consumer) {
    Entry entry;
    entry.consumer = std::move(consumer);
    entries_.push_back(std::move(entry));
    return entries_.back().consumer.get();
}

void SnapshotFeed::catchUp(SnapshotConsumer* consumer) {
    for (Entry& e : entries_)
        if (e.consumer.get() == consumer)
            sync(e);
}

// A new session and the end of one go through the same clearing: every consumer is back to
// its empty state, so none shows a program that is not (or no longer) debugged.
void SnapshotFeed::onStateChanged(SessionController::State state) {
    if (state != SessionController::State::Starting && state != SessionController::State::Idle)
        return;
    lightTimer_->stop();
    pendingLight_.reset();
    clearAll();
}

void SnapshotFeed::clearAll() {
    for (Entry& e : entries_) {
        e.consumer->clear();
        e.fed = false;
        e.lightSince = false;
        e.fedAnalyses.reset();
    }
    focusWave_ = focusLane_ = 0;
}

void SnapshotFeed::onSnapshot(const SnapshotPtr& snapshot) {
    if (!snapshot || snapshot->full)
        return; // full snapshots come with stopped()
    if (snapshot->focusWave != focusWave_ || snapshot->focusLane != focusLane_)
        applyFocus(snapshot->focusWave, snapshot->focusLane);
    if (controller_->state() != SessionController::State::Running)
        return; // a focus change at a stop: the views keep the stop's full picture
    pendingLight_ = snapshot;
    if (!lightTimer_->isActive())
        lightTimer_->start();
}

void SnapshotFeed::refreshLight() {
    const SnapshotPtr snapshot = std::move(pendingLight_);
    pendingLight_.reset();
    if (!snapshot || controller_->state() != SessionController::State::Running)
        return;
    ++lightRefreshes_;
    for (Entry& e : entries_) {
        if (!e.consumer->takesLight() || !e.consumer->onScreen())
            continue;
        e.consumer->showLight(snapshot);
        e.lightSince = true;
    }
}

void SnapshotFeed::onStopped(const SnapshotPtr& snapshot) {
    lightTimer_->stop();
    pendingLight_.reset();
    if (!snapshot)
        return;
    focusWave_ = snapshot->focusWave;
    focusLane_ = snapshot->focusLane;
    for (Entry& e : entries_)
        if (e.consumer->alwaysFed() || e.consumer->onScreen())
            sync(e);
    applyFocus(focusWave_, focusLane_);
}

// Brings one consumer to the last stop: the previous stop first when it has not seen it (or saw
// light snapshots since), so its change marks compare stop with stop.
void SnapshotFeed::sync(Entry& e) {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop || !controller_->active())
        return;
    SnapshotConsumer& c = *e.consumer;
    if (!e.fed || e.fedSerial != stop->serial || e.lightSince) {
        const SnapshotPtr previous = controller_->previousStopSnapshot();
        if (previous && previous->serial != stop->serial &&
            (!e.fed || e.fedSerial != previous->serial || e.lightSince) && !c.alwaysFed())
            c.showStop(previous);
        c.showStop(stop);
        e.fed = true;
        e.fedSerial = stop->serial;
        e.lightSince = false;
        c.showFocus(focusWave_, focusLane_);
    }
    const AnalysisSnapshotPtr analyses = controller_->analyses();
    if (analyses && e.fedAnalyses.lock() != analyses) {
        c.showAnalyses(analyses);
        e.fedAnalyses = analyses;
    }
}

void SnapshotFeed::applyFocus(std::uint32_t wave, std::uint32_t lane) {
    focusWave_ = wave;
    focusLane_ = lane;
    for (Entry& e : entries_)
        e.consumer->showFocus(wave, lane);
}

} // namespace wave::widgets
