#pragma once
// Internal: the compiling tier's step in observed runs (Engine.h's workgroup loop): a compiled
// block's native part for every Ready wave with its control op's events, the runs of its
// instructions, and a flat loop's native run with its events delivered late. Observers get the
// interpreter's events, in its order and at its step counts (ObservedTierTest).

#include "emu/CompiledBatch.h"
#include "emu/Execute.h"

#include <bit>
#include <cstring>
#include <vector>

namespace wave::emu::detail {

// Interest::kInstructionRuns, for an observer that takes events late: the wave's run takes
// `length` unguarded ops from op index `first` (byCategory: their counts by isa::Category), run
// with the active mask `mask` and issued at the launch's steps base, base + stride, ... (counted
// from 0), as the interpreter's rounds issue them. Without an open run the first one goes to
// afterInstruction, MachineState::steps then the count it had.
inline void addOpsToRun(ExecContext& c, const WaveState& w, const Hot& hot, std::uint32_t first,
                        std::uint64_t length, const std::uint32_t* byCategory, std::uint64_t mask,
                        std::uint64_t base, std::uint64_t stride) {
    const auto lanes = static_cast<std::uint32_t>(std::popcount(mask));
    Hooks::PendingRun& p = hot.pending[w.id];
    std::uint64_t m = 0;
    if (!p.open) {
        *c.steps = base + 1; // during its events an instruction counts as issued
        addToRun(c, w, hot, first, mask, mask, lanes, base);
        m = 1;
    }
    if (m == length)
        return;
    if (p.count == 0) {
        p.firstPc = c.ops[m == 0 ? first : c.ops[first].next].pc;
        p.lanes = 0;
        p.first = base + m * stride;
        p.byCategory.fill(0);
    }
    p.count += length - m;
    p.lanes += lanes * (length - m);
    p.last = base + (length - 1) * stride;
    for (std::size_t k = 0; k < isa::kCategoryCount; ++k)
        p.byCategory[k] += byCategory[k];
    if (m == 1) // the first op went to afterInstruction
        --p.byCategory[static_cast<std::size_t>(c.ops[first].category)];
}

// After a compiled block's native part ran for its `ready` waves from step s0 on: each wave's
// run takes the part's instructions (the wave at position r of the round from wave i issued the
// part's m-th op at step s0 + m * ready + r), in the round's order.
inline void addBlockToRuns(ExecContext& c, const CompiledBlock& block, std::uint32_t op,
                           std::uint64_t ready, std::uint64_t s0, const Hot& hot, std::uint32_t i) {
    WorkgroupState& wg = *c.wg;
    const std::uint32_t n = wg.waveCount();
    std::uint64_t r = 0;
    for (std::uint32_t visited = 0, j = i; visited < n; ++visited, j = j + 1 == n ? 0 : j + 1) {
        const WaveState& w = wg.waves[j];
        if (w.status != WaveStatus::Ready)
            continue;
        addOpsToRun(c, w, hot, op, block.length, block.byCategory.data(), w.active, s0 + r, ready);
        ++r;
    }
}

// The compiling tier in an observed run that wants no event of single instructions (no
// afterInstruction, runs only when the observer takes them late, no trace, beforeInstruction at
// no op of the native part; see Hot): the native part of the block for every Ready wave (a
// block may be its control op alone), then its control op wave by wave, in the round robin's
// order from wave i. The native ops raise no events but their runs' (addBlockToRuns), so
// observers get the interpreter's events in its order and at its step counts
// (MachineState::steps is current at each). False when the block cannot run (nothing done).
// When an event asks to stop, i names the wave after it: the interpreter would have stopped
// there too, the waves after it standing at the control op. A stop before a control op (a
// breakpoint) leaves i at that wave, stoppedBefore set.
template <std::uint32_t N>
WAVE_INLINE bool runObservedBlock(ExecContext& c, const CompiledBlock& block, StepCounters& k,
                                  std::uint64_t& left, const Hot& hot, std::uint32_t& i,
                                  int* lastWave, bool& stoppedBefore) {
    WorkgroupState& wg = *c.wg;
    const std::uint32_t op = wg.waves[i].op;
    if (hot.nextBefore != nullptr && hot.nextBefore[op] < block.end)
        return false; // an op of the native part needs its beforeInstruction
    const std::uint64_t ready = runObservedBodies(c, block, op, k, left);
    if (ready == 0)
        return false;
    const std::uint64_t body = ready * block.length;
    const std::uint64_t s0 = *c.steps;
    if (hot.runs && block.length != 0)
        addBlockToRuns(c, block, op, ready, s0, hot, i);
    *c.steps = s0 + body;
    k.start += body;
    left -= body;
    const std::uint32_t n = wg.waveCount();
    if (block.tail == DecodedProgram::kNoOp) {
        // The last wave to issue: the last Ready one in the round from i.
        for (std::uint32_t visited = 0, j = i; lastWave != nullptr && visited < n; ++visited) {
            if (wg.waves[j].status == WaveStatus::Ready)
                *lastWave = static_cast<int>(j);
            j = j + 1 == n ? 0 : j + 1;
        }
        return true;
    }
    const DecodedOp& tail = c.ops[block.tail];
    // Only a breakpoint (or run-to target) on the control op itself needs execute()'s event.
    const bool before =
        hot.before && (hot.nextBefore == nullptr || hot.nextBefore[block.tail] == block.tail);
    for (std::uint32_t visited = 0, j = i; visited < n; ++visited) {
        WaveState& w = wg.waves[j];
        const std::uint32_t at = j;
        j = j + 1 == n ? 0 : j + 1;
        if (w.status != WaveStatus::Ready)
            continue;
        // Cannot fault (blockReady checked the frames and the limit); a breakpoint may stop
        // before it: this wave is next then.
        if (before) {
            if (execute<true, N>(c, w, k, hot) == StepStatus::StopBefore) {
                i = at;
                stoppedBefore = true;
                break;
            }
        } else { // execute() without its checks and dispatch: a control op that cannot fault
            const std::uint64_t g = guardMask(w, tail);
            const std::uint64_t exec = w.active & g;
            const auto lanes = static_cast<std::uint32_t>(std::popcount(exec));
            countIssued<true>(c, w, k, tail, lanes);
            controlOp<true>(c, w, tail, g);
            if (hot.runs)
                addToRun(c, w, hot, block.tail, w.active, exec, lanes, *c.steps - 1);
        }
        --left;
        if (lastWave != nullptr)
            *lastWave = static_cast<int>(at);
        if (c.hooks->stopAfter) {
            i = j;
            break;
        }
    }
    return true;
}

// A flat loop's break, continue or endloop, late (runObservedLoop): its mask change event when
// the observer wants it (`quiet`: a break or continue that kept the mask too).
inline void maskEvent(ExecContext& c, const CompiledLoop& loop, const DecodedOp& op,
                      const WaveState& w, std::uint64_t before, std::uint64_t after, bool masks,
                      bool quiet) {
    const bool isEnd = op.handler == Handler::EndLoop;
    if (!masks || (!isEnd && after == before && !quiet))
        return;
    MaskChangeEvent e;
    e.wave = w.id;
    e.pc = op.pc;
    e.kind = isEnd                          ? MaskChangeKind::EndLoop
             : op.handler == Handler::Break ? MaskChangeKind::Break
                                            : MaskChangeKind::Continue;
    e.before = before;
    e.after = after;
    e.controlDepthBefore = e.controlDepthAfter = static_cast<std::uint32_t>(w.control.size());
    e.callDepthBefore = e.callDepthAfter = static_cast<std::uint32_t>(w.calls.size());
    e.nextPc = c.ops[isEnd ? loop.first : op.next].pc;
    c.hooks->note(c.hooks->observer->maskChange(e));
}

// An observed run whose observer takes events late (Observer::takesEventsLate) and wants no
// event of single instructions (instruction runs are fine), none before any op of the loop: the
// flat loop whose body starts at the block runs natively for every Ready wave, its control ops
// recorded (LoopRun::trace); then their events go to the observer as the interpreter would have
// sent them: op by op of each iteration, each op for every wave in the round robin's order from
// wave i, MachineState::steps at each event the count it would have had. With
// Interest::kInstructionRuns the runs take each segment's ops before its control op's events; a
// control op that changes the mask ends the wave's run before its event and starts the next.
// False when the loop cannot run (nothing done).
template <std::uint32_t N>
WAVE_INLINE bool runObservedLoop(ExecContext& c, const CompiledLoop& loop, StepCounters& k,
                                 std::uint64_t& left, const Hot& hot, std::uint32_t i,
                                 int* lastWave) {
    if (hot.nextBefore != nullptr && hot.nextBefore[loop.first] <= loop.segments.back().control)
        return false; // an op of the loop needs its beforeInstruction
    const std::uint64_t from = k.instructions;
    LoopRun run;
    if (!runNativeLoop(c, loop, k, left, &run))
        return false;
    const std::uint64_t issued = k.instructions - from;
    const std::uint64_t s0 = *c.steps;
    k.start += issued;
    const std::vector<LoopSlot>& slots = c.loopSlots;
    const std::size_t n = slots.size();
    // Records are in slot (wave) order; the round starts at the first Ready wave from i.
    std::size_t first = 0;
    while (first < n && slots[first].wave->id < i)
        ++first;
    if (first == n)
        first = 0;
    if (lastWave != nullptr)
        *lastWave = static_cast<int>(slots[(first + n - 1) % n].wave->id);
    Hooks& h = *c.hooks;
    const bool masks = h.wants(Interest::kMaskChanges);
    const bool quiet = h.wants(Interest::kQuietMaskChanges);
    const bool memory = h.wants(Interest::kMemoryBatches);
    const std::uint8_t* record = c.hooks->loopTrace.data();
    for (std::uint64_t j = 0; j <= run.iterations; ++j) {
        for (std::uint32_t s = 0; s < loop.segments.size(); ++s) {
            if (j == run.iterations && run.stop == LoopRun::kNoStop)
                break; // not run
            const CompiledLoop::Segment& seg = loop.segments[s];
            const DecodedOp& op = c.ops[seg.control];
            const bool load = op.handler == Handler::LocalLoad;
            const bool stopped = j == run.iterations && s == run.stop; // before the control op
            const std::uint64_t bytes = LoopRun::recordBytes(load, c.stride);
            const std::uint64_t at = (j * loop.perIteration + seg.issuedBefore) * n;
            if (hot.runs && seg.length != 0) { // the segment's ops, with the mask they ran with
                const std::uint64_t base = s0 + at - std::uint64_t(seg.length) * n;
                for (std::size_t r = 0; r < n; ++r) {
                    const std::size_t slot = (first + r) % n;
                    const WaveState& w = *slots[slot].wave;
                    std::uint64_t mask = w.active; // a stop before the control op: unchanged
                    if (!stopped)
                        std::memcpy(&mask, record + slot * bytes, 8);
                    addOpsToRun(c, w, hot, seg.first, seg.length, seg.byCategory.data(), mask,
                                base + r, n);
                }
            }
            if (stopped)
                break;
            for (std::size_t r = 0; r < n; ++r) {
                const std::size_t slot = (first + r) % n;
                const std::uint8_t* p = record + slot * bytes;
                const WaveState& w = *slots[slot].wave;
                std::uint64_t mask = 0, after = 0;
                std::memcpy(&mask, p, 8);
                *c.steps = s0 + at + r + 1; // during an instruction's events: issued, it included
                if (load) {
                    if (memory)
                        h.note(h.observer->memoryAccesses(
                            {MemorySpace::Local,
                             AccessKind::Read,
                             4,
                             w.id,
                             op.pc,
                             mask,
                             reinterpret_cast<const std::uint32_t*>(p + 8),
                             {}}));
                    if (hot.runs)
                        addToRun(c, w, hot, seg.control, mask, mask,
                                 static_cast<std::uint32_t>(std::popcount(mask)), s0 + at + r);
                    continue;
                }
                std::memcpy(&after, p + 8, 8);
                if (hot.runs && after != mask)
                    h.endRun(w.id); // as settle() does, before the event
                maskEvent(c, loop, op, w, mask, after, masks, quiet);
                if (hot.runs)
                    addToRun(c, w, hot, seg.control, after, mask,
                             static_cast<std::uint32_t>(std::popcount(mask)), s0 + at + r);
            }
            record += n * bytes;
        }
    }
    *c.steps = s0 + issued;
    return true;
}

} // namespace wave::emu::detail
