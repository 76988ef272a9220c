#include "debug/analysis/BankConflictAnalyzer.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

BankConflictAnalyzer::BankConflictAnalyzer(BankConfig config) : config_(config) {
    config_.bankCount = std::max<std::uint32_t>(config_.bankCount, 1);
    config_.bankWidth = std::max<std::uint32_t>(config_.bankWidth, 1);
    // Up to 64 banks: the counters are cleared per instruction, which must stay cheap.
    counting_ = std::has_single_bit(config_.bankWidth) && std::has_single_bit(config_.bankCount) &&
                config_.bankCount <= 64;
    widthShift_ = static_cast<std::uint32_t>(std::countr_zero(config_.bankWidth));
    bankMask_ = config_.bankCount - 1;
    banks_.assign(counting_ ? config_.bankCount : 0, Bank{});
    words_.reserve(64);
    next_.reserve(64);
    pending_.reserve(64);
    last_.reserve(64);
}

namespace {

// `words` is scratch space, reused between calls to avoid allocating per instruction.
std::uint32_t degreeWith(std::span<const LaneAddress> accesses, const BankConfig& config,
                         std::vector<std::uint64_t>& words) {
    const std::uint64_t width = std::max<std::uint32_t>(config.bankWidth, 1);
    const std::uint64_t banks = std::max<std::uint32_t>(config.bankCount, 1);
    // Typically 32-64 lanes x 1-3 words: sorting a small vector beats hashing.
    words.clear();
    for (const LaneAddress& a : accesses) {
        if (a.size == 0)
            continue;
        const std::uint64_t first = a.address / width;
        const std::uint64_t last = first + (a.address % width + a.size - 1) / width;
        for (std::uint64_t w = first; w <= last; ++w)
            words.push_back(w);
    }
    if (words.empty())
        return 0;
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    for (std::uint64_t& w : words)
        w %= banks;
    std::sort(words.begin(), words.end());
    std::uint32_t best = 0;
    std::uint32_t run = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
        run = (i > 0 && words[i] == words[i - 1]) ? run + 1 : 1;
        best = std::max(best, run);
    }
    return best;
}

} // namespace

std::uint32_t BankConflictAnalyzer::degree(std::span<const LaneAddress> accesses,
                                           const BankConfig& config) {
    std::vector<std::uint64_t> words;
    return degreeWith(accesses, config, words);
}

void BankConflictAnalyzer::resetCounts() {
    strided_.active = false;
    repeated_.active = false;
    noting_ = false;
    batches_ = 0;
    if (!words_.empty())
        std::fill(banks_.begin(), banks_.end(), Bank{});
    words_.clear();
    next_.clear();
    ascending_ = true;
    countedDegree_ = 0;
}

void BankConflictAnalyzer::beginInstruction(std::uint32_t pc) {
    resetCounts();
    currentPc_ = pc;
    pending_.clear();
    last_.clear();
}

inline void BankConflictAnalyzer::countWord(std::uint64_t word) {
    if (!words_.empty()) {
        const std::uint64_t previous = words_.back();
        if (word == previous)
            return; // the same word again (a broadcast)
        ascending_ = ascending_ && word > previous;
    }
    Bank& bank = banks_[word & bankMask_];
    if (!ascending_)
        for (std::int32_t i = bank.head; i >= 0; i = next_[std::size_t(i)])
            if (words_[std::size_t(i)] == word)
                return; // counted already
    next_.push_back(bank.head);
    bank.head = static_cast<std::int32_t>(words_.size());
    words_.push_back(word);
    countedDegree_ = std::max(countedDegree_, ++bank.count);
}

inline void BankConflictAnalyzer::addCounted(std::uint64_t address, std::uint32_t size) {
    if (size == 0)
        return; // ignored, as by degree()
    const std::uint64_t first = address >> widthShift_;
    const std::uint64_t words = ((address & ((std::uint64_t(1) << widthShift_) - 1)) + size - 1) >>
                                widthShift_; // beyond the first
    for (std::uint64_t w = 0; w <= words; ++w)
        countWord(first + w);
}

void BankConflictAnalyzer::addAccess(std::uint64_t address, std::uint32_t size) {
    if (keep_ || !counting_)
        pending_.push_back(LaneAddress{address, size});
    if (counting_) {
        countStrided();
        countRepeated();
        noting_ = false;
        ++batches_;
        addCounted(address, size);
    }
}

bool BankConflictAnalyzer::addStrided(const AccessBatch& batch) {
    std::uint32_t a0 = 0;
    std::int64_t stride = 0;
    const std::uint32_t k =
        batch.size == config_.bankWidth ? batch.constantStride(config_.bankWidth, a0, stride) : 0;
    if (k == 0)
        return false;
    const std::uint32_t* a = batch.laneAddresses;
    const std::int64_t d = stride >> widthShift_; // exact: s is a multiple of the width
    std::uint32_t degree = 1;
    if (d != 0) {
        const std::uint64_t residue = static_cast<std::uint64_t>(d < 0 ? -d : d) & bankMask_;
        const std::uint32_t period =
            residue == 0 ? 1u : config_.bankCount >> std::countr_zero(residue);
        degree = (k + period - 1) / period;
    }
    strided_ = Strided{true, a0 >> widthShift_, d, k, degree};
    if (keep_)
        for (std::uint32_t l = 0; l < k; ++l)
            pending_.push_back(LaneAddress{a[l], batch.size});
    return true;
}

void BankConflictAnalyzer::countStrided() {
    if (!strided_.active)
        return;
    strided_.active = false;
    for (std::uint32_t l = 0; l < strided_.lanes; ++l)
        countWord(strided_.first + static_cast<std::uint64_t>(strided_.stride * l));
}

bool BankConflictAnalyzer::addRepeated(const AccessBatch& batch) {
    const std::uint64_t mask = batch.laneMask;
    if (!batch.lanes.empty() || mask == 0)
        return false;
    const Shape& shape = shapes_.at(currentPc_);
    if (shape.lanes != mask || shape.size != batch.size)
        return false;
    const std::uint32_t* a = batch.laneAddresses;
    const std::uint32_t a0 = a[std::countr_zero(mask)];
    if (((a0 - shape.anchor) & ((std::uint32_t(1) << widthShift_) - 1)) != 0)
        return false; // not a shift by whole bank words
    std::uint64_t differ = 0;
    const auto last = static_cast<std::uint32_t>(64 - std::countl_zero(mask));
    for (std::uint32_t l = 0; l < last; ++l) // no early exit: vectorisable
        differ |=
            static_cast<std::uint64_t>(std::int64_t(a[l]) - std::int64_t(a0) - shape.offsets[l]) &
            (0 - (mask >> l & 1));
    if (differ != 0)
        return false;
    repeated_ = Repeated{true, a0, shape.degree};
    if (keep_)
        batch.forEach([&](std::uint32_t, std::uint32_t address) {
            pending_.push_back(LaneAddress{address, batch.size});
        });
    return true;
}

void BankConflictAnalyzer::countRepeated() {
    if (!repeated_.active)
        return;
    repeated_.active = false;
    const Shape& shape = shapes_.at(currentPc_);
    for (std::uint64_t m = shape.lanes; m != 0; m &= m - 1)
        addCounted(static_cast<std::uint64_t>(std::int64_t(repeated_.anchor) +
                                              shape.offsets[std::countr_zero(m)]),
                   shape.size);
}

void BankConflictAnalyzer::noteShape(const AccessBatch& batch) {
    noting_ = batch.lanes.empty() && batch.laneMask != 0;
    if (!noting_)
        return;
    const std::uint32_t* a = batch.laneAddresses;
    const std::uint32_t a0 = a[std::countr_zero(batch.laneMask)];
    noted_.lanes = batch.laneMask;
    noted_.size = batch.size;
    noted_.anchor = a0;
    for (std::uint64_t m = batch.laneMask; m != 0; m &= m - 1) {
        const auto l = static_cast<std::uint32_t>(std::countr_zero(m));
        noted_.offsets[l] = std::int64_t(a[l]) - std::int64_t(a0);
    }
}

void BankConflictAnalyzer::addAccesses(const AccessBatch& batch) {
    const std::uint32_t size = batch.size;
    if (!counting_) {
        batch.forEach([&](std::uint32_t, std::uint32_t address) {
            pending_.push_back(LaneAddress{address, size});
        });
        return;
    }
    const bool first = batches_++ == 0;
    // The memo first: a shape met before skips the stride test (strided shapes are never
    // noted, so theirs fails at the mask).
    if (first && (addRepeated(batch) || addStrided(batch)))
        return;
    countStrided();
    countRepeated();
    if (first)
        noteShape(batch);
    else
        noting_ = false;
    if (keep_)
        batch.forEach([&](std::uint32_t, std::uint32_t address) {
            pending_.push_back(LaneAddress{address, size});
        });
    if (size == std::uint32_t(1) << widthShift_) { // one bank word per aligned access
        const std::uint32_t misaligned = size - 1;
        batch.forEach([&](std::uint32_t, std::uint32_t address) {
            if ((address & misaligned) == 0)
                countWord(address >> widthShift_);
            else
                addCounted(address, size);
        });
        return;
    }
    batch.forEach([&](std::uint32_t, std::uint32_t address) { addCounted(address, size); });
}

std::uint32_t BankConflictAnalyzer::endInstruction() {
    const std::uint32_t d = !counting_         ? degreeWith(pending_, config_, scratch_)
                            : strided_.active  ? strided_.degree
                            : repeated_.active ? repeated_.degree
                                               : countedDegree_;
    if (noting_) {
        Shape& shape = shapes_.at(currentPc_);
        const std::uint32_t pc = shape.pc;
        shape = noted_;
        shape.pc = pc;
        shape.degree = d;
    }
    resetCounts();
    last_.swap(pending_); // both keep their capacity: no allocation per instruction
    pending_.clear();
    if (d > 0)
        record(currentPc_, d);
    return d;
}

void BankConflictAnalyzer::record(std::uint32_t pc, std::uint32_t d) {
    InstructionConflicts& entry = byPc_.at(pc);
    entry.pc = pc;
    entry.executions += 1;
    entry.degreeSum += d;
    entry.worst = std::max(entry.worst, d);
    extraCycles_ += d - 1;
}

std::vector<InstructionConflicts> BankConflictAnalyzer::results() const {
    return byPc_.sorted();
}

void BankConflictAnalyzer::clear() {
    resetCounts();
    pending_.clear();
    last_.clear();
    byPc_.clear();
    shapes_.clear();
    extraCycles_ = 0;
}

} // namespace wave::debug
