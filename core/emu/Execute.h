#pragma once
// Internal: one wave-instruction (execute), as a template over `Observed` (hooks compiled in or
// not at all) and N (the lane stride when fixed at compile time, 0 otherwise), with the hooks
// around it. Engine.h's workgroup loop runs it.

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
    // Observed loops: what does not change during one (the hooks' flags are fixed when they
    // are made, and `pending` is sized before the loop starts).
    Hooks::PendingRun* pending = nullptr;
    bool before = false;
    bool runs = false;
    bool after = false; // every instruction goes to afterInstruction
    // Hooks::nextBefore when beforeInstruction matters at some ops only, else null.
    const std::uint32_t* nextBefore = nullptr;
};

inline Hot hotState(const ExecContext& c) {
    Hot hot{c.ops, c.wg->registers.data(), c.waveRegs, c.limit};
    if (c.hooks != nullptr) {
        hot.pending = c.hooks->pending.data();
        hot.before = c.hooks->before;
        hot.runs = c.hooks->runs;
        hot.after = !hot.runs && c.hooks->wants(Interest::kAfterInstruction);
        if (!c.hooks->nextBefore.empty())
            hot.nextBefore = c.hooks->nextBefore.data();
    }
    return hot;
}

// The hooks around one instruction, out of line so that the observed loop keeps its registers
// for the instruction itself. `opIndex` is the instruction's index in the decoded program,
// `lanes` the popcount of `exec`.
inline InstructionEvent instructionEvent(const ExecContext& c, const WaveState& w,
                                         std::uint32_t opIndex, std::uint64_t exec,
                                         std::uint32_t lanes) {
    const isa::DecodedInstruction& inst = c.program->instructions[opIndex];
    InstructionEvent e;
    e.workgroupIndex = c.wg->index;
    e.workgroup = c.wg->id;
    e.wave = w.id;
    e.pc = c.ops[opIndex].pc;
    e.op = opIndex;
    e.instruction = inst.info != nullptr ? &inst : nullptr;
    e.activeMask = w.active;
    e.execMask = exec;
    e.execLanes = lanes;
    return e;
}

// Before the instruction: the observer (true: stop before it) and the trace line.
WAVE_OUTLINE bool notifyBefore(ExecContext& c, const WaveState& w, std::uint32_t opIndex,
                               std::uint64_t exec, std::uint32_t lanes) {
    const InstructionEvent e = instructionEvent(c, w, opIndex, exec, lanes);
    if (c.hooks->wants(Interest::kBeforeInstruction) &&
        c.hooks->observer->beforeInstruction(e) == ObserverAction::Stop)
        return true;
    if (c.hooks->trace != nullptr && e.instruction != nullptr)
        c.hooks->line(TraceFormatter::instructionLine(c.wg->id, w.id, e.pc, *e.instruction));
    return false;
}

// After the instruction; `active`: the wave's active mask after it (w.active, unless the event
// comes late: Observer::takesEventsLate).
WAVE_OUTLINE void notifyAfter(ExecContext& c, const WaveState& w, std::uint32_t opIndex,
                              std::uint64_t active, std::uint64_t exec, std::uint32_t lanes) {
    InstructionEvent e = instructionEvent(c, w, opIndex, exec, lanes);
    e.activeMask = active;
    c.hooks->note(c.hooks->observer->afterInstruction(e));
}

// Interest::kInstructionRuns: the wave's run takes the instruction at `opIndex`, the launch's
// step `step` (counted from 0); the first one of a run goes to afterInstruction (`active`: the
// mask after it, see notifyAfter).
WAVE_INLINE void addToRun(ExecContext& c, const WaveState& w, const Hot& hot, std::uint32_t opIndex,
                          std::uint64_t active, std::uint64_t exec, std::uint32_t lanes,
                          std::uint64_t step) {
    Hooks::PendingRun& r = hot.pending[w.id];
    if (!r.open) {
        r.open = true;
        r.count = 0;
        notifyAfter(c, w, opIndex, active, exec, lanes);
    } else if (r.count++ == 0) {
        r.firstPc = hot.ops[opIndex].pc;
        r.lanes = lanes;
        r.first = r.last = step;
        r.byCategory.fill(0);
        r.byCategory[static_cast<std::size_t>(hot.ops[opIndex].category)] = 1;
    } else {
        r.lanes += lanes;
        r.last = step;
        ++r.byCategory[static_cast<std::size_t>(hot.ops[opIndex].category)];
    }
}

// The counters of one issued wave-instruction with `lanes` executing lanes.
template <bool Observed>
WAVE_INLINE void countIssued(ExecContext& c, WaveState& w, StepCounters& k, const DecodedOp& op,
                             std::uint32_t lanes) {
    ++k.instructions;
    if constexpr (Observed) { // MachineState::steps stays current (see Observer.h)
        ++*c.steps;
        ++k.start;
    }
    ++k.byClass[static_cast<int>(op.statClass)];
    k.lanes += lanes;
    ++w.issued;
}

template <bool Observed, std::uint32_t N>
WAVE_INLINE StepStatus execute(ExecContext& c, WaveState& w, StepCounters& k, const Hot& hot) {
    const std::uint32_t opIndex = w.op;
    const DecodedOp& op = hot.ops[opIndex];
    const std::uint64_t g = guardMask(w, op);
    const std::uint64_t exec = w.active & g;
    const auto lanes = static_cast<std::uint32_t>(std::popcount(exec));
    if constexpr (Observed) {
        if (hot.before && (hot.nextBefore == nullptr || hot.nextBefore[opIndex] == opIndex) &&
            notifyBefore(c, w, opIndex, exec, lanes))
            return StepStatus::StopBefore;
    }
    // docs/reference/execution-model.md §5 step 4, checked before the instruction takes effect
    // (same message).
    if (k.instructions >= hot.limit) [[unlikely]]
        return instructionLimit(c, w, op, k.instructions);
    countIssued<Observed>(c, w, k, op, lanes);
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
        if (s == StepStatus::Fault) {
        } else if (hot.runs) {
            addToRun(c, w, hot, opIndex, w.active, exec, lanes, *c.steps - 1);
        } else if (hot.after) {
            notifyAfter(c, w, opIndex, w.active, exec, lanes);
        }
    }
    return s;
}

} // namespace wave::emu::detail
