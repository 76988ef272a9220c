// The race detector's batch paths (a wave's access in one call: consecutive words page by page,
// words never touched stamped without checks) against the same accesses fed one lane at a
// time. Random wave-instructions of several workgroups and waves, with barriers, on local and
// device memory: rows, strides, broadcasts, partial masks, bytes, fresh and reused words.
// Seeded, so a failure replays.

#include "debug/analysis/RaceDetector.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace wave::debug;

namespace {

std::string describe(const Race& r) {
    return std::to_string(static_cast<int>(r.space)) + " wg" + std::to_string(r.firstWorkgroup) +
           "/" + std::to_string(r.workgroup) + " @" + std::to_string(r.address) + " e" +
           std::to_string(r.epoch) + " " + std::to_string(r.first.site.wave) + "." +
           std::to_string(r.first.site.lane) + ":" + std::to_string(r.first.site.pc) + "k" +
           std::to_string(static_cast<int>(r.first.kind)) + " " +
           std::to_string(r.second.site.wave) + "." + std::to_string(r.second.site.lane) + ":" +
           std::to_string(r.second.site.pc) + "k" +
           std::to_string(static_cast<int>(r.second.kind)) + " x" + std::to_string(r.occurrences);
}

std::vector<std::string> describeAll(const std::vector<Race>& races) {
    std::vector<std::string> out;
    for (const Race& r : races)
        out.push_back(describe(r));
    return out;
}

struct Feed {
    RaceDetector batched, perLane;
};

// One wave-instruction of `wave` in workgroup `wg`, to both detectors.
void access(Feed& f, std::mt19937& rng, std::uint32_t wg, std::uint32_t wave, std::uint64_t step,
            MemorySpace space) {
    const auto pick = [&](std::uint32_t n) { return static_cast<std::uint32_t>(rng() % n); };
    std::uint32_t addresses[64] = {};
    const std::uint32_t lanes = pick(4) == 0 ? 1 + pick(64) : 32;
    std::uint64_t mask = lanes == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << lanes) - 1;
    if (pick(4) == 0)
        mask &= rng() | (std::uint64_t(rng()) << 32); // lanes off
    // Device words near page boundaries (1024 words a page) and a few regions reused by every
    // workgroup; local words inside 4 KiB.
    const std::uint32_t region = space == MemorySpace::Device ? pick(6) * 4096 - 64 * pick(2) : 0;
    const std::uint32_t base = space == MemorySpace::Device ? 65536 + region : 4 * pick(900);
    const std::uint32_t shape = pick(5);
    for (std::uint32_t l = 0; l < 64; ++l) {
        switch (shape) {
        case 0:
        case 1: // a row: lane l at word base/4 + l
            addresses[l] = base + 4 * l;
            break;
        case 2: // a stride
            addresses[l] = base + 4 * (1 + pick(3)) * l;
            break;
        case 3: // a broadcast
            addresses[l] = base;
            break;
        default: // anywhere nearby, sometimes unaligned
            addresses[l] = base + pick(256) * 4 + (pick(8) == 0 ? 1 : 0);
            break;
        }
        if (space == MemorySpace::Local)
            addresses[l] %= 4096;
    }
    const std::uint32_t sizes[] = {4, 4, 4, 1, 2, 8};
    AccessBatch b;
    b.space = space;
    b.kind = pick(2) == 0 ? AccessKind::Read : AccessKind::Write;
    b.size = sizes[pick(6)];
    b.workgroup = wg;
    b.site = AccessSite{wave, 0, 0x10 * (1 + pick(6)), 0};
    b.step = step;
    b.laneMask = mask;
    b.laneAddresses = addresses;
    f.batched.record(b);
    b.forEach([&](std::uint32_t lane, std::uint32_t address) {
        MemoryAccess a;
        a.space = b.space;
        a.kind = b.kind;
        a.address = address;
        a.size = b.size;
        a.workgroup = wg;
        a.site = AccessSite{wave, lane, b.site.pc, b.site.line};
        a.step = step;
        f.perLane.record(a);
    });
}

TEST(RaceBatches, FindWhatLaneByLaneRecordingFinds) {
    std::size_t deviceRaces = 0, localRaces = 0;
    for (std::uint32_t seed = 1; seed <= 60; ++seed) {
        std::mt19937 rng(seed);
        Feed f;
        std::uint64_t step = 0;
        for (std::uint32_t wg = 0; wg < 4; ++wg) {
            f.batched.beginWorkgroup(wg, 4096);
            f.perLane.beginWorkgroup(wg, 4096);
            for (int i = 0; i < 60; ++i) {
                if (rng() % 12 == 0) {
                    f.batched.barrierReleased(wg);
                    f.perLane.barrierReleased(wg);
                    continue;
                }
                const auto space = rng() % 3 == 0 ? MemorySpace::Local : MemorySpace::Device;
                access(f, rng, wg, static_cast<std::uint32_t>(rng() % 4), ++step, space);
            }
            f.batched.endWorkgroup(wg);
            f.perLane.endWorkgroup(wg);
        }
        ASSERT_EQ(describeAll(f.batched.deviceRaces()), describeAll(f.perLane.deviceRaces()))
            << "seed " << seed;
        ASSERT_EQ(describeAll(f.batched.races()), describeAll(f.perLane.races()))
            << "seed " << seed;
        deviceRaces += f.batched.deviceRaces().size();
        localRaces += f.batched.races().size();
    }
    EXPECT_GT(deviceRaces, 100u);
    EXPECT_GT(localRaces, 50u);
}

// A wave's whole row of device words (lanes 0..31 on words first..first+31), to both detectors.
void row(Feed& f, std::uint32_t wg, std::uint32_t wave, std::uint32_t pc, std::uint64_t step,
         AccessKind kind, std::uint32_t firstWord) {
    std::uint32_t addresses[32];
    for (std::uint32_t l = 0; l < 32; ++l)
        addresses[l] = 4 * (firstWord + l);
    AccessBatch b;
    b.space = MemorySpace::Device;
    b.kind = kind;
    b.workgroup = wg;
    b.site = AccessSite{wave, 0, pc, 0};
    b.step = step;
    b.laneMask = 0xFFFFFFFFu;
    b.laneAddresses = addresses;
    f.batched.record(b);
    b.forEach([&](std::uint32_t lane, std::uint32_t address) {
        MemoryAccess a;
        a.space = b.space;
        a.kind = kind;
        a.address = address;
        a.workgroup = wg;
        a.site = AccessSite{wave, lane, pc, 0};
        a.step = step;
        f.perLane.record(a);
    });
}

// Rows of stores on words their workgroup wrote last (a wave rewriting its output every
// iteration) need no checks unless they can race: another wave's store in the same epoch still
// races, and the words keep the latest writer for the races of later workgroups.
TEST(RaceBatches, RewritesOfAWorkgroupsOwnWordsKeepTheLatestWriter) {
    Feed f;
    const auto barrier = [&](std::uint32_t wg) {
        f.batched.barrierReleased(wg);
        f.perLane.barrierReleased(wg);
    };
    const auto write = AccessKind::Write;
    std::uint64_t step = 0;
    f.batched.beginWorkgroup(0, 0);
    f.perLane.beginWorkgroup(0, 0);
    row(f, 0, 0, 0x10, ++step, write, 1000); // across a page boundary (1024 words a page)
    barrier(0);
    row(f, 0, 0, 0x10, ++step, write, 1000); // its own words, an earlier epoch
    row(f, 0, 0, 0x10, ++step, write, 1000); // its own words, the same site
    EXPECT_TRUE(f.batched.deviceRaces().empty());
    row(f, 0, 1, 0x20, ++step, write, 1000); // another wave in the same epoch: a race
    ASSERT_EQ(f.batched.deviceRaces().size(), 1u);
    EXPECT_EQ(f.batched.deviceRaces()[0].first.site.pc, 0x10u);
    EXPECT_EQ(f.batched.deviceRaces()[0].second.site.wave, 1u);
    barrier(0);
    row(f, 0, 2, 0x28, ++step, write, 1000); // another wave after a barrier: ordered
    EXPECT_EQ(f.batched.deviceRaces().size(), 1u);
    f.batched.endWorkgroup(0);
    f.perLane.endWorkgroup(0);
    f.batched.beginWorkgroup(1, 0);
    f.perLane.beginWorkgroup(1, 0);
    row(f, 1, 0, 0x30, ++step, AccessKind::Read, 1000); // races with the latest writer
    ASSERT_EQ(f.batched.deviceRaces().size(), 2u);
    const Race& r = f.batched.deviceRaces()[1];
    EXPECT_EQ(r.firstWorkgroup, 0u);
    EXPECT_EQ(r.first.site.wave, 2u);
    EXPECT_EQ(r.first.site.pc, 0x28u);
    EXPECT_EQ(r.first.site.lane, 0u);
    EXPECT_EQ(r.address, 4000u);
    EXPECT_EQ(describeAll(f.batched.deviceRaces()), describeAll(f.perLane.deviceRaces()));
}

} // namespace
