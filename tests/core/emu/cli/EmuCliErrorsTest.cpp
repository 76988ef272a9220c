// wave-emu's command-line errors (docs/reference/command-line.md §3,
// docs/reference/execution-model.md §1/§12): usage errors (exit 2), the exact texts of bad option
// values, the order in which problems are found, out-of-bounds addresses, and missing or bad files
// (never a crash or a hang).
#include "EmuCliSupport.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

using namespace wave::test;

TEST(EmuCliUsage, HelpAndVersion) {
    ToolResult r = emu({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag : {"--grid",          "--workgroup", "--registers",  "--local-memory",
                             "--device-memory", "--arg",       "--dump-regs",  "--dump-memory",
                             "--stats",         "--trace",     "--wave-width", "--max-instructions",
                             "--set-reg",       "--fill-iota", "--fill-zero",  "--dump-u32",
                             "--dump-f32",      "--dump-f16",  "--dump-bf16",  "--kernel",
                             "--threads"})
        EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
    r = emu({"-V"});
    EXPECT_EQ(r.exitCode, 0);
    // WAVE Studio's own version (the project's, shared with the IDE), then the reference's.
    EXPECT_TRUE(r.out.rfind("wave-emu ", 0) == 0 &&
                r.out.ends_with(" (compatible with wave-emu 0.1.2)\n"))
        << r.out;
}

TEST(EmuCliUsage, UsageErrorsExitTwo) {
    const std::vector<std::vector<std::string>> cases = {
        {"empty_grid.wbin", "--bogus"},
        {"empty_grid.wbin", "--dump-u32", "0:1", "--dump-u32", "0:2"},
        {"empty_grid.wbin", "--dump-memory", "0:4", "--dump-memory=0:8"},
        {"empty_grid.wbin", "--grid", "1,1,1", "--grid", "1,1,1"},
        {"empty_grid.wbin", "--registers", "x"},
        {"empty_grid.wbin", "--registers", "4294967296"},
        {"empty_grid.wbin", "--wave-width", "-1"},
        {"empty_grid.wbin", "--max-instructions", "1e5"},
        {"empty_grid.wbin", "--device-memory", "0x100"},
        {"empty_grid.wbin", "--local-memory", ""},
        {"empty_grid.wbin", "--threads", "two"},
        {"empty_grid.wbin", "--stats", "--stats"},
        {"empty_grid.wbin", "--kernel"},
        {"empty_grid.wbin", "other.wbin"},
        {"--stats"},
    };
    for (const auto& args : cases) {
        const ToolResult r = emu(args);
        EXPECT_EQ(r.exitCode, 2) << testing::PrintToString(args);
        EXPECT_EQ(r.err.rfind("error:", 0), 0u) << r.err;
        EXPECT_EQ(r.out, "");
    }
    // The message names the flag.
    EXPECT_NE(emu({"empty_grid.wbin", "--registers", "x"}).err.find("--registers"),
              std::string::npos);
}

TEST(EmuCliErrors, ValueSyntaxTexts) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--grid", "1,2"},
         "invalid WBIN file: invalid --grid: expected 3 comma-separated values, got 2"},
        {{"--workgroup", "8,1,1,1"},
         "invalid WBIN file: invalid --workgroup: expected 3 comma-separated values, got 4"},
        {{"--grid", "1,x,1"},
         "invalid WBIN file: invalid --grid: invalid y: invalid digit found in string"},
        {{"--workgroup", ",1,1"},
         "invalid WBIN file: invalid --workgroup: invalid x: cannot parse integer from empty "
         "string"},
        {{"--grid", "1,1,99999999999"},
         "invalid WBIN file: invalid --grid: invalid z: number too large to fit in target type"},
        {{"--set-reg", "5"}, "invalid WBIN file: invalid --set-reg: expected format REG:VALUE"},
        {{"--set-reg", "300:1"},
         "invalid WBIN file: invalid --set-reg: invalid register: number too large to fit in "
         "target type"},
        {{"--set-reg", "1:0xzz"},
         "invalid WBIN file: invalid --set-reg: invalid hex offset: invalid digit found in string"},
        {{"--set-reg", "1:"},
         "invalid WBIN file: invalid --set-reg: invalid offset: cannot parse integer from empty "
         "string"},
        {{"--fill-zero", "0:u32"},
         "invalid WBIN file: --fill-zero expects OFFSET:TYPE:COUNT, got '0:u32'"},
        {{"--fill-zero", "q:u32:1"},
         "invalid WBIN file: --fill-zero offset: invalid offset: invalid digit found in string"},
        {{"--fill-zero", "0:u32:-1"},
         "invalid WBIN file: --fill-zero count: invalid digit found in string"},
        {{"--fill-zero", "0:f64:1"},
         "invalid WBIN file: --fill-zero type: unknown TYPE 'f64' (expected one of u8, u16, u32, "
         "i32, f32, f16, bf16)"},
        {{"--fill-iota", "0:f32:1:2:3"},
         "invalid WBIN file: --fill-iota expects OFFSET:TYPE:COUNT[:SCALE], got '0:f32:1:2:3'"},
        {{"--fill-iota", "0x:f32:1"},
         "invalid WBIN file: --fill-iota offset: invalid hex offset: cannot parse integer from "
         "empty string"},
        {{"--fill-iota", "0:f32:"},
         "invalid WBIN file: --fill-iota count: cannot parse integer from empty string"},
        {{"--fill-iota", "0:f32:1:one"},
         "invalid WBIN file: --fill-iota scale: invalid float literal"},
        {{"--fill-iota", "0:i64:1"},
         "invalid WBIN file: --fill-iota type: unknown TYPE 'i64' (expected one of u8, u16, u32, "
         "i32, f32, f16, bf16)"},
        {{"--arg", "nofile"}, "invalid WBIN file: invalid --arg: expected format OFFSET:FILE"},
        {{"--arg", "-4:x"},
         "invalid WBIN file: invalid --arg: invalid offset: invalid digit found in string"},
        {{"--arg", "0:does-not-exist.data"},
         "IO error: failed to open does-not-exist.data: No such file or directory (os error 2)"},
        {{"--arg", "0:."}, "IO error: failed to read .: Is a directory (os error 21)"},
        {{"--dump-memory", "16"},
         "invalid WBIN file: invalid --dump-memory: expected format START:END"},
        {{"--dump-memory", "8:8"},
         "invalid WBIN file: invalid --dump-memory: END must be greater than START"},
        {{"--dump-memory", "0:1k"},
         "invalid WBIN file: invalid --dump-memory: invalid offset: invalid digit found in string"},
        {{"--dump-u32", "4"}, "invalid WBIN file: --dump-u32 expects OFFSET:COUNT, got '4'"},
        {{"--dump-f32", "x:1"},
         "invalid WBIN file: --dump-f32 offset: invalid offset: invalid digit found in string"},
        {{"--dump-f16", "0:0x2"},
         "invalid WBIN file: --dump-f16 count: invalid digit found in string"},
        {{"--dump-bf16", "0:"},
         "invalid WBIN file: --dump-bf16 count: cannot parse integer from empty string"},
    };
    for (const auto& [extra, message] : cases) {
        const ToolResult r = noRun(extra);
        EXPECT_EQ(r.exitCode, 1) << testing::PrintToString(extra);
        EXPECT_EQ(firstLine(r.err), "Error: " + message) << testing::PrintToString(extra);
        EXPECT_EQ(r.out, "");
    }
}

TEST(EmuCliErrors, OrderOfChecks) {
    // Config values are checked before the file is read...
    ToolResult r = emu({"missing.wbin", "--set-reg", "x", "--fill-zero", "bad"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(firstLine(r.err),
              "Error: invalid WBIN file: invalid --set-reg: expected format REG:VALUE");
    // ...fills only after it was read.
    r = emu({"missing.wbin", "--fill-zero", "bad", "--dump-u32", "bad"});
    EXPECT_EQ(firstLine(r.err), "Error: IO error: No such file or directory (os error 2)");
    // Dump specs are parsed at print time: earlier dumps are already out.
    r = noRun({"--fill-iota", "0:u32:2:5", "--dump-f32", "bad", "--dump-u32", "0:2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "0\n5\n");
    EXPECT_EQ(firstLine(r.err),
              "Error: invalid WBIN file: --dump-f32 expects OFFSET:COUNT, got 'bad'");
    // --dump-memory comes first, --dump-bf16 last, whatever the command-line order.
    r = noRun({"--dump-bf16", "0:1", "--dump-f16", "0:1", "--dump-f32", "0:1", "--dump-u32", "0:1",
               "--dump-memory", "0:2", "--fill-iota", "0:u8:2:1"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "Device memory 0x00000000-0x00000002:\n"
                     "00000000: 00 01 " +
                         std::string(43, ' ') + " |..|\n" +
                         "256\n3.59e-43\n1.5258789e-5\n2.3509887e-38\n");
}

TEST(EmuCliErrors, OutOfBoundsAddresses) {
    // Fills and --arg report their start offset; dumps the first byte past the end...
    ToolResult r = noRun({"--device-memory", "64", "--fill-iota", "60:f32:2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x000000000000003c");
    // ... unless the byte size overflows: then the first byte past the end.
    r = noRun({"--device-memory", "64", "--fill-zero", "0:u32:18446744073709551615"});
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x0000000000000040");
    r = noRun({"--device-memory", "4", "--arg", "2:fills_and_args.data"});
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x0000000000000002");
    r = noRun({"--device-memory", "64", "--dump-u32", "0:2", "--dump-f32", "60:2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "0\n0\n");
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x0000000000000040");
    r = noRun({"--device-memory", "64", "--dump-memory", "0x30:0x41"});
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x0000000000000040");
    r = noRun({"--device-memory", "64", "--dump-u32", "100:1"});
    EXPECT_EQ(firstLine(r.err), "Error: memory access out of bounds: address 0x0000000000000064");
    r = noRun({"--device-memory", "64", "--dump-u32", "100:0"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "");
}

TEST_F(EmuCli, MissingAndBadFiles) {
    ToolResult r = emuIn(dir_, {"nope.wbin"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: IO error: No such file or directory (os error 2)\n");
    r = emuIn(dir_, {"."});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "Error: IO error: Is a directory (os error 21)\n");

    auto header = [](std::uint32_t codeOffset, std::uint32_t codeSize, std::uint32_t metaOffset) {
        std::string h = "WAVE";
        auto put = [&](std::uint32_t v) {
            for (int i = 0; i < 4; ++i)
                h += static_cast<char>((v >> (8 * i)) & 0xFF);
        };
        put(1); // version
        put(codeOffset);
        put(codeSize);
        put(0); // symbol offset
        put(0);
        put(metaOffset);
        put(0);
        return h;
    };
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "Error: invalid WBIN file: file too small for WBIN header"},
        {"WAVE\1\0\0\0", "Error: invalid WBIN file: file too small for WBIN header"},
        {std::string(40, 'x'), "Error: invalid WBIN file: invalid magic number"},
        {header(32, 1000, 0) + std::string(8, '\0'),
         "Error: invalid WBIN file: code section extends beyond file"},
    };
    int i = 0;
    for (const auto& [bytes, message] : cases) {
        const auto path = dir_ / ("bad" + std::to_string(i++) + ".wbin");
        EmuToolPaths::writeFile(path, bytes);
        r = emuIn(dir_, {path.string(), "--dump-u32", "0:1"});
        EXPECT_EQ(r.exitCode, 1) << message;
        EXPECT_EQ(firstLine(r.err), message);
        EXPECT_EQ(r.out, "");
    }
    // The reference's crash cases (docs/reference/execution-model.md §11) are clear errors naming
    // the field and offset, exit 1, never 101 (docs/reference/differences.md §5). The kernel count
    // cannot be read because metadata_offset points into the last 1-3 bytes:
    const auto crash = dir_ / "crash.wbin";
    EmuToolPaths::writeFile(crash, header(32, 4, 34) + std::string("\0\0\0\x3f", 4));
    r = emuIn(dir_, {crash.string()});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: invalid WBIN file: metadata_offset 34 leaves no room for the 4-byte "
                     "kernel count (the file is 36 bytes)\n");
    // Kernel 0's code offset lies past the 4-byte code section (the reference: "range start
    // index 3080192 out of range for slice of length 4", exit 101).
    std::string record(32, '\0');
    record[24] = '\x00', record[25] = '\x00', record[26] = '\x2F'; // code_offset 0x2F0000
    const auto outside = dir_ / "outside.wbin";
    EmuToolPaths::writeFile(outside, header(32, 4, 36) + std::string("\0\0\xF0\x3F", 4) +
                                         std::string("\1\0\0\0", 4) + record);
    r = emuIn(dir_, {outside.string(), "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "Error: invalid WBIN file: kernel 0 (kernel_0) has code_offset 3080192, "
                     "beyond the end of the code section (4 bytes)\n");
    EXPECT_EQ(r.out, "");
    // The same through --kernel.
    r = emuIn(dir_, {outside.string(), "--kernel", "0"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(firstLine(r.err), "Error: invalid WBIN file: kernel 0 (kernel_0) has code_offset "
                                "3080192, beyond the end of the code section (4 bytes)");
}

TEST_F(EmuCli, TruncatedSecondWordIsAnErrorNotACrash) {
    // docs/reference/execution-model.md §11: decoding an 8-byte instruction whose word1 lies beyond
    // the end of the code crashes the reference (exit 101); here it is an error, exit 1, that names
    // the PC and offset (docs/reference/differences.md §5). The file is wave-asm's, with code_size
    // (header offset 0x0C) shortened by 4 so that the store's word1 is cut off.
    const std::string wbin = assemble("lone_word0", R"(
.kernel lone_word0
.registers 4
    mov_imm r0, 0
    mov_imm r1, 7
    device_store_u32 r0, r1
.end
)");
    ASSERT_FALSE(wbin.empty());
    std::string bytes = ToolRunner::readFile(wbin);
    ASSERT_GE(bytes.size(), 32u);
    auto codeSize = [&] {
        std::uint32_t v = 0;
        for (int i = 3; i >= 0; --i)
            v = (v << 8) | static_cast<std::uint8_t>(bytes[0x0C + i]);
        return v;
    };
    ASSERT_EQ(codeSize(), 24u); // three 8-byte instructions
    bytes[0x0C] = static_cast<char>(20);
    ASSERT_EQ(codeSize(), 20u);
    const auto cut = dir_ / "cut.wbin";
    EmuToolPaths::writeFile(cut, bytes);

    ToolResult r = emuIn(dir_, {cut.string(), "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(firstLine(r.err),
              "Error: invalid instruction at PC 0x00000010: unexpected end of code at offset 20");
    EXPECT_NE(r.err.find("the 8-byte instruction's second word lies beyond the end of the code "
                         "section"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("kernel lone_word0, workgroup (0,0,0), wave 0"), std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "");

    // The complete file stores, then runs off the end of the code: with no word0 left that is
    // the reference's error, exit 1.
    r = emuIn(dir_, {wbin, "--dump-u32", "0:1"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(firstLine(r.err),
              "Error: invalid instruction at PC 0x00000018: unexpected end of code at offset 24");
}

TEST_F(EmuCli, GarbageNeverCrashesOrHangs) {
    // Deterministic mutations of golden binaries: every run ends with 0 or 1 (never a crash code,
    // docs/reference/differences.md §5) and an error on stderr, within the timeout.
    const auto golden = EmuToolPaths::golden("emu");
    std::mt19937 rng(20240521);
    const char* sources[] = {"calls", "loops_uniform", "atomics_device", "mma", "kernel_metadata"};
    int run = 0;
    for (const char* name : sources) {
        const std::string original =
            ToolRunner::readFile((golden / (std::string(name) + ".wbin")).string());
        ASSERT_FALSE(original.empty()) << name;
        for (int k = 0; k < 12; ++k) {
            std::string bytes = original;
            const int flips = 1 + static_cast<int>(rng() % 6);
            for (int f = 0; f < flips; ++f)
                bytes[rng() % bytes.size()] = static_cast<char>(rng() & 0xFF);
            if (k % 4 == 3)
                bytes.resize(rng() % bytes.size()); // truncated
            const auto path = dir_ / ("fuzz" + std::to_string(run++) + ".wbin");
            EmuToolPaths::writeFile(path, bytes);
            const ToolResult r = emuIn(dir_, {path.string(), "--max-instructions", "20000",
                                              "--device-memory", "65536", "--dump-u32", "0:4"});
            EXPECT_TRUE(r.exitCode == 0 || r.exitCode == 1)
                << path << " exit " << r.exitCode << "\n"
                << r.err;
            if (r.exitCode == 1) {
                EXPECT_NE(r.err.find("Error: "), std::string::npos) << r.err;
            }
        }
    }
}
