// wave-emu's analyses (README "Analyses on the command line"): the deadlock and
// barrier-divergence verdicts with their barrier board, --race-check, --bank-conflicts and
// --timeline. Everything goes to stderr after what the reference prints: stdout and the exit
// status stay the reference's (except that a race turns a 0 into 1).
#include "EmuCliSupport.h"
#include "JsonChecker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

using namespace wave::test;

namespace {

std::string readExample(const std::string& name, const std::string& ext) {
    return ToolRunner::readFile((std::filesystem::path(WAVE_EXAMPLES_DIR) / (name + ext)).string());
}

bool contains(const std::string& text, const std::string& needle) {
    return text.find(needle) != std::string::npos;
}

std::size_t countLines(const std::string& text, const std::string& prefix) {
    std::size_t n = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        n += line.rfind(prefix, 0) == 0 ? 1 : 0;
    return n;
}

// The worst degree in a --bank-conflicts table over the rows of `mnemonic` (0 when absent).
// Rows: [location] pc instruction executions worst average.
unsigned worstDegree(const std::string& err, const std::string& mnemonic) {
    unsigned worst = 0;
    std::istringstream in(err);
    for (std::string line; std::getline(in, line);) {
        std::istringstream row(line);
        std::vector<std::string> cells;
        for (std::string cell; row >> cell;)
            cells.push_back(cell);
        if (cells.size() < 5)
            continue;
        const std::size_t m = cells.size() - 4; // the instruction column
        if (cells[m] == mnemonic)
            worst = std::max(worst, static_cast<unsigned>(std::stoul(cells[m + 2])));
    }
    return worst;
}

// Two waves of 4: each thread stores its word, then reads a word of the other wave with no
// barrier between (line 8 and line 11).
const char* kRacy = R"(.kernel racy
.registers 8
.local_memory 64
.workgroup_size 8, 1, 1
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    local_store_u32 r2, r0
    mov_imm r3, 16
    xor r4, r2, r3
    local_load_u32 r5, r4
    device_store_u32 r2, r5
    halt
.end
)";

// Every workgroup adds its id to device word 0 with a plain load and store (lines 7 and 9):
// a race between workgroups, whatever the barriers.
const char* kDeviceRacy = R"(.kernel device_racy
.registers 8
.workgroup_size 1, 1, 1
    mov r0, sr_workgroup_id_x
    mov_imm r1, 0
    barrier
    device_load_u32 r2, r1
    iadd r2, r2, r0
    device_store_u32 r1, r2
    halt
.end
)";

// Wave 1 takes a longer path and halts while wave 0 already waits at the barrier.
const char* kEarlyHalt = R"(.kernel early_halt
.registers 8
.workgroup_size 8, 1, 1
    mov r0, sr_wave_id
    mov_imm r1, 1
    icmp_eq p1, r0, r1
    if p1
        iadd r2, r2, r1
        iadd r2, r2, r1
        halt
    endif
    barrier
    halt
.end
)";

class EmuCliAnalyses : public EmuCli {
protected:
    // Assembles resources/examples/<name>.wave into the scratch folder (the .wave stays next
    // to the .wbin, so reports name lines) and runs it with its .args plus `extra`.
    ToolResult runExample(const std::string& name, const std::vector<std::string>& extra) {
        std::vector<std::string> args{exampleBinary(name)};
        for (const std::string& a : ToolRunner::splitArgs(readExample(name, ".args")))
            args.push_back(a);
        args.insert(args.end(), extra.begin(), extra.end());
        return emuIn(dir_, args);
    }
    std::string exampleBinary(const std::string& name) {
        const auto wbin = dir_ / (name + ".wbin");
        if (!std::filesystem::exists(wbin))
            assemble(name, readExample(name, ".wave"));
        return wbin.string();
    }
    // Runs the example with and without `flags`: stdout and, unless a race changes it, the
    // exit status must be the same.
    ToolResult runBoth(const std::string& name, const std::vector<std::string>& flags) {
        const ToolResult plain = runExample(name, {});
        const ToolResult r = runExample(name, flags);
        EXPECT_EQ(r.out, plain.out) << name;
        EXPECT_EQ(plain.out, readExample(name, ".expected")) << name;
        return r;
    }
};

} // namespace

TEST_F(EmuCliAnalyses, DeadlockVerdictAndBoardAfterTheReferenceText) {
    const ToolResult r = runExample("barrier_deadlock", {});
    EXPECT_EQ(r.exitCode, std::stoi(readExample("barrier_deadlock", ".exit")));
    EXPECT_EQ(r.out, readExample("barrier_deadlock", ".expected"));
    // The reference's line first, then WAVE Studio's detail, then the verdict and the board.
    EXPECT_EQ(firstLine(r.err), "Error: deadlock detected: workgroup (0,0,0) deadlocked - waves "
                                "waiting at different barriers");
    const std::size_t verdict = r.err.find(
        "deadlock in workgroup (0,0,0) (lines of " + (dir_ / "barrier_deadlock.wave").string() +
        "):\n  wave 1 never reaches the barrier at line 25: none of its lanes entered the `if` "
        "at line 22; wave 0 waits there\n");
    ASSERT_NE(verdict, std::string::npos) << r.err;
    EXPECT_GT(verdict, r.err.find("    wave 1: finished, last instruction at PC")) << r.err;
    EXPECT_NE(r.err.find("barrier board:\n"
                         "  wave 0: waiting at the barrier at line 25 (pc 0x0034), arrival 1\n"
                         "  wave 1: finished at line 49 (pc 0x00d0)\n",
                         verdict),
              std::string::npos)
        << r.err;
}

TEST_F(EmuCliAnalyses, DeadlockWithoutSourceNamesPcs) {
    const std::string wbin = exampleBinary("barrier_deadlock");
    std::filesystem::remove(dir_ / "barrier_deadlock.wave");
    const ToolResult r = emuIn(dir_, {wbin});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(contains(r.err, "(no source map: locations are pcs):\n  wave 1 never reaches the "
                                "barrier at pc 0x0034: none of its lanes entered the `if` at pc "
                                "0x0024; wave 0 waits there\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "  wave 1: finished at pc 0x00d0\n")) << r.err;
}

TEST_F(EmuCliAnalyses, EarlyHaltBeforeTheBarrier) {
    const std::string wbin = assemble("early", kEarlyHalt);
    const ToolResult r = emuIn(dir_, {wbin, "--wave-width", "4", "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("Error: deadlock detected", 0), 0u) << r.err;
    EXPECT_TRUE(contains(r.err, "wave 1 never reaches the barrier at line 12: it halted at line "
                                "10, after it took the then branch of the `if` at line 7; wave 0 "
                                "waits there\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "  wave 0: waiting at the barrier at line 12 (pc 0x0030), "
                                "arrival 1\n  wave 1: finished at line 10 (pc 0x0028)\n"))
        << r.err;
}

TEST_F(EmuCliAnalyses, DeadlockFoundByParallelRunIsExplained) {
    const std::string wbin = exampleBinary("barrier_deadlock");
    const ToolResult r = emuIn(dir_, {wbin, "--grid", "3,1,1", "--threads", "2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(contains(r.err, "deadlock in workgroup (0,0,0)")) << r.err;
    EXPECT_TRUE(contains(r.err, "  wave 0: waiting at the barrier at line 25")) << r.err;
}

TEST_F(EmuCliAnalyses, BarrierDivergenceVerdictAndBoardKeepExitZero) {
    const auto policy = EmuToolPaths::golden("emu-policy");
    const std::string wbin =
        assemble("diverge", ToolRunner::readFile((policy / "barrier_different_pcs.wave").string()));
    const std::vector<std::string> args = ToolRunner::splitArgs(
        ToolRunner::readFile((policy / "barrier_different_pcs.args").string()));
    std::vector<std::string> all{wbin};
    all.insert(all.end(), args.begin(), args.end());
    const ToolResult r = emuIn(dir_, all);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out,
              ToolRunner::readFile((policy / "barrier_different_pcs.expected-by-policy").string()));
    const std::size_t at = r.err.find("barrier divergence in workgroup (0,0,0) (lines of ");
    ASSERT_NE(at, std::string::npos) << r.err;
    EXPECT_GT(at, r.err.find("warning: barrier divergence:")) << r.err;
    EXPECT_TRUE(contains(r.err, "  waves wait at different barriers: wave 0 at line 39, wave 1 "
                                "at line 43\n  wave 1 waits at the barrier at line 43, not at "
                                "line 39 like wave 0: it took the else branch of the `if` at "
                                "line 36\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "  wave 0: waiting at the barrier at line 39 (pc 0x003c), "
                                "arrival 1\n  wave 1: waiting at the barrier at line 43 (pc "
                                "0x0054), arrival 1\n"))
        << r.err;
    EXPECT_FALSE(contains(r.err, "more divergent releases")) << r.err;

    // Three workgroups diverge alike: one verdict, the others counted.
    all.insert(all.end(), {"--grid", "3,1,1"});
    const ToolResult three = emuIn(dir_, all);
    EXPECT_EQ(three.exitCode, 0) << three.err;
    EXPECT_EQ(countLines(three.err, "barrier divergence in workgroup"), 1u) << three.err;
    EXPECT_TRUE(contains(three.err, "(2 more divergent releases had the same verdict)\n"))
        << three.err;
}

TEST_F(EmuCliAnalyses, NormalRunPrintsNothingExtra) {
    // vector_add's .args ask for --stats: the occupancy note is the only line on stderr.
    const ToolResult r = runExample("vector_add", {});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out, readExample("vector_add", ".expected"));
    EXPECT_EQ(r.err.rfind("note: occupancy (", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    const ToolResult plain = runExample("coalesced_copy", {});
    EXPECT_EQ(plain.exitCode, 0);
    EXPECT_EQ(plain.err, "");
}

TEST_F(EmuCliAnalyses, RaceCheckCoversDeviceMemoryAcrossWorkgroups) {
    const std::string wbin = assemble("device_racy", kDeviceRacy);
    const std::vector<std::string> args{wbin, "--grid", "3,1,1", "--dump-u32", "0:1"};
    const ToolResult plain = emuIn(dir_, args);
    EXPECT_EQ(plain.exitCode, 0) << plain.err;
    EXPECT_EQ(plain.out, "3\n");
    std::vector<std::string> checked = args;
    checked.push_back("--race-check");
    const ToolResult r = emuIn(dir_, checked);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, plain.out);
    const std::string wave = (dir_ / "device_racy.wave").string();
    EXPECT_TRUE(contains(r.err, "race: device word 0x0000: write at " + wave +
                                    ":9 (workgroup (0,0,0), wave 0, lane 0, pc 0x001c), then "
                                    "read at " +
                                    wave +
                                    ":7 (workgroup (1,0,0), wave 0, lane 0, pc 0x0010), "
                                    "workgroups are not ordered (2 times)\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "then write at " + wave + ":9 (workgroup (1,0,0)")) << r.err;
    EXPECT_TRUE(contains(r.err, "Error: race check: 2 data races in device memory\n")) << r.err;
}

TEST_F(EmuCliAnalyses, RaceCheckReportsBothSitesAndExitsOne) {
    const std::string wbin = assemble("racy", kRacy);
    const std::vector<std::string> args{wbin, "--wave-width", "4", "--dump-u32", "0:8"};
    const ToolResult plain = emuIn(dir_, args);
    EXPECT_EQ(plain.exitCode, 0) << plain.err;
    std::vector<std::string> checked = args;
    checked.push_back("--race-check");
    const ToolResult r = emuIn(dir_, checked);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, plain.out);
    const std::string wave = (dir_ / "racy.wave").string();
    EXPECT_EQ(countLines(r.err, "race: "), 1u) << r.err; // one site pair, 8 occurrences
    EXPECT_TRUE(contains(r.err, "race: local word 0x0010 in workgroup (0,0,0): write at " + wave +
                                    ":8 (wave 1, lane 0, pc 0x0014), then read at " + wave +
                                    ":11 (wave 0, lane 0, pc 0x002c), no barrier between "
                                    "(8 times)\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "Error: race check: 1 data race in local memory\n")) << r.err;

    // Without the source the sites are pcs.
    std::filesystem::remove(dir_ / "racy.wave");
    const ToolResult bare = emuIn(dir_, checked);
    EXPECT_EQ(bare.exitCode, 1);
    EXPECT_TRUE(contains(bare.err, "write at pc 0x0014 (wave 1, lane 0), then read at pc 0x002c "
                                   "(wave 0, lane 0)"))
        << bare.err;
}

TEST_F(EmuCliAnalyses, RaceCheckKeepsTheFaultFirst) {
    // The racy kernel with too little device memory: the store faults after the race.
    const std::string wbin = assemble("racy", kRacy);
    const ToolResult r =
        emuIn(dir_, {wbin, "--wave-width", "4", "--device-memory", "8", "--race-check"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err.rfind("Error: memory access out of bounds", 0), 0u) << r.err;
    EXPECT_EQ(countLines(r.err, "race: "), 1u) << r.err;
}

TEST_F(EmuCliAnalyses, NoRacesInCorrectReductionAndScan) {
    for (const char* name : {"tree_reduction", "exclusive_scan"}) {
        const ToolResult r = runBoth(name, {"--race-check"});
        EXPECT_EQ(r.exitCode, 0) << name << r.err;
        EXPECT_EQ(countLines(r.err, "race: "), 0u) << r.err;
        EXPECT_TRUE(contains(r.err, "race check: no data races in local or device memory\n"))
            << r.err;
    }
}

TEST_F(EmuCliAnalyses, BankConflictsOfTransposeAndPaddedTranspose) {
    ToolResult r = runBoth("transpose", {"--bank-conflicts"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.err, "bank conflicts (32 banks of 4 bytes;")) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_load_u32"), 32u) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_store_u32"), 1u) << r.err;
    // Rows name the source line.
    EXPECT_TRUE(contains(r.err, (dir_ / "transpose.wave").string() + ":")) << r.err;

    r = runBoth("transpose_padded", {"--bank-conflicts"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_load_u32"), 1u) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_store_u32"), 1u) << r.err;

    // A column of 32 words 128 bytes apart falls into 2 of 64 banks: 16-way.
    r = runExample("transpose", {"--bank-conflicts", "--banks", "64"});
    EXPECT_TRUE(contains(r.err, "(64 banks of 4 bytes;")) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_load_u32"), 16u) << r.err;
    // 8-byte banks: the 128-byte stride is 16 bank words, so again 2 of 32 banks: 16-way.
    r = runExample("transpose", {"--bank-conflicts", "--bank-width", "8"});
    EXPECT_TRUE(contains(r.err, "(32 banks of 8 bytes;")) << r.err;
    EXPECT_EQ(worstDegree(r.err, "local_load_u32"), 16u) << r.err;
    // One bank: every distinct word of the instruction conflicts.
    r = runExample("transpose_padded", {"--bank-conflicts", "--banks", "1"});
    EXPECT_EQ(worstDegree(r.err, "local_load_u32"), 32u) << r.err;
}

namespace {

// The coalescing table's row of `mnemonic`: [location] pc instruction executions sectors lines
// minimum average worst (empty when absent).
std::vector<std::string> coalescingRow(const std::string& err, const std::string& mnemonic) {
    std::istringstream in(err);
    for (std::string line; std::getline(in, line);) {
        std::istringstream row(line);
        std::vector<std::string> cells;
        for (std::string cell; row >> cell;)
            cells.push_back(cell);
        if (cells.size() >= 8 && cells[cells.size() - 7] == mnemonic)
            return std::vector<std::string>(cells.end() - 6, cells.end());
    }
    return {};
}

} // namespace

TEST_F(EmuCliAnalyses, CoalescingOfTheCopyExamples) {
    ToolResult r = runBoth("coalesced_copy", {"--coalescing"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.err, "coalescing (device memory; 32-byte sectors, 128-byte lines;"))
        << r.err;
    // 4 workgroups x 8 waves; each wave's 32 words in 4 sectors of one line.
    EXPECT_EQ(coalescingRow(r.err, "device_load_u32"),
              (std::vector<std::string>{"32", "4.00", "1.00", "4.00", "100.0%", "100.0%"}))
        << r.err;
    EXPECT_EQ(coalescingRow(r.err, "device_store_u32"),
              (std::vector<std::string>{"32", "4.00", "1.00", "4.00", "100.0%", "100.0%"}))
        << r.err;
    EXPECT_TRUE(contains(r.err, "all device accesses: 256 sectors for a minimum of 256 (100.0%"))
        << r.err;
    EXPECT_TRUE(contains(r.err, (dir_ / "coalesced_copy.wave").string() + ":24")) << r.err;

    // Lanes 128 bytes apart: 32 sectors in 32 lines for 4 sectors' worth of bytes.
    r = runBoth("strided_copy", {"--coalescing"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(coalescingRow(r.err, "device_load_u32"),
              (std::vector<std::string>{"32", "32.00", "32.00", "4.00", "12.5%", "12.5%"}))
        << r.err;
    EXPECT_TRUE(contains(r.err, "all device accesses: 2048 sectors for a minimum of 256 (12.5%"))
        << r.err;
    // Without the flag, no table.
    r = runExample("strided_copy", {});
    EXPECT_FALSE(contains(r.err, "coalescing")) << r.err;
    // A kernel without device accesses says so.
    r = runExample("exclusive_scan", {"--coalescing"});
    EXPECT_TRUE(contains(r.err, "coalescing (device memory;")) << r.err;
}

TEST_F(EmuCliAnalyses, StatsNoteOccupancyOnStderr) {
    // The note names the limiting resource; stdout stays the reference's.
    ToolResult r = runExample("vector_add", {}); // its .args ask for --stats
    EXPECT_EQ(r.exitCode, 0) << r.err;
    // vector_add: 16 registers, 64 threads = 2 waves, the default 16384 bytes of local memory
    // per workgroup: 4 workgroups fit 65536 bytes (registers would allow 64, slots 32).
    EXPECT_TRUE(contains(r.err, "note: occupancy (16 registers per thread, 16384 bytes of local "
                                "memory and 64 threads per workgroup"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "4 workgroups (8 waves) resident per core of 64 wave slots "
                                "(13%), limited by local memory"))
        << r.err;
    r = runExample("vector_add", {"--local-memory", "1024"});
    EXPECT_TRUE(contains(r.err, "32 workgroups (64 waves) resident per core of 64 wave slots "
                                "(100%), limited by wave slots"))
        << r.err;
    // Under a profile, that profile's core: amd-64 runs the 64 threads as 1 wave of 64 lanes;
    // 16384 of its 65536 bytes of local memory allow 4 workgroups (registers 64, slots 40).
    r = runExample("vector_add", {"--profile", "amd-64"});
    EXPECT_TRUE(contains(r.err, "threads per workgroup, on a core (amd-64) of 65536 registers, "
                                "65536 bytes of local memory and 40 wave slots): 4 workgroups "
                                "(4 waves) resident per core of 40 wave slots (10%), limited by "
                                "local memory: 16384 bytes per workgroup of 65536 per core"))
        << r.err;
    // No --stats, no note.
    r = runExample("coalesced_copy", {});
    EXPECT_FALSE(contains(r.err, "occupancy")) << r.err;
}

TEST_F(EmuCliAnalyses, BankOptionsMustBePositive) {
    for (const char* flag : {"--banks", "--bank-width"}) {
        const ToolResult r = noRun({flag, "0"});
        EXPECT_EQ(r.exitCode, 2) << flag;
        EXPECT_EQ(r.err.rfind("error:", 0), 0u) << r.err;
        EXPECT_TRUE(contains(firstLine(r.err), flag)) << r.err;
    }
}

TEST_F(EmuCliAnalyses, TimelineIsChromeTraceJson) {
    const std::string path = (dir_ / "timeline.json").string();
    const ToolResult r = runBoth("tree_reduction", {"--timeline", path});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const std::string json = ToolRunner::readFile(path);
    EXPECT_TRUE(wave::debug::test::JsonChecker::valid(json)) << json.substr(0, 400);
    EXPECT_TRUE(contains(json, "\"traceEvents\":[")) << json.substr(0, 400);
    EXPECT_TRUE(contains(json, "\"name\":\"barrier wait\"")) << json.substr(0, 400);
    EXPECT_TRUE(contains(json, "{\"name\":\"workgroup (0,0,0)\"}")) << json.substr(0, 400);
}

TEST_F(EmuCliAnalyses, UnwritableTimelineIsAnIoError) {
    const std::string path = (dir_ / "missing" / "timeline.json").string();
    const ToolResult r = runBoth("vector_add", {"--timeline", path});
    EXPECT_EQ(r.exitCode, 1);
    // The error first; then the --stats note of vector_add's .args.
    EXPECT_EQ(r.err.rfind("Error: IO error: failed to write timeline " + path +
                              ": No such file or directory (os error 2)\nnote: occupancy (",
                          0),
              0u)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(path));

    // A fault keeps its own status and message first.
    const ToolResult fault = runExample("barrier_deadlock", {"--timeline", dir_.string()});
    EXPECT_EQ(fault.exitCode, 1);
    EXPECT_EQ(fault.err.rfind("Error: deadlock detected", 0), 0u) << fault.err;
    EXPECT_TRUE(contains(fault.err, "Error: IO error: failed to write timeline " + dir_.string() +
                                        ": Is a directory (os error 21)\n"))
        << fault.err;
}

TEST_F(EmuCliAnalyses, ExplicitSourceThatDoesNotMatchIsAWarning) {
    const std::string wbin = exampleBinary("transpose");
    const std::string other = (dir_ / "other.wave").string();
    EmuToolPaths::writeFile(other, readExample("transpose_padded", ".wave"));
    ToolResult r = runExample("transpose", {"--bank-conflicts", "--source", other});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(contains(r.err, "warning: --source: " + other +
                                    " does not assemble to the code "
                                    "of " +
                                    wbin + "; locations are pcs\n"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "no source map: locations are pcs")) << r.err;
    EXPECT_FALSE(contains(r.err, "transpose.wave:")) << r.err;

    // The right source under another name works.
    const std::string copy = (dir_ / "copy.wave").string();
    EmuToolPaths::writeFile(copy, readExample("transpose", ".wave"));
    r = runExample("transpose", {"--bank-conflicts", "--source", copy});
    EXPECT_TRUE(contains(r.err, copy + ":")) << r.err;
}

TEST(EmuCliAnalysesHelp, NewFlagsAreDocumented) {
    const ToolResult r = emu({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag :
         {"--race-check", "--bank-conflicts", "--banks", "--bank-width", "--timeline", "--source"})
        EXPECT_TRUE(contains(r.out, flag)) << flag;
    EXPECT_TRUE(contains(r.out, "a fault or deadlock keeps its own status")) << r.out;
}
