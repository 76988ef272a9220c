#pragma once
// A named device profile: the constants of one GPU family that a WAVE launch can be run under
// (issue 16, "Portability lab"). Profiles are data: a small JSON file each (DeviceProfileLoader),
// shipped ones for the common families plus user-defined ones. Only waveWidth changes how a
// kernel executes; the other constants feed the occupancy rule (the registers of every resident
// wave must fit the register file, the workgroups' local memory the core's local memory, and
// at most maxWavesPerCore waves are resident).
//
// API contract (other analyses depend on it): the field names and units below are stable.

#include <cstdint>
#include <string>

namespace wave::emu {

struct DeviceProfile {
    std::string name;             // identifier used on the command line, e.g. "nvidia-32"
    std::string description;      // one line for humans, e.g. "NVIDIA SM (warp of 32 lanes)"
    std::uint32_t waveWidth = 32; // lanes per wave, 1..64
    // 32-bit registers per core, counted per lane: a wave of W lanes using R registers per
    // thread occupies R * W of them.
    std::uint32_t registerFileSize = 65536;
    std::uint32_t localMemoryPerCore = 65536; // bytes shared by the resident workgroups
    std::uint32_t maxWavesPerCore = 64;       // resident waves per core (hardware slots)
    std::string sourcePath; // the JSON file it came from; empty for built-in defaults

    // Registers per lane that one wave slot offers when the file is divided among all slots.
    std::uint32_t registersPerLane() const {
        const std::uint64_t lanes = std::uint64_t{waveWidth} * maxWavesPerCore;
        return lanes == 0 ? 0 : static_cast<std::uint32_t>(registerFileSize / lanes);
    }

    bool operator==(const DeviceProfile&) const = default;
};

} // namespace wave::emu
