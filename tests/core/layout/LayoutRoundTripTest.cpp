// Encode -> decode for every row of the v0.4 table in every shipped layout: whatever fits must
// decode to the values it was encoded from. In wave-v0.4 the words must also be exactly the
// ones the assembler's own packing (isa/Encoding.h) produces.

#include "LayoutTestSupport.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"
#include "layout/LayoutDecoder.h"

#include <gtest/gtest.h>

namespace wave::layout::test {
namespace {

// Distinct small operand values, so that a field swap shows.
Instance sample(const isa::InstructionInfo& info) {
    Instance in = Instance::zero(info);
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        const isa::OperandSpec& op = info.operands[i];
        std::uint64_t v = 1 + i;
        if (op.kind == isa::OperandKind::Scope || op.kind == isa::OperandKind::Predicate)
            v = (i % 3) + 1;
        in.values[static_cast<std::size_t>(op.field)] = v;
    }
    return in;
}

std::uint64_t fieldValue(const LayoutFormat& f, FieldRole role,
                         const std::vector<std::uint64_t>& w) {
    const LayoutField* field = f.field(role);
    return field == nullptr ? 0 : (w[field->word] >> field->lsb) & field->maxValue();
}

bool signalled(const Layout& l) {
    for (const LayoutFormat& f : l.formats)
        if (f.field(FieldRole::Signal) != nullptr)
            return true;
    return false;
}

TEST(LayoutRoundTrip, EveryInstructionThatFitsDecodesBack) {
    const LayoutCatalog catalog = LayoutCatalog::shipped();
    ASSERT_TRUE(catalog.errors().empty()) << catalog.errors().front().text();
    std::size_t checked = 0;
    for (const Layout& l : catalog.layouts()) {
        for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
            for (std::uint8_t guard = 0; guard < 2; ++guard) {
                Instance in = sample(info);
                in.predReg = guard;
                const Encoded e = LayoutEncoder::encode(l, in);
                if (!e.ok)
                    continue;
                ++checked;
                ASSERT_NE(e.format, nullptr);
                ASSERT_EQ(e.words.size(), e.format->words.size());
                const std::string what = l.name + " " + std::string(info.mnemonic);
                // Where a signal marks the formats (v0.1), the word decodes with the format it
                // was encoded in. Elsewhere the length comes from the opcode, not the word.
                const DecodedWord d = LayoutDecoder::decode(l, e.words[0]);
                if (signalled(l)) {
                    EXPECT_EQ(d.format, e.format) << what;
                }
                EXPECT_EQ(fieldValue(*e.format, FieldRole::Opcode, e.words), e.opcode) << what;
                EXPECT_EQ(fieldValue(*e.format, FieldRole::Modifier, e.words), e.modifier) << what;
                for (std::uint8_t i = 0; i < info.operandCount; ++i) {
                    const isa::OperandSpec& op = info.operands[i];
                    const FieldRole role =
                        op.field == isa::Field::Imm32 ? FieldRole::Imm
                        : op.field == isa::Field::Scope
                            ? FieldRole::Scope
                            : static_cast<FieldRole>(static_cast<int>(FieldRole::Rd) +
                                                     static_cast<int>(op.field));
                    EXPECT_EQ(fieldValue(*e.format, role, e.words),
                              in.values[static_cast<std::size_t>(op.field)])
                        << what << " operand " << int(i);
                }
                EXPECT_EQ(fieldValue(*e.format, FieldRole::Pred, e.words), guard) << what;
            }
        }
    }
    EXPECT_GT(checked, 500u);
}

TEST(LayoutRoundTrip, V04IsTheAssemblersPacking) {
    const Layout& l = shipped("wave-v0.4");
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        Instance in = sample(info);
        in.predReg = 1;
        in.predNeg = true;
        const Encoded e = LayoutEncoder::encode(l, in);
        ASSERT_TRUE(e.ok) << info.mnemonic << ": " << e.reason();
        auto v = [&](isa::Field f) {
            return static_cast<std::uint8_t>(in.values[static_cast<std::size_t>(f)]);
        };
        const std::uint32_t word0 = isa::Encoding::word0(
            info.opcode, v(isa::Field::Rd), v(isa::Field::Rs1), info.modifier, true, 1);
        ASSERT_EQ(e.words.size(), info.hasWord1() ? 2u : 1u) << info.mnemonic;
        EXPECT_EQ(e.words[0], word0) << info.mnemonic;
        if (info.hasWord1()) {
            const bool immediate = info.operandCount > 0 && [&] {
                for (std::uint8_t i = 0; i < info.operandCount; ++i)
                    if (info.operands[i].field == isa::Field::Imm32)
                        return true;
                return false;
            }();
            const std::uint32_t word1 =
                immediate ? static_cast<std::uint32_t>(
                                in.values[static_cast<std::size_t>(isa::Field::Imm32)])
                          : isa::Encoding::word1(v(isa::Field::Rs2), v(isa::Field::Rs3),
                                                 v(isa::Field::Rs4), v(isa::Field::Scope));
            EXPECT_EQ(e.words[1], word1) << info.mnemonic;
        }
    }
}

} // namespace
} // namespace wave::layout::test
