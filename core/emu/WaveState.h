#pragma once
// The state of one wave: plain copyable data, so that the whole machine can be checkpointed by
// copying (the debugger's reverse execution) and read by snapshot builders.
// Control flow follows docs/reference/differences.md §4 ("Structured control flow ... per lane").

#include "emu/EmuTypes.h"

#include <array>
#include <cstdint>
#include <vector>

namespace wave::emu {

// One entry of a wave's control stack (at most LaunchConfig::controlDepth).
struct ControlFrame {
    enum class Kind : std::uint8_t { If, Loop };
    Kind kind = Kind::If;
    bool inElse = false;       // If: the else side is running
    std::uint32_t pc = 0;      // the if / loop instruction
    std::uint32_t startPc = 0; // Loop: first instruction of the body
    std::uint32_t startOp = 0; // Loop: its index in the decoded program
    // If: lanes active at the `if`, minus lanes that broke or continued out of it since.
    // Loop: lanes active at the `loop`; they are all restored (except halted ones) when it ends.
    std::uint64_t entry = 0;
    // If: lanes waiting for the else side. Loop: lanes still iterating (not broken).
    std::uint64_t other = 0;

    bool operator==(const ControlFrame&) const = default;
};

// One entry of a wave's call stack (at most LaunchConfig::callDepth).
struct CallFrame {
    std::uint32_t callPc = 0;
    std::uint32_t returnPc = 0;
    std::uint32_t returnOp = 0;     // index of the return instruction in the decoded program
    std::uint64_t savedMask = 0;    // active mask at the call; restored by `return`
    std::uint32_t controlDepth = 0; // control stack depth at the call; restored by `return`

    bool operator==(const CallFrame&) const = default;
};

// Predicate slots: p0..p3, then a slot that always reads false (predicate index >= 4) and a
// slot that swallows writes to predicate indices >= 4.
inline constexpr std::uint32_t kPredicateSlots = 6;
inline constexpr std::uint32_t kPredZeroSlot = 4;
inline constexpr std::uint32_t kPredDumpSlot = 5;

struct WaveState {
    std::uint32_t id = 0;
    WaveStatus status = WaveStatus::Ready;
    std::uint32_t pc = 0;        // next instruction, relative to the kernel start
    std::uint32_t op = 0;        // its index in the decoded program (the engine's view of pc)
    std::uint32_t barrierPc = 0; // AtBarrier: the barrier instruction
    std::uint32_t lastPc = 0;    // Finished: the instruction that ended the wave

    std::uint64_t active = 0;  // lanes executing now
    std::uint64_t live = 0;    // lanes that have not halted
    std::uint64_t initial = 0; // lanes that exist (first min(W, T - id*W) bits)
    std::array<std::uint64_t, kPredicateSlots> predicates{}; // bit = lane

    std::vector<ControlFrame> control;
    std::vector<CallFrame> calls;

    std::uint64_t issued = 0; // wave-instructions issued by this wave

    // Cache: `laneMask[l]` is all ones when lane l of `laneMaskFor` is set. Derived state, kept
    // here so that lane loops can blend without recomputing it for every instruction.
    std::uint64_t laneMaskFor = 0;
    std::array<std::uint32_t, 64> laneMask{};

    // Every field, the cache included (it must be reproduced too): reverse execution is
    // tested by comparing whole states, so a new field is compared without anyone listing it.
    bool operator==(const WaveState&) const = default;
};

} // namespace wave::emu
