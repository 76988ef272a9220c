#pragma once
// Internal: one wave-instruction (execute) and the workgroup loop (runLoop), as templates over
// `Observed` (hooks compiled in or not at all) and N (the lane stride when fixed at compile
// time, 0 otherwise). Engine.cpp instantiates the unobserved loop for the baseline x86-64 ISA
// and for AVX2+FMA, chosen at run time.

#include "emu/Dispatch.h"
#include "emu/EngineEntry.h"
#include "emu/Scheduler.h"

#include <cstdio>

namespace wave::emu::detail {

WAVE_COLD StepStatus instructionLimit(ExecContext& c, const WaveState& w, const DecodedOp& op,
                                      std::uint64_t count) {
    char buf[128];
    std::snprintf(buf, sizeof buf,
                  "instruction limit exceeded: %llu instructions (limit: %llu) at PC 0x%08x",
                  static_cast<unsigned long long>(count + 1),
                  static_cast<unsigned long long>(c.limit), op.pc);
    return raise(c, FaultKind::InstructionLimit, buf, w, w.active, op.pc);
}

// Loop invariants held in locals, so stores to machine state cannot force reloads.
struct Hot {
    const DecodedOp* ops;
    std::uint32_t* registers;
    std::uint32_t waveRegs;
    std::uint64_t limit;
};

template <bool Observed, std::uint32_t N>
WAVE_INLINE StepStatus execute(ExecContext& c, WaveState& w, StepCounters& k, const Hot& hot) {
    const DecodedOp& op = hot.ops[w.op];
    std::uint64_t g = ~std::uint64_t(0);
    if (op.flags & DecodedOp::kGuarded) {
        const std::uint64_t p = w.predicates[op.guardPred];
        g = (op.flags & DecodedOp::kGuardNeg) ? ~p : p;
    }
    const std::uint64_t exec = w.active & g;
    InstructionEvent event;
    if constexpr (Observed) {
        const isa::DecodedInstruction& inst = c.program->instructions[w.op];
        event = {c.wg->index, c.wg->id, w.id, op.pc, w.op, inst.info != nullptr ? &inst : nullptr,
                 w.active,    exec};
        if (c.hooks->observer != nullptr &&
            c.hooks->observer->beforeInstruction(event) == ObserverAction::Stop)
            return StepStatus::StopBefore;
        if (c.hooks->trace != nullptr && inst.info != nullptr)
            c.hooks->line(TraceFormatter::instructionLine(c.wg->id, w.id, op.pc, inst));
    }
    // EXECUTION.md §5 step 4, checked before the instruction takes effect (same message).
    if (k.instructions >= hot.limit) [[unlikely]]
        return instructionLimit(c, w, op, k.instructions);
    ++k.instructions;
    ++k.byClass[static_cast<int>(op.statClass)];
    k.lanes += static_cast<std::uint64_t>(std::popcount(exec));
    ++w.issued;
    StepStatus s =
        dispatch<Observed, N>(c, w, op, g, exec, hot.registers + std::size_t(w.id) * hot.waveRegs);
    if (s != StepStatus::Issued) [[unlikely]] {
        if (s == StepStatus::Arrived || s == StepStatus::Finished) {
            if (s == StepStatus::Finished)
                w.lastPc = op.pc;
            s = afterStep<Observed>(c, w, s);
        }
    }
    if constexpr (Observed) {
        if (s != StepStatus::Fault && c.hooks->observer != nullptr) {
            event.activeMask = w.active;
            c.hooks->note(c.hooks->observer->afterInstruction(event));
        }
    }
    return s;
}

// Runs the workgroup until it is done, faults, is stopped, or `budget` steps were issued.
// The stop request is polled every `stopEvery` steps.
template <bool Observed, std::uint32_t N>
WAVE_INLINE LoopExit runLoop(ExecContext& c, std::uint64_t& budget, std::uint32_t stopEvery,
                             int* lastWave) {
    WorkgroupState& wg = *c.wg;
    const std::uint32_t n = wg.waveCount();
    WaveState* const waves = wg.waves.data();
    const Hot hot{c.ops, wg.registers.data(), c.waveRegs, c.limit};
    StepCounters k;
    k.instructions = k.start = wg.instructions;
    LoopExit exit = LoopExit::WorkgroupDone;
    std::uint32_t i = wg.next;
    std::uint64_t left = budget;
    std::uint32_t poll = stopEvery;
    while (wg.finished != n) {
        if (waves[i].status != WaveStatus::Ready) {
            wg.next = i;
            const int picked = pickWave(wg);
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
        const StepStatus s = execute<Observed, N>(c, w, k, hot);
        if (s == StepStatus::StopBefore) [[unlikely]] {
            exit = LoopExit::Paused;
            break;
        }
        if (lastWave != nullptr)
            *lastWave = static_cast<int>(i);
        --left;
        if (++i == n)
            i = 0;
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
    c.flush(k);
    for (WaveState& w : wg.waves)
        w.pc = c.ops[w.op].pc;
    return exit;
}

} // namespace wave::emu::detail
