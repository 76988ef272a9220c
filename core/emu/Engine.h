#pragma once
// Internal: one wave-instruction (execute) and the workgroup loop (runLoop), as templates over
// `Observed` (hooks compiled in or not at all) and N (the lane stride when fixed at compile
// time, 0 otherwise). Engine.cpp instantiates the unobserved loop for the baseline x86-64 ISA
// and for AVX2+FMA, chosen at run time.

#include "emu/CompiledBatch.h"
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

WAVE_OUTLINE void notifyAfter(ExecContext& c, const WaveState& w, std::uint32_t opIndex,
                              std::uint64_t exec, std::uint32_t lanes) {
    c.hooks->note(
        c.hooks->observer->afterInstruction(instructionEvent(c, w, opIndex, exec, lanes)));
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
    ++k.instructions;
    if constexpr (Observed) { // MachineState::steps stays current (see Observer.h)
        ++*c.steps;
        ++k.start;
    }
    ++k.byClass[static_cast<int>(op.statClass)];
    k.lanes += lanes;
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
        if (s == StepStatus::Fault) {
        } else if (hot.runs) {
            Hooks::PendingRun& r = hot.pending[w.id];
            const std::uint64_t step = *c.steps - 1;
            if (!r.open) {
                r.open = true;
                r.count = 0;
                notifyAfter(c, w, opIndex, exec, lanes);
            } else if (r.count++ == 0) {
                r.firstPc = op.pc;
                r.lanes = lanes;
                r.first = r.last = step;
            } else {
                r.lanes += lanes;
                r.last = step;
            }
        } else if (hot.after) {
            notifyAfter(c, w, opIndex, exec, lanes);
        }
    }
    return s;
}

// The compiling tier in an observed run that wants no event of single instructions (no
// afterInstruction or runs, no trace, beforeInstruction at no op of the native part; see Hot):
// the native part of the block for every Ready wave, then its control op wave by wave through
// execute(), in the round robin's order from wave i. The native ops raise no events, so observers
// get the interpreter's events in its order and at its step counts (MachineState::steps is current
// at each). False when the block cannot run (nothing done). When an event asks to stop, i names the
// wave after it: the interpreter would have stopped there too, the waves after it standing at the
// control op. A stop before a control op (a breakpoint) leaves i at that wave, stoppedBefore set.
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
    *c.steps += body;
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
    for (std::uint32_t visited = 0, j = i; visited < n; ++visited) {
        WaveState& w = wg.waves[j];
        const std::uint32_t at = j;
        j = j + 1 == n ? 0 : j + 1;
        if (w.status != WaveStatus::Ready)
            continue;
        // Cannot fault (blockReady checked the frames and the limit); a breakpoint may stop
        // before it: this wave is next then.
        if (execute<true, N>(c, w, k, hot) == StepStatus::StopBefore) {
            i = at;
            stoppedBefore = true;
            break;
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

// An observed run whose observer takes loop events late (Observer::takesLoopEventsLate) and
// wants no event of single instructions, none before any op of the loop: the flat loop whose
// body starts at the block runs natively for every Ready wave, its control ops recorded
// (LoopRun::trace); then their events go to the observer as the interpreter would have sent
// them: op by op of each iteration, each op for every wave in the round robin's order from wave
// i, MachineState::steps at each event the count it would have had. False when the loop cannot
// run (nothing done).
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
    const std::uint64_t rowBytes = 8 + 4 * std::uint64_t(c.stride);
    const std::uint8_t* record = c.hooks->loopTrace.data();
    for (std::uint64_t j = 0; j <= run.iterations; ++j) {
        for (std::uint32_t s = 0; s < loop.segments.size(); ++s) {
            if (j == run.iterations && (run.stop == LoopRun::kNoStop || s == run.stop))
                break; // not run
            const CompiledLoop::Segment& seg = loop.segments[s];
            const DecodedOp& op = c.ops[seg.control];
            const bool load = op.handler == Handler::LocalLoad;
            const std::uint64_t bytes = load ? rowBytes : 16;
            const std::uint64_t at = (j * loop.perIteration + seg.issuedBefore) * n;
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
                    continue;
                }
                std::memcpy(&after, p + 8, 8);
                const bool isEnd = op.handler == Handler::EndLoop;
                if (!masks || (!isEnd && after == mask && !quiet))
                    continue;
                MaskChangeEvent e;
                e.wave = w.id;
                e.pc = op.pc;
                e.kind = isEnd                          ? MaskChangeKind::EndLoop
                         : op.handler == Handler::Break ? MaskChangeKind::Break
                                                        : MaskChangeKind::Continue;
                e.before = mask;
                e.after = after;
                e.controlDepthBefore = e.controlDepthAfter =
                    static_cast<std::uint32_t>(w.control.size());
                e.callDepthBefore = e.callDepthAfter = static_cast<std::uint32_t>(w.calls.size());
                e.nextPc = c.ops[isEnd ? loop.first : op.next].pc;
                h.note(h.observer->maskChange(e));
            }
            record += n * bytes;
        }
    }
    *c.steps = s0 + issued;
    return true;
}

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
        nativeBlocks =
            nativeBlocks && (!hot.before || hot.nextBefore != nullptr) && !hot.after && !hot.runs;
        lateLoops = nativeBlocks && c.hooks->observer->takesLoopEventsLate() &&
                    !c.hooks->wants(Interest::kMemoryLanes);
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
