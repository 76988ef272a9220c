#pragma once
// The state of the workgroup being executed (docs/reference/execution-model.md §4-§5): its waves,
// their registers, local memory, MMA fragments and the scheduler's bookkeeping. Copyable (a copy
// of local memory costs its written blocks).

#include "emu/DeviceMemory.h"
#include "emu/EmuTypes.h"
#include "emu/Schedule.h"
#include "emu/WaveState.h"

#include <array>
#include <cstdint>
#include <vector>

namespace wave::emu {

// Per-thread MMA fragments (docs/reference/isa.md §7.13), keyed by the raw register-field number; a
// fragment that was never written reads as zeros. They live as long as the workgroup.
struct MmaState {
    static constexpr int kA = 0, kB = 1, kC = 2;
    // [kind][fragment number] -> index into the fragment list, or -1 when absent.
    std::array<std::array<std::int32_t, 256>, 3> slot;
    // Fragment f of thread slot t (wave * W + lane) is values[(f * threadSlots + t) * 16 ...].
    std::vector<float> values;
    std::uint32_t fragments = 0;
    std::uint32_t threadSlots = 0;

    MmaState() {
        for (auto& kind : slot)
            kind.fill(-1);
    }
    void clear(std::uint32_t threadSlotCount) {
        if (fragments != 0) // a slot is set only with a fragment added (MmaOps.h)
            for (auto& kind : slot)
                kind.fill(-1);
        values.clear();
        fragments = 0;
        threadSlots = threadSlotCount;
    }

    bool operator==(const MmaState&) const = default;
};

struct WorkgroupState {
    std::uint64_t index = 0; // linear index in z, y, x order
    Dim3 id{0, 0, 0};
    std::uint32_t waveWidth = 32;
    std::uint32_t laneStride = 32;    // lanes per register row: waveWidth rounded up to 8
    std::uint32_t registerCount = 32; // R: reads of r >= R give 0
    std::uint32_t registerSlots = 34; // rows per wave: min(R, 256) + a zero row + a dump row

    std::vector<WaveState> waves;
    // registers[((wave * registerSlots) + slot) * laneStride + lane]
    std::vector<std::uint32_t> registers;
    // Local memory has device memory's storage: lazily zeroed (untouched bytes cost nothing,
    // however large the launch's local memory) and stamped on every write, so that images
    // (emu::DeviceImage) of it are incremental. The engine writes through local.writer().
    DeviceMemory local;
    MmaState mma;

    // Scheduler (docs/reference/execution-model.md §5): round-robin pointer and counts. `schedule`
    // and `picks` make the alternative schedules part of the state, so checkpoints and replays
    // include them.
    Schedule schedule;
    std::uint32_t next = 0;  // the wave the (round-robin, reverse, barrier-run) scan starts at
    std::uint64_t picks = 0; // steps issued under a Random schedule: its position in the stream
    std::uint32_t waiting = 0;
    std::uint32_t finished = 0;
    std::uint64_t instructions = 0; // scheduler steps, for the instruction limit

    std::uint32_t waveCount() const { return static_cast<std::uint32_t>(waves.size()); }
    bool done() const { return finished == waves.size(); }

    // Register value as the program sees it (0 for r >= R).
    std::uint32_t reg(std::uint32_t wave, std::uint32_t r, std::uint32_t lane) const {
        if (r >= registerCount || r >= 256 || wave >= waves.size() || lane >= laneStride)
            return 0;
        return registers[(std::size_t(wave) * registerSlots + r) * laneStride + lane];
    }
    // Debugger edit; writes to r >= R are dropped as the ISA says.
    void setReg(std::uint32_t wave, std::uint32_t r, std::uint32_t lane, std::uint32_t value) {
        if (r >= registerCount || r >= 256 || wave >= waves.size() || lane >= laneStride)
            return;
        registers[(std::size_t(wave) * registerSlots + r) * laneStride + lane] = value;
    }
    bool predicate(std::uint32_t wave, std::uint32_t p, std::uint32_t lane) const {
        if (p >= 4 || wave >= waves.size() || lane >= 64)
            return false;
        return (waves[wave].predicates[p] >> lane) & 1u;
    }

    bool operator==(const WorkgroupState&) const = default;
};

} // namespace wave::emu
