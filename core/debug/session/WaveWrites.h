#pragma once
// The memory a wave's latest writing instruction stored to: recorded by AnalysisRecorder,
// completed by SnapshotBuilder, explained by "Explain this step".

#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <vector>

namespace wave::debug {

// One address a wave's last memory-writing instruction stored to (a write or an atomic), with
// the value it held before that instruction and the value it holds in this snapshot (the low
// 32 bits; the first write of the instruction to the address gives `before`).
struct WordWrite {
    MemorySpace space = MemorySpace::Local;
    std::uint64_t address = 0;
    std::uint32_t size = 4;
    std::uint32_t lane = 0;
    std::uint32_t before = 0;
    std::uint32_t after = 0;
};

// The writes of the latest wave-instruction of a wave that wrote memory. `step` is that
// instruction's global step: the writes belong to a move from snapshot A to snapshot B only
// when A.step <= step < B.step.
struct WaveWrites {
    std::uint64_t step = 0;
    std::vector<WordWrite> writes; // in the order they took effect
};

} // namespace wave::debug
