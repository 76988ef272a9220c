#pragma once
// Per 4-byte word of one workgroup's local memory: how often it was read and written, who
// wrote it last, and in which barrier epoch it was last touched. Data for the heatmap view.
// An access spanning several words counts for each word it touches; an atomic counts as one
// read and one write (and is counted in `atomics`). With bank conflicts recorded, each word also
// keeps the worst bank-conflict degree of any access (read, write or atomic) that touched it and
// the instruction that had it, so a heatmap of conflicts agrees with the per-instruction table.
// The words live in ShadowPages: untouched words cost nothing, and a copy (a checkpoint, the
// views' picture) shares the pages. Single-threaded: owned by the session (a copy may be read
// and released on another thread).

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/ShadowPages.h"

#include <array>

#include <cstdint>
#include <span>

namespace wave::debug {

struct WordHeat {
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t atomics = 0;
    AccessSite lastWriter;       // valid when written()
    std::uint32_t lastEpoch = 0; // barrier releases of the workgroup before the last access
                                 // (valid when touched())
    // Worst bank-conflict degree of the wave-instructions that touched the word (0 when none
    // was recorded) and the first of them to reach it (lane unused).
    std::uint32_t worstConflict = 0;
    AccessSite worstConflictSite;

    bool written() const { return writes != 0; }
    bool touched() const { return reads + writes != 0; }
};

class LocalMemoryHeat {
public:
    // Starts a workgroup: `localBytes` of zeroed counters.
    void reset(std::uint32_t localBytes);

    // Local accesses only (device accesses are ignored); bytes past the end are ignored.
    void record(const MemoryAccess& access, std::uint32_t epoch);
    void record(const AccessBatch& batch, std::uint32_t epoch);

    // The bank-conflict degree of one wave-instruction's local accesses (made by `site`):
    // raises worstConflict of every 4-byte word they touch.
    void recordConflict(std::span<const LaneAddress> accesses, std::uint32_t degree,
                        const AccessSite& site);

    std::uint64_t wordCount() const { return (std::uint64_t(localBytes_) + 3) / 4; }
    // Word `index` (all zeros when untouched or beyond the memory).
    const WordHeat& word(std::uint64_t index) const;
    // Word `index` for writing (tools and tests that state a heat picture); it must be below
    // wordCount().
    WordHeat& edit(std::uint64_t index) {
        return pages_.writablePage(index / Pages::kPageWords)->words[index % Pages::kPageWords];
    }
    std::uint32_t localBytes() const { return localBytes_; }
    // Largest reads + writes of any word, to scale a heatmap (a scan of the touched pages).
    std::uint64_t maxTraffic() const;
    // Calls f(index, heat) for the words of every touched page, in ascending order.
    template <class F>
    void forEachTouchedPage(F&& f) const {
        pages_.forEachPage([&](std::uint64_t first, const Page& page) {
            for (std::uint64_t i = 0; i < Pages::kPageWords && first + i < wordCount(); ++i)
                f(first + i, page.words[i]);
        });
    }
    // The memory the words take beyond what `other` (a copy made earlier) shares with them.
    std::uint64_t bytesBeyond(const LocalMemoryHeat* other) const {
        return pages_.bytesBeyond(other != nullptr ? &other->pages_ : nullptr);
    }

private:
    struct Page {
        std::array<WordHeat, 1024> words;
    };
    using Pages = ShadowPages<Page, 1024>;
    template <AccessKind Kind>
    void recordKind(const AccessBatch& batch, std::uint32_t epoch);

    Pages pages_;
    std::uint32_t localBytes_ = 0;
};

} // namespace wave::debug
