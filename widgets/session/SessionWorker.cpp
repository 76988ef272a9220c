#include "session/SessionWorker.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>

namespace wave::widgets {

namespace {

// A slice should take about this long, so a Pause and a light snapshot are never far away.
constexpr std::int64_t kSliceMs = 8;
// Light snapshots while running: at most about 30 per second.
constexpr std::int64_t kProgressMs = 33;

} // namespace

SessionWorker::SessionWorker() = default;
SessionWorker::~SessionWorker() = default;

void SessionWorker::requestStop() {
    pauseRequested_.store(true, std::memory_order_relaxed);
    std::lock_guard lock(sessionMutex_);
    if (session_)
        session_->requestStop();
}

void SessionWorker::launch(LaunchRequestPtr request, QVector<BreakpointEntry> breakpoints) {
    continuing_ = false;
    pauseRequested_.store(false, std::memory_order_relaxed);
    auto session = std::make_unique<debug::DebugSession>(request->options);
    if (const auto fault = session->load(request->program, request->sourceMap, request->config,
                                         request->deviceInit)) {
        emit launchFailed(QString::fromStdString(fault->message));
        return;
    }
    {
        std::lock_guard lock(sessionMutex_);
        session_ = std::move(session);
    }
    request_ = std::move(request);
    timelineIndex_.reset();
    timelineRecordsIndexed_ = 0;
    breakpoints_ = std::move(breakpoints);
    applyBreakpoints();
    emit launched(session_->snapshot());
    publishBreakpoints();
    emit stopped(session_->snapshot(), buildAnalyses());
}

void SessionWorker::restart() {
    if (!session_)
        return;
    continuing_ = false;
    pauseRequested_.store(false, std::memory_order_relaxed);
    session_->restart();
    timelineIndex_.reset();
    timelineRecordsIndexed_ = 0;
    publishStop();
}

void SessionWorker::end() {
    continuing_ = false;
    {
        std::lock_guard lock(sessionMutex_);
        session_.reset();
    }
    request_.reset();
    timelineIndex_.reset();
    emit ended();
}

void SessionWorker::command(SessionCommand c, quint64 argument) {
    if (!session_)
        return;
    pauseRequested_.store(false, std::memory_order_relaxed);
    if (c == SessionCommand::Continue) {
        // Slices re-posted through the event loop: queued commands (focus, breakpoints) are
        // served between them, and a light snapshot goes out every ~33 ms.
        continuing_ = true;
        sinceProgress_.start();
        emit running(true);
        runSlice();
        return;
    }
    continuing_ = false;
    const bool longRunning = isLongRunning(c);
    if (longRunning)
        emit running(true);
    runOnce(c, argument);
    if (longRunning)
        emit running(false);
    publishStop();
}

void SessionWorker::runSlice() {
    if (!continuing_ || !session_)
        return;
    if (pauseRequested_.exchange(false, std::memory_order_relaxed)) {
        continuing_ = false;
        session_->pauseHere();
        emit running(false);
        publishStop();
        return;
    }
    QElapsedTimer timer;
    timer.start();
    const debug::StopInfo stop = session_->continueRun(sliceSteps_);
    const std::int64_t ns = std::max<std::int64_t>(timer.nsecsElapsed(), 1);
    if (!stop.budgetExhausted) {
        continuing_ = false;
        emit running(false);
        publishStop();
        return;
    }
    // Aim the next slice at kSliceMs, changing by at most 4x at a time.
    const double scale = double(kSliceMs) * 1e6 / double(ns);
    const double next = double(sliceSteps_) * std::clamp(scale, 0.25, 4.0);
    sliceSteps_ = std::clamp<std::uint64_t>(std::uint64_t(next), 1'000, 50'000'000);
    if (sinceProgress_.elapsed() >= kProgressMs) {
        sinceProgress_.restart();
        emit progress(session_->lightSnapshot());
    }
    QMetaObject::invokeMethod(this, &SessionWorker::runSlice, Qt::QueuedConnection);
}

void SessionWorker::runOnce(SessionCommand c, quint64 argument) {
    debug::DebugSession& s = *session_;
    switch (c) {
    case SessionCommand::Continue:
        s.continueRun();
        break;
    case SessionCommand::StepInstruction:
        s.stepInstruction();
        break;
    case SessionCommand::StepWorkgroup:
        s.stepWorkgroup();
        break;
    case SessionCommand::StepLine:
        s.stepLine();
        break;
    case SessionCommand::StepOver:
        s.stepOver();
        break;
    case SessionCommand::StepOut:
        s.stepOut();
        break;
    case SessionCommand::RunToLine:
        s.runToLine(static_cast<std::uint32_t>(argument));
        break;
    case SessionCommand::RunToAddress:
        s.runToAddress(static_cast<std::uint32_t>(argument));
        break;
    case SessionCommand::StepBackInstruction:
        s.stepBackInstruction();
        break;
    case SessionCommand::StepBackWorkgroup:
        s.stepBackWorkgroup();
        break;
    case SessionCommand::StepBackLine:
        s.stepBackLine();
        break;
    case SessionCommand::StepBackOver:
        s.stepBackOver();
        break;
    case SessionCommand::StepBackOut:
        s.stepBackOut();
        break;
    case SessionCommand::ReverseContinue:
        s.reverseContinue();
        break;
    case SessionCommand::TravelTo:
        s.travelTo(argument);
        break;
    }
}

void SessionWorker::setFocus(quint32 wave, quint32 lane) {
    if (!session_ || continuing_)
        return;
    if (session_->setFocus(wave, lane))
        emit progress(session_->lightSnapshot());
}

void SessionWorker::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    breakpoints_ = std::move(breakpoints);
    if (!session_) {
        publishBreakpoints();
        return;
    }
    applyBreakpoints();
    publishBreakpoints();
}

void SessionWorker::setAnalyses(debug::AnalysisOptions options) {
    if (session_)
        session_->setAnalyses(options);
}

bool SessionWorker::idleSession(void (SessionWorker::*failed)(QString)) {
    if (!session_) {
        emit(this->*failed)(tr("No kernel is running."));
        return false;
    }
    if (continuing_) {
        emit(this->*failed)(tr("The kernel is running: pause it first."));
        return false;
    }
    return true;
}

void SessionWorker::writeRegister(quint32 wave, quint32 lane, quint32 reg, quint32 value) {
    if (!idleSession(&SessionWorker::editFailed))
        return;
    std::string error;
    if (!session_->writeRegister(wave, lane, reg, value, error)) {
        emit editFailed(QString::fromStdString(error));
        return;
    }
    publishStop();
}

void SessionWorker::writePredicate(quint32 wave, quint32 lane, quint32 predicate, bool value) {
    if (!idleSession(&SessionWorker::editFailed))
        return;
    std::string error;
    if (!session_->writePredicate(wave, lane, predicate, value, error)) {
        emit editFailed(QString::fromStdString(error));
        return;
    }
    publishStop();
}

void SessionWorker::snapshotAt(quint64 step) {
    if (!idleSession(&SessionWorker::comparisonFailed))
        return;
    std::string error;
    if (SnapshotPtr snap = session_->snapshotAt(step, error))
        emit comparisonReady(std::move(snap));
    else
        emit comparisonFailed(QString::fromStdString(error));
}

// Mirrors the GUI's list in the engine under the GUI's ids, so that stop messages name the
// ids the dock shows and every hit count survives changes to the other breakpoints. Linear in
// the number of breakpoints.
void SessionWorker::applyBreakpoints() {
    std::vector<debug::BreakpointDefinition> list;
    list.reserve(std::size_t(breakpoints_.size()));
    for (const BreakpointEntry& entry : breakpoints_)
        list.push_back({static_cast<std::uint32_t>(entry.id), entry.spec});
    session_->setBreakpoints(list);
}

// The engine's records back into the entries: same ids in the same order (replace() keeps
// the list's order), so one pass.
void SessionWorker::publishBreakpoints() {
    if (session_) {
        const auto& all = session_->breakpoints();
        std::size_t next = 0;
        for (BreakpointEntry& entry : breakpoints_) {
            if (next >= all.size() || all[next].id != std::uint32_t(entry.id))
                continue; // an id the engine ignored (0 or repeated)
            const debug::Breakpoint& b = all[next++];
            entry.hits = b.hits;
            entry.resolved = b.problem.empty();
            entry.problem = QString::fromStdString(b.problem);
            entry.error =
                b.conditionError ? QString::fromStdString(b.conditionError->toString()) : QString();
        }
    }
    emit breakpointsUpdated(breakpoints_);
}

void SessionWorker::publishStop() {
    emit stopped(session_->snapshot(), buildAnalyses());
    publishBreakpoints();
}

AnalysisSnapshotPtr SessionWorker::buildAnalyses() {
    auto a = std::make_shared<AnalysisSnapshot>();
    const auto snap = session_->snapshot();
    a->step = snap ? snap->step : 0;
    const debug::AnalysisRecorder& recorder = session_->analyses();
    a->options = recorder.options();
    const auto& state = recorder.state();
    if (a->options.heat)
        a->heat = state.heat.words();
    if (a->options.bankConflicts)
        a->conflicts = state.bank.results();
    if (a->options.races)
        a->races = state.races.races();
    if (a->options.statistics)
        a->statistics = state.statistics.data();
    if (a->options.timeline) {
        // The index is rebuilt only when the timeline changed: stepping through a long run
        // does not pay for re-indexing millions of records at every stop.
        const debug::Timeline& timeline = recorder.timeline();
        const std::size_t records = timeline.records().size();
        if (!timelineIndex_ || records != timelineRecordsIndexed_ ||
            timeline.firstRetainedStep() != timelineFirstStep_ ||
            (snap && snap->step < timelineIndex_->endStep())) {
            auto index = std::make_shared<TimelineIndex>();
            index->build(timeline, a->step);
            timelineIndex_ = std::move(index);
            timelineRecordsIndexed_ = records;
            timelineFirstStep_ = timeline.firstRetainedStep();
        }
        a->timeline = timelineIndex_;
    }
    return a;
}

} // namespace wave::widgets
