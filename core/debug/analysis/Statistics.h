#pragma once
// Data for the statistics view: instruction mix, SIMD efficiency, barrier waits, bank
// conflicts and memory traffic per space. Fed by the session from the same events as the
// other analyses. Single-threaded: owned by the session.

#include "debug/analysis/MemoryAccess.h"
#include "isa/InstructionInfo.h"

#include <array>
#include <cstdint>

namespace wave::debug {

struct Traffic {
    std::uint64_t loads = 0; // lane accesses
    std::uint64_t stores = 0;
    std::uint64_t atomics = 0;
    std::uint64_t loadBytes = 0;
    std::uint64_t storeBytes = 0;
    std::uint64_t atomicBytes = 0;
};

struct StatisticsData {
    static constexpr std::size_t kCategories = isa::kCategoryCount;

    std::array<std::uint64_t, kCategories> byCategory{}; // issued wave-instructions
    std::uint64_t instructions = 0;                      // issued wave-instructions
    std::uint64_t activeLaneSum = 0; // active lanes summed over issued wave-instructions
    std::uint64_t laneSlots = 0;     // wave width summed over issued wave-instructions
    std::uint64_t divergentBranches = 0;
    std::uint64_t barrierReleases = 0;
    std::uint64_t barrierWaitSteps = 0; // global steps waves spent waiting, summed over waves
    std::uint64_t bankConflictedInstructions = 0; // local wave-instructions with degree > 1
    std::uint64_t bankConflictExtraCycles = 0;    // sum of (degree - 1)
    std::uint32_t worstBankConflict = 0;
    Traffic local;
    Traffic device;

    // Active lanes per issued wave-instruction.
    double averageActiveLanes() const {
        return instructions ? static_cast<double>(activeLaneSum) / static_cast<double>(instructions)
                            : 0.0;
    }
    // Fraction of lane slots doing work, 0..1.
    double simdEfficiency() const {
        return laneSlots ? static_cast<double>(activeLaneSum) / static_cast<double>(laneSlots)
                         : 0.0;
    }
};

class Statistics {
public:
    void instruction(isa::Category category, std::uint32_t activeLanes, std::uint32_t waveWidth);
    // `count` instructions, byCategory[c] of category c (isa::kCategoryCount counts), with
    // `activeLanes` active lanes in all.
    void instructions(const std::uint64_t* byCategory, std::uint64_t count,
                      std::uint64_t activeLanes, std::uint32_t waveWidth);
    void access(const MemoryAccess& access);
    void access(const AccessBatch& batch);
    void divergentBranch() { data_.divergentBranches += 1; }
    void barrierReleased() { data_.barrierReleases += 1; }
    void barrierWait(std::uint64_t steps) { data_.barrierWaitSteps += steps; }
    // One local wave-instruction's conflict degree (0: no lane accessed).
    void bankConflict(std::uint32_t degree);

    const StatisticsData& data() const { return data_; }
    void clear() { data_ = StatisticsData{}; }

private:
    void count(MemorySpace space, AccessKind kind, std::uint64_t count, std::uint32_t size);

    StatisticsData data_;
};

} // namespace wave::debug
