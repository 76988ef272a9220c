#pragma once
// `wave-emu --portability [--schedules N]`: the launch under every device profile (and
// schedule), compared (issue 16). Exit status 0 when every run agrees, 1 otherwise (or on an
// error before any run).

#include "launch/EmuOptions.h"

#include "emu/LaunchConfig.h"
#include "isa/Program.h"

#include <string>
#include <vector>

namespace wave::cli {

class PortabilityCommand {
public:
    // After the program is loaded and the kernel chosen. Prints the report on stdout;
    // `warnings` gets the profile files that could not be read.
    static int run(const launch::EmuOptions& options, const isa::Program& program,
                   const emu::LaunchConfig& config, std::vector<std::string>& warnings);
};

} // namespace wave::cli
