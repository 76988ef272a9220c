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
    // ISA.md §5.13: 164 reference mnemonics; the CAS pair is encoded our way (Extension).
    EXPECT_EQ(reference + extension, 165);
    EXPECT_EQ(extension, 3); // fcmp_ge, local_atomic_cas, atomic_cas
    EXPECT_EQ(decodeOnly, 10);
}

TEST(IsaTable, SizeMatchesTheOpcodeGroupsWord1Rule) {
    for (const InstructionInfo& info : InstructionTable::all()) {
        const OpcodeGroup* g = InstructionTable::group(info.opcode);
        ASSERT_NE(g, nullptr) << info.mnemonic;
        EXPECT_EQ(info.hasWord1(), g->hasWord1(info.modifier)) << info.mnemonic;
        EXPECT_EQ(InstructionTable::byEncoding(info.opcode, info.modifier), &info) << info.mnemonic;
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
    EXPECT_EQ(valid, 53); // ISA.md §4
    EXPECT_EQ(InstructionTable::group(0x0C), nullptr);
    EXPECT_EQ(InstructionTable::group(0x42), nullptr);
}

TEST(SpecialRegisters, NamesAndIndices) {
    EXPECT_EQ(SpecialRegisters::indexOf("sr_lane_id"), 4);
    EXPECT_EQ(SpecialRegisters::indexOf("sr_mma_k"), 19);
    EXPECT_FALSE(SpecialRegisters::indexOf("sr_laneid").has_value());
    EXPECT_EQ(SpecialRegisters::name(20), "sr_unknown");
}
