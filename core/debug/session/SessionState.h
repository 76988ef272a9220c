#pragma once
// What one DebugSession knows: the loaded launch and its emulator, the tables derived from it,
// breakpoints, analyses, history, the focus, the last stop and its snapshot, and the command in
// progress. The session's parts (HistoryReplayer, StopReporter, RunController, ReversePlanner,
// MachineEditor) each work on this one state; DebugSession owns it and them. Same thread as
// the DebugSession, except `stopRequest`, which any thread may set.

#include "debug/session/AnalysisRecorder.h"
#include "debug/session/BreakpointTable.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/History.h"
#include "debug/session/LineTable.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/PendingCommand.h"
#include "debug/session/SessionObserver.h"
#include "debug/session/SessionOptions.h"
#include "debug/session/SnapshotBuilder.h"
#include "debug/session/StopReason.h"
#include "emu/DeviceImage.h"
#include "emu/Emulator.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>

namespace wave::debug {

struct SessionState {
    static constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

    explicit SessionState(const SessionOptions& o)
        : options(o), history(o.historyBudget, o.checkpointInterval) {}

    std::uint64_t currentStep() const { return emu ? emu->state().steps : 0; }
    // Completed, faulted or aborted: nothing more runs.
    bool terminal() const {
        const emu::RunStatus s = emu->state().status;
        return s == emu::RunStatus::Completed || s == emu::RunStatus::Faulted ||
               s == emu::RunStatus::Aborted;
    }
    const emu::WaveState* focused() const {
        if (!emu)
            return nullptr;
        const auto& waves = emu->state().workgroup.waves;
        return focusWave < waves.size() ? &waves[focusWave] : nullptr;
    }
    std::uint64_t earliestStep() const { return history.earliest() ? history.earliest()->step : 0; }
    SnapshotContext snapshotContext() const {
        SnapshotContext ctx;
        ctx.machine = &emu->state();
        ctx.launch = &emu->launch();
        ctx.lines = &lines;
        ctx.structure = &structure;
        ctx.recorder = &recorder;
        ctx.epoch = epoch;
        return ctx;
    }

    SessionOptions options;
    isa::Program program;
    isa::SourceMap sourceMap;
    emu::LaunchConfig config;
    std::unique_ptr<emu::Emulator> emu;
    LineTable lines;
    ControlStructure structure;
    BreakpointTable breakpoints;
    AnalysisRecorder recorder;
    History history;
    SessionObserver observer;
    std::uint32_t focusWave = 0;
    std::uint32_t focusLane = 0;
    StopInfo lastStop;
    std::shared_ptr<const MachineSnapshot> snapshot;
    emu::DeviceImage lastStopImage; // device memory at the last full snapshot, for page deltas
    emu::DeviceImage lastStopLocal; // local memory at the last full snapshot (pages shared)
    std::uint64_t serial = 0;
    std::uint64_t epoch = 0; // MachineSnapshot::epoch of this launch
    std::uint64_t furthest = 0;
    std::uint64_t lastCheckpointStep = 0;
    // A forward run from this step does not stop before the instruction under the focus.
    std::optional<std::uint64_t> skipBeforeAt;
    std::uint64_t observeUntil = 0; // steps before this run observed (after a divergence)
    std::optional<PendingCommand> pending;
    std::atomic<bool> stopRequest{false};
};

} // namespace wave::debug
