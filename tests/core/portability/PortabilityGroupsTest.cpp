// The facts the CLI report and the IDE's Portability dock share about result groups (names,
// outcomes, the widths or schedules a group is confined to), and the difference of one group
// from the reference that the dock shows for a clicked run.

#include "portability/PortabilityGroups.h"
#include "ExampleLaunch.h"
#include "emu/DeviceImage.h"
#include "emu/DeviceMemory.h"
#include "launch/DeviceProfileCatalog.h"
#include "portability/PortabilityDiff.h"

#include <gtest/gtest.h>

#include <atomic>
#include <vector>

namespace wave::portability::test {
namespace {

const std::string kDir = WAVE_EXAMPLES_DIR;
const std::string kTestData = WAVE_TEST_DATA "/portability";

std::vector<emu::DeviceProfile> shipped() {
    return launch::DeviceProfileCatalog::shipped().profiles();
}

} // namespace

TEST(PortabilityGroups, NamesAreLettersThenPairs) {
    EXPECT_EQ(PortabilityGroups::name(0), "A");
    EXPECT_EQ(PortabilityGroups::name(25), "Z");
    EXPECT_EQ(PortabilityGroups::name(26), "AA");
    EXPECT_EQ(PortabilityGroups::name(27), "AB");
}

TEST(PortabilityGroups, OutcomesAndScopesOfTheReductionAssumingThirtyTwoLanes) {
    const auto e = ExampleLaunch::load(kDir, "reduction_assumes_32");
    const PortabilityMatrix m = e->runner->run(e->plan(shipped(), 1));
    ASSERT_EQ(m.groups.size(), 3u);
    for (std::size_t g = 0; g < 3; ++g)
        EXPECT_EQ(PortabilityGroups::outcome(m.runs[m.groups[g].front()]), GroupOutcome::Completed);
    // A: 32 lanes; B: intel-8 and intel-16; C: amd-64.
    const GroupScope a = PortabilityGroups::scope(m, 0);
    EXPECT_EQ(a.kind, GroupScope::Kind::Widths);
    EXPECT_EQ(a.widths, (std::vector<std::uint32_t>{32}));
    EXPECT_EQ(PortabilityGroups::scope(m, 1).widths, (std::vector<std::uint32_t>{8, 16}));
    EXPECT_EQ(PortabilityGroups::scope(m, 2).widths, (std::vector<std::uint32_t>{64}));
    // They differ in memory only: the outcome is everywhere, not "at wave width 32 only".
    for (std::size_t g = 0; g < 3; ++g) {
        EXPECT_TRUE(PortabilityGroups::sharesOutcome(m, g));
        EXPECT_EQ(PortabilityGroups::outcomeScope(m, g).kind, GroupScope::Kind::Everywhere);
    }
}

// The kernel of issue 21: a deadlock at the same barrier at wave widths 8, 16 and 32 under
// every schedule, each run leaving other memory behind, and completion at 64. Two groups, not
// one per memory left at the deadlock.
TEST(PortabilityGroups, RunsGroupByOutcomeBeforeMemory) {
    const auto e = ExampleLaunch::load(kTestData, "deadlock_below_64");
    const PortabilityMatrix m = e->runner->run(e->plan(shipped(), 1));
    ASSERT_EQ(m.runs.size(), 20u);
    ASSERT_EQ(m.groups.size(), 2u);
    EXPECT_EQ(m.label(m.runs[m.reference]), "nvidia-32 / round-robin");
    EXPECT_EQ(m.groups[0].size(), 16u);
    EXPECT_EQ(m.groups[1].size(), 4u);
    EXPECT_EQ(PortabilityGroups::outcome(m.runs[m.groups[0].front()]), GroupOutcome::Deadlock);
    EXPECT_EQ(PortabilityGroups::outcome(m.runs[m.groups[1].front()]), GroupOutcome::Completed);
    for (const PortabilityRun& r : m.runs)
        EXPECT_EQ(r.group, m.plan.profiles[r.profile].waveWidth == 64 ? 1u : 0u) << m.label(r);
    // The deadlocked runs left different memory: it does not split them.
    const PortabilityRun intel = e->runner->rerun(m.plan.profiles[0], m.plan.schedules[0], nullptr);
    const PortabilityRun nvidia =
        e->runner->rerun(m.plan.profiles[2], m.plan.schedules[0], nullptr);
    EXPECT_FALSE(intel.output.changedPages(nvidia.output).empty());
    EXPECT_TRUE(PortabilityGroups::sameOutcome(m.at(0, 0), m.at(2, 1)));
    EXPECT_FALSE(PortabilityGroups::sameOutcome(m.at(0, 0), m.at(4, 0)));
    const GroupScope deadlock = PortabilityGroups::outcomeScope(m, 0);
    EXPECT_EQ(deadlock.kind, GroupScope::Kind::Widths);
    EXPECT_EQ(deadlock.widths, (std::vector<std::uint32_t>{8, 16, 32}));
    const GroupScope completes = PortabilityGroups::outcomeScope(m, 1);
    EXPECT_EQ(completes.kind, GroupScope::Kind::Widths);
    EXPECT_EQ(completes.widths, (std::vector<std::uint32_t>{64}));
    EXPECT_FALSE(PortabilityGroups::sharesOutcome(m, 0));
    EXPECT_FALSE(PortabilityGroups::sharesOutcome(m, 1));
}

// A run's output holding `bytes`.
static emu::DeviceImage image(std::vector<std::uint8_t> bytes) {
    emu::DeviceMemory memory(bytes.size());
    memory.write(0, bytes);
    return emu::DeviceImage::capture(memory, nullptr);
}

// A fault is the same outcome only of the same kind at the same instruction.
TEST(PortabilityGroups, FaultsAreTheSameOutcomeAtTheSameInstruction) {
    PortabilityRun a, b;
    a.status = b.status = emu::RunStatus::Faulted;
    a.fault = emu::Fault{};
    a.fault->kind = emu::FaultKind::OutOfBounds;
    a.fault->inWorkgroup = true;
    a.fault->pc = 0x20;
    a.fault->message = "memory access out of bounds: address 0x0000000000100000";
    a.output = image({1, 2, 3});
    b = a;
    b.fault->message = "memory access out of bounds: address 0x0000000000100040";
    b.output = image({4, 5, 6});
    EXPECT_TRUE(PortabilityGroups::sameResult(a, b));
    b.fault->pc = 0x28;
    EXPECT_FALSE(PortabilityGroups::sameOutcome(a, b));
    b.fault->pc = 0x20;
    b.fault->kind = emu::FaultKind::ControlFlow;
    EXPECT_FALSE(PortabilityGroups::sameOutcome(a, b));
    // Runs that completed agree only with the same memory.
    PortabilityRun c, d;
    c.status = d.status = emu::RunStatus::Completed;
    c.output = image({1});
    d.output = image({2});
    EXPECT_TRUE(PortabilityGroups::sameOutcome(c, d));
    EXPECT_FALSE(PortabilityGroups::sameResult(c, d));
}

TEST(PortabilityGroups, ADeadlockIsConfinedToTheWidthsItHappensAt) {
    const auto e = ExampleLaunch::load(kDir, "barrier_deadlock");
    const PortabilityMatrix m = e->runner->run(e->plan(shipped(), 0));
    ASSERT_GE(m.groups.size(), 2u);
    bool deadlock = false;
    for (std::size_t g = 0; g < m.groups.size(); ++g) {
        if (PortabilityGroups::outcome(m.runs[m.groups[g].front()]) != GroupOutcome::Deadlock)
            continue;
        deadlock = true;
        EXPECT_EQ(PortabilityGroups::outcomeScope(m, g).kind, GroupScope::Kind::Widths);
    }
    EXPECT_TRUE(deadlock);
}

TEST(PortabilityGroups, OneGroupIsNotConfined) {
    const auto e = ExampleLaunch::load(kDir, "vector_add");
    const PortabilityMatrix m = e->runner->run(e->plan(shipped(), 0));
    ASSERT_EQ(m.groups.size(), 1u);
    EXPECT_EQ(PortabilityGroups::scope(m, 0).kind, GroupScope::Kind::Anywhere);
    EXPECT_EQ(PortabilityGroups::outcomeScope(m, 0).kind, GroupScope::Kind::Anywhere);
}

TEST(PortabilityDiff, BetweenComparesOneRunWithTheReferenceRun) {
    const auto e = ExampleLaunch::load(kDir, "reduction_assumes_32");
    const PortabilityMatrix m = e->runner->run(e->plan(shipped(), 0));
    ASSERT_EQ(m.groups.size(), 3u);
    // The reference is nvidia-32 / round-robin, the launch's own width and schedule.
    EXPECT_EQ(m.label(m.runs[m.reference]), "nvidia-32 / round-robin");
    EXPECT_EQ(m.runs[m.reference].group, 0u);
    const std::size_t amd = 4; // amd-64, round robin
    const auto diffs = PortabilityDiff::between(m, *e->runner, amd, 8);
    ASSERT_EQ(diffs.size(), 1u);
    EXPECT_EQ(diffs[0].address, 0x400u);
    ASSERT_EQ(diffs[0].values.size(), 2u);
    EXPECT_EQ(diffs[0].values[0], 32640u);
    EXPECT_NE(diffs[0].values[1], 32640u);
    EXPECT_FALSE(diffs[0].differs[0]);
    EXPECT_TRUE(diffs[0].differs[1]);
    const std::uint32_t store = e->lineOf("device_store_u32 r14, r9");
    for (std::size_t i = 0; i < 2; ++i) {
        ASSERT_TRUE(diffs[0].writers[i].written);
        EXPECT_EQ(e->lineAt(diffs[0].writers[i].pc), store);
    }
    // apple-32 agrees with the reference; an unknown run has nothing to compare.
    EXPECT_TRUE(PortabilityDiff::between(m, *e->runner, 3, 8).empty());
    EXPECT_TRUE(PortabilityDiff::between(m, *e->runner, 99, 8).empty());
    // A cancel set before the reruns (the IDE's Cancel) stops them: nothing is explained.
    const std::atomic<bool> cancelled{true};
    EXPECT_TRUE(PortabilityDiff::between(m, *e->runner, amd, 8, &cancelled).empty());
    const std::atomic<bool> notCancelled{false};
    EXPECT_EQ(PortabilityDiff::between(m, *e->runner, amd, 8, &notCancelled).size(), 1u);
}

} // namespace wave::portability::test
