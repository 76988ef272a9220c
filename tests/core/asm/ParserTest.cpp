#include "asm/Parser.h"
#include "asm/AstPrinter.h"
#include "asm/DiagnosticSink.h"

#include <gtest/gtest.h>

#include <string>

using namespace wave::assembler;

namespace {

struct Parsed {
    ParsedProgram program;
    std::vector<Diagnostic> diagnostics;
};

Parsed parse(std::string_view src) {
    DiagnosticSink sink("t.wave");
    Parsed p{Parser(src, sink).parse(), {}};
    p.diagnostics = sink.take();
    return p;
}

using SK = StatementKind;
using OT = OperandType;

TEST(Parser, LabelAndInstructionOnOneLine) {
    const Parsed p = parse("loop_top: iadd r1, r2, r3\n");
    ASSERT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.program.statements.size(), 2u);
    EXPECT_EQ(p.program.statements[0].kind, SK::Label);
    EXPECT_EQ(p.program.statements[0].name, "loop_top");
    const Statement& s = p.program.statements[1];
    EXPECT_EQ(s.kind, SK::Instruction);
    EXPECT_EQ(s.name, "iadd");
    ASSERT_EQ(s.operandCount, 3u);
    EXPECT_EQ(p.program.operandsOf(s)[2].type, OT::Register);
    EXPECT_EQ(p.program.operandsOf(s)[2].value, 3);
    EXPECT_EQ(s.span.column, 11u);
    EXPECT_EQ(s.span.endColumn, 26u);
}

TEST(Parser, StatementsNeedNoNewline) {
    const Parsed p = parse(".kernel k iadd r1, r2, r3 halt\n.end");
    ASSERT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.program.statements.size(), 4u);
    EXPECT_EQ(p.program.statements[0].kind, SK::Kernel);
    EXPECT_EQ(p.program.statements[0].name, "k");
    EXPECT_EQ(p.program.statements[2].name, "halt");
    EXPECT_EQ(p.program.statements[3].kind, SK::End);
    // A directive after operands is read as an operand (a scope): `halt .end` is an error.
    const Parsed q = parse("halt .end\n");
    ASSERT_EQ(q.diagnostics.size(), 1u);
    EXPECT_EQ(q.diagnostics[0].label, "expected scope");
}

TEST(Parser, AnIdentifierAfterAMnemonicIsAnOperand) {
    const Parsed p = parse("nop halt\n");
    ASSERT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.program.statements.size(), 1u);
    ASSERT_EQ(p.program.statements[0].operandCount, 1u);
    EXPECT_EQ(p.program.operands[0].type, OT::LabelRef);
    EXPECT_EQ(p.program.operands[0].text, "halt");
}

TEST(Parser, OperandKinds) {
    const Parsed p =
        parse("x r1.hi, p2, !p3, sr_lane_id, -5, 2.5, lbl, device, .workgroup, sr_mma_k\n");
    ASSERT_TRUE(p.diagnostics.empty()) << p.diagnostics[0].message;
    const Operand* o = p.program.operands.data();
    EXPECT_EQ(o[0].type, OT::Register);
    EXPECT_EQ(o[0].value, 1);
    EXPECT_EQ(o[1].type, OT::Predicate);
    EXPECT_EQ(o[2].type, OT::NegatedPredicate);
    EXPECT_EQ(o[2].value, 3);
    EXPECT_EQ(o[3].type, OT::SpecialRegister);
    EXPECT_EQ(o[3].value, 4);
    EXPECT_EQ(o[4].type, OT::Integer);
    EXPECT_EQ(o[4].value, -5);
    EXPECT_EQ(o[5].type, OT::Float);
    EXPECT_EQ(o[6].type, OT::LabelRef);
    EXPECT_EQ(o[7].type, OT::Scope);
    EXPECT_EQ(o[7].value, 2);
    EXPECT_EQ(o[8].type, OT::Scope);
    EXPECT_EQ(o[8].value, 1);
    EXPECT_EQ(o[9].value, 19);
}

TEST(Parser, CacheHintsAndGluedScopes) {
    const Parsed p = parse("device_load_u32.uncached r1, r2\nfence_acquire.workgroup\n"
                           "nop.streaming\n");
    ASSERT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.program.statements.size(), 3u);
    EXPECT_EQ(p.program.statements[0].cacheHint, "uncached");
    EXPECT_EQ(p.program.statements[0].operandCount, 2u);
    EXPECT_EQ(p.program.statements[1].cacheHint, "");
    ASSERT_EQ(p.program.statements[1].operandCount, 1u);
    EXPECT_EQ(p.program.operandsOf(p.program.statements[1])[0].type, OT::Scope);
    EXPECT_EQ(p.program.statements[2].cacheHint, "streaming");
}

TEST(Parser, Guards) {
    const Parsed p = parse("@p1 iadd r1, r2, r3\n@!p0 halt\n");
    ASSERT_TRUE(p.diagnostics.empty());
    EXPECT_TRUE(p.program.statements[0].hasGuard);
    EXPECT_EQ(p.program.statements[0].guardPredicate, 1);
    EXPECT_FALSE(p.program.statements[0].guardNegated);
    EXPECT_EQ(p.program.statements[0].span.column, 1u); // the span starts at the guard
    EXPECT_TRUE(p.program.statements[1].guardNegated);
    EXPECT_EQ(p.program.statements[1].guardPredicate, 0);
}

TEST(Parser, GuardErrors) {
    const Parsed p = parse("@p4 iadd r1, r2, r3\n@p1 ,\n@p999 nop\n");
    ASSERT_EQ(p.diagnostics.size(), 3u);
    EXPECT_EQ(p.diagnostics[0].message, "invalid predicate register index 4: must be 0-3");
    EXPECT_EQ(p.diagnostics[0].label, "predicate p4 out of range");
    EXPECT_EQ(p.diagnostics[1].message, "unexpected token");
    EXPECT_EQ(p.diagnostics[1].label, "expected identifier");
    EXPECT_EQ(p.diagnostics[2].message, "invalid predicate syntax");
    EXPECT_TRUE(p.program.statements.empty());
}

TEST(Parser, Directives) {
    const Parsed p = parse(".registers 0x20\n.local_memory -1\n.workgroup_size 64, 2, 1\n");
    ASSERT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.program.statements.size(), 3u);
    EXPECT_EQ(p.program.statements[0].kind, SK::Registers);
    EXPECT_EQ(p.program.operandsOf(p.program.statements[0])[0].value, 32);
    EXPECT_EQ(p.program.statements[1].kind, SK::LocalMemory);
    EXPECT_EQ(p.program.statements[2].kind, SK::WorkgroupSize);
    EXPECT_EQ(p.program.statements[2].operandCount, 3u);
    EXPECT_EQ(p.program.operandsOf(p.program.statements[2])[1].value, 2);
}

TEST(Parser, DirectiveErrors) {
    const Parsed p = parse(".registers 1.5\n.workgroup_size 64 1 1\n.globl\n.wave\n.registers\n");
    ASSERT_EQ(p.diagnostics.size(), 5u);
    EXPECT_EQ(p.diagnostics[0].label, "expected integer");
    EXPECT_EQ(p.diagnostics[0].column, 12u);
    EXPECT_EQ(p.diagnostics[1].label, "expected Comma");
    EXPECT_EQ(p.diagnostics[1].column, 20u);
    EXPECT_EQ(p.diagnostics[2].message, "invalid directive");
    EXPECT_EQ(p.diagnostics[2].code, "E0102");
    EXPECT_EQ(p.diagnostics[3].message, "invalid directive");
    EXPECT_EQ(p.diagnostics[4].label, "expected integer");
    EXPECT_TRUE(p.program.statements.empty());
}

TEST(Parser, KernelNameErrorStillOpensAKernel) {
    const Parsed p = parse(".kernel r1\nhalt\n");
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_EQ(p.diagnostics[0].label, "expected identifier");
    EXPECT_EQ(p.diagnostics[0].column, 9u);
    ASSERT_EQ(p.program.statements.size(), 2u);
    EXPECT_EQ(p.program.statements[0].kind, SK::Kernel);
    EXPECT_TRUE(p.program.statements[0].failed);
}

TEST(Parser, OperandErrors) {
    const Parsed p = parse("a r255\nb r256\nc r3.xy\nd p7\ne sr_laneid\nf .global\ng ,\n");
    ASSERT_EQ(p.diagnostics.size(), 7u);
    EXPECT_EQ(p.diagnostics[0].message, "invalid register index 255: must be 0-254");
    EXPECT_EQ(p.diagnostics[0].label, "register r255 out of range");
    EXPECT_EQ(p.diagnostics[1].message, "expected register operand");
    EXPECT_EQ(p.diagnostics[2].label, "expected register half (.lo or .hi)");
    EXPECT_EQ(p.diagnostics[3].message, "invalid predicate register index 7: must be 0-3");
    EXPECT_EQ(p.diagnostics[4].message, "invalid special register 'sr_laneid'");
    EXPECT_EQ(p.diagnostics[5].message,
              "expected scope specifier (.wave, .workgroup, .device, .system)");
    EXPECT_EQ(p.diagnostics[6].label, "expected operand");
    EXPECT_TRUE(p.program.statements.empty());
}

TEST(Parser, TrailingCommaPointsAtTheLineEnd) {
    const Parsed p = parse("    iadd r1, r2, r3,\n    halt\n");
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_EQ(p.diagnostics[0].label, "expected operand");
    EXPECT_EQ(p.diagnostics[0].column, 21u);
    EXPECT_FALSE(p.diagnostics[0].hint.empty());
    ASSERT_EQ(p.program.statements.size(), 1u); // halt survives
    EXPECT_EQ(p.program.statements[0].name, "halt");
}

TEST(Parser, ExtraOperandStartsABadStatement) {
    // `r3` after a complete operand list starts the next statement; mov_imm r1, r2 is kept.
    const Parsed p = parse("mov_imm r1, r2 r3\n");
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_EQ(p.diagnostics[0].label, "expected directive, label, or instruction");
    EXPECT_EQ(p.diagnostics[0].column, 16u);
    ASSERT_EQ(p.program.statements.size(), 1u);
    EXPECT_EQ(p.program.statements[0].operandCount, 2u);
}

TEST(Parser, LexicalErrorsSpoilTheirStatementOnly) {
    const Parsed p = parse("iadd r1, r2+r3\niadd r1, r2, $r3\nhalt\n");
    ASSERT_EQ(p.diagnostics.size(), 2u);
    EXPECT_EQ(p.diagnostics[0].message, "unexpected character '+'");
    EXPECT_EQ(p.diagnostics[1].message, "unexpected character '$'");
    ASSERT_EQ(p.program.statements.size(), 1u);
    EXPECT_EQ(p.program.statements[0].name, "halt");
}

TEST(Parser, RecoversOnEveryLine) {
    std::string src;
    for (int i = 0; i < 50; ++i)
        src += "42\n";
    const Parsed p = parse(src);
    ASSERT_EQ(p.diagnostics.size(), 50u);
    for (std::size_t i = 0; i < 50; ++i)
        EXPECT_EQ(p.diagnostics[i].line, i + 1);
}

TEST(AstPrinter, DumpsEveryStatement) {
    const Parsed p = parse(".kernel k\n.registers 8\nentry: @!p1 device_load_u32.cached r1, r2\n"
                           "mov_imm r3, 1.5\ncall entry\n.end\n");
    ASSERT_TRUE(p.diagnostics.empty());
    EXPECT_EQ(AstPrinter::print(p.program),
              "Program (7 statements)\n"
              "  1:1 Kernel \"k\"\n"
              "  2:1 Registers Integer(8)\n"
              "  3:1 Label \"entry\"\n"
              "  3:8 Instruction @!p1 device_load_u32 .cached Register(r1), Register(r2)\n"
              "  4:1 Instruction mov_imm Register(r3), Float(1.5)\n"
              "  5:1 Instruction call LabelRef(entry)\n"
              "  6:1 End\n");
}

} // namespace
