// The fast ways of feeding the analyses (one batch per wave-instruction instead of a call per
// lane; instruction runs instead of a call per instruction) give exactly what the one-by-one
// ways give.

#include "SessionFixture.h"

#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/analysis/Statistics.h"

#include <vector>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

void expectSameHeat(const LocalMemoryHeat& a, const LocalMemoryHeat& b) {
    ASSERT_EQ(a.words().size(), b.words().size());
    EXPECT_EQ(a.maxTraffic(), b.maxTraffic());
    for (std::size_t i = 0; i < a.words().size(); ++i) {
        const WordHeat& x = a.words()[i];
        const WordHeat& y = b.words()[i];
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

void expectSameRaces(const RaceDetector& a, const RaceDetector& b) {
    ASSERT_EQ(a.races().size(), b.races().size());
    EXPECT_EQ(a.droppedRaces(), b.droppedRaces());
    for (std::size_t i = 0; i < a.races().size(); ++i) {
        const Race& x = a.races()[i];
        const Race& y = b.races()[i];
        EXPECT_EQ(x.workgroup, y.workgroup);
        EXPECT_EQ(x.address, y.address);
        EXPECT_EQ(x.epoch, y.epoch);
        EXPECT_EQ(x.occurrences, y.occurrences);
        expectSameSite(x.first, y.first);
        expectSameSite(x.second, y.second);
    }
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
