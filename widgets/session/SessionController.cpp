#include "session/SessionController.h"

#include "debug/expr/Condition.h"

#include <QHash>
#include <QMetaObject>

#include <algorithm>

namespace wave::widgets {

SessionController::SessionController(QObject* parent)
    : SessionController(std::make_unique<DebuggerBridge>(), parent) {}

SessionController::SessionController(std::unique_ptr<DebuggerBridge> bridge, QObject* parent)
    : QObject(parent), bridge_(std::move(bridge)) {
    connect(bridge_.get(), &DebuggerBridge::delivered, this,
            [this](const CommandTicket& ticket, const debug::DebugEvent& event) {
                take(ticket, event);
            });
}

SessionController::~SessionController() = default;

void SessionController::take(const CommandTicket& ticket, const debug::DebugEvent& event) {
    std::visit([this, &ticket](const auto& e) { take(ticket, e); }, event);
}

void SessionController::take(const CommandTicket& ticket, const debug::Launched& event) {
    if (!tickets_.sameSession(ticket))
        return;
    previousStop_.reset();
    stop_.reset();
    snapshot_ = event.snapshot;
}

void SessionController::take(const CommandTicket& ticket, const debug::LaunchFailed& event) {
    if (!tickets_.sameSession(ticket))
        return;
    inFlight_ = false;
    setState(State::Idle);
    emit launchFailed(refusalText(event.reason, event.message));
}

void SessionController::take(const CommandTicket& ticket, const debug::Running&) {
    if (current(ticket) && state_ == State::Stopped)
        setState(State::Running);
}

void SessionController::take(const CommandTicket& ticket, const debug::Progress& event) {
    if (!active() || !event.snapshot || !current(ticket))
        return;
    snapshot_ = event.snapshot;
    emit snapshotChanged(snapshot_);
}

void SessionController::take(const CommandTicket& ticket, const debug::Stopped& event) {
    const SnapshotPtr& snap = event.snapshot;
    if (state_ == State::Idle || !snap || !current(ticket))
        return; // stale: an older session, or a request answered by a newer one
    inFlight_ = false;
    if (stop_ && stop_->serial != snap->serial)
        previousStop_ = stop_;
    stop_ = snap;
    snapshot_ = snap;
    analyses_ = event.analyses;
    setState(State::Stopped);
    emit snapshotChanged(snap);
    emit analysesChanged(analyses_);
    emit stopped(snap);
}

void SessionController::take(const CommandTicket& ticket, const debug::BreakpointsUpdated& event) {
    if (!tickets_.sameSession(ticket))
        return; // another session's hit counts
    // Keep GUI-side edits made meanwhile: take the engine's record only. One pass when the
    // lists match (the usual case), a lookup by id otherwise.
    QHash<int, qsizetype> rowOf;
    const auto record = [](BreakpointEntry& entry, const debug::BreakpointStatus& u) {
        entry.hits = u.hits;
        entry.resolved = u.problem.empty();
        entry.problem = QString::fromStdString(u.problem);
    };
    const std::vector<debug::BreakpointStatus>& updated = event.breakpoints;
    for (std::size_t i = 0; i < updated.size(); ++i) {
        const debug::BreakpointStatus& u = updated[i];
        const qsizetype row = qsizetype(i);
        if (row < breakpoints_.size() && breakpoints_[row].id == int(u.id)) {
            record(breakpoints_[row], u);
            continue;
        }
        if (rowOf.isEmpty())
            for (qsizetype r = 0; r < breakpoints_.size(); ++r)
                rowOf.insert(breakpoints_[r].id, r);
        if (const auto it = rowOf.constFind(int(u.id)); it != rowOf.constEnd())
            record(breakpoints_[*it], u);
    }
    emit breakpointsChanged();
}

void SessionController::take(const CommandTicket& ticket, const debug::Ended&) {
    if (tickets_.sameSession(ticket) && state_ == State::Idle)
        emit ended();
}

void SessionController::take(const CommandTicket& ticket, const debug::EditFailed& event) {
    if (state_ != State::Idle && current(ticket))
        emit editFailed(refusalText(event.reason, event.message));
}

void SessionController::take(const CommandTicket& ticket, const debug::ComparisonReady& event) {
    if (active() && event.snapshot && current(ticket))
        emit comparisonReady(event.snapshot);
}

void SessionController::take(const CommandTicket& ticket, const debug::ComparisonFailed& event) {
    if (active() && current(ticket))
        emit comparisonFailed(refusalText(event.reason, event.message));
}

// The IDE evaluates watches on its own snapshots (WatchModel) and sends no Evaluate.
void SessionController::take(const CommandTicket&, const debug::Evaluated&) {}

QString SessionController::refusalText(debug::Refusal reason, const std::string& message) {
    switch (reason) {
    case debug::Refusal::NoSession:
        return tr("No kernel is running.");
    case debug::Refusal::Running:
        return tr("The kernel is running: pause it first.");
    case debug::Refusal::OutOfMemory:
        return tr("not enough memory for this launch (its local or device memory, history or "
                  "analyses); the session was stopped");
    case debug::Refusal::Engine:
        break;
    }
    return QString::fromStdString(message);
}

CommandTicket SessionController::supersede() {
    const CommandTicket ticket = tickets_.supersede();
    bridge_->cancel(ticket.command);
    return ticket;
}

void SessionController::setState(State state) {
    if (state_ == state)
        return;
    state_ = state;
    emit stateChanged(state);
}

void SessionController::launch(LaunchRequestPtr request) {
    const CommandTicket ticket = supersede();
    request_ = request;
    snapshot_.reset();
    stop_.reset();
    previousStop_.reset();
    analyses_.reset();
    inFlight_ = true;
    if (sourceChanged()) { // it runs the text as it is (its breakpoints go with the launch)
        lineMap_ = std::make_shared<debug::EditLineMap>();
        emit lineMapChanged();
    }
    setState(State::Starting);
    debug::Launch launch;
    // The service reads the program and its source map where the request holds them.
    launch.program = std::shared_ptr<const isa::Program>(request, &request->program);
    launch.sourceMap = std::shared_ptr<const isa::SourceMap>(request, &request->sourceMap);
    launch.config = request->config;
    launch.deviceInit = request->deviceInit;
    launch.options = request->options;
    launch.breakpoints = definitions(breakpoints_);
    bridge_->send(ticket, std::move(launch));
}

void SessionController::restart() {
    if (!active())
        return;
    const CommandTicket ticket = issue(true);
    bridge_->cancel(ticket.command);
    inFlight_ = true;
    bridge_->send(ticket, debug::Restart{});
}

void SessionController::terminate() {
    if (state_ == State::Idle)
        return;
    const CommandTicket ticket = supersede();
    inFlight_ = false;
    setState(State::Idle);
    snapshot_.reset();
    stop_.reset();
    previousStop_.reset();
    analyses_.reset();
    setLineMap(nullptr); // the identity: nothing runs
    for (BreakpointEntry& b : breakpoints_)
        b.hits = 0;
    bridge_->send(ticket, debug::Terminate{});
    emit breakpointsChanged();
}

void SessionController::run(const debug::RunCommand& command) {
    if (state_ != State::Stopped)
        return;
    const CommandTicket ticket = issue(true);
    inFlight_ = true;
    // Commands that may run for long show "running" at once; short steps do not flicker (the
    // worker says so when one outlasts its first slice).
    if (debug::isLongRunning(command.kind))
        setState(State::Running);
    bridge_->send(ticket, command);
}

void SessionController::pause() {
    if (!inFlight_ || state_ == State::Idle)
        return;
    const CommandTicket ticket = issue(true);
    bridge_->cancel(ticket.command);
    bridge_->send(ticket, debug::Pause{});
}

void SessionController::setFocus(quint32 wave, quint32 lane) {
    if (!active())
        return;
    bridge_->send(issue(false), debug::SetFocus{wave, lane});
}

void SessionController::setAnalyses(const debug::AnalysisOptions& options) {
    bridge_->send(tickets_.last(), debug::SetAnalyses{options});
}

bool SessionController::canEdit(void (SessionController::*failed)(const QString&)) {
    if (state_ == State::Stopped)
        return true;
    emit(this->*failed)(refusalText(
        state_ == State::Running ? debug::Refusal::Running : debug::Refusal::NoSession, {}));
    return false;
}

void SessionController::writeRegister(quint32 wave, quint32 lane, quint32 reg, quint32 value) {
    if (!canEdit(&SessionController::editFailed))
        return;
    bridge_->send(issue(true), debug::WriteRegister{wave, lane, reg, value});
}

void SessionController::writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value) {
    if (!canEdit(&SessionController::editFailed))
        return;
    bridge_->send(issue(true), debug::WritePredicate{wave, lane, predicate, value});
}

void SessionController::requestSnapshotAt(quint64 step) {
    if (!canEdit(&SessionController::comparisonFailed))
        return;
    bridge_->send(issue(false), debug::SnapshotAt{step});
}

QString SessionController::conditionError(const std::string& condition) {
    if (condition.empty())
        return QString();
    debug::expr::ParseError error;
    if (debug::expr::Condition::compile(condition, error))
        return QString();
    return QString::fromStdString(error.toString());
}

void SessionController::setWorkspace(std::shared_ptr<workspace::Workspace> workspace) {
    if (!workspace)
        workspace = std::make_shared<workspace::Workspace>();
    // Another document's breakpoint 3 is not this one's: its record goes, unless a session
    // runs (the engine's answer for the new list replaces it).
    if (!active())
        breakpoints_.clear();
    workspace_ = std::move(workspace);
    syncBreakpoints();
    sendBreakpoints();
}

void SessionController::workspaceBreakpointsChanged() {
    syncBreakpoints();
    sendBreakpoints();
}

int SessionController::addBreakpoint(const debug::BreakpointSpec& spec) {
    const auto id = workspace_->addBreakpoint(spec);
    workspaceBreakpointsChanged();
    return int(id);
}

void SessionController::removeBreakpoint(int id) {
    if (id > 0 && workspace_->removeBreakpoint(std::uint32_t(id)))
        workspaceBreakpointsChanged();
}

void SessionController::setBreakpointSpec(int id, const debug::BreakpointSpec& spec) {
    if (id > 0 && workspace_->setBreakpointSpec(std::uint32_t(id), spec))
        workspaceBreakpointsChanged();
}

void SessionController::moveLineBreakpoints(const QHash<int, int>& lineOfId) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> moves;
    moves.reserve(std::size_t(lineOfId.size()));
    for (auto it = lineOfId.constBegin(); it != lineOfId.constEnd(); ++it)
        moves.emplace_back(std::uint32_t(it.key()), std::uint32_t(it.value()));
    if (workspace_->moveLineBreakpoints(moves))
        workspaceBreakpointsChanged();
}

const BreakpointEntry* SessionController::breakpoint(int id) const {
    for (const BreakpointEntry& b : breakpoints_) {
        if (b.id == id)
            return &b;
    }
    return nullptr;
}

const BreakpointEntry* SessionController::lineBreakpoint(int line) const {
    for (const BreakpointEntry& b : breakpoints_) {
        if (b.spec.kind == debug::BreakpointKind::Line && int(b.spec.line) == line)
            return &b;
    }
    return nullptr;
}

// One assignment, one breakpointsChanged() and one message to the worker, whatever the size:
// loading a session of 100k breakpoints is linear. Entries without an id get a new one; an id
// already used earlier in the list gets a new one too (the workspace's rules).
void SessionController::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    std::vector<debug::BreakpointDefinition> list;
    list.reserve(std::size_t(breakpoints.size()));
    for (const BreakpointEntry& b : breakpoints)
        list.push_back({b.id > 0 ? std::uint32_t(b.id) : 0u, b.spec});
    workspace_->setBreakpoints(std::move(list));
    if (!active())
        breakpoints_.clear();
    workspaceBreakpointsChanged();
}

// While a session runs, an entry keeps the engine's record of its id until the worker answers.
void SessionController::syncBreakpoints() {
    QHash<int, qsizetype> previous;
    previous.reserve(breakpoints_.size());
    for (qsizetype i = 0; i < breakpoints_.size(); ++i)
        previous.insert(breakpoints_[i].id, i);
    QVector<BreakpointEntry> next;
    next.reserve(qsizetype(workspace_->breakpoints().size()));
    for (const debug::BreakpointDefinition& d : workspace_->breakpoints()) {
        BreakpointEntry b;
        b.id = int(d.id);
        b.spec = d.spec;
        if (const auto it = previous.constFind(b.id); it != previous.constEnd()) {
            const BreakpointEntry& old = breakpoints_[*it];
            b.hits = old.hits;
            b.resolved = old.resolved;
            b.problem = old.problem;
            b.error = old.spec.condition == b.spec.condition ? old.error
                                                             : conditionError(b.spec.condition);
        } else {
            b.error = conditionError(b.spec.condition);
        }
        next.push_back(std::move(b));
    }
    breakpoints_ = std::move(next);
}

void SessionController::sendBreakpoints() {
    emit breakpointsChanged();
    if (state_ == State::Idle)
        return;
    sendEngineBreakpoints();
}

// No answer is tied to it (the service tags its update with the command running), so it takes
// no number of its own.
void SessionController::sendEngineBreakpoints() {
    bridge_->send(tickets_.last(), debug::SetBreakpoints{definitions(engineBreakpoints())});
}

QVector<BreakpointEntry> SessionController::engineBreakpoints() const {
    if (!sourceChanged())
        return breakpoints_;
    QVector<BreakpointEntry> out = breakpoints_;
    for (BreakpointEntry& b : out) {
        if (b.spec.kind != debug::BreakpointKind::Line)
            continue;
        const std::uint32_t line = runLine(b.spec.line);
        if (line == 0)
            b.spec.enabled = false; // a line typed since: no code of this run is there
        else
            b.spec.line = line;
    }
    return out;
}

void SessionController::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    if (!map)
        map = std::make_shared<debug::EditLineMap>();
    if (*map == *lineMap_)
        return;
    lineMap_ = std::move(map);
    emit lineMapChanged();
    // The engine's line breakpoints follow (queued after the launch, which sent them as the
    // user set them).
    if (state_ != State::Idle)
        sendEngineBreakpoints();
}

} // namespace wave::widgets
