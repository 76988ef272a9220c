#pragma once
// Editing the machine at a stop (registers and predicates of the current workgroup). An edit
// becomes part of the run, as an input at the current step S: re-execution applies it whenever
// it arrives at S (HistoryReplayer::applyEdits), so stepping back before S shows the old value
// and stepping forward again re-applies it. The recorded future after S is discarded. Works on
// the session's SessionState; same thread as the DebugSession.

#include "debug/session/HistoryReplayer.h"
#include "debug/session/SessionState.h"
#include "debug/session/StopReporter.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::debug {

class MachineEditor {
public:
    MachineEditor(SessionState& state, HistoryReplayer& replayer, StopReporter& stops)
        : s_(state), replay_(replayer), stops_(stops) {}

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
    // Whether the edit may be made now; `error` names the wave, lane and register otherwise.
    bool editable(const StateEdit& edit, std::string& error) const;
    // The checks of a memory edit, after editable()'s common ones.
    bool memoryEditable(const StateEdit& edit, std::string& error) const;

    SessionState& s_;
    HistoryReplayer& replay_;
    StopReporter& stops_;
};

} // namespace wave::debug
