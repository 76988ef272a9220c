// Runs every self-checking kernel under tests/conformance/<area>/*.wave through the real wave-asm
// and wave-emu, and compares exit status, stdout and stderr with the expectations in the kernel's
// header (format: README.md). One test per kernel, named <area>_<kernel>.

#include "KernelSpec.h"
#include "ProgramCheckers.h"
#include "WaveTools.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace wave::conformance {
namespace {

namespace fs = std::filesystem;

struct KernelCase {
    std::string area; // folder name
    std::string name; // file stem
    std::string path;
};

// Keeps gtest from printing the struct as raw bytes.
void PrintTo(const KernelCase& kc, std::ostream* os) {
    *os << kc.path;
}

std::vector<KernelCase> discoverKernels() {
    std::vector<KernelCase> cases;
    std::error_code ec;
    for (const auto& areaEntry : fs::directory_iterator(WAVE_CONFORMANCE_DIR, ec)) {
        if (!areaEntry.is_directory())
            continue;
        for (const auto& file : fs::directory_iterator(areaEntry.path(), ec)) {
            if (file.path().extension() != ".wave")
                continue;
            cases.push_back({areaEntry.path().filename().string(), file.path().stem().string(),
                             file.path().string()});
        }
    }
    std::sort(cases.begin(), cases.end(),
              [](const KernelCase& a, const KernelCase& b) { return a.path < b.path; });
    return cases;
}

std::string describe(const test::ToolResult& r) {
    return "exit " + std::to_string(r.exitCode) + "\n--- stdout ---\n" + r.out +
           "--- stderr ---\n" + r.err;
}

// The kernels in which --race-check rightly finds a device-memory race (conflicting accesses,
// at least one a write, of two waves with no barrier between or of two workgroups), and why
// they are still correct tests: each pins down what the reference does with that race.
const std::map<std::string, const char*> kDeviceRaces = {
    {"determinism/racing_read_modify_write", "the result depends on the wave order"},
    {"determinism/store_race_waves", "the result depends on the wave order"},
    {"memory/local_fresh_per_workgroup",
     "workgroups add to one word non-atomically, relying on running one after another"},
    {"atomics/device_min_max_unsigned", "two waves store the same initial value to one word"},
    {"faults/deadlock_second_workgroup", "two waves store the same value to one word"},
};

// The kernels whose result rightly differs across `wave-emu --portability`'s device profiles
// (5 wave widths: 8, 16, 32, 32, 64) and wave schedules, and why. Every other kernel that runs to
// completion must give the same dumps in all 25 runs; a listed one must still differ, so the list
// cannot go stale. ByWidth kernels must moreover agree across the schedules of each profile.
enum class Varies { ByWidth, BySchedule };
struct NotPortable {
    Varies varies;
    const char* why;
};
const std::map<std::string, NotPortable> kNotPortable = {
    {"atomics/divergent_participation",
     {Varies::BySchedule, "indexes by sr_lane_id: at width 8 two waves add, and the old values "
                          "they get back depend on which wave runs first"}},
    {"barriers/different_barrier_instructions",
     {Varies::ByWidth, "branches on sr_wave_id of 4-lane waves; 8-lane waves take other branches"}},
    {"determinism/multi_workgroup_tickets",
     {Varies::BySchedule, "tickets depend on the wave order at width 8 (one wave at 16 and up)"}},
    {"determinism/racing_read_modify_write",
     {Varies::BySchedule, "a lost update between waves: the survivor depends on the wave order"}},
    {"determinism/store_race_waves",
     {Varies::BySchedule, "racing stores of two waves: the last writer depends on the wave order"}},
    {"integer/mov_forms", {Varies::ByWidth, "stores sr_wave_width"}},
    {"programs/exclusive_scan",
     {Varies::BySchedule, "local memory holds the totals of 4 waves of 32: at widths 8 and 16 the "
                          "later waves index past it (which wave faults first depends on the "
                          "order)"}},
    {"thread_identity/ids_3d_partial_wave", {Varies::ByWidth, "stores wave and lane ids"}},
    {"thread_identity/linear_index_consistency", {Varies::ByWidth, "stores wave and lane ids"}},
    {"thread_identity/wave_width_1", {Varies::ByWidth, "stores wave and lane ids at width 1"}},
    {"thread_identity/wave_width_32_default", {Varies::ByWidth, "stores sr_wave_width"}},
    {"thread_identity/wave_width_64", {Varies::ByWidth, "stores wave and lane ids at width 64"}},
    {"thread_identity/wave_width_7", {Varies::ByWidth, "stores wave and lane ids at width 7"}},
    {"thread_identity/workgroup_sizes_cli", {Varies::ByWidth, "stores wave counts per workgroup"}},
    {"wave_ops/partial_wave",
     {Varies::ByWidth, "which lanes of a wave are padding depends on the width"}},
    {"wave_ops/width64_ballot_high_lanes", {Varies::ByWidth, "ballots lanes 32 to 63 of one wave"}},
    {"wave_ops/width64_cross_half",
     {Varies::ByWidth, "shuffles across the halves of a 64-lane wave"}},
};

// The matrix `--portability` prints: one row of group letters per profile ("intel-8 (8)  A  B").
std::vector<std::vector<std::string>> matrixRows(const std::string& out) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream in(out);
    std::string line;
    while (std::getline(in, line)) {
        const auto close = line.find(") ");
        if (line.empty() || line[0] == ' ' || close == std::string::npos)
            continue;
        std::istringstream cells(line.substr(close + 1));
        std::vector<std::string> row;
        for (std::string cell; cells >> cell;)
            row.push_back(cell);
        if (!row.empty() &&
            std::all_of(row.begin(), row.end(), [](const std::string& c) { return c.size() == 1; }))
            rows.push_back(row);
    }
    return rows;
}

void expectPortability(const std::string& key, const std::string& wbin, const KernelSpec& spec,
                       const std::string& tmpDir, const std::string& dir) {
    const test::ToolResult r =
        WaveTools::emulate(wbin, spec.runArgs + " --portability --schedules 2", tmpDir, dir);
    const auto listed = kNotPortable.find(key);
    if (listed == kNotPortable.end()) {
        EXPECT_EQ(r.exitCode, 0) << "differs across profiles or schedules:\n" << describe(r);
        return;
    }
    EXPECT_EQ(r.exitCode, 1) << "agrees everywhere now: take it off kNotPortable\n" << describe(r);
    const auto rows = matrixRows(r.out);
    EXPECT_EQ(rows.size(), 5u) << describe(r);
    if (listed->second.varies != Varies::ByWidth)
        return;
    for (const auto& row : rows)
        EXPECT_EQ(std::count(row.begin(), row.end(), row.front()), std::ssize(row))
            << "depends on the schedule too: " << listed->second.why << "\n"
            << describe(r);
}

class ConformanceKernel : public testing::TestWithParam<KernelCase> {
protected:
    void TearDown() override { WaveTools::removeTree(tmpDir_); }
    std::string tmpDir_;
};

TEST_P(ConformanceKernel, MatchesHeader) {
    const KernelCase& kc = GetParam();
    const ParsedSpec parsed = parseKernelSpec(test::ToolRunner::readFile(kc.path));
    ASSERT_TRUE(parsed.spec.has_value()) << kc.path << ": " << parsed.error;
    const KernelSpec& spec = *parsed.spec;

    tmpDir_ = WaveTools::makeTempDir();
    ASSERT_FALSE(tmpDir_.empty());
    const ProgramChecker* checker = nullptr;
    if (!spec.checker.empty()) {
        checker = findProgramChecker(spec.checker);
        ASSERT_NE(checker, nullptr) << "unknown CHECK: " << spec.checker;
        const std::string err = checker->prepare(tmpDir_);
        ASSERT_TRUE(err.empty()) << err;
    }

    const std::string dir = fs::path(kc.path).parent_path().string();
    const std::string wbin = tmpDir_ + "/" + kc.name + ".wbin";
    const test::ToolResult as = WaveTools::assemble(kc.path, wbin, dir);
    ASSERT_EQ(as.exitCode, 0) << "wave-asm failed on " << kc.path << "\n" << describe(as);
    const std::string patchError = WaveTools::patchCode(wbin, spec.patches);
    ASSERT_TRUE(patchError.empty()) << patchError;

    const test::ToolResult run = WaveTools::emulate(wbin, spec.runArgs, tmpDir_, dir);
    EXPECT_EQ(run.exitCode, spec.exitCode) << describe(run);
    if (checker != nullptr) {
        EXPECT_TRUE(checker->check(run.out)) << describe(run);
    } else {
        EXPECT_EQ(run.out, spec.expectedStdout) << "stderr:\n" << run.err;
    }
    for (const std::string& needle : spec.stderrNeedles) {
        EXPECT_NE(run.err.find(needle), std::string::npos) << "stderr lacks '" << needle << "':\n"
                                                           << run.err;
    }
    if (spec.exitCode != 0) {
        EXPECT_EQ(run.err.rfind("Error: ", 0), 0u) << "first stderr line must be 'Error: ...'\n"
                                                   << run.err;
    }

    // Device-memory races: none in a kernel unless listed (no false positives), and found in
    // every listed one.
    const test::ToolResult checked =
        WaveTools::emulate(wbin, spec.runArgs + " --race-check", tmpDir_, dir);
    const bool racy = kDeviceRaces.count(kc.area + "/" + kc.name) > 0;
    EXPECT_EQ(checked.err.find("\nrace: device word ") != std::string::npos ||
                  checked.err.rfind("race: device word ", 0) == 0,
              racy)
        << describe(checked);

    // Portability: every profile and schedule gives the same dumps, unless listed with a reason.
    if (spec.exitCode == 0 && spec.patches.empty())
        expectPortability(kc.area + "/" + kc.name, wbin, spec, tmpDir_, dir);

    // Determinism: the same launch again (and with extra flags such as --threads N) must give
    // the same exit status and byte-identical stdout.
    for (const std::string& extra : spec.alsoRunArgs) {
        const test::ToolResult again =
            WaveTools::emulate(wbin, spec.runArgs + " " + extra, tmpDir_, dir);
        EXPECT_EQ(again.exitCode, run.exitCode) << "with '" << extra << "'\n" << describe(again);
        EXPECT_EQ(again.out, run.out) << "with '" << extra << "': output differs";
    }

    // Threads: the default run uses every core when the workgroups are independent
    // (WorkgroupIndependence); one, two and eight threads give the same bytes, except in the
    // kernels whose workgroups race by design (device atomics, or listed in kDeviceRaces),
    // which the default keeps on one thread.
    const bool racing =
        racy || test::ToolRunner::readFile(kc.path).find(".device") != std::string::npos;
    for (const char* threads : {"1", "2", "8"}) {
        if (racing && threads[0] != '1')
            continue;
        const test::ToolResult again =
            WaveTools::emulate(wbin, spec.runArgs + " --threads " + threads, tmpDir_, dir);
        EXPECT_EQ(again.exitCode, run.exitCode) << "--threads " << threads << "\n"
                                                << describe(again);
        EXPECT_EQ(again.out, run.out) << "--threads " << threads << ": output differs";
        EXPECT_EQ(again.err, run.err) << "--threads " << threads << ": stderr differs";
    }
}

std::string caseName(const testing::TestParamInfo<KernelCase>& info) {
    std::string n = info.param.area + "_" + info.param.name;
    for (char& c : n)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(Kernels, ConformanceKernel, testing::ValuesIn(discoverKernels()),
                         caseName);

// The suite itself: enough kernels, every area populated, every header valid.
TEST(ConformanceSuite, HasAtLeast100KernelsInEveryArea) {
    const std::vector<KernelCase> cases = discoverKernels();
    EXPECT_GE(cases.size(), 100u);
    std::map<std::string, int> perArea;
    for (const KernelCase& kc : cases)
        ++perArea[kc.area];
    for (const char* area : {"thread_identity", "integer", "bitwise", "float32", "half", "double",
                             "compare_convert", "memory", "atomics", "wave_ops", "control_flow",
                             "barriers", "faults", "determinism", "programs"}) {
        EXPECT_GT(perArea[area], 0) << "no kernels in " << area;
    }
}

TEST(ConformanceSuite, EveryHeaderParses) {
    for (const KernelCase& kc : discoverKernels()) {
        const ParsedSpec parsed = parseKernelSpec(test::ToolRunner::readFile(kc.path));
        EXPECT_TRUE(parsed.spec.has_value()) << kc.path << ": " << parsed.error;
        if (parsed.spec && parsed.spec->checker.empty() && parsed.spec->exitCode == 0) {
            EXPECT_FALSE(parsed.spec->expectedStdout.empty())
                << kc.path << ": a successful run must have expected output";
        }
    }
}

TEST(KernelSpecParser, ReadsAllDirectives) {
    const ParsedSpec p = parseKernelSpec("; title\n"
                                         "; RUN: --grid 2,1,1\n"
                                         "; ALSO-RUN: --threads 2\n"
                                         "; EXIT: 1\n"
                                         "; EXPECT-LINES: 1 2\n"
                                         "; EXPECT-STDOUT:\n"
                                         "; a b\n"
                                         ";\n"
                                         "; EXPECT-STDERR-CONTAINS: deadlock detected\n"
                                         "; PATCH-CODE: 8 0xFF000000\n"
                                         "; CHECK: gemm\n"
                                         ".kernel k\n"
                                         "; RUN: ignored after the header\n");
    ASSERT_TRUE(p.spec.has_value()) << p.error;
    EXPECT_EQ(p.spec->runArgs, "--grid 2,1,1");
    ASSERT_EQ(p.spec->alsoRunArgs.size(), 1u);
    EXPECT_EQ(p.spec->exitCode, 1);
    EXPECT_EQ(p.spec->expectedStdout, "1\n2\na b\n\n");
    ASSERT_EQ(p.spec->stderrNeedles.size(), 1u);
    EXPECT_EQ(p.spec->stderrNeedles[0], "deadlock detected");
    ASSERT_EQ(p.spec->patches.size(), 1u);
    EXPECT_EQ(p.spec->patches[0].offset, 8u);
    EXPECT_EQ(p.spec->patches[0].word, 0xFF000000u);
    EXPECT_EQ(p.spec->checker, "gemm");
}

TEST(KernelSpecParser, RejectsTyposAndMissingRun) {
    EXPECT_FALSE(parseKernelSpec("; RUN: x\n; EXPECT-LINE: 1\n").spec.has_value());
    EXPECT_FALSE(parseKernelSpec("; EXPECT-LINES: 1\n").spec.has_value());
    EXPECT_FALSE(parseKernelSpec("; RUN: a\n; RUN: b\n").spec.has_value());
    EXPECT_FALSE(parseKernelSpec("; RUN: a\n; EXIT: x\n").spec.has_value());
}

} // namespace
} // namespace wave::conformance
