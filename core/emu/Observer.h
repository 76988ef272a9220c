#pragma once
// Observation hooks for the debugger (breakpoints, watchpoints, barrier board, race and bank
// conflict analysis, timeline). An Observer attached to an Emulator is called synchronously on
// the thread that runs the emulator. Without an observer (and without a trace sink) the engine
// runs a separate instantiation of its loop that contains no hook calls at all.
//
// Every callback may return ObserverAction::Stop: beforeInstruction stops BEFORE the instruction
// issues (run() returns Paused with the wave still at that instruction); every other callback
// stops after the current wave-instruction has completed.
//
// Cost: an observer says in interests() which events it wants; the engine neither builds nor
// delivers the others. Memory accesses come per lane (memoryAccess, the default) or, much
// cheaper, once per wave-instruction with every lane's address (memoryAccesses); instructions
// one by one (afterInstruction) or in runs (Interest::kInstructionRuns).
//
// During observed runs MachineState::steps is kept current: from an instruction's first event
// after beforeInstruction on, it counts that instruction.

#include "emu/EmuTypes.h"
#include "isa/InstructionInfo.h"

#include <bit>
#include <cstdint>
#include <span>

namespace wave::isa {
struct DecodedInstruction;
}

namespace wave::emu {

struct Fault;
struct WorkgroupState;

enum class ObserverAction : std::uint8_t { Continue, Stop };

struct InstructionEvent {
    std::uint64_t workgroupIndex = 0;
    Dim3 workgroup{0, 0, 0};
    std::uint32_t wave = 0;
    std::uint32_t pc = 0; // relative to the kernel start
    std::uint32_t op = 0; // index in the decoded program
    // The decoded instruction, or nullptr when the bytes at pc do not decode (the instruction
    // faults when it issues).
    const isa::DecodedInstruction* instruction = nullptr;
    std::uint64_t activeMask = 0; // before the instruction (after it, in afterInstruction)
    std::uint64_t execMask = 0;   // active lanes whose guard holds
    std::uint32_t execLanes = 0;  // lanes in execMask
};

enum class AccessKind : std::uint8_t { Read, Write, Atomic };

// One lane's access, reported after its bounds check passed and before the next lane's.
struct MemoryEvent {
    MemorySpace space = MemorySpace::Device;
    AccessKind kind = AccessKind::Read;
    std::uint64_t address = 0;
    std::uint32_t size = 0; // bytes
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0;
};

struct LaneAccess {
    std::uint32_t lane = 0;
    std::uint32_t address = 0; // byte address (register values are 32 bits)
};

// The accesses of one wave-instruction, reported after their bounds checks passed and before
// any of them takes effect. On an out-of-bounds lane the batch holds the accesses before it,
// which take effect, and the instruction then faults. An observer that wants both forms gets
// the batch first, then the per-lane events.
struct MemoryBatchEvent {
    MemorySpace space = MemorySpace::Device;
    AccessKind kind = AccessKind::Read;
    std::uint32_t size = 0; // bytes, the same for every access of the batch
    std::uint32_t wave = 0;
    std::uint32_t pc = 0;
    // In the order they take effect: each lane of `lanes` (lowest first) at
    // laneAddresses[lane] (the address register's row: no copy), then the entries of `list`
    // (the mma loads and stores: one lane's 16 accesses per batch).
    std::uint64_t lanes = 0;
    const std::uint32_t* laneAddresses = nullptr;
    std::span<const LaneAccess> list;

    // f(lane, address) for every access, in order.
    template <class F>
    void forEach(F&& f) const {
        for (std::uint64_t m = lanes; m != 0; m &= m - 1) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
            f(lane, laneAddresses[lane]);
        }
        for (const LaneAccess& a : list)
            f(a.lane, a.address);
    }
    std::size_t count() const { return std::size_t(std::popcount(lanes)) + list.size(); }
};

// The instructions of a wave's run after its first one (see Interest::kInstructionRuns).
struct InstructionRunEvent {
    std::uint32_t wave = 0;
    std::uint64_t count = 0;       // instructions, >= 1
    std::uint64_t execLaneSum = 0; // InstructionEvent::execLanes summed over them
    std::uint64_t firstStep = 0;   // the first and last one's indices among the launch's steps
    std::uint64_t lastStep = 0;
    std::uint32_t firstPc = 0; // the first one's pc
    // The instructions by isa::Category (isa::kCategoryCount counts, summing to `count`).
    const std::uint64_t* byCategory = nullptr;
};

struct BarrierArrivalEvent {
    std::uint32_t wave = 0;
    std::uint32_t pc = 0;
    std::uint32_t waiting = 0;  // waves waiting, including this one
    std::uint32_t finished = 0; // waves that have finished
};

struct WaveAtBarrier {
    std::uint32_t wave = 0;
    std::uint32_t pc = 0;
};

// All unfinished waves were waiting and are released together. `divergent` is the barrier
// divergence event of docs/reference/differences.md §4: they waited at different barrier
// instructions.
struct BarrierReleaseEvent {
    std::span<const WaveAtBarrier> waves;
    bool divergent = false;
};

enum class MaskChangeKind : std::uint8_t {
    If,
    Else,
    EndIf,
    Loop,
    Break,
    Continue,
    EndLoop,
    Call,
    Return,
    Halt,
    SkipForward,    // the mask became empty: the wave skips to the next else/endif/endloop
    ImplicitReturn, // the mask of a function body became empty: back to the caller
};

struct MaskChangeEvent {
    std::uint32_t wave = 0;
    std::uint32_t pc = 0; // the instruction that changed the mask
    MaskChangeKind kind = MaskChangeKind::If;
    std::uint64_t before = 0;
    std::uint64_t after = 0;
    std::uint32_t controlDepthBefore = 0; // frames pushed/popped show as depth changes
    std::uint32_t controlDepthAfter = 0;
    std::uint32_t callDepthBefore = 0;
    std::uint32_t callDepthAfter = 0;
    std::uint32_t nextPc = 0; // where the wave continues
};

// Bits of Observer::interests().
struct Interest {
    static constexpr std::uint32_t kBeforeInstruction = 1u << 0;
    static constexpr std::uint32_t kAfterInstruction = 1u << 1;
    static constexpr std::uint32_t kMemoryLanes = 1u << 2;   // memoryAccess
    static constexpr std::uint32_t kMemoryBatches = 1u << 3; // memoryAccesses
    static constexpr std::uint32_t kMaskChanges = 1u << 4;
    static constexpr std::uint32_t kBarriers = 1u << 5; // barrierArrival and barrierRelease
    static constexpr std::uint32_t kWaveFinished = 1u << 6;
    static constexpr std::uint32_t kWorkgroups = 1u << 7; // workgroupStarted and ...Finished
    // Instructions in runs (instead of kAfterInstruction): a run is what a wave executes
    // between two changes of its active mask, barrier events, its finish, or the start and
    // end of a run() or step call. afterInstruction reports the first instruction of each run;
    // the rest of the run comes as one instructionRun before the wave's next such event (or
    // before the call returns). Mask change events that leave the mask as it was (a loop
    // iterating, say) do not end the run. Far cheaper than a call per instruction.
    static constexpr std::uint32_t kInstructionRuns = 1u << 8;
    // With kMaskChanges: also the `else`, `endif`, `break` and `continue` that leave the
    // active mask as it was (a break no lane takes, an endif with no lane to restore), and the
    // SkipForward after an op that emptied the mask (it stays empty; the op's own event says
    // so). Without it they are not reported; every other control op always is (an `if` every
    // lane takes, a loop iterating: a control history counts them).
    static constexpr std::uint32_t kQuietMaskChanges = 1u << 9;
    // Everything, memory per lane.
    static constexpr std::uint32_t kDefault = kBeforeInstruction | kAfterInstruction |
                                              kMemoryLanes | kMaskChanges | kQuietMaskChanges |
                                              kBarriers | kWaveFinished | kWorkgroups;
};

class Observer {
public:
    virtual ~Observer() = default;

    // The events to deliver (Interest bits), read when a run() or step call starts, so it may
    // change between calls. fault() is always delivered.
    virtual std::uint32_t interests() const { return Interest::kDefault; }
    // With kBeforeInstruction: true when beforeInstruction matters only at the pcs for which
    // needsBeforeAt() says so (breakpoints, run-to targets); the engine may then skip the event
    // elsewhere and run the instructions between such pcs in compiled blocks. Read with
    // interests(), for every instruction of the program, when a run() call starts.
    virtual bool beforeAtSomePcsOnly() const { return false; }
    virtual bool needsBeforeAt(std::uint32_t /*pc*/) const { return true; }
    // True when the observer never stops on a maskChange or memoryAccesses event, nor on the
    // afterInstruction of an instruction run's first instruction (kInstructionRuns), and reads
    // nothing of the machine in them but MachineState::steps. The engine may then deliver them
    // late, in the interpreter's order and each with the step count it would have had: a flat
    // loop's (compiling tier) when the loop's native run ends, and with kInstructionRuns, the
    // runs of a compiled block's instructions after the block ran for every wave. Read when a
    // run() call starts.
    virtual bool takesEventsLate() const { return false; }

    virtual ObserverAction beforeInstruction(const InstructionEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction afterInstruction(const InstructionEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction instructionRun(const InstructionRunEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction memoryAccess(const MemoryEvent&) { return ObserverAction::Continue; }
    virtual ObserverAction memoryAccesses(const MemoryBatchEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction maskChange(const MaskChangeEvent&) { return ObserverAction::Continue; }
    virtual ObserverAction barrierArrival(const BarrierArrivalEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction barrierRelease(const BarrierReleaseEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction waveFinished(std::uint32_t /*wave*/, std::uint32_t /*pc*/) {
        return ObserverAction::Continue;
    }
    // The workgroup's fresh state, before its first instruction / after its last one.
    virtual ObserverAction workgroupStarted(const WorkgroupState&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction workgroupFinished(const WorkgroupState&) {
        return ObserverAction::Continue;
    }
    // The run stops with this fault (no stop request needed).
    virtual void fault(const Fault&) {}
};

} // namespace wave::emu
