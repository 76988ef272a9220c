#pragma once
// Occupancy: how many workgroups (and so waves) of one launch a core holds at once, and which
// resource runs out first. The rule (issue 16): the registers per thread of every resident
// wave must fit the core's register file (a wave of W lanes using R registers per thread takes
// R * W of it), the resident workgroups' local memory must fit the core's local memory, and at
// most maxWavesPerCore waves are resident. Workgroups are resident whole: all their waves or
// none. A pure computation, so the IDE can ask "what if" with other numbers.

#include "emu/DeviceProfile.h"

#include <cstdint>
#include <limits>
#include <string>

namespace wave::emu {
struct EffectiveLaunch;
}

namespace wave::debug {

enum class OccupancyLimit : std::uint8_t { Registers, LocalMemory, WaveSlots };

struct OccupancyInput {
    std::uint32_t registersPerThread = 32;
    std::uint32_t localMemoryPerWorkgroup = 0; // bytes
    std::uint64_t threadsPerWorkgroup = 64;
    std::uint32_t waveWidth = 32;

    static OccupancyInput of(const emu::EffectiveLaunch& launch);
};

struct Occupancy {
    static constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

    std::uint32_t wavesPerWorkgroup = 0;
    // Register-file entries one workgroup takes: registers per thread x wave width x waves (a
    // partly filled last wave counts whole).
    std::uint64_t registersPerWorkgroup = 0;
    // Workgroups each resource alone would allow (kUnlimited: it does not limit).
    std::uint64_t byRegisters = 0;
    std::uint64_t byLocalMemory = 0;
    std::uint64_t byWaveSlots = 0;
    std::uint64_t workgroups = 0;                     // resident per core: the least of the three
    std::uint64_t waves = 0;                          // workgroups * wavesPerWorkgroup
    std::uint32_t maxWaves = 0;                       // the profile's wave slots
    OccupancyLimit limit = OccupancyLimit::WaveSlots; // the first resource to run out

    // Resident waves over wave slots, 0..1.
    double fraction() const {
        return maxWaves ? static_cast<double>(waves) / static_cast<double>(maxWaves) : 0.0;
    }
    // Not even one workgroup fits: the launch cannot run on this device.
    bool fits() const { return workgroups > 0; }

    // Ties go to registers, then local memory, then wave slots: the resource listed first is
    // the one a programmer changes in the kernel.
    static Occupancy compute(const OccupancyInput& input, const emu::DeviceProfile& profile);
    static const char* limitName(OccupancyLimit limit); // "registers", "local memory", ...
    // One line for --stats notes, e.g. "2 workgroups (4 waves) resident per core of 64 wave
    // slots (6%), limited by local memory: 16384 bytes per workgroup of 65536 per core".
    std::string describe(const OccupancyInput& input, const emu::DeviceProfile& profile) const;
};

} // namespace wave::debug
