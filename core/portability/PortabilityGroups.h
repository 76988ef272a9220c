#pragma once
// What a report says about the result groups of a portability matrix, as facts that the CLI
// (wave-emu --portability) and the IDE's Portability dock word each in their own way: the
// group's name (a letter), how its runs ended, where that outcome appears ("deadlocks at wave
// width 8, 16, 32 only") and, when runs with the same outcome left different memory, where the
// group's memory appears ("completes at every width; this memory at wave width 32 only").
//
// Runs are grouped by outcome first (the same deadlock at the same barriers, the same fault
// kind at the same instruction) and by memory only among runs that completed: the memory a
// deadlock or a fault leaves behind is an accident of the moment it stopped (issue 21).

#include "portability/PortabilityRunner.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::portability {

// How the runs of a group ended.
enum class GroupOutcome : std::uint8_t {
    Completed,
    BarrierDivergence, // completed, but some barrier was reached by only part of a workgroup
    Deadlock,
    Fault,   // a fault, a launch error or a failed preparation (the run's fault says which)
    Stopped, // ended otherwise (an instruction limit)
};

// Where some runs appear: in every run of the matrix, at some wave widths only (no other run
// has one of them), else under some schedules only, else nowhere in particular.
struct GroupScope {
    enum class Kind : std::uint8_t { Anywhere, Everywhere, Widths, Schedules };
    Kind kind = Kind::Anywhere;
    std::vector<std::uint32_t> widths;  // Widths: ascending
    std::vector<std::size_t> schedules; // Schedules: indices into the plan's, ascending
};

class PortabilityGroups {
public:
    // "A", "B", ... "Z", "AA", ...: the name of group `index`.
    static std::string name(std::size_t index);
    static GroupOutcome outcome(const PortabilityRun& run);
    // The runs ended the same way: the same outcome, a deadlock at the same barriers, a fault
    // of the same kind at the same instruction (a launch error: with the same message).
    static bool sameOutcome(const PortabilityRun& a, const PortabilityRun& b);
    // The runs agree (one group): the same outcome and, when they completed, the same output.
    static bool sameResult(const PortabilityRun& a, const PortabilityRun& b);
    // Another group of the matrix has the outcome of group `group` (they differ in memory).
    static bool sharesOutcome(const PortabilityMatrix& matrix, std::size_t group);
    // Where the runs of group `group` appear. Never Everywhere; Anywhere when the matrix has a
    // single group.
    static GroupScope scope(const PortabilityMatrix& matrix, std::size_t group);
    // Where the outcome of group `group` appears: the runs of every group with that outcome.
    // Everywhere when every run has it; Anywhere when the matrix has a single group.
    static GroupScope outcomeScope(const PortabilityMatrix& matrix, std::size_t group);
};

} // namespace wave::portability
