#include "DebugActions.h"

#include "DebugTarget.h"
#include "StopLocation.h"

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "models/StopText.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <utility>

namespace wave::studio {

using widgets::SessionCommand;
using widgets::SessionController;

namespace {

const QString kBreakAtEntryKey = QStringLiteral("debug/breakAtEntry");

} // namespace

DebugActions::DebugActions(QMainWindow* window, SessionController* session)
    : QObject(window), session_(session), starter_(new SessionStarter(session, this)),
      breakpoints_(new GutterBreakpoints(session, this)),
      coalescing_(new GutterCoalescing(session, this)) {
    createActions(window);
    connect(starter_, &SessionStarter::statusMessage, this, &DebugActions::statusMessage);
    connect(starter_, &SessionStarter::launchFailed, this, &DebugActions::launchFailed);
    connect(starter_, &SessionStarter::starting, this, [this] {
        sourceChanged_ = false;
        endedNoticeShown_ = false;
        hideRestartOffer();
    });
    connect(session_, &SessionController::stateChanged, this, &DebugActions::onStateChanged);
    connect(session_, &SessionController::stopped, this, &DebugActions::showStop);
    connect(session_, &SessionController::snapshotChanged, this,
            &DebugActions::updateExecutionMarkers);
    updateActions();
}

QAction* DebugActions::addAction(const QString& text, const QKeySequence& key,
                                 const QString& icon) {
    auto* action = new QAction(QIcon::fromTheme(icon), text, this);
    action->setShortcut(key);
    action->setShortcutContext(Qt::ApplicationShortcut);
    // Menus show the shortcut; the toolbar's tooltip names it too.
    action->setToolTip(key.isEmpty() ? text
                                     : tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                         key.toString(QKeySequence::NativeText)));
    menu_->addAction(action);
    return action;
}

void DebugActions::createActions(QMainWindow* window) {
    menu_ = window->menuBar()->addMenu(tr("&Debug"));
    start_ = addAction(tr("&Start / Continue"), Qt::Key_F5, QStringLiteral("media-playback-start"));
    connect(start_, &QAction::triggered, this, &DebugActions::startOrContinue);
    pause_ = addAction(tr("&Pause"), Qt::Key_F6, QStringLiteral("media-playback-pause"));
    connect(pause_, &QAction::triggered, session_, &SessionController::pause);
    stop_ = addAction(tr("S&top"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                      QStringLiteral("media-playback-stop"));
    connect(stop_, &QAction::triggered, this, &DebugActions::stopSession);
    restart_ = addAction(tr("&Restart"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                         QStringLiteral("view-refresh"));
    connect(restart_, &QAction::triggered, this, [this] { restartSession(startThen()); });
    breakAtEntry_ = menu_->addAction(tr("Break at &Entry"));
    breakAtEntry_->setObjectName(QStringLiteral("actionBreakAtEntry"));
    breakAtEntry_->setCheckable(true);
    breakAtEntry_->setToolTip(tr("Start and Restart stop at the first instruction of the kernel"));
    breakAtEntry_->setChecked(QSettings().value(kBreakAtEntryKey, false).toBool());
    connect(breakAtEntry_, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(kBreakAtEntryKey, on); });
    menu_->addSeparator();
    stepOver_ = addAction(tr("Step &Over"), Qt::Key_F10, QStringLiteral("go-next"));
    stepInto_ = addAction(tr("Step &Into"), Qt::Key_F11, QStringLiteral("go-down"));
    stepOut_ =
        addAction(tr("Step O&ut"), QKeySequence(Qt::SHIFT | Qt::Key_F11), QStringLiteral("go-up"));
    stepInstruction_ = addAction(tr("Step I&nstruction"), QKeySequence(Qt::CTRL | Qt::Key_F11),
                                 QStringLiteral("go-jump"));
    runToCursor_ = addAction(tr("Run to &Cursor"), QKeySequence(Qt::CTRL | Qt::Key_F10),
                             QStringLiteral("go-last"));
    connect(runToCursor_, &QAction::triggered, this, &DebugActions::runToCursor);
    menu_->addSeparator();
    stepBack_ = addAction(tr("Step &Back"), QKeySequence(Qt::SHIFT | Qt::Key_F10),
                          QStringLiteral("go-previous"));
    stepBackInstruction_ =
        addAction(tr("Step Back Instruc&tion"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F11),
                  QStringLiteral("go-first"));
    stepBackOut_ = addAction(tr("Step Back Out"), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_F11),
                             QStringLiteral("go-top"));
    reverseContinue_ =
        addAction(tr("Re&verse Continue"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5),
                  QStringLiteral("media-seek-backward"));
    connect(stepOver_, &QAction::triggered, this,
            [this] { stepOrStart(SessionCommand::StepOver, SessionCommand::StepWorkgroup); });
    connect(stepInto_, &QAction::triggered, this,
            [this] { stepOrStart(SessionCommand::StepLine, SessionCommand::StepWorkgroup); });
    connect(stepOut_, &QAction::triggered, this, [this] {
        if (checkRunEnded())
            runStep(SessionCommand::StepOut, SessionCommand::StepOut);
    });
    connect(stepInstruction_, &QAction::triggered, this, [this] {
        stepOrStart(SessionCommand::StepInstruction, SessionCommand::StepWorkgroup);
    });
    connect(stepBack_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepBackOver, SessionCommand::StepBackWorkgroup); });
    connect(stepBackInstruction_, &QAction::triggered, this, [this] {
        runStep(SessionCommand::StepBackInstruction, SessionCommand::StepBackWorkgroup);
    });
    connect(stepBackOut_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepBackOut, SessionCommand::StepBackOut); });
    connect(reverseContinue_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::ReverseContinue, SessionCommand::ReverseContinue); });
    menu_->addSeparator();
    toggleBreakpoint_ = addAction(tr("Toggle &Breakpoint"), Qt::Key_F9, QString());
    connect(toggleBreakpoint_, &QAction::triggered, breakpoints_,
            &GutterBreakpoints::toggleAtCursor);

    menu_->addSeparator();
    QMenu* granularity = menu_->addMenu(tr("Step &Granularity"));
    granularityGroup_ = new QActionGroup(this);
    waveGranularity_ = granularity->addAction(tr("&Wave: the focused wave steps"));
    workgroupGranularity_ = granularity->addAction(tr("Work&group: every ready wave steps once"));
    for (QAction* a : {waveGranularity_, workgroupGranularity_}) {
        a->setCheckable(true);
        granularityGroup_->addAction(a);
    }
    waveGranularity_->setChecked(true);
    connect(waveGranularity_, &QAction::triggered, this,
            [this] { setGranularity(Granularity::Wave); });
    connect(workgroupGranularity_, &QAction::triggered, this,
            [this] { setGranularity(Granularity::Workgroup); });

    toolBar_ = new QToolBar(tr("Debug"), window);
    toolBar_->setObjectName(QStringLiteral("DebugToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* a : {start_, pause_, stop_, restart_}) {
        toolBar_->addAction(a);
    }
    toolBar_->addSeparator();
    for (QAction* a : {stepOver_, stepInto_, stepOut_, stepInstruction_})
        toolBar_->addAction(a);
    toolBar_->addSeparator();
    for (QAction* a : {stepBack_, reverseContinue_})
        toolBar_->addAction(a);
    window->addToolBar(Qt::TopToolBarArea, toolBar_);

    // Offers a restart at the first instruction: after an edit of the source (with the new
    // code), or when a forward command met a run that has ended.
    restartOffer_ = new QToolButton;
    restartOffer_->setObjectName(QStringLiteral("restartOffer"));
    restartOffer_->setToolTip(tr(
        "Starts the session again with the code as it is now, stopped at the first instruction"));
    restartOffer_->hide();
    connect(restartOffer_, &QToolButton::clicked, this,
            [this] { restartSession(SessionStarter::Then::StayAtEntry); });
}

bool DebugActions::breakAtEntry() const {
    return breakAtEntry_->isChecked();
}

void DebugActions::setBreakAtEntry(bool on) {
    breakAtEntry_->setChecked(on);
}

void DebugActions::setGranularity(Granularity g) {
    granularity_ = g;
    (g == Granularity::Wave ? waveGranularity_ : workgroupGranularity_)->setChecked(true);
}

void DebugActions::setEditor(widgets::CodeEditor* editor) {
    if (editor_ == editor)
        return;
    if (editor_) {
        disconnect(editor_, nullptr, this, nullptr);
        editor_->clearExecutionMarkers();
    }
    editor_ = editor;
    breakpoints_->setEditor(editor);
    coalescing_->setEditor(editor);
    if (!editor_)
        return;
    connect(editor_, &QsciScintilla::textChanged, this, &DebugActions::sourceEdited);
    // The controller may still hold the last snapshot while it reports the end (Idle).
    updateExecutionMarkers(session_->active() ? session_->snapshot() : nullptr);
}

void DebugActions::setTarget(DebugTarget* target) {
    target_ = target;
    starter_->setTarget(target);
    connect(target_, &DebugTarget::changed, this, &DebugActions::updateActions);
}

SessionStarter::Then DebugActions::startThen() const {
    return breakAtEntry() ? SessionStarter::Then::StayAtEntry : SessionStarter::Then::Run;
}

bool DebugActions::startSession(bool run, QString& error) {
    return starter_->start(run ? SessionStarter::Then::Run : SessionStarter::Then::StayAtEntry,
                           error);
}

void DebugActions::startOrContinue() {
    if (target_ && !target_->claimCurrent())
        return;
    if (session_->state() == SessionController::State::Stopped) {
        // After the end, F5 runs the kernel again, as it would without a session.
        if (runEnded())
            restartSession(startThen());
        else
            session_->run(SessionCommand::Continue);
        return;
    }
    if (session_->state() == SessionController::State::Idle)
        starter_->startOrReport(startThen());
}

void DebugActions::restartSession(SessionStarter::Then then) {
    sourceChanged_ = false;
    endedNoticeShown_ = false;
    hideRestartOffer();
    starter_->restart(then);
}

void DebugActions::stopSession() {
    starter_->cancel();
    session_->terminate();
    emit statusMessage(tr("Session ended"));
}

void DebugActions::setListing(widgets::ListingView* listing) {
    listing_ = listing;
    // The controller may still hold the last snapshot while it reports the end (Idle).
    updateExecutionMarkers(session_->active() ? session_->snapshot() : nullptr);
}

void DebugActions::stepOrStart(SessionCommand wave, SessionCommand workgroup) {
    if (target_ && !target_->claimCurrent())
        return;
    switch (session_->state()) {
    case SessionController::State::Idle:
        starter_->startOrReport(SessionStarter::Then::StayAtEntry);
        return;
    case SessionController::State::Stopped:
        if (checkRunEnded())
            runStep(wave, workgroup);
        return;
    default:
        return;
    }
}

bool DebugActions::runEnded() const {
    const widgets::SnapshotPtr stop = session_->stopSnapshot();
    if (session_->state() != SessionController::State::Stopped || !stop || !stop->stop)
        return false;
    const debug::StopReason r = stop->stop->reason;
    return r == debug::StopReason::Finished || r == debug::StopReason::Fault ||
           r == debug::StopReason::Deadlock;
}

bool DebugActions::checkRunEnded() {
    if (!runEnded())
        return true;
    if (endedNoticeShown_) {
        restartSession(SessionStarter::Then::StayAtEntry);
        return false;
    }
    endedNoticeShown_ = true;
    const QString key = stepOver_->shortcut().toString(QKeySequence::NativeText);
    QString what;
    switch (session_->stopSnapshot()->stop->reason) {
    case debug::StopReason::Fault:
        what = tr("The run has ended with a fault");
        break;
    case debug::StopReason::Deadlock:
        what = tr("The run has ended in a deadlock");
        break;
    default:
        what = tr("The run has finished");
        break;
    }
    emit statusMessage(tr("%1 \u2014 press %2 to restart at the first instruction, %3 to run it "
                          "again")
                           .arg(what, key, start_->shortcut().toString(QKeySequence::NativeText)));
    showRestartOffer(tr("Restart at the first instruction (%1)").arg(key));
    return false;
}

void DebugActions::showRestartOffer(const QString& text) {
    restartOffer_->setText(text);
    restartOffer_->show();
}

void DebugActions::hideRestartOffer() {
    restartOffer_->hide();
}

void DebugActions::runStep(SessionCommand wave, SessionCommand workgroup) {
    if (granularity_ == Granularity::Workgroup) {
        session_->run(workgroup);
        return;
    }
    // In the disassembly, a step is one instruction (and a step back one instruction back).
    if (listing_ && listing_->hasFocus()) {
        if (wave == SessionCommand::StepLine || wave == SessionCommand::StepOver)
            wave = SessionCommand::StepInstruction;
        else if (wave == SessionCommand::StepBackOver)
            wave = SessionCommand::StepBackInstruction;
    }
    session_->run(wave);
}

void DebugActions::runToCursor() {
    if (listing_ && listing_->hasFocus() &&
        session_->state() == SessionController::State::Stopped && !runEnded()) {
        if (const int pc = listing_->pcAtCursor(); pc >= 0)
            session_->run(SessionCommand::RunToAddress, quint64(pc));
        return;
    }
    if (!editor_ || (target_ && !target_->claimCurrent()))
        return;
    int line = 0;
    int index = 0;
    editor_->getCursorPosition(&line, &index);
    if (session_->state() == SessionController::State::Idle || runEnded()) {
        // Start (again), then run to the cursor from the first stop.
        starter_->startOrReport(SessionStarter::Then::RunToLine, line + 1);
        return;
    }
    session_->run(SessionCommand::RunToLine, quint64(line + 1));
}

void DebugActions::onStateChanged() {
    if (session_->state() == SessionController::State::Idle) {
        // No session: nothing of the last one stays in the editor or the Listing.
        sourceChanged_ = false;
        endedNoticeShown_ = false;
        hideRestartOffer();
        updateExecutionMarkers(nullptr);
    }
    updateActions();
}

void DebugActions::updateActions() {
    using State = SessionController::State;
    const State s = session_->state();
    const bool stopped = s == State::Stopped;
    const bool running = s == State::Running || s == State::Starting;
    // In another tab than the session's, the starting commands offer to debug that tab's file
    // (DebugTarget asks), even while the session runs.
    const bool otherTab = target_ && target_->document() && !target_->currentIsDebugged();
    const bool canStart = s == State::Idle || stopped || otherTab;
    start_->setEnabled(canStart);
    start_->setText(s == State::Idle || otherTab || runEnded() ? tr("&Start") : tr("&Continue"));
    pause_->setEnabled(running);
    stop_->setEnabled(s != State::Idle);
    restart_->setEnabled(stopped || s == State::Running);
    // Without a session, stepping starts one at the first instruction.
    for (QAction* a : {stepOver_, stepInto_, stepInstruction_})
        a->setEnabled(canStart);
    for (QAction* a : {stepOut_, stepBack_, stepBackInstruction_, stepBackOut_, reverseContinue_})
        a->setEnabled(stopped);
    runToCursor_->setEnabled(canStart);
    if (s == State::Running)
        emit statusMessage(tr("Running\u2026 (%1 to pause)")
                               .arg(pause_->shortcut().toString(QKeySequence::NativeText)));
}

void DebugActions::showStop(const widgets::SnapshotPtr& snapshot) {
    if (!snapshot || !snapshot->stop)
        return;
    if (starter_->takeEntryStop(snapshot))
        return;
    const debug::StopInfo& stop = *snapshot->stop;
    const bool entry = snapshot->step == 0 && stop.reason == debug::StopReason::StepDone;
    endedNoticeShown_ = false;
    if (sourceChanged_)
        showRestartOffer(tr("Source changed \u2014 restart with the new code"));
    else
        hideRestartOffer();
    updateActions();
    const widgets::LaunchRequestPtr request = session_->launchRequest();
    const isa::SourceMap* sourceMap = request ? &request->sourceMap : nullptr;
    const int line = StopLocation::line(*snapshot, sourceMap);
    QString text = widgets::StopText::describe(stop);
    if (text.isEmpty()) // a plain step: core's note ("reached line 12", an edit)
        text = QString::fromStdString(stop.message);
    if (entry && line > 0)
        text = tr("Stopped at the first instruction \u2014 line %1 (%2 steps over, %3 steps "
                  "into, %4 runs)")
                   .arg(line)
                   .arg(stepOver_->shortcut().toString(QKeySequence::NativeText),
                        stepInto_->shortcut().toString(QKeySequence::NativeText),
                        start_->shortcut().toString(QKeySequence::NativeText));
    else if (stop.line > 0)
        text = tr("%1 \u2014 line %2, wave %3, step %4")
                   .arg(text)
                   .arg(stop.line)
                   .arg(stop.wave)
                   .arg(snapshot->step);
    if (runEnded())
        text = tr("%1 \u2014 %2 runs it again, %3 restarts at the first instruction")
                   .arg(text, start_->shortcut().toString(QKeySequence::NativeText),
                        stepOver_->shortcut().toString(QKeySequence::NativeText));
    emit statusMessage(text);
    // Where it stopped is on screen, with the lines a deadlock verdict blames.
    StopLocation::reveal(editor_, StopLocation::linesToShow(*snapshot, sourceMap));
}

void DebugActions::updateExecutionMarkers(const widgets::SnapshotPtr& snapshot) {
    StopLocation::showMarkers(snapshot.get(), editor_, listing_);
}

void DebugActions::sourceEdited() {
    if (editor_ && session_->active() && !sourceChanged_) {
        sourceChanged_ = true;
        showRestartOffer(tr("Source changed \u2014 restart with the new code"));
    }
}

} // namespace wave::studio
