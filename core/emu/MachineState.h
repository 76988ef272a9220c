#pragma once
// The whole state of a launch: device memory, the current workgroup, progress through the grid
// and the counters. Copyable: a copy (or a checkpoint: the rest plus a DeviceImage of the device
// memory) restored and run again reproduces the same execution (docs/reference/execution-model.md:
// everything is deterministic).

#include "emu/DeviceMemory.h"
#include "emu/Fault.h"
#include "emu/Statistics.h"
#include "emu/WorkgroupState.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace wave::emu {

enum class RunStatus : std::uint8_t {
    Ready,     // not finished: run() or a step continues the launch
    Completed, // every workgroup finished
    Faulted,   // stopped by `fault`
    Paused,    // stopped by a stop request, an observer or a step budget; resumable
    Aborted,   // a parallel run was stopped; not resumable (device memory is partial)
};

const char* runStatusName(RunStatus status);

struct MachineState {
    DeviceMemory device;
    WorkgroupState workgroup;        // meaningful when workgroupActive (or after the last one)
    bool workgroupActive = false;    // a workgroup has started and not finished
    std::uint64_t nextWorkgroup = 0; // linear index of the next workgroup to start
    Statistics stats;
    std::uint64_t steps = 0; // wave-instructions issued since the launch
    RunStatus status = RunStatus::Ready;
    std::optional<Fault> fault;

    // The whole state, field by field (reverse-execution exactness tests compare states with
    // it). Device memory compares by contents, whatever its storage.
    bool operator==(const MachineState&) const = default;
};

} // namespace wave::emu
