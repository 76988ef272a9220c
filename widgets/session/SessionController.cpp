#include "session/SessionController.h"

#include <QMetaObject>

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
                // Keep GUI-side edits made meanwhile: take hit counts and resolution only.
                for (const BreakpointEntry& u : updated) {
                    for (BreakpointEntry& b : breakpoints_) {
                        if (b.id == u.id) {
                            b.hits = u.hits;
                            b.resolved = u.resolved;
                            b.error = u.error;
                        }
                    }
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

int SessionController::addBreakpoint(const debug::BreakpointSpec& spec) {
    BreakpointEntry entry;
    entry.id = nextBreakpointId_++;
    entry.spec = spec;
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
            b.spec = spec;
            sendBreakpoints();
            return;
        }
    }
}

void SessionController::setLineBreakpoints(const QList<int>& lines) {
    QVector<BreakpointEntry> next;
    QList<int> remaining = lines;
    for (const BreakpointEntry& b : breakpoints_) {
        if (b.spec.kind != debug::BreakpointKind::Line) {
            next.push_back(b);
            continue;
        }
        const qsizetype at = remaining.indexOf(int(b.spec.line));
        if (at >= 0) {
            next.push_back(b);
            remaining.removeAt(at);
        }
    }
    // Lines that moved: markers keep their order, so match the leftovers in order.
    for (int line : remaining) {
        BreakpointEntry entry;
        entry.id = nextBreakpointId_++;
        entry.spec.kind = debug::BreakpointKind::Line;
        entry.spec.line = static_cast<std::uint32_t>(line);
        next.push_back(entry);
    }
    breakpoints_ = std::move(next);
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

void SessionController::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    breakpoints_ = std::move(breakpoints);
    for (const BreakpointEntry& b : breakpoints_)
        nextBreakpointId_ = std::max(nextBreakpointId_, b.id + 1);
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
