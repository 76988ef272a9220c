#include "emu/WorkgroupSetup.h"

#include <algorithm>

namespace wave::emu {

Dim3 WorkgroupSetup::idOf(const Dim3& grid, std::uint64_t index) {
    const std::uint64_t gx = grid.x, gxy = std::uint64_t(grid.x) * grid.y;
    return {static_cast<std::uint32_t>(index % gx),
            static_cast<std::uint32_t>((index / gx) % grid.y),
            static_cast<std::uint32_t>(index / gxy)};
}

void WorkgroupSetup::start(WorkgroupState& wg, const EffectiveLaunch& launch,
                           const std::vector<RegisterInit>& setRegisters,
                           const DecodedProgram& program, std::uint64_t index) {
    const std::uint32_t W = launch.waveWidth;
    const std::uint32_t waves = launch.wavesPerWorkgroup;
    wg.index = index;
    wg.id = idOf(launch.grid, index);
    wg.waveWidth = W;
    wg.laneStride = laneStride(W);
    wg.registerCount = launch.registers;
    wg.registerSlots = std::min<std::uint32_t>(launch.registers, 256) + 2;
    wg.schedule = launch.schedule;
    // Reverse order starts at the last wave, as round robin starts at the first.
    wg.next = launch.schedule.policy == SchedulePolicy::Reverse && launch.wavesPerWorkgroup > 0
                  ? launch.wavesPerWorkgroup - 1
                  : 0;
    wg.picks = 0;
    wg.waiting = 0;
    wg.finished = 0;
    wg.instructions = 0;

    wg.waves.resize(waves);
    for (std::uint32_t i = 0; i < waves; ++i) {
        WaveState& w = wg.waves[i];
        const std::uint64_t first = std::uint64_t(i) * W;
        const std::uint64_t lanes = std::min<std::uint64_t>(W, launch.threadsPerWorkgroup - first);
        w.id = i;
        w.status = WaveStatus::Ready;
        w.op = program.entry;
        w.pc = 0;
        w.barrierPc = 0;
        w.lastPc = 0;
        w.initial = lanes >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << lanes) - 1;
        w.active = w.initial;
        w.live = w.initial;
        w.predicates.fill(0);
        w.control.clear();
        w.calls.clear();
        w.issued = 0;
        w.laneMaskFor = 0;
        w.laneMask.fill(0);
    }

    const std::size_t rowsPerWave = std::size_t(wg.registerSlots) * wg.laneStride;
    wg.registers.assign(rowsPerWave * waves, 0);
    for (const RegisterInit& init : setRegisters) {
        if (init.reg >= launch.registers || init.reg >= 256)
            continue; // docs/reference/execution-model.md §4.4: ignored
        for (std::uint32_t i = 0; i < waves; ++i) {
            std::uint32_t* row =
                wg.registers.data() + i * rowsPerWave + std::size_t(init.reg) * wg.laneStride;
            std::fill(row, row + wg.laneStride, init.value);
        }
    }
    if (wg.local.size() == launch.localMemory)
        wg.local.clearWritten(); // what the previous workgroup wrote only
    else
        wg.local = DeviceMemory(launch.localMemory);
    wg.mma.clear(waves * W);
}

} // namespace wave::emu
