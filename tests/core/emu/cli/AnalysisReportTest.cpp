// wave-emu's analysis texts (AnalysisReport), fed by hand: races are merged per unordered pair
// of sites, stores of one instruction to one word are not races, bank-conflict rows are sorted
// and aligned.
#include "AnalysisReport.h"

#include <gtest/gtest.h>

using namespace wave;
using cli::AnalysisReport;
using cli::BankRow;
using cli::SourceLocator;

namespace {

debug::Race race(std::uint32_t firstPc, debug::AccessKind firstKind, std::uint32_t firstWave,
                 std::uint32_t secondPc, debug::AccessKind secondKind, std::uint32_t secondWave,
                 std::uint64_t occurrences = 1) {
    debug::Race r;
    r.workgroup = 5; // grid 2,3,1: (1,2,0)
    r.firstWorkgroup = 5;
    r.address = 0x40;
    r.first = debug::RaceSite{debug::AccessSite{firstWave, 1, firstPc, 0}, firstKind};
    r.second = debug::RaceSite{debug::AccessSite{secondWave, 2, secondPc, 0}, secondKind};
    r.occurrences = occurrences;
    return r;
}

BankRow row(std::uint32_t pc, std::uint32_t line, std::uint32_t worst, std::uint64_t executions,
            std::uint64_t degreeSum) {
    BankRow r;
    r.conflicts.pc = pc;
    r.conflicts.worst = worst;
    r.conflicts.executions = executions;
    r.conflicts.degreeSum = degreeSum;
    r.line = line;
    r.mnemonic = "local_load_u32";
    return r;
}

} // namespace

TEST(AnalysisReport, RacesMergeBothOrdersOfASitePair) {
    using K = debug::AccessKind;
    const std::vector<debug::Race> races = {
        race(0x10, K::Write, 0, 0x20, K::Read, 1, 3), race(0x20, K::Read, 1, 0x10, K::Write, 0, 2),
        race(0x30, K::Write, 2, 0x30, K::Write, 3, 1), // the same store in two waves
    };
    std::size_t count = 0;
    const std::string text = AnalysisReport::races(races, {2, 3, 1}, SourceLocator(), count);
    EXPECT_EQ(count, 2u);
    EXPECT_EQ(text, "race: local word 0x0040 in workgroup (1,2,0): write at pc 0x0010 (wave 0, "
                    "lane 1), then read at pc 0x0020 (wave 1, lane 2), no barrier between (5 "
                    "times)\n"
                    "race: local word 0x0040 in workgroup (1,2,0): write at pc 0x0030 (wave 2, "
                    "lane 1), then write at pc 0x0030 (wave 3, lane 2), no barrier between\n");
}

TEST(AnalysisReport, NoRacesNoLines) {
    std::size_t count = 7;
    EXPECT_EQ(AnalysisReport::races({}, {1, 1, 1}, SourceLocator(), count), "");
    EXPECT_EQ(count, 0u);
}

TEST(AnalysisReport, BankTableSortedByLineWithoutLocationsWhenNoSource) {
    const std::string text = AnalysisReport::bankConflicts(
        {row(0x40, 9, 32, 4, 128), row(0x08, 12, 1, 10, 10), row(0x20, 9, 2, 3, 5)},
        debug::BankConfig{16, 8}, SourceLocator());
    EXPECT_EQ(text, "bank conflicts (16 banks of 8 bytes; degree 1 = conflict-free, N = N-way "
                    "serialised; no source map: locations are pcs):\n"
                    "  pc      instruction     executions  worst  average\n"
                    "  0x0020  local_load_u32           3      2     1.67\n"
                    "  0x0040  local_load_u32           4     32    32.00\n"
                    "  0x0008  local_load_u32          10      1     1.00\n");
}

TEST(AnalysisReport, BankTableWithoutLocalAccesses) {
    const std::string text = AnalysisReport::bankConflicts({}, {}, SourceLocator());
    EXPECT_NE(text.find("no local-memory instruction accessed memory"), std::string::npos) << text;
}
