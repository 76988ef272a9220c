#include "debug/analysis/RaceDetector.h"

#include <algorithm>

namespace wave::debug {

RaceDetector::Workgroup* RaceDetector::find(std::uint32_t id) {
    if (lastFound_ < workgroups_.size() && workgroups_[lastFound_].id == id)
        return &workgroups_[lastFound_];
    for (std::size_t i = 0; i < workgroups_.size(); ++i) {
        if (workgroups_[i].id == id) {
            lastFound_ = i;
            return &workgroups_[i];
        }
    }
    return nullptr;
}

void RaceDetector::beginWorkgroup(std::uint32_t workgroup, std::uint32_t localBytes) {
    Workgroup* wg = find(workgroup);
    if (!wg) {
        wg = &workgroups_.emplace_back();
        wg->id = workgroup;
        wg->words = std::move(spare_);
        spare_.clear();
    }
    // Stale epoch ids in kept pages are harmless: every id is used once.
    wg->wordCount = (static_cast<std::uint64_t>(localBytes) + 3) / 4;
    wg->epoch = nextEpoch_++;
    wg->barrierCount = 0;
}

void RaceDetector::endWorkgroup(std::uint32_t workgroup) {
    Workgroup* wg = find(workgroup);
    if (!wg)
        return;
    spare_ = std::move(wg->words);
    workgroups_.erase(workgroups_.begin() + (wg - workgroups_.data()));
}

void RaceDetector::barrierReleased(std::uint32_t workgroup) {
    if (Workgroup* wg = find(workgroup)) {
        wg->epoch = nextEpoch_++;
        wg->barrierCount += 1;
    }
}

namespace {

// Whether an earlier access and a new one (wave, lane, step) are unordered (see the header).
bool conflicts(const AccessSite& site, std::uint64_t step, std::uint32_t wave, std::uint32_t lane,
               std::uint64_t nowStep) {
    if (site.wave != wave)
        return true;
    return step == nowStep && site.lane != lane;
}

} // namespace

void RaceDetector::record(const MemoryAccess& access) {
    LaneAccess lane;
    record(AccessBatch::of(access, lane));
}

void RaceDetector::record(const AccessBatch& batch) {
    if (batch.kind == AccessKind::Atomic || batch.size == 0)
        return;
    Workgroup* wg = find(batch.workgroup);
    if (!wg)
        return;
    const bool room = shadowBytes() < shadowLimit_;
    if (batch.space == MemorySpace::Device) {
        device_.record(batch, wg->epoch, room);
        return;
    }
    if (wg->wordCount == 0)
        return;
    if (batch.kind == AccessKind::Read)
        recordKind<true>(*wg, batch, room);
    else
        recordKind<false>(*wg, batch, room);
}

// The batch's fields are read into locals once and the new access is stored field by field:
// the compiler cannot keep them in registers across the stores to the table otherwise, and a
// Stamp assembled in memory would be reloaded wide right after narrow stores (a store
// forwarding stall per lane).
template <bool Read>
void RaceDetector::recordKind(Workgroup& wg, const AccessBatch& batch, bool allocate) {
    const std::uint32_t wave = batch.site.wave;
    const std::uint32_t pc = batch.site.pc;
    const std::uint32_t line = batch.site.line;
    const std::uint64_t step = batch.step;
    const std::uint32_t size = batch.size;
    const std::uint64_t epoch = wg.epoch;
    const std::uint64_t lastWord = wg.wordCount - 1;
    WordPages::Cursor cursor(wg.words, allocate);
    const auto set = [&](Stamp& stamp, std::uint32_t lane) {
        stamp.site.wave = wave;
        stamp.site.lane = lane;
        stamp.site.pc = pc;
        stamp.site.line = line;
        stamp.step = step;
    };
    const auto touch = [&](std::uint64_t word, std::uint32_t lane) {
        WordPage* page = cursor.page(word);
        if (page == nullptr) { // the shadow state is full: not checked
            ++unchecked_;
            return;
        }
        WordState& s = page->words[word % WordPages::kPageWords];
        if (s.epoch != epoch) { // first access of this epoch: nothing to race with
            s.epoch = epoch;
            s.hasWrite = !Read;
            s.readers = Read ? 1 : 0;
            set(Read ? s.reader[0] : s.write, lane);
            return;
        }
        if (s.hasWrite && conflicts(s.write.site, s.write.step, wave, lane, step))
            report(wg, word, s.write, AccessKind::Write, batch, lane);
        if constexpr (Read) {
            // Keep the first reader, and the first reader of another wave: any later writer
            // is then of a different wave than at least one of them if it races with any.
            if (s.readers == 0) {
                set(s.reader[0], lane);
                s.readers = 1;
            } else if (s.readers == 1 && s.reader[0].site.wave != wave) {
                set(s.reader[1], lane);
                s.readers = 2;
            }
        } else {
            for (std::uint8_t i = 0; i < s.readers; ++i) {
                if (conflicts(s.reader[i].site, s.reader[i].step, wave, lane, step)) {
                    report(wg, word, s.reader[i], AccessKind::Read, batch, lane);
                    break;
                }
            }
            set(s.write, lane);
            s.hasWrite = true;
        }
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

void RaceDetector::report(const Workgroup& wg, std::uint64_t word, const Stamp& first,
                          AccessKind firstKind, const AccessBatch& second,
                          std::uint32_t secondLane) {
    Race* r = local_.add(first.site.pc, firstKind, second.site.pc, second.kind);
    if (r == nullptr)
        return;
    r->firstWorkgroup = wg.id;
    r->workgroup = wg.id;
    r->address = word * 4;
    r->epoch = wg.barrierCount;
    r->first = RaceSite{first.site, firstKind};
    AccessSite site = second.site;
    site.lane = secondLane;
    r->second = RaceSite{site, second.kind};
}

std::uint64_t RaceDetector::shadowBytes() const {
    std::uint64_t pages = 0;
    for (const Workgroup& wg : workgroups_)
        pages += wg.words.pageCount();
    pages += spare_.pageCount();
    return pages * sizeof(WordPage) + device_.shadowBytes();
}

std::uint64_t RaceDetector::localBytes(const RaceDetector* earlier) const {
    std::uint64_t bytes = workgroups_.capacity() * sizeof(Workgroup);
    for (const Workgroup& wg : workgroups_) {
        const Workgroup* before = nullptr;
        if (earlier != nullptr)
            for (const Workgroup& e : earlier->workgroups_)
                before = e.id == wg.id ? &e : before;
        bytes += wg.words.bytesBeyond(before != nullptr ? &before->words : nullptr);
    }
    return bytes + spare_.bytesBeyond(earlier != nullptr ? &earlier->spare_ : nullptr);
}

void RaceDetector::clear() {
    device_.clear();
    workgroups_.clear();
    spare_.clear();
    lastFound_ = 0;
    unchecked_ = 0;
    local_.clear();
}

} // namespace wave::debug
