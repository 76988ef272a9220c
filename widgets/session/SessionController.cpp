#include "session/SessionController.h"

#include "debug/expr/Condition.h"

#include <QHash>
#include <QMetaObject>
#include <QSet>

#include <algorithm>

namespace wave::widgets {

SessionController::SessionController(QObject* parent) : QObject(parent) {
    static const bool registered = [] {
        qRegisterMetaType<SnapshotPtr>();
        qRegisterMetaType<AnalysisSnapshotPtr>();
        qRegisterMetaType<LaunchRequestPtr>();
        qRegisterMetaType<SessionCommand>();
        qRegisterMetaType<BreakpointEntry>();
        qRegisterMetaType<QVector<BreakpointEntry>>();
        qRegisterMetaType<debug::AnalysisOptions>();
        return true;
    }();
    (void)registered;

    thread_.setObjectName(QStringLiteral("SessionWorker"));
    worker_ = new SessionWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);

    connect(worker_, &SessionWorker::launched, this, [this](const SnapshotPtr& snap) {
        previousStop_.reset();
        stop_.reset();
        snapshot_ = snap;
    });
    connect(worker_, &SessionWorker::launchFailed, this, [this](const QString& message) {
        setState(State::Idle);
        emit launchFailed(message);
    });
    connect(worker_, &SessionWorker::running, this, [this](bool on) {
        if (on && state_ == State::Stopped)
            setState(State::Running);
    });
    connect(worker_, &SessionWorker::progress, this, [this](const SnapshotPtr& snap) {
        if (!active() || !snap)
            return;
        snapshot_ = snap;
        emit snapshotChanged(snap);
    });
    connect(worker_, &SessionWorker::stopped, this,
            [this](const SnapshotPtr& snap, const AnalysisSnapshotPtr& analyses) {
                if (state_ == State::Idle || !snap)
                    return; // a late result of a terminated session
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
    connect(worker_, &SessionWorker::breakpointsUpdated, this,
            [this](const QVector<BreakpointEntry>& updated) {
                // Keep GUI-side edits made meanwhile: take the engine's record only. One pass
                // when the lists match (the usual case), a lookup by id otherwise.
                QHash<int, qsizetype> rowOf;
                const auto take = [](BreakpointEntry& b, const BreakpointEntry& u) {
                    b.hits = u.hits;
                    b.resolved = u.resolved;
                    b.problem = u.problem;
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
    connect(worker_, &SessionWorker::editFailed, this, [this](const QString& message) {
        if (state_ != State::Idle)
            emit editFailed(message);
    });
    connect(worker_, &SessionWorker::comparisonReady, this, [this](const SnapshotPtr& snap) {
        if (active() && snap)
            emit comparisonReady(snap);
    });
    connect(worker_, &SessionWorker::comparisonFailed, this, [this](const QString& message) {
        if (active())
            emit comparisonFailed(message);
    });
    connect(worker_, &SessionWorker::ended, this, [this] {
        if (state_ == State::Idle)
            emit ended();
    });
    thread_.start();
}

SessionController::~SessionController() {
    worker_->requestStop();
    thread_.quit();
    thread_.wait();
}

void SessionController::setState(State state) {
    if (state_ == state)
        return;
    state_ = state;
    emit stateChanged(state);
}

void SessionController::launch(LaunchRequestPtr request) {
    if (state_ == State::Running)
        worker_->requestStop();
    request_ = request;
    snapshot_.reset();
    stop_.reset();
    previousStop_.reset();
    analyses_.reset();
    setState(State::Starting);
    QMetaObject::invokeMethod(worker_, "launch", Qt::QueuedConnection,
                              Q_ARG(wave::widgets::LaunchRequestPtr, request),
                              Q_ARG(QVector<wave::widgets::BreakpointEntry>, breakpoints_));
}

void SessionController::restart() {
    if (!active())
        return;
    worker_->requestStop();
    QMetaObject::invokeMethod(worker_, &SessionWorker::restart, Qt::QueuedConnection);
}

void SessionController::terminate() {
    if (state_ == State::Idle)
        return;
    worker_->requestStop();
    setState(State::Idle);
    snapshot_.reset();
    stop_.reset();
    previousStop_.reset();
    analyses_.reset();
    for (BreakpointEntry& b : breakpoints_)
        b.hits = 0;
    QMetaObject::invokeMethod(worker_, &SessionWorker::end, Qt::QueuedConnection);
    emit breakpointsChanged();
}

void SessionController::run(SessionCommand command, quint64 argument) {
    if (state_ != State::Stopped)
        return;
    // Commands that may run for long show "running" at once; short steps do not flicker.
    if (isLongRunning(command))
        setState(State::Running);
    QMetaObject::invokeMethod(worker_, "command", Qt::QueuedConnection,
                              Q_ARG(wave::widgets::SessionCommand, command),
                              Q_ARG(quint64, argument));
}

void SessionController::pause() {
    worker_->requestStop();
}

void SessionController::setFocus(quint32 wave, quint32 lane) {
    if (!active())
        return;
    QMetaObject::invokeMethod(
        worker_, [w = worker_, wave, lane] { w->setFocus(wave, lane); }, Qt::QueuedConnection);
}

void SessionController::setAnalyses(const debug::AnalysisOptions& options) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, options] { w->setAnalyses(options); }, Qt::QueuedConnection);
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
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, wave, lane, reg, value] { w->writeRegister(wave, lane, reg, value); },
        Qt::QueuedConnection);
}

void SessionController::writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value) {
    if (!canEdit(&SessionController::editFailed))
        return;
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, wave, lane, predicate, value] {
            w->writePredicate(wave, lane, predicate, value);
        },
        Qt::QueuedConnection);
}

void SessionController::requestSnapshotAt(quint64 step) {
    if (!canEdit(&SessionController::comparisonFailed))
        return;
    QMetaObject::invokeMethod(
        worker_, [w = worker_, step] { w->snapshotAt(step); }, Qt::QueuedConnection);
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
    QMetaObject::invokeMethod(worker_, "setBreakpoints", Qt::QueuedConnection,
                              Q_ARG(QVector<wave::widgets::BreakpointEntry>, breakpoints_));
}

} // namespace wave::widgets
