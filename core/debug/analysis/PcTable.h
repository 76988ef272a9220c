#pragma once
// Per-instruction figures of an analysis, keyed by pc: found per wave-instruction, so the pcs
// seen last are kept in a small direct-mapped cache (a loop's few memory instructions hit it)
// in front of the hash index. Plain copyable data: a copy (a checkpoint) is independent, as the
// cache holds indices, not pointers.

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace wave::debug {

// `Entry` has a `pc` member, set here when the entry is made.
template <class Entry>
class PcTable {
public:
    // The entry of `pc`, value-initialised on first use.
    Entry& at(std::uint32_t pc) {
        Slot& slot = recent_[(pc >> 2) % kSlots];
        if (slot.index != kNone && slot.pc == pc)
            return entries_[slot.index];
        const auto [it, added] =
            index_.try_emplace(pc, static_cast<std::uint32_t>(entries_.size()));
        if (added)
            entries_.emplace_back().pc = pc;
        slot = Slot{pc, it->second};
        return entries_[it->second];
    }
    std::size_t size() const { return entries_.size(); }
    // Every entry, sorted by pc.
    std::vector<Entry> sorted() const {
        std::vector<Entry> out = entries_;
        std::sort(out.begin(), out.end(),
                  [](const Entry& a, const Entry& b) { return a.pc < b.pc; });
        return out;
    }
    void clear() {
        entries_.clear();
        index_.clear();
        recent_.fill(Slot{});
    }

private:
    static constexpr std::uint32_t kNone = UINT32_MAX;
    static constexpr std::size_t kSlots = 16;
    struct Slot {
        std::uint32_t pc = 0;
        std::uint32_t index = kNone;
    };
    std::vector<Entry> entries_;
    std::unordered_map<std::uint32_t, std::uint32_t> index_; // pc -> index in entries_
    std::array<Slot, kSlots> recent_{};
};

} // namespace wave::debug
