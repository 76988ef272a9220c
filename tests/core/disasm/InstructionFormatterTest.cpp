// InstructionFormatter: the instruction texts of docs/reference/container.md §8.3, derived from the
// table rows.

#include "disasm/InstructionFormatter.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include "TestBytes.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave;
using disasm::InstructionFormatter;

namespace {

std::string textOf(std::uint32_t w0, std::uint32_t w1 = 0,
                   disasm::Syntax syntax = disasm::Syntax::Listing) {
    const std::vector<std::uint8_t> b = wave::test::words({w0, w1});
    isa::DecodedInstruction d;
    isa::DecodeError e;
    if (!isa::Decoder::decode(b, 0, d, e))
        return "<" + e.message + ">";
    return InstructionFormatter::text(d, syntax);
}

} // namespace

TEST(InstructionFormatter, GuardPrefixOnlyWhenPredRegIsNotZero) {
    EXPECT_EQ(textOf(0x00010200, 0x03000000), "iadd r1, r2, r3");
    EXPECT_EQ(textOf(0x00010201, 0x03000000), "@p1 iadd r1, r2, r3");
    EXPECT_EQ(textOf(0x00010207, 0x03000000), "@!p3 iadd r1, r2, r3");
    EXPECT_EQ(textOf(0x00010204, 0x03000000), "iadd r1, r2, r3"); // @!p0 is dropped
    EXPECT_EQ(textOf(0x3F00009C), "halt");                        // reserved bit 3 ignored
}

TEST(InstructionFormatter, OperandPlacementFollowsTheTableRows) {
    EXPECT_EQ(textOf(0x04FEFD00, 0xFCFB0000), "imad r254, r253, r252, r251");
    EXPECT_EQ(textOf(0x07FF0100), "ineg r255, r1"); // hand-made r255 prints as is
    EXPECT_EQ(textOf(0x27101140, 0x12131400), "bfi r16, r17, r18, r19, r20");
    EXPECT_EQ(textOf(0x28030420, 0x05000000), "icmp_lt p3, r4, r5");
    EXPECT_EQ(textOf(0x2B010200, 0x03040000), "select r1, p2, r3, r4");
    EXPECT_EQ(textOf(0x3E050250), "wave_ballot r5, p2");
    EXPECT_EQ(textOf(0x3E010260), "wave_any p1, p2");
    EXPECT_EQ(textOf(0x3F000100), "if p1");
    EXPECT_EQ(textOf(0x3F000340), "break p3");
    EXPECT_EQ(textOf(0x3F000050), "continue p0");
    EXPECT_EQ(textOf(0x39000120, 0x04000000), "device_store_u32 r1, r4");
    EXPECT_EQ(textOf(0x38030240), "device_load_u128 r3, r2");
    EXPECT_EQ(textOf(0x40030132, 0x02000000), "@p2 mma_compute r3, r1, r2");
    EXPECT_EQ(textOf(0x1F020410), "dsqrt r2, r4");
    EXPECT_EQ(textOf(0x2C050690), "cvt_bf16_f32 r5, r6");
}

TEST(InstructionFormatter, EncodingsWithoutSourceMnemonicUseTheirTableNames) {
    EXPECT_EQ(textOf(0x2A010250, 0x03000000), "fcmp_ge p1, r2, r3");
    EXPECT_EQ(textOf(0x29010200, 0x03000000), "ucmp_eq p1, r2, r3");
    EXPECT_EQ(textOf(0x28010270, 0x03000000), "icmp_unord p1, r2, r3");
    EXPECT_EQ(textOf(0x30010240), "local_load_u128 r1, r2");
    EXPECT_EQ(textOf(0x00010250, 0x03000000), "iadd r1, r2, r3"); // modifier ignored
}

TEST(InstructionFormatter, AtomicsScopesAndOptionalRd) {
    EXPECT_EQ(textOf(0x3D010200, 0x03000002), "atomic_add.device r1, r2, r3");
    EXPECT_EQ(textOf(0x3D000230, 0x03000003), "atomic_max.system r2, r3");
    EXPECT_EQ(textOf(0x3D000271, 0x03000001), "@p1 atomic_exchange.workgroup r2, r3");
    EXPECT_EQ(textOf(0x3C010270, 0x03000000), "local_atomic_exchange r1, r2, r3");
    EXPECT_EQ(textOf(0x3C000200, 0x03000003), "local_atomic_add r2, r3"); // scope bits unused
    EXPECT_EQ(textOf(0x3C010280, 0x03040000), "local_atomic_cas r1, r2, r3, r4");
    EXPECT_EQ(textOf(0x3C000280, 0x03040000), "local_atomic_cas r2, r3, r4");
    EXPECT_EQ(textOf(0x3D050680, 0x07080001), "atomic_cas.workgroup r5, r6, r7, r8");
    EXPECT_EQ(textOf(0x3D000280, 0x03040000), "atomic_cas.wave r2, r3, r4");
}

TEST(InstructionFormatter, FencesGlueTheirScope) {
    EXPECT_EQ(textOf(0x3F0000B0, 0x00000000), "fence_acquire.wave");
    EXPECT_EQ(textOf(0x3F0000C0, 0x00000001), "fence_release.workgroup");
    EXPECT_EQ(textOf(0x3F0000D3, 0xFFFFFFFE), "@p3 fence_acq_rel.device");
}

TEST(InstructionFormatter, MovForms) {
    EXPECT_EQ(textOf(0x41010200), "mov r1, r2");
    EXPECT_EQ(textOf(0x41000420), "mov r0, sr_lane_id");
    EXPECT_EQ(textOf(0x41001320), "mov r0, sr_mma_k");
    EXPECT_EQ(textOf(0x41001420), "mov r0, sr_unknown");
    EXPECT_EQ(textOf(0x4100FF20), "mov r0, sr_unknown");
    EXPECT_EQ(textOf(0x41010010, 0), "mov_imm r1, 0");
    EXPECT_EQ(textOf(0x41010010, 9), "mov_imm r1, 9");
    EXPECT_EQ(textOf(0x41010010, 10), "mov_imm r1, 0xA");
    EXPECT_EQ(textOf(0x41010010, 0x3F800000), "mov_imm r1, 0x3F800000");
    EXPECT_EQ(textOf(0x41010010, 0xFFFFFFFE), "mov_imm r1, 0xFFFFFFFE");
}

TEST(InstructionFormatter, CallTargets) {
    EXPECT_EQ(textOf(0x3F000070, 0x24), "call loc_0024");
    EXPECT_EQ(textOf(0x3F000070, 0x4C), "call loc_004C");
    EXPECT_EQ(textOf(0x3F000071, 0x12345), "@p1 call loc_12345");
    EXPECT_EQ(textOf(0x3F000070, 0xFFFFFFFF), "call loc_FFFFFFFF");
    std::string label;
    InstructionFormatter::appendLabel(0xAB, label);
    EXPECT_EQ(label, "loc_00AB");
}

// Every row of the table formats as its mnemonic followed by one operand per operand spec
// (scopes glued, rd kept because it is non-zero here), so no row can be missed.
TEST(InstructionFormatter, EveryTableRowFormats) {
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        const std::uint32_t w0 = isa::Encoding::word0(info.opcode, 5, 6, info.modifier, false, 0);
        const std::uint32_t w1 = isa::Encoding::word1(7, 8, 9, 2);
        const std::string text = textOf(w0, w1);
        const std::string_view shown = info.mnemonic == "mov_sr" ? "mov" : info.mnemonic;
        ASSERT_EQ(text.rfind(shown, 0), 0u) << info.mnemonic << ": " << text;
        std::size_t operands = 0, scopes = 0;
        for (std::uint8_t i = 0; i < info.operandCount; ++i)
            (info.operands[i].kind == isa::OperandKind::Scope ? scopes : operands)++;
        std::size_t commas = 0;
        for (char c : text)
            commas += c == ',';
        EXPECT_EQ(commas, operands == 0 ? 0 : operands - 1) << text;
        EXPECT_EQ(text.find(".device") != std::string::npos, scopes == 1) << text;
    }
}

TEST(InstructionFormatter, SourceSyntaxKeepsWhatTheListingLoses) {
    auto source = [](std::uint32_t w0, std::uint32_t w1 = 0) {
        return textOf(w0, w1, disasm::Syntax::Source);
    };
    EXPECT_EQ(source(0x00010204, 0x03000000), "@!p0 iadd r1, r2, r3");
    EXPECT_EQ(source(0x00010201, 0x03000000), "@p1 iadd r1, r2, r3");
    EXPECT_EQ(source(0x3D010200, 0x03000002), "atomic_add r1, r2, r3, .device");
    EXPECT_EQ(source(0x3D000230, 0x03000003), "atomic_max r2, r3, .system");
    EXPECT_EQ(source(0x3D050680, 0x07080001), "atomic_cas r5, r6, r7, r8, .workgroup");
    EXPECT_EQ(source(0x3F0000B0, 0x00000000), "fence_acquire .wave");
    EXPECT_EQ(source(0x3C010200, 0x03000000), "local_atomic_add r1, r2, r3");
    EXPECT_EQ(source(0x41000420), "mov r0, sr_lane_id");
    EXPECT_EQ(source(0x3F000070, 0x24), "call loc_0024");
}
