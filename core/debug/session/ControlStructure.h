#pragma once
// The static nesting of a kernel's structured control flow: for each `if` its `else` (if any)
// and `endif`, for each `loop` its `endloop`. Used for reconvergence points in divergence-stack
// snapshots and to phrase deadlock verdicts ("took the else branch" needs to know whether
// there is one). Built once per load by walking the decoded program in code order; unmatched
// instructions simply have no entry. Lookups are array accesses (the analyses make one per
// control-flow instruction executed). Immutable after construction.

#include "emu/DecodedProgram.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace wave::debug {

class ControlStructure {
public:
    struct IfBlock {
        std::optional<std::uint32_t> elsePc;
        std::optional<std::uint32_t> endifPc;
    };

    ControlStructure() = default;
    explicit ControlStructure(const emu::DecodedProgram& program);

    const IfBlock* ifAt(std::uint32_t ifPc) const {
        const std::uint32_t i = get(ifIndex_, ifPc);
        return i != 0 ? &ifs_[i - 1] : nullptr;
    }
    std::optional<std::uint32_t> endloopOf(std::uint32_t loopPc) const {
        if (const std::uint32_t v = get(endloops_, loopPc))
            return v - 1;
        return std::nullopt;
    }
    std::optional<std::uint32_t> loopOfEndloop(std::uint32_t endloopPc) const {
        if (const std::uint32_t v = get(loops_, endloopPc))
            return v - 1;
        return std::nullopt;
    }
    // Where lanes of a frame opened at `pc` come back together: the endif / endloop.
    std::optional<std::uint32_t> reconvergencePc(std::uint32_t pc) const;

private:
    // Tables indexed by pc / 4 (instructions are 4-byte aligned); 0: no entry.
    static std::uint32_t get(const std::vector<std::uint32_t>& table, std::uint32_t pc) {
        return (pc & 3u) == 0 && (pc >> 2) < table.size() ? table[pc >> 2] : 0;
    }
    static void set(std::vector<std::uint32_t>& table, std::uint32_t pc, std::uint32_t value);
    IfBlock& ifBlock(std::uint32_t ifPc);

    std::vector<IfBlock> ifs_;
    std::vector<std::uint32_t> ifIndex_;  // if pc -> index in ifs_ + 1
    std::vector<std::uint32_t> endloops_; // loop pc -> endloop pc + 1
    std::vector<std::uint32_t> loops_;    // endloop pc -> loop pc + 1
};

} // namespace wave::debug
