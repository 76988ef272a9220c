#pragma once
// The single-threaded heart of a DebugService: owns the DebugSession, handles one DebugCommand
// at a time, runs the active run-control command slice by slice, and reports DebugEvents
// through the sink. DebugService gives it a thread and a queue; tests may drive it directly.
//
// Threading: one thread calls everything (the one that handles commands; the DebugSession is
// created there), except cancel(), which any thread may call.

#include "debug/service/AnalysisPublisher.h"
#include "debug/service/CommandTicket.h"
#include "debug/service/DebugCommand.h"
#include "debug/service/DebugEvent.h"
#include "debug/session/DebugSession.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace wave::debug {

class CommandRunner {
public:
    using Sink = std::function<void(const CommandTicket& ticket, DebugEvent event)>;

    struct Timing {
        std::chrono::milliseconds slice{8};     // what a slice aims at
        std::chrono::milliseconds progress{33}; // light snapshots at most this often
        std::uint64_t firstSliceSteps = 10'000; // a command's first slice
    };

    CommandRunner(Sink sink, Timing timing);
    ~CommandRunner();

    // Any thread (see DebugService::cancel). The running command, if cancelled, is also
    // interrupted inside its slice (DebugSession::requestStop, atomic).
    void cancel(std::uint64_t through);
    bool cancelled(const CommandTicket& ticket) const {
        return ticket.command <= cancelledThrough_.load(std::memory_order_acquire);
    }

    // Handles one command (a run-control command only starts: runSlice() goes on with it).
    // Out of memory ends the session with LaunchFailed{OutOfMemory}.
    void handle(const CommandTicket& ticket, const DebugCommand& command);
    // Whether a run-control command is in progress (runSlice() has work).
    bool active() const { return active_.has_value(); }
    // The next slice of the active command: it stops (Stopped), or runs on (Running after its
    // first slice, Progress now and then).
    void runSlice();

private:
    void launch(const CommandTicket& ticket, const Launch& launch);
    void restart(const CommandTicket& ticket);
    void terminate(const CommandTicket& ticket);
    void run(const CommandTicket& ticket, const RunCommand& command);
    void pause(const CommandTicket& ticket);
    void setFocus(const CommandTicket& ticket, const SetFocus& focus);
    void setBreakpoints(const SetBreakpoints& list);
    void write(const CommandTicket& ticket, const WriteRegister& edit);
    void write(const CommandTicket& ticket, const WritePredicate& edit);
    void write(const CommandTicket& ticket, const WriteMemory& edit);
    void snapshotAt(const CommandTicket& ticket, const SnapshotAt& request);
    void evaluate(const CommandTicket& ticket, const Evaluate& request);
    // Whether the session can take an edit or a comparison now; the refusal otherwise.
    std::optional<Refusal> busy() const;
    // Ends the session after std::bad_alloc, with a LaunchFailed.
    void outOfMemory(const CommandTicket& ticket);
    // One slice of the active command: `start` for its first, resume() after.
    void slice(bool start);
    void publishStop(const CommandTicket& ticket);
    void publishBreakpoints(const CommandTicket& ticket);
    void setSession(std::unique_ptr<DebugSession> session);
    void emitEvent(const CommandTicket& ticket, DebugEvent event) {
        sink_(ticket, std::move(event));
    }

    Sink sink_;
    Timing timing_;
    // Guards session_ against cancel() from other threads; never held while running.
    std::mutex sessionMutex_;
    std::unique_ptr<DebugSession> session_;
    std::atomic<std::uint64_t> cancelledThrough_{0};
    std::uint64_t epoch_ = 0; // the session of session_ (or of "no session")
    std::vector<BreakpointDefinition> breakpoints_;
    AnalysisPublisher analyses_;
    std::optional<CommandTicket> active_; // the run-control command in progress
    RunCommand command_;                  // its command, until its first slice ran
    bool started_ = false;                // its first slice ran
    bool announced_ = false;              // Running sent for it
    std::uint64_t sliceSteps_ = 0;
    std::chrono::steady_clock::time_point lastProgress_;
};

} // namespace wave::debug
