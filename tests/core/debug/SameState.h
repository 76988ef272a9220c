#pragma once
// Whole-state comparison for reverse-execution exactness tests. The verdict is
// MachineState::operator== (defaulted: every field of every state struct, so a field added
// later is compared without being listed here); the message only names where to look.

#include "debug/session/DebugSession.h"
#include "emu/MachineState.h"

#include <gtest/gtest.h>

#include <string>

namespace wave::debug::test {

inline emu::MachineState stateOf(const DebugSession& s) {
    return s.emulator()->state();
}

inline std::string stateDifference(const emu::MachineState& a, const emu::MachineState& b) {
    std::string parts;
    const auto note = [&parts](bool differs, const std::string& what) {
        if (differs)
            parts += (parts.empty() ? "" : ", ") + what;
    };
    note(!(a.device == b.device), "device memory");
    note(a.workgroupActive != b.workgroupActive, "workgroupActive");
    note(a.nextWorkgroup != b.nextWorkgroup, "nextWorkgroup");
    note(!(a.stats == b.stats), "statistics");
    note(a.steps != b.steps,
         "steps (" + std::to_string(a.steps) + " vs " + std::to_string(b.steps) + ")");
    note(a.status != b.status, "status");
    note(!(a.fault == b.fault), "fault");
    const emu::WorkgroupState& x = a.workgroup;
    const emu::WorkgroupState& y = b.workgroup;
    note(x.waves.size() != y.waves.size(), "wave count");
    for (std::size_t i = 0; i < x.waves.size() && i < y.waves.size(); ++i)
        note(!(x.waves[i] == y.waves[i]), "wave " + std::to_string(i));
    note(x.registers != y.registers, "registers");
    note(x.local != y.local, "local memory");
    note(!(x.mma == y.mma), "MMA fragments");
    if (parts.empty())
        parts = "the workgroup's scalar fields";
    return parts;
}

inline testing::AssertionResult sameState(const emu::MachineState& actual,
                                          const emu::MachineState& expected) {
    if (actual == expected)
        return testing::AssertionSuccess();
    return testing::AssertionFailure() << "states differ in " << stateDifference(actual, expected);
}

} // namespace wave::debug::test
