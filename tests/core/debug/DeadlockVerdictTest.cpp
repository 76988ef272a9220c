#include "debug/analysis/DeadlockVerdict.h"

#include <gtest/gtest.h>

using namespace wave::debug;

namespace {

// Builds a board from a ControlHistory and each wave's final state.
struct Scenario {
    ControlHistory history;
    BarrierBoard board;

    explicit Scenario(std::uint32_t waves) {
        history.reset(waves);
        board.workgroupLabel = "workgroup (0,0,0)";
    }
    void wave(std::uint32_t w, WaveStatus status, std::uint32_t pc, std::uint32_t line,
              std::uint32_t arrivals = 0) {
        WaveReport r;
        r.wave = w;
        r.status = status;
        r.pc = pc;
        r.line = line;
        r.barrierArrivals = arrivals;
        r.decisions = history.decisions(w);
        board.waves.push_back(r);
    }
};

} // namespace

TEST(DeadlockVerdict, BarrierInsideADivergentIf) {
    Scenario s(4);
    for (std::uint32_t w = 0; w < 4; ++w) {
        if (w == 1)
            s.history.ifExecuted(w, 0x10, 9, 0, 0xFFFFFFFF, true);
        else
            s.history.ifExecuted(w, 0x10, 9, 0xFFFFFFFF, 0, true);
    }
    s.history.halted(1, 0x40, 20, 0);
    for (std::uint32_t w = 0; w < 4; ++w) {
        if (w == 1)
            s.wave(w, WaveStatus::Finished, 0x40, 20);
        else
            s.wave(w, WaveStatus::AtBarrier, 0x20, 14, 1);
    }
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    ASSERT_EQ(v.culprits, std::vector<std::uint32_t>{1});
    ASSERT_EQ(v.sentences.size(), 1u);
    EXPECT_EQ(v.sentences[0], "wave 1 never reaches the barrier at line 14: it took the else "
                              "branch of the `if` at line 9; waves 0, 2, 3 wait there");
    EXPECT_EQ(v.text(), v.sentences[0] + "\n");
}

TEST(DeadlockVerdict, IfWithoutElseThatNoLaneEntered) {
    Scenario s(2);
    s.history.ifExecuted(0, 0x10, 9, 0xF, 0, false);
    s.history.ifExecuted(1, 0x10, 9, 0, 0xF, false);
    s.history.halted(1, 0x40, 20, 0);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 14, 1);
    s.wave(1, WaveStatus::Finished, 0x40, 20);
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    ASSERT_EQ(v.sentences.size(), 1u);
    EXPECT_EQ(v.sentences[0], "wave 1 never reaches the barrier at line 14: none of its lanes "
                              "entered the `if` at line 9; wave 0 waits there");
}

TEST(DeadlockVerdict, EarlyHaltBeforeTheBarrier) {
    Scenario s(3);
    s.history.ifExecuted(0, 0x08, 5, 0, 0xFF, false);
    s.history.ifExecuted(1, 0x08, 5, 0xFF, 0, false);
    s.history.ifExecuted(2, 0x08, 5, 0, 0xFF, false);
    s.history.halted(1, 0x0c, 7, 0);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 14, 1);
    s.wave(1, WaveStatus::Finished, 0x0c, 7);
    s.wave(2, WaveStatus::AtBarrier, 0x20, 14, 1);
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    ASSERT_EQ(v.sentences.size(), 1u);
    EXPECT_EQ(v.sentences[0],
              "wave 1 never reaches the barrier at line 14: it halted at line 7, after it took "
              "the then branch of the `if` at line 5; waves 0, 2 wait there");
}

TEST(DeadlockVerdict, UnconditionalEarlyHalt) {
    Scenario s(2);
    s.history.halted(1, 0x0c, 7, 0);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 14, 1);
    s.wave(1, WaveStatus::Finished, 0x0c, 7);
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    EXPECT_EQ(v.sentences.at(0),
              "wave 1 never reaches the barrier at line 14: it halted at line 7; wave 0 waits "
              "there");
}

TEST(DeadlockVerdict, LoopsWithDifferentTripCounts) {
    Scenario s(2);
    // Wave 0 runs 3 iterations and leaves; wave 1 is in its 4th, waiting at the barrier.
    s.history.loopEntered(0, 0x10, 10);
    s.history.loopEntered(1, 0x10, 10);
    for (int i = 0; i < 2; ++i)
        s.history.loopIterated(0, 0x10);
    for (int i = 0; i < 3; ++i)
        s.history.loopIterated(1, 0x10);
    s.history.loopExited(0, 0x10);
    s.history.halted(0, 0x40, 20, 0);
    s.wave(0, WaveStatus::Finished, 0x40, 20);
    s.wave(1, WaveStatus::AtBarrier, 0x18, 12, 4);
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    EXPECT_EQ(v.culprits, std::vector<std::uint32_t>{0});
    EXPECT_EQ(v.sentences.at(0),
              "wave 0 never reaches the barrier at line 12: it left the `loop` at line 10 after 3 "
              "iterations (the waiting waves are in iteration 4); wave 1 waits there");
}

TEST(DeadlockVerdict, BarriersAtDifferentPcs) {
    Scenario s(4);
    for (std::uint32_t w = 0; w < 4; ++w)
        s.history.ifExecuted(w, 0x10, 9, w == 2 ? 0 : 0xF, w == 2 ? 0xF : 0, true);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 14, 1);
    s.wave(1, WaveStatus::AtBarrier, 0x20, 14, 1);
    s.wave(2, WaveStatus::AtBarrier, 0x30, 18, 1);
    s.wave(3, WaveStatus::AtBarrier, 0x20, 14, 1);
    const Verdict v = DeadlockVerdict::barrierDivergence(s.board);
    EXPECT_EQ(v.culprits, std::vector<std::uint32_t>{2});
    ASSERT_EQ(v.sentences.size(), 2u);
    EXPECT_EQ(v.sentences[0],
              "waves wait at different barriers: waves 0, 1, 3 at line 14, wave 2 at line 18");
    EXPECT_EQ(v.sentences[1], "wave 2 waits at the barrier at line 18, not at line 14 like waves "
                              "0, 1, 3: it took the else branch of the `if` at line 9");
    // One barrier only: no divergence.
    Scenario same(2);
    same.wave(0, WaveStatus::AtBarrier, 0x20, 14, 1);
    same.wave(1, WaveStatus::AtBarrier, 0x20, 14, 1);
    EXPECT_TRUE(DeadlockVerdict::barrierDivergence(same.board).sentences.empty());
}

TEST(DeadlockVerdict, FaultedWaveAndUnknownLines) {
    Scenario s(2);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 0, 1);
    s.wave(1, WaveStatus::Faulted, 0x0c, 0);
    s.board.waves[1].fault = "memory access out of bounds";
    const Verdict v = DeadlockVerdict::deadlock(s.board);
    EXPECT_EQ(v.sentences.at(0), "wave 1 never reaches the barrier at pc 0x0020: it faulted at pc "
                                 "0x000c (memory access out of bounds); wave 0 waits there");
}

TEST(BarrierBoard, Text) {
    Scenario s(4);
    s.wave(0, WaveStatus::AtBarrier, 0x20, 14, 3);
    s.wave(1, WaveStatus::Finished, 0x40, 20);
    s.wave(2, WaveStatus::Faulted, 0x08, 0);
    s.board.waves[2].fault = "boom";
    s.wave(3, WaveStatus::Ready, 0x04, 2);
    EXPECT_EQ(s.board.toText(),
              "workgroup (0,0,0):\n"
              "  wave 0: waiting at the barrier at line 14 (pc 0x0020), arrival 3\n"
              "  wave 1: finished at line 20 (pc 0x0040)\n"
              "  wave 2: faulted at pc 0x0008: boom\n"
              "  wave 3: running at line 2 (pc 0x0004)\n");
}

// lastDecision (what each wave's finish asks) is the last of decisions(), on random histories
// of ifs, loops and halts revisiting a few sites.
TEST(ControlHistory, LastDecisionIsTheLastOfTheList) {
    for (std::uint32_t seed = 1; seed <= 50; ++seed) {
        ControlHistory h;
        h.reset(3);
        std::uint32_t x = seed;
        const auto next = [&x] { return x = x * 1103515245u + 12345u, (x >> 16) & 0x7FFF; };
        for (int i = 0; i < 40; ++i) {
            const std::uint32_t wave = next() % 3, pc = 4 * (next() % 6), kind = next() % 4;
            if (kind == 0)
                h.ifExecuted(wave, pc, pc / 4 + 1, next() % 4, next() % 4, next() % 2 == 0);
            else if (kind == 1)
                h.loopEntered(wave, pc, pc / 4 + 1);
            else if (kind == 2)
                h.loopIterated(wave, pc);
            else
                h.halted(wave, pc, pc / 4 + 1, next() % 3, next() % 2 == 0);
            for (std::uint32_t w = 0; w < 4; ++w) { // wave 3 does not exist
                const std::vector<ControlDecision> all = h.decisions(w);
                const std::optional<ControlDecision> last = h.lastDecision(w);
                ASSERT_EQ(all.empty(), !last.has_value()) << "seed " << seed;
                if (last) {
                    EXPECT_EQ(last->pc, all.back().pc) << "seed " << seed;
                    EXPECT_EQ(last->kind, all.back().kind) << "seed " << seed;
                    EXPECT_EQ(last->sequence, all.back().sequence) << "seed " << seed;
                }
            }
        }
    }
}
