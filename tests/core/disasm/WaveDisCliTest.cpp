// wave-dis as a process (docs/reference/command-line.md §2): the golden listings of
// tests/data/golden/asm, the listing policy file, flags, errors, exit codes and output files.

#include "TempDir.h"
#include "TestFiles.h"
#include "TestWbin.h"
#include "ToolRunner.h"

#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using wave::test::TempDir;
using wave::test::TestFiles;
using wave::test::ToolResult;
using wave::test::ToolRunner;

namespace {

const std::string kGolden = std::string(WAVE_TEST_DATA) + "/golden/";
const std::string kTool = WAVE_DIS;

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        out.push_back(line);
    return out;
}

std::vector<std::string> goldenPrograms() {
    return TestFiles::stemsIn(kGolden + "asm", ".wbin");
}

bool isHex(const std::string& s) {
    return s.size() >= 4 && s.find_first_not_of("0123456789ABCDEF") == std::string::npos;
}

// "loc_XXXX:" -> XXXX
std::optional<unsigned long> labelLine(const std::string& line) {
    if (line.rfind("loc_", 0) != 0 || line.back() != ':')
        return std::nullopt;
    const std::string hex = line.substr(4, line.size() - 5);
    return isHex(hex) ? std::optional(std::stoul(hex, nullptr, 16)) : std::nullopt;
}

// "...call loc_XXXX" -> XXXX
std::optional<unsigned long> callTarget(const std::string& line) {
    const auto at = line.rfind("call loc_");
    if (at == std::string::npos)
        return std::nullopt;
    const std::string hex = line.substr(at + 9);
    return isHex(hex) ? std::optional(std::stoul(hex, nullptr, 16)) : std::nullopt;
}

// "0xXXXX: ..." -> XXXX
std::optional<unsigned long> lineOffset(const std::string& line) {
    const auto colon = line.find(": ");
    if (line.rfind("0x", 0) != 0 || colon == std::string::npos)
        return std::nullopt;
    const std::string hex = line.substr(2, colon - 2);
    return isHex(hex) ? std::optional(std::stoul(hex, nullptr, 16)) : std::nullopt;
}

} // namespace

// Every X.wbin of golden/asm lists as X.dis. WAVE Studio adds a `loc_XXXX:` line before each
// call target (docs/reference/differences.md §3; the reference prints none), so the comparison is
// modulo those lines, which are checked on their own: one per call target, right before the
// instruction at code offset XXXX (file offset 0x20 + XXXX in these files).
TEST(WaveDisCli, GoldenAsmListings) {
    const auto programs = goldenPrograms();
    ASSERT_GE(programs.size(), 45u);
    int withCalls = 0;
    for (const std::string& name : programs) {
        SCOPED_TRACE(name);
        const ToolResult r =
            ToolRunner::run(kTool, {name + ".wbin", "--offsets", "--raw"}, kGolden + "asm");
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.err, "");
        const std::string expected = ToolRunner::readFile(kGolden + "asm/" + name + ".dis");

        std::string withoutLabels;
        std::set<unsigned long> labelled;
        const auto got = lines(r.out);
        for (std::size_t i = 0; i < got.size(); ++i) {
            if (const auto target = labelLine(got[i])) {
                EXPECT_TRUE(labelled.insert(*target).second) << "label twice: " << got[i];
                ASSERT_LT(i + 1, got.size());
                const auto next = lineOffset(got[i + 1]);
                ASSERT_TRUE(next.has_value()) << got[i + 1];
                EXPECT_EQ(*next, 0x20 + *target) << got[i];
                continue;
            }
            withoutLabels += got[i] + "\n";
        }
        if (got.empty())
            withoutLabels = "\n";
        EXPECT_EQ(withoutLabels, expected);

        std::set<unsigned long> targets;
        for (const std::string& line : lines(expected)) {
            if (const auto target = callTarget(line))
                targets.insert(*target);
        }
        EXPECT_EQ(labelled, targets); // every target of these files is an instruction start
        withCalls += targets.empty() ? 0 : 1;
        if (targets.empty()) {
            EXPECT_EQ(r.out, expected);
        }
    }
    EXPECT_GE(withCalls, 1);
}

TEST(WaveDisCli, CallsListingHasItsLabels) {
    const ToolResult r =
        ToolRunner::run(kTool, {"calls.wbin", "--offsets", "--raw"}, kGolden + "asm");
    ASSERT_EQ(r.exitCode, 0);
    const auto got = lines(r.out);
    auto indexOf = [&](const std::string& line) {
        return std::find(got.begin(), got.end(), line) - got.begin();
    };
    EXPECT_EQ(indexOf("loc_0000:") + 1, indexOf("0x0020: 41010010  mov_imm r1, 5"));
    EXPECT_EQ(indexOf("loc_0024:") + 1, indexOf("0x0044: 41030010  mov_imm r3, 1"));
    EXPECT_EQ(indexOf("loc_0038:") + 1, indexOf("0x0058: 3F000070  call loc_0024"));
    EXPECT_EQ(indexOf("loc_004C:") + 1, indexOf("0x006C: 3F000070  call loc_0038"));
}

TEST(WaveDisCli, WorkgroupSizePolicy) {
    TempDir dir;
    const auto bytes = wave::test::fromHexDump(
        ToolRunner::readFile(kGolden + "policy/dis_workgroup_size.reference.hex"));
    const std::string file = dir.write("dis_workgroup_size.wbin", bytes);
    const ToolResult r = ToolRunner::run(kTool, {file, "--offsets", "--raw"}, dir.path());
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out, ToolRunner::readFile(kGolden + "policy/dis_workgroup_size.expected.dis"));
}

TEST(WaveDisCli, FlagVariants) {
    const std::string dir = kGolden + "asm";
    const ToolResult plain = ToolRunner::run(kTool, {"double_it.wbin"}, dir);
    EXPECT_EQ(plain.out.rfind(".kernel double_it\n.registers 4\n"
                              ".workgroup_size 64, 1, 1\n    mov r0, sr_thread_id_x\n",
                              0),
              0u);
    EXPECT_EQ(ToolRunner::run(kTool, {"--raw", "double_it.wbin"}, dir).out, plain.out);
    const ToolResult noDir = ToolRunner::run(kTool, {"double_it.wbin", "--no-directives"}, dir);
    EXPECT_EQ(noDir.out.rfind("    mov r0, sr_thread_id_x\n    mov_imm r1, 4\n    imul ", 0), 0u);
    const ToolResult offsets = ToolRunner::run(kTool, {"--offsets", "double_it.wbin"}, dir);
    EXPECT_NE(offsets.out.find("\n0x002C: imul r2, r0, r1\n"), std::string::npos);
}

TEST(WaveDisCli, OutputFileIsWrittenAndNothingPrinted) {
    TempDir dir;
    const std::string input = kGolden + "asm/calls.wbin";
    const ToolResult toStdout = ToolRunner::run(kTool, {input});
    const ToolResult r = ToolRunner::run(kTool, {input, "-o", "out.dis"}, dir.path());
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(ToolRunner::readFile(dir.path() + "/out.dis"), toStdout.out);

    // an existing file is replaced and keeps its permissions
    {
        std::ofstream old(dir.path() + "/old.dis");
        old << "old contents that are longer than nothing";
    }
    chmod((dir.path() + "/old.dis").c_str(), 0640);
    EXPECT_EQ(ToolRunner::run(kTool, {input, "--output=old.dis"}, dir.path()).exitCode, 0);
    EXPECT_EQ(ToolRunner::readFile(dir.path() + "/old.dis"), toStdout.out);
    struct stat st {};
    ASSERT_EQ(stat((dir.path() + "/old.dis").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);

    // devices are written in place
    EXPECT_EQ(ToolRunner::run(kTool, {input, "-o", "/dev/null"}).exitCode, 0);
    // no temporary files are left behind
    const ToolResult ls = ToolRunner::run("/bin/ls", {"-A", dir.path()});
    EXPECT_EQ(ls.out, "old.dis\nout.dis\n");
}

TEST(WaveDisCli, OutputFollowsSymbolicLinks) {
    TempDir dir;
    const std::string input = kGolden + "asm/calls.wbin";
    const std::string listing = ToolRunner::run(kTool, {input}).out;
    dir.write("real.dis", std::string_view("old"));
    ASSERT_EQ(symlink("real.dis", (dir.path() + "/link.dis").c_str()), 0);
    ASSERT_EQ(symlink("made.dis", (dir.path() + "/dangling.dis").c_str()), 0);
    EXPECT_EQ(ToolRunner::run(kTool, {input, "-o", "link.dis"}, dir.path()).exitCode, 0);
    EXPECT_EQ(ToolRunner::run(kTool, {input, "-o", "dangling.dis"}, dir.path()).exitCode, 0);
    struct stat st {};
    ASSERT_EQ(lstat((dir.path() + "/link.dis").c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
    ASSERT_EQ(lstat((dir.path() + "/dangling.dis").c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
    EXPECT_EQ(TestFiles::readText(dir.path() + "/real.dis"), listing);
    EXPECT_EQ(TestFiles::readText(dir.path() + "/made.dis"), listing);
    EXPECT_EQ(TestFiles::stemsIn(dir.path(), ".dis"),
              (std::vector<std::string>{"dangling", "link", "made", "real"}));
}

TEST(WaveDisCli, ReadErrors) {
    TempDir dir;
    ToolResult r = ToolRunner::run(kTool, {"missing.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "error: failed to read 'missing.wbin': No such file or directory (os error 2)\n");
    r = ToolRunner::run(kTool, {"."}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to read '.': Is a directory (os error 21)\n");
}

TEST(WaveDisCli, ParseAndDecodeErrors) {
    TempDir dir;
    dir.write("short.wbin", std::vector<std::uint8_t>(10, 0));
    ToolResult r = ToolRunner::run(kTool, {"short.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "error: failed to parse WBIN: file too small: expected at least 32 bytes, got 10\n");

    dir.write("nosym.wbin", wave::test::fromHexDump(
                                ToolRunner::readFile(kGolden + "policy/no_symbols.reference.hex")));
    r = ToolRunner::run(kTool, {"nosym.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to parse WBIN: invalid kernel count: 1163280727 kernels but "
                     "metadata size is 68\n");

    dir.write("bad.wbin", wave::test::singleKernel(wave::test::words({0x3F000090, 0x0C000000})));
    r = ToolRunner::run(kTool, {"bad.wbin", "-o", "never.dis"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "error: failed to decode instruction: invalid opcode 0x0c at offset 4\n");
    EXPECT_NE(access((dir.path() + "/never.dis").c_str(), F_OK), 0);

    dir.write("cut.wbin", wave::test::singleKernel(wave::test::words({0x00010200})));
    r = ToolRunner::run(kTool, {"cut.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to decode instruction: unexpected end of code at offset 4\n");
}

TEST(WaveDisCli, WriteErrors) {
    TempDir dir;
    const std::string input = kGolden + "asm/double_it.wbin";
    ToolResult r = ToolRunner::run(kTool, {input, "-o", "nodir/out.dis"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "error: failed to write 'nodir/out.dis': No such file or directory (os error 2)\n");
    mkdir((dir.path() + "/sub").c_str(), 0755);
    r = ToolRunner::run(kTool, {input, "-o", "sub"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to write 'sub': Is a directory (os error 21)\n");

    r = ToolRunner::run("/bin/sh", {"-c", "exec \"$0\" \"$1\" > /dev/full", kTool, input});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to write to stdout: No space left on device (os error 28)\n");
}

TEST(WaveDisCli, UsageAndVersion) {
    ToolResult r = ToolRunner::run(kTool, {});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.err.rfind("error:", 0), 0u);
    r = ToolRunner::run(kTool, {"x.wbin", "--bogus"});
    EXPECT_EQ(r.exitCode, 2);
    r = ToolRunner::run(kTool, {"x.wbin", "--offsets", "--offsets"});
    EXPECT_EQ(r.exitCode, 2);
    r = ToolRunner::run(kTool, {"x.wbin", "-o"});
    EXPECT_EQ(r.exitCode, 2);
    r = ToolRunner::run(kTool, {"-V"});
    EXPECT_EQ(r.exitCode, 0);
    // WAVE Studio's own version (the project's, shared with the IDE), then the reference's.
    EXPECT_TRUE(r.out.rfind("wave-dis ", 0) == 0 &&
                r.out.ends_with(" (compatible with wave-dis 0.1.2)\n"))
        << r.out;
    r = ToolRunner::run(kTool, {"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("--no-directives"), std::string::npos);
}

TEST(WaveDisCli, WarnsAboutReferenceCasWithoutChangingTheListing) {
    TempDir dir;
    dir.write("cas.wbin", wave::test::fromHexDump(
                              ToolRunner::readFile(kGolden + "policy/cas_modifier.reference.hex")));
    const ToolResult r = ToolRunner::run(kTool, {"cas.wbin", "--offsets", "--raw"}, dir.path());
    EXPECT_EQ(r.exitCode, 0);
    const auto warnings = lines(r.err);
    ASSERT_EQ(warnings.size(), 9u);
    EXPECT_EQ(warnings[3], "warning: instruction at offset 0x0038 looks like a "
                           "reference-assembled atomic_cas (modifier 0, rs3 = r4): it runs as "
                           "atomic_add");
    EXPECT_NE(r.out.find("0x0038: 3D010200  atomic_add.device r1, r2, r3\n"), std::string::npos);
    EXPECT_EQ(r.out.find("warning"), std::string::npos);

    dir.write("cas8.wbin", wave::test::fromHexDump(
                               ToolRunner::readFile(kGolden + "policy/cas_modifier.expected.hex")));
    const ToolResult fixed = ToolRunner::run(kTool, {"cas8.wbin"}, dir.path());
    EXPECT_EQ(fixed.exitCode, 0);
    EXPECT_EQ(fixed.err, "");
}
