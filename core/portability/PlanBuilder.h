#pragma once
// The portability plan of a launch as wave-emu's options describe it: every device profile
// (shipped and the user's), the schedules of --schedules N plus an explicit --schedule, and the
// output regions of the --dump-* options. Shared by `wave-emu --portability` and the IDE's
// Portability dock so that both run the same matrix for the same launch.

#include "launch/EmuOptions.h"
#include "portability/PortabilityPlan.h"

#include "emu/Schedule.h"

#include <string>
#include <vector>

namespace wave::portability {

class PlanBuilder {
public:
    // `launchSchedule`: the launch's schedule (compared too when --schedule names one the
    // plan lacks). `warnings` gets the profile files that were skipped ("device profile
    // skipped: ..."); `note` says what is compared ("--dump-u32 1024:1", "all of device
    // memory"). False with `error` (the reference's message) for a malformed --dump-* value.
    static bool build(const launch::EmuOptions& options, const emu::Schedule& launchSchedule,
                      PortabilityPlan& plan, std::vector<std::string>& warnings, std::string& note,
                      std::string& error);
};

} // namespace wave::portability
