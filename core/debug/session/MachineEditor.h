#pragma once
// Editing the machine at a stop (registers and predicates of the current workgroup). An edit
// becomes part of the run, as an input at the current step S: re-execution applies it whenever
// it arrives at S (HistoryReplayer::applyEdits), so stepping back before S shows the old value
// and stepping forward again re-applies it. The recorded future after S is discarded. Works on
// the loaded launch, with the history (HistoryReplayer) and the stops (StopReporter); same
// thread as the DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/LoadedLaunch.h"
#include "debug/session/StopReporter.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::debug {

class MachineEditor {
public:
    MachineEditor(LoadedLaunch& launch, HistoryReplayer& replayer, StopReporter& stops)
        : s_(launch), replay_(replayer), stops_(stops) {}

    // See DebugSession::writeRegister and writePredicate.
    bool writeRegister(std::uint32_t wave, std::uint32_t lane, std::uint32_t reg,
                       std::uint32_t value, std::string& error);
    bool writePredicate(std::uint32_t wave, std::uint32_t lane, std::uint32_t predicate, bool value,
                        std::string& error);
    // See DebugSession::writeMemory.
    bool writeMemory(MemorySpace space, std::uint64_t address,
                     const std::vector<std::uint8_t>& bytes, std::string& error);

private:
    bool edit(StateEdit edit, std::string& error);
    // Whether the machine stands at a stop where it can be edited; `error` (after `cannot`)
    // says why not.
    bool stopped(const std::string& cannot, std::string& error) const;
    // Whether the edit may be made now; `error` names the wave, lane and register otherwise.
    bool editable(const StateEdit& edit, std::string& error) const;
    // Whether the memory edit may be made now; `error` names the memory and its size otherwise.
    bool memoryEditable(const MemoryEdit& edit, std::string& error) const;
    // The stop again where the machine stands, with the edit's `description`.
    void restate(const std::string& description);

    LoadedLaunch& s_;
    HistoryReplayer& replay_;
    StopReporter& stops_;
};

} // namespace wave::debug
