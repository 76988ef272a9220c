#pragma once
// The analyses behind the views, copied out of the engine at a stop so no front-end reads the
// service's live recorder: local-memory heat, bank conflicts, coalescing, races, statistics and an
// index of the timeline ready to draw. Immutable once published; shared as AnalysisSnapshotPtr.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/CoalescingAnalyzer.h"
#include "debug/analysis/CoalescingWords.h"
#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/analysis/Statistics.h"
#include "debug/analysis/TimelineIndex.h"
#include "debug/session/AnalysisOptions.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace wave::debug {

struct AnalysisSnapshot {
    std::uint64_t step = 0; // the global step it was taken at
    AnalysisOptions options;
    LocalMemoryHeat heat; // with each word's worst bank conflict (pages shared)
    std::vector<InstructionConflicts> conflicts;
    std::vector<InstructionCoalescing> coalescing; // device loads and stores
    // Each device word's worst and last access efficiency; null unless options.coalescingWords.
    // Shares its pages with the recorder (copy-on-write), so taking it copies a page table.
    std::shared_ptr<const CoalescingWords> coalescingWords;
    std::vector<Race> races;       // local memory
    std::vector<Race> deviceRaces; // device memory
    StatisticsData statistics;
    std::shared_ptr<const TimelineIndex> timeline; // null when the timeline is not recorded
};

using AnalysisSnapshotPtr = std::shared_ptr<const AnalysisSnapshot>;

} // namespace wave::debug
