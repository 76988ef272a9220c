// Output that cannot be written is an error (issue 14, "No lost data"): with stdout on a full
// disk (/dev/full) or a pipe whose reader has gone, every tool says so on stderr and exits with
// 1, whatever it was printing (results, --help, --version), never 0 and never by SIGPIPE.

#include "HostileTools.h"
#include "TempDir.h"

#include <gtest/gtest.h>

using namespace wave::test;

namespace {

const std::string kFull = "failed to write to stdout: No space left on device (os error 28)\n";
const std::string kPipe = "failed to write to stdout: Broken pipe (os error 32)\n";

class StdoutFailure : public ::testing::Test {
protected:
    void SetUp() override {
        dir_.write("k.wave", ".kernel k\n.registers 4\n    mov_imm r1, 5\n    halt\n.end\n");
        const ToolResult r =
            ToolRunner::run(HostileTools::assembler(), {"k.wave", "-o", "k.wbin"}, dir_.path());
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }

    // Runs `tool` with stdout on /dev/full; expects exit 1 and exactly `err` on stderr.
    void expectFull(const std::string& tool, const std::vector<std::string>& args,
                    const std::string& err) const {
        const ToolResult r = ToolRunner::runWithStdout("/dev/full", tool, args, dir_.path());
        EXPECT_EQ(r.exitCode, 1) << testing::PrintToString(args) << "\n" << r.err;
        EXPECT_EQ(r.err, err) << testing::PrintToString(args);
    }

    // Runs `tool` into a pipe whose reader stops after one byte.
    ToolResult intoClosedPipe(const std::string& tool, std::vector<std::string> args) const {
        args.insert(args.begin(), {"-c",
                                   "\"$0\" \"$@\" | head -c 1 >/dev/null; "
                                   "exit ${PIPESTATUS[0]}",
                                   tool});
        return ToolRunner::run("/bin/bash", args, dir_.path());
    }

    TempDir dir_{"wave-stdout"};
};

TEST_F(StdoutFailure, EmulatorResults) {
    const std::string emu = HostileTools::emulator();
    const std::string err = "Error: " + kFull;
    expectFull(emu, {"k.wbin", "--dump-f32", "0:16"}, err);
    expectFull(emu, {"k.wbin", "--dump-u32", "0:1"}, err);
    expectFull(emu, {"k.wbin", "--stats"}, err);
    expectFull(emu, {"k.wbin", "--dump-memory", "0:64"}, err);
    expectFull(emu, {"k.wbin", "--dump-regs"}, err);
    expectFull(emu, {"--help"}, err);
    expectFull(emu, {"-V"}, err);
    // Large enough that the failure happens while printing, not in the final flush.
    expectFull(emu, {"k.wbin", "--dump-u32", "0:200000"}, err);
    // Nothing to print: nothing fails.
    const ToolResult quiet = ToolRunner::runWithStdout("/dev/full", emu, {"k.wbin"}, dir_.path());
    EXPECT_EQ(quiet.exitCode, 0) << quiet.err;
    EXPECT_EQ(quiet.err, "");
}

TEST_F(StdoutFailure, EmulatorErrorComesFirst) {
    // A fault is reported as before; the lost output is reported too, the status stays 1.
    const ToolResult r = ToolRunner::runWithStdout(
        "/dev/full", HostileTools::emulator(), {"k.wbin", "--dump-u32", "1048576:1"}, dir_.path());
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: memory access out of bounds: address 0x0000000000100000\n");
}

TEST_F(StdoutFailure, AssemblerOutputs) {
    const std::string asm_ = HostileTools::assembler();
    const std::string err = "error: " + kFull;
    expectFull(asm_, {"k.wave", "--dump-hex"}, err);
    expectFull(asm_, {"k.wave", "--dump-ast"}, err);
    expectFull(asm_, {"k.wave", "-o", "v.wbin", "--verbose"}, err);
    expectFull(asm_, {"--help"}, err);
    expectFull(asm_, {"--version"}, err);
}

TEST_F(StdoutFailure, DisassemblerOutputs) {
    const std::string dis = HostileTools::disassembler();
    const std::string err = "error: " + kFull;
    expectFull(dis, {"k.wbin"}, err);
    expectFull(dis, {"k.wbin", "--offsets", "--raw"}, err);
    expectFull(dis, {"--help"}, err);
}

TEST_F(StdoutFailure, ClosedPipeIsAnErrorNotASignal) {
    ToolResult r = intoClosedPipe(HostileTools::emulator(), {"k.wbin", "--dump-u32", "0:200000"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: " + kPipe);
    r = intoClosedPipe(HostileTools::emulator(),
                       {"k.wbin", "--dump-regs", "--grid", "64,1,1", "--registers", "64"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: " + kPipe);
    dir_.write(
        "big.wave", std::string(".kernel big\n") + [] {
            std::string body;
            for (int i = 0; i < 20000; ++i)
                body += "    iadd r1, r2, r3\n";
            return body;
        }() + "    halt\n.end\n");
    r = intoClosedPipe(HostileTools::assembler(), {"big.wave", "--dump-hex"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "error: " + kPipe);
}

} // namespace
