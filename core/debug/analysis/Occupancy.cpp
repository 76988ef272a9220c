#include "debug/analysis/Occupancy.h"

#include "emu/LaunchConfig.h"

#include <algorithm>
#include <cmath>

namespace wave::debug {

OccupancyInput OccupancyInput::of(const emu::EffectiveLaunch& launch) {
    OccupancyInput in;
    in.registersPerThread = launch.registers;
    in.localMemoryPerWorkgroup = launch.localMemory;
    in.threadsPerWorkgroup = launch.threadsPerWorkgroup;
    in.waveWidth = launch.waveWidth;
    return in;
}

Occupancy Occupancy::compute(const OccupancyInput& in, const emu::DeviceProfile& profile) {
    Occupancy o;
    const std::uint64_t width = std::max<std::uint32_t>(in.waveWidth, 1);
    const std::uint64_t waves = (in.threadsPerWorkgroup + width - 1) / width;
    o.wavesPerWorkgroup = static_cast<std::uint32_t>(std::min<std::uint64_t>(waves, UINT32_MAX));
    o.maxWaves = profile.maxWavesPerCore;
    // A register file is allocated for whole waves: the lanes past the last thread count too.
    const std::uint64_t registers = std::uint64_t{in.registersPerThread} * width * waves;
    o.registersPerWorkgroup = registers;
    o.byRegisters = registers == 0 ? kUnlimited : profile.registerFileSize / registers;
    o.byLocalMemory = in.localMemoryPerWorkgroup == 0
                          ? kUnlimited
                          : profile.localMemoryPerCore / in.localMemoryPerWorkgroup;
    o.byWaveSlots = waves == 0 ? kUnlimited : profile.maxWavesPerCore / waves;
    o.workgroups = std::min({o.byRegisters, o.byLocalMemory, o.byWaveSlots});
    if (o.workgroups == kUnlimited)
        o.workgroups = 0; // an empty workgroup: nothing is resident
    o.waves = o.workgroups * waves;
    o.limit = o.byRegisters == o.workgroups     ? OccupancyLimit::Registers
              : o.byLocalMemory == o.workgroups ? OccupancyLimit::LocalMemory
                                                : OccupancyLimit::WaveSlots;
    return o;
}

const char* Occupancy::limitName(OccupancyLimit limit) {
    switch (limit) {
    case OccupancyLimit::Registers:
        return "registers";
    case OccupancyLimit::LocalMemory:
        return "local memory";
    case OccupancyLimit::WaveSlots:
        return "wave slots";
    }
    return "wave slots";
}

std::string Occupancy::describe(const OccupancyInput& in, const emu::DeviceProfile& p) const {
    const auto n = [](std::uint64_t v) { return std::to_string(v); };
    std::string why;
    switch (limit) {
    case OccupancyLimit::Registers:
        why = n(in.registersPerThread) + " registers x " + n(in.waveWidth) + " lanes x " +
              n(wavesPerWorkgroup) + " waves per workgroup of a " + n(p.registerFileSize) +
              "-register file";
        break;
    case OccupancyLimit::LocalMemory:
        why = n(in.localMemoryPerWorkgroup) + " bytes per workgroup of " + n(p.localMemoryPerCore) +
              " per core";
        break;
    case OccupancyLimit::WaveSlots:
        why = n(wavesPerWorkgroup) + " waves per workgroup";
        break;
    }
    if (!fits())
        return std::string("no workgroup fits on a core: ") + limitName(limit) + " (" + why + ")";
    const auto percent = static_cast<long>(std::lround(fraction() * 100.0));
    return n(workgroups) + (workgroups == 1 ? " workgroup (" : " workgroups (") + n(waves) +
           (waves == 1 ? " wave" : " waves") + ") resident per core of " + n(maxWaves) +
           " wave slots (" + std::to_string(percent) + "%), limited by " + limitName(limit) + ": " +
           why;
}

} // namespace wave::debug
