#pragma once
// The races an analysis has found: one entry per distinct pair of sites (the pc and access kind
// of each side), holding the first occurrence's details and a count of occurrences. A full log
// counts further new pairs as dropped. Plain data: a copy (a checkpoint) is independent.

#include "debug/analysis/MemoryAccess.h"

#include <cstddef>
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

class RaceLog {
public:
    // Distinct site pairs kept; later new pairs are counted in dropped().
    static constexpr std::size_t kMaxRaces = 1000; // as the assembler keeps 1,000 errors

    // An occurrence of a race between an access at (firstPc, firstKind) and a later one at
    // (secondPc, secondKind). Returns the new entry for the caller to fill in (occurrences 1)
    // when the pair is new and the log has room; nullptr when the occurrence was counted on
    // the pair's entry, or dropped.
    Race* add(std::uint32_t firstPc, AccessKind firstKind, std::uint32_t secondPc,
              AccessKind secondKind) {
        const Key key{firstPc, secondPc,
                      static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                                static_cast<unsigned>(secondKind))};
        // A racy access pattern repeats one pair over many words: inline, no lookup for those.
        if (last_ < races_.size() && key.firstPc == lastKey_.firstPc &&
            key.secondPc == lastKey_.secondPc && key.kinds == lastKey_.kinds) {
            races_[last_].occurrences += 1;
            return nullptr;
        }
        return addNew(key);
    }

    const std::vector<Race>& races() const { return races_; }
    // Occurrences of races whose pair of sites was new when the log was full.
    std::uint64_t dropped() const { return dropped_; }
    // The memory a full log takes (entries and index): what the cap bounds it to.
    static constexpr std::uint64_t maxBytes() {
        return kMaxRaces * (sizeof(Race) + sizeof(Key) + sizeof(std::size_t) + 2 * sizeof(void*));
    }
    void clear();

private:
    struct Key {
        std::uint32_t firstPc = 0;
        std::uint32_t secondPc = 0;
        std::uint8_t kinds = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const {
            const std::uint64_t v = (static_cast<std::uint64_t>(k.firstPc) << 32) ^ k.secondPc;
            return std::hash<std::uint64_t>{}(v * 31 + k.kinds);
        }
    };

    Race* addNew(Key key); // by value: built in registers, not on the stack

    std::vector<Race> races_;
    std::unordered_map<Key, std::size_t, KeyHash> index_; // -> index in races_
    Key lastKey_;                                         // the pair counted last, at
    std::size_t last_ = SIZE_MAX;                         // this index (none: SIZE_MAX)
    std::uint64_t dropped_ = 0;
};

} // namespace wave::debug
