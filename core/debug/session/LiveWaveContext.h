#pragma once
// The expression language's view of one wave of the emulator's current workgroup (conditions
// are evaluated against live state while running). Cheap to construct; holds a reference to the
// workgroup, valid while the state is not modified. The pc is passed in because the emulator
// keeps WaveState::pc current only between runs (observers get it from their event).

#include "debug/expr/EvalContext.h"
#include "debug/session/LineTable.h"
#include "debug/session/WaveIdentity.h"
#include "emu/LaunchConfig.h"
#include "emu/WorkgroupState.h"

namespace wave::debug {

class LiveWaveContext : public expr::EvalContext {
public:
    LiveWaveContext(const emu::WorkgroupState& wg, std::uint32_t wave, std::uint32_t pc,
                    const emu::EffectiveLaunch& launch, const LineTable& lines)
        : wg_(wg), wave_(wave), identity_{wave, wg.waveWidth,  wg.index, wg.id, launch.workgroup,
                                          pc,   lines.line(pc)} {}

    std::uint32_t waveWidth() const override { return wg_.waveWidth; }
    std::uint64_t activeMask() const override;
    std::uint32_t reg(std::uint32_t lane, std::uint32_t index) const override {
        return wg_.reg(wave_, index, lane);
    }
    bool predicate(std::uint32_t lane, std::uint32_t index) const override {
        return wg_.predicate(wave_, index, lane);
    }
    std::int64_t builtin(expr::Builtin which, std::uint32_t lane) const override {
        return identity_.builtin(which, lane);
    }

private:
    const emu::WorkgroupState& wg_;
    std::uint32_t wave_;
    WaveIdentity identity_;
};

} // namespace wave::debug
