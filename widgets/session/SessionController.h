#pragma once
// The GUI-side facade of a debug session. It owns the worker thread, forwards commands to the
// SessionWorker as queued calls, keeps the newest snapshot, analyses and breakpoint list, and
// tells the views through signals. Views and docks connect here and never see the engine.
//
// Threading: GUI thread only (the worker lives on the thread this object owns).

#include "session/AnalysisSnapshot.h"
#include "session/LaunchRequest.h"
#include "session/SessionCommand.h"
#include "session/SessionWorker.h"

#include <QHash>
#include <QObject>
#include <QThread>
#include <QVector>

namespace wave::widgets {

class SessionController : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Starting, Stopped, Running };
    Q_ENUM(State)

    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    State state() const { return state_; }
    bool active() const { return state_ == State::Stopped || state_ == State::Running; }
    // Newest snapshot (full at a stop, light while running); null without a session.
    SnapshotPtr snapshot() const { return snapshot_; }
    // The full snapshot of the last stop, and the one before it (for "changed since").
    SnapshotPtr stopSnapshot() const { return stop_; }
    SnapshotPtr previousStopSnapshot() const { return previousStop_; }
    AnalysisSnapshotPtr analyses() const { return analyses_; }
    const QVector<BreakpointEntry>& breakpoints() const { return breakpoints_; }
    LaunchRequestPtr launchRequest() const { return request_; }

    // Starts a session (replacing any) and stops at step 0 with a full snapshot.
    void launch(LaunchRequestPtr request);
    void restart();
    void terminate();
    // Ignored unless stopped (a running command must be paused first).
    void run(SessionCommand command, quint64 argument = 0);
    // Answers within a few milliseconds, even in an endless loop. Any state.
    void pause();
    void setFocus(quint32 wave, quint32 lane);
    void setAnalyses(const debug::AnalysisOptions& options);

    // Edits of the current workgroup at a stop, queued after the commands sent before them.
    // Success brings a new stop snapshot (same step, stop marked `edited`) showing the value;
    // a refusal (not stopped, or the engine's: wave, lane or register out of range, finished
    // wave...) comes back as editFailed(), never silently.
    void writeRegister(quint32 wave, quint32 lane, quint32 reg, quint32 value);
    void writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value);
    // The full snapshot of global step `step` (clamped to the start of history) for
    // comparisons, through comparisonReady() or comparisonFailed(). The session travels there
    // and back: position, stop, focus and breakpoint hit counts stay. Stopped only.
    void requestSnapshotAt(quint64 step);

    // Breakpoints exist with or without a session. Ids are given once, when a breakpoint is
    // created, and stay through edits, moves, launches and the session file; the engine's
    // stops use them too. A condition that does not parse is kept with its error (the dialog
    // and the dock refuse one when typed; a session file may still bring one).
    int addBreakpoint(const debug::BreakpointSpec& spec);
    void removeBreakpoint(int id);
    void setBreakpointSpec(int id, const debug::BreakpointSpec& spec);
    // Line breakpoints whose editor markers moved with an edit: id -> new line. Breakpoints
    // that end on the line of an earlier one are merged into it.
    void moveLineBreakpoints(const QHash<int, int>& lineOfId);
    const BreakpointEntry* breakpoint(int id) const;
    const BreakpointEntry* lineBreakpoint(int line) const;
    // Replaces the list at once (a document's saved breakpoints, in linear time).
    void setBreakpoints(QVector<BreakpointEntry> breakpoints);
    // The parse error of a condition ("column 6: expected ..."), empty when it parses.
    static QString conditionError(const std::string& condition);

signals:
    void stateChanged(wave::widgets::SessionController::State state);
    void launchFailed(const QString& message);
    // Every new snapshot, light or full.
    void snapshotChanged(const wave::widgets::SnapshotPtr& snapshot);
    // A full snapshot at a stop (also after launch and restart).
    void stopped(const wave::widgets::SnapshotPtr& snapshot);
    void analysesChanged(const wave::widgets::AnalysisSnapshotPtr& analyses);
    void breakpointsChanged();
    void ended();
    void editFailed(const QString& message);
    void comparisonReady(const wave::widgets::SnapshotPtr& snapshot);
    void comparisonFailed(const QString& message);

private:
    void setState(State state);
    void sendBreakpoints();
    // Stopped, or says why not through `failed` (false).
    bool canEdit(void (SessionController::*failed)(const QString&));

    QThread thread_;
    SessionWorker* worker_ = nullptr;
    State state_ = State::Idle;
    SnapshotPtr snapshot_;
    SnapshotPtr stop_;
    SnapshotPtr previousStop_;
    AnalysisSnapshotPtr analyses_;
    QVector<BreakpointEntry> breakpoints_;
    LaunchRequestPtr request_;
    int nextBreakpointId_ = 1;
};

} // namespace wave::widgets
