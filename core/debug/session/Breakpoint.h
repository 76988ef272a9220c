#pragma once
// Breakpoints and data watchpoints. Every kind has an id, enable/disable, a hit count and an
// optional condition in the expression language (ExpressionLanguage.md); a hit whose condition
// is false on every active lane of the wave does not count and does not stop.
//
// A condition that does not parse never lets a breakpoint pass silently: single edits
// (BreakpointTable::add, setCondition) refuse it, and a breakpoint that arrives with one in a
// whole list (BreakpointTable::replace: a session file written by hand or by an older version)
// stops every time it is reached, its stop message giving the parse error with its column. A
// stop the user did not ask for is visible and costs a keypress; a breakpoint skipped because
// of a typo costs the bug hunt.

#include "debug/analysis/MemoryAccess.h"
#include "debug/expr/Condition.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

enum class BreakpointKind : std::uint8_t {
    Line,           // a wave is about to issue an instruction of `line`
    Address,        // a wave is about to issue the instruction at `pc`
    BarrierArrival, // `wave` (or any) arrives at the barrier at `pc` (or any barrier)
    BarrierQuorum,  // the `arrivals`-th waiting wave arrives at the barrier at `pc` (or any)
    BarrierRelease, // the waves waiting at `pc` (or any barrier) are released
    Divergence,     // a branch (if, break, continue) splits a wave's active mask
    Reconvergence,  // an endif or endloop gives lanes back to a wave
    Watch,          // a lane accesses [address, address + length) in `space`
};

enum class WatchAccess : std::uint8_t { Read, Write, Either }; // atomics are both

struct BreakpointSpec {
    BreakpointKind kind = BreakpointKind::Line;
    // Line: resolved to the first line with code at or after it. Barrier kinds: the barrier on
    // this line (0: use `pc`); `pc` then follows the line when the program changes.
    std::uint32_t line = 0;
    std::optional<std::uint32_t> pc;        // Address; barrier kinds: a given barrier, or any
    std::optional<std::uint32_t> wave;      // BarrierArrival: a given wave, or any; others: filter
    std::uint32_t arrivals = 1;             // BarrierQuorum: k of "the k-th of n waves arrives"
    MemorySpace space = MemorySpace::Local; // Watch
    std::uint64_t address = 0;
    std::uint64_t length = 4;
    WatchAccess access = WatchAccess::Write;
    std::string condition; // empty: none
    bool enabled = true;

    friend bool operator==(const BreakpointSpec&, const BreakpointSpec&) = default;
};

// A breakpoint as its owner (the IDE) defines it: an id the owner chose once (> 0, unique in
// the list) and kept across edits and sessions, and what it stops on.
struct BreakpointDefinition {
    std::uint32_t id = 0;
    BreakpointSpec spec;
};

struct Breakpoint {
    std::uint32_t id = 0;
    BreakpointSpec spec;
    std::vector<std::uint32_t> pcs; // Line: the resolved instructions of the line
    std::optional<expr::Condition> condition;
    // The condition does not parse: the breakpoint stops unconditionally and says why.
    std::optional<expr::ParseError> conditionError;
    // Why it cannot trigger ("no instruction at or after line 40"); empty when armed.
    std::string problem;
    std::uint64_t hits = 0; // hits that stopped or would have stopped (condition true)
};

// "line 12", "address 0x0040", "barrier arrival of wave 2 at 0x0040", ...
std::string describe(const BreakpointSpec& spec);

} // namespace wave::debug
