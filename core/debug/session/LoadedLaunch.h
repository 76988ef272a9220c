#pragma once
// The launch a DebugSession has loaded: the program and its source map, the launch
// configuration and the emulator running it, the tables derived from it (lines, control
// structure), the breakpoints, the analyses and the observer that feeds them. DebugSession::load
// sets every field; the session's parts (HistoryReplayer, StopReporter, RunController,
// ReversePlanner, MachineEditor) drive the emulator and use the tables, and each keeps what is
// its own (history, stops and focus, the command in progress) in its own members.
//
// Same thread as the DebugSession, except `stopRequest`, which any thread may set.

#include "debug/session/AnalysisRecorder.h"
#include "debug/session/BreakpointTable.h"
#include "debug/session/ControlStructure.h"
#include "debug/session/LineTable.h"
#include "debug/session/SessionObserver.h"
#include "debug/session/SessionOptions.h"
#include "debug/session/SnapshotBuilder.h"
#include "emu/Emulator.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>

namespace wave::debug {

struct LoadedLaunch {
    static constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

    explicit LoadedLaunch(const SessionOptions& o) : options(o) {}

    std::uint64_t currentStep() const { return emu ? emu->state().steps : 0; }
    // Completed, faulted or aborted: nothing more runs.
    bool terminal() const {
        const emu::RunStatus s = emu->state().status;
        return s == emu::RunStatus::Completed || s == emu::RunStatus::Faulted ||
               s == emu::RunStatus::Aborted;
    }
    // The wave `index` of the current workgroup, if there is one.
    const emu::WaveState* wave(std::uint32_t index) const {
        if (!emu)
            return nullptr;
        const auto& waves = emu->state().workgroup.waves;
        return index < waves.size() ? &waves[index] : nullptr;
    }
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
    SessionObserver observer;
    std::uint64_t epoch = 0; // MachineSnapshot::epoch of this launch
    // Any thread: the command in progress ends at the next slice boundary (a Paused stop).
    std::atomic<bool> stopRequest{false};
};

} // namespace wave::debug
