#pragma once
// Device-memory races (see RaceDetector for the ordering model): conflicting accesses to one
// device word by different workgroups, or by different waves of one workgroup in one barrier
// epoch, none of them atomic, on common bytes of the word.
//
// Each device word keeps its last write and up to two reads that a later write may race with,
// in ShadowPages (allocated on first touch, shared copy-on-write between copies of the
// detector: a copy, a checkpoint, copies the chunk table only). Barriers clear nothing: an
// access carries its workgroup's epoch, a global id used once.
// Single-threaded: owned by a RaceDetector (a copy may be released on any thread).

#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/RaceLog.h"
#include "debug/analysis/ShadowPages.h"

#include <array>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace wave::debug {

class DeviceRaceDetector {
public:
    // The non-atomic accesses of one wave-instruction of workgroup batch.workgroup, made in
    // its barrier epoch `epoch` (unique across workgroups, never 0, below 2^52: a barrier
    // release every nanosecond would take 52 days to get there). `allocate` false: words not
    // tracked yet are not checked (counted in unchecked()).
    void record(const AccessBatch& batch, std::uint64_t epoch, bool allocate = true);
    // Bytes of shadow pages in the detector (its own and those shared with copies).
    std::uint64_t shadowBytes() const { return pages_.pageCount() * sizeof(Page); }
    // Word accesses that were not checked because the shadow memory was full.
    std::uint64_t unchecked() const { return unchecked_; }

    const RaceLog& log() const { return log_; }
    // Bytes of shadow pages and chunk tables, counting those shared with `other` (null, or a
    // copy of this detector or of one of its copies) only once: what this detector costs
    // beyond `other`.
    std::uint64_t bytesBeyond(const DeviceRaceDetector* other) const;
    void clear();

private:
    // One access as a word remembers it, in 16 bytes: `site` indexes sites_ (wave, pc and line
    // of the wave-instruction, and the lane's bits above the low 8, 0 for any real wave).
    struct Stamp {
        std::uint64_t packed; // epoch << 12 | low 8 bits of the lane << 4 | bytes of the word
        std::uint32_t workgroup;
        std::uint32_t site;
        std::uint64_t epoch() const { return packed >> 12; }
        std::uint32_t lowLane() const { return static_cast<std::uint32_t>(packed >> 4) & 0xFF; }
        // Bit i set when byte i of the word was accessed.
        unsigned bytes() const { return static_cast<unsigned>(packed) & 0xF; }
    };
    // Word state: bit kWritten when write[] is valid; the number of valid reader entries
    // (0-2) above it. Arrays per field, so a run of stores touches only state and write.
    static constexpr std::uint8_t kWritten = 1;
    static constexpr std::uint64_t kPageWords = 1024; // 4 KiB of device memory
    struct Page {
        // Only the states need zeros: a stamp is read only when its state says it is valid.
        Page() { state.fill(0); }
        std::array<std::uint8_t, kPageWords> state;
        std::array<Stamp, kPageWords> write;
        std::array<std::array<Stamp, kPageWords>, 2> reader;
    };
    using Pages = ShadowPages<Page, kPageWords>;
    struct Site {
        std::uint32_t wave = 0;
        std::uint32_t pc = 0;
        std::uint32_t line = 0;
        std::uint32_t laneHigh = 0; // lane >> 8
        bool operator==(const Site&) const = default;
    };
    struct SiteHash {
        std::size_t operator()(const Site& s) const {
            return std::hash<std::uint64_t>{}(
                (static_cast<std::uint64_t>(s.pc) << 32 | s.line) * 0x9E3779B97F4A7C15ull ^
                (static_cast<std::uint64_t>(s.laneHigh) << 32 | s.wave));
        }
    };
    std::uint32_t siteOf(const AccessSite& site, std::uint32_t laneHigh);
    // Words i0..i0+n-1 of the page were never accessed.
    static bool untouched(const Page& page, std::uint64_t i0, std::uint32_t n);
    // Words i0..i0+n-1 of the page were last written, and not read since, by `now`'s
    // workgroup, each in an earlier epoch or at `now`'s site: a write of all of them (whole
    // words) by `now` conflicts with none.
    static bool ownWrites(const Page& page, std::uint64_t i0, std::uint32_t n, const Stamp& now);
    // Stamps the whole words i0..i0+n-1 of a page for lanes lane, lane + 1, ... (below 256) of
    // one wave-instruction at `site`, built in registers.
    static void stampRow(std::array<Stamp, kPageWords>& stamps, std::uint64_t i0, std::uint32_t n,
                         std::uint64_t epoch, std::uint32_t lane, std::uint32_t workgroup,
                         std::uint32_t site);
    // Field by field: the stamp being built is updated field by field per lane, and a whole
    // copy would reload it wide right after those narrow stores (a store-forwarding stall per
    // word).
    static void put(Stamp& to, const Stamp& from) {
        to.packed = from.packed;
        to.workgroup = from.workgroup;
        to.site = from.site;
    }
    bool conflicts(const Stamp& earlier, const Stamp& now) const;
    template <bool Read>
    void touch(Page& page, std::uint64_t word, const Stamp& now, AccessKind kind);
    template <bool Read>
    void recordKind(const AccessBatch& batch, std::uint64_t epoch, bool allocate);
    void report(std::uint64_t word, const Stamp& first, AccessKind firstKind, const Stamp& second,
                AccessKind secondKind);
    [[gnu::noinline]] void describe(Race& r, std::uint64_t word, const Stamp& first,
                                    AccessKind firstKind, const Stamp& second,
                                    AccessKind secondKind) const;

    Pages pages_;
    std::vector<Site> sites_;
    std::unordered_map<Site, std::uint32_t, SiteHash> siteIndex_;
    std::uint32_t lastSite_ = UINT32_MAX; // the site siteOf found last (none: UINT32_MAX)
    RaceLog log_;
    std::uint64_t unchecked_ = 0;
};

} // namespace wave::debug
