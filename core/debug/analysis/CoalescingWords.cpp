#include "debug/analysis/CoalescingWords.h"

#include <algorithm>
#include <cmath>

namespace wave::debug {

std::uint16_t CoalescingWords::siteOf(std::uint32_t pc) {
    if (lastSite_ != 0 && lastPc_ == pc)
        return lastSite_;
    const auto it = std::find(sites_.begin(), sites_.end(), pc);
    std::size_t index = static_cast<std::size_t>(it - sites_.begin());
    if (it == sites_.end()) {
        if (sites_.size() >= 0xFFFF)
            return 0;
        sites_.push_back(pc);
    }
    lastPc_ = pc;
    lastSite_ = static_cast<std::uint16_t>(index + 1);
    return lastSite_;
}

void CoalescingWords::record(std::span<const LaneAddress> accesses, std::uint32_t pc,
                             double efficiency) {
    const std::uint16_t site = siteOf(pc);
    if (site == 0)
        return;
    // At least 1: 0 would read as "never touched".
    const auto e = static_cast<std::uint16_t>(
        std::clamp<long>(std::lround(std::clamp(efficiency, 0.0, 1.0) * 65535.0), 1, 65535));
    // Lanes usually stay within one page: look it up once per run of accesses to it.
    ShadowPages<Page, kPageWords>::Cursor cursor(pages_);
    for (const LaneAddress& a : accesses) {
        if (a.size == 0)
            continue;
        const std::uint64_t first = a.address / 4;
        const std::uint64_t last = (a.address + a.size - 1) / 4;
        for (std::uint64_t w = first; w <= last; ++w) {
            Word& c = cursor.page(w)->words[w % kPageWords];
            if (c.worstSite == 0 || e < c.worst) {
                c.worst = e;
                c.worstSite = site;
            }
            c.last = e;
            c.lastSite = site;
        }
    }
}

std::optional<WordCoalescing> CoalescingWords::at(std::uint64_t address) const {
    const std::uint64_t w = address / 4;
    const Page* page = pages_.find(w);
    if (page == nullptr)
        return std::nullopt;
    const Word& c = page->words[w % kPageWords];
    if (c.worstSite == 0)
        return std::nullopt;
    return WordCoalescing{float(c.worst) / 65535.0f, sites_[c.worstSite - 1u],
                          float(c.last) / 65535.0f, sites_[c.lastSite - 1u]};
}

} // namespace wave::debug
