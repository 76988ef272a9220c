#pragma once
// Plain-words verdicts on a stuck or diverged workgroup, from its BarrierBoard:
//   "wave 1 never reaches the barrier at line 14: it took the else branch of the `if` at
//    line 9; waves 0, 2, 3 wait there"
// The culprit's explanation is the latest control decision in which it differs from the
// waiting waves at the same site (an `if` that went the other way, a `loop` that ran a
// different number of iterations), or the `halt` that finished it before the barrier.

#include "debug/analysis/BarrierBoard.h"

#include <string>
#include <vector>

namespace wave::debug {

struct Verdict {
    std::vector<std::uint32_t> culprits; // waves that keep the others waiting or diverge
    std::vector<std::string> sentences;  // one statement per culprit or barrier group

    // The sentences, one per line (each ends with '\n').
    std::string text() const;
};

class DeadlockVerdict {
public:
    // Waves wait at a barrier while no wave can run because some finished (or faulted).
    static Verdict deadlock(const BarrierBoard& board);
    // Every unfinished wave waits, but not all at the same barrier instruction.
    static Verdict barrierDivergence(const BarrierBoard& board);
};

} // namespace wave::debug
