#pragma once
// Small value types shared by the emulator's public headers.

#include <cstdint>
#include <optional>

namespace wave::emu {

// Grid or workgroup dimensions, or a workgroup id.
struct Dim3 {
    std::uint32_t x = 1;
    std::uint32_t y = 1;
    std::uint32_t z = 1;

    // x*y*z, or nothing when the product does not fit in 64 bits.
    std::optional<std::uint64_t> volume() const;
    bool operator==(const Dim3&) const = default;
};

enum class MemorySpace : std::uint8_t { Device, Local };

// Scheduler state of one wave (docs/reference/execution-model.md §5,
// docs/reference/differences.md §4 "Barriers").
enum class WaveStatus : std::uint8_t {
    Ready,     // can issue its next instruction
    AtBarrier, // arrived at a barrier, waiting for the other unfinished waves
    Finished,  // every lane has halted
    Faulted,   // stopped by a fault
};

const char* waveStatusName(WaveStatus status);
const char* memorySpaceName(MemorySpace space);

} // namespace wave::emu
