#pragma once
// A stand-in for the debugger service's thread boundary (a DebuggerBridge without a service,
// after Dolphin's StubHost): it records every command the controller sends and lets a test
// answer them, in any order and at any time, the way the service's thread could. It runs no
// engine.

#include "session/BreakpointEntry.h"
#include "session/DebuggerBridge.h"

#include <QVector>

#include <algorithm>
#include <memory>
#include <variant>

namespace wave::widgets::test {

struct StubRequest {
    enum class Kind {
        Launch,
        Restart,
        End,
        Command,
        Pause,
        Focus,
        WriteRegister,
        WritePredicate,
        SnapshotAt,
        Other
    };
    Kind kind = Kind::Command;
    CommandTicket ticket;
    SessionCommand command = SessionCommand::Continue;
    quint64 argument = 0;
};

class StubBackend final : public DebuggerBridge {
    Q_OBJECT
public:
    StubBackend() : DebuggerBridge(WithoutService{}) {}

    QVector<StubRequest> requests;
    quint64 cancelledThrough = 0;
    int breakpointUpdates = 0;
    QVector<debug::BreakpointDefinition> engineBreakpoints; // the last list sent

    void cancel(quint64 through) override {
        cancelledThrough = std::max(cancelledThrough, through);
    }
    void send(const CommandTicket& t, debug::DebugCommand command) override {
        if (const auto* list = std::get_if<debug::SetBreakpoints>(&command)) {
            ++breakpointUpdates;
            engineBreakpoints = QVector<debug::BreakpointDefinition>(list->breakpoints.begin(),
                                                                     list->breakpoints.end());
            return;
        }
        if (std::holds_alternative<debug::SetAnalyses>(command))
            return;
        StubRequest r{K::Other, t, SessionCommand::Continue, 0};
        if (const auto* run = std::get_if<debug::RunCommand>(&command)) {
            r.command = run->kind;
            r.argument = run->argument;
        }
        r.kind = std::visit([](const auto& c) { return kindOf(c); }, command);
        requests.push_back(r);
    }

    // The newest request of `kind`.
    StubRequest last(StubRequest::Kind kind) const {
        for (auto it = requests.rbegin(); it != requests.rend(); ++it)
            if (it->kind == kind)
                return *it;
        return {};
    }

    // Answers as the service would: a full stop snapshot at `step` for the request `ticket`.
    void stop(CommandTicket ticket, std::uint64_t step,
              debug::StopReason reason = debug::StopReason::StepDone) {
        deliver(ticket,
                debug::Stopped{snapshot(step, reason, true), std::make_shared<AnalysisSnapshot>()});
    }
    void lightSnapshot(CommandTicket ticket, std::uint64_t step) {
        deliver(ticket, debug::Progress{snapshot(step, debug::StopReason::Paused, false)});
    }
    // Launched then the stop at step 0, as a launch is answered.
    void answerLaunch(CommandTicket ticket) {
        deliver(ticket, debug::Launched{snapshot(0, debug::StopReason::StepDone, true)});
        stop(ticket, 0);
    }
    // The service's other answers, named as tests say them (`emit stub->running(t)`).
    void running(CommandTicket ticket) { deliver(ticket, debug::Running{}); }
    void breakpointsUpdated(CommandTicket ticket, const QVector<BreakpointEntry>& entries) {
        debug::BreakpointsUpdated update;
        for (const BreakpointEntry& e : entries)
            update.breakpoints.push_back(
                {std::uint32_t(e.id), e.hits, e.problem.toStdString(), e.error.toStdString(), 0});
        deliver(ticket, std::move(update));
    }
    void editFailed(CommandTicket ticket, const QString& message) {
        deliver(ticket, debug::EditFailed{debug::Refusal::Engine, message.toStdString()});
    }
    void comparisonReady(CommandTicket ticket, SnapshotPtr snapshot) {
        deliver(ticket, debug::ComparisonReady{std::move(snapshot)});
    }

private:
    using K = StubRequest::Kind;
    static K kindOf(const debug::Launch&) { return K::Launch; }
    static K kindOf(const debug::Restart&) { return K::Restart; }
    static K kindOf(const debug::Terminate&) { return K::End; }
    static K kindOf(const debug::Pause&) { return K::Pause; }
    static K kindOf(const debug::RunCommand&) { return K::Command; }
    static K kindOf(const debug::SetFocus&) { return K::Focus; }
    static K kindOf(const debug::WriteRegister&) { return K::WriteRegister; }
    static K kindOf(const debug::WritePredicate&) { return K::WritePredicate; }
    static K kindOf(const debug::SnapshotAt&) { return K::SnapshotAt; }
    template <class Other>
    static K kindOf(const Other&) {
        return K::Other;
    }

    void deliver(CommandTicket ticket, debug::DebugEvent event) {
        emit delivered(ticket, std::move(event));
    }
    SnapshotPtr snapshot(std::uint64_t step, debug::StopReason reason, bool full) {
        auto s = std::make_shared<debug::MachineSnapshot>();
        s->step = step;
        s->full = full;
        s->serial = ++serial_;
        if (full) {
            debug::StopInfo info;
            info.reason = reason;
            info.step = step;
            s->stop = info;
        }
        return s;
    }

    std::uint64_t serial_ = 0;
};

} // namespace wave::widgets::test
