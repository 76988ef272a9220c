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
// for the whole launch, not per epoch (DeviceRaceDetector).
//
// Each distinct pair of sites (pc, kind) is reported once, with the first occurrence's waves,
// lanes and address and a count of occurrences. Single-threaded: owned by the session.

#include "debug/analysis/DeviceRaceDetector.h"
#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/RaceLog.h"
#include "debug/analysis/ShadowPages.h"

#include <array>

#include <cstdint>
#include <vector>

namespace wave::debug {

class RaceDetector {
public:
    // Distinct site pairs kept; later new pairs are counted in droppedRaces().
    static constexpr std::size_t kMaxRaces = RaceLog::kMaxRaces;
    // The shadow state of local and device words is bounded: once it holds this many bytes,
    // words not tracked yet are not checked (uncheckedAccesses() counts them), so a kernel
    // that touches gigabytes cannot make the check take gigabytes more.
    static constexpr std::uint64_t kDefaultShadowLimit = std::uint64_t(1) << 30;
    void setShadowLimit(std::uint64_t bytes) { shadowLimit_ = bytes; }
    std::uint64_t shadowLimit() const { return shadowLimit_; }
    // Bytes of shadow state held now (pages shared with copies included).
    std::uint64_t shadowBytes() const;
    // Word accesses not checked because the shadow state was full.
    std::uint64_t uncheckedAccesses() const { return unchecked_ + device_.unchecked(); }

    void beginWorkgroup(std::uint32_t workgroup, std::uint32_t localBytes);
    void endWorkgroup(std::uint32_t workgroup);
    void barrierReleased(std::uint32_t workgroup);
    // Non-atomic accesses of a begun workgroup; anything else is ignored.
    void record(const MemoryAccess& access);
    void record(const AccessBatch& batch);

    // Local-memory races.
    const std::vector<Race>& races() const { return local_.races(); }
    // Device-memory races (space Device).
    const std::vector<Race>& deviceRaces() const { return device_.log().races(); }
    // The memory the detector holds for device words, less what it shares with `earlier` (a
    // copy of it made earlier, e.g. the previous checkpoint's; null: all of it).
    std::uint64_t deviceBytes(const RaceDetector* earlier = nullptr) const {
        return device_.bytesBeyond(earlier ? &earlier->device_ : nullptr);
    }
    // The memory the detector holds for local words, less what it shares with `earlier`.
    std::uint64_t localBytes(const RaceDetector* earlier = nullptr) const;
    // Occurrences of races not recorded because the logs were full (kMaxRaces pairs each).
    std::uint64_t droppedRaces() const { return local_.dropped() + device_.log().dropped(); }
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
    struct WordPage {
        std::array<WordState, 1024> words;
    };
    using WordPages = ShadowPages<WordPage, 1024>;
    struct Workgroup {
        std::uint32_t id = 0;
        WordPages words; // allocated where touched, shared with copies (checkpoints)
        std::uint64_t wordCount = 0;
        std::uint64_t epoch = 0;        // global epoch id, unique across workgroups
        std::uint32_t barrierCount = 0; // releases so far, for reports
    };

    // The begun workgroup `id`, or nullptr.
    Workgroup* find(std::uint32_t id);
    template <bool Read>
    void recordKind(Workgroup& wg, const AccessBatch& batch, bool allocate);
    void report(const Workgroup& wg, std::uint64_t word, const Stamp& first, AccessKind firstKind,
                const AccessBatch& second, std::uint32_t secondLane);

    // Begun workgroups (the session has one at a time): a short list, searched from the
    // last one found. A copy (a checkpoint) is independent of the original.
    std::vector<Workgroup> workgroups_;
    // The last finished workgroup's pages, taken over by the next one begun: stale entries
    // read as untouched (every epoch id is used once), so a workgroup costs no allocation and
    // no zeroing of its local memory's shadow (88 bytes a word).
    WordPages spare_;
    std::size_t lastFound_ = 0;
    std::uint64_t nextEpoch_ = 1;
    std::uint64_t shadowLimit_ = kDefaultShadowLimit;
    std::uint64_t unchecked_ = 0;
    RaceLog local_;
    DeviceRaceDetector device_;
};

} // namespace wave::debug
