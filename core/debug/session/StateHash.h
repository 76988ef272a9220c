#pragma once
// A 64-bit hash of ALL machine state: device memory, the current workgroup (waves with their
// masks, stacks and counters, registers, local memory, MMA fragments, scheduler bookkeeping),
// grid progress, statistics, step count, status and fault. Two states with equal hashes are,
// for testing purposes, the same state (reverse-execution exactness tests compare them).

#include "emu/MachineState.h"

#include <cstdint>

namespace wave::debug {

class StateHash {
public:
    static std::uint64_t of(const emu::MachineState& state);
};

} // namespace wave::debug
