#pragma once
// Internal: the workgroup loop (runLoop), as a template over `Observed` (hooks compiled in or not
// at all) and N (the lane stride when fixed at compile time, 0 otherwise); one wave-instruction
// is execute() (Execute.h), the compiling tier's steps are CompiledBatch.h's and, in observed
// runs, ObservedBatch.h's. Engine.cpp instantiates the unobserved loop for the baseline x86-64
// ISA and for AVX2+FMA, chosen at run time.

#include "emu/CompiledBatch.h"
#include "emu/Execute.h"
#include "emu/ObservedBatch.h"
#include "emu/Scheduler.h"

namespace wave::emu::detail {

// Runs the workgroup until it is done, faults, is stopped, or `budget` steps were issued.
// The stop request is polled every `stopEvery` steps.
template <bool Observed, std::uint32_t N>
WAVE_INLINE LoopExit runLoop(ExecContext& c, std::uint64_t& budget, std::uint32_t stopEvery,
                             int* lastWave) {
    WorkgroupState& wg = *c.wg;
    const std::uint32_t n = wg.waveCount();
    WaveState* const waves = wg.waves.data();
    if constexpr (Observed) {
        if (c.hooks->pending.size() < n)
            c.hooks->pending.resize(n);
    }
    const Hot hot = hotState(c);
    StepCounters k;
    k.instructions = k.start = wg.instructions;
    LoopExit exit = LoopExit::WorkgroupDone;
    std::uint32_t i = wg.next;
    std::uint64_t left = budget;
    std::uint32_t poll = stopEvery;
    // The reference schedule stays the tight loop it always was; the others pick every step.
    const bool roundRobin = wg.schedule.policy == SchedulePolicy::Reference;
    // The compiling tier's blocks, in observed runs only where no event is per instruction.
    bool nativeBlocks = c.compiled != nullptr && roundRobin;
    bool lateLoops = false; // runObservedLoop
    if constexpr (Observed) {
        const bool late = c.hooks->observer != nullptr && c.hooks->observer->takesEventsLate();
        nativeBlocks = nativeBlocks && (!hot.before || hot.nextBefore != nullptr) && !hot.after &&
                       (!hot.runs || late);
        lateLoops = nativeBlocks && late && !c.hooks->wants(Interest::kMemoryLanes);
    }
    while (wg.finished != n) {
        if (!roundRobin || waves[i].status != WaveStatus::Ready) {
            wg.next = i;
            const int picked = pickWave(wg, i);
            if (picked < 0) {
                deadlock(c, waves[0]);
                exit = LoopExit::Fault;
                break;
            }
            i = static_cast<std::uint32_t>(picked);
        }
        if (left == 0) {
            exit = LoopExit::Paused;
            break;
        }
        if (--poll == 0) {
            poll = stopEvery;
            if (c.stopRequest->load(std::memory_order_relaxed)) {
                exit = LoopExit::Paused;
                break;
            }
        }
        WaveState& w = waves[i];
        if (nativeBlocks) {
            const CompiledBlock* block = c.compiled->at(w.op);
            if constexpr (!Observed) {
                if (block != nullptr && runCompiledBatch(c, *block, w.op, k, left)) {
                    poll = 1; // a batch may be many steps (native loops): poll at the next one
                    continue;
                }
            } else if (lateLoops && block != nullptr && block->loop >= 0 &&
                       runObservedLoop<N>(c, c.compiled->loop(block->loop), k, left, hot, i,
                                          lastWave)) {
                poll = 1;                 // many steps: poll at the next one
                if (c.hooks->stopAfter) { // against the observer's word: stop after the run
                    c.hooks->stopAfter = false;
                    exit = LoopExit::Paused;
                    break;
                }
                continue;
            } else if (bool before = false;
                       block != nullptr &&
                       runObservedBlock<N>(c, *block, k, left, hot, i, lastWave, before)) {
                if (before || c.hooks->stopAfter) { // a control op's event; no wave finished
                    c.hooks->stopAfter = false;
                    exit = LoopExit::Paused;
                    break;
                }
                continue;
            }
        }
        const StepStatus s = execute<Observed, N>(c, w, k, hot);
        if (s == StepStatus::StopBefore) [[unlikely]] {
            exit = LoopExit::Paused;
            break;
        }
        if (lastWave != nullptr)
            *lastWave = static_cast<int>(i);
        --left;
        if (roundRobin) {
            if (++i == n)
                i = 0;
        } else {
            i = afterIssue(wg, i, s);
        }
        if (s == StepStatus::Fault) [[unlikely]] {
            if (w.status == WaveStatus::Ready)
                w.status = WaveStatus::Faulted;
            exit = LoopExit::Fault;
            break;
        }
        if constexpr (Observed) {
            if (c.hooks->stopAfter) {
                // When the step finished the workgroup the request stays set for the caller.
                if (wg.finished != n) {
                    c.hooks->stopAfter = false;
                    exit = LoopExit::Paused;
                }
                break;
            }
        }
    }
    wg.next = i;
    budget = left;
    if constexpr (Observed)
        c.hooks->endRuns();
    c.flush(k);
    for (WaveState& w : wg.waves)
        w.pc = c.ops[w.op].pc;
    return exit;
}

} // namespace wave::emu::detail
