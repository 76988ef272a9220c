#include "debug/analysis/LocalMemoryHeat.h"

#include <algorithm>

namespace wave::debug {

void LocalMemoryHeat::reset(std::uint32_t localBytes) {
    localBytes_ = localBytes;
    pages_.clear();
}

const WordHeat& LocalMemoryHeat::word(std::uint64_t index) const {
    static const WordHeat kUntouched;
    const Page* page = index < wordCount() ? pages_.find(index) : nullptr;
    return page != nullptr ? page->words[index % Pages::kPageWords] : kUntouched;
}

std::uint64_t LocalMemoryHeat::maxTraffic() const {
    std::uint64_t most = 0;
    forEachTouchedPage(
        [&](std::uint64_t, const WordHeat& h) { most = std::max(most, h.reads + h.writes); });
    return most;
}

void LocalMemoryHeat::recordConflict(std::span<const LaneAddress> accesses, std::uint32_t degree,
                                     const AccessSite& site) {
    if (wordCount() == 0 || degree == 0)
        return;
    const std::uint64_t lastWord = wordCount() - 1;
    Pages::Cursor cursor(pages_);
    for (const LaneAddress& a : accesses) {
        if (a.size == 0)
            continue;
        const std::uint64_t first = a.address / 4;
        const std::uint64_t last = std::min((a.address + a.size - 1) / 4, lastWord);
        for (std::uint64_t w = first; w <= last; ++w) {
            WordHeat& h = cursor.page(w)->words[w % Pages::kPageWords];
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

// The batch's accesses of one kind (a template argument, so the per-lane loop has no tests of
// it).
template <AccessKind Kind>
void LocalMemoryHeat::recordKind(const AccessBatch& batch, std::uint32_t epoch) {
    constexpr bool reads = Kind != AccessKind::Write;
    constexpr bool writes = Kind != AccessKind::Read;
    // Locals: the stores to the table could otherwise alias the batch and force reloads.
    const std::uint32_t wave = batch.site.wave;
    const std::uint32_t pc = batch.site.pc;
    const std::uint32_t line = batch.site.line;
    const std::uint32_t size = batch.size;
    const std::uint64_t lastWord = wordCount() - 1;
    Pages::Cursor cursor(pages_);
    const auto touch = [&](std::uint64_t word, std::uint32_t lane) {
        WordHeat& h = cursor.page(word)->words[word % Pages::kPageWords];
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
            touch(run + l, l);
        return;
    }
    batch.forEach([&](std::uint32_t lane, std::uint32_t address) {
        const std::uint64_t first = address / 4;
        if (size == 4 && address % 4 == 0) { // most accesses: one aligned word
            if (first <= lastWord)
                touch(first, lane);
            return;
        }
        const std::uint64_t last = std::min(first + (address % 4 + size - 1) / 4, lastWord);
        for (std::uint64_t w = first; w <= last; ++w)
            touch(w, lane);
    });
}

void LocalMemoryHeat::record(const AccessBatch& batch, std::uint32_t epoch) {
    if (batch.space != MemorySpace::Local || batch.size == 0 || wordCount() == 0)
        return;
    switch (batch.kind) {
    case AccessKind::Read:
        recordKind<AccessKind::Read>(batch, epoch);
        break;
    case AccessKind::Write:
        recordKind<AccessKind::Write>(batch, epoch);
        break;
    case AccessKind::Atomic:
        recordKind<AccessKind::Atomic>(batch, epoch);
        break;
    }
}

} // namespace wave::debug
