// Local memory costs what the kernel touches (issue 22): the emulator's local memory is lazily
// zeroed and cleared block by block between workgroups, snapshots and checkpoints hold images
// of it that share pages, and the analyses' per-word state lives in pages allocated where the
// kernel accesses it.

#include "SessionFixture.h"

#include "ResidentMemory.h"
#include "debug/analysis/RaceDetector.h"
#include "emu/Emulator.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::debug;
using namespace wave::debug::test;
using wave::test::residentBytes;

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;

// A few instructions that touch no memory.
const std::string kNothing = R"(.kernel nothing
    mov r0, sr_thread_id_x
    mov_imm r1, 1
    iadd r2, r0, r1
    iadd r2, r2, r1
    iadd r2, r2, r1
    halt
.end
)";

// Each thread reads its local word 100 KiB in (0 in every new workgroup), stores it + 1 to its
// device word, then leaves its id + 7 there for the next workgroup to find if it were not
// cleared.
const std::string kCarry = R"(.kernel carry
    mov r0, sr_thread_id_x
    mov r1, sr_workgroup_id_x
    mov_imm r2, 2
    shl r3, r0, r2
    mov_imm r4, 102400
    iadd r5, r3, r4
    local_load_u32 r6, r5
    mov_imm r7, 1
    iadd r6, r6, r7
    mov_imm r8, 64
    imad r9, r1, r8, r0
    shl r9, r9, r2
    device_store_u32 r9, r6
    mov_imm r10, 7
    iadd r11, r0, r10
    local_store_u32 r5, r11
    halt
.end
)";

// Thread 0 stores 1, 2, ... 40 to local word 0x20000.
const std::string kCount = R"(.kernel count
    mov_imm r1, 0
    mov_imm r2, 1
    mov_imm r3, 40
    mov_imm r4, 131072
    loop
        iadd r1, r1, r2
        local_store_u32 r4, r1
        icmp_ge p1, r1, r3
        break p1
    endloop
    halt
.end
)";

wave::emu::LaunchConfig withLocal(std::uint64_t bytes, std::uint32_t groups = 1) {
    wave::emu::LaunchConfig c = launch(64, 32, groups);
    c.localMemory = bytes;
    return c;
}

} // namespace

TEST(LocalMemoryCost, UntouchedLocalMemoryCostsNothingInTheEmulator) {
    const std::uint64_t before = residentBytes();
    if (before == 0)
        GTEST_SKIP() << "no /proc/self/statm";
    const Kernel k = assemble(kNothing);
    for (const std::uint32_t threads : {1u, 2u}) {
        wave::emu::LaunchConfig config = withLocal(64 * kMiB, 4);
        config.threads = threads;
        wave::emu::Emulator emu(k.program, config);
        ASSERT_FALSE(emu.launchError());
        ASSERT_EQ(emu.run().status, wave::emu::RunStatus::Completed) << threads;
        EXPECT_EQ(emu.state().workgroup.local.size(), 64 * kMiB);
        EXPECT_LT(residentBytes() - before, 10 * kMiB) << threads << " thread(s)";
    }
}

TEST(LocalMemoryCost, EveryWorkgroupStartsFromZeros) {
    const Kernel k = assemble(kCarry);
    for (const std::uint32_t threads : {1u, 2u}) {
        wave::emu::LaunchConfig config = withLocal(256 * 1024, 6);
        config.threads = threads;
        wave::emu::Emulator emu(k.program, config);
        ASSERT_EQ(emu.run().status, wave::emu::RunStatus::Completed);
        for (std::uint64_t t = 0; t < 6 * 64; ++t) {
            std::uint32_t v = 0;
            std::memcpy(&v, emu.deviceMemory().data() + 4 * t, 4);
            ASSERT_EQ(v, 1u) << "thread " << t << ", " << threads << " thread(s)";
        }
    }
}

TEST(LocalMemoryCost, ADebugSessionWithSnapshotsAndAnalysesCostsWhatItTouches) {
    const std::uint64_t before = residentBytes();
    if (before == 0)
        GTEST_SKIP() << "no /proc/self/statm";
    SessionOptions options;
    options.analyses = AnalysisOptions::all();
    options.checkpointInterval = 1; // a checkpoint at every step
    auto s = load(kNothing, withLocal(64 * kMiB, 2), options);
    std::vector<std::shared_ptr<const MachineSnapshot>> kept{s->snapshot()};
    for (int i = 0; i < 12; ++i) {
        s->stepInstruction();
        kept.push_back(s->snapshot());
    }
    ASSERT_EQ(s->continueRun().reason, StopReason::Finished);
    kept.push_back(s->snapshot());
    s->travelTo(3);
    kept.push_back(s->snapshot());
    ASSERT_TRUE(kept.back()->local);
    EXPECT_EQ(kept.back()->local->size(), 64 * kMiB);
    EXPECT_EQ(kept.back()->local->storedPages(), 0u);
    EXPECT_GE(s->historyInfo().checkpoints, 10u);
    EXPECT_LT(residentBytes() - before, 10 * kMiB);
}

TEST(LocalMemoryCost, SnapshotsAndTravelsShowLocalMemoryAsItWas) {
    SessionOptions options;
    options.checkpointInterval = 7;
    auto s = load(kCount, withLocal(1 * kMiB), options);
    // Forward, one instruction at a time: the value at every step.
    std::vector<std::uint32_t> seen;
    for (int guard = 0; guard < 1000; ++guard) {
        if (s->currentStep() != seen.size())
            break; // the kernel has ended: a step no longer moves
        seen.push_back(s->snapshot()->local->word(0x20000));
        s->stepInstruction();
    }
    EXPECT_EQ(s->snapshot()->local->word(0x20000), 40u);
    // The image stores the one page the kernel wrote and nothing else.
    EXPECT_EQ(s->snapshot()->local->storedPages(), 1u);
    // Back and forth through the checkpoints: local memory as it was at each step.
    for (std::uint64_t step = seen.size() - 1; step < seen.size(); step -= 3) {
        s->travelTo(step);
        ASSERT_EQ(s->currentStep(), step);
        EXPECT_EQ(s->snapshot()->local->word(0x20000), seen[step]) << step;
    }
    s->travelTo(seen.size() - 1);
    s->continueRun();
    EXPECT_EQ(s->snapshot()->local->word(0x20000), 40u);
}

TEST(LocalMemoryCost, TheRaceCheckStopsTrackingNewWordsAtItsLimit) {
    RaceDetector d;
    d.setShadowLimit(0);
    d.beginWorkgroup(0, 64 * 1024 * 1024);
    LaneAccess lanes[2] = {{0, 0}, {1, 0}};
    AccessBatch batch;
    batch.space = MemorySpace::Local;
    batch.kind = AccessKind::Write;
    batch.size = 4;
    batch.lanes = lanes;
    d.record(batch);
    EXPECT_TRUE(d.races().empty());
    EXPECT_EQ(d.uncheckedAccesses(), 2u);
    EXPECT_EQ(d.shadowBytes(), 0u);
    d.setShadowLimit(RaceDetector::kDefaultShadowLimit);
    d.record(batch); // two lanes of one wave-instruction store to one word
    EXPECT_EQ(d.races().size(), 1u);
    EXPECT_LT(d.shadowBytes(), 1 * kMiB);
}

TEST(LocalMemoryCost, TheRaceLogIsCapped) {
    RaceLog log;
    for (std::uint32_t i = 0; i < RaceLog::kMaxRaces + 10; ++i)
        log.add(i * 4, AccessKind::Write, i * 4 + 4, AccessKind::Write);
    EXPECT_EQ(log.races().size(), RaceLog::kMaxRaces);
    EXPECT_EQ(log.dropped(), 10u);
    EXPECT_LT(RaceLog::maxBytes(), 2 * kMiB);
}
