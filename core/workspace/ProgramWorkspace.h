#pragma once
// The workspace of a program being debugged by a front-end other than the IDE (the DAP
// server), found and read by the IDE's rules, so that a user who set breakpoints, conditions
// and data watches in WAVE Studio gets them when the same kernel is debugged from VS Code or
// Neovim:
//
//   where    the file a front-end names (a launch attribute), else the session file the IDE
//            keeps for the program: `<program>.wavesession` beside it (WorkspaceFile::pathFor,
//            what DocumentWorkspaces opens with the source)
//   launch   its launch as wave-emu options (when the front-end is given no arguments)
//   armed    its enabled breakpoints under their own ids, armed from the first instruction:
//            a front-end without a "disabled" state shows and arms only those; the ids it
//            gives its own breakpoints start at firstFreeId(), so that "breakpoint 4" is the
//            same one in the IDE, the session file and the front-end
//
// A named file must be read (its absence or a broken file fails the launch, naming it); the
// default one is used when present, and a broken one only costs a note (the IDE reads it
// the same way). Parts of a file that are bad are left out and named in the notes.

#include "workspace/Workspace.h"

#include "launch/EmuOptions.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::workspace {

class ProgramWorkspace {
public:
    // The session file the IDE keeps for `programPath`.
    static std::string defaultPath(const std::string& programPath);

    // Reads the workspace named by `namedPath`, or the default one of `programPath` when
    // `namedPath` is empty. False with `error` (naming the file) only when a named file cannot
    // be read; a missing or broken default gives a ProgramWorkspace without a workspace.
    static bool find(const std::string& programPath, const std::string& namedPath,
                     ProgramWorkspace& out, std::string& error);

    bool found() const { return workspace_.has_value(); }
    const std::string& path() const { return path_; } // the file read (or tried)
    const Workspace* workspace() const { return workspace_ ? &*workspace_ : nullptr; }
    // What was left out of the file, or why it was not used, one sentence each.
    const std::vector<std::string>& notes() const { return notes_; }

    // The file's launch; nothing (and a note) when there is no workspace or its launch is bad.
    std::optional<launch::EmuOptions> launch();
    // The breakpoints to arm: the enabled ones, in file order, with their ids.
    std::vector<debug::BreakpointDefinition> armed() const;
    // The first id free for a front-end's own breakpoints (1 without a workspace).
    std::uint32_t firstFreeId() const;

private:
    std::string path_;
    std::optional<Workspace> workspace_;
    std::vector<std::string> notes_;
};

} // namespace wave::workspace
