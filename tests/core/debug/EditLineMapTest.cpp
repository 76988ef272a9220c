// EditLineMap: lines of the text a session runs matched to the text as edited since.
#include "debug/session/EditLineMap.h"

#include <gtest/gtest.h>

#include <string>

using wave::debug::EditLineMap;

namespace {

const std::string kRun = "a\nb\nc\nd\ne\n";

} // namespace

TEST(EditLineMapTest, IdentityMapsEveryLineToItself) {
    const EditLineMap identity;
    EXPECT_TRUE(identity.unchanged());
    EXPECT_EQ(identity.toEdited(7), 7u);
    EXPECT_EQ(identity.toRun(7), 7u);
    const EditLineMap same(kRun, kRun);
    EXPECT_TRUE(same.unchanged());
    EXPECT_EQ(same.toEdited(3), 3u);
}

TEST(EditLineMapTest, LineEndingsDoNotCountAsAnEdit) {
    EXPECT_TRUE(EditLineMap(kRun, "a\r\nb\r\nc\r\nd\r\ne\r\n").unchanged());
}

TEST(EditLineMapTest, AnInsertedLineMovesTheLinesBelowIt) {
    // The journey of issue 21: a line typed after line 2.
    const EditLineMap map(kRun, "a\nb\nnew\nc\nd\ne\n");
    EXPECT_FALSE(map.unchanged());
    EXPECT_EQ(map.toEdited(2), 2u);
    EXPECT_EQ(map.toEdited(3), 4u);
    EXPECT_EQ(map.toEdited(5), 6u);
    EXPECT_EQ(map.toRun(3), 0u); // the new line runs nowhere
    EXPECT_EQ(map.toRun(4), 3u);
    EXPECT_EQ(map.toRun(1), 1u);
}

TEST(EditLineMapTest, ARemovedLineHasNoCounterpart) {
    const EditLineMap map(kRun, "a\nc\nd\ne\n");
    EXPECT_EQ(map.toEdited(2), 0u);
    EXPECT_EQ(map.toEdited(3), 2u);
    EXPECT_EQ(map.toRun(2), 3u);
}

TEST(EditLineMapTest, ALineEditedInPlaceKeepsItsPlace) {
    const EditLineMap map(kRun, "a\nb\nC changed\nd\ne\n");
    EXPECT_FALSE(map.unchanged());
    EXPECT_EQ(map.toEdited(3), 3u);
    EXPECT_EQ(map.toRun(3), 3u);
}

TEST(EditLineMapTest, MovedBlocksFollowTheCommonLines) {
    // Two separate edits: a line added at the top and one removed near the end.
    const EditLineMap map("k\na\nb\nc\nd\ne\nf\n", "top\nk\na\nb\nc\ne\nf\n");
    EXPECT_EQ(map.toEdited(1), 2u);
    EXPECT_EQ(map.toEdited(4), 5u);
    EXPECT_EQ(map.toEdited(5), 0u); // d was removed
    EXPECT_EQ(map.toEdited(6), 6u);
    EXPECT_EQ(map.toRun(1), 0u);
    EXPECT_EQ(map.toRun(7), 7u);
}

TEST(EditLineMapTest, LinesOutOfRangeHaveNoCounterpart) {
    const EditLineMap map(kRun, "x\n" + kRun);
    EXPECT_EQ(map.toEdited(0), 0u);
    EXPECT_EQ(map.toEdited(100), 0u);
    EXPECT_EQ(map.toRun(100), 0u);
}

TEST(EditLineMapTest, HugeRewritesAreMatchedInOrderWithoutTheTable) {
    // More changed lines on both sides than the table allows: no quadratic work, lines paired
    // in order between the common beginning and end.
    std::string run = "begin\n";
    std::string edited = "begin\n";
    for (int i = 0; i < 3000; ++i) {
        run += "r" + std::to_string(i) + "\n";
        edited += "e" + std::to_string(i) + "\n";
    }
    run += "end\n";
    edited += "extra\nend\n";
    const EditLineMap map(run, edited);
    EXPECT_EQ(map.toEdited(1), 1u);
    EXPECT_EQ(map.toEdited(2), 2u);
    EXPECT_EQ(map.toEdited(3002), 3003u); // "end" follows the added line
    EXPECT_EQ(map.toRun(3002), 0u);
}

TEST(EditLineMapTest, IndentationKeepsLinesMatched) {
    // Text typed at the start of a line and split off with Enter: the rest of the line moves
    // down, re-indented by the editor.
    const EditLineMap map("k\n    store r2\n    barrier\n",
                          "k\nmov r15\n        store r2\n    barrier\n");
    EXPECT_FALSE(map.unchanged());
    EXPECT_EQ(map.toEdited(2), 3u);
    EXPECT_EQ(map.toRun(2), 0u);
    EXPECT_FALSE(EditLineMap("  a\n", "a\n").unchanged());
    EXPECT_EQ(EditLineMap("  a\n", "a\n").toEdited(1), 1u);
}
