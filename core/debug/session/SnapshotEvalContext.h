#pragma once
// The expression language's view of one wave of a full MachineSnapshot: watch expressions in
// the IDE evaluate here with the engine's Evaluator, so they mean exactly what a breakpoint
// condition means on the live machine (same builtins through WaveIdentity, registers beyond
// the register count read 0). Holds a reference to the snapshot.
//
// A light snapshot has no registers: every register then reads 0, so callers evaluate full
// snapshots only. A wave index outside the snapshot gives a wave with no active lane.

#include "debug/expr/EvalContext.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/WaveIdentity.h"

namespace wave::debug {

class SnapshotEvalContext : public expr::EvalContext {
public:
    SnapshotEvalContext(const MachineSnapshot& snapshot, std::uint32_t wave);

    std::uint32_t waveWidth() const override { return width_; }
    std::uint64_t activeMask() const override;
    std::uint32_t reg(std::uint32_t lane, std::uint32_t index) const override {
        return snapshot_.reg(identity_.wave, index, lane);
    }
    bool predicate(std::uint32_t lane, std::uint32_t index) const override;
    std::int64_t builtin(expr::Builtin which, std::uint32_t lane) const override {
        return identity_.builtin(which, lane);
    }

private:
    const MachineSnapshot& snapshot_;
    const WaveSnapshot* wave_ = nullptr; // null when the index is out of range
    std::uint32_t width_ = 1;
    WaveIdentity identity_;
};

} // namespace wave::debug
