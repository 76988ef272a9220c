#include "session/WorkerBackend.h"

#include <limits>

namespace wave::widgets {

WorkerBackend::WorkerBackend(QObject* parent) : SessionBackend(parent) {
    // Results cross threads as queued signals: their argument types must be registered.
    static const bool registered = [] {
        qRegisterMetaType<CommandTicket>();
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
    connect(worker_, &SessionWorker::launched, this, &SessionBackend::launched);
    connect(worker_, &SessionWorker::launchFailed, this, &SessionBackend::launchFailed);
    connect(worker_, &SessionWorker::running, this, &SessionBackend::running);
    connect(worker_, &SessionWorker::progress, this, &SessionBackend::progress);
    connect(worker_, &SessionWorker::stopped, this, &SessionBackend::stopped);
    connect(worker_, &SessionWorker::breakpointsUpdated, this, &SessionBackend::breakpointsUpdated);
    connect(worker_, &SessionWorker::ended, this, &SessionBackend::ended);
    connect(worker_, &SessionWorker::editFailed, this, &SessionBackend::editFailed);
    connect(worker_, &SessionWorker::comparisonReady, this, &SessionBackend::comparisonReady);
    connect(worker_, &SessionWorker::comparisonFailed, this, &SessionBackend::comparisonFailed);
    thread_.start();
}

WorkerBackend::~WorkerBackend() {
    // Ends a running command within a slice, so the thread's event loop can stop.
    worker_->cancel(std::numeric_limits<quint64>::max());
    thread_.quit();
    thread_.wait();
}

void WorkerBackend::cancel(quint64 through) {
    worker_->cancel(through);
}

void WorkerBackend::launch(CommandTicket ticket, LaunchRequestPtr request,
                           QVector<BreakpointEntry> breakpoints) {
    post([w = worker_, ticket, request = std::move(request), breakpoints = std::move(breakpoints)] {
        w->launch(ticket, request, breakpoints);
    });
}

void WorkerBackend::restart(CommandTicket ticket) {
    post([w = worker_, ticket] { w->restart(ticket); });
}

void WorkerBackend::end(CommandTicket ticket) {
    post([w = worker_, ticket] { w->end(ticket); });
}

void WorkerBackend::command(CommandTicket ticket, SessionCommand command, quint64 argument) {
    post([w = worker_, ticket, command, argument] { w->command(ticket, command, argument); });
}

void WorkerBackend::pause(CommandTicket ticket) {
    post([w = worker_, ticket] { w->pause(ticket); });
}

void WorkerBackend::setFocus(CommandTicket ticket, quint32 wave, quint32 lane) {
    post([w = worker_, ticket, wave, lane] { w->setFocus(ticket, wave, lane); });
}

void WorkerBackend::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    post([w = worker_, breakpoints = std::move(breakpoints)] { w->setBreakpoints(breakpoints); });
}

void WorkerBackend::setAnalyses(debug::AnalysisOptions options) {
    post([w = worker_, options] { w->setAnalyses(options); });
}

void WorkerBackend::writeRegister(CommandTicket ticket, quint32 wave, quint32 lane, quint32 reg,
                                  quint32 value) {
    post([w = worker_, ticket, wave, lane, reg, value] {
        w->writeRegister(ticket, wave, lane, reg, value);
    });
}

void WorkerBackend::writePredicate(CommandTicket ticket, quint32 wave, quint32 lane,
                                   quint32 predicate, bool value) {
    post([w = worker_, ticket, wave, lane, predicate, value] {
        w->writePredicate(ticket, wave, lane, predicate, value);
    });
}

void WorkerBackend::snapshotAt(CommandTicket ticket, quint64 step) {
    post([w = worker_, ticket, step] { w->snapshotAt(ticket, step); });
}

} // namespace wave::widgets
