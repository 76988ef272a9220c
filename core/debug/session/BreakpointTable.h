#pragma once
// The breakpoints of a session, with the lookups the run loop needs on its hot path (is there
// a breakpoint at this pc? any barrier/divergence/watch breakpoint at all?). Owned by the
// DebugSession (its thread).

#include "debug/session/Breakpoint.h"
#include "isa/SourceMap.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
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
    bool breaksAt(std::uint32_t pc) const { return pc < pcFlags_.size() && pcFlags_[pc] != 0; }
    bool hasBarrierBreakpoints() const { return barrier_; }
    bool hasDivergenceBreakpoints() const { return divergence_; }
    bool hasWatchpoints() const { return watch_; }
    bool empty() const { return !pcAny_ && !barrier_ && !divergence_ && !watch_; }

    // Kernel-relative pcs of the instructions on `line` (empty when the line has none).
    std::vector<std::uint32_t> pcsOfLine(std::uint32_t line) const;
    // The first line >= `line` that has code, or 0.
    std::uint32_t firstLineWithCode(std::uint32_t line) const;

private:
    void rebuild();
    static bool isBarrierKind(BreakpointKind kind);
    std::optional<std::uint32_t> barrierOfLine(std::uint32_t line) const;

    const isa::SourceMap* sourceMap_ = nullptr;
    std::uint32_t codeOffset_ = 0;
    std::uint32_t codeLength_ = 0;
    std::function<bool(std::uint32_t)> barrierAt_;
    std::vector<Breakpoint> breakpoints_;
    std::uint32_t nextId_ = 1;
    std::vector<std::uint8_t> pcFlags_;
    bool pcAny_ = false;
    bool barrier_ = false;
    bool divergence_ = false;
    bool watch_ = false;
};

} // namespace wave::debug
