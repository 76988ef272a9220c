#pragma once
// wave-emu's analyses (README "Analyses on the command line"), after the normal run: on a
// deadlock or a barrier divergence, the verdict in words and the barrier board; with
// --race-check, --bank-conflicts and --timeline FILE, those reports. All on stderr, after
// everything the reference prints, so stdout stays the reference's.
//
// The launch runs a second time under the debugger engine (deterministically, so it takes the
// same path); the first, fast run keeps its speed and produces stdout and the exit status.
// Exit status: a race (--race-check) or a timeline that cannot be written turns a 0 into 1; a
// non-zero status of the run (fault, deadlock, I/O) is kept.

#include "launch/EmuOptions.h"

#include "emu/LaunchConfig.h"
#include "isa/Program.h"

#include <cstdint>

namespace wave::cli {

// What the fast run found.
struct RunOutcome {
    bool ran = false;              // the kernel was launched (fills succeeded)
    bool deadlock = false;         // it ended in a deadlock fault
    std::uint64_t divergences = 0; // divergent barrier releases
};

class EmuAnalyses {
public:
    static bool needed(const launch::EmuOptions& options, const RunOutcome& outcome);
    // Runs the analyses, prints them to stderr and returns the process exit status.
    static int report(const launch::EmuOptions& options, const isa::Program& program,
                      const emu::LaunchConfig& config, const RunOutcome& outcome, int exitCode);
};

} // namespace wave::cli
