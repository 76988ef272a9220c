#pragma once
// The launch configuration of a wave-emu run from its options (EXECUTION.md §1 step 2 and the
// checks after the kernel is chosen). Shared by wave-emu and the IDE, which launches through
// these same pieces so that a debug session reproduces a `wave-emu` run exactly (same config,
// same errors).

#include "launch/EmuOptions.h"

#include "emu/LaunchConfig.h"
#include "isa/Program.h"

#include <string>

namespace wave::launch {

class LaunchConfigBuilder {
public:
    // Step 2: --grid, --workgroup and --set-reg are parsed (in that order, the first problem
    // wins) and every numeric value is copied. Returns false with `error` set to the text
    // printed after "Error: ". kernelIndex is left alone (KernelSelector sets it).
    static bool build(const EmuOptions& options, emu::LaunchConfig& config, std::string& error);

    // After the kernel is chosen: LaunchConfig holds 32 bits of local memory, so a larger
    // --local-memory fails here, unless the chosen kernel declares its own size (then the
    // option does not matter). Returns false with `error` set.
    static bool checkLocalMemory(const EmuOptions& options, const isa::Program& program,
                                 const emu::LaunchConfig& config, std::string& error);
};

} // namespace wave::launch
