#include "PortabilityActions.h"

#include "DebugActions.h"
#include "DebugTarget.h"
#include "DocumentWorkspaces.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "portability/PortabilityText.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>

#include <algorithm>

namespace wave::studio {

PortabilityActions::PortabilityActions(QMainWindow* window, widgets::DocumentTabs* documents,
                                       DocumentWorkspaces* sessions,
                                       widgets::SessionController* session,
                                       widgets::PortabilityView::LaunchProvider launch)
    : QObject(window), sessions_(sessions), session_(session) {
    view_ = new widgets::PortabilityView;
    view_->setLaunchProvider(std::move(launch));
    view_->setSettingsProvider([this] { return sessions_->panel()->settings(); });
    view_->setSourceProvider([documents] {
        const widgets::Document* d = documents->current();
        return widgets::PortabilityView::Source{d->path(), d->text()};
    });
    connect(documents, &widgets::DocumentTabs::documentEdited, view_,
            &widgets::PortabilityView::inputsChanged);
    // Queued: the Launch dock shows the new document's settings by then.
    connect(documents, &widgets::DocumentTabs::currentDocumentChanged, view_,
            &widgets::PortabilityView::inputsChanged, Qt::QueuedConnection);
    connect(sessions_->panel(), &widgets::LaunchConfigPanel::settingsChanged, view_,
            &widgets::PortabilityView::inputsChanged);
    dock_ = new QDockWidget(tr("Portability"), window);
    dock_->setObjectName(QStringLiteral("PortabilityDock"));
    // Scrolled: the dock asks for little room (the grid, the legend and the comparison would
    // otherwise hold the whole row or column at their full height).
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(view_);
    dock_->setWidget(area);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock_);
    connect(view_, &widgets::PortabilityView::debugRequested, this, &PortabilityActions::debugRun);
    // The hit counts arrive just after the stop: the stop clears what no longer holds, the
    // counts say which write it is.
    connect(session_, &widgets::SessionController::stopped, this, [this] { showWrite(false); });
    connect(session_, &widgets::SessionController::breakpointsChanged, this,
            [this] { showWrite(true); });
    connect(session_, &widgets::SessionController::ended, this, [this] {
        debugged_.reset();
        setWriteDetail({});
    });
}

void PortabilityActions::setDebugger(DebugActions* debug, DebugTarget* target) {
    debug_ = debug;
    target_ = target;
    // Said where the debugger's messages are.
    connect(this, &PortabilityActions::statusMessage, debug, &DebugActions::statusMessage);
}

void PortabilityActions::debugRun(const widgets::PortabilityDiffPanel::DebugRun& run) {
    if (!debug_ || (target_ && !target_->claimCurrent()))
        return;
    sessions_->panel()->chooseProfileSchedule(run.profile, run.schedule);
    debugged_.reset();
    setWriteDetail({});
    if (run.word) {
        debug::BreakpointSpec spec;
        spec.kind = debug::BreakpointKind::Watch;
        spec.space = debug::MemorySpace::Device;
        spec.address = *run.word;
        spec.length = 4;
        spec.access = debug::WatchAccess::Write;
        const auto& existing = session_->breakpoints();
        if (std::none_of(existing.begin(), existing.end(),
                         [&](const widgets::BreakpointEntry& b) { return b.spec == spec; }))
            session_->addBreakpoint(spec);
        watch_ = spec;
    }
    QString error;
    if (!debug_->startSession(false, error)) {
        emit statusMessage(tr("Cannot start: %1").arg(error));
        return;
    }
    if (run.word && run.writes > 0)
        debugged_ = run;
    emit statusMessage(
        run.word ? tr("Debugging %1 / %2: Continue (F5) runs to the write of %3")
                       .arg(run.profile, run.schedule, widgets::PortabilityText::hex(*run.word))
                 : tr("Debugging %1 / %2").arg(run.profile, run.schedule));
}

void PortabilityActions::showWrite(bool counted) {
    const widgets::SnapshotPtr snapshot = session_->stopSnapshot();
    const debug::StopInfo* stop = snapshot && snapshot->stop ? &*snapshot->stop : nullptr;
    if (!debugged_ || !stop || stop->reason != debug::StopReason::Watchpoint || !stop->watch ||
        (stop->watch->address & ~std::uint64_t{3}) != *debugged_->word) {
        setWriteDetail({});
        return;
    }
    if (!counted)
        return;
    // The watchpoint's hits are the writes so far (it counts one per lane write, as the
    // comparison's rerun does).
    std::uint64_t hits = 0;
    for (const widgets::BreakpointEntry& b : session_->breakpoints())
        if (b.spec == watch_)
            hits = b.hits;
    const auto n = debugged_->writes;
    if (hits == 0 || hits > n) {
        setWriteDetail({});
        return;
    }
    if (hits == n) {
        setWriteDetail(tr("write %1 of %1 to this word, the last: the one the Portability dock "
                          "names")
                           .arg(n));
        return;
    }
    setWriteDetail(tr("write %1 of %2 to this word; the last, which the Portability dock names, "
                      "is by wave %3 lane %4 at line %5: Continue (F5) %n more time(s)",
                      nullptr, int(n - hits))
                       .arg(hits)
                       .arg(n)
                       .arg(debugged_->lastWave)
                       .arg(debugged_->lastLane)
                       .arg(debugged_->lastLine));
}

void PortabilityActions::setWriteDetail(const QString& detail) {
    if (debug_ && debug_->editor())
        debug_->editor()->setAccessDetail(detail);
    if (!detail.isEmpty())
        emit statusMessage(detail.left(1).toUpper() + detail.mid(1));
}

} // namespace wave::studio
