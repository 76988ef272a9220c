#pragma once
// Owns a DebugSession on its own thread and takes requests only as queued calls.
//
// Threading: a SessionWorker is created on the GUI thread, moved to the worker QThread by
// WorkerBackend, and from then on every slot runs on that thread. The only member any other
// thread may call is cancel(), which is atomic. Results leave as signals carrying immutable
// shared values, each tagged with the CommandTicket of the request it answers.
//
// Every command runs in slices of about 8 ms (DebugSession step budgets, the first of 10k
// wave-instructions), re-posted through the event loop: queued requests are served between
// them, a cancelled command ends at the next one (Pause answers at once, even in an endless
// loop), and the GUI gets a light snapshot at most ~30 times a second. A full snapshot (and the
// analyses) follows every stop.

#include "session/AnalysisSnapshot.h"
#include "session/CommandTicket.h"
#include "session/LaunchRequest.h"
#include "session/SessionCommand.h"

#include "debug/session/Breakpoint.h"
#include "debug/session/DebugSession.h"
#include "debug/session/MachineSnapshot.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVector>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace wave::widgets {

using SnapshotPtr = std::shared_ptr<const debug::MachineSnapshot>;

// A breakpoint as the GUI knows it: the GUI's id (given once when the user creates it, kept
// across edits, sessions and the session file; the engine uses it too) with the engine's
// record (hit count, resolution) when a session runs.
struct BreakpointEntry {
    int id = 0;
    debug::BreakpointSpec spec;
    std::uint64_t hits = 0;
    bool resolved = true; // a line breakpoint on a line without code is not
    QString problem;      // why it cannot trigger (the engine's words), when not resolved
    // Its condition's parse error ("column 6: ..."), empty when it parses. Set when the
    // condition is entered or loaded, so the dock shows it before any session runs.
    QString error;
};

class SessionWorker : public QObject {
    Q_OBJECT
public:
    SessionWorker();
    ~SessionWorker() override;

    // Any thread (see SessionBackend::cancel): every command numbered up to `through` is
    // cancelled. The running one, if cancelled, is also interrupted inside its slice
    // (DebugSession::requestStop, atomic).
    void cancel(quint64 through);

protected:
    // Every request and slice arrives as a queued call: one that runs out of memory (a
    // snapshot, a checkpoint or the analyses of a huge launch) ends the session here, with a
    // message, rather than letting std::bad_alloc escape into the event loop (an abort).
    bool event(QEvent* event) override;

public slots:
    // The slots take requests in order; see SessionBackend for what answers each one.
    void launch(wave::widgets::CommandTicket ticket, wave::widgets::LaunchRequestPtr request,
                QVector<wave::widgets::BreakpointEntry> breakpoints);
    void restart(wave::widgets::CommandTicket ticket);
    void end(wave::widgets::CommandTicket ticket);
    void command(wave::widgets::CommandTicket ticket, wave::widgets::SessionCommand command,
                 quint64 argument);
    void pause(wave::widgets::CommandTicket ticket);
    void setFocus(wave::widgets::CommandTicket ticket, quint32 wave, quint32 lane);
    void setBreakpoints(QVector<wave::widgets::BreakpointEntry> breakpoints);
    void setAnalyses(wave::debug::AnalysisOptions options);
    // Edits at a stop: a new stop snapshot on success, editFailed() otherwise.
    void writeRegister(wave::widgets::CommandTicket ticket, quint32 wave, quint32 lane, quint32 reg,
                       quint32 value);
    void writePredicate(wave::widgets::CommandTicket ticket, quint32 wave, quint32 lane,
                        quint32 predicate, bool value);
    // The full snapshot of another recorded step, through comparisonReady(); the session
    // travels there and back without a stop of its own (see DebugSession::snapshotAt).
    void snapshotAt(wave::widgets::CommandTicket ticket, quint64 step);

signals:
    void launched(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    void launchFailed(wave::widgets::CommandTicket ticket, QString message);
    // A command outlasted its first slice: it runs on, in slices.
    void running(wave::widgets::CommandTicket ticket);
    // A light snapshot while a command runs (throttled), or after a focus change.
    void progress(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    // A full snapshot at every stop, with the analyses as of that stop.
    void stopped(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot,
                 wave::widgets::AnalysisSnapshotPtr analyses);
    void breakpointsUpdated(wave::widgets::CommandTicket ticket,
                            QVector<wave::widgets::BreakpointEntry> breakpoints);
    void ended(wave::widgets::CommandTicket ticket);
    void editFailed(wave::widgets::CommandTicket ticket, QString message);
    void comparisonReady(wave::widgets::CommandTicket ticket, wave::widgets::SnapshotPtr snapshot);
    void comparisonFailed(wave::widgets::CommandTicket ticket, QString message);

private:
    bool cancelled(const CommandTicket& ticket) const {
        return ticket.command <= cancelledThrough_.load(std::memory_order_acquire);
    }
    // Whether the session can take an edit or a comparison now (else says why via `failed`).
    bool idleSession(const CommandTicket& ticket,
                     void (SessionWorker::*failed)(CommandTicket, QString));
    // Runs one slice of the active command (`slice` starts or resumes it), then publishes its
    // stop or re-posts the next slice.
    void runSlice(const std::function<debug::StopInfo(std::uint64_t budget)>& slice);
    // The next slice of the active command, posted by the previous one of chain `chain`.
    void nextSlice(std::uint64_t chain);
    debug::StopInfo start(SessionCommand c, quint64 argument, std::uint64_t budget);
    void publishStop(const CommandTicket& ticket);
    void publishBreakpoints(const CommandTicket& ticket);
    AnalysisSnapshotPtr buildAnalyses();
    void applyBreakpoints();

    // Guards session_ against cancel() from other threads; never held while running.
    std::mutex sessionMutex_;
    std::unique_ptr<debug::DebugSession> session_;
    std::atomic<quint64> cancelledThrough_{0};
    quint64 epoch_ = 0; // the session of session_ (or of "no session")
    LaunchRequestPtr request_;
    QVector<BreakpointEntry> breakpoints_;
    std::optional<CommandTicket> active_; // the command running in re-posted slices
    std::uint64_t chain_ = 0;             // one per command started
    bool announced_ = false;              // running() sent for the active command
    std::uint64_t sliceSteps_ = 0;
    QElapsedTimer sinceProgress_;
    std::size_t timelineRecordsIndexed_ = 0;
    std::uint64_t timelineFirstStep_ = 0;
    bool timelineFutureIndexed_ = false; // the index shows the recorded future
    std::shared_ptr<const debug::TimelineIndex> timelineIndex_;
};

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::SnapshotPtr)
Q_DECLARE_METATYPE(wave::widgets::AnalysisSnapshotPtr)
Q_DECLARE_METATYPE(wave::widgets::LaunchRequestPtr)
Q_DECLARE_METATYPE(wave::widgets::SessionCommand)
Q_DECLARE_METATYPE(wave::widgets::BreakpointEntry)
Q_DECLARE_METATYPE(wave::debug::AnalysisOptions)
