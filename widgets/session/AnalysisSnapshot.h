#pragma once
// The analyses behind the views, copied out of the engine at a stop so the GUI never reads the
// worker's live recorder: local-memory heat, bank conflicts, coalescing, races, statistics and an
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

namespace wave::widgets {

struct AnalysisSnapshot {
    std::uint64_t step = 0; // the global step it was taken at
    debug::AnalysisOptions options;
    debug::LocalMemoryHeat heat; // with each word's worst bank conflict (pages shared)
    std::vector<debug::InstructionConflicts> conflicts;
    std::vector<debug::InstructionCoalescing> coalescing; // device loads and stores
    // Each device word's worst and last access efficiency; null unless options.coalescingWords.
    // Shares its pages with the recorder (copy-on-write), so taking it copies a page table.
    std::shared_ptr<const debug::CoalescingWords> coalescingWords;
    std::vector<debug::Race> races;       // local memory
    std::vector<debug::Race> deviceRaces; // device memory
    debug::StatisticsData statistics;
    std::shared_ptr<const debug::TimelineIndex> timeline; // null when the timeline is not recorded
};

using AnalysisSnapshotPtr = std::shared_ptr<const AnalysisSnapshot>;

} // namespace wave::widgets
