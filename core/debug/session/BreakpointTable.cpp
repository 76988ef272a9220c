#include "debug/session/BreakpointTable.h"

#include <algorithm>
#include <cstdio>

namespace wave::debug {

namespace {

std::string hex(std::uint64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%04llx", static_cast<unsigned long long>(v));
    return buf;
}

} // namespace

std::string describe(const BreakpointSpec& s) {
    const std::string at = s.line != 0 ? "the barrier at line " + std::to_string(s.line)
                           : s.pc      ? "the barrier at " + hex(*s.pc)
                                       : "any barrier";
    switch (s.kind) {
    case BreakpointKind::Line:
        return "line " + std::to_string(s.line);
    case BreakpointKind::Address:
        return "address " + hex(s.pc.value_or(0));
    case BreakpointKind::BarrierArrival:
        return (s.wave ? "wave " + std::to_string(*s.wave) : std::string("any wave")) +
               " arrives at " + at;
    case BreakpointKind::BarrierQuorum:
        return "wave number " + std::to_string(s.arrivals) + " arrives at " + at;
    case BreakpointKind::BarrierRelease:
        return "release of " + at;
    case BreakpointKind::Divergence:
        return "divergence";
    case BreakpointKind::Reconvergence:
        return "reconvergence";
    case BreakpointKind::Watch: {
        const char* access = s.access == WatchAccess::Read    ? "read"
                             : s.access == WatchAccess::Write ? "write"
                                                              : "access";
        return std::string(access) + " of " + (s.space == MemorySpace::Local ? "local" : "device") +
               " [" + hex(s.address) + ", " + hex(s.address + s.length) + ")";
    }
    }
    return "breakpoint";
}

void BreakpointTable::setProgram(const isa::SourceMap* sourceMap, std::uint32_t codeOffset,
                                 std::uint32_t codeLength,
                                 std::function<bool(std::uint32_t)> barrierAt) {
    sourceMap_ = sourceMap;
    barrierAt_ = std::move(barrierAt);
    codeOffset_ = codeOffset;
    codeLength_ = codeLength;
    for (Breakpoint& b : breakpoints_) {
        if (b.spec.kind == BreakpointKind::Line)
            b.pcs = pcsOfLine(b.spec.line);
        else if (isBarrierKind(b.spec.kind) && b.spec.line != 0)
            b.spec.pc = barrierOfLine(b.spec.line);
    }
    rebuild();
}

std::vector<std::uint32_t> BreakpointTable::pcsOfLine(std::uint32_t line) const {
    std::vector<std::uint32_t> out;
    if (!sourceMap_)
        return out;
    for (std::uint32_t offset : sourceMap_->offsetsOfLine(line))
        if (offset >= codeOffset_ && offset - codeOffset_ < codeLength_)
            out.push_back(offset - codeOffset_);
    return out;
}

bool BreakpointTable::isBarrierKind(BreakpointKind kind) {
    return kind == BreakpointKind::BarrierArrival || kind == BreakpointKind::BarrierQuorum ||
           kind == BreakpointKind::BarrierRelease;
}

// The first barrier instruction of a line (a line holds one statement, so at most one).
std::optional<std::uint32_t> BreakpointTable::barrierOfLine(std::uint32_t line) const {
    for (std::uint32_t pc : pcsOfLine(line))
        if (barrierAt_ && barrierAt_(pc))
            return pc;
    return std::nullopt;
}

std::uint32_t BreakpointTable::firstLineWithCode(std::uint32_t line) const {
    if (!sourceMap_)
        return 0;
    std::uint32_t best = 0;
    for (const isa::SourceMapEntry& e : sourceMap_->entries()) {
        if (e.codeOffset < codeOffset_ || e.codeOffset - codeOffset_ >= codeLength_)
            continue;
        if (e.position.line >= line && (best == 0 || e.position.line < best))
            best = e.position.line;
    }
    return best;
}

std::uint32_t BreakpointTable::add(const BreakpointSpec& spec, std::string& error) {
    Breakpoint b;
    b.spec = spec;
    if (!spec.condition.empty()) {
        expr::ParseError parseError;
        b.condition = expr::Condition::compile(spec.condition, parseError);
        if (!b.condition) {
            error = "condition: " + parseError.toString();
            return 0;
        }
    }
    switch (spec.kind) {
    case BreakpointKind::Line: {
        const std::uint32_t line = firstLineWithCode(spec.line);
        if (line == 0) {
            error = "no instruction at or after line " + std::to_string(spec.line);
            return 0;
        }
        b.spec.line = line;
        b.pcs = pcsOfLine(line);
        break;
    }
    case BreakpointKind::Address:
        if (!spec.pc || *spec.pc >= codeLength_) {
            error = "address " + hex(spec.pc.value_or(0)) + " is outside the kernel's code";
            return 0;
        }
        break;
    case BreakpointKind::BarrierArrival:
    case BreakpointKind::BarrierQuorum:
    case BreakpointKind::BarrierRelease:
        if (spec.kind == BreakpointKind::BarrierQuorum && spec.arrivals == 0) {
            error = "the arrival number starts at 1";
            return 0;
        }
        if (spec.line != 0) {
            b.spec.pc = barrierOfLine(spec.line);
            if (!b.spec.pc) {
                error = "no barrier on line " + std::to_string(spec.line);
                return 0;
            }
        }
        break;
    case BreakpointKind::Watch:
        if (spec.length == 0) {
            error = "a watched range needs at least one byte";
            return 0;
        }
        break;
    default:
        break;
    }
    b.id = nextId_++;
    breakpoints_.push_back(std::move(b));
    rebuild();
    return breakpoints_.back().id;
}

bool BreakpointTable::remove(std::uint32_t id) {
    auto it = std::find_if(breakpoints_.begin(), breakpoints_.end(),
                           [id](const Breakpoint& b) { return b.id == id; });
    if (it == breakpoints_.end())
        return false;
    breakpoints_.erase(it);
    rebuild();
    return true;
}

bool BreakpointTable::setEnabled(std::uint32_t id, bool enabled) {
    Breakpoint* b = find(id);
    if (!b)
        return false;
    b->spec.enabled = enabled;
    rebuild();
    return true;
}

bool BreakpointTable::setCondition(std::uint32_t id, const std::string& text, std::string& error) {
    Breakpoint* b = find(id);
    if (!b) {
        error = "no breakpoint " + std::to_string(id);
        return false;
    }
    if (text.empty()) {
        b->condition.reset();
        b->spec.condition.clear();
        return true;
    }
    expr::ParseError parseError;
    auto c = expr::Condition::compile(text, parseError);
    if (!c) {
        error = "condition: " + parseError.toString();
        return false;
    }
    b->condition = std::move(c);
    b->spec.condition = text;
    return true;
}

void BreakpointTable::clear() {
    breakpoints_.clear();
    rebuild();
}

const Breakpoint* BreakpointTable::find(std::uint32_t id) const {
    for (const Breakpoint& b : breakpoints_)
        if (b.id == id)
            return &b;
    return nullptr;
}

Breakpoint* BreakpointTable::find(std::uint32_t id) {
    for (Breakpoint& b : breakpoints_)
        if (b.id == id)
            return &b;
    return nullptr;
}

void BreakpointTable::rebuild() {
    pcFlags_.assign(codeLength_, 0);
    pcAny_ = barrier_ = divergence_ = watch_ = false;
    for (const Breakpoint& b : breakpoints_) {
        if (!b.spec.enabled)
            continue;
        switch (b.spec.kind) {
        case BreakpointKind::Line:
            for (std::uint32_t pc : b.pcs)
                if (pc < pcFlags_.size()) {
                    pcFlags_[pc] = 1;
                    pcAny_ = true;
                }
            break;
        case BreakpointKind::Address:
            if (b.spec.pc && *b.spec.pc < pcFlags_.size()) {
                pcFlags_[*b.spec.pc] = 1;
                pcAny_ = true;
            }
            break;
        case BreakpointKind::BarrierArrival:
        case BreakpointKind::BarrierQuorum:
        case BreakpointKind::BarrierRelease:
            barrier_ = true;
            break;
        case BreakpointKind::Divergence:
        case BreakpointKind::Reconvergence:
            divergence_ = true;
            break;
        case BreakpointKind::Watch:
            watch_ = true;
            break;
        }
    }
}

} // namespace wave::debug
