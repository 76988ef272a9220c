// wave-emu's features beyond plain runs (docs/reference/differences.md §4-§5): typed fills,
// --kernel, --dump-regs, --trace, --max-instructions, the deadlock report, --wave-width limits and
// --threads.
#include "EmuCliSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

using namespace wave::test;

namespace {

constexpr const char* kTwoKernels = R"(
.kernel first
.registers 4
.workgroup_size 1, 1, 1
    mov_imm r0, 0
    mov_imm r1, 11
    device_store_u32 r0, r1
    halt
.end
.kernel second
.registers 4
.workgroup_size 1, 1, 1
    mov_imm r0, 0
    mov_imm r1, 22
    device_store_u32 r0, r1
    halt
.end
)";

} // namespace

TEST(EmuCliFills, TypedIotaWritesElementsOfTheType) {
    const ToolResult r = noRun({"--fill-iota", "0:u8:4:1.5", "--fill-iota", "4:u16:3:100",
                                "--fill-iota", "12:i32:2:-3", "--fill-iota", "20:u32:2:7",
                                "--fill-iota", "28:f16:3:0.5", "--fill-iota", "34:bf16:2:1.5",
                                "--fill-iota", "40:f32:2:2", "--dump-memory", "0:48"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out,
              "Device memory 0x00000000-0x00000030:\n"
              "00000000: 00 01 03 04 00 00 64 00  c8 00 00 00 00 00 00 00  |......d.........|\n"
              "00000010: fd ff ff ff 00 00 00 00  07 00 00 00 00 00 00 38  |...............8|\n"
              "00000020: 00 3c 00 00 c0 3f 00 00  00 00 00 00 00 00 00 40  |.<...?.........@|\n");
}

TEST(EmuCliFills, TypedZeroUsesTheElementSize) {
    const std::vector<std::pair<std::string, bool>> cases = {
        {"0:u8:16", true},  {"0:u8:17", false}, {"0:u16:8", true}, {"0:u16:9", false},
        {"0:bf16:8", true}, {"0:f16:9", false}, {"0:u32:4", true}, {"0:i32:5", false},
        {"0:f32:4", true},  {"0:f32:5", false}, {"8:u32:2", true}, {"16:u8:0", true},
        {"17:u8:0", false},
    };
    for (const auto& [spec, fits] : cases) {
        const ToolResult r = noRun({"--device-memory", "16", "--fill-zero", spec});
        EXPECT_EQ(r.exitCode, fits ? 0 : 1) << spec << ": " << r.err;
    }
    // Zero fills really write zeros: they run before --arg, so they cannot be seen on top of
    // it; a zero fill over an iota shows nothing either (iota comes after), so check the order.
    const ToolResult r = noRun({"--fill-iota", "0:u8:4:1", "--fill-zero", "0:u8:4", "--arg",
                                "2:fills_and_args.data", "--dump-memory", "0:8"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "Device memory 0x00000000-0x00000008:\n"
                     "00000000: 00 01 57 41 56 45 21 0a                           |..WAVE!.|\n");
}

TEST_F(EmuCli, KernelByNameAndIndex) {
    const std::string wbin = assemble("two", kTwoKernels);
    ASSERT_FALSE(wbin.empty());
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{}, "11\n"},
        {{"--kernel", "0"}, "11\n"},
        {{"--kernel", "first"}, "11\n"},
        {{"--kernel", "1"}, "22\n"},
        {{"--kernel=second"}, "22\n"},
    };
    for (const auto& [extra, out] : cases) {
        std::vector<std::string> args = {wbin, "--dump-u32", "0:1"};
        args.insert(args.end(), extra.begin(), extra.end());
        const ToolResult r = emuIn(dir_, args);
        EXPECT_EQ(r.exitCode, 0) << testing::PrintToString(extra) << r.err;
        EXPECT_EQ(r.out, out) << testing::PrintToString(extra);
    }
    ToolResult r = emuIn(dir_, {wbin, "--kernel", "third", "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(firstLine(r.err), "Error: invalid --kernel: no kernel named 'third' (the file has 2 "
                                "kernels: 0 = first, 1 = second)");
    r = emuIn(dir_, {wbin, "--kernel", "2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(firstLine(r.err), "Error: invalid --kernel: kernel index 2 is out of range (the "
                                "file has 2 kernels: 0 = first, 1 = second)");
}

TEST_F(EmuCli, DumpRegsPrintsEveryLaneOfEveryWorkgroup) {
    const std::string wbin = assemble("regs", R"(
.kernel regs
.registers 4
.workgroup_size 6, 1, 1
    mov r1, sr_lane_id
    mov r2, sr_wave_id
    mov_imm r3, 0xabc
    icmp_eq p1, r1, r2
    halt
.end
)");
    ASSERT_FALSE(wbin.empty());
    const ToolResult r = emuIn(
        dir_, {wbin, "--dump-regs", "--wave-width", "4", "--grid", "2,1,1", "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    std::string expected;
    for (int wg = 0; wg < 2; ++wg) {
        for (int wave = 0; wave < 2; ++wave) {
            const int lanes = wave == 0 ? 4 : 2;
            expected += "Registers of workgroup (" + std::to_string(wg) + ",0,0), wave " +
                        std::to_string(wave) + " (lanes 0-" + std::to_string(lanes - 1) +
                        ", 4 registers):\n";
            for (int lane = 0; lane < lanes; ++lane) {
                char line[200];
                std::snprintf(line, sizeof line,
                              "  lane %d (tid %d,0,0): p0=0 p1=%d p2=0 p3=0 r0=0x00000000 "
                              "r1=0x%08x r2=0x%08x r3=0x00000abc\n",
                              lane, wave * 4 + lane, lane == wave ? 1 : 0, lane, wave);
                expected += line;
            }
        }
    }
    EXPECT_EQ(r.out, expected + "0\n"); // before the dumps
}

TEST_F(EmuCli, TraceGoesToStderrInTheReferenceFormat) {
    const std::string wbin = assemble("two", kTwoKernels);
    ASSERT_FALSE(wbin.empty());
    const ToolResult r = emuIn(dir_, {wbin, "--trace", "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "11\n");
    EXPECT_EQ(r.err, "wg(0,0,0) wave[0] pc=0x0000: mov_imm r0, 0x00000000\n"
                     "wg(0,0,0) wave[0] pc=0x0008: mov_imm r1, 0x0000000b\n"
                     "wg(0,0,0) wave[0] pc=0x0010: device_store_u32 r0, r1\n"
                     "wg(0,0,0) wave[0] pc=0x0018: halt\n");
}

TEST_F(EmuCli, MaxInstructionsStopsAnEndlessLoop) {
    const std::string wbin = assemble("spin", R"(
.kernel spin
.workgroup_size 1, 1, 1
    loop
    endloop
    halt
.end
)");
    ASSERT_FALSE(wbin.empty());
    ToolResult r = emuIn(dir_, {wbin, "--max-instructions", "1000", "--stats"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(
        r.err.rfind("Error: instruction limit exceeded: 1001 instructions (limit: 1000) at PC "
                    "0x0000000",
                    0),
        0u)
        << r.err;
    // The default limit (10,000,000) ends it too.
    r = emuIn(dir_, {wbin});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err.rfind("Error: instruction limit exceeded: 10000001 instructions", 0), 0u)
        << r.err;
}

TEST_F(EmuCli, DeadlockReportsEveryWave) {
    const auto dir = EmuToolPaths::golden("emu-policy");
    std::string error;
    const std::string wbin = EmuToolPaths::assemble(
        dir_, "partial", ToolRunner::readFile((dir / "barrier_partial_waves.wave").string()),
        error);
    ASSERT_FALSE(wbin.empty()) << error;
    const ToolResult r = emuIn(dir_, {wbin, "--wave-width", "4", "--dump-u32", "0:8"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(firstLine(r.err), "Error: deadlock detected: workgroup (0,0,0) deadlocked - waves "
                                "waiting at different barriers");
    EXPECT_NE(r.err.find("wave 0"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("wave 1"), std::string::npos) << r.err;
}

TEST(EmuCliLaunch, WaveWidthOutsideOneToSixtyFourIsAUsageError) {
    // 0 crashes the reference (exit 101); here it is a usage error like any bad flag value
    // (docs/reference/differences.md §5), found before the binary is read.
    for (const char* width : {"0", "65", "4294967295"}) {
        const ToolResult r = emu({"int_arith.wbin", "--wave-width", width, "--dump-u32", "0:1"});
        EXPECT_EQ(r.exitCode, 2) << width;
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_NE(firstLine(r.err).find("--wave-width"), std::string::npos) << r.err;
    }
    for (const char* width : {"1", "64"}) {
        const ToolResult r = noRun({"--wave-width", width});
        EXPECT_EQ(r.exitCode, 0) << width << r.err;
    }
}

TEST(EmuCliLaunch, ThreadsDoNotChangeTheOutput) {
    const auto dir = EmuToolPaths::golden("emu");
    for (const char* name :
         {"special_regs", "thread_ids_3d", "empty_grid", "zero_threads", "atomics_device"}) {
        std::vector<std::string> args = {std::string(name) + ".wbin"};
        const auto more = ToolRunner::splitArgs(
            ToolRunner::readFile((dir / (std::string(name) + ".args")).string()));
        args.insert(args.end(), more.begin(), more.end());
        auto with = [&](const char* threads) {
            std::vector<std::string> a = args;
            a.push_back("--threads");
            a.push_back(threads);
            return emu(a);
        };
        const ToolResult one = with("1");
        const ToolResult two = with("2");
        EXPECT_EQ(one.exitCode, 0) << name << one.err;
        EXPECT_EQ(two.exitCode, one.exitCode) << name << two.err;
        EXPECT_EQ(two.out, one.out) << name;
        EXPECT_EQ(one.out, ToolRunner::readFile((dir / (std::string(name) + ".expected")).string()))
            << name;
    }
}

// Without --threads wave-emu uses every core for kernels with independent workgroups
// (WorkgroupIndependence.h): every golden program gives its reference output by default and with
// 1, 2 and 8 threads. multi_workgroup's racing ticket atomics are the documented exception with
// several threads (ThreadsKeepDeviceAtomicsCorrect); by default it stays on one.
TEST(EmuCliLaunch, EveryGoldenProgramGivesTheSameOutputOnEveryThreadCount) {
    const auto dir = EmuToolPaths::golden("emu");
    std::size_t programs = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".args")
            continue;
        const std::string name = entry.path().stem().string();
        const std::string expected = ToolRunner::readFile((dir / (name + ".expected")).string());
        std::vector<std::string> args = {name + ".wbin"};
        const auto more = ToolRunner::splitArgs(ToolRunner::readFile(entry.path().string()));
        args.insert(args.end(), more.begin(), more.end());
        const ToolResult byDefault = emu(args);
        EXPECT_EQ(byDefault.out, expected) << name << "\n" << byDefault.err;
        const ToolResult one = [&] {
            std::vector<std::string> a = args;
            a.insert(a.end(), {"--threads", "1"});
            return emu(a);
        }();
        EXPECT_EQ(one.exitCode, byDefault.exitCode) << name;
        EXPECT_EQ(one.out, byDefault.out) << name;
        EXPECT_EQ(one.err, byDefault.err) << name;
        for (const char* threads : {"2", "8"}) {
            if (name == "multi_workgroup")
                continue;
            std::vector<std::string> a = args;
            a.insert(a.end(), {"--threads", threads});
            const ToolResult r = emu(a);
            EXPECT_EQ(r.exitCode, byDefault.exitCode) << name << " --threads " << threads;
            EXPECT_EQ(r.out, byDefault.out) << name << " --threads " << threads;
            EXPECT_EQ(r.err, byDefault.err) << name << " --threads " << threads;
        }
        ++programs;
    }
    EXPECT_GE(programs, 40u);
}

TEST(EmuCliLaunch, ThreadsKeepDeviceAtomicsCorrect) {
    // multi_workgroup's workgroups take tickets with a device atomic_add. With --threads the
    // workgroups race for the counter, so the ticket each one gets may differ from the
    // sequential z, y, x order (documented in ParallelRunner.h); what must hold is that the
    // atomics stay atomic: the tickets are a permutation of 0..7, the counter ends at 8, and
    // every race-free word is identical. A race shows up only now and then: run it many times.
    const auto dir = EmuToolPaths::golden("emu");
    std::vector<std::string> args = {"multi_workgroup.wbin"};
    const auto more =
        ToolRunner::splitArgs(ToolRunner::readFile((dir / "multi_workgroup.args").string()));
    args.insert(args.end(), more.begin(), more.end());
    args.push_back("--threads");
    args.push_back("2");
    const auto expected =
        ToolRunner::splitArgs(ToolRunner::readFile((dir / "multi_workgroup.expected").string()));
    ASSERT_EQ(expected.size(), 18u);
    for (int i = 0; i < 50; ++i) {
        const ToolResult r = emu(args);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const auto words = ToolRunner::splitArgs(r.out);
        ASSERT_EQ(words.size(), expected.size()) << r.out;
        std::vector<std::string> tickets(words.begin(), words.begin() + 8);
        std::sort(tickets.begin(), tickets.end());
        EXPECT_EQ(tickets, std::vector<std::string>(expected.begin(), expected.begin() + 8));
        EXPECT_EQ(std::vector<std::string>(words.begin() + 8, words.end()),
                  std::vector<std::string>(expected.begin() + 8, expected.end()));
    }
}

TEST(EmuCliLaunch, ThreadsZeroIsAClearError) {
    const ToolResult r = noRun({"--threads", "0"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(firstLine(r.err).find("--threads"), std::string::npos) << r.err;
}
