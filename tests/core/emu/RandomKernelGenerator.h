#pragma once
// Random structured kernels for the compiling tier's tests (CompiledTierTest, ObservedTierTest):
// loops with lane-dependent trip counts, if/else, guards, compares into every predicate slot,
// registers past the register count, NaN-heavy float inputs and blocks cut by interpreted ops;
// every register and predicate is stored to device memory at the end. Seeded, so a failure
// replays.

#include "KernelBuilder.h"
#include "emu/EngineChoice.h"
#include "emu/LaunchConfig.h"
#include "isa/Program.h"

#include <cstdint>
#include <random>

namespace wave::emu::test {

class RandomKernelGenerator {
public:
    // flat: the loop body holds only compilable ops and unguarded break/continue (a native
    // loop, CompiledLoop.h), with trip counts of 1..4 plus `extra` iterations by lane.
    explicit RandomKernelGenerator(std::uint32_t seed, bool flat = false, std::uint32_t extra = 0)
        : rng_(seed), flat_(flat), extra_(extra) {}

    isa::Program program();

private:
    std::uint32_t pick(std::uint32_t n);
    std::uint32_t src();
    std::uint32_t dst();
    void one(KernelBuilder& k);
    void straight(KernelBuilder& k);
    void body(KernelBuilder& k, int depth);
    void flatBody(KernelBuilder& k);

    std::mt19937 rng_;
    bool flat_ = false;
    std::uint32_t extra_ = 0;
};

// The launch of seed `seed`: wave widths 1..64, 1..130 threads, one or two workgroups.
LaunchConfig randomKernelLaunch(std::uint32_t seed, EngineChoice engine);

} // namespace wave::emu::test
