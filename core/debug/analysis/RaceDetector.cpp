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
        if (!spare_.empty()) {
            wg->words = std::move(spare_.back());
            spare_.pop_back();
        }
    }
    // Stale epoch ids in reused storage are harmless: every id is used once.
    wg->words.resize((static_cast<std::size_t>(localBytes) + 3) / 4);
    wg->epoch = nextEpoch_++;
    wg->barrierCount = 0;
}

void RaceDetector::endWorkgroup(std::uint32_t workgroup) {
    Workgroup* wg = find(workgroup);
    if (!wg)
        return;
    spare_.push_back(std::move(wg->words));
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
    if (batch.space == MemorySpace::Device) {
        recordDevice(*wg, batch);
        return;
    }
    if (wg->words.empty())
        return;
    if (batch.kind == AccessKind::Read)
        recordKind<true>(*wg, batch);
    else
        recordKind<false>(*wg, batch);
}

// The batch's fields are read into locals once and the new access is stored field by field:
// the compiler cannot keep them in registers across the stores to the table otherwise, and a
// Stamp assembled in memory would be reloaded wide right after narrow stores (a store
// forwarding stall per lane).
template <bool Read>
void RaceDetector::recordKind(Workgroup& wg, const AccessBatch& batch) {
    const std::uint32_t wave = batch.site.wave;
    const std::uint32_t pc = batch.site.pc;
    const std::uint32_t line = batch.site.line;
    const std::uint64_t step = batch.step;
    const std::uint32_t size = batch.size;
    const std::uint64_t epoch = wg.epoch;
    const std::uint64_t lastWord = wg.words.size() - 1;
    WordState* const words = wg.words.data();
    const auto set = [&](Stamp& stamp, std::uint32_t lane) {
        stamp.site.wave = wave;
        stamp.site.lane = lane;
        stamp.site.pc = pc;
        stamp.site.line = line;
        stamp.step = step;
    };
    const auto touch = [&](std::uint64_t word, std::uint32_t lane) {
        WordState& s = words[word];
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
    const RaceKey key{first.site.pc, second.site.pc,
                      static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                                static_cast<unsigned>(second.kind))};
    auto it = raceIndex_.find(key);
    if (it != raceIndex_.end()) {
        races_[it->second].occurrences += 1;
        return;
    }
    if (races_.size() >= kMaxRaces) {
        ++dropped_;
        return;
    }
    Race r;
    r.firstWorkgroup = wg.id;
    r.workgroup = wg.id;
    r.address = word * 4;
    r.epoch = wg.barrierCount;
    r.first = RaceSite{first.site, firstKind};
    AccessSite site = second.site;
    site.lane = secondLane;
    r.second = RaceSite{site, second.kind};
    raceIndex_.emplace(key, races_.size());
    races_.push_back(r);
}

namespace {

// Whether an earlier device access and a later one are unordered (see the header).
template <class Stamp>
bool deviceConflicts(const Stamp& a, const Stamp& b) {
    if ((a.bytes & b.bytes) == 0)
        return false; // different bytes of the word
    if (a.workgroup != b.workgroup)
        return true; // workgroups are never ordered
    if (a.epoch != b.epoch)
        return false; // a barrier release of their workgroup lies between
    // Lanes of one wave-instruction storing to one device word are not a race: the ISA orders
    // them (lanes in increasing order: the highest wins, docs/reference/isa.md §7), and kernels
    // rely on it.
    return a.site.wave != b.site.wave;
}

} // namespace

void RaceDetector::recordDevice(const Workgroup& wg, const AccessBatch& batch) {
    const bool read = batch.kind == AccessKind::Read;
    DeviceStamp now;
    now.site = batch.site;
    now.step = batch.step;
    now.epoch = wg.epoch;
    now.workgroup = wg.id;
    const auto touch = [&](std::uint64_t word) {
        DeviceWord& w = device_[word];
        if (w.hasWrite && deviceConflicts(w.write, now))
            reportDevice(word, w.write, AccessKind::Write, now, batch.kind);
        if (read) {
            // Keep two readers that later writes may race with: a reader that a barrier of
            // its workgroup has ordered before this one is replaced by it (for the other
            // workgroups this one races exactly when that one did).
            for (std::uint8_t i = 0; i < w.readers; ++i) {
                if (w.reader[i].workgroup == now.workgroup && w.reader[i].epoch != now.epoch) {
                    w.reader[i] = now;
                    return;
                }
            }
            if (w.readers == 0 || (w.readers == 1 && (w.reader[0].workgroup != now.workgroup ||
                                                      w.reader[0].site.wave != now.site.wave)))
                w.reader[w.readers++] = now;
            return;
        }
        for (std::uint8_t i = 0; i < w.readers; ++i) {
            if (deviceConflicts(w.reader[i], now)) {
                reportDevice(word, w.reader[i], AccessKind::Read, now, batch.kind);
                break;
            }
        }
        // Earlier readers are ordered before this write or were reported with it; a later
        // access that races with them races with this write too.
        w.write = now;
        w.hasWrite = true;
        w.readers = 0;
    };
    const std::uint64_t size = batch.size;
    batch.forEach([&](std::uint32_t lane, std::uint32_t address) {
        now.site.lane = lane;
        const std::uint64_t begin = address;
        const std::uint64_t end = begin + size;
        for (std::uint64_t word = begin / 4; word * 4 < end; ++word) {
            const std::uint64_t lo = std::max(begin, word * 4) - word * 4;
            const std::uint64_t hi = std::min(end, word * 4 + 4) - word * 4;
            now.bytes = static_cast<std::uint8_t>(((1u << hi) - 1) & ~((1u << lo) - 1));
            touch(word);
        }
    });
}

void RaceDetector::reportDevice(std::uint64_t word, const DeviceStamp& first, AccessKind firstKind,
                                const DeviceStamp& second, AccessKind secondKind) {
    const RaceKey key{first.site.pc, second.site.pc,
                      static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                                static_cast<unsigned>(secondKind))};
    auto it = deviceRaceIndex_.find(key);
    if (it != deviceRaceIndex_.end()) {
        deviceRaces_[it->second].occurrences += 1;
        return;
    }
    if (deviceRaces_.size() >= kMaxRaces) {
        ++dropped_;
        return;
    }
    Race r;
    r.space = MemorySpace::Device;
    r.firstWorkgroup = first.workgroup;
    r.workgroup = second.workgroup;
    r.address = word * 4;
    r.first = RaceSite{first.site, firstKind};
    r.second = RaceSite{second.site, secondKind};
    deviceRaceIndex_.emplace(key, deviceRaces_.size());
    deviceRaces_.push_back(r);
}

void RaceDetector::clear() {
    device_.clear();
    deviceRaces_.clear();
    deviceRaceIndex_.clear();
    workgroups_.clear();
    lastFound_ = 0;
    spare_.clear();
    races_.clear();
    raceIndex_.clear();
    dropped_ = 0;
}

} // namespace wave::debug
