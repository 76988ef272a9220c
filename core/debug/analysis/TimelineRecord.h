#pragma once
// One entry of the timeline: a run of a wave's instructions, a barrier wait, or an instant
// event. Laid out in 56 bytes (a long run records millions of them).

#include <cstdint>
#include <limits>

namespace wave::debug {

enum class TimelineKind : std::uint8_t {
    Instructions,   // a run: [begin, end) with `count` instructions
    BarrierWait,    // [arrival, release); end == kOpen while waiting
    BarrierRelease, // instant
    Divergence,     // instant: a branch split the wave's mask
    Reconvergence,  // instant: an endif/endloop restored lanes
    Fault,          // instant
    Finished,       // instant: the wave's last lanes halted
};

struct TimelineRecord {
    static constexpr std::uint64_t kOpen = std::numeric_limits<std::uint64_t>::max();

    std::uint64_t begin = 0;
    std::uint64_t end = 0;           // exclusive; begin + 1 for instants
    std::uint64_t activeLaneSum = 0; // over the run's instructions
    std::uint64_t mask = 0;          // divergence/reconvergence: the mask after the event
    std::uint32_t workgroup = 0;
    std::uint32_t wave = 0;
    std::uint32_t pc = 0;    // first pc of a run, or where the event happened
    std::uint32_t line = 0;  // source line of pc, 0 when unknown
    std::uint32_t count = 0; // instructions in a run
    TimelineKind kind = TimelineKind::Instructions;
};

} // namespace wave::debug
