#include "DapSession.h"

#include "DapStops.h"

namespace wave::dap {

namespace {

using debug::RunKind;
using R = debug::StopReason;

bool isStep(RunKind k) {
    return k != RunKind::Continue && k != RunKind::ReverseContinue;
}

} // namespace

DapSession::DapSession(DapWriter& out, DapInbox& inbox) : out_(out), inbox_(inbox) {
    service_ = std::make_unique<debug::DebugService>(
        [this](const debug::CommandTicket& ticket, debug::DebugEvent event) {
            auto item = std::make_unique<ServiceItem>();
            item->ticket = ticket;
            item->event = std::move(event);
            inbox_.push(std::move(item));
        });
}

DapSession::~DapSession() = default;

const debug::StopInfo* DapSession::lastStop() const {
    const debug::MachineSnapshot* s = variables_.snapshot();
    return s && s->stop ? &*s->stop : nullptr;
}

void DapSession::submit(debug::DebugCommand command, bool last) {
    service_->submit(tickets_.issue(last), std::move(command));
}

std::optional<JsonValue> DapSession::takePending(const debug::CommandTicket& ticket) {
    if (!tickets_.sameSession(ticket))
        return std::nullopt;
    const auto it = pending_.find(ticket.command);
    if (it == pending_.end())
        return std::nullopt;
    JsonValue request = std::move(it->second);
    pending_.erase(it);
    return request;
}

bool DapSession::cancel(std::int64_t requestSeq) {
    for (auto it = pending_.begin(); it != pending_.end(); ++it) {
        if (it->second.intMember("seq").value_or(-1) == requestSeq) {
            out_.fail(it->second, "cancelled");
            pending_.erase(it);
            return true;
        }
    }
    return false;
}

void DapSession::launch(const JsonValue& request) {
    if (launching_ || program_) {
        out_.fail(request, "a kernel is already being debugged in this session: one launch per "
                           "session (use restart, or start a new session)");
        return;
    }
    auto loaded = std::make_unique<LoadedProgram>();
    debug::Launch launch;
    std::string error;
    if (!DapLaunch::prepare(argumentsOf(request), *loaded, launch, error)) {
        out_.fail(request, error);
        return;
    }
    // The workspace's breakpoints, armed from the first instruction; the client hears of each
    // (a `breakpoint` event) once the engine has resolved it.
    breakpoints_.adoptSaved(loaded->savedBreakpoints, loaded->sourcePath, loaded->firstFreeId);
    launch.breakpoints = breakpoints_.definitions();
    program_ = std::move(loaded);
    launching_ = true;
    awaitingEntry_ = true;
    const debug::CommandTicket ticket = tickets_.supersede();
    service_->cancel(ticket.command);
    pending_[ticket.command] = request;
    service_->submit(ticket, std::move(launch));
}

void DapSession::configurationDone(const JsonValue& request) {
    out_.respond(request);
    configured_ = true;
    if (entryHeld_) {
        entryHeld_ = false;
        startRun();
    }
}

void DapSession::startRun() {
    if (program_ && program_->stopOnEntry) {
        if (const debug::StopInfo* stop = lastStop())
            reportStop(*stop, true);
        return;
    }
    lastRun_ = debug::RunCommand(RunKind::Continue);
    running_ = true;
    submit(*lastRun_);
}

void DapSession::run(const JsonValue& request, RunKind kind) {
    if (!program_ || ended_) {
        out_.fail(request, "no kernel is running");
        return;
    }
    if (running_) {
        out_.fail(request, "the kernel is running: pause it first");
        return;
    }
    const JsonValue& args = argumentsOf(request);
    JsonValue body = JsonValue::object();
    if (kind == RunKind::Continue || kind == RunKind::ReverseContinue)
        body.set("allThreadsContinued", JsonValue::boolean(true));
    out_.respond(request, std::move(body));
    // A deadlock or a fault ends the run: going on from it reports the kernel's exit.
    if (terminal_ && !debug::isReverse(kind)) {
        finish(1, "");
        return;
    }
    if (const auto thread = args.intMember("threadId")) {
        const debug::MachineSnapshot* s = variables_.snapshot();
        const std::int64_t wave = *thread - 1;
        if (s && wave >= 0 && wave < static_cast<std::int64_t>(s->waves.size()) &&
            static_cast<std::uint32_t>(wave) != s->focusWave)
            submit(debug::SetFocus{static_cast<std::uint32_t>(wave),
                                   variables_.laneOf(static_cast<std::uint32_t>(wave))},
                   false);
    }
    lastRun_ = debug::RunCommand(kind);
    running_ = true;
    terminal_ = false;
    submit(*lastRun_);
}

void DapSession::pause(const JsonValue& request) {
    if (!program_ || ended_) {
        out_.fail(request, "no kernel is running");
        return;
    }
    out_.respond(request);
    const debug::CommandTicket ticket = tickets_.issue(true);
    service_->cancel(ticket.command);
    service_->submit(ticket, debug::Pause{});
    lastRun_.reset();
}

void DapSession::restart(const JsonValue& request) {
    if (!program_) {
        out_.fail(request, "no kernel to restart: launch one first");
        return;
    }
    const debug::CommandTicket ticket = tickets_.issue(true);
    service_->cancel(ticket.command);
    pending_[ticket.command] = request;
    awaitingEntry_ = true;
    ended_ = terminal_ = false;
    running_ = true;
    service_->submit(ticket, debug::Restart{});
}

void DapSession::terminate(const JsonValue& request) {
    out_.respond(request);
    if (program_ && !ended_) {
        const debug::CommandTicket ticket = tickets_.supersede();
        service_->cancel(ticket.command);
        service_->submit(ticket, debug::Terminate{});
    }
    if (!ended_) {
        ended_ = true;
        out_.event("terminated");
    }
}

void DapSession::setBreakpoints(const JsonValue& request) {
    const std::string command(request.stringMember("command").value_or(""));
    const JsonValue& args = argumentsOf(request);
    JsonValue body;
    if (command == "setBreakpoints")
        body = breakpoints_.setSource(args, program_.get());
    else if (command == "setFunctionBreakpoints")
        body = breakpoints_.setFunctions(args, program_.get());
    else if (command == "setInstructionBreakpoints")
        body = breakpoints_.setInstructions(args, program_.get());
    else if (command == "setDataBreakpoints")
        body = breakpoints_.setData(args);
    else
        body = breakpoints_.setExceptions(args);
    out_.respond(request, std::move(body));
    sendBreakpointEvents();
    syncBreakpoints();
}

void DapSession::sendBreakpointEvents() {
    // Events only after `initialized`; before it the client has heard of no breakpoint.
    std::vector<JsonValue> events = breakpoints_.takeEvents();
    if (!initialized_)
        return;
    for (JsonValue& body : events)
        out_.event("breakpoint", std::move(body));
}

void DapSession::syncBreakpoints() {
    if (program_)
        submit(debug::SetBreakpoints{breakpoints_.definitions()}, false);
}

void DapSession::writeRegister(const JsonValue& request, const VariableTarget& target,
                               std::uint32_t value) {
    const debug::CommandTicket ticket = tickets_.issue(true);
    pending_[ticket.command] = request;
    if (target.kind == VariableTarget::Kind::Predicate)
        service_->submit(ticket,
                         debug::WritePredicate{target.wave, target.lane, target.index, value != 0});
    else
        service_->submit(ticket,
                         debug::WriteRegister{target.wave, target.lane, target.index, value});
}

void DapSession::writeMemory(const JsonValue& request, debug::MemorySpace space,
                             std::uint64_t address, std::vector<std::uint8_t> bytes) {
    const debug::CommandTicket ticket = tickets_.issue(true);
    pending_[ticket.command] = request;
    service_->submit(ticket, debug::WriteMemory{space, address, std::move(bytes)});
}

void DapSession::onServiceEvent(const ServiceItem& item) {
    const debug::CommandTicket& ticket = item.ticket;
    if (const auto* launched = std::get_if<debug::Launched>(&item.event)) {
        (void)launched;
        if (auto request = takePending(ticket)) {
            launching_ = false;
            out_.respond(*request);
            out_.event("initialized");
            initialized_ = true;
            for (const std::string& note : program_->notes)
                out_.output("stderr", note);
        }
    } else if (const auto* failed = std::get_if<debug::LaunchFailed>(&item.event)) {
        if (auto request = takePending(ticket)) {
            launching_ = false;
            program_.reset();
            out_.fail(*request, failed->message);
        } else if (tickets_.sameSession(ticket) && !ended_) {
            out_.output("stderr", "Error: " + failed->message);
            finish(1, "");
        }
    } else if (const auto* stopped = std::get_if<debug::Stopped>(&item.event)) {
        onStopped(ticket, *stopped);
    } else if (const auto* update = std::get_if<debug::BreakpointsUpdated>(&item.event)) {
        if (tickets_.sameSession(ticket)) {
            breakpoints_.onStatus(update->breakpoints);
            sendBreakpointEvents();
        }
    } else if (const auto* edit = std::get_if<debug::EditFailed>(&item.event)) {
        if (auto request = takePending(ticket))
            out_.fail(*request, edit->message);
    }
}

void DapSession::onStopped(const debug::CommandTicket& ticket, const debug::Stopped& stopped) {
    std::optional<JsonValue> request = takePending(ticket);
    if (!request && !tickets_.current(ticket))
        return; // an answer to a command a newer one replaced
    if (!stopped.snapshot || !stopped.snapshot->stop)
        return;
    variables_.reset(stopped.snapshot);
    running_ = false;
    const debug::StopInfo& stop = *stopped.snapshot->stop;

    if (request) {
        const std::string command(request->stringMember("command").value_or(""));
        if (command == "setVariable") {
            // The edited value, read back from the new snapshot.
            JsonValue body = JsonValue::object();
            body.set("value",
                     JsonValue::string(
                         request->member("arguments")
                             ? std::string(argumentsOf(*request).stringMember("value").value_or(""))
                             : std::string()));
            out_.respond(*request, std::move(body));
            return;
        }
        if (command == "writeMemory") {
            out_.respond(*request, JsonValue::object());
            return;
        }
        if (command == "restart")
            out_.respond(*request);
    }
    if (awaitingEntry_) {
        awaitingEntry_ = false;
        if (configured_)
            startRun();
        else
            entryHeld_ = true;
        return;
    }
    if (stop.reason == R::Finished) {
        finish(0, "");
        return;
    }
    if (!breakpoints_.wanted(stop)) {
        if (stop.reason == R::Deadlock || stop.reason == R::Fault) {
            finish(1, DapStops::text(stop));
            return;
        }
        if (lastRun_ && !isStep(lastRun_->kind)) {
            running_ = true;
            submit(*lastRun_); // a hit condition not met yet: on to the next hit
            return;
        }
    }
    reportStop(stop, false);
}

void DapSession::reportStop(const debug::StopInfo& stop, bool entry) {
    terminal_ = stop.reason == R::Deadlock || stop.reason == R::Fault;
    std::string reason = entry ? "entry" : DapStops::reasonOf(stop);
    if (!entry && !stop.breakpoints.empty())
        reason = breakpoints_.reasonOf(stop);
    if (lastRun_ && isStep(lastRun_->kind) && stop.reason == R::Breakpoint)
        reason = "breakpoint";
    out_.event("stopped", DapStops::stoppedBody(stop, reason, breakpoints_.idsOf(stop)));
}

void DapSession::finish(int exitCode, const std::string& why) {
    if (ended_)
        return;
    if (!why.empty())
        out_.output("stderr", why);
    ended_ = true;
    running_ = false;
    out_.event("exited", JsonValue::object().set("exitCode", JsonValue::number(exitCode)));
    out_.event("terminated");
}

} // namespace wave::dap
