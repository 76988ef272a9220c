#pragma once
// The thread boundary between SessionController and the engine, as the controller sees it: a
// narrow set of requests going in and of results coming back, each tagged with the
// CommandTicket of the request it answers. WorkerBackend is the real one (a SessionWorker on its
// own thread); tests put a stub in its place to drive the controller's protocol directly.
//
// Threading: a backend lives on the GUI thread, and the controller calls it and receives its
// signals there. Requests are handled in the order they are made, and results come back in the
// order they were produced; cancel() alone takes effect at once.

#include "session/AnalysisSnapshot.h"
#include "session/CommandTicket.h"
#include "session/LaunchRequest.h"
#include "session/SessionCommand.h"
#include "session/SessionWorker.h"

#include <QObject>
#include <QString>
#include <QVector>

namespace wave::widgets {

class SessionBackend : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // At once, ahead of every queued request: every command numbered up to `through` is
    // cancelled. One not started yet never starts; one running ends where it stands within a
    // slice. Nothing answers the cancel itself: the request that made it (pause, launch,
    // restart, end) answers in its turn.
    virtual void cancel(quint64 through) = 0;

    // Replaces any session: launched() then stopped() at step 0, or launchFailed().
    virtual void launch(CommandTicket ticket, LaunchRequestPtr request,
                        QVector<BreakpointEntry> breakpoints) = 0;
    virtual void restart(CommandTicket ticket) = 0; // stopped() at step 0
    virtual void end(CommandTicket ticket) = 0;     // ended()
    // Runs in slices: running() when it outlasts its first slice, progress() while it runs,
    // stopped() when it ends.
    virtual void command(CommandTicket ticket, SessionCommand command, quint64 argument) = 0;
    // Answered by stopped(ticket): a Paused stop where the session stands once every command
    // up to the ticket is cancelled (the one running, if any, paused where it stood), or the
    // last stop when the kernel had finished, faulted or deadlocked.
    virtual void pause(CommandTicket ticket) = 0;
    // progress() with the new focus; ignored while a command runs.
    virtual void setFocus(CommandTicket ticket, quint32 wave, quint32 lane) = 0;
    virtual void setBreakpoints(QVector<BreakpointEntry> breakpoints) = 0;
    virtual void setAnalyses(debug::AnalysisOptions options) = 0;
    // stopped() (the same step, marked edited) or editFailed().
    virtual void writeRegister(CommandTicket ticket, quint32 wave, quint32 lane, quint32 reg,
                               quint32 value) = 0;
    virtual void writePredicate(CommandTicket ticket, quint32 wave, quint32 lane, quint32 predicate,
                                bool value) = 0;
    // comparisonReady() or comparisonFailed().
    virtual void snapshotAt(CommandTicket ticket, quint64 step) = 0;

signals:
    void launched(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    void launchFailed(wave::widgets::CommandTicket ticket, QString message);
    void running(wave::widgets::CommandTicket ticket);
    void progress(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    void stopped(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot,
                 wave::widgets::AnalysisSnapshotPtr analyses);
    // Tagged with the session they come from and the latest request handled.
    void breakpointsUpdated(wave::widgets::CommandTicket ticket,
                            QVector<wave::widgets::BreakpointEntry> breakpoints);
    void ended(wave::widgets::CommandTicket ticket);
    void editFailed(wave::widgets::CommandTicket ticket, QString message);
    void comparisonReady(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    void comparisonFailed(wave::widgets::CommandTicket ticket, QString message);
};

} // namespace wave::widgets
