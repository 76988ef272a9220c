#include "debug/analysis/BankConflictAnalyzer.h"

#include <algorithm>

namespace wave::debug {

BankConflictAnalyzer::BankConflictAnalyzer(BankConfig config) : config_(config) {
    config_.bankCount = std::max<std::uint32_t>(config_.bankCount, 1);
    config_.bankWidth = std::max<std::uint32_t>(config_.bankWidth, 1);
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

void BankConflictAnalyzer::beginInstruction(std::uint32_t pc) {
    currentPc_ = pc;
    pending_.clear();
    last_.clear();
}

void BankConflictAnalyzer::addAccess(std::uint64_t address, std::uint32_t size) {
    pending_.push_back(LaneAddress{address, size});
}

void BankConflictAnalyzer::addAccesses(const AccessBatch& batch) {
    batch.forEach([&](std::uint32_t, std::uint32_t address) {
        pending_.push_back(LaneAddress{address, batch.size});
    });
}

std::uint32_t BankConflictAnalyzer::endInstruction() {
    const std::uint32_t d = degreeWith(pending_, config_, scratch_);
    last_.swap(pending_); // both keep their capacity: no allocation per instruction
    pending_.clear();
    if (d > 0)
        record(currentPc_, d);
    return d;
}

void BankConflictAnalyzer::record(std::uint32_t pc, std::uint32_t d) {
    InstructionConflicts& entry = byPc_[pc];
    entry.pc = pc;
    entry.executions += 1;
    entry.degreeSum += d;
    entry.worst = std::max(entry.worst, d);
    extraCycles_ += d - 1;
}

std::vector<InstructionConflicts> BankConflictAnalyzer::results() const {
    std::vector<InstructionConflicts> out;
    out.reserve(byPc_.size());
    for (const auto& [pc, entry] : byPc_)
        out.push_back(entry);
    std::sort(
        out.begin(), out.end(),
        [](const InstructionConflicts& a, const InstructionConflicts& b) { return a.pc < b.pc; });
    return out;
}

void BankConflictAnalyzer::clear() {
    pending_.clear();
    last_.clear();
    byPc_.clear();
    extraCycles_ = 0;
}

} // namespace wave::debug
