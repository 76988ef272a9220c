#pragma once
// The debug session behind the adapter: one launch on a DebugService, run control forwards
// and backwards, the client's breakpoints, and the stops turned into DAP events.
//
// The life of a session, as DAP orders it:
//   launch             prepared here (DapLaunch), loaded by the service; answered when the
//                      kernel is loaded, then `initialized` goes out (so that breakpoints can
//                      be verified against the program)
//   set*Breakpoints    answered at once; the engine's list follows every change, and what the
//                      engine says of each breakpoint afterwards (resolved, moved, hit) goes
//                      out as `breakpoint` events; the workspace's breakpoints (DapLaunch) are
//                      armed with the launch and announced so (reason `new`)
//   configurationDone  the run starts: stopped at entry (stopOnEntry) or running
//   next ... continue  answered at once; a `stopped` event follows with the reason, the stop in
//                      words and, on a deadlock, the engine's verdict (DapStops)
//   the end            `exited` (0, or 1 after a fault or deadlock, as wave-emu) and `terminated`
//
// Threading: the adapter's main thread only (service events arrive through the inbox).

#include "DapBreakpoints.h"
#include "DapInbox.h"
#include "DapLaunch.h"
#include "DapVariables.h"
#include "DapWriter.h"

#include "debug/service/DebugService.h"
#include "debug/service/TicketIssuer.h"

#include <map>
#include <memory>
#include <optional>

namespace wave::dap {

class DapSession {
public:
    DapSession(DapWriter& out, DapInbox& inbox);
    ~DapSession();

    // Requests of the session. Each answers `request` now or when the engine has answered.
    void launch(const JsonValue& request);
    void configurationDone(const JsonValue& request);
    void run(const JsonValue& request, debug::RunKind kind);
    void pause(const JsonValue& request);
    void restart(const JsonValue& request);
    void terminate(const JsonValue& request);
    void setBreakpoints(const JsonValue& request);
    void writeRegister(const JsonValue& request, const VariableTarget& target, std::uint32_t value);
    void writeMemory(const JsonValue& request, debug::MemorySpace space, std::uint64_t address,
                     std::vector<std::uint8_t> bytes);
    // A request the client no longer wants answered (cancel): true when one was waiting.
    bool cancel(std::int64_t requestSeq);

    void onServiceEvent(const ServiceItem& item);

    bool launched() const { return program_ != nullptr; }
    const LoadedProgram* program() const { return program_.get(); }
    // Stopped and looking at a full snapshot (not running, not ended).
    bool stopped() const { return !running_ && !ended_ && variables_.snapshot() != nullptr; }
    bool ended() const { return ended_; }
    DapVariables& variables() { return variables_; }
    const debug::StopInfo* lastStop() const;

private:
    void submit(debug::DebugCommand command, bool last = true);
    void startRun();
    void onStopped(const debug::CommandTicket& ticket, const debug::Stopped& stopped);
    void reportStop(const debug::StopInfo& stop, bool entry);
    void finish(int exitCode, const std::string& why);
    void syncBreakpoints();
    // The `breakpoint` events DapBreakpoints queued (engine records, replaced saved ones).
    void sendBreakpointEvents();
    // The pending request answered by `ticket`'s command, taken out; null when none waits.
    std::optional<JsonValue> takePending(const debug::CommandTicket& ticket);

    DapWriter& out_;
    DapBreakpoints breakpoints_;
    DapVariables variables_;
    std::unique_ptr<LoadedProgram> program_;
    debug::TicketIssuer tickets_;
    std::map<std::uint64_t, JsonValue> pending_; // command number -> request awaiting it
    std::optional<debug::RunCommand> lastRun_;
    bool launching_ = false;
    bool initialized_ = false;   // the `initialized` event went out
    bool configured_ = false;    // configurationDone arrived
    bool awaitingEntry_ = false; // the first stop after a launch or restart is not reported
    bool entryHeld_ = false;     // that stop arrived before configurationDone
    bool running_ = false;
    bool ended_ = false;
    bool terminal_ = false; // the last stop ends the run (a deadlock or a fault)
    DapInbox& inbox_;
    std::unique_ptr<debug::DebugService> service_; // last: its thread feeds the inbox
};

} // namespace wave::dap
