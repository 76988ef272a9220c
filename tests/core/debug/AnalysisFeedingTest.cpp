// The fast ways of feeding the analyses (one batch per wave-instruction instead of a call per
// lane; instruction runs instead of a call per instruction) give exactly what the one-by-one
// ways give.

#include "SessionFixture.h"

#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/analysis/Statistics.h"

#include <random>
#include <vector>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

void expectSameHeat(const LocalMemoryHeat& a, const LocalMemoryHeat& b) {
    ASSERT_EQ(a.wordCount(), b.wordCount());
    EXPECT_EQ(a.maxTraffic(), b.maxTraffic());
    for (std::size_t i = 0; i < a.wordCount(); ++i) {
        const WordHeat& x = a.word(i);
        const WordHeat& y = b.word(i);
        EXPECT_EQ(x.reads, y.reads) << "word " << i;
        EXPECT_EQ(x.writes, y.writes) << "word " << i;
        EXPECT_EQ(x.atomics, y.atomics) << "word " << i;
        EXPECT_EQ(x.written(), y.written()) << "word " << i;
        EXPECT_EQ(x.touched(), y.touched()) << "word " << i;
        EXPECT_EQ(x.lastEpoch, y.lastEpoch) << "word " << i;
        EXPECT_EQ(x.lastWriter.wave, y.lastWriter.wave) << "word " << i;
        EXPECT_EQ(x.lastWriter.lane, y.lastWriter.lane) << "word " << i;
        EXPECT_EQ(x.lastWriter.pc, y.lastWriter.pc) << "word " << i;
        EXPECT_EQ(x.lastWriter.line, y.lastWriter.line) << "word " << i;
    }
}

void expectSameSite(const RaceSite& a, const RaceSite& b) {
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(a.site.wave, b.site.wave);
    EXPECT_EQ(a.site.lane, b.site.lane);
    EXPECT_EQ(a.site.pc, b.site.pc);
    EXPECT_EQ(a.site.line, b.site.line);
}

void expectSameRaceList(const std::vector<Race>& a, const std::vector<Race>& b) {
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Race& x = a[i];
        const Race& y = b[i];
        SCOPED_TRACE("race " + std::to_string(i));
        EXPECT_EQ(x.space, y.space);
        EXPECT_EQ(x.firstWorkgroup, y.firstWorkgroup);
        EXPECT_EQ(x.workgroup, y.workgroup);
        EXPECT_EQ(x.address, y.address);
        EXPECT_EQ(x.epoch, y.epoch);
        EXPECT_EQ(x.occurrences, y.occurrences);
        expectSameSite(x.first, y.first);
        expectSameSite(x.second, y.second);
    }
}

void expectSameRaces(const RaceDetector& a, const RaceDetector& b) {
    EXPECT_EQ(a.droppedRaces(), b.droppedRaces());
    expectSameRaceList(a.races(), b.races());
    expectSameRaceList(a.deviceRaces(), b.deviceRaces());
}

// One wave-instruction's accesses, fed both ways.
struct Feeder {
    LocalMemoryHeat heat[2];
    RaceDetector races[2];
    Statistics stats[2];
    std::uint64_t step = 0;

    Feeder() {
        for (int i = 0; i < 2; ++i) {
            heat[i].reset(256);
            races[i].beginWorkgroup(0, 256);
        }
    }

    // Lanes of `mask` at addresses[lane]: as a mask batch, as a list batch, one by one.
    void instruction(AccessKind kind, std::uint32_t size, std::uint32_t wave, std::uint32_t pc,
                     std::uint64_t mask, const std::vector<std::uint32_t>& addresses,
                     bool asList = false) {
        AccessBatch b;
        b.space = MemorySpace::Local;
        b.kind = kind;
        b.size = size;
        b.site = AccessSite{wave, 0, pc, pc / 4 + 1};
        b.step = step;
        std::vector<LaneAccess> list;
        if (asList) {
            for (std::uint32_t l = 0; l < 64; ++l)
                if ((mask >> l) & 1)
                    list.push_back({l, addresses[l]});
            b.lanes = list;
        } else {
            b.laneMask = mask;
            b.laneAddresses = addresses.data();
        }
        heat[0].record(b, epoch);
        races[0].record(b);
        stats[0].access(b);
        for (std::uint32_t l = 0; l < 64; ++l) {
            if (!((mask >> l) & 1))
                continue;
            MemoryAccess a;
            a.space = MemorySpace::Local;
            a.kind = kind;
            a.address = addresses[l];
            a.size = size;
            a.site = AccessSite{wave, l, pc, pc / 4 + 1};
            a.step = step;
            heat[1].record(a, epoch);
            races[1].record(a);
            stats[1].access(a);
        }
        ++step;
    }
    void barrier() {
        ++epoch;
        for (RaceDetector& r : races)
            r.barrierReleased(0);
    }
    void expectSame() {
        expectSameHeat(heat[0], heat[1]);
        expectSameRaces(races[0], races[1]);
        EXPECT_EQ(stats[0].data().local.loads, stats[1].data().local.loads);
        EXPECT_EQ(stats[0].data().local.stores, stats[1].data().local.stores);
        EXPECT_EQ(stats[0].data().local.storeBytes, stats[1].data().local.storeBytes);
        EXPECT_EQ(stats[0].data().local.atomics, stats[1].data().local.atomics);
    }

    std::uint32_t epoch = 0;
};

std::vector<std::uint32_t> addresses(std::uint32_t base, std::uint32_t stride) {
    std::vector<std::uint32_t> a(64);
    for (std::uint32_t l = 0; l < 64; ++l)
        a[l] = base + l * stride;
    return a;
}

} // namespace

TEST(AnalysisFeeding, BatchesMatchOneAccessAtATime) {
    Feeder f;
    const std::uint64_t all32 = 0xFFFFFFFFu;
    f.instruction(AccessKind::Write, 4, 0, 0, all32, addresses(0, 4)); // consecutive words
    f.instruction(AccessKind::Read, 4, 0, 4, all32, addresses(0, 4));
    f.instruction(AccessKind::Read, 4, 1, 4, all32, addresses(4, 4));        // overlaps wave 0's
    f.instruction(AccessKind::Write, 4, 1, 8, 0xF0F0F0F0u, addresses(0, 4)); // partial mask
    f.instruction(AccessKind::Write, 4, 2, 12, all32, addresses(0, 0));      // one word
    f.instruction(AccessKind::Read, 4, 2, 16, all32, addresses(2, 4));       // unaligned
    f.instruction(AccessKind::Write, 2, 3, 20, all32, addresses(1, 2));      // u16
    f.instruction(AccessKind::Read, 8, 3, 24, all32, addresses(0, 8), true); // u64, list
    f.instruction(AccessKind::Atomic, 4, 0, 28, all32, addresses(0, 4));
    f.instruction(AccessKind::Write, 4, 1, 32, ~std::uint64_t(0), addresses(960, 4)); // past end
    f.barrier();
    f.instruction(AccessKind::Write, 4, 3, 36, all32, addresses(0, 4), true);
    f.instruction(AccessKind::Read, 4, 0, 40, 0x7u, addresses(0, 4));
    f.instruction(AccessKind::Write, 4, 2, 44, all32, addresses(128, 4));
    f.expectSame();
    EXPECT_FALSE(f.races[0].races().empty());
}

namespace {

// Divergence, loops, barriers, local races, unaligned and wide accesses, atomics.
const std::string kMixed = R"(.kernel mixed
.local_memory 2048
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    mov_imm r3, 3
    mov_imm r4, 0
    mov_imm r10, 1
    loop
        local_store_u32 r2, r0
        and r5, r0, r3
        mov_imm r6, 0
        icmp_eq p1, r5, r6
        if p1
            local_load_u32 r7, r6
            local_store_u32 r6, r7
        else
            iadd r8, r2, r10
            local_store_u16 r8, r0
        endif
        local_atomic_add r9, r6, r10
        barrier
        local_load_u64 r11, r2
        iadd r4, r4, r10
        icmp_ge p2, r4, r3
        break p2
    endloop
    device_store_u32 r2, r4
    halt
.end
)";

void expectSameTimeline(const Timeline& a, const Timeline& b) {
    ASSERT_EQ(a.records().size(), b.records().size());
    for (std::size_t i = 0; i < a.records().size(); ++i) {
        const TimelineRecord& x = a.records()[i];
        const TimelineRecord& y = b.records()[i];
        EXPECT_EQ(x.kind, y.kind) << "record " << i;
        EXPECT_EQ(x.workgroup, y.workgroup) << "record " << i;
        EXPECT_EQ(x.wave, y.wave) << "record " << i;
        EXPECT_EQ(x.pc, y.pc) << "record " << i;
        EXPECT_EQ(x.line, y.line) << "record " << i;
        EXPECT_EQ(x.begin, y.begin) << "record " << i;
        EXPECT_EQ(x.end, y.end) << "record " << i;
        EXPECT_EQ(x.count, y.count) << "record " << i;
        EXPECT_EQ(x.activeLaneSum, y.activeLaneSum) << "record " << i;
        EXPECT_EQ(x.mask, y.mask) << "record " << i;
    }
}

} // namespace

// Session A records heat, races and timeline: memory in batches, instructions in runs.
// Session B also records statistics (every instruction one by one) and has a watchpoint that
// never triggers (every access one by one). Their heat, races and timeline are identical.
TEST(AnalysisFeeding, SessionResultsDoNotDependOnHowEventsArrive) {
    struct Config {
        std::uint32_t threads, width, groups;
        std::uint64_t slice; // continueRun budget per call (0: to the end)
    };
    for (const Config& c : {Config{128, 32, 2, 0}, Config{96, 16, 2, 0}, Config{64, 32, 1, 37}}) {
        SCOPED_TRACE(std::to_string(c.threads) + " threads, width " + std::to_string(c.width));
        SessionOptions fast;
        fast.analyses.heat = fast.analyses.races = fast.analyses.timeline = true;
        SessionOptions slow = fast;
        slow.analyses.statistics = true;
        auto a = load(kMixed, launch(c.threads, c.width, c.groups), fast);
        auto b = load(kMixed, launch(c.threads, c.width, c.groups), slow);
        BreakpointSpec watch;
        watch.kind = BreakpointKind::Watch;
        watch.space = MemorySpace::Device;
        watch.address = 60000;
        watch.length = 4;
        watch.access = WatchAccess::Either;
        std::string error;
        b->addBreakpoint(watch, error);
        ASSERT_TRUE(error.empty()) << error;
        for (DebugSession* s : {a.get(), b.get()}) {
            StopReason r = StopReason::Paused;
            for (int guard = 0; guard < 10000 && r != StopReason::Finished; ++guard)
                r = c.slice ? s->continueRun(c.slice).reason : s->continueRun().reason;
            ASSERT_EQ(r, StopReason::Finished);
        }
        ASSERT_EQ(a->currentStep(), b->currentStep());
        expectSameHeat(a->analyses().state().heat, b->analyses().state().heat);
        expectSameRaces(a->analyses().state().races, b->analyses().state().races);
        EXPECT_FALSE(a->analyses().state().races.races().empty());
        expectSameTimeline(a->analyses().timeline(), b->analyses().timeline());
        std::uint64_t issued = 0;
        for (const TimelineRecord& r : a->analyses().timeline().records())
            issued += r.kind == TimelineKind::Instructions ? r.count : 0;
        EXPECT_EQ(issued, a->currentStep());
    }
}

namespace {

// Random device-memory wave-instructions of two interleaved workgroups (four waves of 32 lanes
// each), dense enough on a few pages that every kind of conflict occurs: whole-wave runs of
// consecutive words (the fast path), strides, gathers, unaligned and wide accesses, accesses
// across a page boundary and at the top of the address space, atomics and barriers.
class DeviceTraffic {
public:
    explicit DeviceTraffic(std::uint32_t seed) : rng_(seed) {}

    // Feeds `count` instructions to `batched` (one batch each) and `single` (one access at a
    // time); either may be null.
    void feed(int count, RaceDetector* batched, RaceDetector* single) {
        for (int i = 0; i < count; ++i) {
            const std::uint32_t wg = next(2);
            if (next(16) == 0) {
                for (RaceDetector* d : {batched, single})
                    if (d)
                        d->barrierReleased(wg);
                continue;
            }
            static constexpr std::uint32_t kSizes[] = {1, 2, 4, 4, 4, 8, 16};
            const std::uint32_t size = kSizes[next(7)];
            const AccessKind kind = next(8) == 0   ? AccessKind::Atomic
                                    : next(2) == 0 ? AccessKind::Read
                                                   : AccessKind::Write;
            static constexpr std::uint32_t kBases[] = {0, 0x40, 4096 - 64, 0xFFFFFF80u};
            const std::uint32_t base = kBases[next(4)];
            std::vector<std::uint32_t> address(32);
            const std::uint32_t shape = next(4);
            for (std::uint32_t l = 0; l < 32; ++l)
                address[l] = shape == 0   ? base + 4 * l
                             : shape == 1 ? base + (next(4) == 0 ? 3 : 0) + 4 * l
                             : shape == 2 ? base + 8 * l
                                          : base + next(96);
            const std::uint64_t mask =
                next(3) == 0 ? (std::uint64_t{1} << (1 + next(32))) - 1 : 0xFFFFFFFFull;
            const std::uint32_t wave = next(4);
            const std::uint32_t pc = 4 * next(24);
            const bool asList = next(4) == 0;
            step_ += 1;
            if (batched) {
                AccessBatch b;
                b.space = MemorySpace::Device;
                b.kind = kind;
                b.size = size;
                b.workgroup = wg;
                b.site = AccessSite{wave, 0, pc, pc / 4 + 1};
                b.step = step_;
                std::vector<LaneAccess> list;
                if (asList) {
                    for (std::uint32_t l = 0; l < 32; ++l)
                        if ((mask >> l) & 1)
                            list.push_back({l, address[l]});
                    b.lanes = list;
                } else {
                    b.laneMask = mask;
                    b.laneAddresses = address.data();
                }
                batched->record(b);
            }
            for (std::uint32_t l = 0; single && l < 32; ++l) {
                if (!((mask >> l) & 1))
                    continue;
                MemoryAccess a;
                a.space = MemorySpace::Device;
                a.kind = kind;
                a.address = address[l];
                a.size = size;
                a.workgroup = wg;
                a.site = AccessSite{wave, l, pc, pc / 4 + 1};
                a.step = step_;
                single->record(a);
            }
        }
    }

private:
    std::uint32_t next(std::uint32_t n) { return static_cast<std::uint32_t>(rng_() % n); }
    std::mt19937 rng_;
    std::uint64_t step_ = 0;
};

void beginBoth(RaceDetector& d) {
    d.beginWorkgroup(0, 0);
    d.beginWorkgroup(1, 0);
}

} // namespace

// Device races found from batches (whole-wave runs, shadow pages looked up once per run) are
// exactly those found one access at a time; a copy of the detector (a checkpoint) continues
// on its own: neither the copy's accesses nor the original's later ones reach the other.
TEST(AnalysisFeeding, DeviceBatchesAndCopiesMatchOneAccessAtATime) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        RaceDetector batched, single;
        beginBoth(batched);
        beginBoth(single);
        DeviceTraffic traffic(seed);
        traffic.feed(300, &batched, &single);
        expectSameRaces(batched, single);
        const RaceDetector checkpoint = batched;
        RaceDetector copy = batched;
        const std::size_t racesAtCopy = batched.deviceRaces().size();
        // The original goes on with one continuation, the copy with another.
        traffic.feed(300, &batched, &single);
        expectSameRaces(batched, single);
        EXPECT_GT(batched.deviceRaces().size(), racesAtCopy);
        RaceDetector prefix, replayed;
        beginBoth(prefix);
        beginBoth(replayed);
        DeviceTraffic(seed).feed(300, nullptr, &prefix);
        DeviceTraffic(seed).feed(300, nullptr, &replayed);
        DeviceTraffic(seed + 100).feed(300, &copy, &replayed);
        expectSameRaces(copy, replayed);
        // The copy taken before either continuation is untouched by both.
        expectSameRaces(checkpoint, prefix);
    }
}
