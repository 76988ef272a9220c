#include "debug/analysis/CoalescingAnalyzer.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

CoalescingAnalyzer::CoalescingAnalyzer(CoalescingConfig config) : config_(config) {
    config_.sectorBytes = std::max<std::uint32_t>(config_.sectorBytes, 1);
    config_.lineBytes = std::max(config_.lineBytes, config_.sectorBytes);
    wordUnits_ = config_.sectorBytes % 4 == 0 && config_.lineBytes % 4 == 0;
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
// the last one counted. `Units` finds the sector and line of an address.
template <class Units>
CoalescingFigures measureSorted(std::span<const LaneAddress> sorted, const Units& units) {
    CoalescingFigures f;
    std::uint64_t end = 0; // one past the last byte counted (addresses start at 0 or above)
    std::uint64_t lastSector = UINT64_MAX; // none yet: no address maps to it
    std::uint64_t lastLine = UINT64_MAX;
    for (const LaneAddress& a : sorted) {
        const std::uint64_t stop = a.address + a.size;
        const std::uint64_t begin = std::max<std::uint64_t>(a.address, end);
        if (begin >= stop)
            continue; // empty, or every byte counted already
        f.bytes += stop - begin;
        end = stop;
        const std::uint64_t s0 = units.sector(begin);
        const std::uint64_t s1 = units.sector(stop - 1);
        const std::uint64_t l0 = units.line(begin);
        const std::uint64_t l1 = units.line(stop - 1);
        f.sectors += static_cast<std::uint32_t>(s1 - s0 + (s0 != lastSector));
        f.lines += static_cast<std::uint32_t>(l1 - l0 + (l0 != lastLine));
        lastSector = s1;
        lastLine = l1;
    }
    f.minSectors = ceilDiv(f.bytes, units.sectorBytes());
    f.minLines = ceilDiv(f.bytes, units.lineBytes());
    return f;
}

// Units of any size.
struct DividedUnits {
    std::uint64_t sectorSize, lineSize;
    std::uint64_t sector(std::uint64_t a) const { return a / sectorSize; }
    std::uint64_t line(std::uint64_t a) const { return a / lineSize; }
    std::uint64_t sectorBytes() const { return sectorSize; }
    std::uint64_t lineBytes() const { return lineSize; }
};

// The default units (32-byte sectors, 128-byte lines): constant shifts, the cheapest per lane.
struct DefaultUnits {
    static constexpr CoalescingConfig kConfig{};
    static_assert(kConfig.sectorBytes == 32 && kConfig.lineBytes == 128);
    std::uint64_t sector(std::uint64_t a) const { return a >> 5; }
    std::uint64_t line(std::uint64_t a) const { return a >> 7; }
    std::uint64_t sectorBytes() const { return 32; }
    std::uint64_t lineBytes() const { return 128; }
};

CoalescingFigures measureSorted(std::span<const LaneAddress> sorted,
                                const CoalescingConfig& config) {
    if (config.sectorBytes == 32 && config.lineBytes == 128)
        return measureSorted(sorted, DefaultUnits{});
    return measureSorted(sorted, DividedUnits{config.sectorBytes, config.lineBytes});
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
    strided_.active = false;
}

bool CoalescingAnalyzer::addStrided(const AccessBatch& batch) {
    std::uint32_t a0 = 0;
    std::int64_t stride = 0;
    const std::uint32_t k = wordUnits_ && batch.size == 4 ? batch.constantStride(4, a0, stride) : 0;
    if (k == 0)
        return false;
    const std::int64_t end = std::int64_t(a0) + stride * std::int64_t(k - 1);
    strided_ = Strided{true, static_cast<std::uint64_t>(std::min<std::int64_t>(a0, end)),
                       static_cast<std::uint64_t>(stride < 0 ? -stride : stride), k};
    return true;
}

void CoalescingAnalyzer::listStrided() {
    if (!strided_.active)
        return;
    strided_.active = false;
    for (std::uint32_t l = 0; l < strided_.lanes; ++l)
        pending_.push_back(LaneAddress{strided_.low + strided_.stride * l, 4});
}

// Words at a stride below a unit leave no unit out between the lowest and the highest; at a
// stride of a unit or more, each lands in a unit of its own.
CoalescingFigures CoalescingAnalyzer::stridedFigures() const {
    const Strided& s = strided_;
    const std::uint64_t high = s.low + s.stride * (s.lanes - 1);
    const auto units = [&](std::uint64_t unit) {
        return static_cast<std::uint32_t>(s.stride == 0      ? 1
                                          : s.stride >= unit ? s.lanes
                                                             : high / unit - s.low / unit + 1);
    };
    CoalescingFigures f;
    f.bytes = s.stride == 0 ? 4 : 4 * std::uint64_t(s.lanes);
    f.sectors = units(config_.sectorBytes);
    f.lines = units(config_.lineBytes);
    f.minSectors = ceilDiv(f.bytes, config_.sectorBytes);
    f.minLines = ceilDiv(f.bytes, config_.lineBytes);
    return f;
}

void CoalescingAnalyzer::addAccesses(const AccessBatch& batch) {
    listStrided(); // an earlier batch of this instruction
    if (pending_.empty()) {
        currentKind_ = batch.kind;
        if (!keep_ && addStrided(batch))
            return;
    }
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
    if (strided_.active) {
        f = stridedFigures();
        strided_.active = false;
    } else if (sorted_) {
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
    InstructionCoalescing& entry = byPc_.at(currentPc_);
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
    return byPc_.sorted();
}

void CoalescingAnalyzer::clear() {
    sorted_ = true;
    strided_.active = false;
    pending_.clear();
    last_.clear();
    byPc_.clear();
    sectors_ = 0;
    minSectors_ = 0;
}

} // namespace wave::debug
