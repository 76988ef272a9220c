#include "AsmTestSupport.h"

#include "asm/DiagnosticCodes.h"
#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <set>

using namespace wave;
using namespace wave::asmtest;
using assembler::DiagnosticKind;

namespace {

struct Golden {
    const char* source;
    std::vector<std::uint32_t> words;
};

// docs/reference/isa.md §9 golden words, with docs/reference/differences.md §2 applied (CAS
// modifier 8, f32 float bits).
const std::vector<Golden> kGolden = {
    {"iadd r1, r2, r3", {0x00010200, 0x03000000}},
    {"imad r1, r2, r3, r4", {0x04010200, 0x03040000}},
    {"ineg r1, r2", {0x07010200}},
    {"iclamp r1, r2, r3, r4", {0x0B010200, 0x03040000}},
    {"fma r1, r2, r3, r4", {0x13010200, 0x03040000}},
    {"frcp r1, r2", {0x1B010210}},
    {"flog2 r1, r2", {0x1B0102B0}},
    {"hma r1, r2, r3, r4", {0x1C010230, 0x03040000}},
    {"hmul2 r1, r2, r3", {0x1D010210, 0x03000000}},
    {"dma r2, r4, r6, r8", {0x1E020430, 0x06080000}},
    {"ddiv r2, r4, r6", {0x1F020400, 0x06000000}},
    {"dsqrt r2, r4", {0x1F020410}},
    {"not r1, r2", {0x23010200}},
    {"bfe r1, r2, r3, r4", {0x27010230, 0x03040000}},
    {"bfi r1, r2, r3, r4, r5", {0x27010240, 0x03040500}},
    {"icmp_ge p1, r2, r3", {0x28010250, 0x03000000}},
    {"ucmp_lt p1, r2, r3", {0x29010220, 0x03000000}},
    {"ucmp_le p1, r2, r3", {0x29010230, 0x03000000}},
    {"fcmp_unord p1, r2, r3", {0x2A010270, 0x03000000}},
    {"fcmp_ge p1, r2, r3", {0x2A010250, 0x03000000}},
    {"select r1, p2, r3, r4", {0x2B010200, 0x03040000}},
    {"cvt_f64_f32 r2, r1", {0x2C020170}},
    {"bma2 r1, r2, r3, r4", {0x2E010220, 0x03040000}},
    {"local_store_u16 r2, r3", {0x31000210, 0x03000000}},
    {"device_load_u128 r1, r2", {0x38010240}},
    {"device_store_u128 r2, r3", {0x39000240, 0x03000000}},
    {"local_atomic_add r2, r3", {0x3C000200, 0x03000000}},
    {"local_atomic_add r0, r2, r3", {0x3C000200, 0x03000000}},
    {"local_atomic_exchange r1, r2, r3", {0x3C010270, 0x03000000}},
    {"local_atomic_cas r1, r2, r3, r4", {0x3C010280, 0x03040000}},
    {"local_atomic_cas r2, r3, r4", {0x3C000280, 0x03040000}},
    {"atomic_add r1, r2, r3, .device", {0x3D010200, 0x03000002}},
    {"atomic_add r2, r3, .workgroup", {0x3D000200, 0x03000001}},
    {"atomic_sub r1, r2, r3, system", {0x3D010210, 0x03000003}},
    {"atomic_cas r1, r2, r3, r4, .device", {0x3D010280, 0x03040002}},
    {"atomic_cas r6, r7, r8, system", {0x3D000680, 0x07080003}},
    {"wave_broadcast r1, r2, r3", {0x3E010240, 0x03000000}},
    {"wave_ballot r1, p2", {0x3E010250}},
    {"wave_all p1, p2", {0x3E010270}},
    {"wave_reduce_max r1, r2", {0x3E0102B0}},
    {"if p1", {0x3F000100}},
    {"else", {0x3F000010}},
    {"break p2", {0x3F000240}},
    {"continue p3", {0x3F000350}},
    {"barrier", {0x3F0000A0}},
    {"fence_acquire .wave", {0x3F0000B0, 0x00000000}},
    {"fence_release.workgroup", {0x3F0000C0, 0x00000001}},
    {"fence_acq_rel system", {0x3F0000D0, 0x00000003}},
    {"nop", {0x3F0000F0}},
    {"mma_store_c r1, r2, r3", {0x40010220, 0x03000000}},
    {"mma_compute r1, r2, r3", {0x40010230, 0x03000000}},
    {"mov r1, r2", {0x41010200}},
    {"mov r1, sr_lane_id", {0x41010420}},
    {"mov_sr r1, sr_workgroup_id_x", {0x41010520}},
    {"mov_imm r1, 0x12345678", {0x41010010, 0x12345678}},
    {"mov_imm r1, -2", {0x41010010, 0xFFFFFFFE}},
    {"mov_imm r1, 2.5", {0x41010010, 0x40200000}},
    {"mov_imm r1, 3.14", {0x41010010, 0x4048F5C3}},
    {"@p1 iadd r1, r2, r3", {0x00010201, 0x03000000}},
    {"@!p2 mov r1, r2", {0x41010206}},
    {"@!p0 halt", {0x3F000094}},
    {"@p0 halt", {0x3F000090}},
    {"@p3 fcmp_ge p2, r4, r5", {0x2A020453, 0x05000000}},
    {"iadd r0, sr_lane_id, r1", {0x00000400, 0x01000000}}, // special register as r4
    {"device_load_u32.uncached r1, r2", {0x38010220}},
    {"iadd r3.lo, r3.hi, r007", {0x00030300, 0x07000000}},
};

TEST(Assembler, GoldenEncodings) {
    for (const Golden& g : kGolden)
        EXPECT_EQ(encodeBody(g.source), g.words) << g.source;
}

TEST(Assembler, EveryAcceptedMnemonicEncodesWithItsRow) {
    // Each source mnemonic of the ISA table assembles with the right opcode/modifier/size.
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        if (info.origin == isa::Origin::DecodeOnly)
            continue;
        std::string line(info.mnemonic);
        for (unsigned i = 0; i < info.operandCount; ++i) {
            line += i == 0 ? " " : ", ";
            switch (info.operands[i].kind) {
            case isa::OperandKind::Register:
                line += "r" + std::to_string(i + 1);
                break;
            case isa::OperandKind::Predicate:
                line += "p" + std::to_string(i + 1);
                break;
            case isa::OperandKind::SpecialRegister:
                line += "sr_wave_id";
                break;
            case isa::OperandKind::Immediate:
                line += "7";
                break;
            case isa::OperandKind::Label:
                line += "here";
                break;
            case isa::OperandKind::Scope:
                line += ".device";
                break;
            }
        }
        const auto w = encodeBody("here: " + line);
        ASSERT_EQ(w.size() * 4, info.size) << line;
        EXPECT_EQ(w[0] >> 24, info.opcode) << line;
        EXPECT_EQ((w[0] >> 4) & 0xF, info.modifier & 0xF) << line;
    }
}

TEST(Assembler, KernelMetadataDefaultsAndDirectives) {
    const auto r = assemble(".registers 99\n.workgroup_size 9, 9, 9\n"
                            ".kernel a\n nop\n.end\n"
                            ".local_memory 512\n"
                            ".kernel b\n.registers 8\n.registers 16\n.local_memory -1\n"
                            ".workgroup_size 64, 2, 1\n halt\n halt\n.end\n"
                            ".workgroup_size 0x10, 1_0, 4294967297\n"
                            ".kernel c\n.local_memory 4294967296\n.end\n");
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    ASSERT_EQ(r.program.kernels.size(), 3u);
    const auto& a = r.program.kernels[0];
    EXPECT_EQ(a.name, "a");
    EXPECT_EQ(a.registerCount, 32u);    // directives before the first kernel are ignored
    EXPECT_EQ(a.localMemorySize, 512u); // after .end: still applies to the last kernel
    EXPECT_EQ(a.workgroupSize, (std::array<std::uint32_t, 3>{0, 0, 0}));
    EXPECT_EQ(a.codeOffset, 0u);
    EXPECT_EQ(a.codeSize, 4u);
    const auto& b = r.program.kernels[1];
    EXPECT_EQ(b.registerCount, 16u); // repeated: overwritten
    EXPECT_EQ(b.localMemorySize, 4294967295u);
    EXPECT_EQ(b.workgroupSize, (std::array<std::uint32_t, 3>{16, 10, 1}));
    EXPECT_EQ(b.codeOffset, 4u);
    EXPECT_EQ(b.codeSize, 8u);
    const auto& c = r.program.kernels[2];
    EXPECT_EQ(c.localMemorySize, 0u); // low 32 bits of 2^32
    EXPECT_EQ(c.codeOffset, 12u);
    EXPECT_EQ(c.codeSize, 0u);
}

TEST(Assembler, CrOnlyAndCrlfSourcesAssembleLikeLf) {
    const std::string lf = "; vector add\n.kernel k\n.registers 4\n    mov_imm r1, 5 ; five\n"
                           "top:\n    iadd r2, r1, r1\n    halt\n.end\n";
    const assembler::AssemblyResult expected = assemble(lf);
    ASSERT_FALSE(expected.hasErrors()) << describe(expected.diagnostics);
    ASSERT_EQ(expected.program.kernels.size(), 1u);
    for (const std::string eol : {"\r\n", "\r"}) {
        SCOPED_TRACE(testing::PrintToString(eol));
        std::string other;
        for (const char c : lf)
            other += c == '\n' ? eol : std::string(1, c);
        const assembler::AssemblyResult r = assemble(other);
        EXPECT_TRUE(r.diagnostics.empty()) << describe(r.diagnostics);
        EXPECT_EQ(r.program.code, expected.program.code);
        ASSERT_EQ(r.program.kernels.size(), 1u);
        EXPECT_EQ(r.program.kernels[0].name, "k");
        EXPECT_EQ(r.program.kernels[0].registerCount, 4u);

        // Diagnostics name the line and column an editor shows.
        std::string bad =
            ".kernel k" + eol + "    halt" + eol + "    iaddd r1, r2, r3" + eol + ".end" + eol;
        const auto errors = errorsOf(assemble(bad));
        ASSERT_EQ(errors.size(), 1u) << describe(errors);
        EXPECT_EQ(errors[0].line, 3u);
        EXPECT_EQ(errors[0].column, 5u);
    }
}

TEST(Assembler, EmptySources) {
    for (const char* src : {"", "\n\n", "; only a comment", "lonely_label:\n"}) {
        const auto r = assemble(src);
        EXPECT_TRUE(r.diagnostics.empty()) << src;
        EXPECT_TRUE(r.program.code.empty());
        EXPECT_TRUE(r.program.kernels.empty());
    }
}

TEST(Assembler, LabelsAreRealByteOffsets) {
    // docs/reference/assembly.md §6's example: the reference would encode 4 (its Sym size for
    // iadd).
    auto w = encodeBody("iadd r1, r2, r3\nf:\ncall f\nhalt");
    EXPECT_EQ(w, (std::vector<std::uint32_t>{0x00010200, 0x03000000, 0x3F000070, 0x00000008,
                                             0x3F000090}));
    // Forward reference, label before the first kernel, label in another kernel.
    const auto r = assemble("start:\n.kernel a\n call later\n call start\n halt\n.end\n"
                            ".kernel b\n device_store_u32 r1, r2\nlater: halt\n call start\n"
                            ".end\n");
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    w = words(r);
    EXPECT_EQ(w[1], 0x1Cu); // later: 20 (kernel b) + 8
    EXPECT_EQ(w[3], 0x00u);
    EXPECT_EQ(w[9], 0x00u);
}

TEST(Assembler, SourceMapHasOneEntryPerInstruction) {
    const auto r = assemble(".kernel k\n  iadd r1, r2, r3\nl_gr\xC3\xB6\xC3\x9F"
                            "e: nop\n"
                            "  @p1 mov_imm r1, 5 ; c\n.end\n");
    ASSERT_FALSE(r.hasErrors());
    const auto& e = r.sourceMap.entries();
    ASSERT_EQ(e.size(), 3u);
    EXPECT_EQ(r.sourceMap.file, "test.wave");
    EXPECT_EQ(e[0].codeOffset, 0u);
    EXPECT_EQ(e[0].size, 8u);
    EXPECT_EQ(e[0].position.line, 2u);
    EXPECT_EQ(e[0].position.column, 3u);
    EXPECT_EQ(e[1].codeOffset, 8u);
    EXPECT_EQ(e[1].size, 4u);
    EXPECT_EQ(e[1].position.line, 3u);
    EXPECT_EQ(e[1].position.column, 10u); // characters: "l_größe: " is 9 characters, 11 bytes
    EXPECT_EQ(e[1].position.byteOffset, 39u);
    EXPECT_EQ(e[2].codeOffset, 12u);
    EXPECT_EQ(e[2].size, 8u);
    EXPECT_EQ(e[2].position.column, 3u);
    ASSERT_NE(r.sourceMap.at(16), nullptr);
    EXPECT_EQ(r.sourceMap.at(16)->position.line, 4u);
}

TEST(Assembler, FloatLiteralsAreBinary32) {
    const std::vector<std::pair<const char*, std::uint32_t>> cases = {
        {"1.0", 0x3F800000},        {"-1.0", 0xBF800000},         {"0.1", 0x3DCCCCCD},
        {"1e3", 0x447A0000},        {"1.5e-3", 0x3AC49BA6},       {"1.", 0x3F800000},
        {"0.0", 0x00000000},        {"-0.0", 0x80000000},         {"2E-1", 0x3E4CCCCD},
        {"16777217.0", 0x4B800000}, {"1_000.5", 0x447A2000},      {"65504.0", 0x477FE000},
        {"1e+2", 0x42C80000},       {"1e39", 0x7F800000},         {"-1e39", 0xFF800000},
        {"1e400", 0x7F800000},      {"1e-50", 0x00000000},        {"-1e-400", 0x80000000},
        {"1.4e-45", 0x00000001},    {"3.4028235e38", 0x7F7FFFFF},
    };
    for (const auto& [literal, bits] : cases) {
        const auto w = encodeBody(std::string("mov_imm r1, ") + literal);
        ASSERT_EQ(w.size(), 2u) << literal;
        EXPECT_EQ(w[1], bits) << literal;
    }
}

TEST(Assembler, ImmediateLimits) {
    EXPECT_EQ(encodeBody("mov_imm r1, -2147483648")[1], 0x80000000u);
    EXPECT_EQ(encodeBody("mov_imm r1, 4294967295")[1], 0xFFFFFFFFu);
    const auto r = assemble(".kernel k\nmov_imm r1, 4294967296\nmov_imm r1, -2147483649\n.end\n");
    const auto e = errorsOf(r);
    ASSERT_EQ(e.size(), 2u);
    EXPECT_EQ(e[0].message, "immediate value 4294967296 out of range");
    EXPECT_EQ(e[0].label, "4294967296 doesn't fit in field");
    EXPECT_EQ(e[1].message, "immediate value -2147483649 out of range");
}

TEST(Assembler, UnicodeIdentifiersAnywhere) {
    const auto r = assemble(".kernel \xC3\x84pfel\n\xCE\xBB: call \xCE\xBB\n.end\n");
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(r.program.kernels[0].name, "\xC3\x84pfel");
    EXPECT_EQ(words(r), (std::vector<std::uint32_t>{0x3F000070, 0}));
}

TEST(Assembler, ReportsEveryErrorInSourceOrder) {
    const auto r = assemble(".kernel k\n"
                            "    call missing_label\n" // 2: undefined label
                            "    fooo r1, r2\n"        // 3: unknown instruction
                            "    iadd r1, r2\n"        // 4: operand count
                            "    mov_imm r1, r2 r3\n"  // 5: expected immediate + unexpected
                            "    mov_imm r2, $5\n"     // 6: unexpected character
                            "    halt\n.end\n");
    const auto e = errorsOf(r);
    ASSERT_EQ(e.size(), 6u) << describe(e);
    EXPECT_EQ(e[0].code, codeOf(DiagnosticKind::UndefinedLabel));
    EXPECT_EQ(e[1].code, codeOf(DiagnosticKind::UnknownInstruction));
    EXPECT_EQ(e[2].code, codeOf(DiagnosticKind::InvalidOperandCount));
    EXPECT_EQ(e[3].code, codeOf(DiagnosticKind::ExpectedImmediate));
    EXPECT_EQ(e[4].code, codeOf(DiagnosticKind::UnexpectedToken));
    EXPECT_EQ(e[5].code, codeOf(DiagnosticKind::UnexpectedCharacter));
    for (std::size_t i = 1; i < r.diagnostics.size(); ++i)
        EXPECT_LE(r.diagnostics[i - 1].byteStart, r.diagnostics[i].byteStart);
}

TEST(Assembler, DiagnosticFields) {
    const auto r = assemble(".kernel k\n    iaddd r1, r2, r3\n.end\n");
    ASSERT_EQ(r.diagnostics.size(), 1u);
    const auto& d = r.diagnostics[0];
    EXPECT_EQ(d.severity, assembler::Severity::Error);
    EXPECT_EQ(d.code, "E0107");
    EXPECT_EQ(d.message, "unknown instruction 'iaddd'");
    EXPECT_EQ(d.label, "'iaddd' is not a valid instruction");
    EXPECT_EQ(d.hint, "did you mean `iadd`?");
    EXPECT_EQ(d.file, "test.wave");
    EXPECT_EQ(d.line, 2u);
    EXPECT_EQ(d.column, 5u);
    EXPECT_EQ(d.endLine, 2u);
    EXPECT_EQ(d.endColumn, 21u);
    EXPECT_EQ(d.byteStart, 14u);
    EXPECT_EQ(d.byteEnd, 30u);
}

TEST(Assembler, KernelStructureErrors) {
    auto e = errorsOf(assemble(".kernel outer\nnop\n.kernel inner\nhalt\n.end\n.end\n"));
    ASSERT_EQ(e.size(), 2u) << describe(e);
    EXPECT_EQ(e[0].message, "kernel 'outer' not closed with .end");
    EXPECT_EQ(e[0].label, "kernel 'outer' needs .end");
    EXPECT_EQ(e[0].line, 1u);
    EXPECT_EQ(e[1].label, "expected .kernel before .end");
    EXPECT_EQ(e[1].line, 6u);
    e = errorsOf(assemble("nop\n.kernel k\n halt\n.end\nnop\n.kernel open\n"));
    ASSERT_EQ(e.size(), 3u) << describe(e);
    EXPECT_EQ(e[0].message, "instruction outside kernel");
    EXPECT_EQ(e[1].line, 5u);
    EXPECT_EQ(e[2].message, "kernel 'open' not closed with .end");
}

TEST(Assembler, OperandKindErrors) {
    const auto e = errorsOf(assemble(".kernel k\niadd r1, 5, p1\ncall wave\nicmp_eq r1, r2, r3\n"
                                     "fence_acquire r1\natomic_add r1, r2, r3\n.end\n"));
    ASSERT_EQ(e.size(), 6u) << describe(e);
    EXPECT_EQ(e[0].message, "expected register operand");
    EXPECT_EQ(e[0].column, 10u);
    EXPECT_EQ(e[1].column, 13u); // both bad operands of one statement
    EXPECT_EQ(e[2].message, "expected label operand");
    EXPECT_EQ(e[3].message, "expected register operand");
    EXPECT_EQ(e[4].message, "expected scope specifier (.wave, .workgroup, .device, .system)");
    EXPECT_EQ(e[5].label, "expected scope");
    EXPECT_NE(e[5].hint.find("scope"), std::string::npos);
}

TEST(Assembler, NegatedPredicateOperandsAreRejectedWithAHint) {
    const auto r = assemble(".kernel k\n"
                            "icmp_lt p1, r0, r1\n"
                            "loop\n"
                            "break !p1\n"
                            "continue !p2\n"
                            "endloop\n"
                            "ucmp_lt p3, r0, r1\n"
                            "if !p3\n"
                            "endif\n"
                            "fcmp_le p0, r0, r1\n"
                            "if !p0\n"
                            "endif\n"
                            ".end\n");
    const auto e = errorsOf(r);
    ASSERT_EQ(e.size(), 4u) << describe(r.diagnostics);
    const std::string code = codeOf(DiagnosticKind::NegatedPredicateOperand);
    EXPECT_EQ(e[0].code, code);
    EXPECT_EQ(e[0].message, "negated predicate operand '!p1' cannot be encoded");
    EXPECT_EQ(e[0].line, 4u);
    EXPECT_EQ(e[0].column, 7u);
    EXPECT_NE(e[0].hint.find("invert the comparison"), std::string::npos) << e[0].hint;
    EXPECT_NE(e[0].hint.find("`icmp_ge` instead of `icmp_lt`"), std::string::npos) << e[0].hint;
    EXPECT_NE(e[0].hint.find("line 2"), std::string::npos) << e[0].hint;
    // p2 is never set: the generic advice.
    EXPECT_EQ(e[1].code, code);
    EXPECT_NE(e[1].hint.find("icmp_ge instead of icmp_lt"), std::string::npos) << e[1].hint;
    // No ucmp_ge: the swapped ucmp_le.
    EXPECT_NE(e[2].hint.find("`ucmp_le` with its two source operands swapped"), std::string::npos)
        << e[2].hint;
    EXPECT_NE(e[3].hint.find("`fcmp_gt` instead of `fcmp_le`"), std::string::npos) << e[3].hint;
    EXPECT_NE(e[3].hint.find("NaN"), std::string::npos) << e[3].hint;
}

TEST(Assembler, DiagnosticCodesAreUniqueAndWellFormed) {
    std::set<std::string_view> codes;
    for (const auto& info : assembler::DiagnosticCodes::all()) {
        EXPECT_TRUE(codes.insert(info.code).second) << info.code;
        ASSERT_EQ(info.code.size(), 5u);
        EXPECT_EQ(info.code[0], info.severity == assembler::Severity::Error ? 'E' : 'W');
    }
    EXPECT_EQ(codeOf(DiagnosticKind::UnexpectedCharacter), "E0101");
    EXPECT_EQ(codeOf(DiagnosticKind::InstructionOutsideKernel), "E0119");
    EXPECT_EQ(codeOf(DiagnosticKind::GuardP0), "W0201");
}

TEST(Assembler, ProgramKernelsMatchTheLayoutOfCode) {
    const auto r = assemble(".kernel a\n iadd r1, r2, r3\n.end\n.kernel a\n.end\n"
                            ".kernel z\n mov_imm r1, 1\n halt\n.end\n");
    ASSERT_FALSE(r.hasErrors());
    ASSERT_EQ(r.program.kernels.size(), 3u);
    EXPECT_EQ(r.program.kernels[1].codeOffset, 8u);
    EXPECT_EQ(r.program.kernels[1].codeSize, 0u);
    EXPECT_EQ(r.program.kernels[2].codeOffset, 8u);
    EXPECT_EQ(r.program.kernels[2].codeSize, 12u);
    EXPECT_EQ(r.program.code.size(), 20u);
}

} // namespace
