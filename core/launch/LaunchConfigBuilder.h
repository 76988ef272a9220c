#pragma once
// The launch configuration of a wave-emu run from its options (docs/reference/execution-model.md §1
// step 2 and the checks after the kernel is chosen). Shared by wave-emu and the IDE, which launches
// through these same pieces so that a debug session reproduces a `wave-emu` run exactly (same
// config, same errors).

#include "launch/DeviceProfileCatalog.h"
#include "launch/EmuOptions.h"
#include "launch/LaunchError.h"

#include "emu/LaunchConfig.h"
#include "isa/Program.h"

#include <optional>
#include <string>

namespace wave::launch {

class LaunchConfigBuilder {
public:
    // Step 2: --grid, --workgroup and --set-reg are parsed (in that order, the first problem
    // wins) and every numeric value is copied; then --schedule and --profile (whose wave width
    // wins over --wave-width). Returns false with `error` set to the text
    // printed after "Error: ". kernelIndex is left alone (KernelSelector sets it).
    static bool build(const EmuOptions& options, emu::LaunchConfig& config, std::string& error);
    // The same with the problem as data.
    static std::optional<LaunchError> build(const EmuOptions& options, emu::LaunchConfig& config);

    // The device profiles --profile and --portability choose from: the shipped ones and the
    // user's (--profile-dir or DeviceProfileCatalog::userDirectory()).
    static DeviceProfileCatalog profiles(const EmuOptions& options);

    // After the kernel is chosen: LaunchConfig holds 32 bits of local memory, so a larger
    // --local-memory fails here, unless the chosen kernel declares its own size (then the
    // option does not matter). Returns false with `error` set.
    static bool checkLocalMemory(const EmuOptions& options, const isa::Program& program,
                                 const emu::LaunchConfig& config, std::string& error);
    // The same with the problem as data (id LocalMemory).
    static std::optional<LaunchError> checkLocalMemory(const EmuOptions& options,
                                                       const isa::Program& program,
                                                       const emu::LaunchConfig& config);
};

} // namespace wave::launch
