#include "debug/analysis/ControlHistory.h"

#include <algorithm>

namespace wave::debug {

void ControlHistory::reset(std::uint32_t waveCount) {
    waves_.clear();
    waves_.resize(waveCount);
}

ControlHistory::WaveHistory* ControlHistory::wave(std::uint32_t index) {
    return index < waves_.size() ? &waves_[index] : nullptr;
}

ControlDecision& ControlHistory::site(WaveHistory& w, std::uint32_t pc) {
    if (w.lastSite == 0 || w.lastPc != pc) {
        // try_emplace: no node is allocated when the site is known.
        auto [it, inserted] = w.byPc.try_emplace(pc, w.sites.size());
        if (inserted) {
            w.sites.emplace_back();
            w.sites.back().pc = pc;
        }
        w.lastPc = pc;
        w.lastSite = it->second + 1;
    }
    ControlDecision& d = w.sites[w.lastSite - 1];
    d.sequence = ++w.sequence;
    return d;
}

void ControlHistory::ifExecuted(std::uint32_t waveIndex, std::uint32_t pc, std::uint32_t line,
                                std::uint64_t thenMask, std::uint64_t elseMask, bool hasElse) {
    WaveHistory* w = wave(waveIndex);
    if (!w)
        return;
    ControlDecision& d = site(*w, pc);
    d.kind = thenMask == 0   ? DecisionKind::IfElse
             : elseMask == 0 ? DecisionKind::IfThen
                             : DecisionKind::IfSplit;
    d.line = line;
    d.hasElse = hasElse;
}

void ControlHistory::loopEntered(std::uint32_t waveIndex, std::uint32_t loopPc,
                                 std::uint32_t line) {
    WaveHistory* w = wave(waveIndex);
    if (!w)
        return;
    ControlDecision& d = site(*w, loopPc);
    d.kind = DecisionKind::Loop;
    d.line = line;
    d.iterations = 1;
    d.exited = false;
}

ControlDecision* ControlHistory::loopSite(std::uint32_t waveIndex, std::uint32_t loopPc) {
    WaveHistory* w = wave(waveIndex);
    if (!w)
        return nullptr;
    const std::size_t sites = w->sites.size();
    ControlDecision& d = site(*w, loopPc);
    const bool known = w->sites.size() == sites;
    if (!known || d.kind != DecisionKind::Loop) { // entered unobserved: count from 1
        d.kind = DecisionKind::Loop;
        d.iterations = 1;
    }
    return &d;
}

void ControlHistory::loopIterated(std::uint32_t waveIndex, std::uint32_t loopPc) {
    if (ControlDecision* d = loopSite(waveIndex, loopPc)) {
        d->iterations += 1;
        d->exited = false;
    }
}

void ControlHistory::loopExited(std::uint32_t waveIndex, std::uint32_t loopPc) {
    if (ControlDecision* d = loopSite(waveIndex, loopPc))
        d->exited = true;
}

void ControlHistory::halted(std::uint32_t waveIndex, std::uint32_t pc, std::uint32_t line,
                            std::uint32_t lanesLeft, bool isReturn) {
    WaveHistory* w = wave(waveIndex);
    if (!w)
        return;
    ControlDecision& d = site(*w, pc);
    d.kind = isReturn ? DecisionKind::Return : DecisionKind::Halt;
    d.line = line;
    d.lanesLeft = lanesLeft;
}

std::vector<ControlDecision> ControlHistory::decisions(std::uint32_t waveIndex) const {
    if (waveIndex >= waves_.size())
        return {};
    std::vector<ControlDecision> out = waves_[waveIndex].sites;
    std::sort(out.begin(), out.end(), [](const ControlDecision& a, const ControlDecision& b) {
        return a.sequence < b.sequence;
    });
    return out;
}

} // namespace wave::debug
