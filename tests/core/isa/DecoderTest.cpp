#include "isa/Decoder.h"

#include "TestBytes.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::isa;
using wave::test::words;

TEST(Decoder, DecodesBothWordsAndTheGuard) {
    auto code = words({0x00010201, 0x03000000}); // @p1 iadd r1, r2, r3
    DecodedInstruction d;
    DecodeError e;
    ASSERT_TRUE(Decoder::decode(code, 0, d, e)) << e.message;
    EXPECT_EQ(d.info->mnemonic, "iadd");
    EXPECT_EQ(d.size, 8);
    EXPECT_EQ(d.rd, 1);
    EXPECT_EQ(d.rs1, 2);
    EXPECT_EQ(d.rs2, 3);
    EXPECT_EQ(d.predReg, 1);
    EXPECT_TRUE(d.guarded());
}

TEST(Decoder, ModifierSelectsTheRowAndWord1) {
    auto code = words({0x1F020410, 0x1F020400, 0x06000000}); // dsqrt r2, r4; ddiv r2, r4, r6
    DecodedInstruction d;
    DecodeError e;
    ASSERT_TRUE(Decoder::decode(code, 0, d, e));
    EXPECT_EQ(d.info->mnemonic, "dsqrt");
    EXPECT_EQ(d.size, 4);
    ASSERT_TRUE(Decoder::decode(code, 4, d, e));
    EXPECT_EQ(d.info->mnemonic, "ddiv");
    EXPECT_EQ(d.size, 8);
}

TEST(Decoder, ReportsTheReferenceErrors) {
    DecodedInstruction d;
    DecodeError e;
    auto bad = words({0x0C000000});
    EXPECT_FALSE(Decoder::decode(bad, 0, d, e));
    EXPECT_EQ(e.message, "invalid opcode 0x0c at offset 0");
    auto badMod = words({0x3F000000, 0x1B0102C0});
    EXPECT_FALSE(Decoder::decode(badMod, 4, d, e));
    EXPECT_EQ(e.message, "invalid modifier 12 for opcode FUnaryOps at offset 4");
    EXPECT_FALSE(Decoder::decode(badMod, 8, d, e));
    EXPECT_EQ(e.message, "unexpected end of code at offset 8");
    auto truncated = words({0x00010200});
    EXPECT_FALSE(Decoder::decode(truncated, 0, d, e));
    EXPECT_EQ(e.kind, DecodeError::Kind::TruncatedWord1);
}

TEST(Decoder, AtomicsFetchWord1BeforeCheckingTheModifier) {
    DecodedInstruction d;
    DecodeError e;
    auto atomicBadMod = words({0x3C0102F0}); // modifier 15, no word1
    EXPECT_FALSE(Decoder::decode(atomicBadMod, 0, d, e));
    EXPECT_EQ(e.kind, DecodeError::Kind::TruncatedWord1);
    auto cas = words({0x3D010280, 0x03040002});
    ASSERT_TRUE(Decoder::decode(cas, 0, d, e));
    EXPECT_EQ(d.info->mnemonic, "atomic_cas");
    EXPECT_EQ(d.scope, 2);
}

TEST(Decoder, IgnoresTheModifierWhereTheOpcodeHasNone) {
    DecodedInstruction d;
    DecodeError e;
    auto code = words({0x000102F0, 0x03000000});
    ASSERT_TRUE(Decoder::decode(code, 0, d, e));
    EXPECT_EQ(d.info->mnemonic, "iadd");
    EXPECT_EQ(d.modifier, 15);
}
