#include "debug/analysis/DeviceRaceDetector.h"

#include <algorithm>
#include <cstring>

namespace wave::debug {

std::uint32_t DeviceRaceDetector::siteOf(const AccessSite& site, std::uint32_t laneHigh) {
    const Site key{site.wave, site.pc, site.line, laneHigh};
    // Consecutive batches often come from one site (a wave's loop): no hash for those.
    if (lastSite_ < sites_.size() && sites_[lastSite_] == key)
        return lastSite_;
    const auto [it, added] = siteIndex_.try_emplace(key, static_cast<std::uint32_t>(sites_.size()));
    if (added)
        sites_.push_back(key);
    lastSite_ = it->second;
    return it->second;
}

// Whether an earlier device access and a later one are unordered (see RaceDetector.h).
bool DeviceRaceDetector::conflicts(const Stamp& earlier, const Stamp& now) const {
    if ((earlier.bytes() & now.bytes()) == 0)
        return false; // different bytes of the word
    if (earlier.workgroup != now.workgroup)
        return true; // workgroups are never ordered
    if (earlier.epoch() != now.epoch())
        return false; // a barrier release of their workgroup lies between
    // Lanes of one wave-instruction storing to one device word are not a race: the ISA orders
    // them (lanes in increasing order: the highest wins, docs/reference/isa.md §7), and kernels
    // rely on it.
    return earlier.site != now.site && sites_[earlier.site].wave != sites_[now.site].wave;
}

// Inline: a racy pattern reports one pair of sites over many words, and the log counts a
// repeat of its last pair without a lookup; only a new pair is described (out of line).
inline void DeviceRaceDetector::report(std::uint64_t word, const Stamp& first, AccessKind firstKind,
                                       const Stamp& second, AccessKind secondKind) {
    Race* r = log_.add(sites_[first.site].pc, firstKind, sites_[second.site].pc, secondKind);
    if (r != nullptr)
        describe(*r, word, first, firstKind, second, secondKind);
}

void DeviceRaceDetector::describe(Race& r, std::uint64_t word, const Stamp& first,
                                  AccessKind firstKind, const Stamp& second,
                                  AccessKind secondKind) const {
    const Site& a = sites_[first.site];
    const Site& b = sites_[second.site];
    r.space = MemorySpace::Device;
    r.firstWorkgroup = first.workgroup;
    r.workgroup = second.workgroup;
    r.address = word * 4;
    r.first =
        RaceSite{AccessSite{a.wave, a.laneHigh << 8 | first.lowLane(), a.pc, a.line}, firstKind};
    r.second =
        RaceSite{AccessSite{b.wave, b.laneHigh << 8 | second.lowLane(), b.pc, b.line}, secondKind};
}

template <bool Read>
void DeviceRaceDetector::touch(Page& page, std::uint64_t word, const Stamp& now, AccessKind kind) {
    const std::uint64_t i = word % kPageWords;
    std::uint8_t& state = page.state[i];
    const unsigned readers = state >> 1;
    if ((state & kWritten) != 0 && conflicts(page.write[i], now))
        report(word, page.write[i], AccessKind::Write, now, kind);
    if constexpr (Read) {
        // Keep two readers that later writes may race with: a reader that a barrier of its
        // workgroup has ordered before this one is replaced by it (for the other workgroups
        // this one races exactly when that one did).
        for (unsigned r = 0; r < readers; ++r) {
            Stamp& reader = page.reader[r][i];
            if (reader.workgroup == now.workgroup && reader.epoch() != now.epoch()) {
                put(reader, now);
                return;
            }
        }
        if (readers == 0 ||
            (readers == 1 && (page.reader[0][i].workgroup != now.workgroup ||
                              sites_[page.reader[0][i].site].wave != sites_[now.site].wave))) {
            put(page.reader[readers][i], now);
            state = static_cast<std::uint8_t>((state & kWritten) | (readers + 1) << 1);
        }
    } else {
        for (unsigned r = 0; r < readers; ++r) {
            if (conflicts(page.reader[r][i], now)) {
                report(word, page.reader[r][i], AccessKind::Read, now, kind);
                break;
            }
        }
        // Earlier readers are ordered before this write or were reported with it; a later
        // access that races with them races with this write too.
        put(page.write[i], now);
        state = kWritten;
    }
}

bool DeviceRaceDetector::untouched(const Page& page, std::uint64_t i0, std::uint32_t n) {
    std::uint8_t any = 0;
    for (std::uint32_t j = 0; j < n; ++j) // no early exit: vectorisable
        any |= page.state[i0 + j];
    return any == 0;
}

bool DeviceRaceDetector::ownWrites(const Page& page, std::uint64_t i0, std::uint32_t n,
                                   const Stamp& now) {
    const std::uint64_t epoch = now.epoch();
    bool other = false;
    for (std::uint32_t j = 0; j < n; ++j) { // no early exit: branch-free
        const Stamp& w = page.write[i0 + j];
        other |= page.state[i0 + j] != kWritten || w.workgroup != now.workgroup ||
                 (w.epoch() == epoch && w.site != now.site);
    }
    return !other;
}

void DeviceRaceDetector::stampRow(std::array<Stamp, kPageWords>& stamps, std::uint64_t i0,
                                  std::uint32_t n, std::uint64_t epoch, std::uint32_t lane,
                                  std::uint32_t workgroup, std::uint32_t site) {
    const std::uint64_t packed = epoch << 12 | 0xF;
    for (std::uint32_t j = 0; j < n; ++j) {
        Stamp& s = stamps[i0 + j];
        s.packed = packed | std::uint64_t((lane + j) & 0xFF) << 4;
        s.workgroup = workgroup;
        s.site = site;
    }
}

template <bool Read>
void DeviceRaceDetector::recordKind(const AccessBatch& batch, std::uint64_t epoch, bool allocate) {
    Pages::Cursor cursor(pages_, allocate);
    const AccessKind kind = batch.kind;
    const std::uint32_t site = siteOf(batch.site, 0);
    Stamp now{epoch << 12, batch.workgroup, site};
    const auto at = [&](std::uint32_t lane, unsigned bytes) {
        now.packed = epoch << 12 | (lane & 0xFF) << 4 | bytes;
        now.site = lane < 256 ? site : siteOf(batch.site, lane >> 8);
    };
    // A word whose page the detector could not take is not checked (the budget is spent).
    const auto visit = [&](std::uint64_t word) {
        Page* page = cursor.page(word);
        if (page != nullptr)
            touch<Read>(*page, word, now, kind);
        else
            ++unchecked_;
    };
    // The common shape: lanes 0..k-1 on consecutive aligned words, whole words each, page by
    // page. Words never touched before (a copy's input and output) have nothing to race with:
    // their stamps are set without the checks.
    std::uint64_t first = 0;
    if (const std::uint32_t k = batch.consecutiveWords(first); k != 0) {
        for (std::uint32_t l = 0; l < k;) {
            const std::uint64_t word = first + l;
            const std::uint64_t i0 = word % kPageWords;
            const auto n =
                static_cast<std::uint32_t>(std::min<std::uint64_t>(k - l, kPageWords - i0));
            Page* page = cursor.page(word);
            if (page == nullptr) {
                unchecked_ += n;
            } else if (!Read && ownWrites(*page, i0, n, now)) {
                stampRow(page->write, i0, n, epoch, l, batch.workgroup, site); // nothing to check
            } else if (untouched(*page, i0, n)) {
                stampRow(Read ? page->reader[0] : page->write, i0, n, epoch, l, batch.workgroup,
                         site);
                std::memset(page->state.data() + i0, Read ? 1 << 1 : kWritten, n);
            } else {
                for (std::uint32_t j = 0; j < n; ++j) {
                    at(l + j, 0xF);
                    touch<Read>(*page, word + j, now, kind);
                }
            }
            l += n;
        }
        return;
    }
    const std::uint64_t size = batch.size;
    batch.forEach([&](std::uint32_t lane, std::uint32_t address) {
        const std::uint64_t begin = address;
        const std::uint64_t end = begin + size;
        for (std::uint64_t word = begin / 4; word * 4 < end; ++word) {
            const std::uint64_t lo = std::max(begin, word * 4) - word * 4;
            const std::uint64_t hi = std::min(end, word * 4 + 4) - word * 4;
            at(lane, static_cast<unsigned>(((1u << hi) - 1) & ~((1u << lo) - 1)));
            visit(word);
        }
    });
}

void DeviceRaceDetector::record(const AccessBatch& batch, std::uint64_t epoch, bool allocate) {
    if (batch.kind == AccessKind::Atomic || batch.size == 0)
        return;
    if (batch.kind == AccessKind::Read)
        recordKind<true>(batch, epoch, allocate);
    else
        recordKind<false>(batch, epoch, allocate);
}

std::uint64_t DeviceRaceDetector::bytesBeyond(const DeviceRaceDetector* other) const {
    return pages_.bytesBeyond(other != nullptr ? &other->pages_ : nullptr) +
           sites_.capacity() * (sizeof(Site) + 2 * sizeof(void*));
}

void DeviceRaceDetector::clear() {
    pages_.clear();
    unchecked_ = 0;
    sites_.clear();
    siteIndex_.clear();
    lastSite_ = UINT32_MAX;
    log_.clear();
}

} // namespace wave::debug
