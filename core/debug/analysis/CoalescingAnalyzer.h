#pragma once
// Coalescing of device-memory instructions. The memory system moves device data in sectors
// of `sectorBytes` (32) grouped in cache lines of `lineBytes` (128). For one wave-instruction
// the analyzer counts the distinct sectors and lines its active lanes touch and compares them
// with the fewest that the same number of distinct bytes could occupy: efficiency =
// minimum sectors / touched sectors (1.0 = perfectly coalesced). Bytes that several lanes
// touch (a broadcast) count once, as one transaction serves them all.
// Fed like BankConflictAnalyzer (begin, accesses, end per wave-instruction), so the recorder
// drives both the same way. Single-threaded: owned by whoever feeds it.

#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/PcTable.h"

#include <cstdint>
#include <span>
#include <vector>

namespace wave::debug {

struct CoalescingConfig {
    std::uint32_t sectorBytes = 32;
    std::uint32_t lineBytes = 128; // a multiple of sectorBytes
};

// One wave-instruction's figures.
struct CoalescingFigures {
    std::uint64_t bytes = 0; // distinct bytes touched
    std::uint32_t sectors = 0;
    std::uint32_t lines = 0;
    std::uint32_t minSectors = 0; // ceil(bytes / sectorBytes)
    std::uint32_t minLines = 0;   // ceil(bytes / lineBytes)

    // minSectors / sectors; 1.0 when nothing was accessed.
    double efficiency() const {
        return sectors ? static_cast<double>(minSectors) / static_cast<double>(sectors) : 1.0;
    }
};

struct InstructionCoalescing {
    std::uint32_t pc = 0;
    AccessKind kind = AccessKind::Read; // of its first recorded execution
    std::uint64_t executions = 0;       // wave-instructions with at least one lane accessing
    std::uint64_t sectors = 0;          // summed over executions
    std::uint64_t minSectors = 0;
    std::uint64_t lines = 0;
    std::uint64_t minLines = 0;
    double efficiencySum = 0.0;
    double worst = 1.0; // the lowest efficiency of one execution

    double average() const {
        return executions ? efficiencySum / static_cast<double>(executions) : 1.0;
    }
    double averageSectors() const {
        return executions ? static_cast<double>(sectors) / static_cast<double>(executions) : 0.0;
    }
    double averageLines() const {
        return executions ? static_cast<double>(lines) / static_cast<double>(executions) : 0.0;
    }
};

class CoalescingAnalyzer {
public:
    CoalescingAnalyzer() : CoalescingAnalyzer(CoalescingConfig{}) {}
    explicit CoalescingAnalyzer(CoalescingConfig config);

    const CoalescingConfig& config() const { return config_; }

    // The figures of one wave-instruction's accesses (sizes of 0 are ignored).
    static CoalescingFigures measure(std::span<const LaneAddress> accesses,
                                     const CoalescingConfig& config);

    void beginInstruction(std::uint32_t pc);
    void addAccesses(const AccessBatch& batch); // space is not looked at
    // Records and returns the figures; instructions without accesses are not recorded.
    CoalescingFigures endInstruction();
    // The accesses of the instruction that endInstruction last closed (until the next begin);
    // when they are not kept, a whole wave's strided access is measured by arithmetic and
    // not listed (the list is then empty).
    std::span<const LaneAddress> lastInstruction() const { return last_; }
    void setKeepAccesses(bool keep) { keep_ = keep; }
    bool keepsAccesses() const { return keep_; }

    // Per instruction, sorted by pc.
    std::vector<InstructionCoalescing> results() const;
    // Over every recorded execution: sectors touched and the minimum.
    std::uint64_t sectors() const { return sectors_; }
    std::uint64_t minSectors() const { return minSectors_; }
    void clear();

private:
    // A whole wave's aligned words at a constant stride (lanes 0..k-1, lane l at
    // first + stride * l, a stride of any multiple of 4 bytes, backwards too): its figures by
    // arithmetic, kept as (lowest address, |stride|, lanes) and listed lane by lane only if
    // another batch of the same instruction follows.
    bool addStrided(const AccessBatch& batch);
    void listStrided();
    CoalescingFigures stridedFigures() const;
    struct Strided {
        bool active = false;
        std::uint64_t low = 0;    // the lowest address
        std::uint64_t stride = 0; // bytes between neighbouring addresses
        std::uint32_t lanes = 0;
    };
    Strided strided_;
    bool wordUnits_ = false; // sectors and lines are whole words: a word never straddles them
    bool keep_ = true;

    CoalescingConfig config_;
    std::uint32_t currentPc_ = 0;
    AccessKind currentKind_ = AccessKind::Read;
    std::vector<LaneAddress> pending_;
    bool sorted_ = true; // pending_ is in address order
    std::vector<LaneAddress> last_;
    std::vector<LaneAddress> scratch_;
    PcTable<InstructionCoalescing> byPc_;
    std::uint64_t sectors_ = 0;
    std::uint64_t minSectors_ = 0;
};

} // namespace wave::debug
