#include "debug/service/CommandRunner.h"

#include "debug/expr/Parser.h"
#include "debug/session/SnapshotEvalContext.h"

#include <algorithm>
#include <new>
#include <string>
#include <utility>

namespace wave::debug {

namespace {

template <class... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};

const char* refusalText(Refusal r) {
    switch (r) {
    case Refusal::NoSession:
        return "No kernel is running.";
    case Refusal::Running:
        return "The kernel is running: pause it first.";
    case Refusal::OutOfMemory:
        return "not enough memory for this launch (its local or device memory, history or "
               "analyses); the session was stopped";
    case Refusal::Engine:
        break;
    }
    return "";
}

} // namespace

CommandRunner::CommandRunner(Sink sink, Timing timing) : sink_(std::move(sink)), timing_(timing) {}

CommandRunner::~CommandRunner() = default;

void CommandRunner::cancel(std::uint64_t through) {
    std::uint64_t was = cancelledThrough_.load(std::memory_order_relaxed);
    while (was < through &&
           !cancelledThrough_.compare_exchange_weak(was, through, std::memory_order_release))
        ;
    // Only a cancelled command can be running: every command issued after `through` comes
    // after this call, and starting a command clears an earlier stop request.
    std::lock_guard lock(sessionMutex_);
    if (session_)
        session_->requestStop();
}

void CommandRunner::setSession(std::unique_ptr<DebugSession> session) {
    std::lock_guard lock(sessionMutex_);
    session_ = std::move(session);
}

void CommandRunner::handle(const CommandTicket& ticket, const DebugCommand& command) {
    try {
        std::visit(Overloaded{
                       [&](const Launch& c) { launch(ticket, c); },
                       [&](const Restart&) { restart(ticket); },
                       [&](const Terminate&) { terminate(ticket); },
                       [&](const Pause&) { pause(ticket); },
                       [&](const RunCommand& c) { run(ticket, c); },
                       [&](const SetFocus& c) { setFocus(ticket, c); },
                       [&](const SetBreakpoints& c) { setBreakpoints(c); },
                       [&](const SetAnalyses& c) {
                           if (session_)
                               session_->setAnalyses(c.options);
                       },
                       [&](const WriteRegister& c) {
                           edit(ticket, [&](std::string& error) {
                               return session_->writeRegister(c.wave, c.lane, c.reg, c.value,
                                                              error);
                           });
                       },
                       [&](const WritePredicate& c) {
                           edit(ticket, [&](std::string& error) {
                               return session_->writePredicate(c.wave, c.lane, c.predicate, c.value,
                                                               error);
                           });
                       },
                       [&](const WriteMemory& c) {
                           edit(ticket, [&](std::string& error) {
                               return session_->writeMemory(c.space, c.address, c.bytes, error);
                           });
                       },
                       [&](const SnapshotAt& c) { snapshotAt(ticket, c); },
                       [&](const Evaluate& c) { evaluate(ticket, c); },
                   },
                   command);
    } catch (const std::bad_alloc&) {
        outOfMemory(ticket);
    }
}

void CommandRunner::runSlice() {
    try {
        if (!active_ || !session_)
            return;
        if (cancelled(*active_)) {
            session_->pauseHere();
            active_.reset(); // the command that cancelled it answers
            return;
        }
        slice(false);
    } catch (const std::bad_alloc&) {
        outOfMemory(active_.value_or(CommandTicket{epoch_, 0}));
    }
}

void CommandRunner::outOfMemory(const CommandTicket& request) {
    // Tagged as the command running, if any: the front-end takes it as a launch that failed.
    const CommandTicket ticket = active_.value_or(CommandTicket{epoch_, request.command});
    active_.reset();
    setSession(nullptr); // returns its memory
    analyses_.reset();
    emitEvent(ticket, LaunchFailed{Refusal::OutOfMemory, refusalText(Refusal::OutOfMemory)});
}

void CommandRunner::launch(const CommandTicket& ticket, const Launch& request) {
    active_.reset();
    epoch_ = ticket.session;
    if (!request.program || !request.sourceMap) {
        setSession(nullptr);
        emitEvent(ticket, LaunchFailed{Refusal::Engine, "no program to launch"});
        return;
    }
    auto session = std::make_unique<DebugSession>(request.options);
    if (const auto fault = session->load(*request.program, *request.sourceMap, request.config,
                                         request.deviceInit)) {
        setSession(nullptr);
        emitEvent(ticket, LaunchFailed{Refusal::Engine, fault->message});
        return;
    }
    setSession(std::move(session));
    analyses_.reset();
    breakpoints_ = request.breakpoints;
    session_->setBreakpoints(breakpoints_);
    emitEvent(ticket, Launched{session_->snapshot()});
    publishStop(ticket);
}

void CommandRunner::restart(const CommandTicket& ticket) {
    if (!session_)
        return;
    active_.reset();
    session_->restart();
    analyses_.reset();
    publishStop(ticket);
}

void CommandRunner::terminate(const CommandTicket& ticket) {
    active_.reset();
    epoch_ = ticket.session;
    setSession(nullptr);
    analyses_.reset();
    emitEvent(ticket, Ended{});
}

void CommandRunner::run(const CommandTicket& ticket, const RunCommand& command) {
    if (!session_ || cancelled(ticket))
        return; // never started: the command that cancelled it answers
    // A newer command replaces one still running (the session drops its pending command).
    active_ = ticket;
    command_ = command;
    announced_ = false;
    sliceSteps_ = timing_.firstSliceSteps;
    lastProgress_ = std::chrono::steady_clock::now();
    slice(true);
}

void CommandRunner::slice(bool start) {
    const auto began = std::chrono::steady_clock::now();
    const StopInfo stop =
        start ? session_->start(command_, sliceSteps_) : session_->resume(sliceSteps_);
    const auto now = std::chrono::steady_clock::now();
    const std::int64_t ns = std::max<std::int64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(now - began).count(), 1);
    const CommandTicket ticket = *active_;
    if (!stop.budgetExhausted) {
        active_.reset();
        if (!cancelled(ticket)) // interrupted by a cancel: the command that made it answers
            publishStop(ticket);
        return;
    }
    if (!announced_) {
        announced_ = true;
        emitEvent(ticket, Running{});
    }
    // Aim the next slice at timing_.slice, changing by at most 4x at a time.
    const double target = double(std::chrono::nanoseconds(timing_.slice).count());
    const double next = double(sliceSteps_) * std::clamp(target / double(ns), 0.25, 4.0);
    sliceSteps_ = std::clamp<std::uint64_t>(std::uint64_t(next), 1'000, 50'000'000);
    if (now - lastProgress_ >= timing_.progress) {
        lastProgress_ = now;
        emitEvent(ticket, Progress{session_->lightSnapshot()});
    }
}

void CommandRunner::pause(const CommandTicket& ticket) {
    if (!session_)
        return;
    // A Pause always ends in a Paused stop where the session stands (so nothing that follows
    // a stop, such as F5's run after the launch, takes it for the command's own), unless the
    // kernel had already stopped for good: its finish, fault or deadlock stop stands.
    const StopInfo& last = session_->lastStop();
    const bool forGood = last.reason == StopReason::Finished || last.reason == StopReason::Fault ||
                         last.reason == StopReason::Deadlock;
    if (active_ || (!forGood && last.reason != StopReason::Paused))
        session_->pauseHere();
    active_.reset();
    publishStop(ticket);
}

void CommandRunner::setFocus(const CommandTicket& ticket, const SetFocus& focus) {
    if (!session_ || active_)
        return;
    if (session_->setFocus(focus.wave, focus.lane))
        emitEvent(ticket, Progress{session_->lightSnapshot()});
}

void CommandRunner::setBreakpoints(const SetBreakpoints& list) {
    breakpoints_ = list.breakpoints;
    if (!session_)
        return;
    session_->setBreakpoints(breakpoints_);
    publishBreakpoints(CommandTicket{epoch_, active_ ? active_->command : 0});
}

std::optional<Refusal> CommandRunner::busy() const {
    if (!session_)
        return Refusal::NoSession;
    if (active_)
        return Refusal::Running;
    return std::nullopt;
}

void CommandRunner::edit(const CommandTicket& ticket,
                         const std::function<bool(std::string& error)>& apply) {
    if (const auto refusal = busy())
        return emitEvent(ticket, EditFailed{*refusal, refusalText(*refusal)});
    std::string error;
    if (!apply(error))
        return emitEvent(ticket, EditFailed{Refusal::Engine, std::move(error)});
    publishStop(ticket);
}

void CommandRunner::snapshotAt(const CommandTicket& ticket, const SnapshotAt& request) {
    if (const auto refusal = busy())
        return emitEvent(ticket, ComparisonFailed{*refusal, refusalText(*refusal)});
    std::string error;
    if (SnapshotPtr snap = session_->snapshotAt(request.step, error))
        emitEvent(ticket, ComparisonReady{std::move(snap)});
    else
        emitEvent(ticket, ComparisonFailed{Refusal::Engine, std::move(error)});
}

void CommandRunner::evaluate(const CommandTicket& ticket, const Evaluate& request) {
    Evaluated out;
    out.expression = request.expression;
    const SnapshotPtr snap = session_ ? session_->snapshot() : nullptr;
    if (!snap) {
        out.error = "no kernel is loaded";
        return emitEvent(ticket, std::move(out));
    }
    out.wave = request.wave.value_or(snap->focusWave);
    out.lane = request.lane.value_or(snap->focusLane);
    expr::Expression expression;
    expr::ParseError parseError;
    if (!expr::Parser::parse(request.expression, expression, parseError)) {
        out.error = parseError.toString();
        return emitEvent(ticket, std::move(out));
    }
    if (out.wave >= snap->waves.size() || out.lane >= snap->waveWidth) {
        out.error = "wave " + std::to_string(out.wave) + " lane " + std::to_string(out.lane) +
                    " is not in the workgroup (" + std::to_string(snap->waves.size()) +
                    " wave(s) of " + std::to_string(snap->waveWidth) + " lanes)";
        return emitEvent(ticket, std::move(out));
    }
    const SnapshotEvalContext context(*snap, out.wave);
    out.value = expr::Evaluator::evaluate(expression, context, out.lane);
    emitEvent(ticket, std::move(out));
}

void CommandRunner::publishBreakpoints(const CommandTicket& ticket) {
    BreakpointsUpdated update;
    const auto& all = session_->breakpoints();
    update.breakpoints.reserve(all.size());
    for (const Breakpoint& b : all) {
        const bool onLine = b.spec.kind == BreakpointKind::Line ||
                            b.spec.kind == BreakpointKind::BarrierArrival ||
                            b.spec.kind == BreakpointKind::BarrierQuorum ||
                            b.spec.kind == BreakpointKind::BarrierRelease;
        update.breakpoints.push_back({b.id, b.hits, b.problem,
                                      b.conditionError ? b.conditionError->toString() : "",
                                      onLine ? b.spec.line : 0});
    }
    emitEvent(ticket, std::move(update));
}

void CommandRunner::publishStop(const CommandTicket& ticket) {
    emitEvent(ticket, Stopped{session_->snapshot(), analyses_.publish(*session_)});
    publishBreakpoints(ticket);
}

} // namespace wave::debug
