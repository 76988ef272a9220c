#include "debug/session/RecordedWrites.h"

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

void RecordedWrites::appendTo(std::vector<WordWrite>& out) const {
    for (const Segment& s : segments_) {
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
