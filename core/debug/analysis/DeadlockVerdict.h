#pragma once
// Plain-words verdicts on a stuck or diverged workgroup, from its BarrierBoard:
//   "wave 1 never reaches the barrier at line 14: it took the else branch of the `if` at
//    line 9; waves 0, 2, 3 wait there"
// The culprit's explanation is the latest control decision in which it differs from the
// waiting waves at the same site (an `if` that went the other way, a `loop` that ran a
// different number of iterations), or the `halt` that finished it before the barrier.

#include "debug/analysis/BarrierBoard.h"

#include <optional>
#include <string>
#include <vector>

namespace wave::debug {

// Waves that wait at one barrier instruction.
struct BarrierGroup {
    std::uint32_t pc = 0;
    std::uint32_t line = 0; // 0 when unknown
    std::vector<std::uint32_t> waves;
};

// The decision that kept a wave away, beside the one the others made at the same site.
struct BranchDifference {
    ControlDecision mine;
    ControlDecision theirs;
};

// One statement of a verdict as data: the UI words it in the user's language, sentences()
// in English (wave-emu's stderr).
struct VerdictFinding {
    enum class Kind : std::uint8_t {
        NoWaveWaits,       // a deadlock without a waiting wave
        NeverReaches,      // `wave` finished or faulted away from `barrier`, where others wait
        NoWaveCanRun,      // `barrier`'s waves wait and no wave is to blame
        DifferentBarriers, // `groups` wait at different barriers (largest first)
        OtherBarrier,      // `wave` waits at `barrier`, not at `majority`
    };
    enum class Cause : std::uint8_t {
        None,
        Halted,           // `halt` finished it (`branch`: an earlier different decision)
        Returned,         // `return` with an empty call stack finished it (`branch` likewise)
        Faulted,          // at pc/line, `fault` says why
        Branch,           // `branch` took it elsewhere
        FinishedElsewhere // it finished at pc/line without arriving
    };
    Kind kind = Kind::NoWaveWaits;
    Cause cause = Cause::None;
    std::uint32_t wave = 0;
    BarrierGroup barrier;
    BarrierGroup majority;
    std::vector<BarrierGroup> groups;
    std::optional<ControlDecision> halt;
    std::optional<BranchDifference> branch;
    std::uint32_t pc = 0;
    std::uint32_t line = 0;
    std::string fault;

    // The finding in English, as wave-emu prints it.
    std::string sentence() const;
    // The source lines it names, in order: the barrier(s), then the decision or stop.
    std::vector<std::uint32_t> lines() const;
};

struct Verdict {
    std::vector<std::uint32_t> culprits; // waves that keep the others waiting or diverge
    std::vector<VerdictFinding> findings;
    std::vector<std::string> sentences; // findings[i].sentence(), one per culprit or group

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
