// Device memory in a debug session (issue 14, "Bounded resources"): checkpoints, history and
// the views' pages share the pages the kernel did not write, so a launch costs what it touches
// however large its device memory, and travelling back restores what the kernel overwrote.

#include "SessionFixture.h"

#include "ResidentMemory.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace wave::debug;
using namespace wave::debug::test;
using wave::test::residentBytes;

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;

// Each thread stores 1..32 at its word of 32 blocks 64 KiB apart: 2 waves x 32 iterations.
const std::string kBlocks = R"(.kernel blocks
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    mov_imm r3, 0
    mov_imm r4, 1
    mov_imm r5, 32
    mov_imm r6, 65536
    loop
        iadd r3, r3, r4
        device_store_u32 r2, r3
        iadd r2, r2, r6
        icmp_ge p1, r3, r5
        break p1
    endloop
    halt
.end
)";

} // namespace

// The documented maximum (4 GiB) with a checkpoint every 100 steps: megabytes, and travelling
// to step 0 and back gives the kernel's memory exactly.
TEST(SessionDeviceMemory, AFourGiBSessionCostsWhatItTouches) {
    const std::uint64_t before = residentBytes();
    if (before == 0)
        GTEST_SKIP() << "no /proc/self/statm";
    wave::emu::LaunchConfig config = launch(64);
    config.deviceMemory = 4ull << 30;
    SessionOptions options;
    options.checkpointInterval = 100;
    auto s = load(kBlocks, config, options);
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    const std::uint64_t end = s->currentStep();
    EXPECT_EQ(deviceWord(*s, 31 * 65536 + 4 * 63), 32u);
    EXPECT_GE(s->historyInfo().checkpoints, 3u);
    // Written after every checkpoint but the last: the checkpoints kept their own bytes.
    s->travelTo(0);
    EXPECT_EQ(deviceWord(*s, 0), 0u);
    EXPECT_EQ(deviceWord(*s, 31 * 65536 + 4 * 63), 0u);
    s->travelTo(end / 2);
    EXPECT_GT(deviceWord(*s, 4 * 63), 0u);
    EXPECT_EQ(deviceWord(*s, 31 * 65536 + 4 * 63), 0u);
    s->travelTo(end);
    EXPECT_EQ(deviceWord(*s, 31 * 65536 + 4 * 63), 32u);
    EXPECT_EQ(deviceWord(*s, (4ull << 30) - 4), 0u);
    EXPECT_LT(residentBytes() - before, 128 * kMiB);
}

// Every full snapshot carries device memory as the session's shared image: the pages that are
// zero cost nothing, and the pages a stop did not change are the previous snapshot's very pages.
TEST(SessionDeviceMemory, SnapshotsShareTheSessionsDevicePages) {
    wave::emu::LaunchConfig config = launch(64);
    config.deviceMemory = 16u << 20;
    auto s = load(kStoreIds, config);
    ASSERT_TRUE(s->snapshot());
    EXPECT_TRUE(s->snapshot()->full);
    EXPECT_EQ(s->snapshot()->deviceSize, config.deviceMemory);
    const auto first = s->snapshot()->device;
    ASSERT_TRUE(first);
    EXPECT_EQ(first->size(), config.deviceMemory);
    EXPECT_EQ(first->storedPages(), 0u);
    s->continueRun();
    const auto end = s->snapshot()->device;
    ASSERT_TRUE(end);
    EXPECT_EQ(end->changedPages(*first), std::vector<std::uint64_t>{0});
    EXPECT_EQ(end->page(0)[4], 3); // thread 1 stored 3
    s->stepBackInstruction();      // back over a halt: device memory is the same, page for page
    EXPECT_EQ(s->snapshot()->device->sharedPages(*end), 1u);
    EXPECT_TRUE(s->snapshot()->device->changedPages(*end).empty());
    s->travelTo(0);
    EXPECT_EQ(s->snapshot()->device->changedPages(*end), std::vector<std::uint64_t>{0});
    EXPECT_EQ(s->snapshot()->device->page(0)[4], 0); // back to zeros
}

namespace {

// 64 threads store 64 words each (16 KiB, four pages), then spin without memory traffic.
const std::string kTouchThenSpin = R"(.kernel touch_then_spin
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    mov_imm r3, 0
    mov_imm r4, 1
    mov_imm r5, 64
    mov_imm r6, 256
    loop
        device_store_u32 r2, r0
        iadd r2, r2, r6
        iadd r3, r3, r4
        icmp_ge p1, r3, r5
        break p1
    endloop
    mov_imm r3, 0
    mov_imm r5, 2000
    loop
        iadd r3, r3, r4
        icmp_ge p1, r3, r5
        break p1
    endloop
    halt
.end
)";

std::uint64_t historyBytes(bool races) {
    SessionOptions options;
    options.analyses.races = races;
    options.checkpointInterval = 200;
    auto s = load(kTouchThenSpin, launch(64), options);
    EXPECT_EQ(s->continueRun().reason, StopReason::Finished);
    EXPECT_GE(s->historyInfo().checkpoints, 50u);
    return s->historyInfo().bytes;
}

} // namespace

// Device race recording keeps what it knows of each word the kernel touched; the checkpoints
// after the stores share it instead of each holding (and being charged) a copy of it, so the
// history's budget goes to reaching further back.
TEST(SessionDeviceMemory, RaceCheckpointsShareTheWordsTheyDidNotTouchAgain) {
    const std::uint64_t without = historyBytes(false);
    const std::uint64_t with = historyBytes(true);
    EXPECT_LT(with - std::min(with, without), 4 * kMiB) << with << " vs " << without;
}
