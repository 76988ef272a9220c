// The SystemVerilog opcode header reader: the forms a gpu_opcodes.svh uses, and the errors (with
// file:line:column) for what it cannot read.

#include "layout/OpcodeHeader.h"
#include "TempDir.h"

#include <gtest/gtest.h>

#include <map>

namespace wave::layout {
namespace {

std::map<std::string, std::uint64_t> read(const std::string& text) {
    HeaderError error;
    const auto constants = OpcodeHeader::parse(text, "h.svh", error);
    EXPECT_TRUE(constants) << error.text();
    std::map<std::string, std::uint64_t> out;
    if (constants)
        for (const HeaderConstant& c : *constants)
            out[c.name] = c.value;
    return out;
}

std::string errorOf(const std::string& text) {
    HeaderError error;
    EXPECT_FALSE(OpcodeHeader::parse(text, "h.svh", error)) << text;
    return error.text();
}

TEST(OpcodeHeader, LiteralForms) {
    const auto c = read("localparam logic [7:0] OP_A = 8'h12;\n"
                        "localparam [7:0] OP_B = 8'd18;\n"
                        "parameter OP_C = 'h12;\n"
                        "localparam int OP_D = 18;\n"
                        "localparam OP_E = 8'b0001_0010, OP_F = 'o22;\n"
                        "localparam bit [7:0] OP_G = 8'sh7F;\n"
                        "localparam OP_H = 32'hDEAD_BEEF;\n");
    EXPECT_EQ(c.at("OP_A"), 0x12u);
    EXPECT_EQ(c.at("OP_B"), 18u);
    EXPECT_EQ(c.at("OP_C"), 0x12u);
    EXPECT_EQ(c.at("OP_D"), 18u);
    EXPECT_EQ(c.at("OP_E"), 0x12u);
    EXPECT_EQ(c.at("OP_F"), 0x12u);
    EXPECT_EQ(c.at("OP_G"), 0x7Fu);
    EXPECT_EQ(c.at("OP_H"), 0xDEADBEEFu);
}

TEST(OpcodeHeader, EnumsWithAndWithoutValues) {
    const auto c = read("typedef enum logic [7:0] {\n"
                        "  OP_NOP,            // 0\n"
                        "  OP_ADD = 8'h10,\n"
                        "  OP_SUB,            /* 0x11 */\n"
                        "  OP_MUL = 'd32\n"
                        "} opcode_t;\n"
                        "typedef enum { A, B, C } plain_t;\n");
    EXPECT_EQ(c.at("OP_NOP"), 0u);
    EXPECT_EQ(c.at("OP_ADD"), 0x10u);
    EXPECT_EQ(c.at("OP_SUB"), 0x11u);
    EXPECT_EQ(c.at("OP_MUL"), 32u);
    EXPECT_EQ(c.at("C"), 2u);
}

TEST(OpcodeHeader, DefinesGuardsPackagesAndExpressions) {
    const auto c = read("`ifndef GPU_OPCODES_SVH\n"
                        "`define GPU_OPCODES_SVH\n"
                        "`timescale 1ns/1ps\n"
                        "package gpu_pkg;\n"
                        "`define OP_BASE 8'h40\n"
                        "`define MAX(a, b) ((a) > (b) ? (a) : (b))\n"
                        "localparam opcode_t OP_LD = `OP_BASE + 1;\n"
                        "localparam OP_ST = OP_LD | 8'h02;\n"
                        "typedef struct packed { logic [7:0] op; } instr_t;\n"
                        "endpackage : gpu_pkg\n"
                        "`endif // GPU_OPCODES_SVH\n");
    EXPECT_EQ(c.at("OP_BASE"), 0x40u);
    EXPECT_EQ(c.at("OP_LD"), 0x41u);
    EXPECT_EQ(c.at("OP_ST"), 0x43u);
    EXPECT_EQ(c.count("GPU_OPCODES_SVH"), 0u);
    EXPECT_EQ(c.count("MAX"), 0u);
}

TEST(OpcodeHeader, IncludeOfASiblingFile) {
    test::TempDir dir("wave-svh");
    dir.write("base.svh", "localparam OP_BASE = 8'h20;\n");
    dir.write("gpu_opcodes.svh", "`include \"base.svh\"\nlocalparam OP_X = OP_BASE + 3;\n");
    HeaderError error;
    const auto c = OpcodeHeader::loadFile(dir.path() + "/gpu_opcodes.svh", error);
    ASSERT_TRUE(c) << error.text();
    ASSERT_EQ(c->size(), 2u);
    EXPECT_EQ((*c)[1].value, 0x23u);
    EXPECT_EQ((*c)[0].file, dir.path() + "/base.svh");
}

TEST(OpcodeHeader, IncludeErrorsNameTheFile) {
    test::TempDir dir("wave-svh");
    dir.write("bad.svh", "\n  localparam OP_Y = 8'hZZ;\n");
    dir.write("top.svh", "`include \"bad.svh\"\n");
    dir.write("loop.svh", "`include \"loop.svh\"\n");
    HeaderError error;
    EXPECT_FALSE(OpcodeHeader::loadFile(dir.path() + "/top.svh", error));
    EXPECT_EQ(error.text(), dir.path() + "/bad.svh:2:21: 'Z' digits (unknown or high-impedance "
                                         "bits) are not an opcode value");
    EXPECT_FALSE(OpcodeHeader::loadFile(dir.path() + "/loop.svh", error));
    EXPECT_NE(error.text().find("includes itself"), std::string::npos) << error.text();
    dir.write("missing.svh", "`include \"nowhere.svh\"\n");
    EXPECT_FALSE(OpcodeHeader::loadFile(dir.path() + "/missing.svh", error));
    EXPECT_NE(error.text().find("missing.svh:1:10: cannot read `include \"nowhere.svh\""),
              std::string::npos)
        << error.text();
}

TEST(OpcodeHeader, BrokenForms) {
    EXPECT_EQ(errorOf("localparam OP_A = 8'h1FF;\n"), "h.svh:1:19: 8'h1FF does not fit in 8 bits");
    EXPECT_EQ(errorOf("localparam [3:0] OP_A = 'h1F;\n"),
              "h.svh:1:18: value 31 of 'OP_A' does not fit in 4 bits");
    EXPECT_EQ(errorOf("localparam OP_A = 8'q12;\n"),
              "h.svh:1:19: expected a base (h, d, b or o) after ' in a number");
    EXPECT_EQ(errorOf("localparam OP_A = 8'h12\nlocalparam OP_B = 1;\n"),
              "h.svh:2:1: expected ';' after the value of 'OP_A', found 'localparam'");
    EXPECT_EQ(errorOf("localparam OP_A = 1;\nlocalparam OP_A = 2;\n"),
              "h.svh:2:12: 'OP_A' is already defined at h.svh:1:12");
    EXPECT_EQ(errorOf("localparam OP_A = OP_NOWHERE;\n"),
              "h.svh:1:19: 'OP_NOWHERE' is not defined (before this line)");
    EXPECT_EQ(errorOf("typedef enum logic [7:0] { A = 1, B = 1 } t;\n"),
              "h.svh:1:35: enum member 'B' repeats the value 1 of 'A'");
    EXPECT_EQ(errorOf("typedef enum logic [1:0] { A, B, C, D, E } t;\n"),
              "h.svh:1:40: value 4 of 'E' does not fit in 2 bits");
    EXPECT_EQ(errorOf("/* never closed\nlocalparam A = 1;\n"),
              "h.svh:1:1: unterminated /* comment");
    EXPECT_EQ(errorOf("module gpu; endmodule\n"),
              "h.svh:1:1: cannot read 'module' (expected localparam, parameter, typedef enum, "
              "`define or `include)");
    EXPECT_EQ(errorOf("localparam OP_A = 99'h1;\n"),
              "h.svh:1:19: a literal's size must be 1 to 64 bits, found 99");
    EXPECT_EQ(errorOf("localparam OP_A = 'h1_0000_0000_0000_0000;\n"),
              "h.svh:1:19: number too large for 64 bits");
    EXPECT_EQ(
        errorOf("`foo\n"),
        "h.svh:1:1: cannot read '`foo' here (expected `define, `include or an include guard)");
}

TEST(OpcodeHeader, AMegabyteHeaderIsReadQuickly) {
    std::string text = "typedef enum logic [31:0] {\n";
    std::size_t n = 0;
    while (text.size() < (1u << 20)) {
        text += "  OP_NUMBER_" + std::to_string(n) + " = 32'h" + std::to_string(n) + ",\n";
        ++n;
    }
    text += "  OP_LAST\n} big_t;\n";
    const auto c = read(text);
    EXPECT_EQ(c.size(), n + 1);
}

TEST(OpcodeHeader, NamesMapToWaveMnemonics) {
    Layout l;
    l.formats.push_back(LayoutFormat{});
    HeaderError error;
    const auto c = OpcodeHeader::parse(
        "localparam OP_FADD = 8'h01;\ntypedef enum logic [7:0] { FSIN = 2, WEIRD = 3 } t;\n",
        "h.svh", error);
    ASSERT_TRUE(c);
    OpcodeHeader::apply(l, *c);
    ASSERT_EQ(l.opcodes.size(), 3u);
    EXPECT_EQ(l.opcodes[0].name, "FSIN"); // enum members first
    EXPECT_EQ(l.opcodes[0].wave, "fsin");
    EXPECT_EQ(l.opcodes[1].wave, "");
    EXPECT_EQ(l.opcodes[2].wave, "fadd");
}

} // namespace
} // namespace wave::layout
