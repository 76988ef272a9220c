// The ticket rules every front-end of the DebugService follows (TicketIssuer): sequence numbers
// grow across sessions, an epoch starts at every launch and terminate, and an answer is current
// only for the current session and the newest command with the last word.

#include "debug/service/TicketIssuer.h"

#include <gtest/gtest.h>

using namespace wave::debug;

TEST(TicketIssuerTest, SequenceNumbersGrowAcrossSessionsAndEpochsOnlyAtSupersede) {
    TicketIssuer tickets;
    EXPECT_EQ(tickets.last(), (CommandTicket{0, 0}));
    const CommandTicket launch = tickets.supersede();
    const CommandTicket run = tickets.issue(true);
    const CommandTicket focus = tickets.issue(false);
    const CommandTicket end = tickets.supersede();
    const CommandTicket relaunch = tickets.supersede();
    EXPECT_EQ(launch, (CommandTicket{1, 1}));
    EXPECT_EQ(run, (CommandTicket{1, 2}));
    EXPECT_EQ(focus, (CommandTicket{1, 3}));
    EXPECT_EQ(end, (CommandTicket{2, 4}));
    EXPECT_EQ(relaunch, (CommandTicket{3, 5}));
    EXPECT_EQ(tickets.last(), relaunch);
}

TEST(TicketIssuerTest, AnAnswerToACommandOlderThanTheNewestWithTheLastWordIsStale) {
    TicketIssuer tickets;
    tickets.supersede();
    const CommandTicket run = tickets.issue(true);
    EXPECT_TRUE(tickets.current(run));
    const CommandTicket pause = tickets.issue(true);
    EXPECT_FALSE(tickets.current(run)); // the Continue's late stop never undoes the Pause
    EXPECT_TRUE(tickets.current(pause));
    // A request without the last word (focus, comparison) makes nothing stale, and its own
    // answers are current.
    const CommandTicket focus = tickets.issue(false);
    EXPECT_TRUE(tickets.current(pause));
    EXPECT_TRUE(tickets.current(focus));
    EXPECT_TRUE(tickets.sameSession(run));
}

TEST(TicketIssuerTest, AnswersOfAnotherSessionAreNeverCurrent) {
    TicketIssuer tickets;
    tickets.supersede();
    const CommandTicket old = tickets.issue(true);
    const CommandTicket launch = tickets.supersede();
    EXPECT_FALSE(tickets.sameSession(old));
    EXPECT_FALSE(tickets.current(old));
    // Even an old-session answer numbered after the new launch (impossible from one issuer,
    // but the rule does not rely on it) is another session's.
    EXPECT_FALSE(tickets.current(CommandTicket{old.session, launch.command + 10}));
    EXPECT_TRUE(tickets.current(launch));
}
