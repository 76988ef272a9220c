#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include <gtest/gtest.h>

#include <set>

using namespace wave::isa;

TEST(IsaTable, AcceptsTheReferenceMnemonicsPlusFcmpGe) {
    int reference = 0, extension = 0, decodeOnly = 0;
    std::set<std::string_view> names;
    for (const InstructionInfo& info : InstructionTable::all()) {
        EXPECT_TRUE(names.insert(info.mnemonic).second) << info.mnemonic;
        switch (info.origin) {
        case Origin::Reference:
            ++reference;
            break;
        case Origin::Extension:
            ++extension;
            break;
        case Origin::DecodeOnly:
            ++decodeOnly;
            break;
        }
    }
    // docs/reference/isa.md §5.13: 164 reference mnemonics; the CAS pair is encoded our way
    // (Extension).
    EXPECT_EQ(reference + extension, 165);
    EXPECT_EQ(extension, 3); // fcmp_ge, local_atomic_cas, atomic_cas
    EXPECT_EQ(decodeOnly, 10);
}

TEST(IsaTable, EveryRowIsFoundByItsEncoding) {
    for (const InstructionInfo& info : InstructionTable::all()) {
        const OpcodeGroup* g = InstructionTable::group(info.opcode);
        ASSERT_NE(g, nullptr) << info.mnemonic;
        EXPECT_EQ(info.hasWord1(), g->hasWord1(info.modifier)) << info.mnemonic;
        EXPECT_EQ(InstructionTable::byEncoding(info.opcode, info.modifier), &info) << info.mnemonic;
    }
}

// The opcode groups are derived from the rows; these are docs/reference/isa.md §4's facts about
// them.
TEST(IsaTable, OpcodeGroupsFollowFromTheRows) {
    struct Expected {
        std::uint8_t opcode;
        std::string_view name;
        std::uint8_t modifierCount;
        std::uint16_t word1Modifiers;
    };
    constexpr std::uint16_t ALL = 0xFFFF;
    for (const Expected& e : {
             Expected{0x00, "Iadd", 0, ALL},
             Expected{0x07, "Ineg", 0, 0},
             Expected{0x1A, "Fsqrt", 0, 0},
             Expected{0x1B, "FUnaryOps", 12, 0},
             Expected{0x1C, "F16Ops", 4, 0x000F},
             Expected{0x1F, "F64DivSqrt", 2, 0x0001},
             Expected{0x27, "BitOps", 5, 0x0018},
             Expected{0x2C, "Cvt", 10, 0},
             Expected{0x30, "LocalLoad", 5, 0},
             Expected{0x31, "LocalStore", 5, 0x001F},
             Expected{0x3D, "DeviceAtomic", 9, 0x01FF},
             Expected{0x3E, "WaveOp", 12, 0x001F},
             Expected{0x3F, "Control", 16, (1u << 7) | (1u << 11) | (1u << 12) | (1u << 13)},
             Expected{0x41, "Misc", 3, 0x0002},
         }) {
        const OpcodeGroup* g = InstructionTable::group(e.opcode);
        ASSERT_NE(g, nullptr) << e.name;
        EXPECT_EQ(g->name, e.name);
        EXPECT_EQ(g->modifierCount, e.modifierCount) << e.name;
        EXPECT_EQ(g->word1Modifiers, e.word1Modifiers) << e.name;
    }
}

TEST(IsaTable, LooksUpMnemonicsAndSuggests) {
    ASSERT_NE(InstructionTable::byMnemonic("iadd"), nullptr);
    EXPECT_EQ(InstructionTable::byMnemonic("ucmp_eq"), nullptr); // decode only
    EXPECT_EQ(InstructionTable::byMnemonic("IADD"), nullptr);    // case-sensitive
    EXPECT_EQ(InstructionTable::suggest("iaddd"), "iadd");
    EXPECT_EQ(InstructionTable::suggest("IADD"), "iadd");
    EXPECT_EQ(InstructionTable::suggest("qqqqqqqq"), "");
    EXPECT_EQ(InstructionTable::syntax(*InstructionTable::byMnemonic("atomic_add")),
              "atomic_add [rd], raddr, rval, scope");
}

TEST(IsaTable, OpcodeMapHasNoHoles) {
    int valid = 0;
    for (int op = 0; op < 256; ++op)
        valid += InstructionTable::group(static_cast<std::uint8_t>(op)) != nullptr;
    EXPECT_EQ(valid, 53); // docs/reference/isa.md §4
    EXPECT_EQ(InstructionTable::group(0x0C), nullptr);
    EXPECT_EQ(InstructionTable::group(0x42), nullptr);
}

TEST(SpecialRegisters, NamesAndIndices) {
    EXPECT_EQ(SpecialRegisters::indexOf("sr_lane_id"), 4);
    EXPECT_EQ(SpecialRegisters::indexOf("sr_mma_k"), 19);
    EXPECT_FALSE(SpecialRegisters::indexOf("sr_laneid").has_value());
    EXPECT_EQ(SpecialRegisters::name(20), "sr_unknown");
    for (const SpecialRegister& r : SpecialRegisters::all())
        EXPECT_EQ(SpecialRegisters::indexOf(r.name), static_cast<std::uint8_t>(r.id)) << r.name;
    EXPECT_EQ(SpecialRegisters::name(static_cast<std::uint8_t>(SpecialRegisterId::NumWaves)),
              "sr_num_waves");
}
