// StatisticsFormat: the --stats block of docs/reference/execution-model.md §13, character for
// character.
#include "emu/StatisticsFormat.h"

#include <gtest/gtest.h>

using wave::emu::Statistics;
using wave::emu::StatisticsFormat;

TEST(StatisticsFormat, MatchesTheReferenceBlock) {
    Statistics s;
    s.integerOps = 28;
    s.floatOps = 4;
    s.memoryOps = 2;
    s.controlOps = 46;
    s.waveOps = 2;
    s.deviceStores = 8;
    s.deviceStoreBytes = 32;
    s.workgroups = 1;
    s.waves = 2;
    EXPECT_EQ(StatisticsFormat::format(s), "Execution Statistics:\n"
                                           "  Instructions executed: 82\n"
                                           "    Integer ops:         28\n"
                                           "    Float ops:           4\n"
                                           "    Memory ops:          2\n"
                                           "    Control ops:         46\n"
                                           "    Wave ops:            2\n"
                                           "    Atomic ops:          0\n"
                                           "\n"
                                           "  Device memory:\n"
                                           "    Loads:  0 (0 bytes)\n"
                                           "    Stores: 8 (32 bytes)\n"
                                           "\n"
                                           "  Local memory:\n"
                                           "    Loads:  0 (0 bytes)\n"
                                           "    Stores: 0 (0 bytes)\n"
                                           "\n"
                                           "  Barriers: 0\n"
                                           "  Divergent branches: 0\n"
                                           "\n"
                                           "  Workgroups executed: 1\n"
                                           "  Waves executed: 2\n");
}

TEST(StatisticsFormat, AtomicsCountLanesAndEveryFieldIsPrinted) {
    Statistics s;
    s.integerOps = 16;
    s.floatOps = 12;
    s.memoryOps = 14;
    s.controlOps = 46;
    s.waveOps = 4;
    s.atomicInstructions = 4;
    s.atomicLanes = 32;
    s.deviceLoads = 16;
    s.deviceLoadBytes = 32;
    s.deviceStores = 32;
    s.deviceStoreBytes = 80;
    s.localLoads = 32;
    s.localLoadBytes = 96;
    s.localStores = 31;
    s.localStoreBytes = 95;
    s.barriers = 1;
    s.divergentBranches = 2;
    s.workgroups = 3;
    s.waves = 6;
    s.barrierDivergences = 7; // not part of the reference block
    const std::string text = StatisticsFormat::format(s);
    EXPECT_NE(text.find("  Instructions executed: 96\n"), std::string::npos) << text;
    EXPECT_NE(text.find("    Atomic ops:          36\n"), std::string::npos) << text;
    EXPECT_NE(text.find("    Loads:  16 (32 bytes)\n    Stores: 32 (80 bytes)\n"),
              std::string::npos);
    EXPECT_NE(text.find("    Loads:  32 (96 bytes)\n    Stores: 31 (95 bytes)\n"),
              std::string::npos);
    EXPECT_NE(text.find("  Barriers: 1\n  Divergent branches: 2\n"), std::string::npos);
    EXPECT_NE(text.find("  Workgroups executed: 3\n  Waves executed: 6\n"), std::string::npos);
    EXPECT_EQ(text.find('7'), std::string::npos);
}
