#include "debug/analysis/RaceDetector.h"

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <vector>

using namespace wave::debug;

namespace {

// A tiny lockstep machine that feeds the detector like the session does: waves take turns one
// wave-instruction at a time (round robin), each wave-instruction gets a fresh global step,
// and a barrier instruction releases when every wave has reached it.
struct Instr {
    std::uint32_t pc = 0;
    AccessKind kind = AccessKind::Read;
    bool barrier = false;
    // Address for thread t (wave * width + lane), or nullopt when the lane is inactive.
    std::function<std::optional<std::uint64_t>(std::uint32_t thread)> address;
    std::uint32_t size = 4;
};

Instr load(std::uint32_t pc, std::function<std::optional<std::uint64_t>(std::uint32_t)> f) {
    return Instr{pc, AccessKind::Read, false, std::move(f)};
}
Instr store(std::uint32_t pc, std::function<std::optional<std::uint64_t>(std::uint32_t)> f) {
    return Instr{pc, AccessKind::Write, false, std::move(f)};
}
Instr atomic(std::uint32_t pc, std::function<std::optional<std::uint64_t>(std::uint32_t)> f) {
    return Instr{pc, AccessKind::Atomic, false, std::move(f)};
}
Instr barrier() {
    return Instr{0, AccessKind::Read, true, {}};
}

void run(RaceDetector& detector, std::uint32_t waves, std::uint32_t width,
         const std::vector<Instr>& program, std::uint32_t workgroup = 0,
         MemorySpace space = MemorySpace::Local) {
    detector.beginWorkgroup(workgroup, 4096);
    std::vector<std::size_t> pc(waves, 0);
    std::vector<bool> waiting(waves, false);
    std::uint64_t step = 0;
    while (true) {
        bool progressed = false;
        for (std::uint32_t w = 0; w < waves; ++w) {
            if (waiting[w] || pc[w] >= program.size())
                continue;
            const Instr& in = program[pc[w]];
            ++step;
            progressed = true;
            if (in.barrier) {
                waiting[w] = true;
                continue;
            }
            for (std::uint32_t lane = 0; lane < width; ++lane) {
                const auto address = in.address(w * width + lane);
                if (!address)
                    continue;
                MemoryAccess a;
                a.space = space;
                a.kind = in.kind;
                a.address = *address;
                a.size = in.size;
                a.workgroup = workgroup;
                a.site = AccessSite{w, lane, in.pc, in.pc / 4 + 1};
                a.step = step;
                detector.record(a);
            }
            ++pc[w];
        }
        bool allWaiting = true;
        for (std::uint32_t w = 0; w < waves; ++w)
            allWaiting = allWaiting && waiting[w];
        if (allWaiting) {
            detector.barrierReleased(workgroup);
            for (std::uint32_t w = 0; w < waves; ++w) {
                waiting[w] = false;
                ++pc[w];
            }
            continue;
        }
        if (!progressed)
            break;
    }
    detector.endWorkgroup(workgroup);
}

using Addr = std::optional<std::uint64_t>;

// Tree reduction over T threads: for s = T/2 .. 1: a[t] += a[t + s] for t < s; barrier.
std::vector<Instr> reduction(std::uint32_t threads, bool withBarriers) {
    std::vector<Instr> p;
    for (std::uint32_t s = threads / 2; s >= 1; s /= 2) {
        auto active = [s](std::uint32_t t) { return t < s; };
        p.push_back(load(0x10, [=](std::uint32_t t) { return active(t) ? Addr(4 * t) : Addr(); }));
        p.push_back(
            load(0x14, [=](std::uint32_t t) { return active(t) ? Addr(4 * (t + s)) : Addr(); }));
        p.push_back(store(0x18, [=](std::uint32_t t) { return active(t) ? Addr(4 * t) : Addr(); }));
        if (withBarriers)
            p.push_back(barrier());
    }
    return p;
}

// Hillis-Steele inclusive scan: x = a[t - d]; (barrier); a[t] += x; barrier.
std::vector<Instr> scan(std::uint32_t threads, bool middleBarrier) {
    std::vector<Instr> p;
    p.push_back(store(0x04, [](std::uint32_t t) { return Addr(4 * t); }));
    p.push_back(barrier());
    for (std::uint32_t d = 1; d < threads; d *= 2) {
        p.push_back(
            load(0x10, [=](std::uint32_t t) { return t >= d ? Addr(4 * (t - d)) : Addr(); }));
        if (middleBarrier)
            p.push_back(barrier());
        p.push_back(load(0x18, [=](std::uint32_t t) { return t >= d ? Addr(4 * t) : Addr(); }));
        p.push_back(store(0x1c, [=](std::uint32_t t) { return t >= d ? Addr(4 * t) : Addr(); }));
        p.push_back(barrier());
    }
    return p;
}

} // namespace

TEST(RaceDetector, CorrectReductionHasNoRace) {
    RaceDetector d;
    run(d, 4, 8, reduction(32, true));
    EXPECT_TRUE(d.races().empty());
}

TEST(RaceDetector, ReductionWithoutBarriersRacesAcrossWaves) {
    RaceDetector d;
    run(d, 4, 8, reduction(32, false));
    ASSERT_FALSE(d.races().empty());
    for (const Race& r : d.races())
        EXPECT_NE(r.first.site.wave, r.second.site.wave);
}

TEST(RaceDetector, WarpSynchronousReductionInOneWaveIsOrdered) {
    // One wave: every step is ordered by program order, so no barrier is needed.
    RaceDetector d;
    run(d, 1, 32, reduction(32, false));
    EXPECT_TRUE(d.races().empty());
}

TEST(RaceDetector, CorrectScanHasNoRace) {
    RaceDetector d;
    run(d, 4, 8, scan(32, true));
    EXPECT_TRUE(d.races().empty());
}

TEST(RaceDetector, ScanWithoutMiddleBarrierRaces) {
    RaceDetector d;
    run(d, 4, 8, scan(32, false));
    ASSERT_FALSE(d.races().empty());
    const Race& r = d.races().front();
    // Some wave reads a[t - d] (pc 0x10 or 0x18) while another wave writes it (pc 0x1c).
    EXPECT_EQ(r.second.site.pc, 0x1cu);
    EXPECT_EQ(r.second.kind, AccessKind::Write);
    EXPECT_EQ(r.first.kind, AccessKind::Read);
    EXPECT_NE(r.first.site.wave, r.second.site.wave);
    EXPECT_GE(r.epoch, 1u);
}

TEST(RaceDetector, LanesOfOneInstructionWritingOneWord) {
    RaceDetector d;
    run(d, 1, 4, {store(0x08, [](std::uint32_t) { return Addr(64); })});
    ASSERT_EQ(d.races().size(), 1u);
    const Race& r = d.races()[0];
    EXPECT_EQ(r.address, 64u);
    EXPECT_EQ(r.first.site.lane, 0u);
    EXPECT_EQ(r.second.site.lane, 1u);
    EXPECT_EQ(r.first.site.pc, 0x08u);
    EXPECT_EQ(r.second.site.pc, 0x08u);
    EXPECT_EQ(r.occurrences, 3u); // lanes 1, 2 and 3 each complete the same race
}

TEST(RaceDetector, AtomicsAndSameLaneNeverRace) {
    RaceDetector d;
    run(d, 4, 8,
        {atomic(0x08, [](std::uint32_t) { return Addr(0); }),
         store(0x10, [](std::uint32_t t) { return Addr(256 + 4 * t); }),
         load(0x18, [](std::uint32_t t) { return Addr(256 + 4 * t); }),
         store(0x20, [](std::uint32_t t) { return Addr(256 + 4 * t); })});
    EXPECT_TRUE(d.races().empty());
}

TEST(RaceDetector, WriteThenReadByAnotherWaveInOneEpoch) {
    RaceDetector d;
    // Wave 0 lane 0 writes word 16, wave 1 lane 0 reads it; no barrier between.
    run(d, 2, 1,
        {store(0x08, [](std::uint32_t t) { return t == 0 ? Addr(16) : Addr(); }),
         load(0x10, [](std::uint32_t t) { return t == 1 ? Addr(16) : Addr(); })});
    ASSERT_EQ(d.races().size(), 1u);
    const Race& r = d.races()[0];
    EXPECT_EQ(r.first.site.wave, 0u);
    EXPECT_EQ(r.first.site.pc, 0x08u);
    EXPECT_EQ(r.first.kind, AccessKind::Write);
    EXPECT_EQ(r.second.site.wave, 1u);
    EXPECT_EQ(r.second.site.pc, 0x10u);
    EXPECT_EQ(r.second.kind, AccessKind::Read);
    EXPECT_EQ(r.address, 16u);

    // The same with a barrier in between is fine.
    RaceDetector ok;
    run(ok, 2, 1,
        {store(0x08, [](std::uint32_t t) { return t == 0 ? Addr(16) : Addr(); }), barrier(),
         load(0x10, [](std::uint32_t t) { return t == 1 ? Addr(16) : Addr(); })});
    EXPECT_TRUE(ok.races().empty());
}

TEST(RaceDetector, ReadersOfSeveralWavesThenAWriter) {
    RaceDetector d;
    // Waves 0 and 1 read word 0; then wave 0 writes it: races with wave 1's read only.
    run(d, 2, 1,
        {load(0x04, [](std::uint32_t) { return Addr(0); }),
         Instr{0x08, AccessKind::Read, false, [](std::uint32_t) { return Addr(); }},
         store(0x0c, [](std::uint32_t t) { return t == 0 ? Addr(0) : Addr(); })});
    ASSERT_EQ(d.races().size(), 1u);
    EXPECT_EQ(d.races()[0].first.site.wave, 1u);
    EXPECT_EQ(d.races()[0].second.site.wave, 0u);
}

TEST(RaceDetector, WorkgroupsHaveTheirOwnLocalMemory) {
    RaceDetector d;
    // Two workgroups interleaved, each with one wave writing word 0: no race.
    d.beginWorkgroup(0, 64);
    d.beginWorkgroup(1, 64);
    for (std::uint32_t wg = 0; wg < 2; ++wg) {
        MemoryAccess a;
        a.kind = AccessKind::Write;
        a.address = 0;
        a.workgroup = wg;
        a.site = AccessSite{0, 0, 0x10, 3};
        a.step = wg + 1;
        d.record(a);
    }
    EXPECT_TRUE(d.races().empty());
    // Reused storage of an ended workgroup starts clean.
    d.endWorkgroup(0);
    d.beginWorkgroup(2, 64);
    MemoryAccess b;
    b.kind = AccessKind::Read;
    b.workgroup = 2;
    b.site = AccessSite{1, 0, 0x14, 4};
    b.step = 10;
    d.record(b);
    EXPECT_TRUE(d.races().empty());
}

// Device memory: the same programs, and workgroups that are never ordered with each other.
TEST(RaceDetector, DeviceReductionFollowsTheBarriersOfItsWorkgroup) {
    RaceDetector ordered;
    run(ordered, 4, 8, reduction(32, true), 0, MemorySpace::Device);
    EXPECT_TRUE(ordered.deviceRaces().empty());
    EXPECT_TRUE(ordered.races().empty());
    RaceDetector racy;
    run(racy, 4, 8, reduction(32, false), 0, MemorySpace::Device);
    ASSERT_FALSE(racy.deviceRaces().empty());
    EXPECT_TRUE(racy.races().empty()); // local races stay apart
    EXPECT_EQ(racy.deviceRaces().front().space, MemorySpace::Device);
}

TEST(RaceDetector, DeviceWordsOfTwoWorkgroupsRaceWhateverTheBarriers) {
    // Each workgroup stores to its own words, reads a shared table, and wave 0 lane 0 of
    // every workgroup stores a "done" flag to word 1000 after a barrier.
    const std::vector<Instr> program = {
        store(0x04, [](std::uint32_t t) { return Addr(4 * t); }),
        load(0x08, [](std::uint32_t t) { return Addr(0x4000 + 4 * (t % 8)); }),
        barrier(),
        store(0x10, [](std::uint32_t t) { return t == 0 ? Addr(4000) : Addr(); }),
    };
    RaceDetector d;
    // Workgroup 1 writes at 0x100 + its own words: shift by giving it other addresses.
    run(d, 2, 8, program, 0, MemorySpace::Device);
    const std::vector<Instr> second = {
        store(0x04, [](std::uint32_t t) { return Addr(0x100 + 4 * t); }),
        load(0x08, [](std::uint32_t t) { return Addr(0x4000 + 4 * (t % 8)); }),
        barrier(),
        store(0x10, [](std::uint32_t t) { return t == 0 ? Addr(4000) : Addr(); }),
    };
    run(d, 2, 8, second, 1, MemorySpace::Device);
    ASSERT_EQ(d.deviceRaces().size(), 1u); // only the flag: disjoint writes, shared reads
    const Race& r = d.deviceRaces().front();
    EXPECT_EQ(r.address, 4000u);
    EXPECT_EQ(r.firstWorkgroup, 0u);
    EXPECT_EQ(r.workgroup, 1u);
    EXPECT_EQ(r.first.kind, AccessKind::Write);
    EXPECT_EQ(r.second.kind, AccessKind::Write);
    EXPECT_EQ(r.first.site.pc, 0x10u);
    EXPECT_EQ(r.second.site.wave, 0u);
    EXPECT_EQ(r.second.site.lane, 0u);
}

TEST(RaceDetector, DeviceReadOfAnotherWorkgroupsWriteAndAtomics) {
    RaceDetector d;
    run(d, 1, 4, {store(0x04, [](std::uint32_t t) { return Addr(4 * t); })}, 0,
        MemorySpace::Device);
    run(d, 1, 4, {load(0x08, [](std::uint32_t t) { return Addr(4 * ((t + 1) % 4)); })}, 1,
        MemorySpace::Device);
    ASSERT_EQ(d.deviceRaces().size(), 1u);
    EXPECT_EQ(d.deviceRaces().front().second.kind, AccessKind::Read);
    EXPECT_EQ(d.deviceRaces().front().occurrences, 4u);
    // Atomics of every workgroup on one word never race.
    RaceDetector atomics;
    for (std::uint32_t wg = 0; wg < 3; ++wg)
        run(atomics, 2, 4, {atomic(0x0c, [](std::uint32_t) { return Addr(64); })}, wg,
            MemorySpace::Device);
    EXPECT_TRUE(atomics.deviceRaces().empty());
    // One wave writing then reading its own words in later instructions: program order.
    RaceDetector own;
    run(own, 1, 8,
        {store(0x04, [](std::uint32_t t) { return Addr(4 * t); }),
         load(0x08, [](std::uint32_t t) { return Addr(4 * (7 - t)); })},
        0, MemorySpace::Device);
    EXPECT_TRUE(own.deviceRaces().empty());
}

TEST(RaceDetector, DeviceByteStoresIntoOneWordRaceOnlyOnCommonBytes) {
    // Thread t stores byte 3 + t: waves 0 and 1 (4 lanes each) share word 1 (bytes 4-7) by
    // different bytes only.
    RaceDetector d;
    run(d, 2, 4,
        {Instr{0x04, AccessKind::Write, false, [](std::uint32_t t) { return Addr(3 + t); }, 1}}, 0,
        MemorySpace::Device);
    EXPECT_TRUE(d.deviceRaces().empty());
    // The same with 2-byte stores at 3 + t overlaps: thread 3 (bytes 6-7) and 4 (7-8) race.
    RaceDetector halves;
    run(halves, 2, 4,
        {Instr{0x04, AccessKind::Write, false, [](std::uint32_t t) { return Addr(3 + t); }, 2}}, 0,
        MemorySpace::Device);
    ASSERT_EQ(halves.deviceRaces().size(), 1u);
    EXPECT_EQ(halves.deviceRaces().front().address, 4u);
}

// A race names both sites exactly, whatever the lane numbers and however far apart the words:
// lanes beyond one byte, words on different shadow pages, the top of the address space.
TEST(RaceDetector, DeviceRaceSitesAreExactForAnyLaneAndAddress) {
    RaceDetector d;
    d.beginWorkgroup(0, 0);
    d.beginWorkgroup(7, 0);
    const auto access = [&](std::uint32_t wg, AccessKind kind, std::uint64_t address,
                            std::uint32_t wave, std::uint32_t lane, std::uint32_t pc) {
        MemoryAccess a;
        a.space = MemorySpace::Device;
        a.kind = kind;
        a.address = address;
        a.workgroup = wg;
        a.site = AccessSite{wave, lane, pc, pc / 4 + 1};
        d.record(a);
    };
    access(0, AccessKind::Write, 0xFFFFFFFCu, 3, 1000, 0x40);
    access(7, AccessKind::Read, 0xFFFFFFFCu, 5, 300, 0x44);
    access(0, AccessKind::Read, 4096 * 9 + 8, 2, 256, 0x48);
    access(7, AccessKind::Write, 4096 * 9 + 8, 1, 70000, 0x4c);
    ASSERT_EQ(d.deviceRaces().size(), 2u);
    const Race& top = d.deviceRaces()[0];
    EXPECT_EQ(top.address, 0xFFFFFFFCu);
    EXPECT_EQ(top.firstWorkgroup, 0u);
    EXPECT_EQ(top.workgroup, 7u);
    EXPECT_EQ(top.first.site.wave, 3u);
    EXPECT_EQ(top.first.site.lane, 1000u);
    EXPECT_EQ(top.first.site.pc, 0x40u);
    EXPECT_EQ(top.first.site.line, 0x40u / 4 + 1);
    EXPECT_EQ(top.second.site.lane, 300u);
    EXPECT_EQ(top.second.kind, AccessKind::Read);
    const Race& paged = d.deviceRaces()[1];
    EXPECT_EQ(paged.address, 4096u * 9 + 8);
    EXPECT_EQ(paged.first.site.lane, 256u);
    EXPECT_EQ(paged.first.kind, AccessKind::Read);
    EXPECT_EQ(paged.second.site.wave, 1u);
    EXPECT_EQ(paged.second.site.lane, 70000u);
}
