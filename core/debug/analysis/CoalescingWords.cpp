#include "debug/analysis/CoalescingWords.h"

#include <algorithm>
#include <atomic>

namespace wave::debug {

CoalescingWords::Page& CoalescingWords::writablePage(std::uint64_t index) {
    std::shared_ptr<Page>& p = pages_[index];
    if (!p) {
        p = std::make_shared<Page>();
    } else if (p.use_count() != 1) {
        p = std::make_shared<Page>(*p); // a copy (checkpoint, snapshot) still reads this one
    } else {
        // The last other owner may have just released it on another thread: its reads happen
        // before our writes.
        std::atomic_thread_fence(std::memory_order_acquire);
    }
    return *p;
}

void CoalescingWords::record(std::span<const LaneAddress> accesses, std::uint32_t pc,
                             double efficiency) {
    const auto e = static_cast<float>(std::clamp(efficiency, 1e-6, 1.0));
    // Lanes usually stay within one page: look it up once per run of accesses to it.
    std::uint64_t pageIndex = ~std::uint64_t{0};
    Page* page = nullptr;
    for (const LaneAddress& a : accesses) {
        if (a.size == 0)
            continue;
        const std::uint64_t first = a.address / 4;
        const std::uint64_t last = (a.address + a.size - 1) / 4;
        for (std::uint64_t w = first; w <= last; ++w) {
            if (w / kPageWords != pageIndex) {
                pageIndex = w / kPageWords;
                page = &writablePage(pageIndex);
            }
            WordCoalescing& c = page->words[w % kPageWords];
            if (c.worst == 0.0f || e < c.worst) {
                c.worst = e;
                c.worstPc = pc;
            }
            c.last = e;
            c.lastPc = pc;
        }
    }
}

std::optional<WordCoalescing> CoalescingWords::at(std::uint64_t address) const {
    const std::uint64_t w = address / 4;
    const auto it = pages_.find(w / kPageWords);
    if (it == pages_.end())
        return std::nullopt;
    const WordCoalescing& c = it->second->words[w % kPageWords];
    if (c.worst == 0.0f)
        return std::nullopt;
    return c;
}

} // namespace wave::debug
