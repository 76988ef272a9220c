#include "session/SessionController.h"

#include "session/WorkerBackend.h"

#include "debug/expr/Condition.h"

#include <QHash>
#include <QMetaObject>

#include <algorithm>

namespace wave::widgets {

SessionController::SessionController(QObject* parent)
    : SessionController(std::make_unique<WorkerBackend>(), parent) {}

SessionController::SessionController(std::unique_ptr<SessionBackend> backend, QObject* parent)
    : QObject(parent), backend_(std::move(backend)) {
    connectBackend();
}

SessionController::~SessionController() = default;

void SessionController::connectBackend() {
    SessionBackend* b = backend_.get();
    connect(b, &SessionBackend::launched, this,
            [this](const CommandTicket& ticket, const SnapshotPtr& snap) {
                if (ticket.session != epoch_)
                    return;
                previousStop_.reset();
                stop_.reset();
                snapshot_ = snap;
            });
    connect(b, &SessionBackend::launchFailed, this,
            [this](const CommandTicket& ticket, const QString& message) {
                if (ticket.session != epoch_)
                    return;
                inFlight_ = false;
                setState(State::Idle);
                emit launchFailed(message);
            });
    connect(b, &SessionBackend::running, this, [this](const CommandTicket& ticket) {
        if (current(ticket) && state_ == State::Stopped)
            setState(State::Running);
    });
    connect(b, &SessionBackend::progress, this,
            [this](const CommandTicket& ticket, const SnapshotPtr& snap) {
                if (!active() || !snap || !current(ticket))
                    return;
                snapshot_ = snap;
                emit snapshotChanged(snap);
            });
    connect(b, &SessionBackend::stopped, this,
            [this](const CommandTicket& ticket, const SnapshotPtr& snap,
                   const AnalysisSnapshotPtr& analyses) {
                if (state_ == State::Idle || !snap || !current(ticket))
                    return; // stale: an older session, or a request answered by a newer one
                inFlight_ = false;
                if (stop_ && stop_->serial != snap->serial)
                    previousStop_ = stop_;
                stop_ = snap;
                snapshot_ = snap;
                analyses_ = analyses;
                setState(State::Stopped);
                emit snapshotChanged(snap);
                emit analysesChanged(analyses);
                emit stopped(snap);
            });
    connect(b, &SessionBackend::breakpointsUpdated, this,
            [this](const CommandTicket& ticket, const QVector<BreakpointEntry>& updated) {
                if (ticket.session != epoch_)
                    return; // another session's hit counts
                // Keep GUI-side edits made meanwhile: take the engine's record only. One pass
                // when the lists match (the usual case), a lookup by id otherwise.
                QHash<int, qsizetype> rowOf;
                const auto take = [](BreakpointEntry& entry, const BreakpointEntry& u) {
                    entry.hits = u.hits;
                    entry.resolved = u.resolved;
                    entry.problem = u.problem;
                };
                for (qsizetype i = 0; i < updated.size(); ++i) {
                    const BreakpointEntry& u = updated[i];
                    if (i < breakpoints_.size() && breakpoints_[i].id == u.id) {
                        take(breakpoints_[i], u);
                        continue;
                    }
                    if (rowOf.isEmpty())
                        for (qsizetype r = 0; r < breakpoints_.size(); ++r)
                            rowOf.insert(breakpoints_[r].id, r);
                    if (const auto it = rowOf.constFind(u.id); it != rowOf.constEnd())
                        take(breakpoints_[*it], u);
                }
                emit breakpointsChanged();
            });
    connect(b, &SessionBackend::editFailed, this,
            [this](const CommandTicket& ticket, const QString& message) {
                if (state_ != State::Idle && current(ticket))
                    emit editFailed(message);
            });
    connect(b, &SessionBackend::comparisonReady, this,
            [this](const CommandTicket& ticket, const SnapshotPtr& snap) {
                if (active() && snap && current(ticket))
                    emit comparisonReady(snap);
            });
    connect(b, &SessionBackend::comparisonFailed, this,
            [this](const CommandTicket& ticket, const QString& message) {
                if (active() && current(ticket))
                    emit comparisonFailed(message);
            });
    connect(b, &SessionBackend::ended, this, [this](const CommandTicket& ticket) {
        if (ticket.session == epoch_ && state_ == State::Idle)
            emit ended();
    });
}

CommandTicket SessionController::issue(bool last) {
    const CommandTicket ticket{epoch_, ++sequence_};
    if (last)
        awaited_ = ticket.command;
    return ticket;
}

CommandTicket SessionController::supersede() {
    ++epoch_;
    const CommandTicket ticket = issue(true);
    backend_->cancel(ticket.command);
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
    backend_->launch(ticket, std::move(request), breakpoints_);
}

void SessionController::restart() {
    if (!active())
        return;
    const CommandTicket ticket = issue(true);
    backend_->cancel(ticket.command);
    inFlight_ = true;
    backend_->restart(ticket);
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
    backend_->end(ticket);
    emit breakpointsChanged();
}

void SessionController::run(SessionCommand command, quint64 argument) {
    if (state_ != State::Stopped)
        return;
    const CommandTicket ticket = issue(true);
    inFlight_ = true;
    // Commands that may run for long show "running" at once; short steps do not flicker (the
    // worker says so when one outlasts its first slice).
    if (isLongRunning(command))
        setState(State::Running);
    backend_->command(ticket, command, argument);
}

void SessionController::pause() {
    if (!inFlight_ || state_ == State::Idle)
        return;
    const CommandTicket ticket = issue(true);
    backend_->cancel(ticket.command);
    backend_->pause(ticket);
}

void SessionController::setFocus(quint32 wave, quint32 lane) {
    if (!active())
        return;
    backend_->setFocus(issue(false), wave, lane);
}

void SessionController::setAnalyses(const debug::AnalysisOptions& options) {
    backend_->setAnalyses(options);
}

bool SessionController::canEdit(void (SessionController::*failed)(const QString&)) {
    if (state_ == State::Stopped)
        return true;
    emit(this->*failed)(state_ == State::Running ? tr("The kernel is running: pause it first.")
                                                 : tr("No kernel is running."));
    return false;
}

void SessionController::writeRegister(quint32 wave, quint32 lane, quint32 reg, quint32 value) {
    if (!canEdit(&SessionController::editFailed))
        return;
    backend_->writeRegister(issue(true), wave, lane, reg, value);
}

void SessionController::writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value) {
    if (!canEdit(&SessionController::editFailed))
        return;
    backend_->writePredicate(issue(true), wave, lane, predicate, value);
}

void SessionController::requestSnapshotAt(quint64 step) {
    if (!canEdit(&SessionController::comparisonFailed))
        return;
    backend_->snapshotAt(issue(false), step);
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
    backend_->setBreakpoints(engineBreakpoints());
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
        backend_->setBreakpoints(engineBreakpoints());
}

} // namespace wave::widgets
