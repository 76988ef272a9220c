#pragma once
// Owns a DebugSession on its own thread and takes commands only as queued calls.
//
// Threading: a SessionWorker is created on the GUI thread, moved to the worker QThread by
// SessionController, and from then on every slot runs on that thread. The only member any
// other thread may touch is requestStop(), which forwards to DebugSession::requestStop()
// (atomic). Results leave as signals carrying immutable shared values.
//
// Runs go in slices of about 8 ms, so Pause answers at once and the GUI gets a light snapshot
// at most ~30 times a second; a full snapshot (and the analyses) follows every stop.

#include "session/AnalysisSnapshot.h"
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
#include <memory>
#include <mutex>

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

    // Any thread.
    void requestStop();

public slots:
    void launch(wave::widgets::LaunchRequestPtr request,
                QVector<wave::widgets::BreakpointEntry> breakpoints);
    void restart();
    void end();
    void command(wave::widgets::SessionCommand command, quint64 argument);
    void setFocus(quint32 wave, quint32 lane);
    void setBreakpoints(QVector<wave::widgets::BreakpointEntry> breakpoints);
    void setAnalyses(wave::debug::AnalysisOptions options);
    // Edits at a stop: a new stop snapshot on success, editFailed() otherwise.
    void writeRegister(quint32 wave, quint32 lane, quint32 reg, quint32 value);
    void writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value);
    // The full snapshot of another recorded step, through comparisonReady(); the session
    // travels there and back without a stop of its own (see DebugSession::snapshotAt).
    void snapshotAt(quint64 step);

signals:
    void launched(wave::widgets::SnapshotPtr snapshot);
    void launchFailed(QString message);
    void running(bool on);
    // A light snapshot while a command runs (throttled).
    void progress(wave::widgets::SnapshotPtr snapshot);
    // A full snapshot at every stop, with the analyses as of that stop.
    void stopped(wave::widgets::SnapshotPtr snapshot, wave::widgets::AnalysisSnapshotPtr analyses);
    void breakpointsUpdated(QVector<wave::widgets::BreakpointEntry> breakpoints);
    void ended();
    void editFailed(QString message);
    void comparisonReady(wave::widgets::SnapshotPtr snapshot);
    void comparisonFailed(QString message);

private:
    // Whether the session can take an edit or a comparison now (else says why via `failed`).
    bool idleSession(void (SessionWorker::*failed)(QString));
    void runSlice();
    void runOnce(SessionCommand c, quint64 argument);
    void publishStop();
    void publishBreakpoints();
    AnalysisSnapshotPtr buildAnalyses();
    void applyBreakpoints();

    // Guards session_ against requestStop() from other threads; never held while running.
    std::mutex sessionMutex_;
    std::unique_ptr<debug::DebugSession> session_;
    std::atomic<bool> pauseRequested_{false};
    LaunchRequestPtr request_;
    QVector<BreakpointEntry> breakpoints_;
    bool continuing_ = false; // a Continue runs in re-posted slices
    std::uint64_t sliceSteps_ = 100'000;
    QElapsedTimer sinceProgress_;
    std::size_t timelineRecordsIndexed_ = 0;
    std::uint64_t timelineFirstStep_ = 0;
    std::shared_ptr<const TimelineIndex> timelineIndex_;
};

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::SnapshotPtr)
Q_DECLARE_METATYPE(wave::widgets::AnalysisSnapshotPtr)
Q_DECLARE_METATYPE(wave::widgets::LaunchRequestPtr)
Q_DECLARE_METATYPE(wave::widgets::SessionCommand)
Q_DECLARE_METATYPE(wave::widgets::BreakpointEntry)
Q_DECLARE_METATYPE(wave::debug::AnalysisOptions)
