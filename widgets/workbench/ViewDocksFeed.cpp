// ViewDocks: getting snapshots and analyses into the views (the policy is in ViewDocks.h).

#include "workbench/ViewDocksFeed.h"

#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/StepExplainer.h"
#include "models/StopText.h"
#include "views/LocalMemoryPanel.h"
#include "workbench/ExplainView.h"

#include <QDockWidget>
#include <QFile>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace wave::widgets {

// A new session and the end of one go through the same clearing: every view is back to its
// empty state, so none shows a program that is not (or no longer) debugged.
void ViewDocks::onStateChanged(SessionController::State state) {
    if (state == SessionController::State::Starting) {
        lightTimer_->stop();
        pendingLight_.reset();
        clearViews();
        prepareLaunch();
        // The views come to the front of the groups they share with editing docks.
        for (const char* name : {"RegistersDock", "WavesDock", "ExplainDock"})
            if (QDockWidget* d = dock(QString::fromLatin1(name)))
                d->raise();
    } else if (state == SessionController::State::Idle) {
        lightTimer_->stop();
        pendingLight_.reset();
        clearViews();
    }
}

void ViewDocks::clearViews() {
    for (const auto& f : feeds_) {
        if (f->reset)
            f->reset();
        f->fed = false;
        f->lightSince = false;
        f->fedAnalyses.reset();
    }
    focusWave_ = focusLane_ = 0;
}

void ViewDocks::prepareLaunch() {
    loadSource();
    // The conflict list names instructions by line and source text of this launch.
    const LaunchRequestPtr request = controller_->launchRequest();
    std::shared_ptr<const StepExplainer> explainer = explainer_;
    const auto lineOf = [request](std::uint32_t pc) -> std::uint32_t {
        if (!request)
            return 0;
        const isa::SourceMapEntry* e = request->sourceMap.at(pc);
        return e ? e->position.line : 0;
    };
    const auto textOf = [request, explainer](std::uint32_t pc) -> QString {
        if (!request)
            return {};
        const isa::SourceMapEntry* e = request->sourceMap.at(pc);
        return e ? explainer->instructionAt(e->position.line) : QString();
    };
    local_->conflictModel()->setLookups(lineOf, textOf);
    local_->coalescingModel()->setLookups(lineOf, textOf);
}

void ViewDocks::loadSource() {
    if (sourceFromIde_)
        return;
    // The assembled text, not the file: unsaved edits and untitled buffers are quoted right.
    // A request built without it (a tool or a test that only names a file) reads the file.
    QString text;
    if (const LaunchRequestPtr request = controller_->launchRequest(); request) {
        text = request->sourceText;
        if (text.isEmpty() && !request->sourcePath.isEmpty()) {
            QFile file(request->sourcePath);
            if (file.open(QIODevice::ReadOnly))
                text = QString::fromUtf8(file.readAll());
        }
    }
    sourceText_ = text;
    explainer_->setSource(text);
}

bool ViewDocks::shown(const Feed& feed) const {
    // Before the window is shown (tests, exports) every view is kept current.
    if (!window_->isVisible())
        return true;
    return feed.dock->isVisible() && feed.dock->widget() && feed.dock->widget()->isVisible();
}

void ViewDocks::onSnapshot(const SnapshotPtr& snapshot) {
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

void ViewDocks::refreshLight() {
    const SnapshotPtr snapshot = std::move(pendingLight_);
    pendingLight_.reset();
    if (!snapshot || controller_->state() != SessionController::State::Running)
        return;
    ++lightRefreshes_;
    for (const auto& f : feeds_) {
        if (!f->light || !shown(*f))
            continue;
        f->light(snapshot);
        f->lightSince = true;
    }
}

void ViewDocks::onStopped(const SnapshotPtr& snapshot) {
    lightTimer_->stop();
    pendingLight_.reset();
    if (!snapshot)
        return;
    focusWave_ = snapshot->focusWave;
    focusLane_ = snapshot->focusLane;
    // A deadlock is explained on the barrier board: bring it to the front.
    if (snapshot->stop && (snapshot->stop->reason == debug::StopReason::Deadlock ||
                           snapshot->stop->reason == debug::StopReason::BarrierDivergence)) {
        if (QDockWidget* board = dock(QStringLiteral("BarrierDock")))
            board->raise();
    }
    for (const auto& f : feeds_) {
        if (f->always || shown(*f))
            sync(*f);
    }
    applyFocus(focusWave_, focusLane_);
}

// Brings one view to the last stop: the previous stop first when the view has not seen it (or
// saw light snapshots since), so its change marks compare stop with stop.
void ViewDocks::sync(Feed& f) {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop || !controller_->active())
        return;
    if (!f.fed || f.fedSerial != stop->serial || f.lightSince) {
        const SnapshotPtr previous = controller_->previousStopSnapshot();
        if (previous && previous->serial != stop->serial &&
            (!f.fed || f.fedSerial != previous->serial || f.lightSince) && !f.always)
            f.full(previous);
        f.full(stop);
        f.fed = true;
        f.fedSerial = stop->serial;
        f.lightSince = false;
        if (f.focus)
            f.focus(focusWave_, focusLane_);
    }
    const AnalysisSnapshotPtr analyses = controller_->analyses();
    if (f.analyses && analyses && f.fedAnalyses.lock() != analyses) {
        f.analyses(analyses);
        f.fedAnalyses = analyses;
    }
}

void ViewDocks::applyFocus(std::uint32_t wave, std::uint32_t lane) {
    focusWave_ = wave;
    focusLane_ = lane;
    for (const auto& f : feeds_)
        if (f->focus)
            f->focus(wave, lane);
}

void ViewDocks::explainStop() {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop)
        return;
    const SnapshotPtr previous = controller_->previousStopSnapshot();
    QString text;
    if (!previous) {
        text = tr("Ready: workgroup (%1,%2,%3), %n wave(s) of %4 lanes. Step to run the first "
                  "instruction.",
                  nullptr, int(stop->waves.size()))
                   .arg(stop->workgroupId.x)
                   .arg(stop->workgroupId.y)
                   .arg(stop->workgroupId.z)
                   .arg(stop->waveWidth);
    } else {
        text = explainer_->explainLine(*previous, *stop);
        if (stop->stop && stop->stop->edited)
            text = tr("Edited at step %1: %2.")
                       .arg(stop->step)
                       .arg(QString::fromStdString(stop->stop->message));
        // Why the machine stopped, unless it was a plain step (the explainer already states
        // deadlock and fault verdicts), in the user's language.
        if (stop->stop) {
            const debug::StopReason r = stop->stop->reason;
            const bool quoted = r == debug::StopReason::Deadlock ||
                                r == debug::StopReason::BarrierDivergence ||
                                r == debug::StopReason::Fault;
            const QString why = quoted ? QString() : StopText::describe(*stop->stop);
            if (!why.isEmpty())
                text = tr("Stopped: %1. %2").arg(why, text);
        }
    }
    explain_->setExplanation(text);
    updateCurrentLine();
}

void ViewDocks::showProblem(const QString& text) {
    explain_->setExplanation(text);
    if (auto* bar = window_->findChild<QStatusBar*>(QString(), Qt::FindDirectChildrenOnly))
        bar->showMessage(text, 10'000);
}

// The spotlight line: what the focused wave runs next.
void ViewDocks::updateCurrentLine() {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop || !controller_->active() || focusWave_ >= stop->waves.size()) {
        explain_->setCurrent({});
        return;
    }
    const debug::WaveSnapshot& w = stop->waves[focusWave_];
    QString where = tr("Wave %1").arg(w.id);
    if (w.status == emu::WaveStatus::Finished) {
        explain_->setCurrent(tr("%1 has finished").arg(where));
        return;
    }
    const QString code = explainer_->instructionAt(w.line);
    if (w.line == 0)
        explain_->setCurrent(tr("%1 next: pc 0x%2").arg(where).arg(w.pc, 4, 16, QLatin1Char('0')));
    else if (code.isEmpty())
        explain_->setCurrent(tr("%1 next: line %2").arg(where).arg(w.line));
    else
        explain_->setCurrent(tr("%1 next: line %2 \u2192 %3").arg(where).arg(w.line).arg(code));
}

} // namespace wave::widgets
