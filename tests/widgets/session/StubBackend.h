#pragma once
// A stand-in for the session worker's thread boundary (the SessionBackend interface, after
// Dolphin's StubHost): it records every request the controller makes and lets a test answer
// them, in any order and at any time, the way the worker thread could. It runs no engine.

#include "session/SessionBackend.h"

#include <QVector>

#include <algorithm>
#include <memory>

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
        SnapshotAt
    };
    Kind kind = Kind::Command;
    CommandTicket ticket;
    SessionCommand command = SessionCommand::Continue;
    quint64 argument = 0;
};

class StubBackend final : public SessionBackend {
    Q_OBJECT
public:
    QVector<StubRequest> requests;
    quint64 cancelledThrough = 0;
    int breakpointUpdates = 0;
    QVector<BreakpointEntry> engineBreakpoints; // the last list sent

    void cancel(quint64 through) override {
        cancelledThrough = std::max(cancelledThrough, through);
    }
    void launch(CommandTicket t, LaunchRequestPtr, QVector<BreakpointEntry>) override {
        record(StubRequest::Kind::Launch, t);
    }
    void restart(CommandTicket t) override { record(StubRequest::Kind::Restart, t); }
    void end(CommandTicket t) override { record(StubRequest::Kind::End, t); }
    void command(CommandTicket t, SessionCommand c, quint64 argument) override {
        record(StubRequest::Kind::Command, t, c, argument);
    }
    void pause(CommandTicket t) override { record(StubRequest::Kind::Pause, t); }
    void setFocus(CommandTicket t, quint32, quint32) override {
        record(StubRequest::Kind::Focus, t);
    }
    void setBreakpoints(QVector<BreakpointEntry> list) override {
        ++breakpointUpdates;
        engineBreakpoints = std::move(list);
    }
    void setAnalyses(debug::AnalysisOptions) override {}
    void writeRegister(CommandTicket t, quint32, quint32, quint32, quint32) override {
        record(StubRequest::Kind::WriteRegister, t);
    }
    void writePredicate(CommandTicket t, quint32, quint32, quint32, bool) override {
        record(StubRequest::Kind::WritePredicate, t);
    }
    void snapshotAt(CommandTicket t, quint64) override { record(StubRequest::Kind::SnapshotAt, t); }

    // The newest request of `kind`.
    StubRequest last(StubRequest::Kind kind) const {
        for (auto it = requests.rbegin(); it != requests.rend(); ++it)
            if (it->kind == kind)
                return *it;
        return {};
    }

    // Answers as the worker would: a full stop snapshot at `step` for the request `ticket`.
    void stop(CommandTicket ticket, std::uint64_t step,
              debug::StopReason reason = debug::StopReason::StepDone) {
        emit stopped(ticket, snapshot(step, reason, true), std::make_shared<AnalysisSnapshot>());
    }
    void lightSnapshot(CommandTicket ticket, std::uint64_t step) {
        emit progress(ticket, snapshot(step, debug::StopReason::Paused, false));
    }
    // launched() then the stop at step 0, as a launch is answered.
    void answerLaunch(CommandTicket ticket) {
        emit launched(ticket, snapshot(0, debug::StopReason::StepDone, true));
        stop(ticket, 0);
    }

private:
    void record(StubRequest::Kind kind, CommandTicket t,
                SessionCommand c = SessionCommand::Continue, quint64 argument = 0) {
        requests.push_back(StubRequest{kind, t, c, argument});
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
