// wave-emu with absurd launch and memory sizes, run under the memory guard (MemoryGuard.cpp): each
// must be refused before anything is allocated, with an error that names the option and the
// limit (docs/reference/execution-model.md §3, docs/reference/differences.md §4-§5), or run within
// sane memory. An attempted huge allocation fails the test through the guard: in a plain build the
// tool's out-of-memory error (std::bad_alloc caught, exit 1, but not the refusal's message), in a
// sanitized one an AddressSanitizer report.

#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

using namespace wave::test;

namespace {

// A kernel without .registers, .local_memory or .workgroup_size, whose metadata record then
// carries register_count = 0 and local_memory = 0 (patched: the assembler writes 32 registers),
// so that --registers, --local-memory and --workgroup all apply
// (docs/reference/execution-model.md §3). Lane 0's store leaves 7 at address 0 when the registers
// exist.
class LaunchLimits : public ::testing::Test {
protected:
    void SetUp() override {
        dir_.write("k.wave", ".kernel k\n"
                             "    mov_imm r0, 0\n"
                             "    mov_imm r1, 7\n"
                             "    device_store_u32 r0, r1\n"
                             "    halt\n"
                             ".end\n");
        const ToolResult r =
            ToolRunner::run(HostileTools::assembler(), {"k.wave", "-o", "k.wbin"}, dir_.path());
        ASSERT_EQ(r.exitCode, 0) << r.err;
        std::string bytes = TestFiles::readText(dir_.path() + "/k.wbin");
        const std::uint32_t record = HostileTools::u32At(bytes, 24) + 4;
        ASSERT_EQ(HostileTools::u32At(bytes, record + 4), 32u);
        bytes.replace(record + 4, 8, std::string(8, '\0')); // registers, local memory
        dir_.write("k.wbin", bytes);
    }

    ToolResult emu(std::vector<std::string> args) const {
        args.insert(args.begin(), "k.wbin");
        return HostileTools::guarded(HostileTools::emulator(), args, dir_.path());
    }

    // Refused with exit 1 and exactly `message` as the first line.
    void expectRefused(const std::vector<std::string>& args, const std::string& message) const {
        const ToolResult r = emu(args);
        std::string call;
        for (const std::string& a : args)
            call += " " + a;
        EXPECT_EQ(r.exitCode, 1) << call << "\n" << r.err;
        EXPECT_EQ(HostileTools::firstLine(r.err), "Error: " + message) << call << "\n" << r.err;
        EXPECT_EQ(r.out, "") << call;
    }

    // Runs to completion; returns the u32 at address 0.
    void expectRuns(std::vector<std::string> args, const std::string& word0) const {
        args.push_back("--dump-u32");
        args.push_back("0:1");
        const ToolResult r = emu(args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.out, word0 + "\n") << r.err;
    }

    TempDir dir_{"wave-hostile"};
};

TEST_F(LaunchLimits, TheKernelRunsWithTheDefaults) {
    expectRuns({}, "7");
}

TEST_F(LaunchLimits, GridBeyondTwoToTheSixtyFourWorkgroups) {
    expectRefused({"--grid", "4294967295,4294967295,4294967295"},
                  "--grid 4294967295,4294967295,4294967295 has more than 2^64 workgroups");
    expectRefused({"--grid", "4294967295,4294967295,2"},
                  "--grid 4294967295,4294967295,2 has more than 2^64 workgroups");
    // An empty grid is legal whatever the other dimensions
    // (docs/reference/execution-model.md §4.1).
    expectRuns({"--grid", "4294967295,0,4294967295"}, "0");
}

TEST_F(LaunchLimits, WorkgroupBeyondTheThreadLimit) {
    const std::string tail = " exceeds the maximum of 1048576 threads per workgroup";
    expectRefused({"--workgroup", "4294967295,4294967295,4294967295"},
                  "--workgroup 4294967295,4294967295,4294967295" + tail);
    expectRefused({"--workgroup", "1048577,1,1"}, "--workgroup 1048577,1,1" + tail);
    expectRefused({"--workgroup", "1024,1024,2"}, "--workgroup 1024,1024,2" + tail);
    expectRefused({"--workgroup", "65536,65536,1"}, "--workgroup 65536,65536,1" + tail);
    // The limit itself runs (32768 waves of 32 lanes).
    expectRuns({"--workgroup", "1048576,1,1"}, "7");
}

TEST_F(LaunchLimits, RegisterFileBeyondItsLimit) {
    const std::string tail =
        " bytes of registers per workgroup, more than the maximum of 1073741824";
    // 32768 waves x 258 register rows x 32 lanes x 4 bytes (registers above 256 cannot be named).
    expectRefused({"--workgroup", "1048576,1,1", "--registers", "1000"},
                  "--workgroup 1048576,1,1 with --registers 1000 at --wave-width 32 needs "
                  "1082130432" +
                      tail);
    // Width 1 pads every wave to 8 lanes: 1048576 waves x 34 rows x 8 lanes x 4 bytes.
    expectRefused({"--workgroup", "1048576,1,1", "--wave-width", "1"},
                  "--workgroup 1048576,1,1 with --registers 32 at --wave-width 1 needs "
                  "1140850688" +
                      tail);
}

TEST_F(LaunchLimits, RegisterCountsZeroAndHuge) {
    // docs/reference/execution-model.md §4.4: reads of registers >= R give 0 and writes are
    // ignored, so with no registers the store writes 0 to address 0.
    expectRuns({"--registers", "0"}, "0");
    expectRuns({"--registers", "1"}, "0"); // r1 does not exist: the value stored is 0
    expectRuns({"--registers", "1000"}, "7");
    expectRuns({"--registers", "4294967295", "--set-reg", "255:1"}, "7");
    expectRuns({"--registers", "0", "--set-reg", "1:9", "--set-reg", "255:1"}, "0");
}

TEST_F(LaunchLimits, DeviceMemoryBeyondTheAddressSpace) {
    for (const char* size : {"4294967297", "9223372036854775808", "18446744073709551615"})
        expectRefused({"--device-memory", size}, std::string("--device-memory ") + size +
                                                     " exceeds the maximum of 4294967296 bytes");
    // No device memory at all: the store is out of bounds.
    expectRefused({"--device-memory", "0"},
                  "memory access out of bounds: address 0x0000000000000000");
}

TEST_F(LaunchLimits, LocalMemoryBeyondItsLimit) {
    const std::string tail = " bytes exceeds the maximum of 268435456 bytes per workgroup";
    for (const char* size : {"268435457", "4294967295", "4294967296", "18446744073709551615"})
        expectRefused({"--local-memory", size}, std::string("--local-memory of ") + size + tail);
    expectRuns({"--local-memory", "268435456"}, "7");
    expectRuns({"--local-memory", "0"}, "7");
}

TEST_F(LaunchLimits, WaveWidthOutsideOneToSixtyFour) {
    // docs/reference/differences.md §4-5: a usage error naming the flag, also for 0, which crashes
    // the reference.
    for (const char* width : {"0", "65", "1000", "4294967295"}) {
        const ToolResult r = emu({"--wave-width", width});
        EXPECT_EQ(r.exitCode, 2) << width << "\n" << r.err;
        EXPECT_EQ(HostileTools::firstLine(r.err), std::string("error: invalid value '") + width +
                                                      "' for '--wave-width <WAVE_WIDTH>': must "
                                                      "be between 1 and 64");
        EXPECT_EQ(r.out, "");
    }
    expectRuns({"--wave-width", "1"}, "7");
    expectRuns({"--wave-width", "64"}, "7");
}

TEST_F(LaunchLimits, WorkerThreadsBeyondTheirLimit) {
    for (const char* threads : {"0", "257", "4294967295"})
        expectRefused({"--threads", threads},
                      std::string("--threads must be between 1 and 256, got ") + threads);
}

// --threads used to multiply the memory of a workgroup: 16 workers each holding 256 MiB of local
// memory is 4 GiB, more than the guard allows (256 workers would be 64 GiB). Large workgroups
// now get fewer workers, and the run gives the sequential result.
TEST_F(LaunchLimits, ManyWorkersWithLargeWorkgroupsStayWithinMemory) {
    expectRuns({"--threads", "16", "--grid", "16,1,1", "--local-memory", "268435456"}, "7");
    expectRuns({"--threads", "256", "--grid", "4,1,1", "--workgroup", "1048576,1,1"}, "7");
}

TEST_F(LaunchLimits, HugeDumpAndFillCountsAreBoundsErrors) {
    // Element counts whose byte size overflows 64 bits: the first byte past device memory.
    const std::string oob = "memory access out of bounds: address 0x0000000000100000";
    expectRefused({"--dump-u32", "0:18446744073709551615"}, oob);
    expectRefused({"--dump-f16", "0:18446744073709551615"}, oob);
    expectRefused({"--dump-memory", "0:0xffffffffffffffff"}, oob);
    // A fill whose byte size overflows names the first byte past device memory too, not its
    // start (0x0 said nothing about where the fill went wrong).
    expectRefused({"--fill-iota", "0:f32:4611686018427387905"}, oob);
    expectRefused({"--fill-zero", "16:u32:18446744073709551615"}, oob);
    expectRefused({"--dump-u32", "0xfffffffffffffffc:2"},
                  "memory access out of bounds: address 0xfffffffffffffffc");
}

// The guard itself: a launch within every limit whose device memory exceeds the guard. A plain
// build reports the failed mapping as an error naming the device memory. A sanitized build
// cannot limit the address space (AddressSanitizer reserves terabytes of shadow), and device
// memory is a lazily zeroed mapping outside its allocator: the launch runs, costing only the
// pages it touches. Either way no memory is thrashed.
TEST_F(LaunchLimits, TheGuardStopsAnAllocationBeyondIt) {
    const ToolResult r = emu({"--device-memory", "4294967296"});
    if (HostileTools::sanitized()) {
        EXPECT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.err.find("AddressSanitizer"), std::string::npos) << r.err;
    } else {
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_EQ(HostileTools::firstLine(r.err),
                  "Error: cannot allocate 4294967296 bytes of device memory and the decoded "
                  "program")
            << r.err;
    }
}

} // namespace

namespace {

// Endless loops (docs/reference/execution-model.md §10): the per-workgroup instruction limit also
// stops them on worker threads, with the reference's fault and exit status and the same report as a
// sequential run. (The sequential cases, the default limit and the exact count are covered by
// tests/conformance/faults/instruction_limit*.wave, tests/conformance/cli/instruction_limit_*
// and EmuCli.MaxInstructionsStopsAnEndlessLoop.)
TEST(EndlessLoops, TheLimitStopsWorkerThreadsLikeASequentialRun) {
    TempDir dir("wave-hostile");
    dir.write("spin.wave", ".kernel spin\n"
                           ".workgroup_size 64, 1, 1\n"
                           "    loop\n"
                           "        barrier\n"
                           "    endloop\n"
                           "    halt\n"
                           ".end\n");
    ToolResult r =
        ToolRunner::run(HostileTools::assembler(), {"spin.wave", "-o", "spin.wbin"}, dir.path());
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto run = [&](const char* threads) {
        return HostileTools::guarded(HostileTools::emulator(),
                                     {"spin.wbin", "--grid", "4,1,1", "--max-instructions", "1000",
                                      "--threads", threads, "--dump-u32", "0:1"},
                                     dir.path());
    };
    const ToolResult one = run("1");
    EXPECT_EQ(one.exitCode, 1) << one.err;
    EXPECT_EQ(one.out, "");
    EXPECT_EQ(HostileTools::firstLine(one.err).rfind(
                  "Error: instruction limit exceeded: 1001 instructions (limit: 1000) at PC 0x", 0),
              0u)
        << one.err;
    EXPECT_NE(one.err.find("workgroup (0,0,0)"), std::string::npos) << one.err;
    const ToolResult two = run("2");
    EXPECT_EQ(two.exitCode, 1) << two.err;
    EXPECT_EQ(two.out, "");
    EXPECT_EQ(two.err, one.err);
}

} // namespace
