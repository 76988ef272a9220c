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
    indexLines();
    for (Breakpoint& b : breakpoints_) {
        if (b.spec.kind == BreakpointKind::Line)
            b.pcs = pcsOfLine(b.spec.line);
        else if (isBarrierKind(b.spec.kind) && b.spec.line != 0)
            b.spec.pc = barrierOfLine(b.spec.line);
    }
    rebuild();
}

// One pass over the source map (entries are in code order, so each line's pcs are too).
void BreakpointTable::indexLines() {
    lineStart_.clear();
    linePcs_.clear();
    nextCodeLine_.clear();
    if (!sourceMap_)
        return;
    std::uint32_t maxLine = 0;
    for (const isa::SourceMapEntry& e : sourceMap_->entries())
        if (e.codeOffset >= codeOffset_ && e.codeOffset - codeOffset_ < codeLength_)
            maxLine = std::max(maxLine, e.position.line);
    lineStart_.assign(std::size_t(maxLine) + 2, 0);
    for (const isa::SourceMapEntry& e : sourceMap_->entries())
        if (e.codeOffset >= codeOffset_ && e.codeOffset - codeOffset_ < codeLength_)
            ++lineStart_[e.position.line + 1];
    for (std::size_t l = 1; l < lineStart_.size(); ++l)
        lineStart_[l] += lineStart_[l - 1];
    linePcs_.resize(lineStart_.back());
    std::vector<std::uint32_t> fill(lineStart_.begin(), lineStart_.end() - 1);
    for (const isa::SourceMapEntry& e : sourceMap_->entries())
        if (e.codeOffset >= codeOffset_ && e.codeOffset - codeOffset_ < codeLength_)
            linePcs_[fill[e.position.line]++] = e.codeOffset - codeOffset_;
    nextCodeLine_.assign(std::size_t(maxLine) + 1, 0);
    std::uint32_t next = 0;
    for (std::size_t l = maxLine + 1; l-- > 0;) {
        if (lineStart_[l] != lineStart_[l + 1])
            next = static_cast<std::uint32_t>(l);
        nextCodeLine_[l] = next;
    }
}

std::vector<std::uint32_t> BreakpointTable::pcsOfLine(std::uint32_t line) const {
    if (std::size_t(line) + 1 >= lineStart_.size())
        return {};
    return {linePcs_.begin() + lineStart_[line], linePcs_.begin() + lineStart_[line + 1]};
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
    return line < nextCodeLine_.size() ? nextCodeLine_[line] : 0;
}

void BreakpointTable::resolve(Breakpoint& b) const {
    const BreakpointSpec& spec = b.spec;
    b.pcs.clear();
    b.problem.clear();
    b.condition.reset();
    b.conditionError.reset();
    if (!spec.condition.empty()) {
        expr::ParseError parseError;
        b.condition = expr::Condition::compile(spec.condition, parseError);
        if (!b.condition)
            b.conditionError = parseError;
    }
    switch (spec.kind) {
    case BreakpointKind::Line: {
        const std::uint32_t line = firstLineWithCode(spec.line);
        if (line == 0) {
            b.problem = "no instruction at or after line " + std::to_string(spec.line);
            return;
        }
        b.spec.line = line;
        b.pcs = pcsOfLine(line);
        return;
    }
    case BreakpointKind::Address:
        if (!spec.pc || *spec.pc >= codeLength_)
            b.problem = "address " + hex(spec.pc.value_or(0)) + " is outside the kernel's code";
        return;
    case BreakpointKind::BarrierArrival:
    case BreakpointKind::BarrierQuorum:
    case BreakpointKind::BarrierRelease:
        if (spec.kind == BreakpointKind::BarrierQuorum && spec.arrivals == 0) {
            b.problem = "the arrival number starts at 1";
            return;
        }
        if (spec.line != 0) {
            b.spec.pc = barrierOfLine(spec.line);
            if (!b.spec.pc)
                b.problem = "no barrier on line " + std::to_string(spec.line);
        }
        return;
    case BreakpointKind::Watch:
        if (spec.length == 0)
            b.problem = "a watched range needs at least one byte";
        return;
    default:
        return;
    }
}

std::uint32_t BreakpointTable::add(const BreakpointSpec& spec, std::string& error) {
    Breakpoint b;
    b.spec = spec;
    resolve(b);
    if (b.conditionError) {
        error = "condition: " + b.conditionError->toString();
        return 0;
    }
    if (!b.problem.empty()) {
        error = b.problem;
        return 0;
    }
    while (positionOf_.count(nextId_) != 0)
        ++nextId_;
    b.id = nextId_++;
    positionOf_[b.id] = breakpoints_.size();
    breakpoints_.push_back(std::move(b));
    rebuild();
    return breakpoints_.back().id;
}

void BreakpointTable::replace(const std::vector<BreakpointDefinition>& list) {
    std::vector<Breakpoint> next;
    next.reserve(list.size());
    std::unordered_map<std::uint32_t, std::size_t> positions;
    positions.reserve(list.size());
    for (const BreakpointDefinition& d : list) {
        if (d.id == 0 || !positions.emplace(d.id, next.size()).second)
            continue;
        Breakpoint b;
        b.id = d.id;
        b.spec = d.spec;
        if (const Breakpoint* old = find(d.id))
            b.hits = old->hits;
        resolve(b);
        nextId_ = std::max(nextId_, d.id + 1);
        next.push_back(std::move(b));
    }
    breakpoints_ = std::move(next);
    positionOf_ = std::move(positions);
    rebuild();
}

bool BreakpointTable::remove(std::uint32_t id) {
    const auto it = positionOf_.find(id);
    if (it == positionOf_.end())
        return false;
    breakpoints_.erase(breakpoints_.begin() + static_cast<std::ptrdiff_t>(it->second));
    positionOf_.clear();
    for (std::size_t i = 0; i < breakpoints_.size(); ++i)
        positionOf_[breakpoints_[i].id] = i;
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
        b->conditionError.reset();
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
    b->conditionError.reset();
    b->spec.condition = text;
    return true;
}

void BreakpointTable::clear() {
    breakpoints_.clear();
    positionOf_.clear();
    rebuild();
}

const Breakpoint* BreakpointTable::find(std::uint32_t id) const {
    const auto it = positionOf_.find(id);
    return it == positionOf_.end() ? nullptr : &breakpoints_[it->second];
}

Breakpoint* BreakpointTable::find(std::uint32_t id) {
    const auto it = positionOf_.find(id);
    return it == positionOf_.end() ? nullptr : &breakpoints_[it->second];
}

// Counting sort of the enabled Line/Address breakpoints by pc: O(n + code length).
void BreakpointTable::rebuild() {
    barrierList_.clear();
    divergenceList_.clear();
    watchList_.clear();
    pcEntries_.clear();
    pcStart_.assign(std::size_t(codeLength_) + 1, 0);
    const auto eachPc = [this](const Breakpoint& b, auto&& f) {
        if (b.spec.kind == BreakpointKind::Line) {
            for (std::uint32_t pc : b.pcs)
                if (pc < codeLength_)
                    f(pc);
        } else if (b.spec.kind == BreakpointKind::Address && b.spec.pc &&
                   *b.spec.pc < codeLength_) {
            f(*b.spec.pc);
        }
    };
    std::size_t entries = 0;
    for (std::uint32_t i = 0; i < breakpoints_.size(); ++i) {
        const Breakpoint& b = breakpoints_[i];
        if (!b.spec.enabled || !b.problem.empty())
            continue;
        switch (b.spec.kind) {
        case BreakpointKind::Line:
        case BreakpointKind::Address:
            eachPc(b, [&](std::uint32_t pc) {
                ++pcStart_[pc + 1];
                ++entries;
            });
            break;
        case BreakpointKind::BarrierArrival:
        case BreakpointKind::BarrierQuorum:
        case BreakpointKind::BarrierRelease:
            barrierList_.push_back(i);
            break;
        case BreakpointKind::Divergence:
        case BreakpointKind::Reconvergence:
            divergenceList_.push_back(i);
            break;
        case BreakpointKind::Watch:
            watchList_.push_back(i);
            break;
        }
    }
    if (entries == 0) {
        pcStart_.clear();
        return;
    }
    for (std::size_t pc = 1; pc < pcStart_.size(); ++pc)
        pcStart_[pc] += pcStart_[pc - 1];
    pcEntries_.resize(entries);
    std::vector<std::uint32_t> fill(pcStart_.begin(), pcStart_.end() - 1);
    for (std::uint32_t i = 0; i < breakpoints_.size(); ++i) {
        const Breakpoint& b = breakpoints_[i];
        if (b.spec.enabled && b.problem.empty())
            eachPc(b, [&](std::uint32_t pc) { pcEntries_[fill[pc]++] = i; });
    }
}

} // namespace wave::debug
