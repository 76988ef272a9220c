#pragma once
// The breakpoints of a session, with the lookups the run loop needs on its hot path (which
// breakpoints cover this pc? which barrier/divergence/watch breakpoints are armed?). Owned by
// the DebugSession (its thread).
//
// Cost: setProgram() indexes the source map once (line -> pcs, next line with code), so
// resolving a breakpoint is O(1) amortised; replace() of n breakpoints is O(n + code length),
// whatever n, and keeps every hit count by id. Single edits (add, remove, enable) rebuild the
// per-pc index in O(n + code length).

#include "debug/session/Breakpoint.h"
#include "isa/SourceMap.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace wave::debug {

class BreakpointTable {
public:
    // Code layout for resolving lines: pcs are relative to the kernel start at `codeOffset`
    // within the code section; `codeLength` bytes of code follow. `barrierAt` tells whether
    // the instruction at a pc is a barrier (for barrier breakpoints given by line).
    void setProgram(const isa::SourceMap* sourceMap, std::uint32_t codeOffset,
                    std::uint32_t codeLength,
                    std::function<bool(std::uint32_t)> barrierAt = nullptr);

    // Returns the new id (> 0), or 0 with `error` filled (bad condition, line without code).
    std::uint32_t add(const BreakpointSpec& spec, std::string& error);
    // Makes the table exactly `list`, in its order, with the owner's ids. A breakpoint whose id
    // was already there keeps its hit count, whatever changed in its spec; the others start at
    // 0. Nothing is refused: a breakpoint that cannot trigger keeps its `problem`, one whose
    // condition does not parse its `conditionError` (it then stops every time, saying so).
    // Entries with id 0 or an id used earlier in the list are ignored.
    void replace(const std::vector<BreakpointDefinition>& list);
    bool remove(std::uint32_t id);
    bool setEnabled(std::uint32_t id, bool enabled);
    // Empty text removes the condition.
    bool setCondition(std::uint32_t id, const std::string& text, std::string& error);
    void clear();

    const Breakpoint* find(std::uint32_t id) const;
    Breakpoint* find(std::uint32_t id);
    const std::vector<Breakpoint>& all() const { return breakpoints_; }
    std::vector<Breakpoint>& all() { return breakpoints_; }

    // Hot path: an enabled Line/Address breakpoint covers pc.
    bool breaksAt(std::uint32_t pc) const {
        return pc + 1 < pcStart_.size() && pcStart_[pc] != pcStart_[pc + 1];
    }
    // Positions in all() of the enabled Line/Address breakpoints that cover pc, in table order.
    std::span<const std::uint32_t> at(std::uint32_t pc) const {
        if (!breaksAt(pc))
            return {};
        return {pcEntries_.data() + pcStart_[pc], pcStart_[pc + 1] - pcStart_[pc]};
    }
    // Positions in all() of the enabled breakpoints of these kinds, in table order.
    const std::vector<std::uint32_t>& barrierBreakpoints() const { return barrierList_; }
    const std::vector<std::uint32_t>& divergenceBreakpoints() const { return divergenceList_; }
    const std::vector<std::uint32_t>& watchpoints() const { return watchList_; }
    bool hasBarrierBreakpoints() const { return !barrierList_.empty(); }
    bool hasDivergenceBreakpoints() const { return !divergenceList_.empty(); }
    bool hasWatchpoints() const { return !watchList_.empty(); }
    bool empty() const {
        return pcEntries_.empty() && barrierList_.empty() && divergenceList_.empty() &&
               watchList_.empty();
    }

    // Kernel-relative pcs of the instructions on `line` (empty when the line has none).
    std::vector<std::uint32_t> pcsOfLine(std::uint32_t line) const;
    // The first line >= `line` that has code, or 0.
    std::uint32_t firstLineWithCode(std::uint32_t line) const;

private:
    void indexLines();
    // Fills b.pcs, the barrier's pc, b.problem and the condition from b.spec.
    void resolve(Breakpoint& b) const;
    void rebuild();
    static bool isBarrierKind(BreakpointKind kind);
    std::optional<std::uint32_t> barrierOfLine(std::uint32_t line) const;

    const isa::SourceMap* sourceMap_ = nullptr;
    std::uint32_t codeOffset_ = 0;
    std::uint32_t codeLength_ = 0;
    std::function<bool(std::uint32_t)> barrierAt_;
    // Line index of the kernel's code: the pcs of line l are linePcs_[lineStart_[l] ..
    // lineStart_[l + 1]); nextCodeLine_[l] is the first line >= l with code (0: none).
    std::vector<std::uint32_t> lineStart_;
    std::vector<std::uint32_t> linePcs_;
    std::vector<std::uint32_t> nextCodeLine_;
    std::vector<Breakpoint> breakpoints_;
    std::unordered_map<std::uint32_t, std::size_t> positionOf_; // id -> index in breakpoints_
    std::uint32_t nextId_ = 1;
    // pc -> enabled Line/Address breakpoints: pcEntries_[pcStart_[pc] .. pcStart_[pc + 1]).
    std::vector<std::uint32_t> pcStart_;
    std::vector<std::uint32_t> pcEntries_;
    std::vector<std::uint32_t> barrierList_;
    std::vector<std::uint32_t> divergenceList_;
    std::vector<std::uint32_t> watchList_;
};

} // namespace wave::debug
