#pragma once
// The debugger as a service, for every front-end (the IDE through DebuggerBridge, the DAP
// server directly): it owns a DebugSession on a thread of its own, takes DebugCommands in
// order, runs every run-control command in slices, and reports DebugEvents through a sink.
//
//     DebugService service([](const CommandTicket& t, DebugEvent e) { ... });
//     TicketIssuer tickets;
//     CommandTicket launch = tickets.supersede();
//     service.cancel(launch.command);
//     service.submit(launch, Launch{...});
//     service.submit(tickets.issue(true), RunCommand{RunKind::Continue});
//     CommandTicket pause = tickets.issue(true);
//     service.cancel(pause.command); // at once: the Continue ends where it stands
//     service.submit(pause, Pause{});
//
// Slices: a command runs in slices of about 8 ms of engine time (step budgets; the first one
// 10k wave-instructions, so a short step ends in it); commands queued meanwhile are taken
// between slices, a light snapshot goes out at most every 33 ms, and a cancelled command ends
// within its slice (DebugSession::requestStop), so Pause is answered within 100 ms even in an
// endless loop. A full snapshot (and the analyses) follows every stop.
//
// Running out of memory (a snapshot, a checkpoint or the analyses of a huge launch) ends the
// session with LaunchFailed{OutOfMemory}, never an abort.
//
// Threading: submit() and cancel() may be called from any thread; commands are handled in the
// order they were submitted. The sink is called on the service's thread, one event at a time,
// in the order they were produced; it must not call back into the service's destructor. The
// destructor cancels everything, ends the thread and drops the session.

#include "debug/service/CommandRunner.h"
#include "debug/service/CommandTicket.h"
#include "debug/service/DebugCommand.h"
#include "debug/service/DebugEvent.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

namespace wave::debug {

class DebugService {
public:
    using Sink = CommandRunner::Sink;
    using Timing = CommandRunner::Timing;

    explicit DebugService(Sink sink, Timing timing = {});
    ~DebugService();
    DebugService(const DebugService&) = delete;
    DebugService& operator=(const DebugService&) = delete;

    // Any thread. Queued behind the commands submitted before it.
    void submit(const CommandTicket& ticket, DebugCommand command);
    // Any thread, at once, ahead of every queued command: every command numbered up to
    // `through` is cancelled. One not started yet never starts; one running ends where it
    // stands within its slice. Nothing answers the cancel itself: the command that made it
    // (a Pause, Launch, Restart or Terminate) answers in its turn.
    void cancel(std::uint64_t through);
    // Any thread: whether the service has nothing queued and nothing running.
    bool idle() const;

private:
    void loop();

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::pair<CommandTicket, DebugCommand>> queue_;
    bool running_ = false;  // the thread is handling a command or running a slice
    bool sliceDue_ = false; // a run-control command goes on
    bool stopping_ = false;
    CommandRunner runner_; // used by the service's thread only, except cancel()
    std::thread thread_;   // last: starts once everything above exists
};

} // namespace wave::debug
