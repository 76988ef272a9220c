#include "portability/PortabilityPlan.h"

namespace wave::portability {

std::vector<emu::Schedule> PortabilityPlan::schedulesFor(std::uint32_t randomSeeds) {
    std::vector<emu::Schedule> out{{emu::SchedulePolicy::Reference, 0}};
    if (randomSeeds == 0)
        return out;
    out.push_back({emu::SchedulePolicy::Reverse, 0});
    out.push_back({emu::SchedulePolicy::BarrierRun, 0});
    for (std::uint32_t seed = 1; seed <= randomSeeds; ++seed)
        out.push_back({emu::SchedulePolicy::Random, seed});
    return out;
}

} // namespace wave::portability
