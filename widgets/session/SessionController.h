#pragma once
// The GUI-side facade of a debug session. It sends the debugger service's commands
// (debug::DebugCommand) through a DebuggerBridge, keeps the newest snapshot, analyses and
// breakpoint list, and tells the views through signals. Views and docks connect here and never
// see the engine.
//
// The protocol is the service's ticket rules (debug::TicketIssuer): every command carries a
// CommandTicket; Pause, launch, restart and terminate cancel every command issued before them
// at once, even one the service has not started; an answer is shown only when it belongs to
// the current session and answers the newest command with the last word on the stop;
// anything older is stale and dropped.
//
// Threading: GUI thread only (the engine runs on the service's thread).

#include "session/BreakpointEntry.h"
#include "session/DebuggerBridge.h"
#include "session/LaunchRequest.h"
#include "session/SessionTypes.h"

#include "debug/service/TicketIssuer.h"
#include "debug/session/EditLineMap.h"
#include "workspace/Workspace.h"

#include <QHash>
#include <QObject>
#include <QVector>

#include <memory>

namespace wave::widgets {

class SessionController : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Starting, Stopped, Running };
    Q_ENUM(State)

    // With the real debugger service on a thread of its own.
    explicit SessionController(QObject* parent = nullptr);
    // With the given bridge (tests put a stub there).
    explicit SessionController(std::unique_ptr<DebuggerBridge> bridge, QObject* parent = nullptr);
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

    // The session's source lines as the user has edited the text since the launch: snapshots
    // name lines of the text that was assembled (the "run" lines); views name and mark them
    // where they now are (editedLine), and the lines the user points at in the edited text
    // (line breakpoints, run to line) reach the engine as run lines. A launch resets it to the
    // identity (it runs the text as it is); the IDE sets it as the text changes.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    const debug::EditLineMap& lineMap() const { return *lineMap_; }
    std::shared_ptr<const debug::EditLineMap> lineMapPtr() const { return lineMap_; }
    // The edited text differs from the one the session runs.
    bool sourceChanged() const { return !lineMap_->unchanged(); }
    std::uint32_t editedLine(std::uint32_t runLine) const { return lineMap_->toEdited(runLine); }
    std::uint32_t runLine(std::uint32_t editedLine) const { return lineMap_->toRun(editedLine); }

    // Starts a session (replacing any) and stops at step 0 with a full snapshot.
    void launch(LaunchRequestPtr request);
    void restart();
    void terminate();
    // Ignored unless stopped (a running command must be paused first). The command reaches
    // the engine as it is (DebugSession::start).
    void run(const debug::RunCommand& command);
    void run(debug::RunKind kind, quint64 argument) { run(debug::RunCommand{kind, argument}); }
    // Cancels every command issued so far, started or not, and stops where the session stands
    // (Stopped within a slice, even in an endless loop). Nothing to do without a command in
    // flight.
    void pause();
    // The ticket of the last request sent (0, 0 before any).
    CommandTicket lastTicket() const { return tickets_.last(); }
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

    // Breakpoints exist with or without a session: they are the workspace's (a document's,
    // workspace::Workspace), which gives each its id once and keeps it through edits, moves,
    // launches and the session file; the engine's stops use them too. The controller edits
    // them there and adds what the engine says of each (hits, resolution). A condition that
    // does not parse is kept with its error (the dialog and the dock refuse one when typed; a
    // session file may still bring one).
    //
    // Whose breakpoints: the workspace given here (a fresh one at first). While a session
    // runs, the hit counts of the breakpoints whose ids stay are kept.
    void setWorkspace(std::shared_ptr<workspace::Workspace> workspace);
    const std::shared_ptr<workspace::Workspace>& workspace() const { return workspace_; }
    // The workspace's breakpoints were changed directly (its lines followed an edit): shows
    // and sends them.
    void workspaceBreakpointsChanged();
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
    // setLineMap() changed the mapping (or a launch reset it).
    void lineMapChanged();
    void ended();
    void editFailed(const QString& message);
    void comparisonReady(const wave::widgets::SnapshotPtr& snapshot);
    void comparisonFailed(const QString& message);

private:
    // One handler per event of the service (DebugEvent.h).
    void take(const CommandTicket& ticket, const debug::DebugEvent& event);
    void take(const CommandTicket& ticket, const debug::Launched& event);
    void take(const CommandTicket& ticket, const debug::LaunchFailed& event);
    void take(const CommandTicket& ticket, const debug::Running& event);
    void take(const CommandTicket& ticket, const debug::Progress& event);
    void take(const CommandTicket& ticket, const debug::Stopped& event);
    void take(const CommandTicket& ticket, const debug::BreakpointsUpdated& event);
    void take(const CommandTicket& ticket, const debug::Ended& event);
    void take(const CommandTicket& ticket, const debug::EditFailed& event);
    void take(const CommandTicket& ticket, const debug::ComparisonReady& event);
    void take(const CommandTicket& ticket, const debug::ComparisonFailed& event);
    void take(const CommandTicket& ticket, const debug::Evaluated& event);
    // The next ticket of the current session (see TicketIssuer::issue).
    CommandTicket issue(bool last) { return tickets_.issue(last); }
    // A new session epoch, and a ticket in it that cancels every command issued before.
    CommandTicket supersede();
    bool current(const CommandTicket& ticket) const { return tickets_.current(ticket); }
    // A refusal of the service in the user's words.
    static QString refusalText(debug::Refusal reason, const std::string& message);
    void setState(State state);
    void sendBreakpoints();
    // breakpoints_ from the workspace's list, with what the engine said of each id kept.
    void syncBreakpoints();
    // The breakpoints as the engine must see them: line breakpoints at run lines (disabled when
    // their line is not in the text that runs).
    QVector<BreakpointEntry> engineBreakpoints() const;
    void sendEngineBreakpoints();
    // Stopped, or says why not through `failed` (false).
    bool canEdit(void (SessionController::*failed)(const QString&));

    std::unique_ptr<DebuggerBridge> bridge_;
    debug::TicketIssuer tickets_;
    bool inFlight_ = false; // a run-control request has not been answered yet
    State state_ = State::Idle;
    SnapshotPtr snapshot_;
    SnapshotPtr stop_;
    SnapshotPtr previousStop_;
    AnalysisSnapshotPtr analyses_;
    std::shared_ptr<workspace::Workspace> workspace_ = std::make_shared<workspace::Workspace>();
    QVector<BreakpointEntry> breakpoints_; // the workspace's, with the engine's record
    LaunchRequestPtr request_;
    std::shared_ptr<const debug::EditLineMap> lineMap_ = std::make_shared<debug::EditLineMap>();
};

} // namespace wave::widgets
