#pragma once
// What a condition can read: the state of one wave at one moment. The debugger implements it
// over the live machine or a snapshot; tests implement it by hand. Lane arguments are always
// < waveWidth(); values beyond the wave's register count read as 0.

#include "debug/expr/Ast.h"

#include <cstdint>

namespace wave::debug::expr {

class EvalContext {
public:
    virtual ~EvalContext() = default;

    virtual std::uint32_t waveWidth() const = 0; // 1..64
    virtual std::uint64_t activeMask() const = 0;
    virtual std::uint32_t reg(std::uint32_t lane, std::uint32_t index) const = 0;
    virtual bool predicate(std::uint32_t lane, std::uint32_t index) const = 0;
    // Builtins other than Lane, Active and ActiveLanes (which the evaluator derives itself);
    // per-lane builtins (thread ids) receive the lane.
    virtual std::int64_t builtin(Builtin which, std::uint32_t lane) const = 0;
};

} // namespace wave::debug::expr
