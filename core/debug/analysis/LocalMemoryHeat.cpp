#include "debug/analysis/LocalMemoryHeat.h"

#include <algorithm>

namespace wave::debug {

void LocalMemoryHeat::reset(std::uint32_t localBytes) {
    localBytes_ = localBytes;
    words_.assign((static_cast<std::size_t>(localBytes) + 3) / 4, WordHeat{});
}

std::uint64_t LocalMemoryHeat::maxTraffic() const {
    std::uint64_t most = 0;
    for (const WordHeat& h : words_)
        most = std::max(most, h.reads + h.writes);
    return most;
}

void LocalMemoryHeat::recordConflict(std::span<const LaneAddress> accesses, std::uint32_t degree,
                                     const AccessSite& site) {
    if (words_.empty() || degree == 0)
        return;
    const std::uint64_t lastWord = words_.size() - 1;
    for (const LaneAddress& a : accesses) {
        if (a.size == 0)
            continue;
        const std::uint64_t first = a.address / 4;
        const std::uint64_t last = std::min((a.address + a.size - 1) / 4, lastWord);
        for (std::uint64_t w = first; w <= last; ++w) {
            WordHeat& h = words_[w];
            if (degree > h.worstConflict) { // rare after the first touch: the loop stays cheap
                h.worstConflict = degree;
                h.worstConflictSite = site;
            }
        }
    }
}

void LocalMemoryHeat::record(const MemoryAccess& access, std::uint32_t epoch) {
    LaneAccess lane;
    record(AccessBatch::of(access, lane), epoch);
}

namespace {

// The batch's accesses of one kind (a template argument, so the per-lane loop has no tests of
// it).
template <AccessKind Kind>
void recordKind(std::vector<WordHeat>& heat, const AccessBatch& batch, std::uint32_t epoch) {
    constexpr bool reads = Kind != AccessKind::Write;
    constexpr bool writes = Kind != AccessKind::Read;
    // Locals: the stores to the table could otherwise alias the batch and force reloads.
    const std::uint32_t wave = batch.site.wave;
    const std::uint32_t pc = batch.site.pc;
    const std::uint32_t line = batch.site.line;
    const std::uint32_t size = batch.size;
    const std::uint64_t lastWord = heat.size() - 1;
    WordHeat* const words = heat.data();
    const auto touch = [&](WordHeat& h, std::uint32_t lane) {
        h.reads += reads ? 1 : 0;
        h.writes += writes ? 1 : 0;
        h.atomics += Kind == AccessKind::Atomic ? 1 : 0;
        if (writes) {
            h.lastWriter.wave = wave;
            h.lastWriter.lane = lane;
            h.lastWriter.pc = pc;
            h.lastWriter.line = line;
        }
        h.lastEpoch = epoch;
    };
    std::uint64_t run = 0;
    if (const std::uint32_t k = batch.consecutiveWords(run); k != 0 && run + k - 1 <= lastWord) {
        for (std::uint32_t l = 0; l < k; ++l)
            touch(words[run + l], l);
        return;
    }
    batch.forEach([&](std::uint32_t lane, std::uint32_t address) {
        const std::uint64_t first = address / 4;
        if (size == 4 && address % 4 == 0) { // most accesses: one aligned word
            if (first <= lastWord)
                touch(words[first], lane);
            return;
        }
        const std::uint64_t last = std::min(first + (address % 4 + size - 1) / 4, lastWord);
        for (std::uint64_t w = first; w <= last; ++w)
            touch(words[w], lane);
    });
}

} // namespace

void LocalMemoryHeat::record(const AccessBatch& batch, std::uint32_t epoch) {
    if (batch.space != MemorySpace::Local || batch.size == 0 || words_.empty())
        return;
    switch (batch.kind) {
    case AccessKind::Read:
        recordKind<AccessKind::Read>(words_, batch, epoch);
        break;
    case AccessKind::Write:
        recordKind<AccessKind::Write>(words_, batch, epoch);
        break;
    case AccessKind::Atomic:
        recordKind<AccessKind::Atomic>(words_, batch, epoch);
        break;
    }
}

} // namespace wave::debug
