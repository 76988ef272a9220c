#pragma once
// The texts wave-emu prints on stderr for the debugger engine's analyses (README "Analyses on
// the command line"): deadlock and barrier-divergence verdicts with their barrier board, races
// and bank conflicts. The verdict and board sentences are the engine's own, word for word what
// the IDE shows; locations of races and bank conflicts are "file:line" (SourceLocator).

#include "AnalysisRun.h"
#include "SourceLocator.h"

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/CoalescingAnalyzer.h"
#include "debug/analysis/RaceDetector.h"
#include "emu/EmuTypes.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::cli {

// One local-memory instruction's bank conflicts, with what the table shows of it.
struct BankRow {
    debug::InstructionConflicts conflicts;
    std::uint32_t line = 0; // 0 when unknown
    std::string mnemonic;
};

// One device load or store's coalescing, with what the table shows of it.
struct CoalescingRow {
    debug::InstructionCoalescing coalescing;
    std::uint32_t line = 0; // 0 when unknown
    std::string mnemonic;
};

class AnalysisReport {
public:
    //   deadlock in workgroup (0,0,0) (lines of k.wave):
    //     wave 1 never reaches the barrier at line 14: ...; wave 0 waits there
    //   barrier board:
    //     wave 0: waiting at the barrier at line 14 (pc 0x0038), arrival 1
    //     wave 1: finished at line 30 (pc 0x0070)
    static std::string deadlock(const BarrierFinding& finding, const SourceLocator& source);
    // The same for a divergent barrier release ("barrier divergence in ..."), shown for its
    // first occurrence, plus how many later releases had the same verdict.
    static std::string divergence(const BarrierFinding& finding, const SourceLocator& source);

    // One line per pair of sites (in either order), the first occurrence's details:
    //   race: local word 0x0040 in workgroup (0,0,0): write at k.wave:12 (wave 0, lane 1,
    //   pc 0x0024), then read at k.wave:15 (wave 1, lane 0, pc 0x0030), no barrier between
    //   (3 times)
    // Device races read "race: device word ..." the same way; one whose accesses come from two
    // workgroups names each site's workgroup instead and ends "workgroups are not ordered".
    // Lanes of one store instruction writing one word are left out (see the .cpp). `count` is
    // set to the number of lines.
    static std::string races(const std::vector<debug::Race>& races, const emu::Dim3& grid,
                             const SourceLocator& source, std::size_t& count);

    // A table sorted by source line (then pc): location, pc, instruction, executions, worst
    // and average degree. The location column is left out without a source.
    static std::string bankConflicts(std::vector<BankRow> rows, const debug::BankConfig& config,
                                     const SourceLocator& source);

    // A table sorted by source line (then pc): location, pc, instruction, executions, average
    // sectors and lines per execution, the minimum sectors for the bytes, average and worst
    // efficiency in percent, then one line for the whole run:
    //   coalescing (device memory; 32-byte sectors, 128-byte lines; ...):
    //     location     pc      instruction       executions  sectors  lines  minimum  average worst
    //     copy.wave:9  0x0018  device_load_u32           8     8.00   2.00     4.00    50.0%  50.0%
    //   all device accesses: 64 sectors for a minimum of 32 (50.0% efficiency)
    static std::string coalescing(std::vector<CoalescingRow> rows,
                                  const debug::CoalescingConfig& config, std::uint64_t sectors,
                                  std::uint64_t minSectors, const SourceLocator& source);

private:
    static std::string barrier(const std::string& title, const BarrierFinding& finding,
                               const SourceLocator& source);
};

} // namespace wave::cli
