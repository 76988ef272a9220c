#pragma once
// A wave's latest memory-writing instruction as AnalysisRecorder records it at run time: the
// addresses, lanes and replaced values of WaveWrites, kept compactly and cheaply. A whole
// wave's store on consecutive words is one segment whose replaced values are copied in one
// go; any other access is a segment of one. Expanded to WordWrite entries only when a
// snapshot asks (SnapshotBuilder). Plain copyable data (checkpoints copy it).

#include "debug/session/WaveWrites.h"

#include <cstdint>
#include <span>
#include <vector>

namespace wave::debug {

class RecordedWrites {
public:
    // The instruction's global step (see WaveWrites::step).
    std::uint64_t step = 0;

    bool empty() const { return segments_.empty(); }
    void clear() {
        segments_.clear();
        before_.clear();
        lanes_.clear();
    }
    // Lanes 0..count-1 writing the consecutive 4-byte words from byte `address`; `memory`
    // holds their values before the writes (null, or too short: 0).
    void addWords(MemorySpace space, std::uint64_t address, std::uint32_t count,
                  std::span<const std::uint8_t> memory);
    // The accesses of `size` bytes of the lanes of `lanes` (lowest first), lane l at
    // addresses[l]; `memory` holds the words they replace (null, or too short: 0).
    void addLanes(MemorySpace space, std::uint32_t size, std::uint64_t lanes,
                  const std::uint32_t* addresses, std::span<const std::uint8_t> memory);
    // One access of `size` bytes by `lane`; `before` is the word it replaces.
    void add(MemorySpace space, std::uint64_t address, std::uint32_t size, std::uint32_t lane,
             std::uint32_t before) {
        segments_.push_back(Segment{space, size, lane, 1, address, before});
    }
    // Every access, in the order they took effect (`after` left 0).
    void appendTo(std::vector<WordWrite>& out) const;

private:
    struct Segment {
        MemorySpace space = MemorySpace::Local;
        std::uint32_t size = 4;
        std::uint32_t lane = 0;    // of the first access
        std::uint32_t count = 1;   // > 1: lanes lane.. on consecutive words, values in before_
        std::uint64_t address = 0; // scattered: the index of the first access in lanes_
        std::uint32_t before = 0; // count 1: the value; otherwise the index of the first in before_
        bool scattered = false;   // the lanes and addresses of its `count` accesses in lanes_
    };
    struct LaneAddress {
        std::uint32_t lane = 0;
        std::uint32_t address = 0;
    };
    std::vector<Segment> segments_;
    std::vector<std::uint32_t> before_;
    std::vector<LaneAddress> lanes_;
};

} // namespace wave::debug
