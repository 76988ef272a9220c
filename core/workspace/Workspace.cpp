#include "workspace/Workspace.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>

namespace wave::workspace {

using debug::BreakpointDefinition;
using debug::BreakpointKind;

Workspace::Workspace() {
    launch_.kind = launch::JsonValue::Kind::Object;
}

std::size_t Workspace::indexOf(std::uint32_t id) const {
    for (std::size_t i = 0; i < breakpoints_.size(); ++i)
        if (breakpoints_[i].id == id)
            return i;
    return breakpoints_.size();
}

std::uint32_t Workspace::addBreakpoint(const debug::BreakpointSpec& spec) {
    const std::uint32_t id = nextId_++;
    breakpoints_.push_back({id, spec});
    ++revision_;
    return id;
}

bool Workspace::removeBreakpoint(std::uint32_t id) {
    const std::size_t i = indexOf(id);
    if (i == breakpoints_.size())
        return false;
    breakpoints_.erase(breakpoints_.begin() + std::ptrdiff_t(i));
    ++revision_;
    return true;
}

bool Workspace::setBreakpointSpec(std::uint32_t id, const debug::BreakpointSpec& spec) {
    const std::size_t i = indexOf(id);
    if (i == breakpoints_.size())
        return false;
    if (!(breakpoints_[i].spec == spec)) {
        breakpoints_[i].spec = spec;
        ++revision_;
    }
    return true;
}

const BreakpointDefinition* Workspace::breakpoint(std::uint32_t id) const {
    const std::size_t i = indexOf(id);
    return i == breakpoints_.size() ? nullptr : &breakpoints_[i];
}

const BreakpointDefinition* Workspace::lineBreakpoint(std::uint32_t line) const {
    for (const BreakpointDefinition& b : breakpoints_)
        if (b.spec.kind == BreakpointKind::Line && b.spec.line == line)
            return &b;
    return nullptr;
}

void Workspace::setBreakpoints(std::vector<BreakpointDefinition> list) {
    for (const BreakpointDefinition& b : list)
        if (b.id != 0)
            nextId_ = std::max(nextId_, b.id + 1);
    std::unordered_set<std::uint32_t> ids;
    ids.reserve(list.size());
    for (BreakpointDefinition& b : list) {
        if (b.id == 0 || ids.contains(b.id))
            b.id = nextId_++;
        ids.insert(b.id);
    }
    breakpoints_ = std::move(list);
    ++revision_;
}

std::uint32_t Workspace::sourceLine(const debug::BreakpointSpec& spec) {
    // Barrier kinds with line 0: the barrier is given by its pc, or any barrier.
    switch (spec.kind) {
    case BreakpointKind::Line:
    case BreakpointKind::BarrierArrival:
    case BreakpointKind::BarrierQuorum:
    case BreakpointKind::BarrierRelease:
        return spec.line;
    default:
        return 0;
    }
}

void Workspace::mergeLineBreakpoints() {
    std::unordered_set<std::uint32_t> lines;
    std::erase_if(breakpoints_, [&lines](const BreakpointDefinition& b) {
        return b.spec.kind == BreakpointKind::Line && !lines.insert(b.spec.line).second;
    });
}

bool Workspace::moveLines(const std::function<std::uint32_t(const BreakpointDefinition&)>& lineOf) {
    bool changed = false;
    for (BreakpointDefinition& b : breakpoints_) {
        const std::uint32_t line = lineOf(b);
        if (line != 0 && line != b.spec.line) {
            b.spec.line = line;
            changed = true;
        }
    }
    if (!changed)
        return false;
    mergeLineBreakpoints();
    ++revision_;
    return true;
}

bool Workspace::moveLineBreakpoints(
    const std::vector<std::pair<std::uint32_t, std::uint32_t>>& lineOfId) {
    const std::unordered_map<std::uint32_t, std::uint32_t> to(lineOfId.begin(), lineOfId.end());
    return moveLines([&to](const BreakpointDefinition& b) {
        const auto it = to.find(b.id);
        return b.spec.kind != BreakpointKind::Line || it == to.end() ? 0u : it->second;
    });
}

bool Workspace::followEdit(const debug::EditLineMap& map) {
    if (map.unchanged())
        return false;
    // Where a removed line's breakpoint goes: the line after the nearest line above it that is
    // still there, i.e. the line that now stands where it stood.
    const auto placeOf = [&map](std::uint32_t line) {
        for (std::uint32_t above = line - 1; above >= 1; --above)
            if (const std::uint32_t edited = map.toEdited(above); edited != 0)
                return edited + 1;
        return std::uint32_t(1);
    };
    return moveLines([&](const BreakpointDefinition& b) {
        if (sourceLine(b.spec) == 0)
            return 0u;
        const std::uint32_t line = map.toEdited(b.spec.line);
        return line != 0 ? line : placeOf(b.spec.line);
    });
}

void Workspace::setWatches(std::vector<std::string> watches) {
    if (watches.size() > kMaxWatches)
        watches.resize(kMaxWatches);
    watches_ = std::move(watches);
}

void Workspace::setLaunch(launch::JsonValue launch) {
    launch_ = std::move(launch);
}

} // namespace wave::workspace
