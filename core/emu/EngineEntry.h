#pragma once
// Internal: the compiled entry points of the engine (Engine.cpp).

#include "emu/ExecContext.h"

#include <cstdint>

namespace wave::emu::detail {

enum class LoopExit : std::uint8_t { WorkgroupDone, Fault, Paused };

// No hooks; picks the AVX2+FMA build of the loop when the CPU has it.
LoopExit runFast(ExecContext& c, std::uint64_t& budget);
// With hooks (c.hooks must be set). lastWave (optional) receives the last wave that issued.
LoopExit runObserved(ExecContext& c, std::uint64_t& budget, int* lastWave);
// One instruction of a chosen Ready wave, with hooks and barrier bookkeeping.
StepStatus stepObserved(ExecContext& c, WaveState& w);

// Tests and benchmarks: run the baseline x86-64 build of the loop even on AVX2 machines (also
// selected by the environment variable WAVE_EMU_BASELINE=1). Results are identical.
void forceBaselineEngine(bool on);
bool usingAvx2Engine();

} // namespace wave::emu::detail
