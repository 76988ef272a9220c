// The golden data of the reference toolchain (tests/data/golden): asm/ bytes and --dump-hex,
// emu/ bytes, policy/ expected bytes, and asm-errors/ positions. The CLI runs as a child
// process with the golden folder as working directory and a bare file name, like the
// reference did.

#include "AsmTestSupport.h"

#include "TempDir.h"
#include "ToolRunner.h"
#include "wbin/WbinWriter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

using namespace wave;
using namespace wave::asmtest;
using test::ToolRunner;

namespace {

namespace fs = std::filesystem;

std::vector<std::string> programsIn(const std::string& folder) {
    return TestFiles::stemsIn(golden(folder), ".wave");
}

std::string paramName(const testing::TestParamInfo<std::string>& info) {
    return info.param;
}

// ---- asm/ -------------------------------------------------------------------------------

class GoldenAsm : public testing::TestWithParam<std::string> {};

TEST_P(GoldenAsm, LibraryBytesMatchTheReference) {
    const std::string name = GetParam();
    const auto r = assembler::Assembler::assemble(
        TestFiles::readText(golden("asm/" + name + ".wave")), name + ".wave");
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(wbin::WbinWriter::write(r.program),
              TestFiles::readBytes(golden("asm/" + name + ".wbin")));
}

TEST_P(GoldenAsm, CliDumpHexMatchesTheReference) {
    const std::string name = GetParam();
    const auto res = ToolRunner::run(WAVE_ASM_TOOL, {name + ".wave", "--dump-hex"}, golden("asm"));
    EXPECT_EQ(res.exitCode, 0) << res.err;
    EXPECT_EQ(res.out, TestFiles::readText(golden("asm/" + name + ".hex")));
}

TEST_P(GoldenAsm, CliWritesTheReferenceFile) {
    const std::string name = GetParam();
    const test::TempDir dir("wave-asm-test");
    const std::string out = dir.path() + "/" + name + ".wbin";
    const auto res = ToolRunner::run(WAVE_ASM_TOOL, {name + ".wave", "-o", out}, golden("asm"));
    EXPECT_EQ(res.exitCode, 0) << res.err;
    EXPECT_EQ(res.out, "");
    EXPECT_EQ(TestFiles::readBytes(out), TestFiles::readBytes(golden("asm/" + name + ".wbin")));
}

INSTANTIATE_TEST_SUITE_P(All, GoldenAsm, testing::ValuesIn(programsIn("asm")), paramName);

TEST(GoldenAsmSet, HasAllFortyFivePrograms) {
    EXPECT_EQ(programsIn("asm").size(), 45u);
}

TEST(GoldenAsmSet, WarningsFileWarnsThroughTheCli) {
    const auto res = ToolRunner::run(WAVE_ASM_TOOL, {"warnings.wave", "--dump-hex"}, golden("asm"));
    EXPECT_EQ(res.exitCode, 0);
    EXPECT_EQ(res.out, TestFiles::readText(golden("asm/warnings.hex")));
    for (const char* at : {"warnings.wave:16:5 ", "warnings.wave:17:10 ", "warnings.wave:25:5 ",
                           "warnings.wave:27:5 ", "warnings.wave:28:5 ", "warnings.wave:32:12 "})
        EXPECT_NE(res.err.find(std::string("   --> ") + at), std::string::npos) << at << res.err;
    EXPECT_EQ(res.err.rfind("Warning: ", 0), 0u);
    EXPECT_EQ(res.err.find("Error:"), std::string::npos);
}

// ---- emu/ (reference .wbin files of the emulator kernels) -------------------------------

class GoldenEmuBytes : public testing::TestWithParam<std::string> {};

TEST_P(GoldenEmuBytes, AssembleToTheReferenceBytes) {
    const std::string name = GetParam();
    const auto r = assembler::Assembler::assemble(
        TestFiles::readText(golden("emu/" + name + ".wave")), name + ".wave");
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(wbin::WbinWriter::write(r.program),
              TestFiles::readBytes(golden("emu/" + name + ".wbin")));
}

INSTANTIATE_TEST_SUITE_P(All, GoldenEmuBytes, testing::ValuesIn(programsIn("emu")), paramName);

// ---- policy/ ----------------------------------------------------------------------------

class GoldenPolicy : public testing::TestWithParam<std::string> {};

TEST_P(GoldenPolicy, DumpHexMatchesTheExpectedBytes) {
    const std::string name = GetParam();
    std::vector<std::string> args{name + ".wave"};
    for (const std::string& flag :
         ToolRunner::splitArgs(TestFiles::readText(golden("policy/" + name + ".asmflags"))))
        args.push_back(flag);
    args.push_back("--dump-hex");
    const auto res = ToolRunner::run(WAVE_ASM_TOOL, args, golden("policy"));
    EXPECT_EQ(res.exitCode, 0) << res.err;
    EXPECT_EQ(res.err, "");
    EXPECT_EQ(res.out, TestFiles::readText(golden("policy/" + name + ".expected.hex")));
}

INSTANTIATE_TEST_SUITE_P(All, GoldenPolicy, testing::ValuesIn(programsIn("policy")), paramName);

TEST(GoldenPolicySet, HasTheSevenPolicies) {
    EXPECT_EQ(
        programsIn("policy"),
        (std::vector<std::string>{"call_labels", "cas_modifier", "dis_workgroup_size", "fcmp_ge",
                                  "float_literal", "no_symbols", "unicode_initial_identifier"}));
}

// ---- asm-errors/ ------------------------------------------------------------------------

struct Expected {
    std::uint32_t line, column;
    const char* message;
    const char* label;
};

// asm-errors/README.md: every position WAVE Studio must report, with its message and the
// reference's label.
const std::map<std::string, std::vector<Expected>> kErrors = {
    {"bad_directive",
     {{4, 1, "invalid directive", "invalid directive"},
      {7, 1, "invalid directive", "invalid directive"},
      {9, 1, "invalid directive", "invalid directive"},
      {11, 1, "unexpected character '.'", "unexpected '.'"}}},
    {"bad_number",
     {{5, 17, "invalid number literal", "invalid number"},
      {6, 17, "invalid number literal", "invalid number"},
      {7, 17, "invalid number literal", "invalid number"},
      {8, 17, "invalid number literal", "invalid number"}}},
    {"bad_register",
     {{5, 14, "invalid register index 255: must be 0-254", "register r255 out of range"},
      {6, 10, "expected register operand", "expected register"},
      {7, 10, "unexpected token", "expected register half (.lo or .hi)"}}},
    {"directive_args",
     {{4, 12, "unexpected token", "expected integer"},
      {5, 20, "unexpected token", "expected Comma"}}},
    {"duplicate_label",
     {{7, 1, "duplicate label 'again'", "'again' already defined"},
      {12, 1, "duplicate label 'again'", "'again' already defined"}}},
    {"end_without_kernel", {{6, 1, "unexpected token", "expected .kernel before .end"}}},
    {"immediate_range",
     {{4, 17, "immediate value 4294967296 out of range", "4294967296 doesn't fit in field"},
      {5, 17, "immediate value -2147483649 out of range", "-2147483649 doesn't fit in field"},
      {6, 17, "immediate value 4294967296 out of range", "4294967296 doesn't fit in field"}}},
    {"kernel_name", {{2, 9, "unexpected token", "expected identifier"}}},
    {"missing_end", {{2, 1, "kernel 'open' not closed with .end", "kernel 'open' needs .end"}}},
    {"missing_scope",
     {{6, 24, "expected scope specifier (.wave, .workgroup, .device, .system)", "expected scope"},
      {7, 23, "unexpected token", "expected directive, label, or instruction"},
      {8, 5, "invalid operand count: expected 1, got 0", "expected 1 operands, found 0"},
      {9, 19, "expected scope specifier (.wave, .workgroup, .device, .system)", "expected scope"}}},
    {"nested_kernel", {{3, 1, "kernel 'outer' not closed with .end", "kernel 'outer' needs .end"}}},
    {"operand_count",
     {{5, 5, "invalid operand count: expected 3, got 2", "expected 3 operands, found 2"},
      {6, 5, "invalid operand count: expected 2, got 3", "expected 2 operands, found 3"},
      {7, 5, "invalid operand count: expected 0, got 1", "expected 0 operands, found 1"},
      {8, 5, "invalid operand count: expected 4, got 2", "expected 4 operands, found 2"}}},
    {"operand_kind",
     {{4, 14, "expected register operand", "expected register"},
      {5, 13, "expected register operand", "expected register"},
      {6, 16, "expected register operand", "expected register"},
      {7, 17, "expected immediate operand", "expected immediate"},
      {8, 10, "expected label operand", "expected label"},
      {9, 8, "expected register operand", "expected register"},
      {10, 17, "expected register operand", "expected register"}}},
    {"outside_kernel",
     {{2, 5, "instruction outside kernel", "must be inside .kernel block"},
      {7, 5, "instruction outside kernel", "must be inside .kernel block"}}},
    {"phase_order",
     {{7, 10, "undefined label 'missing_label'", "'missing_label' not defined"},
      {8, 5, "unknown instruction 'fooo'", "'fooo' is not a valid instruction"},
      {9, 5, "invalid operand count: expected 3, got 2", "expected 3 operands, found 2"},
      {10, 20, "unexpected token", "expected directive, label, or instruction"},
      {10, 17, "expected immediate operand", "expected immediate"},
      {11, 17, "unexpected character '$'", "unexpected '$'"}}},
    {"predicate_index",
     {{4, 5, "invalid predicate register index 4: must be 0-3", "predicate p4 out of range"},
      {5, 13, "invalid predicate register index 7: must be 0-3", "predicate p7 out of range"},
      {6, 5, "invalid predicate register index 9: must be 0-3", "predicate p9 out of range"},
      {7, 8, "invalid predicate syntax", "expected @pN or @!pN"}}},
    {"predicate_syntax",
     {{4, 5, "invalid predicate syntax", "expected @pN or @!pN"},
      {5, 5, "invalid predicate syntax", "expected @pN or @!pN"},
      {6, 5, "invalid predicate syntax", "expected @pN or @!pN"},
      {7, 5, "invalid predicate syntax", "expected @pN or @!pN"}}},
    {"special_register",
     {{5, 13, "invalid special register 'sr_laneid'", "unknown special register 'sr_laneid'"},
      {6, 16, "invalid special register 'sr_thread_id_w'",
       "unknown special register 'sr_thread_id_w'"},
      {7, 10, "invalid special register 'src'", "unknown special register 'src'"}}},
    {"statement_start",
     {{7, 1, "unexpected token", "expected directive, label, or instruction"},
      {8, 5, "unexpected token", "expected directive, label, or instruction"},
      {9, 9, "undefined label 'halt'", "'halt' not defined"},
      {10, 19, "unknown instruction 'x10'", "'x10' is not a valid instruction"},
      {11, 18, "unknown instruction 'X10'", "'X10' is not a valid instruction"}}},
    {"trailing_comma", {{4, 21, "unexpected token", "expected operand"}}},
    {"undefined_label",
     {{5, 10, "undefined label 'nowhere'", "'nowhere' not defined"},
      {6, 18, "undefined label 'somewhere'", "'somewhere' not defined"}}},
    {"unexpected_character",
     {{4, 18, "unexpected character '$'", "unexpected '$'"},
      {5, 25, "unexpected character '['", "unexpected '['"},
      {6, 16, "unexpected character '+'", "unexpected '+'"},
      {7, 18, "unexpected character '('", "unexpected '('"}}},
    {"unknown_mnemonic",
     {{4, 5, "unknown instruction 'iaddd'", "'iaddd' is not a valid instruction"},
      {5, 5, "unknown instruction 'IADD'", "'IADD' is not a valid instruction"}}},
};

class GoldenAsmErrors : public testing::TestWithParam<std::string> {};

TEST_P(GoldenAsmErrors, ReportsEveryListedPosition) {
    const std::string name = GetParam();
    const auto it = kErrors.find(name);
    ASSERT_NE(it, kErrors.end()) << "no expectations for " << name;
    const auto r = assembler::Assembler::assemble(
        TestFiles::readText(golden("asm-errors/" + name + ".wave")), name);
    for (const Expected& e : it->second) {
        const bool found = std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](auto& d) {
            return d.severity == assembler::Severity::Error && d.line == e.line &&
                   d.column == e.column && d.message == e.message && d.label == e.label;
        });
        EXPECT_TRUE(found) << name << " " << e.line << ":" << e.column << " " << e.message
                           << "\ngot:\n"
                           << describe(r.diagnostics);
    }
}

TEST_P(GoldenAsmErrors, CliExitsOneWritesNothingAndPrintsTheReferenceFirstError) {
    const std::string name = GetParam();
    const std::string output = golden("asm-errors/" + name + ".wbin");
    const auto res = ToolRunner::run(WAVE_ASM_TOOL, {name + ".wave"}, golden("asm-errors"));
    EXPECT_EQ(res.exitCode, 1);
    EXPECT_EQ(res.out, "");
    EXPECT_FALSE(fs::exists(output));
    fs::remove(output); // keep the tree clean even when the check failed
    // The reference's (only) error appears verbatim among ours: message, position, byte
    // range and label.
    const std::string expected = TestFiles::readText(golden("asm-errors/" + name + ".expected"));
    const std::size_t firstLine = expected.find('\n');
    ASSERT_NE(firstLine, std::string::npos);
    EXPECT_EQ(expected.substr(0, firstLine), "exit=1");
    const std::string reference = expected.substr(firstLine + 1);
    EXPECT_NE(res.err.find(reference), std::string::npos) << "want:\n"
                                                          << reference << "got:\n"
                                                          << res.err;
    // Every listed position is printed.
    for (const Expected& e : kErrors.at(name)) {
        const std::string at = "   --> " + name + ".wave:" + std::to_string(e.line) + ":" +
                               std::to_string(e.column) + " ";
        EXPECT_NE(res.err.find(at), std::string::npos) << at << "\n" << res.err;
    }
}

INSTANTIATE_TEST_SUITE_P(All, GoldenAsmErrors, testing::ValuesIn(programsIn("asm-errors")),
                         paramName);

TEST(GoldenAsmErrorsSet, EveryFileHasExpectations) {
    EXPECT_EQ(programsIn("asm-errors").size(), kErrors.size());
}

} // namespace
