// Per-word attribution of coalescing (CoalescingWords): which words each device access touched
// and with what efficiency, the copy-on-write sharing that keeps checkpoints and snapshots
// cheap, and the recorder feeding it (also across reverse execution).
#include "SessionFixture.h"

#include "debug/analysis/CoalescingWords.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

std::vector<LaneAddress> strided(std::uint64_t base, std::uint32_t stride, int lanes) {
    std::vector<LaneAddress> out;
    for (int l = 0; l < lanes; ++l)
        out.push_back(LaneAddress{base + std::uint64_t(l) * stride, 4});
    return out;
}

} // namespace

TEST(CoalescingWords, AttributesEachTouchedWordAndNothingElse) {
    CoalescingWords words;
    words.record(strided(0x1000, 128, 32), 0x40, 0.125);
    const auto w = words.at(0x1000 + 5 * 128);
    ASSERT_TRUE(w.has_value());
    EXPECT_NEAR(w->worst, 0.125, 1e-4);
    EXPECT_EQ(w->worstPc, 0x40u);
    EXPECT_EQ(w->lastPc, 0x40u);
    // Any byte of the word names it; the word after it was not touched.
    EXPECT_TRUE(words.at(0x1000 + 5 * 128 + 3).has_value());
    EXPECT_FALSE(words.at(0x1000 + 5 * 128 + 4).has_value());
    EXPECT_FALSE(words.at(0).has_value());
    // 32 lines of 128 bytes starting at 0x1000 lie in one 4 KiB page, kept in 8 KiB.
    EXPECT_EQ(words.pageCount(), 1u);
    EXPECT_EQ(words.bytes(), 8192u);
}

TEST(CoalescingWords, KeepsTheWorstAndTheLastAccess) {
    CoalescingWords words;
    words.record({{LaneAddress{0, 128}}}, 0x10, 1.0);
    words.record(strided(0, 64, 2), 0x20, 0.5);
    words.record({{LaneAddress{0, 16}}}, 0x30, 1.0);
    const auto w = words.at(0);
    ASSERT_TRUE(w.has_value());
    EXPECT_NEAR(w->worst, 0.5, 1e-4);
    EXPECT_EQ(w->worstPc, 0x20u);
    EXPECT_NEAR(w->last, 1.0, 1e-4);
    EXPECT_EQ(w->lastPc, 0x30u);
    // A word only the first (coalesced) access touched.
    EXPECT_NEAR(words.at(0x20)->worst, 1.0, 1e-4);
}

TEST(CoalescingWords, ARangeAcrossPagesTouchesBoth) {
    CoalescingWords words;
    words.record({{LaneAddress{4096 - 8, 16}}}, 0x8, 1.0);
    EXPECT_EQ(words.pageCount(), 2u);
    EXPECT_TRUE(words.at(4096 - 8).has_value());
    EXPECT_TRUE(words.at(4096 + 4).has_value());
    EXPECT_FALSE(words.at(4096 + 8).has_value());
}

TEST(CoalescingWords, ACopyKeepsItsPicture) {
    CoalescingWords words;
    words.record(strided(0, 4, 32), 0x10, 1.0);
    const CoalescingWords copy = words; // a checkpoint or a snapshot
    words.record(strided(0, 8, 32), 0x20, 0.5);
    EXPECT_NEAR(copy.at(0)->worst, 1.0, 1e-4);
    EXPECT_EQ(copy.at(0)->lastPc, 0x10u);
    EXPECT_FALSE(copy.at(200).has_value());
    EXPECT_NEAR(words.at(0)->worst, 0.5, 1e-4);
    EXPECT_TRUE(words.at(200).has_value());
}

TEST(CoalescingWords, RecordedBySessionAndUndoneByReverseExecution) {
    // Lane l loads word l (coalesced), then stores to line l (one line per lane).
    const std::string src = R"(.kernel words
    mov r0, sr_lane_id
    mov_imm r1, 4
    imul r2, r0, r1
    device_load_u32 r3, r2
    mov_imm r1, 128
    imul r4, r0, r1
    mov_imm r5, 0x1000
    iadd r4, r4, r5
    device_store_u32 r4, r3
    halt
.end
)";
    SessionOptions options;
    options.analyses = AnalysisOptions::all();
    auto s = load(src, launch(32), options);
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const CoalescingWords& words = s->analyses().state().coalescingWords;
    ASSERT_TRUE(words.at(4 * 31).has_value());
    EXPECT_NEAR(words.at(4 * 31)->worst, 1.0, 1e-4);
    EXPECT_EQ(s->lineOf(words.at(4 * 31)->worstPc), lineOf(src, "device_load_u32"));
    ASSERT_TRUE(words.at(0x1000 + 128 * 7).has_value());
    EXPECT_NEAR(words.at(0x1000 + 128 * 7)->worst, 0.125, 1e-4);
    EXPECT_EQ(s->lineOf(words.at(0x1000 + 128 * 7)->lastPc), lineOf(src, "device_store_u32"));
    EXPECT_FALSE(words.at(0x1000 + 4).has_value()); // between the stored words

    // Back before the store: its words were never touched then.
    s->stepBackInstruction();
    s->stepBackInstruction();
    const CoalescingWords& before = s->analyses().state().coalescingWords;
    EXPECT_FALSE(before.at(0x1000 + 128 * 7).has_value());
    EXPECT_TRUE(before.at(4 * 31).has_value());
}

TEST(CoalescingWords, NotRecordedUnlessAsked) {
    SessionOptions options;
    options.analyses.coalescing = true; // the table only (wave-emu --coalescing)
    auto s = load(kStoreIds, launch(32), options);
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_FALSE(s->analyses().state().coalescing.results().empty());
    EXPECT_EQ(s->analyses().state().coalescingWords.pageCount(), 0u);
}
