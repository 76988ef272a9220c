#pragma once
// What a move from one snapshot to another did, as data: per wave, the instructions it issued,
// the registers and predicates that changed, lanes that halted, the memory its last
// instruction wrote ("written": every address stored to; "changed": those whose value now
// differs) and its barrier events. "Explain this step" renders it in the user's language.
// Pure function of the two snapshots; counts are never negative differences: a move that went
// back in history is a Back move, and nothing in it is a forward difference.

#include "debug/session/MachineSnapshot.h"

#include <cstdint>
#include <vector>

namespace wave::debug {

struct RegisterChange {
    std::uint32_t reg = 0;
    std::uint64_t lanes = 0;
};

struct PredicateChange {
    std::uint32_t predicate = 0;
    std::uint64_t trueLanes = 0; // active lanes for which it holds afterwards
};

struct MemoryWrites {
    std::uint32_t written = 0; // distinct addresses stored to
    std::uint32_t changed = 0; // of those, the ones whose value differs now
    std::vector<WordWrite> words;
};

struct WaveEffects {
    std::size_t index = 0; // in MachineSnapshot::waves
    std::uint32_t wave = 0;
    std::uint64_t issued = 0; // instructions it issued in the move
    std::vector<RegisterChange> registers;
    std::vector<PredicateChange> predicates;
    std::uint64_t halted = 0; // lanes that halted
    MemoryWrites local;
    MemoryWrites device;
    bool arrived = false;  // reached a barrier
    bool released = false; // a barrier released it
    bool finished = false;
    bool faulted = false;
    bool statusChanged = false;
};

struct StepEffects {
    enum class Move : std::uint8_t {
        Forward,      // execution went on: the wave effects say what it did
        Back,         // back in history: steps counts how far
        NewWorkgroup, // another workgroup (or shape) started: nothing compares
        Unrelated,    // another launch: nothing compares
    };
    Move move = Move::Forward;
    std::uint64_t steps = 0;        // wave-instructions between the two snapshots
    std::vector<WaveEffects> waves; // Forward: the waves that issued or changed state
    // Words of local memory that differ between the two (every wave's writes together).
    std::uint32_t localChanged = 0;

    static StepEffects between(const MachineSnapshot& before, const MachineSnapshot& after);
};

} // namespace wave::debug
