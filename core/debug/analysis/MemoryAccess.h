#pragma once
// One lane's memory access as the analyses see it. The debug session converts the emulator's
// observer events into these, so every analysis can be fed by hand in tests.

#include <cstdint>

namespace wave::debug {

enum class MemorySpace : std::uint8_t { Local, Device };

// Atomic is an indivisible read-modify-write.
enum class AccessKind : std::uint8_t { Read, Write, Atomic };

// Where an access came from.
struct AccessSite {
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0;
    std::uint32_t line = 0; // source line, 0 when unknown
};

struct MemoryAccess {
    MemorySpace space = MemorySpace::Local;
    AccessKind kind = AccessKind::Read;
    std::uint64_t address = 0;
    std::uint32_t size = 4;      // bytes: 1, 2, 4, 8 or 16
    std::uint32_t workgroup = 0; // linear index in launch order
    AccessSite site;
    // Global step of the wave-instruction that made the access: equal for the lanes of one
    // wave-instruction, different for any two wave-instructions.
    std::uint64_t step = 0;
};

} // namespace wave::debug
