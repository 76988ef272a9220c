#include "session/SessionController.h"

#include "session/WorkerBackend.h"

#include "debug/expr/Condition.h"

#include <QHash>
#include <QMetaObject>
#include <QSet>

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
