#include "emu/Engine.h"
#include "emu/EngineEntry.h"

#include <atomic>
#include <cstdlib>

// The observed instantiations (runObserved, stepObserved) are in EngineObserved.cpp, so that
// the two translation units compile in parallel.

namespace wave::emu::detail {

namespace {

std::atomic<bool> forceBaseline{std::getenv("WAVE_EMU_BASELINE") != nullptr};

// Polling interval of the stop request in unobserved runs (a relaxed load every 1024 steps).
constexpr std::uint32_t kFastStopPoll = 1024;

// Wave width 32 (the default) gets its own instantiation with fixed-size lane loops.
LoopExit runFastBaseline(ExecContext& c, std::uint64_t& budget) {
    if (c.stride == 32)
        return runLoop<false, 32>(c, budget, kFastStopPoll, nullptr);
    return runLoop<false, 0>(c, budget, kFastStopPoll, nullptr);
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same loop compiled for AVX2 + FMA: lane loops use 8-lane vectors and fma is one
// instruction instead of a libm call. Selected at run time; results are bit-identical.
[[gnu::target("avx2,fma,bmi,bmi2,popcnt,lzcnt")]] LoopExit runFastAvx2(ExecContext& c,
                                                                       std::uint64_t& budget) {
    if (c.stride == 32)
        return runLoop<false, 32>(c, budget, kFastStopPoll, nullptr);
    return runLoop<false, 0>(c, budget, kFastStopPoll, nullptr);
}

bool cpuHasAvx2() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
           __builtin_cpu_supports("bmi2");
}
#endif

} // namespace

void forceBaselineEngine(bool on) {
    forceBaseline.store(on, std::memory_order_relaxed);
}

bool usingAvx2Engine() {
#if defined(__x86_64__) && defined(__GNUC__)
    static const bool avx2 = cpuHasAvx2();
    return avx2 && !forceBaseline.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

LoopExit runFast(ExecContext& c, std::uint64_t& budget) {
    // The compiled blocks are AVX2 code: the baseline loop (forced, as on a CPU without AVX2)
    // interprets everything.
    if (!usingAvx2Engine())
        c.compiled = nullptr;
#if defined(__x86_64__) && defined(__GNUC__)
    if (usingAvx2Engine())
        return runFastAvx2(c, budget);
#endif
    return runFastBaseline(c, budget);
}

} // namespace wave::emu::detail
