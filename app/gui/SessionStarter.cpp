#include "SessionStarter.h"

#include "DebugTarget.h"

#include <utility>

namespace wave::studio {

using widgets::SessionCommand;
using widgets::SessionController;

SessionStarter::SessionStarter(SessionController* session, QObject* parent)
    : QObject(parent), session_(session) {
    connect(session_, &SessionController::launchFailed, this, [this](const QString& message) {
        cancel();
        emit statusMessage(tr("Cannot start: %1").arg(message));
        emit launchFailed(message);
    });
    connect(session_, &SessionController::stateChanged, this, [this](SessionController::State s) {
        if (s == SessionController::State::Idle)
            cancel();
    });
}

bool SessionStarter::start(Then then, QString& error, int line) {
    if (!launchProvider_) {
        error = tr("Nothing to debug");
        return false;
    }
    widgets::LaunchRequestPtr request = launchProvider_(error);
    if (!request)
        return false;
    then_ = then;
    line_ = line;
    emit starting();
    session_->launch(std::move(request));
    emit statusMessage(tr("Starting\u2026"));
    return true;
}

void SessionStarter::startOrReport(Then then, int line) {
    QString error;
    if (start(then, error, line))
        return;
    emit statusMessage(tr("Cannot start: %1").arg(error));
    emit launchFailed(error);
}

void SessionStarter::restart(Then then) {
    if (session_->state() == SessionController::State::Idle || !target_ ||
        target_->currentIsDebugged()) {
        startOrReport(then);
        return;
    }
    // Another tab is shown: the session's own program starts again.
    then_ = then;
    emit starting();
    session_->restart();
    emit statusMessage(tr("Restarting\u2026"));
}

bool SessionStarter::takeEntryStop(const widgets::SnapshotPtr& snapshot) {
    if (then_ == Then::StayAtEntry || !snapshot || !snapshot->stop)
        return false;
    if (snapshot->step != 0 || snapshot->stop->reason != debug::StopReason::StepDone) {
        // Any other first stop (a Pause pressed while the launch was starting) ends the plan:
        // a later stop at step 0 (a travel back there) must not run on its own.
        then_ = Then::StayAtEntry;
        return false;
    }
    const Then then = std::exchange(then_, Then::StayAtEntry);
    if (then == Then::Run)
        session_->run(SessionCommand::Continue);
    else
        session_->run(SessionCommand::RunToLine, quint64(line_));
    return true;
}

} // namespace wave::studio
