#include "emu/EmuTypes.h"

namespace wave::emu {

std::optional<std::uint64_t> Dim3::volume() const {
    if (x == 0 || y == 0 || z == 0)
        return 0;
    const std::uint64_t xy = std::uint64_t(x) * y; // < 2^64
    if (xy > ~std::uint64_t(0) / z)
        return std::nullopt;
    return xy * z;
}

const char* waveStatusName(WaveStatus status) {
    switch (status) {
    case WaveStatus::Ready:
        return "ready";
    case WaveStatus::AtBarrier:
        return "waiting at barrier";
    case WaveStatus::Finished:
        return "finished";
    case WaveStatus::Faulted:
        return "faulted";
    }
    return "unknown";
}

const char* memorySpaceName(MemorySpace space) {
    return space == MemorySpace::Device ? "device" : "local";
}

} // namespace wave::emu
