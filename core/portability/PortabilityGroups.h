#pragma once
// What a report says about the result groups of a portability matrix, as facts that the CLI
// (wave-emu --portability) and the IDE's Portability dock word each in their own way: the
// group's name (a letter), how its runs ended, and the wave widths or schedules it is confined
// to ("deadlocks at wave width 64 only").

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

// Where a group's results appear: at some wave widths only (no run of another group has one of
// them), else under some schedules only, else nowhere in particular.
struct GroupScope {
    enum class Kind : std::uint8_t { Anywhere, Widths, Schedules };
    Kind kind = Kind::Anywhere;
    std::vector<std::uint32_t> widths;  // Widths: ascending
    std::vector<std::size_t> schedules; // Schedules: indices into the plan's, ascending
};

class PortabilityGroups {
public:
    // "A", "B", ... "Z", "AA", ...: the name of group `index`.
    static std::string name(std::size_t index);
    static GroupOutcome outcome(const PortabilityRun& run);
    // Always Anywhere when the matrix has a single group.
    static GroupScope scope(const PortabilityMatrix& matrix, std::size_t group);
};

} // namespace wave::portability
