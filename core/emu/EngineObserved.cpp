#include "emu/Engine.h"
#include "emu/EngineEntry.h"

// The observed engine loop (hooks compiled in), instantiated like the fast one in Engine.cpp:
// the AVX2+FMA build with fixed-size lane loops for wave width 32 when the CPU has it, so that
// the debugger's observed runs keep most of the emulator's speed.

namespace wave::emu::detail {

namespace {

LoopExit runObservedBaseline(ExecContext& c, std::uint64_t& budget, int* lastWave) {
    return runLoop<true, 0>(c, budget, 1, lastWave);
}

#if defined(__x86_64__) && defined(__GNUC__)
[[gnu::target("avx2,fma,bmi,bmi2,popcnt,lzcnt")]] LoopExit
runObservedAvx2(ExecContext& c, std::uint64_t& budget, int* lastWave) {
    if (c.stride == 32)
        return runLoop<true, 32>(c, budget, 1, lastWave);
    return runLoop<true, 0>(c, budget, 1, lastWave);
}
#endif

} // namespace

LoopExit runObserved(ExecContext& c, std::uint64_t& budget, int* lastWave) {
    // The compiled blocks are AVX2 code (see runFast).
    if (!usingAvx2Engine())
        c.compiled = nullptr;
#if defined(__x86_64__) && defined(__GNUC__)
    if (usingAvx2Engine())
        return runObservedAvx2(c, budget, lastWave);
#endif
    return runObservedBaseline(c, budget, lastWave);
}

StepStatus stepObserved(ExecContext& c, WaveState& w) {
    StepCounters k;
    k.instructions = k.start = c.wg->instructions;
    if (c.hooks->pending.size() < c.wg->waveCount())
        c.hooks->pending.resize(c.wg->waveCount());
    const Hot hot = hotState(c);
    const StepStatus s = execute<true, 0>(c, w, k, hot);
    c.hooks->endRuns();
    c.flush(k);
    return s;
}

} // namespace wave::emu::detail
