// The three tools on files they cannot use: missing, a directory, unreadable, empty, binary
// garbage, and 100 MB inputs (random bytes, random bytes behind a valid header, and valid
// assembly). Every run must end with the reference's message and exit status
// (docs/reference/command-line.md, docs/reference/execution-model.md §12,
// docs/reference/container.md §7), never a crash, a hang or unbounded time.

#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"
#include "WbinOracle.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

using namespace wave::test;

namespace {

// The size of the big inputs (100 MB; see CMakeLists.txt).
constexpr std::size_t kBigBytes = std::size_t(WAVE_HOSTILE_BIG_MB) << 20;
// CPU seconds one tool may spend on one big input (ASan included).
constexpr double kBigCpuSeconds = 60.0;
// Wall-clock limit per run: only a hang guard, since a shared machine may be slow.
constexpr int kBigTimeout = 600;

// The read-error line of each tool for `path` and an OS error text
// (docs/reference/command-line.md §1-§3).
std::string asmReadError(const std::string& path, const std::string& os) {
    return "error: failed to read " + path + ": " + os + "\n";
}
std::string disReadError(const std::string& path, const std::string& os) {
    return "error: failed to read '" + path + "': " + os + "\n";
}
std::string emuReadError(const std::string& os) {
    return "Error: IO error: " + os + "\n";
}

void expectReadErrors(const TempDir& dir, const std::string& name, const std::string& os) {
    ToolResult r = ToolRunner::run(HostileTools::assembler(), {name, "-o", "out.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, asmReadError(name, os));
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(std::filesystem::exists(dir.path() + "/out.wbin"));

    r = ToolRunner::run(HostileTools::disassembler(), {name}, dir.path());
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, disReadError(name, os));
    EXPECT_EQ(r.out, "");

    r = ToolRunner::run(HostileTools::emulator(), {name, "--dump-u32", "0:1"}, dir.path());
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, emuReadError(os));
    EXPECT_EQ(r.out, "");
}

TEST(HostileFiles, NonexistentPath) {
    TempDir dir("wave-hostile");
    expectReadErrors(dir, "missing.bin", "No such file or directory (os error 2)");
    expectReadErrors(dir, "no/such/dir/file.bin", "No such file or directory (os error 2)");
}

TEST(HostileFiles, DirectoryInsteadOfAFile) {
    TempDir dir("wave-hostile");
    std::filesystem::create_directory(dir.path() + "/adir.wbin");
    expectReadErrors(dir, "adir.wbin", "Is a directory (os error 21)");
}

TEST(HostileFiles, UnreadableFile) {
    if (geteuid() == 0)
        GTEST_SKIP() << "root reads files whatever their mode";
    TempDir dir("wave-hostile");
    dir.write("locked.wbin", TestFiles::readText(HostileTools::golden("asm/calls.wbin")));
    ASSERT_EQ(chmod((dir.path() + "/locked.wbin").c_str(), 0), 0);
    expectReadErrors(dir, "locked.wbin", "Permission denied (os error 13)");
}

TEST(HostileFiles, EmptyFile) {
    TempDir dir("wave-hostile");
    dir.write("empty.wave", std::string());
    // An empty source is an empty program: the 36-byte container of the golden empty.wave,
    // with a warning naming the file, since it is rarely what was meant.
    ToolResult r = ToolRunner::run(HostileTools::assembler(), {"empty.wave"}, dir.path());
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "Warning: no kernel in the source: the output holds no code\n"
                     "   --> empty.wave:1:1 [0..0]: expected `.kernel NAME` ... `.end`\n"
                     "   = help: is this the right file?\n");
    EXPECT_EQ(TestFiles::readText(dir.path() + "/empty.wbin"),
              TestFiles::readText(HostileTools::golden("asm/empty.wbin")));

    r = ToolRunner::run(HostileTools::disassembler(), {"empty.wave"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err,
              "error: failed to parse WBIN: file too small: expected at least 32 bytes, got 0\n");
    EXPECT_EQ(r.out, "");

    r = ToolRunner::run(HostileTools::emulator(), {"empty.wave", "--dump-u32", "0:1"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: invalid WBIN file: file too small for WBIN header\n");
    EXPECT_EQ(r.out, "");
}

// `source` given to the assembler and `binary` to the disassembler, the emulator and its --arg
// are beyond the readers' limits (256 MiB for sources, 1 GiB otherwise): each gives its read
// error, guarded so that a tool without the limit fails the test quickly.
void expectTooLarge(const TempDir& dir, const std::string& source, const std::string& binary) {
    const std::string tooLarge = "File too large (os error 27); the limit is ";
    ToolResult r =
        HostileTools::guarded(HostileTools::assembler(), {source, "-o", "out.wbin"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, asmReadError(source, tooLarge + "268435456 bytes"));
    r = HostileTools::guarded(HostileTools::disassembler(), {binary}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, disReadError(binary, tooLarge + "1073741824 bytes"));
    r = HostileTools::guarded(HostileTools::emulator(), {binary}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, emuReadError(tooLarge + "1073741824 bytes"));
    dir.write("k.wbin", TestFiles::readText(HostileTools::golden("emu/empty_grid.wbin")));
    r = HostileTools::guarded(HostileTools::emulator(), {"k.wbin", "--arg", "16:" + binary},
                              dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err,
              "Error: IO error: failed to read " + binary + ": " + tooLarge + "1073741824 bytes\n");
}

// Sparse files (no disk space used) just beyond the limits are refused before they are read.
TEST(HostileFiles, FilesBeyondTheSizeLimit) {
    TempDir dir("wave-hostile");
    dir.write("huge.bin", std::string());
    ASSERT_EQ(truncate((dir.path() + "/huge.bin").c_str(), (1ll << 30) + 1), 0);
    dir.write("big.wave", std::string());
    ASSERT_EQ(truncate((dir.path() + "/big.wave").c_str(), (256ll << 20) + 1), 0);
    expectTooLarge(dir, "big.wave", "huge.bin");
    // Below the limit, an --arg file larger than device memory is the reference's bounds error
    // (docs/reference/execution-model.md §12).
    const ToolResult r = HostileTools::guarded(HostileTools::emulator(),
                                               {"k.wbin", "--arg", "16:big.wave"}, dir.path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: memory access out of bounds: address 0x0000000000000010\n");
}

// A device that never ends, which the reference reads until memory runs out: refused before a
// byte is read, as every file that is not a regular one (SpecialFilesTest.cpp).
TEST(HostileFiles, EndlessInputDevice) {
    if (access("/dev/zero", R_OK) != 0)
        GTEST_SKIP() << "no /dev/zero";
    TempDir dir("wave-hostile");
    expectReadErrors(dir, "/dev/zero", "Not a regular file: it is a device");
}

// Random bytes, and random bytes behind "WAVE" and version 1 (which reach the section checks).
// The expected messages come from WbinOracle.
TEST(HostileFiles, BinaryGarbage) {
    TempDir dir("wave-hostile");
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        std::string bytes = HostileTools::randomBytes(32 + seed * 97, seed);
        if (seed % 2 == 0)
            bytes.replace(0, 8, std::string("WAVE\1\0\0\0", 8));
        const std::string name = "garbage" + std::to_string(seed) + ".bin";
        dir.write(name, bytes);
        SCOPED_TRACE(name);

        ToolResult r =
            ToolRunner::run(HostileTools::assembler(), {name, "-o", "g.wbin"}, dir.path());
        EXPECT_EQ(r.exitCode, 1);
        // Random bytes are almost never UTF-8; if they were, the assembler reports syntax.
        EXPECT_TRUE(r.err == asmReadError(name, "stream did not contain valid UTF-8") ||
                    r.err.rfind("Error: ", 0) == 0)
            << r.err;

        r = ToolRunner::run(HostileTools::disassembler(), {name}, dir.path());
        const auto strict = WbinOracle::strictError(bytes);
        ASSERT_TRUE(strict.has_value()); // random sections never all fit
        EXPECT_EQ(r.exitCode, 1);
        EXPECT_EQ(r.err, "error: failed to parse WBIN: " + *strict + "\n");
        EXPECT_EQ(r.out, "");

        r = ToolRunner::run(HostileTools::emulator(),
                            {name, "--max-instructions", "100000", "--dump-u32", "0:1"},
                            dir.path());
        const WbinOracle::Lenient lenient = WbinOracle::lenient(bytes);
        ASSERT_NE(lenient.exitCode, 0); // a random code section never fits either
        EXPECT_EQ(r.exitCode, lenient.exitCode) << r.err;
        EXPECT_TRUE(lenient.matches(r.err)) << r.err << "expected: " << lenient.message;
        EXPECT_EQ(r.out, "");
    }
}

TEST(HostileFiles, HundredMegabytesOfRandomBytes) {
    TempDir dir("wave-hostile");
    const std::string bytes = HostileTools::randomBytes(kBigBytes, 100);
    ASSERT_TRUE(HostileTools::writeFile(dir.path() + "/big.bin", bytes));
    double cpu = 0;
    ToolResult r =
        HostileTools::timed(HostileTools::assembler(), {"big.bin"}, dir.path(), kBigTimeout, cpu);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, asmReadError("big.bin", "stream did not contain valid UTF-8"));
    EXPECT_FALSE(std::filesystem::exists(dir.path() + "/big.wbin"));

    r = HostileTools::timed(HostileTools::disassembler(), {"big.bin"}, dir.path(), kBigTimeout,
                            cpu);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: failed to parse WBIN: " + *WbinOracle::strictError(bytes) + "\n");

    r = HostileTools::timed(HostileTools::emulator(), {"big.bin"}, dir.path(), kBigTimeout, cpu);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: invalid WBIN file: invalid magic number\n");
    EXPECT_LT(cpu, 3 * kBigCpuSeconds);
}

// A valid header whose code section is the whole random rest of the file: the disassembler
// stops at the first undecodable word, the emulator refuses code beyond its limit.
TEST(HostileFiles, HundredMegabytesOfRandomCode) {
    TempDir dir("wave-hostile");
    std::string bytes = HostileTools::randomBytes(kBigBytes, 101);
    const std::uint32_t codeSize = static_cast<std::uint32_t>(bytes.size() - 32);
    std::string header("WAVE\1\0\0\0\x20\0\0\0", 12);
    for (int i = 0; i < 4; ++i)
        header += static_cast<char>((codeSize >> (8 * i)) & 0xFF);
    header += std::string(16, '\0'); // no symbols, metadata at offset 0 with size 0
    bytes.replace(0, 32, header);
    ASSERT_FALSE(WbinOracle::strictError(bytes).has_value());
    ASSERT_TRUE(HostileTools::writeFile(dir.path() + "/code.wbin", bytes));

    double cpu = 0;
    ToolResult r = HostileTools::timed(HostileTools::disassembler(), {"code.wbin"}, dir.path(),
                                       kBigTimeout, cpu);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err.rfind("error: failed to decode instruction: ", 0), 0u) << r.err;
    EXPECT_EQ(r.out, "");

    r = HostileTools::timed(HostileTools::emulator(), {"code.wbin"}, dir.path(), kBigTimeout, cpu);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(HostileTools::firstLine(r.err), "Error: the code section (" +
                                                  std::to_string(codeSize) +
                                                  " bytes) exceeds the emulator's limit of "
                                                  "4194304 bytes");
    // Random words contain thousands of CAS-like atomics (docs/reference/differences.md §2): 16
    // warnings and a count of the rest, not a flood.
    std::size_t lines = 0;
    for (const char c : r.err)
        lines += c == '\n';
    EXPECT_EQ(lines, 1u + 16u + 1u) << r.err.substr(0, 4000);
    const std::string last = r.err.substr(r.err.rfind('\n', r.err.size() - 2) + 1);
    EXPECT_NE(last.find(" more instructions look like a reference-assembled CAS (not listed)"),
              std::string::npos)
        << last;
    EXPECT_LT(cpu, 2 * kBigCpuSeconds);
}

// 100 MB of ordinary instruction lines: the assembler assembles them in bounded time, the
// disassembler lists every instruction, the emulator refuses the code size with a clear error.
TEST(HostileFiles, HundredMegabytesOfAssembly) {
    TempDir dir("wave-hostile");
    const std::uint64_t lines = HostileTools::writeAssembly(dir.path() + "/big.wave", kBigBytes);
    ASSERT_GT(lines, 0u);

    double cpu = 0;
    ToolResult r =
        HostileTools::timed(HostileTools::assembler(), {"big.wave"}, dir.path(), kBigTimeout, cpu);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_LT(cpu, kBigCpuSeconds) << "wave-asm on " << lines << " lines";
    const std::string wbin = TestFiles::readText(dir.path() + "/big.wbin");
    ASSERT_FALSE(WbinOracle::strictError(wbin).has_value());
    const std::uint32_t codeSize = HostileTools::u32At(wbin, 12);
    EXPECT_GT(codeSize, 4 * lines);

    cpu = 0;
    r = HostileTools::timed(HostileTools::disassembler(), {"big.wbin", "-o", "big.dis"}, dir.path(),
                            kBigTimeout, cpu);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_LT(cpu, kBigCpuSeconds);
    // .kernel, .registers, the instructions, halt, .end.
    std::uint64_t listed = 0;
    for (const char c : TestFiles::readText(dir.path() + "/big.dis"))
        listed += c == '\n';
    EXPECT_EQ(listed, lines + 4);

    r = ToolRunner::run(HostileTools::emulator(), {"big.wbin"}, dir.path(), kBigTimeout);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: the code section (" + std::to_string(codeSize) +
                         " bytes) exceeds the emulator's limit of 4194304 bytes\n");
}

} // namespace
