#include "debug/session/BreakpointTrigger.h"

#include "debug/session/LiveWaveContext.h"

#include <bit>
#include <cstdio>

namespace wave::debug {

namespace {

bool overlaps(std::uint64_t a, std::uint64_t aSize, std::uint64_t b, std::uint64_t bSize) {
    return a < b + bSize && b < a + aSize;
}

bool watchMatches(WatchAccess want, emu::AccessKind kind) {
    switch (want) {
    case WatchAccess::Read:
        return kind != emu::AccessKind::Write;
    case WatchAccess::Write:
        return kind != emu::AccessKind::Read;
    case WatchAccess::Either:
        return true;
    }
    return false;
}

} // namespace

std::string BreakpointTrigger::hex(std::uint64_t v, int digits) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(v));
    return buf;
}

std::string BreakpointTrigger::where(std::uint32_t line, std::uint32_t pc) {
    return line ? "line " + std::to_string(line) : hex(pc);
}

std::optional<std::uint32_t>
BreakpointTrigger::conditionLane(const Breakpoint& b, std::uint32_t wave, std::uint32_t pc) const {
    const emu::WorkgroupState& state = wg();
    if (wave >= state.waves.size())
        return std::nullopt;
    const std::uint64_t active = state.waves[wave].active;
    if (!b.condition) // none, or one that does not parse: stops regardless (conditionNote)
        return active ? static_cast<std::uint32_t>(std::countr_zero(active)) : 0u;
    LiveWaveContext ctx(state, wave, pc, emu_->launch(), *lines_);
    return b.condition->firstLane(ctx);
}

bool BreakpointTrigger::trigger(Breakpoint& b, std::uint32_t wave, std::uint32_t pc, StopInfo& info,
                                std::optional<std::uint32_t>& lane, bool countHit) const {
    const auto l = conditionLane(b, wave, pc);
    if (!l)
        return false;
    if (countHit)
        b.hits += 1;
    if (!lane)
        lane = l;
    info.breakpoints.push_back(b.id);
    return true;
}

std::string BreakpointTrigger::conditionNote(const StopInfo& info) const {
    for (std::uint32_t id : info.breakpoints) {
        const Breakpoint* b = breakpoints_->find(id);
        if (b && b->conditionError)
            return "; breakpoint " + std::to_string(id) + ": the condition '" + b->spec.condition +
                   "' does not parse (" + b->conditionError->toString() +
                   "), so it stops every time";
    }
    return {};
}

bool BreakpointTrigger::holdsForLane(const Breakpoint& b, std::uint32_t wave, std::uint32_t pc,
                                     std::uint32_t lane) const {
    if (!b.condition)
        return true;
    LiveWaveContext ctx(wg(), wave, pc, emu_->launch(), *lines_);
    return b.condition->holdsForLane(ctx, lane);
}

bool BreakpointTrigger::watch(const emu::MemoryEvent& e, StopInfo& info, bool countHit) const {
    const MemorySpace space =
        e.space == emu::MemorySpace::Local ? MemorySpace::Local : MemorySpace::Device;
    for (std::uint32_t i : breakpoints_->watchpoints()) {
        Breakpoint& b = breakpoints_->all()[i];
        const BreakpointSpec& s = b.spec;
        if (!s.enabled || s.kind != BreakpointKind::Watch || s.space != space ||
            !overlaps(e.address, e.size, s.address, s.length) || !watchMatches(s.access, e.kind))
            continue;
        if (!holdsForLane(b, e.wave, e.pc, e.lane))
            continue;
        if (countHit)
            b.hits += 1;
        info.breakpoints.push_back(b.id);
    }
    if (info.breakpoints.empty())
        return false;
    WatchHit watch;
    watch.space = space;
    watch.kind = e.kind == emu::AccessKind::Read    ? AccessKind::Read
                 : e.kind == emu::AccessKind::Write ? AccessKind::Write
                                                    : AccessKind::Atomic;
    watch.address = e.address;
    watch.size = e.size;
    watch.wave = e.wave;
    watch.lane = e.lane;
    watch.pc = e.pc;
    watch.line = info.line;
    info.watch = watch;
    const char* what = watch.kind == AccessKind::Read    ? "read"
                       : watch.kind == AccessKind::Write ? "write"
                                                         : "atomic access";
    info.message = std::string("watchpoint ") + std::to_string(info.breakpoints.front()) + ": " +
                   what + " of " + (space == MemorySpace::Local ? "local " : "device ") +
                   hex(e.address, 8) + " by wave " + std::to_string(e.wave) + " lane " +
                   std::to_string(e.lane) + conditionNote(info);
    return true;
}

} // namespace wave::debug
