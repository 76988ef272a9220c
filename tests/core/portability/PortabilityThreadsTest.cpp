// The portability matrix's runs side by side (PortabilityRunner on OrderedParallel): the same
// matrix on 1, 2 and 8 threads for every shipped example, progress in run order, a cancel that
// keeps the runs before it, and OrderedParallel's order, stop and exceptions on their own.

#include "ExampleLaunch.h"
#include "launch/DeviceProfileCatalog.h"
#include "portability/MatrixMemory.h"
#include "portability/OrderedParallel.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <thread>

namespace wave::portability::test {
namespace {

// What a matrix shows: each run's profile, schedule, status, group and output bytes.
std::vector<std::string> summary(const PortabilityMatrix& m) {
    std::vector<std::string> out;
    for (const PortabilityRun& r : m.runs) {
        std::string line = std::to_string(r.profile) + "/" + std::to_string(r.schedule) + " " +
                           emu::runStatusName(r.status) + " g" + std::to_string(r.group) + " " +
                           (r.fault ? r.fault->message : std::string()) + " ";
        const emu::DeviceImage& output = m.output(r);
        for (std::uint64_t a = 0; a < output.size(); a += 4)
            line += std::to_string(output.word(a)) + ",";
        out.push_back(line);
    }
    for (const auto& g : m.groups)
        out.push_back("group of " + std::to_string(g.size()));
    out.push_back("reference " + std::to_string(m.reference));
    return out;
}

TEST(PortabilityThreads, EveryExampleGivesTheSameMatrixOnOneTwoAndEightThreads) {
    const auto profiles = launch::DeviceProfileCatalog::shipped().profiles();
    std::size_t examples = 0;
    for (const auto& entry : std::filesystem::directory_iterator(WAVE_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".wave")
            continue;
        const std::string name = entry.path().stem().string();
        SCOPED_TRACE(name);
        const auto e = ExampleLaunch::load(WAVE_EXAMPLES_DIR, name);
        const PortabilityPlan plan = e->plan(profiles, 2);
        e->runner->setThreads(1);
        const std::vector<std::string> one = summary(e->runner->run(plan));
        ASSERT_GT(one.size(), plan.profiles.size() * plan.schedules.size());
        for (unsigned threads : {2u, 8u}) {
            e->runner->setThreads(threads);
            std::vector<std::size_t> progress;
            const PortabilityMatrix m =
                e->runner->run(plan, nullptr, [&](std::size_t done, std::size_t total) {
                    EXPECT_EQ(total, plan.profiles.size() * plan.schedules.size());
                    progress.push_back(done);
                });
            EXPECT_EQ(summary(m), one) << threads << " threads";
            ASSERT_EQ(progress.size(), m.runs.size());
            for (std::size_t i = 0; i < progress.size(); ++i)
                EXPECT_EQ(progress[i], i + 1);
        }
        ++examples;
    }
    EXPECT_GE(examples, 10u);
}

TEST(PortabilityThreads, ACancelKeepsTheRunsBeforeIt) {
    const auto e = ExampleLaunch::load(WAVE_EXAMPLES_DIR, "tiled_matmul");
    const PortabilityPlan plan = e->plan(launch::DeviceProfileCatalog::shipped().profiles(), 1);
    e->runner->setThreads(2);
    std::atomic<bool> cancel{false};
    const PortabilityMatrix m = e->runner->run(plan, &cancel, [&](std::size_t done, std::size_t) {
        // After the first run, before the others start side by side.
        if (done == 1)
            cancel = true;
    });
    EXPECT_TRUE(m.cancelled);
    ASSERT_EQ(m.runs.size(), 1u);
    EXPECT_EQ(m.runs[0].profile, 0u);
    EXPECT_EQ(m.runs[0].schedule, 0u);
}

TEST(OrderedParallel, TakesResultsInOrderWhateverFinishesFirst) {
    std::vector<std::size_t> taken;
    const std::size_t end = OrderedParallel::run(
        1, 12, 4,
        [](std::size_t i) {
            // Early jobs finish last.
            std::this_thread::sleep_for(std::chrono::milliseconds(12 - i));
            return i * 10;
        },
        [&](std::size_t i, std::size_t value) {
            EXPECT_EQ(value, i * 10);
            taken.push_back(i);
        },
        [] { return false; });
    EXPECT_EQ(end, 12u);
    EXPECT_EQ(taken, (std::vector<std::size_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
}

TEST(OrderedParallel, AStopEndsTheRunAndAnExceptionComesBack) {
    std::atomic<bool> stop{false};
    std::vector<std::size_t> taken;
    const std::size_t end = OrderedParallel::run(
        0, 1000, 3, [](std::size_t i) { return i; },
        [&](std::size_t i, std::size_t) {
            taken.push_back(i);
            if (i == 5)
                stop = true;
        },
        [&] { return stop.load(); });
    EXPECT_GE(end, 6u);
    EXPECT_LT(end, 1000u);
    EXPECT_EQ(taken.size(), end);
    EXPECT_THROW(OrderedParallel::run(
                     0, 50, 2,
                     [](std::size_t i) {
                         if (i == 7)
                             throw std::runtime_error("job 7");
                         return i;
                     },
                     [](std::size_t, std::size_t) {}, [] { return false; }),
                 std::runtime_error);
}

TEST(MatrixMemory, ATightAddressSpaceRunsFewerRunsAtOnce) {
    MatrixMemory::Room room;
    EXPECT_EQ(MatrixMemory::parallelRuns(1 << 20, room, 8), 8u); // no limit
    room.addressSpace = 3ull << 30;
    EXPECT_EQ(MatrixMemory::parallelRuns(1ull << 30, room, 8), 1u);
    EXPECT_EQ(MatrixMemory::parallelRuns(1 << 20, room, 8), 8u);
    EXPECT_EQ(MatrixMemory::parallelRuns(1 << 20, room, 1), 1u);
}

} // namespace
} // namespace wave::portability::test
