#pragma once
// The static nesting of a kernel's structured control flow: for each `if` its `else` (if any)
// and `endif`, for each `loop` its `endloop`. Used for reconvergence points in divergence-stack
// snapshots and to phrase deadlock verdicts ("took the else branch" needs to know whether
// there is one). Built once per load by walking the decoded program in code order; unmatched
// instructions simply have no entry. Immutable after construction.

#include "emu/DecodedProgram.h"

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace wave::debug {

class ControlStructure {
public:
    struct IfBlock {
        std::optional<std::uint32_t> elsePc;
        std::optional<std::uint32_t> endifPc;
    };

    ControlStructure() = default;
    explicit ControlStructure(const emu::DecodedProgram& program);

    const IfBlock* ifAt(std::uint32_t ifPc) const;
    std::optional<std::uint32_t> endloopOf(std::uint32_t loopPc) const;
    std::optional<std::uint32_t> loopOfEndloop(std::uint32_t endloopPc) const;
    // Where lanes of a frame opened at `pc` come back together: the endif / endloop.
    std::optional<std::uint32_t> reconvergencePc(std::uint32_t pc) const;

private:
    std::unordered_map<std::uint32_t, IfBlock> ifs_;
    std::unordered_map<std::uint32_t, std::uint32_t> loops_;    // loop pc -> endloop pc
    std::unordered_map<std::uint32_t, std::uint32_t> endloops_; // endloop pc -> loop pc
};

} // namespace wave::debug
