// The workspace owns the breakpoints: ids are given once and kept, every kind keeps its fields,
// and breakpoints given by a line follow edits of the text (lines inserted or removed above
// them, a reload that changes everything at once), merging when two land on one line.

#include "workspace/Workspace.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using wave::debug::BreakpointKind;
using wave::debug::BreakpointSpec;
using wave::debug::EditLineMap;
using wave::workspace::Workspace;

BreakpointSpec lineAt(std::uint32_t line) {
    BreakpointSpec s;
    s.kind = BreakpointKind::Line;
    s.line = line;
    return s;
}

const char* const kText = ".kernel k\n"           // 1
                          ".registers 4\n"        // 2
                          "    mov_imm r0, 0\n"   // 3
                          "    iadd r0, r0, r0\n" // 4
                          "    barrier\n"         // 5
                          "    iadd r1, r0, r0\n" // 6
                          "    halt\n"            // 7
                          ".end\n";               // 8

std::string insertAt(std::string text, int line, const std::string& lines) {
    std::size_t pos = 0;
    for (int l = 1; l < line; ++l)
        pos = text.find('\n', pos) + 1;
    return text.insert(pos, lines);
}

std::string removeLine(std::string text, int line) {
    std::size_t pos = 0;
    for (int l = 1; l < line; ++l)
        pos = text.find('\n', pos) + 1;
    return text.erase(pos, text.find('\n', pos) + 1 - pos);
}

} // namespace

TEST(Workspace, IdsAreGivenOnceAndKept) {
    Workspace w;
    const auto a = w.addBreakpoint(lineAt(4));
    const auto b = w.addBreakpoint(lineAt(6));
    EXPECT_EQ(a, 1u);
    EXPECT_EQ(b, 2u);
    ASSERT_TRUE(w.removeBreakpoint(b));
    EXPECT_FALSE(w.removeBreakpoint(b));
    // A removed id is not given again: "breakpoint 2" in an old stop message is not another.
    EXPECT_EQ(w.addBreakpoint(lineAt(7)), 3u);
    BreakpointSpec s = lineAt(4);
    s.condition = "lane == 3";
    s.enabled = false;
    EXPECT_TRUE(w.setBreakpointSpec(a, s));
    EXPECT_FALSE(w.setBreakpointSpec(99, s));
    ASSERT_NE(w.breakpoint(a), nullptr);
    EXPECT_EQ(w.breakpoint(a)->spec, s);
    ASSERT_NE(w.lineBreakpoint(4), nullptr);
    EXPECT_EQ(w.lineBreakpoint(4)->id, a);
    EXPECT_EQ(w.lineBreakpoint(5), nullptr);
}

TEST(Workspace, ReplacingTheListKeepsIdsAndGivesNewOnesToTheRest) {
    Workspace w;
    w.setBreakpoints({{7, lineAt(3)}, {0, lineAt(4)}, {7, lineAt(5)}, {2, lineAt(6)}});
    ASSERT_EQ(w.breakpoints().size(), 4u);
    EXPECT_EQ(w.breakpoints()[0].id, 7u);
    EXPECT_EQ(w.breakpoints()[1].id, 8u);
    EXPECT_EQ(w.breakpoints()[2].id, 9u); // 7 was taken
    EXPECT_EQ(w.breakpoints()[3].id, 2u);
    EXPECT_EQ(w.addBreakpoint(lineAt(7)), 10u);
}

TEST(Workspace, RevisionCountsChangesOnly) {
    Workspace w;
    const auto r0 = w.breakpointRevision();
    const auto id = w.addBreakpoint(lineAt(4));
    const auto r1 = w.breakpointRevision();
    EXPECT_GT(r1, r0);
    EXPECT_TRUE(w.setBreakpointSpec(id, lineAt(4))); // the same spec
    EXPECT_EQ(w.breakpointRevision(), r1);
    w.setWatches({"r1"});
    EXPECT_EQ(w.breakpointRevision(), r1);
    EXPECT_FALSE(w.followEdit(EditLineMap(kText, kText)));
    EXPECT_EQ(w.breakpointRevision(), r1);
}

TEST(Workspace, LinesInsertedAboveMoveEveryBreakpointGivenByALine) {
    Workspace w;
    const auto line = w.addBreakpoint(lineAt(6));
    BreakpointSpec barrier;
    barrier.kind = BreakpointKind::BarrierQuorum;
    barrier.line = 5;
    barrier.arrivals = 2;
    const auto quorum = w.addBreakpoint(barrier);
    BreakpointSpec any; // any barrier: no line to follow
    any.kind = BreakpointKind::BarrierArrival;
    const auto arrival = w.addBreakpoint(any);
    BreakpointSpec watch;
    watch.kind = BreakpointKind::Watch;
    watch.address = 64;
    const auto data = w.addBreakpoint(watch);
    BreakpointSpec address;
    address.kind = BreakpointKind::Address;
    address.pc = 8;
    const auto pc = w.addBreakpoint(address);

    const std::string edited = insertAt(kText, 3, "    ; two lines\n    ; above\n");
    EXPECT_TRUE(w.followEdit(EditLineMap(kText, edited)));
    EXPECT_EQ(w.breakpoint(line)->spec.line, 8u);
    EXPECT_EQ(w.breakpoint(quorum)->spec.line, 7u);
    EXPECT_EQ(w.breakpoint(quorum)->spec.arrivals, 2u);
    EXPECT_EQ(w.breakpoint(arrival)->spec, any);
    EXPECT_EQ(w.breakpoint(data)->spec, watch);
    EXPECT_EQ(w.breakpoint(pc)->spec, address);

    // And back (undo): where they were.
    EXPECT_TRUE(w.followEdit(EditLineMap(edited, kText)));
    EXPECT_EQ(w.breakpoint(line)->spec.line, 6u);
    EXPECT_EQ(w.breakpoint(quorum)->spec.line, 5u);
}

// A reload from disk replaces the whole text in one change: the breakpoints follow the diff.
TEST(Workspace, AWholeNewTextMovesBreakpointsByItsLines) {
    Workspace w;
    const auto a = w.addBreakpoint(lineAt(4));
    const auto b = w.addBreakpoint(lineAt(6));
    std::string edited = insertAt(kText, 1, "; a header\n; of three\n; lines\n");
    edited = removeLine(edited, 8); // "barrier" (line 5 before)
    EXPECT_TRUE(w.followEdit(EditLineMap(kText, edited)));
    EXPECT_EQ(w.breakpoint(a)->spec.line, 7u);
    EXPECT_EQ(w.breakpoint(b)->spec.line, 8u);
}

TEST(Workspace, ARemovedLineGivesItsBreakpointToTheLineInItsPlace) {
    Workspace w;
    const auto a = w.addBreakpoint(lineAt(5));
    const auto b = w.addBreakpoint(lineAt(6));
    EXPECT_TRUE(w.followEdit(EditLineMap(kText, removeLine(kText, 5))));
    // Line 5 is gone: its breakpoint goes to the line now there, where b already is; they
    // merge and the first keeps its id.
    ASSERT_EQ(w.breakpoints().size(), 1u);
    EXPECT_EQ(w.breakpoints()[0].id, a);
    EXPECT_EQ(w.breakpoints()[0].spec.line, 5u);
    EXPECT_EQ(w.breakpoint(b), nullptr);
}

TEST(Workspace, MovedMarkersMergeOnOneLine) {
    Workspace w;
    const auto a = w.addBreakpoint(lineAt(4));
    const auto b = w.addBreakpoint(lineAt(6));
    EXPECT_FALSE(w.moveLineBreakpoints({{a, 4}}));
    EXPECT_TRUE(w.moveLineBreakpoints({{b, 4}}));
    ASSERT_EQ(w.breakpoints().size(), 1u);
    EXPECT_EQ(w.breakpoints()[0].id, a);
}

TEST(Workspace, WatchesAreBounded) {
    Workspace w;
    w.setWatches(std::vector<std::string>(Workspace::kMaxWatches + 5, "r1"));
    EXPECT_EQ(w.watches().size(), Workspace::kMaxWatches);
    EXPECT_EQ(w.launch().kind, wave::launch::JsonValue::Kind::Object);
    EXPECT_TRUE(w.launch().members.empty());
}
