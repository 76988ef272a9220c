// Memory exhaustion is an error, never a crash (docs/reference/differences.md §5): each tool runs
// under `ulimit -v`, where an allocation beyond the limit throws std::bad_alloc. A tool either
// works within the limit (large outputs are streamed, not held in memory) or stops with its
// out-of-memory error and exit status 1; never the abort (134) of an uncaught exception, and
// never a short output file with exit status 0.
//
// Not in a sanitized build: AddressSanitizer reserves terabytes of address space (it cannot run
// under `ulimit -v`) and its operator new does not throw.

#include "AddressLimitTest.h"
#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>

using namespace wave::test;

namespace {

// The expected first line of an out-of-memory error under `ulimit -v kib`.
std::string outOfMemory(const std::string& prefix, const std::string& tool, unsigned long kib) {
    return prefix + "out of memory: " + tool +
           " could not allocate the memory this input needs (the process may use at most " +
           std::to_string(kib / 1024) + " MiB of address space: see ulimit -v)";
}

class OutOfMemory : public AddressLimitTest {
protected:
    OutOfMemory() : AddressLimitTest("wave-oom") {}
};

TEST_F(OutOfMemory, AssemblerOnFiftyMegabytes) {
    const unsigned long kib = 300000;
    ASSERT_GT(HostileTools::writeAssembly(dir_.path() + "/big.wave", 50u << 20), 0u);
    const ToolResult r = ToolRunner::runWithAddressLimit(
        kib, HostileTools::assembler(), {"big.wave", "-o", "big.wbin"}, dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, outOfMemory("error: ", "wave-asm", kib) + "\n");
    EXPECT_FALSE(std::filesystem::exists(dir_.path() + "/big.wbin"));
}

TEST_F(OutOfMemory, DisassemblerOnFortyMegabytesOfCode) {
    // A valid header and ten million `mov r1, r2`: the listing does not fit in 300 MB.
    const std::uint32_t words = 10u << 20;
    std::string file("WAVE\1\0\0\0\x20\0\0\0", 12);
    for (int i = 0; i < 4; ++i)
        file += static_cast<char>(((words * 4) >> (8 * i)) & 0xFF);
    file += std::string(16, '\0');
    for (std::uint32_t i = 0; i < words; ++i)
        file += std::string("\x00\x02\x01\x41", 4);
    ASSERT_TRUE(HostileTools::writeFile(dir_.path() + "/code.wbin", file));
    const unsigned long kib = 300000;
    const ToolResult r = ToolRunner::runWithAddressLimit(kib, HostileTools::disassembler(),
                                                         {"code.wbin"}, dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, outOfMemory("error: ", "wave-dis", kib) + "\n");
    EXPECT_EQ(r.out, ""); // no partial listing
}

TEST_F(OutOfMemory, EmulatorAnalysesBeyondTheLimit) {
    // The fast run fits; the analysis run's copies of 150 MB of device memory do not. The fill
    // writes every page: pages that were never written are shared, and cost nothing.
    const std::string wbin = assemble("k", ".kernel k\n    halt\n.end\n");
    const unsigned long kib = 400000;
    const ToolResult fast = ToolRunner::runWithAddressLimit(
        kib, HostileTools::emulator(),
        {wbin, "--device-memory", "150000000", "--fill-iota", "0:u32:37500000"}, dir_.path(), 300);
    EXPECT_EQ(fast.exitCode, 0) << fast.err;
    const ToolResult r = ToolRunner::runWithAddressLimit(
        kib, HostileTools::emulator(),
        {wbin, "--device-memory", "150000000", "--fill-iota", "0:u32:37500000", "--race-check"},
        dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find(outOfMemory("Error: ", "wave-emu", kib) + "\n"), std::string::npos)
        << r.err;
}

TEST_F(OutOfMemory, RegisterDumpIsStreamed) {
    // 300 workgroups of 32 lanes with 255 registers: 37 MB of text, more than a string may grow
    // to under a 60 MB limit. Counted through a pipe, so that nothing lands on disk.
    const std::string wbin =
        assemble("regs", ".kernel regs\n.registers 255\n    mov r1, sr_lane_id\n    halt\n.end\n");
    const std::vector<std::string> count = {"-c",
                                            "set -o pipefail; \"$0\" \"$@\" | wc -c",
                                            HostileTools::emulator(),
                                            wbin,
                                            "--dump-regs",
                                            "--grid",
                                            "300,1,1"};
    const ToolResult full = ToolRunner::run("/bin/bash", count, dir_.path(), 300);
    ASSERT_EQ(full.exitCode, 0) << full.err;
    EXPECT_GT(std::stoull(full.out), 37'000'000u) << full.out;
    const ToolResult r =
        ToolRunner::runWithAddressLimit(60000, "/bin/bash", count, dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, full.out);
}

TEST_F(OutOfMemory, MemoryDumpIsStreamed) {
    // 50 MB of device memory as --dump-memory text is 220 MB.
    const std::string wbin = assemble("k", ".kernel k\n    halt\n.end\n");
    const ToolResult r = ToolRunner::runWithAddressLimit(
        150000, "/bin/bash",
        {"-c", "set -o pipefail; \"$0\" \"$@\" | wc -l", HostileTools::emulator(), wbin,
         "--device-memory", "50000000", "--dump-memory", "0:50000000"},
        dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, std::to_string(1 + 50000000 / 16) + "\n"); // header and every line
}

TEST_F(OutOfMemory, TimelineIsStreamedAndNeverCutShort) {
    // 40 workgroups of 4 waves meeting at a barrier 300 times: 23 MB of JSON. Built in memory,
    // it did not fit under 60 MB and the file was silently cut at 16 MB with exit status 0.
    const std::string wbin = assemble("bar", ".kernel bar\n.registers 8\n"
                                             ".workgroup_size 128, 1, 1\n"
                                             "    mov_imm r2, 300\n    mov_imm r4, 1\n    loop\n"
                                             "        barrier\n        iadd r3, r3, r4\n"
                                             "        icmp_ge p1, r3, r2\n        break p1\n"
                                             "    endloop\n    halt\n.end\n");
    const std::vector<std::string> args = {wbin, "--grid", "40,1,1", "--timeline"};
    std::vector<std::string> full = args, limited = args;
    full.push_back("full.json");
    limited.push_back("limited.json");
    ToolResult r = ToolRunner::run(HostileTools::emulator(), full, dir_.path(), 300);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    r = ToolRunner::runWithAddressLimit(60000, HostileTools::emulator(), limited, dir_.path(), 300);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    const std::string expected = TestFiles::readText(dir_.path() + "/full.json");
    const std::string actual = TestFiles::readText(dir_.path() + "/limited.json");
    EXPECT_GT(expected.size(), 20'000'000u);
    EXPECT_EQ(actual.size(), expected.size());
    EXPECT_TRUE(actual == expected);
}

} // namespace
