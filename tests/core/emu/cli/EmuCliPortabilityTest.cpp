// wave-emu's portability options (issue 16): --portability with its matrix, report and exit
// status, --schedules, --profile, --schedule, --profile-dir and their errors.
#include "EmuCliSupport.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

using namespace wave::test;

namespace {

// One-lane waves racing for word 0: the last wave to store wins.
constexpr const char* kLastWaveWins = R"(.kernel last
.registers 4
.workgroup_size 64, 1, 1
    mov      r0, sr_wave_id
    mov      r1, sr_lane_id
    mov_imm  r2, 0
    icmp_eq  p1, r1, r2
    @p1 device_store_u32 r2, r0
    halt
.end
)";

// Each thread stores its id: the same at every width and in every order.
constexpr const char* kPortable = R"(.kernel ids
.registers 4
.workgroup_size 64, 1, 1
    mov      r0, sr_thread_id_x
    mov_imm  r1, 2
    shl      r2, r0, r1
    device_store_u32 r2, r0
    halt
.end
)";

std::size_t count(const std::string& s, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST_F(EmuCli, PortabilityOfAPortableKernelAgreesAndExitsZero) {
    const std::string wbin = assemble("ids", kPortable);
    const ToolResult r = emuIn(dir_, {wbin, "--dump-u32", "0:64", "--portability", "--schedules",
                                      "2", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("5 profile(s) x 5 schedule(s), comparing --dump-u32 0:64"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("round-robin  reverse  barrier-run  random:1  random:2"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("amd-64 (64)     A            A        A            A         A"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("A: 25 run(s), completed; first intel-8 / round-robin"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("all runs agree"), std::string::npos);
}

TEST_F(EmuCli, PortabilityNamesTheLastWriterOfTheFirstDifferingWord) {
    const std::string wbin = assemble("last", kLastWaveWins);
    const ToolResult r =
        emuIn(dir_, {wbin, "--dump-u32", "0:1", "--portability", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    // Widths 8, 16, 32 and 64 give 8, 4, 2 and 1 waves: four results, the reference (32) is A.
    EXPECT_NE(r.out.find("nvidia-32 (32)  A"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("amd-64 (64)     D"), std::string::npos) << r.out;
    // Every run completes: the "only" is of D's memory, not of completing.
    EXPECT_NE(r.out.find("D: 1 run(s), completed (at every width; this memory at wave width 64 "
                         "only)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("  0x00000000\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("A 0x00000001  `@p1 device_store_u32 r2, r0` at " +
                         (dir_ / "last.wave:8, workgroup (0,0,0) wave 1 lane 0").string()),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("B 0x00000007"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("4 different results: the kernel is not portable"), std::string::npos);
}

// Issue 21: a deadlock at the same barrier at widths 8, 16 and 32 is one group, whatever
// memory each run left behind, and completing is said of width 64 alone.
TEST_F(EmuCli, PortabilityGroupsByOutcomeBeforeMemory) {
    std::ifstream in(std::string(WAVE_TEST_DATA) + "/portability/deadlock_below_64.wave");
    const std::string source((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
    ASSERT_FALSE(source.empty());
    const std::string wbin = assemble("deadlock_below_64", source);
    const ToolResult r = emuIn(dir_, {wbin, "--dump-u32", "0:32", "--portability", "--schedules",
                                      "1", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.out.find("intel-8 (8)     A            A        A            A"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("amd-64 (64)     B            B        B            B"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("A: 16 run(s), deadlock: deadlock detected: workgroup (0,0,0) "
                         "deadlocked - waves waiting at different barriers (at wave width 8, "
                         "16, 32 only); first intel-8 / round-robin"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("B: 4 run(s), completed (at wave width 64 only); first amd-64 / "
                         "round-robin"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(count(r.out, " run(s), "), 2u) << r.out;
    EXPECT_NE(r.out.find("2 different results: the kernel is not portable"), std::string::npos);
}

TEST_F(EmuCli, ScheduleAndProfileChangeTheRunAndAreNamed) {
    const std::string wbin = assemble("last", kLastWaveWins);
    ToolResult r = emuIn(dir_, {wbin, "--dump-u32", "0:1"});
    EXPECT_EQ(r.out, "1\n");
    EXPECT_EQ(r.err, ""); // the reference's run says nothing more
    r = emuIn(dir_, {wbin, "--dump-u32", "0:1", "--schedule", "reverse"});
    EXPECT_EQ(r.out, "0\n");
    EXPECT_EQ(r.err, "note: schedule reverse, wave width 32\n");
    r = emuIn(dir_,
              {wbin, "--dump-u32", "0:1", "--profile", "intel-8", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.out, "7\n");
    EXPECT_EQ(r.err, "note: schedule round-robin, profile intel-8, wave width 8\n");
}

TEST_F(EmuCli, UserProfilesAndBadNamesAreReported) {
    const std::string wbin = assemble("last", kLastWaveWins);
    std::ofstream(dir_ / "tiny.json") << R"({"name": "tiny-4", "wave_width": 4,
        "register_file_size": 4096, "local_memory_per_core": 4096, "max_waves_per_core": 8})";
    std::ofstream(dir_ / "bad.json") << "{\"name\": \"bad\",\n  \"wave_width\": 1e}";
    ToolResult r = emuIn(
        dir_, {wbin, "--dump-u32", "0:1", "--profile", "tiny-4", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "15\n");
    r = emuIn(dir_, {wbin, "--profile", "nvidia32", "--profile-dir", dir_.string()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(firstLine(r.err), "Error: --profile: unknown device profile 'nvidia32' (known: "
                                "intel-8, intel-16, nvidia-32, apple-32, amd-64, tiny-4)");
    EXPECT_NE(r.err.find("bad.json:2:19: expected a digit in the exponent, found '}'"),
              std::string::npos)
        << r.err;
    r = emuIn(dir_, {wbin, "--dump-u32", "0:1", "--portability", "--profile-dir", dir_.string()});
    EXPECT_EQ(count(r.out, "\ntiny-4 (4)"), 1u) << r.out;
    EXPECT_NE(
        r.err.find("warning: device profile skipped: " + (dir_ / "bad.json").string() + ":2:19:"),
        std::string::npos)
        << r.err;
    r = emuIn(dir_, {wbin, "--schedule", "lifo"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(firstLine(r.err), "Error: --schedule: unknown schedule 'lifo': expected "
                                "round-robin, random[:SEED], reverse or barrier-run");
}
