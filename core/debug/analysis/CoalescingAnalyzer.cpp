#include "debug/analysis/CoalescingAnalyzer.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

CoalescingAnalyzer::CoalescingAnalyzer(CoalescingConfig config) : config_(config) {
    config_.sectorBytes = std::max<std::uint32_t>(config_.sectorBytes, 1);
    config_.lineBytes = std::max(config_.lineBytes, config_.sectorBytes);
    pending_.reserve(64);
    last_.reserve(64);
    scratch_.reserve(64);
}

namespace {

std::uint32_t ceilDiv(std::uint64_t n, std::uint64_t d) {
    return static_cast<std::uint32_t>((n + d - 1) / d);
}

// `sorted` must be sorted by address. Merges overlapping ranges on the fly and counts each
// sector and line once: ranges come in address order, so a unit already counted is always
// the last one counted. `Shift`: sectors and lines are powers of two (as in practice), so units
// are found by shifts instead of divisions per lane.
template <bool Shift>
CoalescingFigures measureSorted(std::span<const LaneAddress> sorted,
                                const CoalescingConfig& config) {
    CoalescingFigures f;
    const std::uint64_t sector = config.sectorBytes;
    const std::uint64_t line = config.lineBytes;
    const int sectorShift = std::countr_zero(sector);
    const int lineShift = std::countr_zero(line);
    const auto sectorOf = [&](std::uint64_t a) { return Shift ? a >> sectorShift : a / sector; };
    const auto lineOf = [&](std::uint64_t a) { return Shift ? a >> lineShift : a / line; };
    bool any = false;
    std::uint64_t end = 0; // one past the last byte counted
    std::uint64_t lastSector = 0;
    std::uint64_t lastLine = 0;
    for (const LaneAddress& a : sorted) {
        if (a.size == 0)
            continue;
        std::uint64_t begin = a.address;
        const std::uint64_t stop = a.address + a.size;
        if (any && begin < end)
            begin = end;
        if (begin >= stop)
            continue;
        f.bytes += stop - begin;
        end = stop;
        const std::uint64_t s0 = sectorOf(begin);
        const std::uint64_t s1 = sectorOf(stop - 1);
        const std::uint64_t l0 = lineOf(begin);
        const std::uint64_t l1 = lineOf(stop - 1);
        f.sectors += static_cast<std::uint32_t>(s1 - s0 + 1 - (any && s0 == lastSector ? 1 : 0));
        f.lines += static_cast<std::uint32_t>(l1 - l0 + 1 - (any && l0 == lastLine ? 1 : 0));
        lastSector = s1;
        lastLine = l1;
        any = true;
    }
    f.minSectors = ceilDiv(f.bytes, sector);
    f.minLines = ceilDiv(f.bytes, line);
    return f;
}

CoalescingFigures measureSorted(std::span<const LaneAddress> sorted,
                                const CoalescingConfig& config) {
    return std::has_single_bit(config.sectorBytes) && std::has_single_bit(config.lineBytes)
               ? measureSorted<true>(sorted, config)
               : measureSorted<false>(sorted, config);
}

bool byAddress(const LaneAddress& a, const LaneAddress& b) {
    return a.address < b.address;
}

} // namespace

CoalescingFigures CoalescingAnalyzer::measure(std::span<const LaneAddress> accesses,
                                              const CoalescingConfig& config) {
    std::vector<LaneAddress> sorted(accesses.begin(), accesses.end());
    std::sort(sorted.begin(), sorted.end(), byAddress);
    return measureSorted(sorted, config);
}

void CoalescingAnalyzer::beginInstruction(std::uint32_t pc) {
    currentPc_ = pc;
    pending_.clear();
    last_.clear();
    sorted_ = true;
}

void CoalescingAnalyzer::addAccesses(const AccessBatch& batch) {
    if (pending_.empty())
        currentKind_ = batch.kind;
    // The common shape (lanes 0..k-1 on consecutive words) is one range: only the union of
    // the bytes matters, and one range costs one step of the measure instead of k.
    std::uint64_t first = 0;
    if (const std::uint32_t k = batch.consecutiveWords(first); k != 0) {
        sorted_ = sorted_ && (pending_.empty() || pending_.back().address <= first * 4);
        pending_.push_back(LaneAddress{first * 4, 4 * k});
        return;
    }
    // Whether the accesses come in address order is noted on the way (lanes in order usually
    // access ascending addresses): the measure then needs neither a sort nor a check.
    std::uint64_t previous = pending_.empty() ? 0 : pending_.back().address;
    bool sorted = sorted_;
    batch.forEach([&](std::uint32_t, std::uint32_t address) {
        sorted = sorted && previous <= address;
        previous = address;
        pending_.push_back(LaneAddress{address, batch.size});
    });
    sorted_ = sorted;
}

CoalescingFigures CoalescingAnalyzer::endInstruction() {
    CoalescingFigures f;
    if (sorted_) {
        f = measureSorted(pending_, config_);
    } else {
        scratch_.assign(pending_.begin(), pending_.end());
        std::sort(scratch_.begin(), scratch_.end(), byAddress);
        f = measureSorted(scratch_, config_);
    }
    last_.swap(pending_); // both keep their capacity: no allocation per instruction
    pending_.clear();
    sorted_ = true;
    if (f.sectors == 0)
        return f;
    InstructionCoalescing& entry = byPc_[currentPc_];
    if (entry.executions == 0) {
        entry.pc = currentPc_;
        entry.kind = currentKind_;
    }
    const double efficiency = f.efficiency();
    entry.executions += 1;
    entry.sectors += f.sectors;
    entry.minSectors += f.minSectors;
    entry.lines += f.lines;
    entry.minLines += f.minLines;
    entry.efficiencySum += efficiency;
    entry.worst = std::min(entry.worst, efficiency);
    sectors_ += f.sectors;
    minSectors_ += f.minSectors;
    return f;
}

std::vector<InstructionCoalescing> CoalescingAnalyzer::results() const {
    std::vector<InstructionCoalescing> out;
    out.reserve(byPc_.size());
    for (const auto& [pc, entry] : byPc_)
        out.push_back(entry);
    std::sort(
        out.begin(), out.end(),
        [](const InstructionCoalescing& a, const InstructionCoalescing& b) { return a.pc < b.pc; });
    return out;
}

void CoalescingAnalyzer::clear() {
    sorted_ = true;
    pending_.clear();
    last_.clear();
    byPc_.clear();
    sectors_ = 0;
    minSectors_ = 0;
}

} // namespace wave::debug
