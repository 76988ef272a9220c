#pragma once
// Which device words each load or store touched, and how well coalesced it was: per 4-byte
// word, the worst efficiency of the wave-instructions that accessed it (with the pc of the one
// that had it) and the efficiency and pc of the last one. The Device memory view colours words
// by it. Fed by the recorder after CoalescingAnalyzer::endInstruction with that instruction's
// accesses and efficiency.
//
// Storage is sparse and copy-on-write: 1024-word pages (4 KiB of device memory, 8 KiB here:
// per word two 16-bit efficiencies and two 16-bit indices into the table of instructions seen),
// created on first touch and shared between copies, found by index (ShadowPages), not hashed. The
// recorder's state is copied at every checkpoint and at every stop for the views; a copy costs a
// table of page pointers, and a page is cloned only when recording writes to it while a copy still
// holds it. Single-threaded writer; copies may be read and released on other threads.

#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/ShadowPages.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace wave::debug {

// Efficiencies are kept to 1/65535 (12.5% reads 12.5%, 50% reads 50%).
struct WordCoalescing {
    float worst = 0.0f; // > 0
    std::uint32_t worstPc = 0;
    float last = 0.0f;
    std::uint32_t lastPc = 0;
};

class CoalescingWords {
public:
    static constexpr std::uint32_t kPageWords = 1024;

    // Every word overlapped by `accesses` (byte ranges of one wave-instruction at `pc`). Beyond
    // 65535 distinct instructions the further ones are not attributed.
    void record(std::span<const LaneAddress> accesses, std::uint32_t pc, double efficiency);
    // The word holding `address`; nullopt when no recorded access touched it.
    std::optional<WordCoalescing> at(std::uint64_t address) const;
    std::size_t pageCount() const { return static_cast<std::size_t>(pages_.pageCount()); }
    // Bytes of the pages this copy holds (shared ones included).
    std::size_t bytes() const { return pageCount() * sizeof(Page); }
    void clear() {
        pages_.clear();
        sites_.clear();
        lastSite_ = 0;
    }

private:
    struct Word {
        std::uint16_t worstSite = 0; // 1 + index in sites_; 0: never touched
        std::uint16_t lastSite = 0;
        std::uint16_t worst = 0; // efficiency * 65535
        std::uint16_t last = 0;
    };
    struct Page {
        std::array<Word, kPageWords> words{};
    };
    std::uint16_t siteOf(std::uint32_t pc);

    ShadowPages<Page, kPageWords> pages_;
    std::vector<std::uint32_t> sites_; // the pc of each site, in order of first access
    std::uint32_t lastPc_ = 0;         // siteOf's cache
    std::uint16_t lastSite_ = 0;
};

} // namespace wave::debug
