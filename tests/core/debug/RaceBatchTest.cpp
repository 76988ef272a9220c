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

} // namespace
