// Breakpoint bookkeeping in the engine (issues 12 and 14): the owner's ids are the ids of stops,
// hit counts are exact and survive changes to the other breakpoints (and to their own spec),
// a condition that does not parse stops with its error instead of passing silently, and a list
// of 10,000 breakpoints resolves each one to its line.

#include "SessionFixture.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace wave::debug::test {
namespace {

// One wave runs the loop body (line 7) seven times; line 9 holds a barrier.
const std::string kLoop = R"(.kernel seven
    mov_imm r0, 0
    mov_imm r1, 1
    mov_imm r2, 7
    loop
        ; the body
        iadd r0, r0, r1
        icmp_eq p1, r0, r2
        barrier
        break p1
    endloop
    halt
.end
)";

BreakpointDefinition lineAt(std::uint32_t id, std::uint32_t line, std::string condition = {}) {
    BreakpointDefinition d;
    d.id = id;
    d.spec.kind = BreakpointKind::Line;
    d.spec.line = line;
    d.spec.condition = std::move(condition);
    return d;
}

BreakpointDefinition barrierAt(std::uint32_t id, std::uint32_t line) {
    BreakpointDefinition d;
    d.id = id;
    d.spec.kind = BreakpointKind::BarrierArrival;
    d.spec.line = line;
    return d;
}

const Breakpoint* byId(const DebugSession& s, std::uint32_t id) {
    for (const Breakpoint& b : s.breakpoints())
        if (b.id == id)
            return &b;
    return nullptr;
}

TEST(BreakpointTable, SevenStopsInALoopCountSevenUnderTheOwnersId) {
    auto s = load(kLoop, launch(32));
    s->setBreakpoints({lineAt(42, 6)}); // a comment line: resolves to the iadd on line 7
    for (std::uint64_t stop = 1; stop <= 7; ++stop) {
        const StopInfo info = s->continueRun();
        ASSERT_EQ(info.reason, StopReason::Breakpoint) << info.message;
        EXPECT_EQ(info.line, 7u);
        ASSERT_EQ(info.breakpoints, std::vector<std::uint32_t>{42});
        EXPECT_EQ(info.message, "breakpoint 42 at line 7");
        EXPECT_EQ(byId(*s, 42)->hits, stop);
    }
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_EQ(byId(*s, 42)->hits, 7u);
}

// Reaching the breakpoint by stepping counts too, and says so: after 7 arrivals by Step Over
// the count reads 7, never 0.
TEST(BreakpointTable, SteppingOntoABreakpointIsAHit) {
    auto s = load(kLoop, launch(32));
    s->setBreakpoints({lineAt(5, 7)});
    int arrivals = 0;
    for (int i = 0; i < 100; ++i) {
        const StopInfo stop = s->stepOver();
        if (stop.reason == StopReason::Finished)
            break;
        if (stop.line == 7) {
            ++arrivals;
            EXPECT_EQ(stop.reason, StopReason::Breakpoint);
            EXPECT_EQ(stop.message, "breakpoint 5 at line 7");
            EXPECT_EQ(byId(*s, 5)->hits, std::uint64_t(arrivals));
        }
        if (arrivals == 7 && stop.line == 12)
            break;
    }
    EXPECT_EQ(arrivals, 7);
    EXPECT_EQ(byId(*s, 5)->hits, 7u);
    // A Continue from a stop there does not count it twice.
    auto t = load(kLoop, launch(32));
    t->setBreakpoints({lineAt(5, 7)});
    ASSERT_EQ(t->continueRun().reason, StopReason::Breakpoint); // 1
    EXPECT_EQ(t->stepOver().line, 8u);
    EXPECT_EQ(t->stepOver().line, 9u);
    EXPECT_EQ(t->stepOver().line, 10u);
    EXPECT_EQ(t->stepOver().line, 11u);
    EXPECT_EQ(t->stepOver().line, 7u);                          // 2
    ASSERT_EQ(t->continueRun().reason, StopReason::Breakpoint); // 3
    EXPECT_EQ(byId(*t, 5)->hits, 3u);
}

TEST(BreakpointTable, OtherBreakpointsComingAndGoingKeepTheCount) {
    auto s = load(kLoop, launch(32));
    s->setBreakpoints({lineAt(4, 7)});
    for (int i = 0; i < 3; ++i)
        ASSERT_EQ(s->continueRun().reason, StopReason::Breakpoint);
    // A barrier breakpoint joins: the line breakpoint keeps its 3 hits.
    s->setBreakpoints({lineAt(4, 7), barrierAt(6, 9)});
    EXPECT_EQ(byId(*s, 4)->hits, 3u);
    StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::BarrierEvent) << stop.message;
    EXPECT_EQ(stop.breakpoints, std::vector<std::uint32_t>{6});
    EXPECT_EQ(byId(*s, 6)->hits, 1u);
    // Its own condition changes, the barrier one goes: still 3, and it counts on.
    s->setBreakpoints({lineAt(4, 7, "r0 >= 0")});
    EXPECT_EQ(byId(*s, 4)->hits, 3u);
    EXPECT_EQ(byId(*s, 6), nullptr);
    ASSERT_EQ(s->continueRun().reason, StopReason::Breakpoint);
    EXPECT_EQ(byId(*s, 4)->hits, 4u);
    // Removed and added again under a new id, it starts at 0.
    s->setBreakpoints({lineAt(9, 7)});
    EXPECT_EQ(byId(*s, 9)->hits, 0u);
    // A restart starts every count again.
    ASSERT_EQ(s->continueRun().reason, StopReason::Breakpoint);
    s->restart();
    EXPECT_EQ(byId(*s, 9)->hits, 0u);
}

TEST(BreakpointTable, AConditionThatDoesNotParseStopsWithItsError) {
    auto s = load(kLoop, launch(32));
    // Entered one at a time, it is refused with its column.
    BreakpointSpec spec = lineAt(0, 7, "lane == 5 && r3 ==").spec;
    std::string error;
    EXPECT_EQ(s->addBreakpoint(spec, error), 0u);
    EXPECT_NE(error.find("column 19"), std::string::npos) << error;
    // Arriving in a list (a session file), it is kept, reports its error, and stops every time
    // (a condition `r0 == 100` would never hold: it must not pass silently either).
    s->setBreakpoints({lineAt(3, 7, "lane == 5 && r3 ==")});
    const Breakpoint* b = byId(*s, 3);
    ASSERT_NE(b, nullptr);
    ASSERT_TRUE(b->conditionError.has_value());
    EXPECT_EQ(b->conditionError->column, 19u);
    for (std::uint64_t i = 1; i <= 7; ++i) {
        const StopInfo stop = s->continueRun();
        ASSERT_EQ(stop.reason, StopReason::Breakpoint);
        EXPECT_NE(stop.message.find("does not parse (column 19: "), std::string::npos)
            << stop.message;
    }
    EXPECT_EQ(byId(*s, 3)->hits, 7u);
}

TEST(BreakpointTable, ProblemsAreKeptNotDropped) {
    auto s = load(kLoop, launch(32));
    s->setBreakpoints({lineAt(1, 400), barrierAt(2, 7), lineAt(3, 7), lineAt(3, 8), lineAt(0, 8)});
    // The duplicate id and id 0 are ignored; the others stay, with their problem.
    ASSERT_EQ(s->breakpoints().size(), 3u);
    EXPECT_EQ(byId(*s, 1)->problem, "no instruction at or after line 400");
    EXPECT_EQ(byId(*s, 2)->problem, "no barrier on line 7");
    EXPECT_TRUE(byId(*s, 3)->problem.empty());
    const StopInfo stop = s->continueRun();
    EXPECT_EQ(stop.breakpoints, std::vector<std::uint32_t>{3});
}

// 10,000 line breakpoints, one per line of a 10,000-instruction kernel, each on its line (the
// bench prints the time; here only the result counts).
TEST(BreakpointTable, TenThousandBreakpointsResolveToTheirLines) {
    std::string source = ".kernel many\n    mov_imm r1, 1\n"; // line 2
    constexpr std::uint32_t kCount = 10'000;
    for (std::uint32_t i = 0; i < kCount; ++i)
        source += "    iadd r0, r0, r1\n"; // lines 3 ..
    source += "    halt\n.end\n";
    auto s = load(source, launch(32));
    std::vector<BreakpointDefinition> list;
    for (std::uint32_t i = 0; i < kCount; ++i)
        list.push_back(lineAt(i + 1, 3 + i, i % 2 ? "r0 >= 0" : ""));
    s->setBreakpoints(list);
    ASSERT_EQ(s->breakpoints().size(), kCount);
    for (std::uint32_t i = 0; i < kCount; ++i) {
        const Breakpoint& b = s->breakpoints()[i];
        ASSERT_EQ(b.id, i + 1);
        ASSERT_EQ(b.pcs, std::vector<std::uint32_t>{8 * (i + 1)});
        ASSERT_TRUE(b.problem.empty());
    }
    for (std::uint32_t i = 0; i < 3; ++i) {
        const StopInfo stop = s->continueRun();
        ASSERT_EQ(stop.breakpoints, std::vector<std::uint32_t>{i + 1});
        EXPECT_EQ(stop.line, 3 + i);
    }
}

} // namespace
} // namespace wave::debug::test
