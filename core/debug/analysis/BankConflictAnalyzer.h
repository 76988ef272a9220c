#pragma once
// Bank conflicts of local-memory instructions. Local memory is split into `bankCount` banks of
// `bankWidth` bytes (word w lives in bank w % bankCount). The degree of one wave-instruction is
// the largest number of DISTINCT words its active lanes touch in one bank: 1 is conflict-free,
// lanes reading the same word (broadcast) count once, and 0 means no lane accessed memory.
// Single-threaded: owned by whoever feeds it (the debug session's thread).

#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace wave::debug {

struct BankConfig {
    std::uint32_t bankCount = 32;
    std::uint32_t bankWidth = 4; // bytes
};

struct InstructionConflicts {
    std::uint32_t pc = 0;
    std::uint64_t executions = 0; // wave-instructions with at least one lane accessing
    std::uint32_t worst = 0;
    std::uint64_t degreeSum = 0;

    double average() const {
        return executions ? static_cast<double>(degreeSum) / static_cast<double>(executions) : 0.0;
    }
};

class BankConflictAnalyzer {
public:
    BankConflictAnalyzer() : BankConflictAnalyzer(BankConfig{}) {}
    explicit BankConflictAnalyzer(BankConfig config);

    const BankConfig& config() const { return config_; }

    // The degree of one wave-instruction's accesses (sizes of 0 are ignored).
    static std::uint32_t degree(std::span<const LaneAddress> accesses, const BankConfig& config);

    // Incremental feeding, one wave-instruction at a time: begin, one add per lane, end.
    void beginInstruction(std::uint32_t pc);
    void addAccess(std::uint64_t address, std::uint32_t size);
    void addAccesses(const AccessBatch& batch); // space and kind are not looked at
    // Records and returns the degree; instructions without accesses are not recorded.
    std::uint32_t endInstruction();
    // The accesses of the instruction that endInstruction last closed (until the next begin).
    std::span<const LaneAddress> lastInstruction() const { return last_; }

    // Per instruction, sorted by pc.
    std::vector<InstructionConflicts> results() const;
    // Sum over recorded executions of (degree - 1): the extra serialised bank cycles.
    std::uint64_t extraCycles() const { return extraCycles_; }
    void clear();

private:
    void record(std::uint32_t pc, std::uint32_t degree);

    BankConfig config_;
    std::uint32_t currentPc_ = 0;
    std::vector<LaneAddress> pending_;
    std::vector<LaneAddress> last_;
    std::vector<std::uint64_t> scratch_;
    std::unordered_map<std::uint32_t, InstructionConflicts> byPc_;
    std::uint64_t extraCycles_ = 0;
};

} // namespace wave::debug
