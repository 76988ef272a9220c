#include "debug/analysis/RaceDetector.h"

#include <algorithm>

namespace wave::debug {

void RaceDetector::beginWorkgroup(std::uint32_t workgroup, std::uint32_t localBytes) {
    Workgroup& wg = workgroups_[workgroup];
    const std::size_t words = (static_cast<std::size_t>(localBytes) + 3) / 4;
    if (wg.words.empty() && !spare_.empty()) {
        wg.words = std::move(spare_.back());
        spare_.pop_back();
    }
    // Stale epoch ids in reused storage are harmless: every id is used once.
    wg.words.resize(words);
    wg.epoch = nextEpoch_++;
    wg.barrierCount = 0;
    cached_ = nullptr;
}

void RaceDetector::endWorkgroup(std::uint32_t workgroup) {
    auto it = workgroups_.find(workgroup);
    if (it == workgroups_.end())
        return;
    spare_.push_back(std::move(it->second.words));
    workgroups_.erase(it);
    cached_ = nullptr;
}

void RaceDetector::barrierReleased(std::uint32_t workgroup) {
    auto it = workgroups_.find(workgroup);
    if (it == workgroups_.end())
        return;
    it->second.epoch = nextEpoch_++;
    it->second.barrierCount += 1;
}

bool RaceDetector::conflicts(const Stamp& a, const Stamp& b) {
    if (a.site.wave != b.site.wave)
        return true;
    return a.step == b.step && a.site.lane != b.site.lane;
}

void RaceDetector::record(const MemoryAccess& access) {
    if (access.space != MemorySpace::Local || access.kind == AccessKind::Atomic || access.size == 0)
        return;
    if (!cached_ || cachedId_ != access.workgroup) {
        auto it = workgroups_.find(access.workgroup);
        if (it == workgroups_.end())
            return;
        cached_ = &it->second;
        cachedId_ = access.workgroup;
    }
    Workgroup& wg = *cached_;
    if (wg.words.empty())
        return;
    const std::uint64_t first = access.address / 4;
    const std::uint64_t last = std::min<std::uint64_t>(
        first + (access.address % 4 + access.size - 1) / 4, wg.words.size() - 1);
    for (std::uint64_t w = first; w <= last; ++w)
        touch(wg, access.workgroup, w, access);
}

void RaceDetector::touch(Workgroup& wg, std::uint32_t workgroupId, std::uint64_t word,
                         const MemoryAccess& access) {
    WordState& s = wg.words[static_cast<std::size_t>(word)];
    if (s.epoch != wg.epoch) {
        s.epoch = wg.epoch;
        s.hasWrite = false;
        s.readers = 0;
    }
    const Stamp now{access.site, access.step};
    if (access.kind == AccessKind::Read) {
        if (s.hasWrite && conflicts(s.write, now))
            report(workgroupId, word, wg.barrierCount, s.write, AccessKind::Write, now,
                   AccessKind::Read);
        // Keep the first reader, and the first reader of another wave: any later writer is
        // then of a different wave than at least one of them if it races with any reader.
        if (s.readers == 0) {
            s.reader[0] = now;
            s.readers = 1;
        } else if (s.readers == 1 && s.reader[0].site.wave != now.site.wave) {
            s.reader[1] = now;
            s.readers = 2;
        }
        return;
    }
    if (s.hasWrite && conflicts(s.write, now))
        report(workgroupId, word, wg.barrierCount, s.write, AccessKind::Write, now,
               AccessKind::Write);
    for (std::uint8_t i = 0; i < s.readers; ++i) {
        if (conflicts(s.reader[i], now)) {
            report(workgroupId, word, wg.barrierCount, s.reader[i], AccessKind::Read, now,
                   AccessKind::Write);
            break;
        }
    }
    s.write = now;
    s.hasWrite = true;
}

void RaceDetector::report(std::uint32_t workgroup, std::uint64_t word, std::uint32_t epoch,
                          const Stamp& first, AccessKind firstKind, const Stamp& second,
                          AccessKind secondKind) {
    const RaceKey key{first.site.pc, second.site.pc,
                      static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                                static_cast<unsigned>(secondKind))};
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
    r.workgroup = workgroup;
    r.address = word * 4;
    r.epoch = epoch;
    r.first = RaceSite{first.site, firstKind};
    r.second = RaceSite{second.site, secondKind};
    raceIndex_.emplace(key, races_.size());
    races_.push_back(r);
}

void RaceDetector::clear() {
    workgroups_.clear();
    spare_.clear();
    races_.clear();
    raceIndex_.clear();
    dropped_ = 0;
    cached_ = nullptr;
}

} // namespace wave::debug
