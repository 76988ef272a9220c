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
// Device memory follows the same model with one more rule: workgroups are never ordered with
// each other (the specification leaves their order and concurrency to the implementation), so
// two accesses of different workgroups to one device word conflict whatever the barriers; a
// barrier release orders the accesses of its own workgroup only, and the lanes of one wave
// never race on device memory (one wave-instruction's stores to one word are ordered by lane,
// the highest wins, and conformance kernels rely on that). Accesses conflict only on common
// bytes (byte stores of different waves into one word do not race). Device words are tracked
// sparsely (only words touched) and for the whole launch, not per epoch.
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
    MemorySpace space = MemorySpace::Local;
    std::uint32_t firstWorkgroup = 0; // of the earlier access (device races may span two)
    std::uint32_t workgroup = 0;      // of the access that completed the race
    std::uint64_t address = 0;        // byte address of the word
    std::uint32_t epoch = 0;          // barrier releases of the workgroup before the race
    RaceSite first;                   // the earlier access
    RaceSite second;                  // the access that completed the race
    std::uint64_t occurrences = 1;
};

class RaceDetector {
public:
    // Distinct site pairs kept; later new pairs are counted in droppedRaces().
    static constexpr std::size_t kMaxRaces = 4096;

    void beginWorkgroup(std::uint32_t workgroup, std::uint32_t localBytes);
    void endWorkgroup(std::uint32_t workgroup);
    void barrierReleased(std::uint32_t workgroup);
    // Non-atomic accesses of a begun workgroup; anything else is ignored.
    void record(const MemoryAccess& access);
    void record(const AccessBatch& batch);

    // Local-memory races.
    const std::vector<Race>& races() const { return races_; }
    // Device-memory races (space Device).
    const std::vector<Race>& deviceRaces() const { return deviceRaces_; }
    // Device words with recorded accesses (the memory the detector holds for them).
    std::size_t deviceWords() const { return device_.size(); }
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

    struct DeviceStamp {
        AccessSite site;
        std::uint64_t step = 0;
        std::uint64_t epoch = 0; // the workgroup's global epoch id at the access
        std::uint32_t workgroup = 0;
        std::uint8_t bytes = 0xF; // the bytes of the word accessed (bit i: byte i)
    };
    struct DeviceWord {
        bool hasWrite = false;
        std::uint8_t readers = 0;
        DeviceStamp write;
        DeviceStamp reader[2];
    };

    void recordDevice(const Workgroup& wg, const AccessBatch& batch);
    void reportDevice(std::uint64_t word, const DeviceStamp& first, AccessKind firstKind,
                      const DeviceStamp& second, AccessKind secondKind);

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
    std::unordered_map<std::uint64_t, DeviceWord> device_;            // by word index
    std::vector<Race> deviceRaces_;
    std::unordered_map<RaceKey, std::size_t, RaceKeyHash> deviceRaceIndex_;
    std::uint64_t dropped_ = 0;
};

} // namespace wave::debug
