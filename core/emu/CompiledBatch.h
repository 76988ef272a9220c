#pragma once
// Internal: the compiling tier's step in the unobserved engine loop (Engine.h). When every Ready
// wave of the workgroup stands at the leader of the same compiled block, each runs the whole
// block natively. The block's ops read and write only the wave's own registers and predicates,
// cannot fault and change no wave's status, so K rounds of the reference round robin (each
// Ready wave one op per round) end in exactly this state, whatever the order: the waves, the
// counters and the scheduler's position are those the interpreter would reach. The batch is
// skipped (the interpreter steps instead) when the step budget or the instruction limit would
// end inside it, so pauses and the limit fault happen where they always did.

#include "emu/CompiledProgram.h"
#include "emu/ExecContext.h"
#include "emu/LaneOps.h"

#include <bit>
#include <cstdint>

namespace wave::emu::detail {

// True when the batch ran (then every Ready wave is at the block's end).
WAVE_OUTLINE bool runCompiledBatch(ExecContext& c, const CompiledBlock& block, std::uint32_t op,
                                   StepCounters& k, std::uint64_t& left) {
    WorkgroupState& wg = *c.wg;
    std::uint64_t ready = 0;
    for (const WaveState& w : wg.waves) {
        if (w.status != WaveStatus::Ready)
            continue;
        if (w.op != op)
            return false;
        ++ready;
    }
    const std::uint64_t total = ready * block.length;
    if (total > left || c.limit - k.instructions < total || c.limit < k.instructions)
        return false;
    const std::uint32_t n = c.stride;
    const std::uint64_t all = n >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1;
    for (WaveState& w : wg.waves) {
        if (w.status != WaveStatus::Ready)
            continue;
        // The interpreter's ops refresh the wave's lane-mask cache the same way.
        const std::uint32_t* mask = laneMask(w, w.active, n);
        const CompiledBlock::Fn fn = (w.active & all) == all ? block.full : block.masked;
        fn(c.regsOf(w), mask, w.predicates.data(), w.active);
        w.op = block.end;
        w.issued += block.length;
        k.lanes += std::uint64_t(std::popcount(w.active)) * block.length;
    }
    for (std::size_t s = 0; s < block.byClass.size(); ++s)
        k.byClass[s] += ready * block.byClass[s];
    k.instructions += total;
    left -= total;
    return true;
}

} // namespace wave::emu::detail
