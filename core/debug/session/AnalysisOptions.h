#pragma once
// Which analyses a debug session records (AnalysisRecorder) and with what limits. Plain data,
// apart from the recorder so that launch settings and snapshots can name it without pulling
// the analyses in.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/CoalescingAnalyzer.h"

#include <cstddef>

namespace wave::debug {

struct AnalysisOptions {
    bool heat = false;
    bool races = false;
    bool bankConflicts = false;
    bool coalescing = false; // device loads and stores, per wave-instruction
    // With coalescing: each device word's worst and last efficiency (CoalescingWords).
    bool coalescingWords = false;
    bool statistics = false;
    bool timeline = false;
    // With any memory analysis: the words each wave's latest store replaced, with their values
    // before it (MachineSnapshot's lastWrites: the step effects the IDE and the debug adapter
    // show at a stop). Off where no one looks at a stop (wave-emu's reports): a store then
    // costs no copy of the words it replaces.
    bool stepEffects = true;
    BankConfig bank;
    CoalescingConfig coalescingConfig;
    std::size_t timelineRecords = std::size_t{1} << 20;

    // Every analysis on: what the IDE records for its views.
    static AnalysisOptions all() {
        AnalysisOptions o;
        o.heat = o.races = o.bankConflicts = o.coalescing = o.coalescingWords = o.statistics =
            o.timeline = true;
        return o;
    }
};

} // namespace wave::debug
