#pragma once
// An immutable picture of the machine for the views, shared as
// std::shared_ptr<const MachineSnapshot>. Views and models never see the live machine.
//   full  : taken at every stop: every wave's registers, predicates, masks, divergence and call
//           stacks, PCs and lines, wave states, the barrier board, images of the current
//           workgroup's local memory and of device memory, and the device-memory pages changed
//           since the previous full snapshot.
//   light : taken on demand while running: PCs, states, masks, counters and the barrier board
//           only (registers, stacks, writes, local memory and pages are empty).

#include "debug/analysis/BarrierBoard.h"
#include "debug/session/History.h"
#include "debug/session/StopReason.h"
#include "debug/session/WaveWrites.h"
#include "emu/DeviceImage.h"
#include "emu/EmuTypes.h"
#include "emu/MachineState.h"
#include "emu/Statistics.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

// The barrier board's view of an emulator wave state.
inline WaveStatus boardStatus(emu::WaveStatus s) {
    switch (s) {
    case emu::WaveStatus::Ready:
        return WaveStatus::Ready;
    case emu::WaveStatus::AtBarrier:
        return WaveStatus::AtBarrier;
    case emu::WaveStatus::Finished:
        return WaveStatus::Finished;
    case emu::WaveStatus::Faulted:
        return WaveStatus::Faulted;
    }
    return WaveStatus::Ready;
}

struct FrameSnapshot {
    enum class Kind : std::uint8_t { If, Loop };
    Kind kind = Kind::If;
    std::uint32_t pc = 0; // the if / loop instruction
    std::uint32_t line = 0;
    bool inElse = false;
    std::uint64_t entry = 0;     // lanes active when the frame was opened (minus lanes that left)
    std::uint64_t thenMask = 0;  // If
    std::uint64_t elseMask = 0;  // If
    std::uint64_t breakMask = 0; // Loop: lanes that broke out
    std::uint64_t continueMask = 0; // Loop: lanes a `continue` parked until the next iteration
    std::optional<std::uint32_t> reconvergencePc; // the endif / endloop
    std::uint32_t reconvergenceLine = 0;
};

struct CallSnapshot {
    std::uint32_t callPc = 0;
    std::uint32_t callLine = 0;
    std::uint32_t returnPc = 0;
    std::uint64_t savedMask = 0;
};

struct WaveSnapshot {
    std::uint32_t id = 0;
    emu::WaveStatus status = emu::WaveStatus::Ready;
    std::uint32_t pc = 0; // next instruction (AtBarrier: the barrier)
    std::uint32_t line = 0;
    std::uint32_t lastPc = 0; // last issued instruction
    std::uint64_t activeMask = 0;
    std::uint64_t liveMask = 0;                // lanes that have not halted
    std::uint64_t initialMask = 0;             // lanes that exist
    std::array<std::uint64_t, 4> predicates{}; // bit = lane
    std::uint64_t issued = 0;
    std::uint32_t barrierArrivals = 0;
    // Full snapshots only.
    std::vector<FrameSnapshot> frames;    // outermost first
    std::vector<CallSnapshot> calls;      // outermost first
    std::vector<std::uint32_t> registers; // registers[r * waveWidth + lane], r < registerCount
    WaveWrites lastWrites;                // empty when memory was not observed

    bool predicate(std::uint32_t p, std::uint32_t lane) const {
        return p < 4 && lane < 64 && ((predicates[p] >> lane) & 1u);
    }
};

struct MachineSnapshot {
    bool full = false;
    std::uint64_t serial = 0; // increases with every snapshot of a session
    // The launch this snapshot belongs to: every load of a program into a session (any
    // session of the process) gets a new epoch. Snapshots of different epochs never compare.
    std::uint64_t epoch = 0;
    std::uint64_t step = 0;       // global step: wave-instructions issued
    std::optional<StopInfo> stop; // full snapshots: why the machine stopped
    emu::RunStatus status = emu::RunStatus::Ready;
    std::uint32_t focusWave = 0;
    std::uint32_t focusLane = 0;

    // Launch
    std::string kernelName;
    emu::Dim3 grid;
    emu::Dim3 workgroupSize;
    std::uint32_t waveWidth = 32;
    std::uint32_t registerCount = 32;
    std::uint64_t workgroupCount = 0;
    std::uint64_t deviceSize = 0;

    // The current workgroup (the one that runs or ran last)
    bool workgroupActive = false;
    std::uint64_t workgroupIndex = 0;
    emu::Dim3 workgroupId{0, 0, 0};
    std::uint64_t nextWorkgroup = 0;
    std::vector<WaveSnapshot> waves;
    std::uint32_t wavesWaiting = 0;
    std::uint32_t wavesFinished = 0;
    BarrierBoard board; // full and light
    // Full only: the current workgroup's local memory, an image of shared pages like `device`
    // (untouched local memory costs nothing however large).
    std::shared_ptr<const emu::DeviceImage> local;
    // Full only: device memory at this stop, the session's own copy-on-write image (4 KiB pages
    // shared with the session's images and with the other snapshots' wherever unchanged), so
    // the views hold no copy of their own. Compare two with DeviceImage::changedPages.
    std::shared_ptr<const emu::DeviceImage> device;

    emu::Statistics stats;
    HistoryInfo history;

    std::uint32_t reg(std::uint32_t wave, std::uint32_t r, std::uint32_t lane) const {
        if (wave >= waves.size() || r >= registerCount || lane >= waveWidth)
            return 0;
        const auto& regs = waves[wave].registers;
        const std::size_t i = std::size_t(r) * waveWidth + lane;
        return i < regs.size() ? regs[i] : 0;
    }
};

// The one rule for "what changed since the previous snapshot": the two show the same launch
// (epoch), kernel, workgroup and machine shape, so a wave, lane, register or local word of one
// is the same thing in the other. Light snapshots compare on what they hold (PCs, masks,
// states); callers that diff registers or local memory also need both `full`.
bool comparable(const MachineSnapshot& previous, const MachineSnapshot& current);
inline bool comparable(const MachineSnapshot* previous, const MachineSnapshot* current) {
    return previous && current && comparable(*previous, *current);
}

} // namespace wave::debug
