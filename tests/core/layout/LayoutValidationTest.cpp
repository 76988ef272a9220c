// The validator run on the shipped layouts must find what their documents state: the
// modifier-field note's v0.2 cannot encode fsin, fcos, fexp2, flog2 and CAS; v0.1's register
// fields stop at r31; the live v0.4 layout encodes its whole table.

#include "LayoutTestSupport.h"
#include "isa/InstructionTable.h"
#include "layout/LayoutValidator.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace wave::layout::test {
namespace {

std::set<std::string> failing(const ValidationReport& r, ProblemKind kind) {
    std::set<std::string> out;
    for (const VariantFailure& f : r.failures)
        for (const Problem& p : f.encoded.problems)
            if (p.kind == kind)
                out.insert(std::string(f.info->mnemonic));
    return out;
}

std::string failureOf(const ValidationReport& r, std::string_view mnemonic) {
    for (const VariantFailure& f : r.failures)
        if (f.info->mnemonic == mnemonic)
            return f.encoded.reason();
    return {};
}

TEST(LayoutValidation, V04EncodesItsWholeTable) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.4"));
    EXPECT_TRUE(r.ok()) << r.text();
    EXPECT_EQ(r.variants, isa::InstructionTable::all().size());
    EXPECT_TRUE(r.failures.empty());
}

TEST(LayoutValidation, V02NoteRediscoversTheModifierDefect) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.2-note"));
    EXPECT_FALSE(r.ok());
    // The note: the four FUnaryOp variants 8-11 and atomic CAS (modifier 8) do not fit 3 bits.
    const std::set<std::string> modifier = failing(r, ProblemKind::Modifier);
    for (const char* m : {"fsin", "fcos", "fexp2", "flog2", "atomic_cas", "local_atomic_cas"})
        EXPECT_TRUE(modifier.count(m)) << m << "\n" << r.text();
    // FUnaryOp variants 0-7 fit.
    for (const char* m :
         {"frsqrt", "frcp", "ffloor", "fceil", "fround", "ftrunc", "ffract", "fsat"})
        EXPECT_FALSE(modifier.count(m)) << m;
    EXPECT_EQ(failureOf(r, "fsin"),
              "fsin needs modifier 8; wave-v0.2-note's modifier field has 3 bits");
    // The note's own layout adds up to 33 bits: flags [2:0] and neg (bit 2) overlap.
    ASSERT_EQ(r.formats.size(), 1u);
    ASSERT_EQ(r.formats[0].overlaps.size(), 1u);
    EXPECT_EQ(r.formats[0].overlaps[0], "pred_neg 2 and flags 2:0 share bit 2");
    EXPECT_NE(r.text().find("registers rd, rs1, rs2: 5 bits, r0-r31"), std::string::npos);
}

TEST(LayoutValidation, V03NoteFixesIt) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.3"));
    EXPECT_TRUE(failing(r, ProblemKind::Modifier).empty()) << r.text();
    EXPECT_TRUE(r.formats[0].overlaps.empty());
    EXPECT_TRUE(r.formats[0].gaps.empty());
    EXPECT_EQ(failureOf(r, "fsin"), "");
}

TEST(LayoutValidation, V02SpecificationHasRoomForThem) {
    // The specification's 48-bit v0.2 (the documents disagree): a 4-bit modifier and opcodes
    // of their own for the transcendentals and CAS.
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.2"));
    EXPECT_TRUE(failing(r, ProblemKind::Modifier).empty()) << r.text();
    for (const char* m : {"fsin", "fcos", "fexp2", "flog2", "atomic_cas"})
        EXPECT_EQ(failureOf(r, m), "") << m;
    // Appendix A has no local atomics, bf16 or mma_load.
    for (const char* m : {"local_atomic_add", "badd", "mma_load_a", "cvt_f32_bf16"})
        EXPECT_EQ(failureOf(r, m), std::string(m) + " is not in wave-v0.2's opcode map");
    EXPECT_NE(r.text().find("registers rd, rs1, rs2, rs3: 8 bits, r0-r254"), std::string::npos)
        << r.text();
    EXPECT_TRUE(r.formats[0].gaps.empty());
}

TEST(LayoutValidation, V01StatedLimits) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.1"));
    const std::string text = r.text();
    // Section 8.2: 5-bit registers (32, against MAX_REGISTERS 64); no modifier field.
    EXPECT_NE(text.find("5 bits, r0-r31 (v0.4 has r0-r254: r32 and up cannot be encoded)"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("negated pN as 8+N"), std::string::npos) << text;
    EXPECT_EQ(failureOf(r, "fsin"), "fsin needs modifier 8; wave-v0.1 has no modifier field");
    EXPECT_EQ(failureOf(r, "iadd"), "");
    // The extended format leaves bits 3:0 of its first word to no field.
    ASSERT_EQ(r.formats.size(), 2u);
    ASSERT_EQ(r.formats[1].gaps.size(), 1u);
    EXPECT_EQ(r.formats[1].gaps[0], "word 0 bits 3:0");
}

TEST(LayoutValidation, V03ReferenceHasNoPredicate) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.3-reference"));
    EXPECT_NE(r.text().find("guards: no pred field"), std::string::npos);
    EXPECT_EQ(failureOf(r, "fsin"), "fsin is not in wave-v0.3-reference's opcode map");
    EXPECT_EQ(failureOf(r, "atomic_add"),
              "atomic_add needs a scope field; wave-v0.3-reference has none");
}

TEST(LayoutValidation, ReportListsEachFailingVariantOnce) {
    const ValidationReport r = LayoutValidator::validate(shipped("wave-v0.2-note"));
    const std::string text = r.text();
    EXPECT_NE(text.find("  FUnaryOps 0x1B.8 fsin: fsin needs modifier 8;"), std::string::npos)
        << text;
    EXPECT_NE(text.find("instruction variants: "), std::string::npos);
    EXPECT_EQ(text.find("fsin:"), text.rfind("fsin:"));
}

// The whole report of every shipped layout, as `wave-dis --validate-layout` prints it, against
// golden/<name>.validation.txt (reviewed by hand; regenerate with
// `wave-dis --validate-layout NAME > tests/core/layout/golden/NAME.validation.txt` after a
// deliberate change, and read the diff).
TEST(LayoutValidation, ReportsMatchTheirGoldenText) {
    const LayoutCatalog catalog = LayoutCatalog::shipped();
    for (const Layout& l : catalog.layouts()) {
        std::ifstream in(std::string(WAVE_LAYOUT_GOLDEN) + "/" + l.name + ".validation.txt");
        ASSERT_TRUE(in) << l.name;
        std::stringstream golden;
        golden << in.rdbuf();
        EXPECT_EQ(LayoutValidator::validate(l).text(), golden.str()) << l.name;
    }
}

} // namespace
} // namespace wave::layout::test
