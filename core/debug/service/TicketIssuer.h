#pragma once
// The front-end's half of the ticket rules (CommandTicket): hands out tickets and decides which
// answers are still wanted. Every front-end of a DebugService (the IDE's SessionController, the
// DAP server) keeps one, so the rules are written once:
//   - every command gets the next sequence number; a launch and a terminate also start a new
//     session epoch (supersede()), and the service is told to cancel every earlier command;
//   - a command that has the last word on the stop (run control, pause, restart, launch, edit)
//     makes every answer to an older command stale (`last`);
//   - an answer is current when it belongs to the current session and answers the newest
//     command with the last word, or a later one.
// So an early Pause is never undone by the command it paused, and a finished session never
// speaks for the next one.
//
// Threading: one thread (the front-end's).

#include "debug/service/CommandTicket.h"

#include <cstdint>

namespace wave::debug {

class TicketIssuer {
public:
    // The next ticket of the current session; `last`: it has the last word on the stop.
    CommandTicket issue(bool last) {
        const CommandTicket ticket{epoch_, ++sequence_};
        if (last)
            awaited_ = ticket.command;
        return ticket;
    }
    // A new session epoch and a ticket in it with the last word. The caller cancels every
    // command up to ticket.command (DebugService::cancel) before sending it.
    CommandTicket supersede() {
        ++epoch_;
        return issue(true);
    }
    // Whether an answer belongs to the current session and answers the newest command.
    bool current(const CommandTicket& ticket) const {
        return ticket.session == epoch_ && ticket.command >= awaited_;
    }
    // Whether an answer belongs to the current session (whichever command it answers).
    bool sameSession(const CommandTicket& ticket) const { return ticket.session == epoch_; }
    // The ticket of the last command issued ({0, 0} before any).
    CommandTicket last() const { return CommandTicket{epoch_, sequence_}; }

private:
    std::uint64_t epoch_ = 0;
    std::uint64_t sequence_ = 0;
    std::uint64_t awaited_ = 0; // answers to older commands are stale
};

} // namespace wave::debug
