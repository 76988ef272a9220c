#pragma once
// The compiling tier's native loops (CompiledProgram.h): a loop whose body is flat (compilable
// ops, unguarded `break`/`continue`, and the unguarded `endloop` that closes it, nothing else)
// runs whole iterations in native code, back edge included, for every Ready wave of the
// workgroup in lock step: each segment (a run of compilable ops, then its control op) runs for
// every wave before the next one starts, so every wave has always issued the same number of
// instructions, as in the interpreter's round robin. A `break` or `continue` that would leave
// some wave without active lanes (the wave would skip to the `endloop` or leave the loop), and a
// local u32 load with some active lane out of bounds, are not run: the driver stops before the
// op, with every wave standing at it, and the interpreter takes over (and faults, if it must,
// as it always does). Local loads are segment ends too, as they need that check first. The counters
// follow from the iterations run (LoopRun) and the segments' counts.

#include "isa/InstructionInfo.h"

#include <array>
#include <cstdint>
#include <vector>

namespace wave::emu {

struct WaveState;

// One Ready wave of a native loop run.
struct LoopSlot {
    std::uint32_t* regs = nullptr;  // the wave's register block
    std::uint64_t* other = nullptr; // the loop frame's `other` (lanes still iterating)
    WaveState* wave = nullptr;      // active, live, predicates and the lane-mask cache
};

// In: maxIterations (at least 1), the workgroup's local memory and its size - 4 (loops with
// local loads), and where to record the control ops (null: nowhere). Out: the whole iterations
// run, the lane-instructions of every op run, the lanes of the local loads run, the segment
// whose control op stopped the run (kNoStop: none, the run ended after maxIterations at the
// body's first op), and `trace` past the records written.
//
// Records (observed runs, Engine.h runObservedLoop): for every control op run, in the order
// run (iteration, segment, slot), a local load's u64 active mask then its lane stride of u32
// addresses (the address row as the op read it), a break's, continue's or endloop's u64 active
// mask before the op and after it.
struct LoopRun {
    static constexpr std::uint32_t kNoStop = 0xFFFFFFFFu;
    // Bytes of one control op's record for one wave (see above).
    static constexpr std::uint64_t recordBytes(bool localLoad, std::uint32_t laneStride) {
        return localLoad ? 8 + 4 * std::uint64_t(laneStride) : 16;
    }
    std::uint64_t maxIterations = 0;
    const std::uint8_t* local = nullptr;
    std::uint8_t* trace = nullptr;
    std::uint64_t localLimit = 0;
    std::uint64_t localLanes = 0;
    std::uint64_t iterations = 0;
    std::uint64_t lanes = 0;
    std::uint32_t stop = kNoStop;
};

struct CompiledLoop {
    using Fn = void (*)(LoopSlot* begin, LoopSlot* end, LoopRun* run);

    struct Segment {
        std::uint32_t length = 0;  // compilable ops before the control op
        std::uint32_t control = 0; // op index of the break / continue / endloop / local load
        // Instructions per isa::StatClass of one iteration's ops before this segment's control
        // op (earlier segments and their control ops included).
        std::array<std::uint32_t, 6> before{};
        std::uint32_t issuedBefore = 0; // wave-instructions of the same ops
        std::uint32_t first = 0;        // op index of the first compilable op (if length != 0)
        std::array<std::uint32_t, isa::kCategoryCount> byCategory{}; // of those `length` ops
    };

    Fn fn = nullptr;
    std::uint32_t first = 0;                // op index of the body's first op (the loop's startOp)
    std::uint32_t perIteration = 0;         // wave-instructions of one iteration
    std::array<std::uint32_t, 6> byClass{}; // instructions per isa::StatClass of one iteration
    std::vector<Segment> segments;          // the last one's control op is the endloop
    bool localLoads = false;                // some segment ends with a local load
};

} // namespace wave::emu
