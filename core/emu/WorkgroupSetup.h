#pragma once
// Internal: fresh state for a workgroup (docs/reference/execution-model.md §4): waves with their
// initial masks, zeroed registers with --set-reg applied, zeroed local memory, no MMA fragments.

#include "emu/DecodedProgram.h"
#include "emu/LaunchConfig.h"
#include "emu/WorkgroupState.h"

#include <cstdint>
#include <vector>

namespace wave::emu {

class WorkgroupSetup {
public:
    static std::uint32_t laneStride(std::uint32_t waveWidth) { return (waveWidth + 7u) & ~7u; }

    // Reuses the buffers of `wg` (no reallocation from one workgroup to the next).
    static void start(WorkgroupState& wg, const EffectiveLaunch& launch,
                      const std::vector<RegisterInit>& setRegisters, const DecodedProgram& program,
                      std::uint64_t index);

    // Workgroup id of linear index `index` (z, y, x order).
    static Dim3 idOf(const Dim3& grid, std::uint64_t index);
};

} // namespace wave::emu
