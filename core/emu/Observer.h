#pragma once
// Observation hooks for the debugger (breakpoints, watchpoints, barrier board, race and bank
// conflict analysis, timeline). An Observer attached to an Emulator is called synchronously on
// the thread that runs the emulator. Without an observer (and without a trace sink) the engine
// runs a separate instantiation of its loop that contains no hook calls at all.
//
// Every callback may return ObserverAction::Stop: beforeInstruction stops BEFORE the instruction
// issues (run() returns Paused with the wave still at that instruction); every other callback
// stops after the current wave-instruction has completed.

#include "emu/EmuTypes.h"

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
// divergence event of COMPATIBILITY.md §4: they waited at different barrier instructions.
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

class Observer {
public:
    virtual ~Observer() = default;

    virtual ObserverAction beforeInstruction(const InstructionEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction afterInstruction(const InstructionEvent&) {
        return ObserverAction::Continue;
    }
    virtual ObserverAction memoryAccess(const MemoryEvent&) { return ObserverAction::Continue; }
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
