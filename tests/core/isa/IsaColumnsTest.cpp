// The table's columns for structured control flow, compares and the trace's names: what the
// control-flow checker, the editor and the trace formatter read instead of spelling mnemonics.

#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>

using namespace wave::isa;

namespace {

std::string_view suffixOf(std::string_view mnemonic) {
    return mnemonic.substr(mnemonic.rfind('_') + 1);
}

} // namespace

TEST(IsaColumns, BlockRoleOfEveryMnemonic) {
    const std::map<std::string_view, std::pair<BlockRole, BlockKind>> expected = {
        {"if", {BlockRole::Opens, BlockKind::If}},
        {"else", {BlockRole::Middle, BlockKind::If}},
        {"endif", {BlockRole::Closes, BlockKind::If}},
        {"loop", {BlockRole::Opens, BlockKind::Loop}},
        {"break", {BlockRole::Exits, BlockKind::Loop}},
        {"continue", {BlockRole::Exits, BlockKind::Loop}},
        {"endloop", {BlockRole::Closes, BlockKind::Loop}},
        {"barrier", {BlockRole::Barrier, BlockKind::None}},
    };
    int withRole = 0;
    for (const InstructionInfo& info : InstructionTable::all()) {
        const auto it = expected.find(info.mnemonic);
        const std::pair<BlockRole, BlockKind> want =
            it == expected.end() ? std::pair{BlockRole::None, BlockKind::None} : it->second;
        EXPECT_EQ(info.blockRole, want.first) << info.mnemonic;
        EXPECT_EQ(info.blockKind, want.second) << info.mnemonic;
        withRole += info.blockRole != BlockRole::None;
    }
    EXPECT_EQ(withRole, 8);
}

TEST(IsaColumns, BlockKeywordsNameTheRows) {
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::If, BlockRole::Opens), "if");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::If, BlockRole::Middle), "else");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::If, BlockRole::Closes), "endif");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::Loop, BlockRole::Opens), "loop");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::Loop, BlockRole::Exits), "break");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::Loop, BlockRole::Closes), "endloop");
    EXPECT_EQ(InstructionTable::blockKeyword(BlockKind::Loop, BlockRole::Middle), "");
}

// A compare's mnemonic ends in its condition; the encodings without a source mnemonic that the
// emulator evaluates as false say Never.
TEST(IsaColumns, ComparePredicates) {
    const std::map<std::string_view, Predicate> bySuffix = {
        {"eq", Predicate::Eq},   {"ne", Predicate::Ne},       {"lt", Predicate::Lt},
        {"le", Predicate::Le},   {"gt", Predicate::Gt},       {"ge", Predicate::Ge},
        {"ord", Predicate::Ord}, {"unord", Predicate::Unord},
    };
    int compares = 0, never = 0;
    for (const InstructionInfo& info : InstructionTable::all()) {
        const bool compare = info.semantic == Semantic::Icmp || info.semantic == Semantic::Ucmp ||
                             info.semantic == Semantic::Fcmp;
        if (!compare) {
            EXPECT_EQ(info.predicate, Predicate::None) << info.mnemonic;
            continue;
        }
        ++compares;
        EXPECT_EQ(info.traceForm, TraceForm::PdRs1Rs2) << info.mnemonic;
        if (info.description.starts_with("always false")) {
            ++never;
            EXPECT_EQ(info.predicate, Predicate::Never) << info.mnemonic;
        } else {
            EXPECT_EQ(info.predicate, bySuffix.at(suffixOf(info.mnemonic))) << info.mnemonic;
        }
    }
    EXPECT_EQ(compares, 24);
    EXPECT_EQ(never, 8); // icmp ord/unord, ucmp eq/ne/gt/ge/ord/unord
}

// The reference's trace names what it cannot assemble "<family>_unknown" (fcmp_ge is ours), and
// mov_sr "mov".
TEST(IsaColumns, TraceNames) {
    for (const InstructionInfo& info : InstructionTable::all()) {
        std::string want(info.mnemonic);
        if (info.origin == Origin::DecodeOnly || info.mnemonic == "fcmp_ge")
            want = std::string(info.mnemonic.substr(0, info.mnemonic.rfind('_'))) + "_unknown";
        else if (info.mnemonic == "mov_sr")
            want = "mov";
        EXPECT_EQ(info.traceName(), want) << info.mnemonic;
    }
}
