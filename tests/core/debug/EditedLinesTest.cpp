// A stop's board and verdict restated at the lines the edits since the launch put them.
#include "debug/session/EditedLines.h"

#include <gtest/gtest.h>

#include <string>

using namespace wave::debug;

namespace {

std::string numberedLines(int count) {
    std::string text;
    for (int i = 1; i <= count; ++i)
        text += "line " + std::to_string(i) + "\n";
    return text;
}

// Four waves; wave 1 took the else branch of the `if` at line 9 and halted at line 20, the
// others wait at the barrier at line 14.
BarrierBoard stuckBoard() {
    ControlHistory history;
    history.reset(4);
    for (std::uint32_t w = 0; w < 4; ++w)
        history.ifExecuted(w, 0x10, 9, w == 1 ? 0 : 0xFFFFFFFF, w == 1 ? 0xFFFFFFFF : 0, true);
    history.halted(1, 0x40, 20, 0);
    BarrierBoard board;
    for (std::uint32_t w = 0; w < 4; ++w) {
        WaveReport r;
        r.wave = w;
        r.status = w == 1 ? WaveStatus::Finished : WaveStatus::AtBarrier;
        r.pc = w == 1 ? 0x40 : 0x20;
        r.line = w == 1 ? 20 : 14;
        r.decisions = history.decisions(w);
        board.waves.push_back(r);
    }
    return board;
}

} // namespace

TEST(EditedLines, LinesTypedAboveMoveEveryLineTheStopNames) {
    const std::string run = numberedLines(25);
    const EditLineMap map(run, "; added\n; added\n" + run);
    const BarrierBoard board = EditedLines::board(stuckBoard(), map);
    EXPECT_EQ(board.waves[0].line, 16u);
    EXPECT_EQ(board.waves[1].line, 22u);
    EXPECT_EQ(board.waves[1].decisions.front().line, 11u);

    const Verdict verdict = EditedLines::verdict(DeadlockVerdict::deadlock(stuckBoard()), map);
    ASSERT_EQ(verdict.sentences.size(), 1u);
    EXPECT_EQ(verdict.sentences[0], "wave 1 never reaches the barrier at line 16: it took the "
                                    "else branch of the `if` at line 11; waves 0, 2, 3 wait "
                                    "there");
    EXPECT_EQ(verdict.findings[0].lines(), (std::vector<std::uint32_t>{16, 11}));
    EXPECT_EQ(verdict.culprits, std::vector<std::uint32_t>{1});
}

TEST(EditedLines, ALineDeletedSinceTheLaunchIsNamedByItsPc) {
    const std::string run = numberedLines(25);
    std::string edited = run;
    edited.erase(edited.find("line 9\n"), 7);
    const Verdict verdict =
        EditedLines::verdict(DeadlockVerdict::deadlock(stuckBoard()), EditLineMap(run, edited));
    ASSERT_EQ(verdict.sentences.size(), 1u);
    EXPECT_EQ(verdict.sentences[0], "wave 1 never reaches the barrier at line 13: it took the "
                                    "else branch of the `if` at pc 0x0010; waves 0, 2, 3 wait "
                                    "there");
}

TEST(EditedLines, AnUnchangedTextChangesNothing) {
    const Verdict original = DeadlockVerdict::deadlock(stuckBoard());
    const Verdict same = EditedLines::verdict(original, EditLineMap());
    EXPECT_EQ(same.sentences, original.sentences);
    EXPECT_EQ(EditedLines::board(stuckBoard(), EditLineMap()).toText(), stuckBoard().toText());
}
