#pragma once
// The engine options of a DebugSession: the history's memory budget and checkpoint spacing,
// how often a run polls for a stop request, and the analyses to record. Plain data, so that
// launch requests and settings carry it without pulling the session in.

#include "debug/session/AnalysisOptions.h"

#include <cstdint>

namespace wave::debug {

struct SessionOptions {
    std::uint64_t historyBudget = 512ull << 20; // bytes for checkpoints
    std::uint64_t checkpointInterval = 200'000; // wave-instructions between checkpoints
    std::uint64_t sliceSteps = 1u << 16;        // steps between stop-request polls
    AnalysisOptions analyses;
};

} // namespace wave::debug
