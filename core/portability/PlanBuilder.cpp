#include "portability/PlanBuilder.h"

#include "launch/LaunchConfigBuilder.h"
#include "portability/OutputRegions.h"

#include <algorithm>

namespace wave::portability {

bool PlanBuilder::build(const launch::EmuOptions& options, const emu::Schedule& launchSchedule,
                        PortabilityPlan& plan, std::vector<std::string>& warnings,
                        std::string& note, std::string& error) {
    const launch::DeviceProfileCatalog catalog = launch::LaunchConfigBuilder::profiles(options);
    for (const launch::ProfileError& e : catalog.errors())
        warnings.push_back("device profile skipped: " + e.text());
    plan.profiles = catalog.profiles();
    plan.schedules = PortabilityPlan::schedulesFor(options.schedules);
    if (options.schedule && std::find(plan.schedules.begin(), plan.schedules.end(),
                                      launchSchedule) == plan.schedules.end())
        plan.schedules.push_back(launchSchedule);
    plan.regions.clear();
    note.clear();
    return OutputRegions::fromOptions(options, plan.regions, note, error);
}

} // namespace wave::portability
