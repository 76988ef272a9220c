// The writes "Explain this step" shows (each wave's last writing instruction, with the values
// it replaced) are the same whether the recorder takes a wave's consecutive stores in one go
// (its fast path) or lane by lane (a watchpoint makes the engine report each lane).

#include "SessionFixture.h"

#include <gtest/gtest.h>

using namespace wave::debug;
using namespace wave::debug::test;

namespace {

// Whole-wave stores on consecutive words (local and device), a strided and a partial one,
// bytes, and words near the end of the device memory.
const std::string kStores = R"(.kernel stores
.local_memory 1024
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    mov_imm r3, 0
    mov_imm r10, 1
    mov_imm r11, 4
    loop
        iadd r5, r0, r3
        local_store_u32 r2, r5
        device_store_u32 r2, r5
        imul r6, r2, r11
        device_store_u32 r6, r0
        mov_imm r7, 5
        icmp_lt p1, r0, r7
        if p1
            device_store_u32 r2, r3
        endif
        device_store_u8 r0, r3
        mov_imm r8, 0xFF00
        iadd r8, r8, r2
        device_store_u32 r8, r5
        iadd r3, r3, r10
        icmp_ge p3, r3, r11
        break p3
    endloop
    halt
.end
)";

} // namespace

TEST(RecordedWrites, WholeWaveStoresMatchLaneByLaneRecording) {
    wave::emu::LaunchConfig config = launch(64, 32, 1);
    config.deviceMemory = 0x10000; // the last store's top lanes end at its last word
    SessionOptions options;
    options.analyses.heat = true;
    auto fast = load(kStores, config, options);
    auto perLane = load(kStores, config, options);
    BreakpointSpec watch; // never hit: it only makes the engine report lane by lane
    watch.kind = BreakpointKind::Watch;
    watch.space = MemorySpace::Device;
    watch.address = 0xFFF0;
    watch.length = 4;
    watch.access = WatchAccess::Read;
    std::string error;
    perLane->addBreakpoint(watch, error);
    ASSERT_TRUE(error.empty()) << error;
    std::size_t compared = 0;
    for (int slice = 0; slice < 400; ++slice) {
        const StopReason a = fast->stepWorkgroup().reason;
        const StopReason b = perLane->stepWorkgroup().reason;
        ASSERT_EQ(a, b);
        ASSERT_EQ(fast->currentStep(), perLane->currentStep());
        const auto x = fast->snapshot();
        const auto y = perLane->snapshot();
        ASSERT_EQ(x->waves.size(), y->waves.size());
        for (std::size_t w = 0; w < x->waves.size(); ++w) {
            const WaveWrites& p = x->waves[w].lastWrites;
            const WaveWrites& q = y->waves[w].lastWrites;
            ASSERT_EQ(p.step, q.step) << "wave " << w;
            ASSERT_EQ(p.writes.size(), q.writes.size()) << "wave " << w;
            for (std::size_t i = 0; i < p.writes.size(); ++i) {
                const WordWrite& u = p.writes[i];
                const WordWrite& v = q.writes[i];
                EXPECT_EQ(u.space, v.space);
                EXPECT_EQ(u.address, v.address);
                EXPECT_EQ(u.size, v.size);
                EXPECT_EQ(u.lane, v.lane);
                EXPECT_EQ(u.before, v.before) << "wave " << w << " address " << u.address;
                EXPECT_EQ(u.after, v.after);
                ++compared;
            }
        }
        if (a == StopReason::Finished)
            break;
    }
    EXPECT_GT(compared, 1000u);
}
