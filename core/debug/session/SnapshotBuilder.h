#pragma once
// Builds MachineSnapshots and barrier boards from the emulator's state. Pure functions of
// their inputs; called on the session's thread between runs.

#include "debug/session/AnalysisRecorder.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/LineTable.h"
#include "debug/session/MachineSnapshot.h"
#include "emu/LaunchConfig.h"
#include "emu/MachineState.h"

#include <memory>

namespace wave::debug {

struct SnapshotContext {
    const emu::MachineState* machine = nullptr;
    const emu::EffectiveLaunch* launch = nullptr;
    const LineTable* lines = nullptr;
    const ControlStructure* structure = nullptr;
    const AnalysisRecorder* recorder = nullptr;
    std::uint64_t epoch = 0; // MachineSnapshot::epoch
};

class SnapshotBuilder {
public:
    static std::shared_ptr<MachineSnapshot> build(const SnapshotContext& ctx, bool full);

    // The barrier board of the current workgroup. A fault's per-wave report (deadlocks) wins
    // over the wave states, which the fault may have left mid-update.
    static BarrierBoard board(const SnapshotContext& ctx, const emu::Fault* fault = nullptr);

private:
    static void fillWave(const SnapshotContext& ctx, const emu::WaveState& w, bool full,
                         WaveSnapshot& out);
};

} // namespace wave::debug
