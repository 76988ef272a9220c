#pragma once
// What a user keeps about one source file between runs, whichever front-end shows it (the IDE,
// the DAP server): its breakpoints, its watch expressions and its launch. The one owner of the
// breakpoints: the editor's gutter, the Breakpoints dock and the session file (WorkspaceFile)
// all read and edit them here, and the debugger engine gets a copy at each change.
//
// Breakpoints: each has an id, given once when it is created (> 0, unique, never reused within
// a workspace) and kept through edits, moves, launches and the session file, so that "breakpoint
// 4" in a stop message, the dock and the file is one thing. Every kind of debug::BreakpointSpec
// (line, address, barrier arrival/quorum/release, divergence, reconvergence, data watch) with
// its condition and enabled state. Lines follow edits of the text (followEdit): a breakpoint
// stays on its instruction when lines are inserted or removed above it, whatever made the
// change (typing, paste, undo, a reload from disk). Two line breakpoints that an edit puts on
// one line make one (the first keeps its id).
//
// The launch is kept as the JSON object of the session file's "launch" part, as read or as
// the front-end set it (the IDE converts its LaunchSettings); a typed launch replaces it when
// core has one.
//
// Not thread-safe: one thread (the IDE's GUI thread) owns a workspace.

#include "debug/session/Breakpoint.h"
#include "debug/session/EditLineMap.h"
#include "launch/JsonValue.h"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace wave::workspace {

class Workspace {
public:
    // Each watch is parsed and evaluated at every stop: a bound keeps a file with a million of
    // them from freezing a front-end.
    static constexpr std::size_t kMaxWatches = 1000;

    Workspace();

    // ---- Breakpoints, in the order they were created (the order of the file).
    const std::vector<debug::BreakpointDefinition>& breakpoints() const { return breakpoints_; }
    // Returns the new breakpoint's id.
    std::uint32_t addBreakpoint(const debug::BreakpointSpec& spec);
    bool removeBreakpoint(std::uint32_t id);
    // Replaces what breakpoint `id` stops on (its condition, enabled state, line...); false
    // when there is no such breakpoint.
    bool setBreakpointSpec(std::uint32_t id, const debug::BreakpointSpec& spec);
    const debug::BreakpointDefinition* breakpoint(std::uint32_t id) const;
    // The line breakpoint on `line`, or null.
    const debug::BreakpointDefinition* lineBreakpoint(std::uint32_t line) const;
    // Replaces the list at once (a session file, a front-end's list), in linear time. Entries
    // with id 0, or an id used earlier in the list, get new ids.
    void setBreakpoints(std::vector<debug::BreakpointDefinition> list);
    // Line breakpoints moved to new lines (id -> line), e.g. by a front-end that tracks them
    // itself. Those that end on the line of an earlier one are merged into it. True when
    // anything changed.
    bool moveLineBreakpoints(const std::vector<std::pair<std::uint32_t, std::uint32_t>>& lineOfId);
    // The text was edited: every breakpoint given by a line (line breakpoints, and barrier
    // breakpoints given by the barrier's line) moves to where `map` puts its line. A breakpoint
    // whose line was removed goes to the line that took its place. True when anything moved.
    bool followEdit(const debug::EditLineMap& map);
    // Grows with every change of the breakpoints (not of the watches or the launch): a
    // front-end tells "the list changed" from "nothing happened" without comparing lists.
    std::uint64_t breakpointRevision() const { return revision_; }
    // The source line a breakpoint is placed at (0: none): line breakpoints, and barrier
    // breakpoints given by the barrier's line. These follow edits of the text, and a
    // front-end that lists breakpoints per source (DAP's setBreakpoints) shows them there.
    static std::uint32_t sourceLine(const debug::BreakpointSpec& spec);

    // ---- Watch expressions, as typed (at most kMaxWatches).
    const std::vector<std::string>& watches() const { return watches_; }
    void setWatches(std::vector<std::string> watches);

    // ---- The launch: the session file's "launch" object (an empty object: the defaults).
    const launch::JsonValue& launch() const { return launch_; }
    void setLaunch(launch::JsonValue launch);

private:
    std::size_t indexOf(std::uint32_t id) const; // breakpoints_.size() when absent
    // Removes line breakpoints that share a line with an earlier one.
    void mergeLineBreakpoints();
    // Gives each breakpoint the line `lineOf` returns for it (0: it stays where it is), then
    // merges; true when anything moved.
    bool moveLines(const std::function<std::uint32_t(const debug::BreakpointDefinition&)>& lineOf);

    std::vector<debug::BreakpointDefinition> breakpoints_;
    std::uint32_t nextId_ = 1;
    std::uint64_t revision_ = 0;
    std::vector<std::string> watches_;
    launch::JsonValue launch_;
};

} // namespace wave::workspace
