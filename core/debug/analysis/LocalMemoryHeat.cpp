#include "debug/analysis/LocalMemoryHeat.h"

#include <algorithm>

namespace wave::debug {

void LocalMemoryHeat::reset(std::uint32_t localBytes) {
    localBytes_ = localBytes;
    words_.assign((static_cast<std::size_t>(localBytes) + 3) / 4, WordHeat{});
    maxTraffic_ = 0;
}

void LocalMemoryHeat::record(const MemoryAccess& access, std::uint32_t epoch) {
    if (access.space != MemorySpace::Local || access.size == 0 || words_.empty())
        return;
    const std::uint64_t first = access.address / 4;
    const std::uint64_t last = std::min<std::uint64_t>(
        first + (access.address % 4 + access.size - 1) / 4, words_.size() - 1);
    const bool reads = access.kind != AccessKind::Write;
    const bool writes = access.kind != AccessKind::Read;
    for (std::uint64_t w = first; w <= last; ++w) {
        WordHeat& h = words_[static_cast<std::size_t>(w)];
        h.reads += reads ? 1 : 0;
        h.writes += writes ? 1 : 0;
        h.atomics += access.kind == AccessKind::Atomic ? 1 : 0;
        if (writes) {
            h.written = true;
            h.lastWriter = access.site;
        }
        h.touched = true;
        h.lastEpoch = epoch;
        maxTraffic_ = std::max(maxTraffic_, h.reads + h.writes);
    }
}

} // namespace wave::debug
