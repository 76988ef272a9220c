#include "debug/session/RecordedWrites.h"

#include <bit>
#include <cstring>

namespace wave::debug {

void RecordedWrites::addWords(MemorySpace space, std::uint64_t address, std::uint32_t count,
                              std::span<const std::uint8_t> memory) {
    const auto first = static_cast<std::uint32_t>(before_.size());
    segments_.push_back(Segment{space, 4, 0, count, address, first});
    before_.resize(first + std::size_t(count)); // zeros where the memory ends
    if (address + std::uint64_t(count) * 4 <= memory.size()) {
        std::memcpy(before_.data() + first, memory.data() + address, std::size_t(count) * 4);
        return;
    }
    for (std::uint32_t l = 0; l < count; ++l)
        if (address + 4 * (l + 1) <= memory.size())
            std::memcpy(&before_[first + l], memory.data() + address + 4 * l, 4);
}

void RecordedWrites::addLanes(MemorySpace space, std::uint32_t size, std::uint64_t lanes,
                              const std::uint32_t* addresses,
                              std::span<const std::uint8_t> memory) {
    const auto count = static_cast<std::uint32_t>(std::popcount(lanes));
    const auto first = static_cast<std::uint32_t>(before_.size());
    const auto at = static_cast<std::uint32_t>(lanes_.size());
    segments_.push_back(Segment{space, size, 0, count, at, first, true});
    before_.resize(first + std::size_t(count));
    lanes_.resize(at + std::size_t(count));
    std::uint32_t* before = before_.data() + first;
    LaneAddress* entry = lanes_.data() + at;
    for (std::uint64_t m = lanes; m != 0; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const std::uint32_t address = addresses[lane];
        *entry++ = LaneAddress{lane, address};
        std::uint32_t value = 0;
        if (std::uint64_t(address) + 4 <= memory.size())
            std::memcpy(&value, memory.data() + address, 4);
        *before++ = value;
    }
}

void RecordedWrites::appendTo(std::vector<WordWrite>& out) const {
    for (const Segment& s : segments_) {
        if (s.scattered) {
            for (std::uint32_t i = 0; i < s.count; ++i) {
                const LaneAddress& a = lanes_[s.address + i];
                out.push_back(
                    WordWrite{s.space, a.address, s.size, a.lane, before_[s.before + i], 0});
            }
            continue;
        }
        if (s.count == 1) {
            out.push_back(WordWrite{s.space, s.address, s.size, s.lane, s.before, 0});
            continue;
        }
        for (std::uint32_t l = 0; l < s.count; ++l)
            out.push_back(WordWrite{s.space, s.address + 4 * std::uint64_t(l), s.size, s.lane + l,
                                    before_[s.before + l], 0});
    }
}

} // namespace wave::debug
