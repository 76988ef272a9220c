// What wave-emu's memory costs depend on (issue 22): local memory, the race check's state and
// the portability matrix cost what the kernel touches, under an address-space limit (`ulimit
// -v`, RLIMIT_AS in the child), and what does not fit ends in a clear error with exit status
// 1, never a status of 128 or more. Not in a sanitized build (see OutOfMemoryTest.cpp).

#include "AddressLimitTest.h"
#include "HostileTools.h"
#include "TempDir.h"

#include <gtest/gtest.h>

#include <string>

using namespace wave::test;

namespace {

class MemoryCost : public AddressLimitTest {
protected:
    MemoryCost() : AddressLimitTest("wave-memcost") {}

    ToolResult emulate(unsigned long kib, const std::vector<std::string>& args) {
        return ToolRunner::runWithAddressLimit(kib, HostileTools::emulator(), args, dir_.path(),
                                               300);
    }
};

const char* const kNothing = ".kernel k\n.workgroup_size 64, 1, 1\n    halt\n.end\n";

// `stores` local and then device stores of every thread to word 0 of each memory, each at its
// own pc: two waves make stores^2 distinct pairs of racing sites in both memories.
std::string racingEverywhere(int stores) {
    std::string s = ".kernel races\n.workgroup_size 64, 1, 1\n    mov_imm r0, 0\n"
                    "    mov r1, sr_thread_id_x\n";
    for (int i = 0; i < stores; ++i)
        s += "    local_store_u32 r0, r1\n";
    for (int i = 0; i < stores; ++i)
        s += "    device_store_u32 r0, r1\n";
    return s + "    halt\n.end\n";
}

} // namespace

// Two worker threads, each with its own 256 MiB of local memory that the kernel never touches:
// reserved address space only. The run needs at most three such states at once (two workers and
// the last workgroup's state, which the result keeps) plus a malloc arena of 64 MiB per thread:
// under 1.2 GB it always runs (it ended in an abort, 134, when the last workgroup's state was
// copied outside the allocation's try). Under 200 MB not even one worker's local memory fits: a
// clear error. In between, a worker whose state does not fit gives its workgroup to the other
// and leaves; whether one state beside the result's fits depends on when the threads allocate:
// either way it ends in exit status 0 or in that clear error, never a crash. (CI once saw 600 MB
// fail: a limit that close is not a promise.)
TEST_F(MemoryCost, ParallelWorkgroupsWithTheLargestLocalMemory) {
    const std::string wbin = assemble("k", kNothing);
    const std::vector<std::string> args = {wbin,    "--local-memory", "268435456", "--grid",
                                           "8,1,1", "--threads",      "2"};
    const ToolResult fits = emulate(1200000, args);
    EXPECT_EQ(fits.exitCode, 0) << fits.err;
    for (const unsigned long kib : {200000ul, 330000ul, 400000ul, 600000ul}) {
        const ToolResult tight = emulate(kib, args);
        EXPECT_TRUE(tight.exitCode == 0 || tight.exitCode == 1) << kib << ": " << tight.err;
        if (tight.exitCode != 0 || kib == 200000) {
            EXPECT_EQ(tight.err, "Error: cannot allocate the state of a workgroup\n") << kib;
        }
    }
}

// 64 MiB of local memory the kernel never touches: the race check costs what it touches
// (3.15 GB before).
TEST_F(MemoryCost, RaceCheckOfUntouchedLocalMemory) {
    const std::string wbin = assemble("k", kNothing);
    const ToolResult r =
        emulate(300000, {wbin, "--local-memory", "67108864", "--grid", "4,1,1", "--race-check"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("race check: no data races"), std::string::npos) << r.err;
}

// A kernel that races in some 2,400 pairs of sites in each memory: the logs keep their 1,000 pairs
// each and say how many races they did not record and what they hold the memory to.
TEST_F(MemoryCost, RaceCheckOfAKernelRacingEverywhere) {
    const std::string wbin = assemble("races", racingEverywhere(1200));
    const ToolResult r = emulate(400000, {wbin, "--grid", "2,1,1", "--race-check"});
    EXPECT_EQ(r.exitCode, 1) << r.err.substr(0, 2000);
    EXPECT_NE(r.err.find(" more races not recorded: the race log keeps 1000 pairs of sites in "
                         "local and in device memory, at most "),
              std::string::npos)
        << r.err.substr(r.err.size() > 2000 ? r.err.size() - 2000 : 0);
    EXPECT_NE(r.err.find("Error: race check: "), std::string::npos);
    EXPECT_LT(r.err.size(), 1u << 20);
}

// 25 runs (5 profiles x 5 schedules) of 64 MiB and of 4 GiB of device memory the kernel never
// touches: the runs share pages (1.3 GB and 16 GB before).
TEST_F(MemoryCost, PortabilityMatrixOfUntouchedDeviceMemory) {
    const std::string wbin = assemble("k", kNothing);
    const ToolResult small =
        emulate(300000, {wbin, "--device-memory", "67108864", "--portability", "--schedules", "1"});
    EXPECT_EQ(small.exitCode, 0) << small.err;
    EXPECT_NE(small.out.find("all runs agree"), std::string::npos) << small.out;
    const ToolResult large = emulate(4200000 + 300000, {wbin, "--device-memory", "4294967296",
                                                        "--portability", "--schedules", "1"});
    EXPECT_EQ(large.exitCode, 0) << large.err;
}

// Inputs that fill 64 MiB: the matrix needs that twice (a run's memory and the reference
// output), which 120 MB of address space cannot hold: refused before the first run, with the
// figures.
TEST_F(MemoryCost, PortabilityMatrixThatCannotFitIsRefusedUpFront) {
    const std::string wbin = assemble("k", kNothing);
    const ToolResult r = emulate(120000, {wbin, "--device-memory", "67108864", "--fill-iota",
                                          "0:u32:16777216", "--portability"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("Error: the portability matrix needs at least "), std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "");
}
