#pragma once
// The id every command to a DebugService carries, and every event answering it: the session it
// belongs to (an epoch: one per launch, and one per "no session" after a terminate) and the
// command's sequence number. Sequence numbers grow over the front-end's whole life, across
// sessions, so "issued up to N" means the same thing in every session.
//
// A front-end hands them out with a TicketIssuer; the service only echoes them back and
// honours cancel(through). Which answers are still wanted is the TicketIssuer's rule.

#include <cstdint>

namespace wave::debug {

struct CommandTicket {
    std::uint64_t session = 0;
    std::uint64_t command = 0;

    friend bool operator==(const CommandTicket&, const CommandTicket&) = default;
};

} // namespace wave::debug
