// StepEffects and comparable(): what a move did, as data, from real session snapshots.
#include "SessionFixture.h"

#include "debug/analysis/DeadlockVerdict.h"
#include "debug/session/StepEffects.h"

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

// Every lane stores to its own word; lane 0 stores the 0 that is already there.
const std::string kLocalStore = R"(.kernel local_ids
    mov r0, sr_thread_id_x
    mov_imm r3, 2
    shl r2, r0, r3
    local_store_u32 r2, r0
    halt
.end
)";

SessionOptions recorded() {
    SessionOptions o;
    o.analyses = AnalysisOptions::all();
    return o;
}

} // namespace

TEST(Comparable, SameLaunchWorkgroupAndShape) {
    auto s = load(kStoreIds, launch(64), recorded());
    const auto a = s->snapshot();
    s->stepInstruction();
    const auto b = s->snapshot();
    EXPECT_TRUE(comparable(*a, *b));
    EXPECT_TRUE(comparable(a.get(), b.get()));
    EXPECT_FALSE(comparable(nullptr, b.get()));
    MachineSnapshot other = *b;
    other.epoch = b->epoch + 1; // another launch of the same program
    EXPECT_FALSE(comparable(*a, other));
    other = *b;
    other.workgroupIndex = 1;
    EXPECT_FALSE(comparable(*a, other));
    other = *b;
    other.kernelName = "other";
    EXPECT_FALSE(comparable(*a, other));
    other = *b;
    other.waves.pop_back();
    EXPECT_FALSE(comparable(*a, other));
    other = *b;
    other.registerCount = b->registerCount + 1;
    EXPECT_FALSE(comparable(*a, other));
}

TEST(Comparable, EveryLaunchGetsItsOwnEpoch) {
    auto a = load(kStoreIds, launch(32), recorded());
    auto b = load(kStoreIds, launch(32), recorded());
    EXPECT_NE(a->snapshot()->epoch, b->snapshot()->epoch);
    EXPECT_FALSE(comparable(*a->snapshot(), *b->snapshot()));
    EXPECT_EQ(StepEffects::between(*a->snapshot(), *b->snapshot()).move,
              StepEffects::Move::Unrelated);
}

TEST(StepEffects, LocalStoreOf32LanesWrites32WordsAndChanges31) {
    auto s = load(kLocalStore, launch(32), recorded());
    for (int i = 0; i < 3; ++i)
        s->stepInstruction();
    const auto before = s->snapshot();
    s->stepInstruction(); // local_store_u32
    const auto after = s->snapshot();
    const StepEffects e = StepEffects::between(*before, *after);
    EXPECT_EQ(e.move, StepEffects::Move::Forward);
    ASSERT_EQ(e.waves.size(), 1u);
    EXPECT_EQ(e.waves[0].issued, 1u);
    EXPECT_EQ(e.waves[0].local.written, 32u);
    EXPECT_EQ(e.waves[0].local.changed, 31u); // lane 0 stored the 0 already there
    EXPECT_EQ(e.waves[0].device.written, 0u);
    EXPECT_EQ(e.localChanged, 31u);
}

TEST(StepEffects, DeviceStoreHasAddressesAndValues) {
    auto s = load(kStoreIds, launch(32), recorded());
    for (int i = 0; i < 5; ++i)
        s->stepInstruction();
    const auto before = s->snapshot();
    s->stepInstruction(); // device_store_u32 r4, r2: lane l stores 3l at 4l
    const StepEffects e = StepEffects::between(*before, *s->snapshot());
    ASSERT_EQ(e.waves.size(), 1u);
    const MemoryWrites& d = e.waves[0].device;
    EXPECT_EQ(d.written, 32u);
    EXPECT_EQ(d.changed, 31u);
    ASSERT_EQ(d.words.size(), 32u);
    EXPECT_EQ(d.words[5].address, 20u);
    EXPECT_EQ(d.words[5].before, 0u);
    EXPECT_EQ(d.words[5].after, 15u);
    EXPECT_EQ(d.words[5].lane, 5u);
}

// wave-emu's reports turn the step effects off: a store then records no words, while the
// analyses still take its accesses (the heat counts them).
TEST(StepEffects, OffRecordsNoWordsButTheAnalysesStillSeeTheStore) {
    SessionOptions o = recorded();
    o.analyses.stepEffects = false;
    auto s = load(kLocalStore, launch(32), o);
    for (int i = 0; i < 3; ++i)
        s->stepInstruction();
    const auto before = s->snapshot();
    s->stepInstruction(); // local_store_u32
    const auto after = s->snapshot();
    EXPECT_TRUE(after->waves[0].lastWrites.writes.empty());
    const StepEffects e = StepEffects::between(*before, *after);
    ASSERT_EQ(e.waves.size(), 1u);
    EXPECT_EQ(e.waves[0].issued, 1u);
    EXPECT_EQ(e.waves[0].local.written, 0u);
    EXPECT_EQ(e.localChanged, 31u); // from the images of local memory, not the recorded words
    const LocalMemoryHeat& heat = s->analyses().state().heat;
    for (std::uint64_t w = 0; w < 32; ++w)
        EXPECT_EQ(heat.word(w).writes, 1u) << "word " << w;
}

TEST(StepEffects, StepBackIsABackMoveWithoutDifferences) {
    auto s = load(kStoreIds, launch(64), recorded());
    for (int i = 0; i < 4; ++i)
        s->stepInstruction();
    const auto before = s->snapshot();
    s->stepBackInstruction();
    const auto after = s->snapshot();
    const StepEffects e = StepEffects::between(*before, *after);
    EXPECT_EQ(e.move, StepEffects::Move::Back);
    EXPECT_EQ(e.steps, before->step - after->step);
    EXPECT_TRUE(e.waves.empty());
    // A stale pair in which a wave is behind although the global step is not: still no
    // negative count.
    MachineSnapshot odd = *before;
    odd.step = after->step + 10;
    odd.waves[0].issued = 0;
    const StepEffects f = StepEffects::between(*after, odd);
    EXPECT_EQ(f.move, StepEffects::Move::Back);
    for (const WaveEffects& w : f.waves)
        EXPECT_LT(w.issued, std::uint64_t{1} << 32);
}

TEST(StepEffects, WritesOfAnEarlierStepAreNotThisStepsWrites) {
    auto s = load(kStoreIds, launch(32), recorded());
    for (int i = 0; i < 6; ++i)
        s->stepInstruction(); // the store
    const auto before = s->snapshot();
    s->stepInstruction(); // halt
    const StepEffects e = StepEffects::between(*before, *s->snapshot());
    ASSERT_EQ(e.waves.size(), 1u);
    EXPECT_EQ(e.waves[0].device.written, 0u);
    EXPECT_TRUE(e.waves[0].finished);
}

TEST(VerdictFindings, DeadlockNamesWaveBarrierAndBranchAsData) {
    const std::string source = R"(.kernel stuck
    mov r0, sr_wave_id
    mov_imm r1, 1
    icmp_eq p1, r0, r1
    icmp_ne p2, r0, r1
    @p2 barrier
    nop
    @p1 halt
    barrier
    halt
.end
)";
    auto s = load(source, launch(64), recorded());
    const StopInfo stop = s->continueRun();
    ASSERT_EQ(stop.reason, StopReason::Deadlock);
    ASSERT_TRUE(stop.verdict);
    ASSERT_FALSE(stop.verdict->findings.empty());
    const VerdictFinding& f = stop.verdict->findings.front();
    EXPECT_EQ(f.kind, VerdictFinding::Kind::NeverReaches);
    EXPECT_EQ(f.wave, 1u);
    EXPECT_EQ(f.barrier.line, lineOf(source, "@p2 barrier"));
    EXPECT_EQ(f.barrier.waves, std::vector<std::uint32_t>{0});
    EXPECT_EQ(f.cause, VerdictFinding::Cause::Halted);
    ASSERT_TRUE(f.halt);
    EXPECT_EQ(f.halt->line, lineOf(source, "@p1 halt"));
    EXPECT_EQ(stop.verdict->sentences.front(), f.sentence());
    const std::vector<std::uint32_t> lines = f.lines();
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0], f.barrier.line);
}

TEST(SnapshotBoard, LightAndFullSnapshotsCarryCoresBoard) {
    auto s = load(kStoreIds, launch(64), recorded());
    s->stepInstruction();
    const auto light = s->lightSnapshot();
    ASSERT_TRUE(light);
    EXPECT_FALSE(light->full);
    ASSERT_EQ(light->board.waves.size(), light->waves.size());
    EXPECT_EQ(light->board.waves[0].line, light->waves[0].line);
    EXPECT_EQ(light->board.workgroupLabel, "workgroup (0,0,0)");
    EXPECT_EQ(s->snapshot()->board.waves.size(), s->snapshot()->waves.size());
}
