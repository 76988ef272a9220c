#include "workspace/ProgramWorkspace.h"

#include "workspace/WorkspaceFile.h"

#include "launch/LaunchJson.h"

#include <algorithm>
#include <filesystem>

namespace wave::workspace {

std::string ProgramWorkspace::defaultPath(const std::string& programPath) {
    return WorkspaceFile::pathFor(programPath);
}

bool ProgramWorkspace::find(const std::string& programPath, const std::string& namedPath,
                            ProgramWorkspace& out, std::string& error) {
    out = ProgramWorkspace();
    const bool named = !namedPath.empty();
    out.path_ = named ? namedPath : defaultPath(programPath);
    std::error_code ec;
    if (!named && !std::filesystem::exists(out.path_, ec))
        return true; // no session saved for this program: nothing to arm
    std::string why;
    std::vector<std::string> dropped;
    out.workspace_ = WorkspaceFile::read(out.path_, why, &dropped);
    for (const std::string& d : dropped)
        out.notes_.push_back(out.path_ + ": left out: " + d);
    if (out.workspace_)
        return true;
    if (named) {
        error = "workspace: " + why;
        return false;
    }
    out.notes_.push_back(why + "; its breakpoints and launch are not used");
    return true;
}

std::optional<launch::EmuOptions> ProgramWorkspace::launch() {
    if (!workspace_)
        return std::nullopt;
    launch::LaunchJsonError why;
    std::optional<launch::EmuOptions> options = launch::LaunchJson::read(workspace_->launch(), why);
    if (!options)
        notes_.push_back(path_ + ": " + why.message + "; its launch is not used");
    return options;
}

std::vector<debug::BreakpointDefinition> ProgramWorkspace::armed() const {
    std::vector<debug::BreakpointDefinition> list;
    if (!workspace_)
        return list;
    for (const debug::BreakpointDefinition& b : workspace_->breakpoints())
        if (b.spec.enabled)
            list.push_back(b);
    return list;
}

std::uint32_t ProgramWorkspace::firstFreeId() const {
    std::uint32_t next = 1;
    if (workspace_)
        for (const debug::BreakpointDefinition& b : workspace_->breakpoints())
            next = std::max(next, b.id + 1);
    return next;
}

} // namespace wave::workspace
