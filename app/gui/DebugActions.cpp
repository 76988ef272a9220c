#include "DebugActions.h"

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <utility>

namespace wave::studio {

using widgets::SessionCommand;
using widgets::SessionController;

DebugActions::DebugActions(QMainWindow* window, SessionController* session)
    : QObject(window), session_(session) {
    createActions(window);
    connect(session_, &SessionController::stateChanged, this, &DebugActions::updateActions);
    connect(session_, &SessionController::stopped, this, &DebugActions::showStop);
    connect(session_, &SessionController::snapshotChanged, this,
            &DebugActions::updateExecutionMarkers);
    connect(session_, &SessionController::breakpointsChanged, this,
            &DebugActions::updateBreakpointMarkers);
    connect(session_, &SessionController::launchFailed, this, [this](const QString& message) {
        runAfterLaunch_ = false;
        emit statusMessage(tr("Cannot start: %1").arg(message));
        emit launchFailed(message);
    });
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
    connect(restart_, &QAction::triggered, this, [this] {
        sourceChanged_ = false;
        restartOffer_->hide();
        session_->restart();
    });
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
            [this] { runStep(SessionCommand::StepOver, SessionCommand::StepWorkgroup); });
    connect(stepInto_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepLine, SessionCommand::StepWorkgroup); });
    connect(stepOut_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepOut, SessionCommand::StepOut); });
    connect(stepInstruction_, &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepInstruction, SessionCommand::StepWorkgroup); });
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
    connect(toggleBreakpoint_, &QAction::triggered, this, &DebugActions::toggleBreakpointAtCursor);

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

    restartOffer_ = new QToolButton;
    restartOffer_->setText(tr("Source changed \u2014 restart with the new code"));
    restartOffer_->setToolTip(tr("Assembles the edited source and starts the session again"));
    restartOffer_->hide();
    connect(restartOffer_, &QToolButton::clicked, this, [this] {
        QString error;
        restartOffer_->hide();
        sourceChanged_ = false;
        if (!startSession(false, error))
            emit statusMessage(error);
    });
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
    lastMarks_.clear();
    if (!editor_)
        return;
    connect(editor_, &widgets::CodeEditor::breakpointToggleRequested, this,
            &DebugActions::toggleBreakpointAt);
    connect(editor_, &widgets::CodeEditor::breakpointContextMenuRequested, this,
            &DebugActions::breakpointMenu);
    connect(editor_, &QsciScintilla::textChanged, this, &DebugActions::sourceEdited);
    updateBreakpointMarkers();
    updateExecutionMarkers(session_->snapshot());
}

bool DebugActions::startSession(bool run, QString& error) {
    if (!launchProvider_) {
        error = tr("Nothing to debug");
        return false;
    }
    widgets::LaunchRequestPtr request = launchProvider_(error);
    if (!request)
        return false;
    runAfterLaunch_ = run;
    sourceChanged_ = false;
    restartOffer_->hide();
    session_->launch(std::move(request));
    emit statusMessage(tr("Starting\u2026"));
    return true;
}

void DebugActions::startOrContinue() {
    if (session_->state() == SessionController::State::Stopped) {
        session_->run(SessionCommand::Continue);
        return;
    }
    if (session_->state() != SessionController::State::Idle)
        return;
    QString error;
    if (!startSession(true, error)) {
        emit statusMessage(tr("Cannot start: %1").arg(error));
        emit launchFailed(error);
    }
}

void DebugActions::stopSession() {
    runAfterLaunch_ = false;
    session_->terminate();
    if (editor_)
        editor_->clearExecutionMarkers();
    restartOffer_->hide();
    emit statusMessage(tr("Session ended"));
}

void DebugActions::setListing(widgets::ListingView* listing) {
    listing_ = listing;
    updateExecutionMarkers(session_->snapshot());
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
        session_->state() == SessionController::State::Stopped) {
        if (const int pc = listing_->pcAtCursor(); pc >= 0)
            session_->run(SessionCommand::RunToAddress, quint64(pc));
        return;
    }
    if (!editor_)
        return;
    int line = 0;
    int index = 0;
    editor_->getCursorPosition(&line, &index);
    if (session_->state() == SessionController::State::Idle) {
        // Start, then run to the cursor from the first stop.
        QString error;
        pendingRunToLine_ = line + 1;
        if (!startSession(false, error)) {
            pendingRunToLine_ = 0;
            emit statusMessage(tr("Cannot start: %1").arg(error));
        }
        return;
    }
    session_->run(SessionCommand::RunToLine, quint64(line + 1));
}

void DebugActions::toggleBreakpointAtCursor() {
    if (!editor_)
        return;
    int line = 0;
    int index = 0;
    editor_->getCursorPosition(&line, &index);
    toggleBreakpointAt(line + 1);
}

void DebugActions::updateActions() {
    using State = SessionController::State;
    const State s = session_->state();
    const bool stopped = s == State::Stopped;
    const bool running = s == State::Running || s == State::Starting;
    start_->setEnabled(s == State::Idle || stopped);
    start_->setText(s == State::Idle ? tr("&Start") : tr("&Continue"));
    pause_->setEnabled(running);
    stop_->setEnabled(s != State::Idle);
    restart_->setEnabled(stopped || s == State::Running);
    for (QAction* a : {stepOver_, stepInto_, stepOut_, stepInstruction_, stepBack_,
                       stepBackInstruction_, stepBackOut_, reverseContinue_})
        a->setEnabled(stopped);
    runToCursor_->setEnabled(s == State::Idle || stopped);
    if (s == State::Running)
        emit statusMessage(tr("Running\u2026 (%1 to pause)")
                               .arg(pause_->shortcut().toString(QKeySequence::NativeText)));
}

void DebugActions::showStop(const widgets::SnapshotPtr& snapshot) {
    if (!snapshot || !snapshot->stop)
        return;
    const debug::StopInfo& stop = *snapshot->stop;
    if (runAfterLaunch_ && snapshot->step == 0 && stop.reason == debug::StopReason::StepDone) {
        runAfterLaunch_ = false;
        session_->run(SessionCommand::Continue);
        return;
    }
    if (pendingRunToLine_ > 0 && snapshot->step == 0) {
        const int line = std::exchange(pendingRunToLine_, 0);
        session_->run(SessionCommand::RunToLine, quint64(line));
        return;
    }
    QString text = QString::fromStdString(stop.message);
    if (stop.line > 0)
        text = tr("%1 \u2014 line %2, wave %3, step %4")
                   .arg(text)
                   .arg(stop.line)
                   .arg(stop.wave)
                   .arg(snapshot->step);
    emit statusMessage(text);
    if (editor_ && snapshot->focusWave < snapshot->waves.size()) {
        const int line = int(snapshot->waves[snapshot->focusWave].line);
        if (line > 0)
            editor_->goToPosition(line, 1, false);
    }
}

void DebugActions::updateExecutionMarkers(const widgets::SnapshotPtr& snapshot) {
    if (!snapshot || snapshot->waves.empty()) {
        if (editor_)
            editor_->clearExecutionMarkers();
        if (listing_)
            listing_->clearExecutionMarkers();
        return;
    }
    int focusLine = 0;
    int focusPc = -1;
    QList<QPair<int, int>> others;
    QList<int> otherPcs;
    for (const auto& w : snapshot->waves) {
        if (w.status == emu::WaveStatus::Finished)
            continue;
        if (w.id == snapshot->focusWave) {
            focusLine = int(w.line);
            focusPc = int(w.pc);
        } else {
            if (w.line > 0)
                others.append({int(w.line), int(w.id)});
            otherPcs.append(int(w.pc));
        }
    }
    if (editor_)
        editor_->setExecutionMarkers(focusLine, others);
    if (listing_)
        listing_->setExecutionMarkers(focusPc, otherPcs);
}

// Breakpoint markers move with the text; the session's line breakpoints follow them. A
// session running old code is offered a restart with the new code.
void DebugActions::sourceEdited() {
    if (!editor_)
        return;
    followBreakpointMarkers();
    if (session_->active() && !sourceChanged_) {
        sourceChanged_ = true;
        restartOffer_->show();
    }
}

} // namespace wave::studio
