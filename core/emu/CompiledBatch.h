#pragma once
// Internal: the compiling tier's step in the engine loop (Engine.h). When every Ready
// wave of the workgroup stands at the leader of the same compiled block, each runs the block:
// its native part, then its structured control op (the interpreter's own routine). These ops
// read and write only the wave's own registers, predicates, masks and stacks, and the batch
// first checks that the control op cannot fault (its frame is there, the stack has room), so
// no wave's status changes: K rounds of the reference round robin (each Ready wave one op per
// round) end in exactly this state, whatever the order of the waves. The counters and the
// scheduler's position are those the interpreter would reach. A batch is not started when the
// step budget or the instruction limit would end inside it, so pauses and the limit fault
// happen where they always did. Observed runs that want no event of single instructions use
// the native parts only (runObservedBodies; Engine.h runs the control ops with their events).

#include "emu/CompiledProgram.h"
#include "emu/ControlFlow.h"
#include "emu/ExecContext.h"
#include "emu/LaneOps.h"

#include <algorithm>
#include <bit>
#include <cstdint>

// The batches run only where the AVX2 loop runs (Engine.cpp), so they may use its ISA too
// (popcnt above all).
#if defined(__x86_64__) && defined(__GNUC__)
#define WAVE_COMPILED_TARGET [[gnu::target("avx2,fma,bmi,bmi2,popcnt,lzcnt")]]
#else
#define WAVE_COMPILED_TARGET
#endif

namespace wave::emu::detail {

// The block's control op cannot fault for this wave (nor finish it: these ops keep `live`).
WAVE_COMPILED_TARGET inline bool tailIsSafe(const ExecContext& c, const WaveState& w,
                                            const DecodedOp& op) {
    if (w.live == 0)
        return false;
    switch (op.handler) {
    case Handler::If:
    case Handler::Loop:
        return w.control.size() < c.launch->controlDepth;
    case Handler::Else:
    case Handler::EndIf:
        return !w.control.empty() && w.control.back().kind == ControlFrame::Kind::If;
    case Handler::EndLoop:
        return !w.control.empty() && w.control.back().kind == ControlFrame::Kind::Loop;
    default: // Break, Continue
        return innermostLoop(w) >= 0;
    }
}

// The Ready waves when every one stands at `op` and can run the block's control op; else 0.
WAVE_COMPILED_TARGET inline std::uint64_t blockReady(const ExecContext& c,
                                                     const CompiledBlock& block, std::uint32_t op) {
    const DecodedOp* tail = block.tail != DecodedProgram::kNoOp ? &c.ops[block.tail] : nullptr;
    std::uint64_t ready = 0;
    for (const WaveState& w : c.wg->waves) {
        if (w.status != WaveStatus::Ready)
            continue;
        if (w.op != op || (tail != nullptr && !tailIsSafe(c, w, *tail)))
            return 0;
        ++ready;
    }
    return ready;
}

// The wave-instructions of a batch of `block` for `ready` waves, when the step budget and the
// instruction limit let it run whole; else 0.
inline std::uint64_t batchSize(const ExecContext& c, const CompiledBlock& block,
                               std::uint64_t ready, const StepCounters& k, std::uint64_t left) {
    const std::uint64_t perWave = block.length + (block.tail != DecodedProgram::kNoOp ? 1 : 0);
    const std::uint64_t total = ready * perWave;
    if (total > left || c.limit < k.instructions || c.limit - k.instructions < total)
        return 0;
    return total;
}

// The block's native part for each of the `ready` Ready waves: each then stands at block.end,
// its control op if it has one.
WAVE_COMPILED_TARGET inline void runBlockBodies(ExecContext& c, const CompiledBlock& block,
                                                std::uint64_t ready, StepCounters& k) {
    const std::uint32_t n = c.stride;
    const std::uint64_t all = n >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1;
    for (WaveState& w : c.wg->waves) {
        if (w.status != WaveStatus::Ready)
            continue;
        if (block.length != 0) {
            // The interpreter's ops refresh the wave's lane-mask cache the same way.
            const std::uint32_t* mask = laneMask(w, w.active, n);
            const CompiledBlock::Fn fn = (w.active & all) == all ? block.full : block.masked;
            fn(c.regsOf(w), mask, w.predicates.data(), w.active);
            k.lanes += std::uint64_t(std::popcount(w.active)) * block.length;
        }
        w.op = block.end;
        w.issued += block.length;
    }
    for (std::size_t s = 0; s < block.byClass.size(); ++s)
        k.byClass[s] += ready * block.byClass[s];
    k.instructions += ready * block.length;
}

// One batch of `block` for every Ready wave; false (nothing done) when it cannot run. The waves
// run the native part, then the control op, one after the other: each touches only its own
// state, so the order is free.
WAVE_COMPILED_TARGET inline bool runBlock(ExecContext& c, const CompiledBlock& block,
                                          std::uint32_t op, StepCounters& k, std::uint64_t& left) {
    const std::uint64_t ready = blockReady(c, block, op);
    const std::uint64_t total = ready != 0 ? batchSize(c, block, ready, k, left) : 0;
    if (total == 0)
        return false;
    runBlockBodies(c, block, ready, k);
    if (block.tail != DecodedProgram::kNoOp) {
        const DecodedOp& tail = c.ops[block.tail];
        for (WaveState& w : c.wg->waves) {
            if (w.status != WaveStatus::Ready)
                continue;
            ++w.issued;
            const std::uint64_t g = guardMask(w, tail);
            k.lanes += static_cast<std::uint64_t>(std::popcount(w.active & g));
            controlOp<false>(c, w, tail, g);
        }
        k.byClass[static_cast<std::size_t>(tail.statClass)] += ready;
        k.instructions += ready;
    }
    left -= total;
    return true;
}

// Observed runs (Engine.h runObservedBlock): the native part of `block` for every Ready wave
// (none when the block is its control op alone) when the whole batch, control op included, can
// run; returns the Ready waves, 0 when it cannot run (nothing done). The control ops are left
// to the caller.
WAVE_COMPILED_TARGET WAVE_OUTLINE std::uint64_t runObservedBodies(ExecContext& c,
                                                                  const CompiledBlock& block,
                                                                  std::uint32_t op, StepCounters& k,
                                                                  std::uint64_t left) {
    if (block.length == 0 && block.tail == DecodedProgram::kNoOp)
        return 0; // a loop's block alone
    const std::uint64_t ready = blockReady(c, block, op);
    if (ready == 0 || batchSize(c, block, ready, k, left) == 0)
        return 0;
    if (block.length != 0)
        runBlockBodies(c, block, ready, k);
    return ready;
}

// Native loop runs (CompiledLoop.h), and the batches of runCompiledBatch, end after about this
// many wave-instructions, so that the engine loop, which polls the stop request after each,
// answers within a millisecond or so.
constexpr std::uint64_t kMaxLoopRun = std::uint64_t(1) << 16;
// The records of an observed loop run (Engine.h runObservedLoop) fill at most this many bytes.
constexpr std::uint64_t kLoopTraceBytes = std::uint64_t(1) << 20;

// Bytes of one iteration's records (LoopRun::trace) for one wave.
inline std::uint64_t loopRecordBytes(const CompiledLoop& loop, const DecodedOp* ops,
                                     std::uint32_t stride) {
    std::uint64_t bytes = 0;
    for (const CompiledLoop::Segment& seg : loop.segments)
        bytes += LoopRun::recordBytes(ops[seg.control].handler == Handler::LocalLoad, stride);
    return bytes;
}

// Whole iterations of a flat loop for every Ready wave, all standing at the body's first op
// with the loop's frame on top (active lanes inside the frame's `other` and `live`, so that
// the back edge keeps lanes); false (nothing done) when that does not hold or the step budget
// or the instruction limit ends within the first iteration. With `out` (observed runs), the
// control ops are recorded in c.hooks->loopTrace (LoopRun::trace; the iterations fit in it)
// and the run is copied to `out`.
WAVE_COMPILED_TARGET inline bool runNativeLoop(ExecContext& c, const CompiledLoop& loop,
                                               StepCounters& k, std::uint64_t& left,
                                               LoopRun* out = nullptr) {
    std::vector<LoopSlot>& slots = c.loopSlots;
    slots.clear();
    for (WaveState& w : c.wg->waves) {
        if (w.status != WaveStatus::Ready)
            continue;
        if (w.op != loop.first || w.control.empty())
            return false;
        ControlFrame& f = w.control.back();
        if (f.kind != ControlFrame::Kind::Loop || f.startOp != loop.first || w.active == 0 ||
            (w.active & ~(f.other & w.live)) != 0)
            return false;
        slots.push_back({c.regsOf(w), &f.other, &w});
    }
    const std::uint64_t perRound = slots.size() * std::uint64_t(loop.perIteration);
    if (perRound == 0 || c.limit < k.instructions)
        return false;
    LoopRun run;
    run.maxIterations = std::min({left, c.limit - k.instructions, kMaxLoopRun}) / perRound;
    if (out != nullptr) {
        std::vector<std::uint8_t>& trace = c.hooks->loopTrace;
        const std::uint64_t perIteration = slots.size() * loopRecordBytes(loop, c.ops, c.stride);
        // One more iteration's room: a run stopped inside an iteration records part of it.
        const std::uint64_t fit = kLoopTraceBytes / perIteration;
        run.maxIterations = fit > 1 ? std::min(run.maxIterations, fit - 1) : 0;
        const std::uint64_t bytes = (run.maxIterations + 1) * perIteration;
        if (trace.size() < bytes)
            trace.resize(bytes);
        run.trace = trace.data();
    }
    if (run.maxIterations == 0)
        return false;
    if (loop.localLoads) {
        // The native gathers take addresses as signed 32-bit offsets.
        const std::uint64_t size = c.wg->local.size();
        if (size < 4 || size > 0x7FFFFFFFu)
            return false;
        run.local = c.wg->local.data();
        run.localLimit = size - 4;
    }
    loop.fn(slots.data(), slots.data() + slots.size(), &run);
    if (out != nullptr)
        *out = run;
    c.stats->localLoads += run.localLanes; // loadOp's counts
    c.stats->localLoadBytes += 4 * run.localLanes;
    std::uint64_t perWave = run.iterations * loop.perIteration;
    std::uint32_t op = loop.first;
    for (std::size_t s = 0; s < loop.byClass.size(); ++s)
        k.byClass[s] += slots.size() * run.iterations * loop.byClass[s];
    if (run.stop != LoopRun::kNoStop) {
        const CompiledLoop::Segment& seg = loop.segments[run.stop];
        perWave += seg.issuedBefore;
        op = seg.control;
        for (std::size_t s = 0; s < seg.before.size(); ++s)
            k.byClass[s] += slots.size() * seg.before[s];
    }
    for (LoopSlot& slot : slots) {
        slot.wave->op = op;
        slot.wave->issued += perWave;
    }
    k.lanes += run.lanes;
    k.instructions += perWave * slots.size();
    left -= perWave * slots.size();
    return perWave != 0;
}

// A flat loop's run if the block starts one and it can run, else one batch of the block.
WAVE_COMPILED_TARGET inline bool runLoopOrBlock(ExecContext& c, const CompiledBlock& block,
                                                std::uint32_t op, StepCounters& k,
                                                std::uint64_t& left) {
    if (block.loop >= 0 && runNativeLoop(c, c.compiled->loop(block.loop), k, left))
        return true;
    if (block.length == 0 && block.tail == DecodedProgram::kNoOp)
        return false; // a loop's block alone
    return runBlock(c, block, op, k, left);
}

// Batches for as long as the waves stay together at compiled blocks (a bounded number, so that
// the engine loop still polls the stop request). True when at least one ran.
WAVE_COMPILED_TARGET WAVE_OUTLINE bool runCompiledBatch(ExecContext& c, const CompiledBlock& first,
                                                        std::uint32_t op, StepCounters& k,
                                                        std::uint64_t& left) {
    const std::uint64_t start = k.instructions;
    if (!runLoopOrBlock(c, first, op, k, left))
        return false;
    for (int round = 0; round < 64 && k.instructions - start < kMaxLoopRun; ++round) {
        // Every Ready wave is at the same op now, unless the control op sent them apart.
        const WaveState* lead = nullptr;
        for (const WaveState& w : c.wg->waves)
            if (w.status == WaveStatus::Ready) {
                lead = &w;
                break;
            }
        if (lead == nullptr)
            break;
        const std::uint32_t next = lead->op;
        const CompiledBlock* block = c.compiled->at(next);
        if (block == nullptr || !runLoopOrBlock(c, *block, next, k, left))
            break;
    }
    return true;
}

} // namespace wave::emu::detail

#undef WAVE_COMPILED_TARGET
