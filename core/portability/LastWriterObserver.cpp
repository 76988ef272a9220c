#include "portability/LastWriterObserver.h"

namespace wave::portability {

LastWriterObserver::LastWriterObserver(const std::vector<std::uint64_t>& words) {
    for (std::uint64_t w : words)
        sites_.emplace(w & ~std::uint64_t{3}, WriterSite{});
}

std::uint32_t LastWriterObserver::interests() const {
    return emu::Interest::kBeforeInstruction | emu::Interest::kMemoryBatches;
}

emu::ObserverAction LastWriterObserver::beforeInstruction(const emu::InstructionEvent& e) {
    workgroup_ = e.workgroup;
    op_ = e.op;
    return emu::ObserverAction::Continue;
}

emu::ObserverAction LastWriterObserver::memoryAccesses(const emu::MemoryBatchEvent& e) {
    if (e.space != emu::MemorySpace::Device || e.kind == emu::AccessKind::Read)
        return emu::ObserverAction::Continue;
    e.forEach([&](std::uint32_t lane, std::uint32_t address) {
        // An access of `size` bytes covers every word it overlaps.
        const std::uint64_t first = address & ~std::uint32_t{3};
        const std::uint64_t last = (std::uint64_t{address} + e.size - 1) & ~std::uint64_t{3};
        for (auto it = sites_.lower_bound(first); it != sites_.end() && it->first <= last; ++it)
            it->second = WriterSite{true,
                                    workgroup_,
                                    e.wave,
                                    lane,
                                    e.pc,
                                    op_,
                                    e.kind == emu::AccessKind::Atomic,
                                    it->second.writes + 1};
    });
    return emu::ObserverAction::Continue;
}

WriterSite LastWriterObserver::writer(std::uint64_t address) const {
    const auto it = sites_.find(address & ~std::uint64_t{3});
    return it == sites_.end() ? WriterSite{} : it->second;
}

} // namespace wave::portability
