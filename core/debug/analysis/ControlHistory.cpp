#include "debug/analysis/ControlHistory.h"

#include <algorithm>

namespace wave::debug {

void ControlHistory::reset(std::uint32_t waveCount) {
    // In place: a workgroup's start does not reallocate what the previous one grew.
    waves_.resize(waveCount);
    for (WaveHistory& w : waves_) {
        w.sites.assign(w.sites.size(), ControlDecision{});
        w.sequence = 0;
    }
}

std::size_t ControlHistory::memoryBytes() const {
    std::size_t bytes = slotOfPc_.size() * sizeof(std::uint32_t) + slotOfOtherPc_.size() * 32;
    for (const WaveHistory& w : waves_)
        bytes += sizeof(WaveHistory) + w.sites.size() * sizeof(ControlDecision);
    return bytes;
}

ControlHistory::WaveHistory* ControlHistory::wave(std::uint32_t index) {
    return index < waves_.size() ? &waves_[index] : nullptr;
}

// A site not in slotOfPc_ yet, or one that never will be.
std::uint32_t ControlHistory::newSlot(std::uint32_t pc) {
    const std::uint32_t index = pc >> 2;
    if ((pc & 3u) != 0 || index >= kDensePcs) {
        const auto [it, inserted] = slotOfOtherPc_.try_emplace(pc, slots_);
        slots_ += inserted ? 1 : 0;
        return it->second;
    }
    if (index >= slotOfPc_.size())
        slotOfPc_.resize(static_cast<std::size_t>(index) + 1, 0);
    slotOfPc_[index] = ++slots_;
    return slots_ - 1;
}

ControlDecision& ControlHistory::site(WaveHistory& w, std::uint32_t pc, bool* known) {
    const std::uint32_t slot = slotOf(pc);
    if (slot >= w.sites.size())
        w.sites.resize(static_cast<std::size_t>(slot) + 1);
    ControlDecision& d = w.sites[slot];
    if (known)
        *known = d.sequence != 0;
    d.pc = pc;
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
    bool known = false;
    ControlDecision& d = site(*w, loopPc, &known);
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
    std::vector<ControlDecision> out;
    for (const ControlDecision& d : waves_[waveIndex].sites)
        if (d.sequence != 0)
            out.push_back(d);
    std::sort(out.begin(), out.end(), [](const ControlDecision& a, const ControlDecision& b) {
        return a.sequence < b.sequence;
    });
    return out;
}

std::optional<ControlDecision> ControlHistory::lastDecision(std::uint32_t waveIndex) const {
    if (waveIndex >= waves_.size())
        return std::nullopt;
    const ControlDecision* last = nullptr;
    for (const ControlDecision& d : waves_[waveIndex].sites)
        if (d.sequence != 0 && (last == nullptr || d.sequence > last->sequence))
            last = &d;
    if (last == nullptr)
        return std::nullopt;
    return *last;
}

} // namespace wave::debug
