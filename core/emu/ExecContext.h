#pragma once
// Internal: what the engine's step functions work on. One ExecContext per executing workgroup
// (the sequential engine has one; every parallel worker has its own).

#include "emu/CompiledLoop.h"
#include "emu/DecodedProgram.h"
#include "emu/DeviceMemory.h"
#include "emu/Fault.h"
#include "emu/LaunchConfig.h"
#include "emu/Observer.h"
#include "emu/Statistics.h"
#include "emu/TraceFormatter.h"
#include "emu/WorkgroupSetup.h"
#include "emu/WorkgroupState.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace wave::emu::detail {

static_assert(std::endian::native == std::endian::little, "the emulator assumes a little-endian "
                                                          "host (WAVE memory is little-endian)");

// Result of one wave-instruction.
enum class StepStatus : std::uint8_t {
    Issued,     // executed; the wave is Ready (or still Ready after a skip)
    Arrived,    // the wave arrived at a barrier
    Finished,   // the wave's last lanes halted
    Fault,      // ExecContext::fault is set
    StopBefore, // an observer stopped before the instruction issued
};

// Observer plumbing of the observed engine instantiation.
struct Hooks {
    Observer* observer = nullptr;
    TraceSink* trace = nullptr;
    std::uint32_t interests = 0; // the observer's Interest bits (0 without one)
    bool before = false;         // something happens before each instruction (hook or trace)
    bool runs = false;           // instructions are reported in runs (Interest::kInstructionRuns)
    bool stopAfter = false;      // an observer returned Stop during the current step
    // Scratch space of an mma op's memory batch (one lane's 16 accesses).
    LaneAccess batch[16];
    std::vector<WaveAtBarrier> released; // scratch space of a barrier release event
    std::vector<std::uint8_t> loopTrace; // observed loop runs' records (LoopRun::trace)

    // Per wave: the run in progress (Interest::kInstructionRuns). `open`: its first
    // instruction was reported; count, lanes and last: the instructions since.
    struct PendingRun {
        bool open = false;
        std::uint32_t firstPc = 0;
        std::uint64_t count = 0;
        std::uint64_t lanes = 0;
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        std::array<std::uint64_t, isa::kCategoryCount> byCategory{};
    };
    std::vector<PendingRun> pending;
    // Observer::beforeAtSomePcsOnly(): nextBefore[op] is the first op index >= op whose pc
    // needs beforeInstruction (the op count when none does); empty: every op needs it.
    std::vector<std::uint32_t> nextBefore;

    Hooks(Observer* o, TraceSink* t)
        : observer(o), trace(t), interests(o != nullptr ? o->interests() : 0),
          before(t != nullptr || wants(Interest::kBeforeInstruction)),
          runs(wants(Interest::kInstructionRuns) && !wants(Interest::kAfterInstruction)) {}

    // Asks the observer at which ops of `ops` beforeInstruction matters (see nextBefore).
    void limitBefore(const std::vector<DecodedOp>& ops) {
        nextBefore.clear();
        if (observer == nullptr || trace != nullptr || !wants(Interest::kBeforeInstruction) ||
            !observer->beforeAtSomePcsOnly())
            return;
        nextBefore.resize(ops.size() + 1);
        auto next = static_cast<std::uint32_t>(ops.size());
        nextBefore[ops.size()] = next;
        for (std::size_t i = ops.size(); i-- > 0;) {
            if (observer->needsBeforeAt(ops[i].pc))
                next = static_cast<std::uint32_t>(i);
            nextBefore[i] = next;
        }
    }
    // The observer is attached and wants every event of `interest` (an Interest bit).
    bool wants(std::uint32_t interest) const { return (interests & interest) != 0; }
    void note(ObserverAction a) {
        if (a == ObserverAction::Stop)
            stopAfter = true;
    }
    // Ends the wave's run: reports what it holds beyond its first instruction.
    void endRun(std::uint32_t wave) {
        if (!runs || wave >= pending.size() || !pending[wave].open)
            return;
        PendingRun& r = pending[wave];
        r.open = false;
        if (r.count != 0)
            note(observer->instructionRun(
                {wave, r.count, r.lanes, r.first, r.last, r.firstPc, r.byCategory.data()}));
    }
    void endRuns() {
        for (std::uint32_t wave = 0; wave < pending.size(); ++wave)
            endRun(wave);
    }
    void line(const std::string& text) {
        if (trace != nullptr)
            trace->traceLine(text);
    }
};

// Per-step counters of a run loop, kept in locals (flushed to Statistics when the loop ends)
// so the hot path does not write through pointers that may alias machine state.
struct StepCounters {
    std::uint64_t byClass[6] = {};
    std::uint64_t lanes = 0;
    std::uint64_t instructions = 0; // of the workgroup, for the limit
    std::uint64_t start = 0;        // `instructions` when counting began
};

struct ExecContext {
    const DecodedProgram* program = nullptr;
    const DecodedOp* ops = nullptr;
    const CompiledProgram* compiled = nullptr; // the compiling tier's blocks (Engine.h)
    const EffectiveLaunch* launch = nullptr;
    WorkgroupState* wg = nullptr;
    std::uint8_t* device = nullptr;
    std::uint64_t deviceSize = 0;
    DeviceMemory::Writer deviceWriter; // every device write is noted (DeviceImage captures)
    bool sharedDevice = false;         // parallel workers: device atomics are real atomics
    std::mutex* deviceLock = nullptr;  // parallel workers: unaligned device atomics
    Statistics* stats = nullptr;
    std::uint64_t* steps = nullptr;          // wave-instructions issued since the launch
    std::uint64_t limit = ~std::uint64_t(0); // per-workgroup instruction limit
    std::uint32_t stride = 32;               // lanes per register row
    std::uint32_t waveRegs = 0;              // elements per wave register block
    std::uint32_t width = 32;                // wave width W
    std::uint64_t fullMask = 0;              // all W lanes
    const std::atomic<bool>* stopRequest = nullptr;
    Hooks* hooks = nullptr;
    std::optional<Fault> fault;
    std::vector<LoopSlot> loopSlots; // scratch space of the compiling tier's loop runs

    // Sets what follows from the program and the launch alone (the sequential engine and every
    // parallel worker alike); the owner sets the workgroup, memory, counters and stop flag.
    void bind(const DecodedProgram& p, const EffectiveLaunch& l) {
        program = &p;
        ops = p.ops.data();
        compiled = p.compiled.get();
        launch = &l;
        limit = l.maxInstructions != 0 ? l.maxInstructions : ~std::uint64_t(0);
        stride = WorkgroupSetup::laneStride(l.waveWidth);
        waveRegs = (std::min<std::uint32_t>(l.registers, 256) + 2) * stride;
        width = l.waveWidth;
        fullMask = l.waveWidth >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << l.waveWidth) - 1;
    }

    // Binds device memory (a new Writer after each DeviceImage capture).
    void bindDevice(DeviceMemory& memory) {
        deviceWriter = memory.writer();
        device = deviceWriter.bytes;
        deviceSize = memory.size();
    }

    std::uint32_t* regsOf(const WaveState& w) {
        return wg->registers.data() + std::size_t(w.id) * waveRegs;
    }

    void flush(StepCounters& k) {
        stats->integerOps += k.byClass[0];
        stats->floatOps += k.byClass[1];
        stats->memoryOps += k.byClass[2];
        stats->controlOps += k.byClass[3];
        stats->waveOps += k.byClass[4];
        stats->atomicInstructions += k.byClass[5];
        stats->laneInstructions += k.lanes;
        *steps += k.instructions - k.start;
        wg->instructions = k.instructions;
        k = StepCounters{};
        k.instructions = k.start = wg->instructions;
    }
};

// The lanes an op's guard lets through (all when it has none).
inline std::uint64_t guardMask(const WaveState& w, const DecodedOp& op) {
    if (!(op.flags & DecodedOp::kGuarded))
        return ~std::uint64_t(0);
    const std::uint64_t p = w.predicates[op.guardPred];
    return (op.flags & DecodedOp::kGuardNeg) ? ~p : p;
}

// Records a fault of the current workgroup (kernel name and source lines are added by the
// owner of the run, which knows them).
[[gnu::noinline, gnu::cold]] inline StepStatus raise(ExecContext& c, FaultKind kind,
                                                     std::string message, const WaveState& w,
                                                     std::uint64_t lanes, std::uint32_t pc) {
    Fault f;
    f.kind = kind;
    f.message = std::move(message);
    f.inWorkgroup = true;
    f.workgroup = c.wg->id;
    f.wave = w.id;
    f.lanes = lanes;
    f.pc = pc;
    c.fault = std::move(f);
    return StepStatus::Fault;
}

} // namespace wave::emu::detail
