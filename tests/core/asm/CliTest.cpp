// wave-asm's command line (docs/reference/command-line.md §1): flags, output paths, exit codes,
// error texts, and the atomic output file.

#include "AsmTestSupport.h"

#include "TempDir.h"
#include "ToolRunner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

using namespace wave;
using namespace wave::asmtest;
using test::ToolRunner;

namespace {

namespace fs = std::filesystem;

class WaveAsmCli : public testing::Test {
protected:
    void write(const std::string& name, const std::string& content) { temp_.write(name, content); }
    test::ToolResult run(const std::vector<std::string>& args) {
        return ToolRunner::run(WAVE_ASM_TOOL, args, dir_);
    }
    bool exists(const std::string& name) { return fs::exists(dir_ + "/" + name); }
    std::vector<std::string> files() {
        std::vector<std::string> out;
        for (const auto& e : fs::directory_iterator(dir_))
            out.push_back(e.path().filename().string());
        std::sort(out.begin(), out.end());
        return out;
    }

    const test::TempDir temp_{"wave-asm-cli"};
    const std::string dir_ = temp_.path();
    const std::string program_ = ".kernel k\n    mov_imm r1, 5\n    halt\n.end\n"; // 82 bytes
};

TEST_F(WaveAsmCli, DefaultOutputReplacesTheLastExtension) {
    write("k.wave", program_);
    write("a.b.wave", program_);
    write("plain", program_);
    write(".hidden", program_);
    for (const char* in : {"k.wave", "a.b.wave", "plain", ".hidden"}) {
        const auto res = run({in});
        EXPECT_EQ(res.exitCode, 0) << in << res.err;
        EXPECT_EQ(res.out, "");
        EXPECT_EQ(res.err, "");
    }
    EXPECT_TRUE(exists("k.wbin"));
    EXPECT_TRUE(exists("a.b.wbin"));
    EXPECT_TRUE(exists("plain.wbin"));
    EXPECT_TRUE(exists(".hidden.wbin"));
    fs::create_directory(dir_ + "/sub.d");
    write("sub.d/x.wave", program_);
    EXPECT_EQ(run({"sub.d/x.wave"}).exitCode, 0);
    EXPECT_TRUE(exists("sub.d/x.wbin"));
}

TEST_F(WaveAsmCli, VerboseAndExplicitOutput) {
    write("k.wave", program_);
    const auto res = run({"--verbose", "k.wave", "--output=out.bin"});
    EXPECT_EQ(res.exitCode, 0) << res.err;
    EXPECT_EQ(res.out, "Assembled 82 bytes to out.bin\n");
    EXPECT_EQ(fs::file_size(dir_ + "/out.bin"), 82u);
    EXPECT_EQ(run({"-o", "o2.wbin", "k.wave"}).exitCode, 0);
    EXPECT_EQ(TestFiles::readBytes(dir_ + "/o2.wbin"), TestFiles::readBytes(dir_ + "/out.bin"));
}

TEST_F(WaveAsmCli, DumpHexWritesNoFile) {
    write("k.wave", program_);
    const auto res = run({"k.wave", "--dump-hex"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.out, "00000000: 57 41 56 45 01 00 00 00 20 00 00 00 0c 00 00 00 \n"
                       "00000010: 2c 00 00 00 02 00 00 00 2e 00 00 00 24 00 00 00 \n"
                       "00000020: 10 00 01 41 05 00 00 00 90 00 00 3f 6b 00 01 00 \n"
                       "00000030: 00 00 2c 00 00 00 20 00 00 00 00 00 00 00 00 00 \n"
                       "00000040: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 0c 00 \n"
                       "00000050: 00 00 \n");
    EXPECT_EQ(files(), (std::vector<std::string>{"k.wave"}));
}

TEST_F(WaveAsmCli, NoSymbols) {
    write("k.wave", program_);
    const auto res = run({"k.wave", "--no-symbols", "--dump-hex"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.out.substr(0, 59),
              "00000000: 57 41 56 45 01 00 00 00 20 00 00 00 0c 00 00 00 \n");
    EXPECT_NE(res.out.find("00000010: 00 00 00 00 00 00 00 00 2c 00 00 00 24 00 00 00 \n"),
              std::string::npos)
        << res.out;
}

TEST_F(WaveAsmCli, DumpAst) {
    write("k.wave", program_);
    auto res = run({"k.wave", "--dump-ast"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.out, "Program (4 statements)\n  1:1 Kernel \"k\"\n"
                       "  2:5 Instruction mov_imm Register(r1), Integer(5)\n"
                       "  3:5 Instruction halt\n  4:1 End\n");
    EXPECT_EQ(files(), (std::vector<std::string>{"k.wave"}));
    // Only lexical and syntax errors are detected.
    write("bad.wave", ".kernel k\n  bogus r1\n  iadd r1, $\n");
    res = run({"bad.wave", "--dump-ast"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.out, "");
    EXPECT_EQ(res.err, "Error: unexpected character '$'\n"
                       "   --> bad.wave:3:12 [32..33]: unexpected '$'\n");
}

TEST_F(WaveAsmCli, WarningLevels) {
    const std::string warn = ".kernel k\n.registers 8\n    @p0 iadd r9, r1, r2\n    halt\n.end\n";
    write("w.wave", warn);
    auto res = run({"w.wave"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.err,
              "Warning: guard @p0 has no effect: the instruction runs unconditionally\n"
              "   --> w.wave:3:5 [27..30]: @p0 encodes as no guard\n"
              "   = help: p0 cannot guard: use p1-p3, or @!p0 for the lanes where p0 is false\n"
              "Warning: register r9 is beyond the kernel's 8 registers\n"
              "   --> w.wave:3:14 [36..38]: r9 >= .registers 8\n"
              "   = help: reads of r9 give 0 and writes to it are lost; raise .registers to 10 "
              "or more\n");
    EXPECT_TRUE(exists("w.wbin"));
    fs::remove(dir_ + "/w.wbin");

    res = run({"w.wave", "-W", "none"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.err, "");
    EXPECT_TRUE(exists("w.wbin"));
    fs::remove(dir_ + "/w.wbin");

    res = run({"w.wave", "--warn=error"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_NE(res.err.find("Warning: guard @p0"), std::string::npos);
    EXPECT_NE(res.err.find("error: warnings treated as errors (-Werror)\n"), std::string::npos);
    EXPECT_FALSE(exists("w.wbin"));
    EXPECT_EQ(run({"w.wave", "-W", "error", "--dump-hex"}).exitCode, 1);

    write("clean.wave", program_);
    EXPECT_EQ(run({"clean.wave", "-W", "error"}).exitCode, 0);
    res = run({"clean.wave", "-W", "loud"});
    EXPECT_EQ(res.exitCode, 2);
    EXPECT_EQ(res.err.rfind("error:", 0), 0u);
}

TEST_F(WaveAsmCli, CrOnlyAndCrlfFilesAssembleToTheBytesOfTheirLfVersion) {
    // A lone CR ends a line as in the editor: a file saved with old Mac line ends is the same
    // kernel, not an empty program (the reference skips CR and writes a 36-byte file).
    write("lf.wave", program_);
    ASSERT_EQ(run({"lf.wave"}).exitCode, 0);
    const std::string expected = TestFiles::readText(dir_ + "/lf.wbin");
    ASSERT_GT(expected.size(), 36u);
    for (const std::string eol : {"\r", "\r\n"}) {
        std::string text;
        for (const char c : program_)
            text += c == '\n' ? eol : std::string(1, c);
        write("other.wave", text);
        const auto res = run({"other.wave"});
        EXPECT_EQ(res.exitCode, 0) << res.err;
        EXPECT_EQ(res.err, "");
        EXPECT_TRUE(TestFiles::readText(dir_ + "/other.wbin") == expected)
            << testing::PrintToString(eol);
    }
    // Diagnostics count CR-only lines as an editor shows them.
    write("bad.wave", ".kernel k\r    halt\r    iaddd r1, r2, r3\r.end\r");
    const auto res = run({"bad.wave"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_NE(res.err.find("--> bad.wave:3:5 "), std::string::npos) << res.err;
}

TEST_F(WaveAsmCli, AllErrorsAreReportedAndNothingIsWritten) {
    write("e.wave", ".kernel k\n    iaddd r1, r2, r3\n    loop\n    break !p1\n    endloop\n"
                    "    mov_imm r1, 1e\n.end\n");
    write("e.wbin", "old");
    const auto res = run({"e.wave"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.out, "");
    EXPECT_EQ(res.err,
              "Error: unknown instruction 'iaddd'\n"
              "   --> e.wave:2:5 [14..30]: 'iaddd' is not a valid instruction\n"
              "   = help: did you mean `iadd`?\n"
              "Error: negated predicate operand '!p1' cannot be encoded\n"
              "   --> e.wave:4:11 [50..53]: 'break' takes a plain predicate\n"
              "   = help: the predicate field has no negation bit: invert the comparison that "
              "sets p1 instead (for example icmp_ge instead of icmp_lt)\n"
              "Error: invalid number literal\n"
              "   --> e.wave:6:17 [82..84]: invalid number\n");
    EXPECT_EQ(TestFiles::readText(dir_ + "/e.wbin"), "old"); // untouched
}

TEST_F(WaveAsmCli, ReadErrors) {
    auto res = run({"missing.wave"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err,
              "error: failed to read missing.wave: No such file or directory (os error 2)\n");
    fs::create_directory(dir_ + "/adir");
    res = run({"adir"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err, "error: failed to read adir: Is a directory (os error 21)\n");
    write("latin1.wave", ".kernel k\n; caf\xE9\n.end\n");
    res = run({"latin1.wave"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err, "error: failed to read latin1.wave: stream did not contain valid UTF-8\n");
    write("surrogate.wave", "; \xED\xA0\x80\n");
    EXPECT_EQ(run({"surrogate.wave"}).exitCode, 1);
    EXPECT_FALSE(exists("latin1.wbin"));
}

TEST_F(WaveAsmCli, WriteErrors) {
    write("k.wave", program_);
    auto res = run({"k.wave", "-o", "no/such/dir/k.wbin"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err,
              "error: failed to write no/such/dir/k.wbin: No such file or directory (os error "
              "2)\n");
    fs::create_directory(dir_ + "/outdir");
    res = run({"k.wave", "-o", "outdir"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err, "error: failed to write outdir: Is a directory (os error 21)\n");
}

TEST_F(WaveAsmCli, OutputIsReplacedAtomically) {
    write("k.wave", program_);
    write("k.wbin", std::string(1000, 'x'));
    ::chmod((dir_ + "/k.wave").c_str(), 0644);
    EXPECT_EQ(run({"k.wave"}).exitCode, 0);
    EXPECT_EQ(fs::file_size(dir_ + "/k.wbin"), 82u);
    EXPECT_EQ(files(), (std::vector<std::string>{"k.wave", "k.wbin"})); // no temp file left
    struct stat st {};
    ASSERT_EQ(::stat((dir_ + "/k.wbin").c_str(), &st), 0);
    const mode_t mask = ::umask(0);
    ::umask(mask);
    EXPECT_EQ(st.st_mode & 0777, 0666u & ~mask);
    // Through a symlink: the target is replaced, the link stays.
    fs::create_symlink("real.wbin", dir_ + "/link.wbin");
    EXPECT_EQ(run({"k.wave", "-o", "link.wbin"}).exitCode, 0);
    EXPECT_TRUE(fs::is_symlink(dir_ + "/link.wbin"));
    EXPECT_EQ(fs::file_size(dir_ + "/real.wbin"), 82u);
}

// The output is written like the reference's plain create-or-truncate would leave it (the
// writer is app/cli/common/AtomicFileWriter, shared with wave-dis).
TEST_F(WaveAsmCli, OutputKeepsTheModeOfAnExistingFileAndFollowsDanglingLinks) {
    write("k.wave", program_);
    write("k.wbin", "old");
    ::chmod((dir_ + "/k.wbin").c_str(), 0640);
    EXPECT_EQ(run({"k.wave"}).exitCode, 0);
    struct stat st {};
    ASSERT_EQ(::stat((dir_ + "/k.wbin").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
    EXPECT_EQ(fs::file_size(dir_ + "/k.wbin"), 82u);
    // A dangling link: its target is created, the link stays.
    fs::create_symlink("made.wbin", dir_ + "/dangling.wbin");
    EXPECT_EQ(run({"k.wave", "-o", "dangling.wbin"}).exitCode, 0);
    EXPECT_TRUE(fs::is_symlink(dir_ + "/dangling.wbin"));
    EXPECT_EQ(fs::file_size(dir_ + "/made.wbin"), 82u);
    EXPECT_EQ(files(),
              (std::vector<std::string>{"dangling.wbin", "k.wave", "k.wbin", "made.wbin"}));
}

TEST_F(WaveAsmCli, ReadOnlyOutputIsRefused) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "root may write any file";
    write("k.wave", program_);
    write("k.wbin", "old");
    ::chmod((dir_ + "/k.wbin").c_str(), 0444);
    const auto res = run({"k.wave"});
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.err, "error: failed to write k.wbin: Permission denied (os error 13)\n");
    EXPECT_EQ(TestFiles::readText(dir_ + "/k.wbin"), "old");
}

TEST_F(WaveAsmCli, UsageErrorsAndVersion) {
    EXPECT_EQ(run({}).exitCode, 2);
    EXPECT_EQ(run({"--bogus", "k.wave"}).exitCode, 2);
    EXPECT_EQ(run({"-v", "k.wave"}).exitCode, 2); // no -v short flag
    EXPECT_EQ(run({"a.wave", "b.wave"}).exitCode, 2);
    auto res = run({"-V"});
    EXPECT_EQ(res.exitCode, 0);
    // WAVE Studio's own version (the project's, shared with the IDE), then the reference's.
    EXPECT_TRUE(res.out.rfind("wave-asm ", 0) == 0 &&
                res.out.ends_with(" (compatible with wave-asm 0.1.2)\n"))
        << res.out;
    res = run({"--help"});
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_NE(res.out.find("--dump-hex"), std::string::npos);
}

} // namespace
