#pragma once
// For each wave of a workgroup, the latest control decision at every control-flow site it
// executed: which way an `if` went, how many iterations a `loop` ran, where lanes halted.
// The deadlock and barrier-divergence verdicts compare these between waves to name the branch
// or halt that kept a wave from a barrier. Memory is bounded by the number of control sites
// in the program; looking a site up is an array access. Single-threaded: owned by the session.

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace wave::debug {

enum class DecisionKind : std::uint8_t {
    IfThen,  // every active lane took the then branch
    IfElse,  // no active lane took the then branch
    IfSplit, // the wave's lanes went both ways
    Loop,    // a `loop`: iterations so far, exited or not
    Halt,    // `halt` removed lanes
    Return,  // `return` with an empty call stack removed lanes
};

struct ControlDecision {
    DecisionKind kind = DecisionKind::IfThen;
    std::uint32_t pc = 0;
    std::uint32_t line = 0;       // 0 when unknown
    bool hasElse = false;         // If*: the `if` has an `else` branch
    std::uint32_t iterations = 0; // Loop: iterations started, including the current one
    bool exited = false;          // Loop: the wave left the loop
    std::uint32_t lanesLeft = 0;  // Halt/Return: active lanes after it (0: the wave finished)
    std::uint64_t sequence = 0;   // recording order within the wave
};

class ControlHistory {
public:
    void reset(std::uint32_t waveCount);

    void ifExecuted(std::uint32_t wave, std::uint32_t pc, std::uint32_t line,
                    std::uint64_t thenMask, std::uint64_t elseMask, bool hasElse);
    // `loopPc` is the pc of the `loop` instruction (a Loop frame's start pc minus 4).
    void loopEntered(std::uint32_t wave, std::uint32_t loopPc, std::uint32_t line);
    void loopIterated(std::uint32_t wave, std::uint32_t loopPc);
    void loopExited(std::uint32_t wave, std::uint32_t loopPc);
    void halted(std::uint32_t wave, std::uint32_t pc, std::uint32_t line, std::uint32_t lanesLeft,
                bool isReturn = false);

    // Latest decision per site, oldest first.
    std::vector<ControlDecision> decisions(std::uint32_t wave) const;
    // The last of decisions(wave), without building the list (every wave's finish asks).
    std::optional<ControlDecision> lastDecision(std::uint32_t wave) const;
    std::uint32_t waveCount() const { return static_cast<std::uint32_t>(waves_.size()); }
    // About what a copy (a checkpoint) holds, in bytes.
    std::size_t memoryBytes() const;

private:
    struct WaveHistory {
        // Indexed by site slot (see slotOf); sequence 0: the wave has not been there.
        std::vector<ControlDecision> sites;
        std::uint64_t sequence = 0;
    };

    WaveHistory* wave(std::uint32_t index);
    // The decision at `pc` (its sequence bumped); `known`: the wave had been there before.
    ControlDecision& site(WaveHistory& w, std::uint32_t pc, bool* known = nullptr);
    std::uint32_t slotOf(std::uint32_t pc) {
        if ((pc & 3u) == 0 && (pc >> 2) < slotOfPc_.size() && slotOfPc_[pc >> 2] != 0)
            return slotOfPc_[pc >> 2] - 1;
        return newSlot(pc);
    }
    std::uint32_t newSlot(std::uint32_t pc);
    ControlDecision* loopSite(std::uint32_t wave, std::uint32_t loopPc);

    std::vector<WaveHistory> waves_;
    // Control sites get slots in the order they are first seen, for the whole program (kept
    // across workgroups): slotOfPc_ maps pc / 4 to slot + 1 (0: none yet) for the first
    // kDensePcs instruction slots (256 KiB of code: the table stays small, since every
    // checkpoint copies it); other pcs go to slotOfOtherPc_.
    static constexpr std::uint32_t kDensePcs = 1u << 16;
    std::vector<std::uint32_t> slotOfPc_;
    std::unordered_map<std::uint32_t, std::uint32_t> slotOfOtherPc_;
    std::uint32_t slots_ = 0;
};

} // namespace wave::debug
