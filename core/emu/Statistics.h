#pragma once
// Run statistics (docs/reference/execution-model.md §13) with the counting rules of
// docs/reference/differences.md §4: every wave-instruction a wave issues is counted once in its
// opcode class; instructions skipped because the active mask is empty are not issued; a guarded
// instruction whose guard is false on every lane is issued. Counters are summed over all
// workgroups.

#include <cstdint>

namespace wave::emu {

struct Statistics {
    // Issued wave-instructions by opcode class (docs/reference/execution-model.md §13).
    std::uint64_t integerOps = 0;         // 0x00-0x0B, 0x20-0x2B (incl. compares and select)
    std::uint64_t floatOps = 0;           // 0x10-0x1F, 0x2C-0x2E, 0x40 (mma)
    std::uint64_t memoryOps = 0;          // 0x30, 0x31, 0x38, 0x39: one per instruction
    std::uint64_t controlOps = 0;         // 0x3F and 0x41 (mov, mov_imm, mov_sr)
    std::uint64_t waveOps = 0;            // 0x3E
    std::uint64_t atomicInstructions = 0; // 0x3C, 0x3D
    std::uint64_t atomicLanes = 0;        // active lanes of those instructions

    // Per active lane of load/store instructions (atomics and mma are not counted here).
    std::uint64_t deviceLoads = 0;
    std::uint64_t deviceLoadBytes = 0;
    std::uint64_t deviceStores = 0;
    std::uint64_t deviceStoreBytes = 0;
    std::uint64_t localLoads = 0;
    std::uint64_t localLoadBytes = 0;
    std::uint64_t localStores = 0;
    std::uint64_t localStoreBytes = 0;

    std::uint64_t barriers = 0;           // barrier releases
    std::uint64_t divergentBranches = 0;  // `if` with a non-empty else mask
    std::uint64_t workgroups = 0;         // workgroups started
    std::uint64_t waves = 0;              // sum of waves per started workgroup
    std::uint64_t barrierDivergences = 0; // releases of waves waiting at different barriers
    std::uint64_t laneInstructions = 0;   // sum over issued instructions of executing lanes

    // "Instructions executed": every issued wave-instruction.
    std::uint64_t instructionsExecuted() const {
        return integerOps + floatOps + memoryOps + controlOps + waveOps + atomicInstructions;
    }
    // The "Atomic ops" line: +1 per instruction and +1 per active lane.
    std::uint64_t atomicOps() const { return atomicInstructions + atomicLanes; }

    Statistics& operator+=(const Statistics& other);
    bool operator==(const Statistics&) const = default;
};

} // namespace wave::emu
