#include "session/SessionWorker.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>
#include <new>

namespace wave::widgets {

namespace {

// A slice should take about this long, so a Pause and a light snapshot are never far away.
constexpr std::int64_t kSliceMs = 8;
// Light snapshots while running: at most about 30 per second.
constexpr std::int64_t kProgressMs = 33;
// The first slice of every command: small enough that a command of slow steps (a step over
// forces one wave at a time) answers at once, large enough that a short command ends in it.
constexpr std::uint64_t kFirstSliceSteps = 10'000;

} // namespace

SessionWorker::SessionWorker() = default;
SessionWorker::~SessionWorker() = default;

void SessionWorker::cancel(quint64 through) {
    quint64 was = cancelledThrough_.load(std::memory_order_relaxed);
    while (was < through &&
           !cancelledThrough_.compare_exchange_weak(was, through, std::memory_order_release))
        ;
    // Only a cancelled command can be running: every command issued after `through` comes
    // after this call, and starting a command clears an earlier stop request.
    std::lock_guard lock(sessionMutex_);
    if (session_)
        session_->requestStop();
}

bool SessionWorker::event(QEvent* event) {
    try {
        return QObject::event(event);
    } catch (const std::bad_alloc&) {
        const CommandTicket ticket = active_.value_or(CommandTicket{epoch_, 0});
        active_.reset();
        ++chain_; // slices already posted find nothing to do
        {
            std::lock_guard lock(sessionMutex_);
            session_.reset(); // returns its memory
        }
        request_.reset();
        timelineIndex_.reset();
        timelineRecordsIndexed_ = 0;
        // The GUI takes it as a launch that failed: idle, the message in the status bar.
        emit launchFailed(ticket, tr("not enough memory for this launch (its local or device "
                                     "memory, history or analyses); the session was stopped"));
        return true;
    }
}

void SessionWorker::launch(CommandTicket ticket, LaunchRequestPtr request,
                           QVector<BreakpointEntry> breakpoints) {
    active_.reset();
    epoch_ = ticket.session;
    auto session = std::make_unique<debug::DebugSession>(request->options);
    if (const auto fault = session->load(request->program, request->sourceMap, request->config,
                                         request->deviceInit)) {
        {
            std::lock_guard lock(sessionMutex_);
            session_.reset();
        }
        emit launchFailed(ticket, QString::fromStdString(fault->message));
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
    emit launched(ticket, session_->snapshot());
    publishStop(ticket);
}

void SessionWorker::restart(CommandTicket ticket) {
    if (!session_)
        return;
    active_.reset();
    session_->restart();
    timelineIndex_.reset();
    timelineRecordsIndexed_ = 0;
    publishStop(ticket);
}

void SessionWorker::end(CommandTicket ticket) {
    active_.reset();
    epoch_ = ticket.session;
    {
        std::lock_guard lock(sessionMutex_);
        session_.reset();
    }
    request_.reset();
    timelineIndex_.reset();
    emit ended(ticket);
}

void SessionWorker::command(CommandTicket ticket, SessionCommand c, quint64 argument) {
    if (!session_ || cancelled(ticket))
        return; // never started: the request that cancelled it answers
    // A newer command replaces one still running (the session drops its pending command).
    active_ = ticket;
    ++chain_; // slices already posted for an older command find nothing to do
    announced_ = false;
    sliceSteps_ = kFirstSliceSteps;
    sinceProgress_.start();
    runSlice([this, c, argument](std::uint64_t budget) { return start(c, argument, budget); });
}

void SessionWorker::nextSlice(std::uint64_t chain) {
    if (!active_ || !session_ || chain != chain_)
        return;
    if (cancelled(*active_)) {
        session_->pauseHere();
        active_.reset(); // the request that cancelled it answers
        return;
    }
    runSlice([this](std::uint64_t budget) { return session_->resume(budget); });
}

void SessionWorker::runSlice(const std::function<debug::StopInfo(std::uint64_t)>& slice) {
    QElapsedTimer timer;
    timer.start();
    const debug::StopInfo stop = slice(sliceSteps_);
    const std::int64_t ns = std::max<std::int64_t>(timer.nsecsElapsed(), 1);
    const CommandTicket ticket = *active_;
    if (!stop.budgetExhausted) {
        active_.reset();
        if (!cancelled(ticket)) // interrupted by a cancel: the request that made it answers
            publishStop(ticket);
        return;
    }
    if (!announced_) {
        announced_ = true;
        emit running(ticket);
    }
    // Aim the next slice at kSliceMs, changing by at most 4x at a time.
    const double scale = double(kSliceMs) * 1e6 / double(ns);
    const double next = double(sliceSteps_) * std::clamp(scale, 0.25, 4.0);
    sliceSteps_ = std::clamp<std::uint64_t>(std::uint64_t(next), 1'000, 50'000'000);
    if (sinceProgress_.elapsed() >= kProgressMs) {
        sinceProgress_.restart();
        emit progress(ticket, session_->lightSnapshot());
    }
    QMetaObject::invokeMethod(
        this, [this, chain = chain_] { nextSlice(chain); }, Qt::QueuedConnection);
}

void SessionWorker::pause(CommandTicket ticket) {
    if (!session_)
        return;
    // A Pause always ends in a Paused stop where the session stands (so nothing that follows
    // a stop, such as F5's run after the launch, takes it for the command's own), unless the
    // kernel had already stopped for good: its finish, fault or deadlock stop stands.
    const debug::StopInfo& last = session_->lastStop();
    const bool forGood = last.reason == debug::StopReason::Finished ||
                         last.reason == debug::StopReason::Fault ||
                         last.reason == debug::StopReason::Deadlock;
    if (active_ || (!forGood && last.reason != debug::StopReason::Paused))
        session_->pauseHere();
    active_.reset();
    publishStop(ticket);
}

debug::StopInfo SessionWorker::start(SessionCommand c, quint64 argument, std::uint64_t budget) {
    debug::DebugSession& s = *session_;
    switch (c) {
    case SessionCommand::Continue:
        return s.continueRun(budget);
    case SessionCommand::StepInstruction:
        return s.stepInstruction(budget);
    case SessionCommand::StepWorkgroup:
        return s.stepWorkgroup();
    case SessionCommand::StepLine:
        return s.stepLine(budget);
    case SessionCommand::StepOver:
        return s.stepOver(budget);
    case SessionCommand::StepOut:
        return s.stepOut(budget);
    case SessionCommand::RunToLine:
        return s.runToLine(static_cast<std::uint32_t>(argument), budget);
    case SessionCommand::RunToAddress:
        return s.runToAddress(static_cast<std::uint32_t>(argument), budget);
    case SessionCommand::StepBackInstruction:
        return s.stepBackInstruction(budget);
    case SessionCommand::StepBackWorkgroup:
        return s.stepBackWorkgroup();
    case SessionCommand::StepBackLine:
        return s.stepBackLine(budget);
    case SessionCommand::StepBackOver:
        return s.stepBackOver(budget);
    case SessionCommand::StepBackOut:
        return s.stepBackOut(budget);
    case SessionCommand::ReverseContinue:
        return s.reverseContinue(budget);
    case SessionCommand::TravelTo:
        return s.travelTo(argument, budget);
    }
    return s.lastStop();
}

void SessionWorker::setFocus(CommandTicket ticket, quint32 wave, quint32 lane) {
    if (!session_ || active_)
        return;
    if (session_->setFocus(wave, lane))
        emit progress(ticket, session_->lightSnapshot());
}

void SessionWorker::setBreakpoints(QVector<BreakpointEntry> breakpoints) {
    breakpoints_ = std::move(breakpoints);
    if (session_)
        applyBreakpoints();
    publishBreakpoints(CommandTicket{epoch_, active_ ? active_->command : 0});
}

void SessionWorker::setAnalyses(debug::AnalysisOptions options) {
    if (session_)
        session_->setAnalyses(options);
}

bool SessionWorker::idleSession(const CommandTicket& ticket,
                                void (SessionWorker::*failed)(CommandTicket, QString)) {
    if (!session_) {
        emit(this->*failed)(ticket, tr("No kernel is running."));
        return false;
    }
    if (active_) {
        emit(this->*failed)(ticket, tr("The kernel is running: pause it first."));
        return false;
    }
    return true;
}

void SessionWorker::writeRegister(CommandTicket ticket, quint32 wave, quint32 lane, quint32 reg,
                                  quint32 value) {
    if (!idleSession(ticket, &SessionWorker::editFailed))
        return;
    std::string error;
    if (!session_->writeRegister(wave, lane, reg, value, error)) {
        emit editFailed(ticket, QString::fromStdString(error));
        return;
    }
    publishStop(ticket);
}

void SessionWorker::writePredicate(CommandTicket ticket, quint32 wave, quint32 lane,
                                   quint32 predicate, bool value) {
    if (!idleSession(ticket, &SessionWorker::editFailed))
        return;
    std::string error;
    if (!session_->writePredicate(wave, lane, predicate, value, error)) {
        emit editFailed(ticket, QString::fromStdString(error));
        return;
    }
    publishStop(ticket);
}

void SessionWorker::snapshotAt(CommandTicket ticket, quint64 step) {
    if (!idleSession(ticket, &SessionWorker::comparisonFailed))
        return;
    std::string error;
    if (SnapshotPtr snap = session_->snapshotAt(step, error))
        emit comparisonReady(ticket, std::move(snap));
    else
        emit comparisonFailed(ticket, QString::fromStdString(error));
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
void SessionWorker::publishBreakpoints(const CommandTicket& ticket) {
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
    emit breakpointsUpdated(ticket, breakpoints_);
}

void SessionWorker::publishStop(const CommandTicket& ticket) {
    emit stopped(ticket, session_->snapshot(), buildAnalyses());
    publishBreakpoints(ticket);
}

AnalysisSnapshotPtr SessionWorker::buildAnalyses() {
    auto a = std::make_shared<AnalysisSnapshot>();
    const auto snap = session_->snapshot();
    a->step = snap ? snap->step : 0;
    const debug::AnalysisRecorder& recorder = session_->analyses();
    a->options = recorder.options();
    const auto& state = recorder.state();
    if (a->options.heat)
        a->heat = state.heat;
    if (a->options.bankConflicts)
        a->conflicts = state.bank.results();
    if (a->options.coalescing)
        a->coalescing = state.coalescing.results();
    if (a->options.coalescing && a->options.coalescingWords)
        a->coalescingWords = std::make_shared<const debug::CoalescingWords>(state.coalescingWords);
    if (a->options.races) {
        a->races = state.races.races();
        a->deviceRaces = state.races.deviceRaces();
    }
    if (a->options.statistics)
        a->statistics = state.statistics.data();
    if (a->options.timeline) {
        // The index is rebuilt only when the timeline changed: stepping through a long run
        // does not pay for re-indexing millions of records at every stop.
        // The recorded future after a travel back stays visible and reachable.
        const debug::Timeline& timeline = recorder.displayTimeline();
        const std::size_t records = timeline.records().size();
        const bool future = &timeline != &recorder.timeline();
        if (!timelineIndex_ || records != timelineRecordsIndexed_ ||
            timeline.firstRetainedStep() != timelineFirstStep_ ||
            future != timelineFutureIndexed_ ||
            (!future && snap && snap->step < timelineIndex_->endStep())) {
            auto index = std::make_shared<debug::TimelineIndex>();
            index->build(timeline, a->step);
            timelineIndex_ = std::move(index);
            timelineRecordsIndexed_ = records;
            timelineFirstStep_ = timeline.firstRetainedStep();
            timelineFutureIndexed_ = future;
        }
        a->timeline = timelineIndex_;
    }
    return a;
}

} // namespace wave::widgets
