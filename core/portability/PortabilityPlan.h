#pragma once
// What a portability matrix runs: the profiles (rows), the schedules (columns) and which
// device memory counts as output.

#include "emu/DeviceProfile.h"
#include "emu/Schedule.h"

#include <cstdint>
#include <vector>

namespace wave::portability {

// A byte range of device memory whose contents are the run's result (a --dump-* range).
struct OutputRegion {
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
};

struct PortabilityPlan {
    std::vector<emu::DeviceProfile> profiles;
    std::vector<emu::Schedule> schedules;
    // Empty: all of device memory is the output.
    std::vector<OutputRegion> regions;

    // round-robin alone for 0 seeds; otherwise round-robin, reverse, barrier-run and random:1
    // ... random:N (`--schedules N`).
    static std::vector<emu::Schedule> schedulesFor(std::uint32_t randomSeeds);
};

} // namespace wave::portability
