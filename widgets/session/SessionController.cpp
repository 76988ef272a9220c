#include "session/SessionController.h"

#include "debug/expr/Condition.h"

#include <QHash>
#include <QMetaObject>
#include <QSet>

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

int SessionController::addBreakpoint(const debug::BreakpointSpec& spec) {
    BreakpointEntry entry;
    entry.id = nextBreakpointId_++;
    entry.spec = spec;
    entry.error = conditionError(spec.condition);
    breakpoints_.push_back(entry);
    sendBreakpoints();
    return entry.id;
}

void SessionController::removeBreakpoint(int id) {
    const auto it = std::remove_if(breakpoints_.begin(), breakpoints_.end(),
                                   [id](const BreakpointEntry& b) { return b.id == id; });
    if (it == breakpoints_.end())
        return;
    breakpoints_.erase(it, breakpoints_.end());
    sendBreakpoints();
}

void SessionController::setBreakpointSpec(int id, const debug::BreakpointSpec& spec) {
    for (BreakpointEntry& b : breakpoints_) {
        if (b.id == id) {
            if (b.spec.condition != spec.condition)
                b.error = conditionError(spec.condition);
            b.spec = spec;
            sendBreakpoints();
            return;
        }
    }
}

void SessionController::moveLineBreakpoints(const QHash<int, int>& lineOfId) {
    QVector<BreakpointEntry> next;
    next.reserve(breakpoints_.size());
    QSet<int> lines; // two markers that an edit put on one line make one breakpoint
    bool changed = false;
    for (BreakpointEntry& b : breakpoints_) {
        if (b.spec.kind != debug::BreakpointKind::Line) {
            next.push_back(std::move(b));
            continue;
        }
        const int line = lineOfId.value(b.id, int(b.spec.line));
        if (lines.contains(line)) {
            changed = true;
            continue;
        }
        lines.insert(line);
        changed = changed || line != int(b.spec.line);
        b.spec.line = static_cast<std::uint32_t>(line);
        next.push_back(std::move(b));
    }
    breakpoints_ = std::move(next);
    if (changed)
        sendBreakpoints();
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
// already used earlier in the list gets a new one too. While a session runs, an entry keeps
// the engine's record of its id until the worker answers.
void SessionController::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    QHash<int, qsizetype> previous;
    if (active()) {
        previous.reserve(breakpoints_.size());
        for (qsizetype i = 0; i < breakpoints_.size(); ++i)
            previous.insert(breakpoints_[i].id, i);
    }
    QSet<int> ids;
    ids.reserve(breakpoints.size());
    for (const BreakpointEntry& b : breakpoints)
        nextBreakpointId_ = std::max(nextBreakpointId_, b.id + 1);
    for (BreakpointEntry& b : breakpoints) {
        if (b.id <= 0 || ids.contains(b.id))
            b.id = nextBreakpointId_++;
        ids.insert(b.id);
        b.error = conditionError(b.spec.condition);
        if (const auto it = previous.constFind(b.id); it != previous.constEnd()) {
            const BreakpointEntry& old = breakpoints_[*it];
            b.hits = old.hits;
            b.resolved = old.resolved;
            b.problem = old.problem;
        }
    }
    breakpoints_ = std::move(breakpoints);
    sendBreakpoints();
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
