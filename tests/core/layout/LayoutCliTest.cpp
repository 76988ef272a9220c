// wave-dis --layout / --list-layouts / --validate-layout and wave-asm --check-layout, run as the
// user runs them (docs/reference/command-line.md §1.1, §2.1).

#include "TempDir.h"
#include "ToolRunner.h"

#include <gtest/gtest.h>

namespace wave::test {
namespace {

ToolResult dis(const std::vector<std::string>& args, const std::string& cwd = {}) {
    return ToolRunner::run(WAVE_DIS, args, cwd);
}
ToolResult as(const std::vector<std::string>& args, const std::string& cwd = {}) {
    return ToolRunner::run(WAVE_ASM, args, cwd);
}

TEST(LayoutCli, DecodesHexWords) {
    const ToolResult r =
        dis({"--layout", "wave-v0.3-reference", "--words", "0x2C408218", "3F600000"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "0x2C408218  FCMP  [base] opcode=44 modifier=4 flags=0 rd=4 rs1=2 rs2=3 "
                     "reserved=0\n"
                     "0x3F600000  EXIT  [base] opcode=63 modifier=6 flags=0 rd=0 rs1=0 rs2=0 "
                     "reserved=0\n");
    EXPECT_EQ(r.err, "");
}

TEST(LayoutCli, JsonHasTheIssuesShape) {
    const ToolResult r =
        dis({"--layout", "wave-v0.3-reference", "--json", "--words", "2C408218", "AB000000"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "[\n"
                     "  {\"word\": \"0x2C408218\", \"fields\": {\"opcode\": 44, \"modifier\": 4, "
                     "\"flags\": 0, \"rd\": 4, \"rs1\": 2, \"rs2\": 3, \"reserved\": 0}, "
                     "\"opcode_name\": \"FCMP\"},\n"
                     "  {\"word\": \"0xAB000000\", \"fields\": {\"opcode\": 171, \"modifier\": 0, "
                     "\"flags\": 0, \"rd\": 0, \"rs1\": 0, \"rs2\": 0, \"reserved\": 0}}\n"
                     "]\n");
}

TEST(LayoutCli, DecodesAFileOfLittleEndianWords) {
    TempDir dir("wave-layout-cli");
    // two 48-bit words of wave-v0.2: fsin r1, r2 (0x1F0102000000) and iadd r1, r2, r3
    dir.write("words.bin", std::vector<std::uint8_t>{0x00, 0x00, 0x00, 0x02, 0x01, 0x1F, 0x00, 0x00,
                                                     0x03, 0x02, 0x01, 0x00});
    const ToolResult r = dis({"--layout", "wave-v0.2", "words.bin"}, dir.path());
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.substr(0, 24), "0x1F0102000000  ftransc ");
    EXPECT_NE(r.out.find("\n0x000102030000  iadd "), std::string::npos) << r.out;
    dir.write("odd.bin", std::vector<std::uint8_t>{1, 2, 3});
    const ToolResult odd = dis({"--layout", "wave-v0.2", "odd.bin"}, dir.path());
    EXPECT_EQ(odd.exitCode, 1);
    EXPECT_EQ(odd.err, "error: odd.bin: the file has 3 bytes, not a multiple of wave-v0.2's "
                       "6-byte words\n");
}

TEST(LayoutCli, Custom64WithOpcodeHeader) {
    TempDir dir("wave-layout-cli");
    dir.write("gpu_opcodes.svh", "typedef enum logic [7:0] { OP_NOP, OP_FNEG = 8'h21 } op_t;\n");
    const ToolResult r = dis({"--layout", "custom64", "--opcodes", "gpu_opcodes.svh", "--json",
                              "--words", "0x85210C4000000400"},
                             dir.path());
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "[\n  {\"word\": \"0x85210C4000000400\", \"fields\": {\"pred_enable\": 1, "
                     "\"pred_mask_id\": 5, \"opcode\": 33, \"rd\": 3, \"rs1\": 4, \"format\": 0, "
                     "\"modifiers\": 1, \"reserved\": 0}, \"opcode_name\": \"OP_FNEG\"}\n]\n");
    dir.write("bad.svh", "localparam OP = 8'h100;\n");
    const ToolResult bad =
        dis({"--layout", "custom64", "--opcodes", "bad.svh", "--words", "0000000000000000"},
            dir.path());
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_EQ(bad.err, "error: bad.svh:1:17: 8'h100 does not fit in 8 bits\n");
}

TEST(LayoutCli, WordsOfTheWrongWidth) {
    const ToolResult r = dis({"--layout", "wave-v0.2", "--words", "0x2C408218"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "error: '0x2C408218' has 8 hex digits; wave-v0.2's base word is 48 bits, "
                     "written as 12 digits\n");
}

TEST(LayoutCli, ListLayouts) {
    TempDir home("wave-layout-home");
    const ToolResult r = ToolRunner::run(
        "/usr/bin/env", {"XDG_CONFIG_HOME=" + home.path(), WAVE_DIS, "--list-layouts"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    const char* names[] = {"wave-v0.1  ", "wave-v0.2  ",           "wave-v0.2-note  ",
                           "wave-v0.3  ", "wave-v0.3-reference  ", "custom64  ",
                           "wave-v0.4  "};
    std::size_t at = 0;
    for (const char* n : names) {
        const std::size_t line = r.out.find(std::string("\n") + n, at == 0 ? 0 : at);
        const bool first = r.out.rfind(n, 0) == 0;
        EXPECT_TRUE(first || line != std::string::npos) << n << "\n" << r.out;
    }
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 7);
}

TEST(LayoutCli, UserLayoutsAreListedAndUsable) {
    TempDir home("wave-layout-home");
    TempDir dir("wave-layout-cli");
    const std::string layouts = home.path() + "/wave-studio/layouts";
    ASSERT_EQ(std::system(("mkdir -p " + layouts).c_str()), 0);
    const std::string json = R"({"name": "tiny", "title": "A 16-bit toy", "formats": [{"name": "b",
 "words": [16], "fields": [{"name": "opcode", "bits": "15:8"}, {"name": "rd", "bits": "7:0"}]}]})";
    ASSERT_EQ(std::system(("printf '%s' '" + json + "' > " + layouts + "/tiny.json").c_str()), 0);
    const ToolResult list = ToolRunner::run(
        "/usr/bin/env", {"XDG_CONFIG_HOME=" + home.path(), WAVE_DIS, "--list-layouts"});
    EXPECT_NE(list.out.find("\ntiny  A 16-bit toy  (" + layouts + "/tiny.json)\n"),
              std::string::npos)
        << list.out;
    const ToolResult r =
        ToolRunner::run("/usr/bin/env", {"XDG_CONFIG_HOME=" + home.path(), WAVE_DIS, "--layout",
                                         "tiny", "--words", "0705"});
    EXPECT_EQ(r.out, "0x0705  ineg  opcode=7 rd=5\n") << r.err;
}

TEST(LayoutCli, ValidateLayout) {
    const ToolResult bad = dis({"--validate-layout", "wave-v0.2-note"});
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_NE(bad.out.find("FUnaryOps 0x1B.8 fsin: fsin needs modifier 8; wave-v0.2-note's "
                           "modifier field has 3 bits\n"),
              std::string::npos)
        << bad.out;
    const ToolResult good = dis({"--validate-layout", "wave-v0.4"});
    EXPECT_EQ(good.exitCode, 0) << good.out;
    EXPECT_NE(good.out.find(" encode, 0 do not\n"), std::string::npos) << good.out;
    const ToolResult missing = dis({"--validate-layout", "nope.json"});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_EQ(missing.err, "error: nope.json: No such file or directory (os error 2)\n");
}

TEST(LayoutCli, UsageErrors) {
    const ToolResult both = dis({"--layout", "wave-v0.1", "--list-layouts"});
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_EQ(both.err.substr(0, both.err.find('\n')),
              "error: give one of --layout, --list-layouts and --validate-layout");
    const ToolResult none = dis({"--layout", "wave-v0.1"});
    EXPECT_EQ(none.exitCode, 2);
    const ToolResult name = dis({"--layout", "wave-v9", "--words", "00000000"});
    EXPECT_EQ(name.exitCode, 1);
    EXPECT_EQ(name.err.substr(0, 60),
              "error: wave-v9: no layout of that name (known: wave-v0.1, wa");
}

TEST(LayoutCli, CheckLayout) {
    TempDir dir("wave-layout-cli");
    dir.write("k.wave", ".kernel k\n.registers 48\n    fadd r1, r2, r3\n    fsin r4, r5\n"
                        "    iadd r40, r1, r2\n    halt\n.end\n");
    const ToolResult r = as({"--check-layout", "wave-v0.2-note", "k.wave"}, dir.path());
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.out, "k.wave:4:5: fsin r4, r5: fsin needs modifier 8; wave-v0.2-note's modifier "
                     "field has 3 bits\n"
                     "k.wave:5:5: iadd r40, r1, r2: r40 needs 6 bits; wave-v0.2-note's rd field "
                     "has 5\n"
                     "k.wave:6:5: halt: halt needs modifier 9; wave-v0.2-note's modifier field "
                     "has 3 bits\n"
                     "3 of 4 instructions cannot be encoded in wave-v0.2-note\n");
    const ToolResult json =
        as({"--check-layout", "wave-v0.2-note", "--json", "k.wave"}, dir.path());
    EXPECT_EQ(json.exitCode, 1);
    EXPECT_EQ(json.out.rfind("{\"layout\": \"wave-v0.2-note\", \"file\": \"k.wave\", "
                             "\"instructions\": 4, \"cannot_encode\": [\n  {\"line\": 4, ",
                             0),
              0u)
        << json.out;
    const ToolResult fits = as({"--check-layout", "wave-v0.3", "k.wave"}, dir.path());
    EXPECT_EQ(fits.exitCode, 1); // r40 still needs 6 bits
    dir.write("ok.wave", ".kernel k\n    fsin r4, r5\n    halt\n.end\n");
    const ToolResult ok = as({"--check-layout", "wave-v0.3", "ok.wave"}, dir.path());
    EXPECT_EQ(ok.exitCode, 0) << ok.out << ok.err;
    EXPECT_EQ(ok.out, "all 2 instructions fit wave-v0.3\n");
    dir.write("bad.wave", ".kernel k\n    fsinn r4, r5\n.end\n");
    const ToolResult bad = as({"--check-layout", "wave-v0.3", "bad.wave"}, dir.path());
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_NE(bad.err.find("error: the source does not assemble; nothing was checked"),
              std::string::npos)
        << bad.err;
}

} // namespace
} // namespace wave::test
