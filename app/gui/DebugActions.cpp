#include "DebugActions.h"

#include "DebugStatusText.h"
#include "DebugTarget.h"
#include "StopLocation.h"

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"

#include <QAction>
#include <QMainWindow>
#include <QToolButton>

#include <utility>

namespace wave::studio {

using widgets::SessionCommand;
using widgets::SessionController;

DebugActions::DebugActions(QMainWindow* window, SessionController* session)
    : QObject(window), session_(session), menu_(new DebugMenu(window)),
      starter_(new SessionStarter(session, this)),
      breakpoints_(new GutterBreakpoints(session, this)),
      coalescing_(new GutterCoalescing(session, this)),
      lineTracker_(new SessionLineTracker(session, this)),
      stalePrompt_(new StaleCodePrompt(window)) {
    connectActions();
    connect(starter_, &SessionStarter::statusMessage, this, &DebugActions::statusMessage);
    connect(starter_, &SessionStarter::launchFailed, this, &DebugActions::launchFailed);
    connect(starter_, &SessionStarter::starting, this, [this] {
        endedNoticeShown_ = false;
        hideRestartOffer();
    });
    connect(session_, &SessionController::lineMapChanged, this, &DebugActions::lineMapChanged);
    connect(session_, &SessionController::stateChanged, this, &DebugActions::onStateChanged);
    connect(session_, &SessionController::stopped, this, &DebugActions::showStop);
    connect(session_, &SessionController::snapshotChanged, this,
            &DebugActions::updateExecutionMarkers);
    updateActions();
}

void DebugActions::connectActions() {
    connect(menu_->startAction(), &QAction::triggered, this, &DebugActions::startOrContinue);
    connect(menu_->pauseAction(), &QAction::triggered, session_, &SessionController::pause);
    connect(menu_->stopAction(), &QAction::triggered, this, &DebugActions::stopSession);
    connect(menu_->restartAction(), &QAction::triggered, this,
            [this] { restartSession(startThen()); });
    connect(menu_->runToCursorAction(), &QAction::triggered, this, &DebugActions::runToCursor);
    connect(menu_->stepOverAction(), &QAction::triggered, this,
            [this] { stepOrStart(SessionCommand::StepOver, SessionCommand::StepWorkgroup); });
    connect(menu_->stepIntoAction(), &QAction::triggered, this,
            [this] { stepOrStart(SessionCommand::StepLine, SessionCommand::StepWorkgroup); });
    connect(menu_->stepOutAction(), &QAction::triggered, this, [this] {
        if (checkRunEnded())
            runStep(SessionCommand::StepOut, SessionCommand::StepOut);
    });
    connect(menu_->stepInstructionAction(), &QAction::triggered, this, [this] {
        stepOrStart(SessionCommand::StepInstruction, SessionCommand::StepWorkgroup);
    });
    connect(menu_->stepBackAction(), &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepBackOver, SessionCommand::StepBackWorkgroup); });
    connect(menu_->stepBackInstructionAction(), &QAction::triggered, this, [this] {
        runStep(SessionCommand::StepBackInstruction, SessionCommand::StepBackWorkgroup);
    });
    connect(menu_->stepBackOutAction(), &QAction::triggered, this,
            [this] { runStep(SessionCommand::StepBackOut, SessionCommand::StepBackOut); });
    connect(menu_->reverseContinueAction(), &QAction::triggered, this,
            [this] { runStep(SessionCommand::ReverseContinue, SessionCommand::ReverseContinue); });
    connect(menu_->toggleBreakpointAction(), &QAction::triggered, breakpoints_,
            &GutterBreakpoints::toggleAtCursor);
    connect(menu_->editConditionAction(), &QAction::triggered, breakpoints_,
            &GutterBreakpoints::editConditionAtCursor);
    connect(menu_->restartOffer(), &QToolButton::clicked, this,
            [this] { restartSession(SessionStarter::Then::StayAtEntry); });
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
    lineTracker_->setEditor(editor);
    if (!editor_)
        return;
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
        else if (goOnWithRunningCode(SessionStarter::Then::Run))
            session_->run(SessionCommand::Continue);
        return;
    }
    if (session_->state() == SessionController::State::Idle)
        starter_->startOrReport(startThen());
}

void DebugActions::restartSession(SessionStarter::Then then) {
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
    emit statusMessage(DebugStatusText::runEnded(session_->stopSnapshot()->stop->reason, *menu_));
    showRestartOffer(DebugStatusText::restartAtEntryOffer(*menu_));
    return false;
}

void DebugActions::showRestartOffer(const QString& text, bool sourceChanged) {
    sourceOfferShown_ = sourceChanged;
    menu_->restartOffer()->setText(text);
    menu_->restartOffer()->show();
}

void DebugActions::hideRestartOffer() {
    sourceOfferShown_ = false;
    menu_->restartOffer()->hide();
}

bool DebugActions::goOnWithRunningCode(SessionStarter::Then then, int line) {
    if (!session_->sourceChanged() || !editor_ ||
        session_->state() != SessionController::State::Stopped)
        return true;
    const QString name = target_ && target_->document() ? target_->debuggedName() : QString();
    if (stalePrompt_->ask(name, editor_->text()) == StaleCodePrompt::Answer::Keep)
        return true;
    endedNoticeShown_ = false;
    hideRestartOffer();
    if (then == SessionStarter::Then::RunToLine)
        starter_->startOrReport(then, line);
    else
        starter_->restart(then);
    return false;
}

void DebugActions::runStep(SessionCommand wave, SessionCommand workgroup) {
    if (!goOnWithRunningCode(SessionStarter::Then::StayAtEntry))
        return;
    if (menu_->granularity() == Granularity::Workgroup) {
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
    // The Listing shows the newest assembly: its addresses are the running code's only while
    // the text is.
    if (listing_ && listing_->hasFocus() && !session_->sourceChanged() &&
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
    if (!goOnWithRunningCode(SessionStarter::Then::RunToLine, line + 1))
        return;
    // The line of the code that runs; a line typed since has none.
    const std::uint32_t runLine = session_->runLine(std::uint32_t(line + 1));
    if (runLine == 0) {
        emit statusMessage(DebugStatusText::notInRunningCode(line + 1));
        return;
    }
    session_->run(SessionCommand::RunToLine, quint64(runLine));
}

void DebugActions::onStateChanged() {
    if (session_->state() == SessionController::State::Idle) {
        // No session: nothing of the last one stays in the editor or the Listing.
        stalePrompt_->forget();
        endedNoticeShown_ = false;
        hideRestartOffer();
        updateExecutionMarkers(nullptr);
    }
    updateActions();
}

void DebugActions::updateActions() {
    // In another tab than the session's, the starting commands offer to debug that tab's file
    // (DebugTarget asks), even while the session runs.
    const bool otherTab = target_ && target_->document() && !target_->currentIsDebugged();
    menu_->update(session_->state(), otherTab, runEnded());
    if (session_->state() == SessionController::State::Running)
        emit statusMessage(DebugStatusText::running(*menu_));
}

void DebugActions::showStop(const widgets::SnapshotPtr& snapshot) {
    if (!snapshot || !snapshot->stop)
        return;
    if (starter_->takeEntryStop(snapshot))
        return;
    endedNoticeShown_ = false;
    if (session_->sourceChanged())
        showRestartOffer(DebugStatusText::sourceChangedOffer(), true);
    else
        hideRestartOffer();
    updateActions();
    const widgets::LaunchRequestPtr request = session_->launchRequest();
    const isa::SourceMap* sourceMap = request ? &request->sourceMap : nullptr;
    // The lines of the code that runs, where they are in the editor now.
    const debug::EditLineMap& lines = session_->lineMap();
    emit statusMessage(DebugStatusText::stop(
        *snapshot, int(lines.toEdited(std::uint32_t(StopLocation::line(*snapshot, sourceMap)))),
        runEnded(), *menu_, lines));
    // Where it stopped is on screen, with the lines a deadlock verdict blames.
    QList<int> show;
    for (const int line : StopLocation::linesToShow(*snapshot, sourceMap))
        if (const int edited = int(lines.toEdited(std::uint32_t(line))); edited > 0)
            show << edited;
    StopLocation::reveal(editor_, show);
}

void DebugActions::updateExecutionMarkers(const widgets::SnapshotPtr& snapshot) {
    StopLocation::showMarkers(snapshot.get(), editor_, listing_, session_->lineMap());
}

void DebugActions::lineMapChanged() {
    updateExecutionMarkers(session_->active() ? session_->snapshot() : nullptr);
    if (session_->active() && session_->sourceChanged())
        showRestartOffer(DebugStatusText::sourceChangedOffer(), true);
    else if (sourceOfferShown_)
        hideRestartOffer();
    if (!session_->sourceChanged())
        stalePrompt_->forgetKept();
}

} // namespace wave::studio
