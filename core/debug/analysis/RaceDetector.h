#pragma once
// Local-memory races: two different lanes touch the same 4-byte word in one barrier epoch of
// their workgroup, at least one of them writes, and neither access is atomic.
//
// Ordering model (why there are no false positives on reductions and scans): a wave executes
// one wave-instruction for all its lanes before its next one, so two accesses of one wave in
// different wave-instructions are ordered by program order, never a race. Lanes of one wave
// can race only inside one wave-instruction (two lanes storing to the same word). Accesses of
// different waves are ordered only by a barrier release of their workgroup, so they race when
// they fall in the same epoch. Accesses by the same lane never race.
//
// Each distinct pair of sites (pc, kind) is reported once, with the first occurrence's waves,
// lanes and address and a count of occurrences. Single-threaded: owned by the session.

#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

namespace wave::debug {

struct RaceSite {
    AccessSite site;
    AccessKind kind = AccessKind::Read;
};

struct Race {
    std::uint32_t workgroup = 0;
    std::uint64_t address = 0; // byte address of the word
    std::uint32_t epoch = 0;   // barrier releases of the workgroup before the race
    RaceSite first;            // the earlier access
    RaceSite second;           // the access that completed the race
    std::uint64_t occurrences = 1;
};

class RaceDetector {
public:
    // Distinct site pairs kept; later new pairs are counted in droppedRaces().
    static constexpr std::size_t kMaxRaces = 4096;

    void beginWorkgroup(std::uint32_t workgroup, std::uint32_t localBytes);
    void endWorkgroup(std::uint32_t workgroup);
    void barrierReleased(std::uint32_t workgroup);
    // Local, non-atomic accesses of a begun workgroup; anything else is ignored.
    void record(const MemoryAccess& access);
    void record(const AccessBatch& batch);

    const std::vector<Race>& races() const { return races_; }
    std::uint64_t droppedRaces() const { return dropped_; }
    void clear();

private:
    struct Stamp {
        AccessSite site;
        std::uint64_t step = 0;
    };
    struct WordState {
        std::uint64_t epoch = 0; // global epoch id; a stale id means "nothing in this epoch"
        bool hasWrite = false;
        std::uint8_t readers = 0; // valid entries of reader (the second is from another wave)
        Stamp write;
        Stamp reader[2];
    };
    struct Workgroup {
        std::uint32_t id = 0;
        std::vector<WordState> words;
        std::uint64_t epoch = 0;        // global epoch id, unique across workgroups
        std::uint32_t barrierCount = 0; // releases so far, for reports
    };

    struct RaceKey {
        std::uint32_t firstPc = 0;
        std::uint32_t secondPc = 0;
        std::uint8_t kinds = 0;
        bool operator==(const RaceKey&) const = default;
    };
    struct RaceKeyHash {
        std::size_t operator()(const RaceKey& k) const {
            const std::uint64_t v = (static_cast<std::uint64_t>(k.firstPc) << 32) ^ k.secondPc;
            return std::hash<std::uint64_t>{}(v * 31 + k.kinds);
        }
    };

    // The begun workgroup `id`, or nullptr.
    Workgroup* find(std::uint32_t id);
    template <bool Read>
    void recordKind(Workgroup& wg, const AccessBatch& batch);
    void report(const Workgroup& wg, std::uint64_t word, const Stamp& first, AccessKind firstKind,
                const AccessBatch& second, std::uint32_t secondLane);

    // Begun workgroups (the session has one at a time): a short list, searched from the
    // last one found. Plain data, so a copy (a checkpoint) is independent of the original.
    std::vector<Workgroup> workgroups_;
    std::size_t lastFound_ = 0;
    std::vector<std::vector<WordState>> spare_; // storage of ended workgroups, reused
    std::uint64_t nextEpoch_ = 1;
    std::vector<Race> races_;
    std::unordered_map<RaceKey, std::size_t, RaceKeyHash> raceIndex_; // -> index in races_
    std::uint64_t dropped_ = 0;
};

} // namespace wave::debug
