#pragma once
// A breakpoint as the GUI knows it: the GUI's id (given once when the user creates it, kept
// across edits, sessions and the session file; the engine uses it too) with the engine's
// record (hit count, resolution) when a session runs.

#include "debug/session/Breakpoint.h"

#include <QMetaType>
#include <QString>
#include <QVector>

#include <cstdint>
#include <vector>

namespace wave::widgets {

struct BreakpointEntry {
    int id = 0;
    debug::BreakpointSpec spec;
    std::uint64_t hits = 0;
    bool resolved = true; // a line breakpoint on a line without code is not
    QString problem;      // why it cannot trigger (the engine's words), when not resolved
    // Its condition's parse error ("column 6: ..."), empty when it parses. Set when the
    // condition is entered or loaded, so the dock shows it before any session runs.
    QString error;
};

// The list as the engine takes it: each entry's id and what it stops on.
inline std::vector<debug::BreakpointDefinition>
definitions(const QVector<BreakpointEntry>& entries) {
    std::vector<debug::BreakpointDefinition> list;
    list.reserve(std::size_t(entries.size()));
    for (const BreakpointEntry& entry : entries)
        list.push_back({static_cast<std::uint32_t>(entry.id), entry.spec});
    return list;
}

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::BreakpointEntry)
