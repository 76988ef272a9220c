// Every prefix of a golden .wbin, fed to wave-dis and wave-emu: each must give the error the
// reference gives for it (WbinOracle, from docs/reference/container.md §7 and
// docs/reference/execution-model.md §2/§11) with the exit status of docs/reference/command-line.md,
// and the complete file its golden output. Never a crash.

#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"
#include "WbinOracle.h"

#include <gtest/gtest.h>

using namespace wave::test;

namespace {

// Seven kernels with names: every section of the container is cut somewhere.
TEST(TruncatedWbin, DisassemblerGivesTheReaderErrorOfEveryPrefix) {
    const std::string full = TestFiles::readText(HostileTools::golden("asm/multi_kernel.wbin"));
    // The golden listing is `wave-dis --offsets --raw` (golden/asm/README.md).
    const std::string listing = TestFiles::readText(HostileTools::golden("asm/multi_kernel.dis"));
    ASSERT_GT(full.size(), 32u);
    ASSERT_FALSE(listing.empty());
    TempDir dir("wave-hostile");
    for (std::size_t length = 0; length <= full.size(); ++length) {
        const std::string bytes = full.substr(0, length);
        dir.write("cut.wbin", bytes);
        const ToolResult r = ToolRunner::run(HostileTools::disassembler(),
                                             {"cut.wbin", "--offsets", "--raw"}, dir.path());
        const auto expected = WbinOracle::strictError(bytes);
        if (length < full.size()) {
            // The metadata ends the file: every shorter prefix cuts a section.
            ASSERT_TRUE(expected.has_value()) << length;
            EXPECT_EQ(r.exitCode, 1) << length << "\n" << r.err;
            EXPECT_EQ(r.err, "error: failed to parse WBIN: " + *expected + "\n") << length;
            EXPECT_EQ(r.out, "") << length;
        } else {
            EXPECT_EQ(r.exitCode, 0) << r.err;
            EXPECT_EQ(r.out, listing);
        }
    }
}

// Two kernels with metadata (.registers, .local_memory, .workgroup_size). Prefixes that keep
// kernel 0's record run exactly like the whole file; shorter ones that still load run the whole
// code section with the command-line configuration (docs/reference/execution-model.md §2), which
// may succeed or fault but must report like any run.
TEST(TruncatedWbin, EmulatorGivesTheLoaderErrorOfEveryPrefix) {
    const std::string dir0 = HostileTools::golden("emu/");
    const std::string full = TestFiles::readText(dir0 + "kernel_metadata.wbin");
    const std::vector<std::string> args =
        ToolRunner::splitArgs(TestFiles::readText(dir0 + "kernel_metadata.args"));
    const std::string expected = TestFiles::readText(dir0 + "kernel_metadata.expected");
    const int expectedExit = std::stoi(TestFiles::readText(dir0 + "kernel_metadata.exit"));
    ASSERT_GT(full.size(), 32u);
    ASSERT_FALSE(args.empty());
    TempDir dir("wave-hostile");
    int loaded = 0, complete = 0;
    for (std::size_t length = 0; length <= full.size(); ++length) {
        const std::string bytes = full.substr(0, length);
        dir.write("cut.wbin", bytes);
        std::vector<std::string> a = {"cut.wbin", "--max-instructions", "100000"};
        a.insert(a.end(), args.begin(), args.end());
        const ToolResult r = ToolRunner::run(HostileTools::emulator(), a, dir.path());
        const WbinOracle::Lenient oracle = WbinOracle::lenient(bytes);
        SCOPED_TRACE("prefix of " + std::to_string(length) + " bytes");
        if (oracle.exitCode == 1) {
            // Also where the reference panics: a clear error naming the field, never 101.
            EXPECT_EQ(r.exitCode, 1) << r.err;
            EXPECT_TRUE(oracle.matches(r.err)) << r.err << "expected: " << oracle.message;
            EXPECT_EQ(r.out, "");
        } else if (oracle.kernels > 0) {
            ++complete;
            EXPECT_EQ(r.exitCode, expectedExit) << r.err;
            EXPECT_EQ(r.out, expected);
        } else {
            ++loaded;
            EXPECT_TRUE(r.exitCode == 0 || r.exitCode == 1) << r.exitCode << "\n" << r.err;
            if (r.exitCode == 1) {
                EXPECT_EQ(r.err.rfind("Error: ", 0), 0u) << r.err;
            }
        }
    }
    // The file has room for both kinds of loadable prefix.
    EXPECT_GT(loaded, 0);
    EXPECT_GT(complete, 0);
}

} // namespace
