// bench_debug's `memory` figures: what the memory-insight analyses cost, side by side on the
// same launches (issue 16: coalescing and occupancy must cost no more than bank conflicts).

#include "DebugBenchRuns.h"

#include "debug/analysis/Occupancy.h"
#include "emu/Emulator.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <vector>

using namespace wave;

namespace bench {

namespace {

double medianOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// An observer that takes the events a session recording memory analyses asks for and does
// nothing with them: what the observed engine costs before any analysis runs.
class IdleObserver final : public emu::Observer {
public:
    std::uint32_t interests() const override {
        using I = emu::Interest;
        return I::kMaskChanges | I::kBarriers | I::kWaveFinished | I::kWorkgroups |
               I::kMemoryBatches;
    }
    bool takesEventsLate() const override { return true; } // never stops, reads nothing
};

Run observedEmulator(const assembler::AssemblyResult& a, Launch launch) {
    emu::Emulator e(a.program, config(launch), &a.sourceMap);
    IdleObserver idle;
    e.setObserver(&idle);
    const auto t0 = Clock::now();
    e.run();
    const auto t1 = Clock::now();
    return {seconds(t0, t1), e.state().steps};
}

} // namespace

void memoryAnalyses(double millions, const std::string& only, const std::string& column,
                    int rounds) {
    // "observed": the engine with an observer taking the memory events, no session.
    const char* const analyses[] = {
        "observed", "bare", "bank", "coalescing", "coalescing+words", "bank+coalescing", "race"};
    constexpr std::size_t kColumns = std::size(analyses);
    std::printf("Memory analyses on the same launches, recorded as wave-emu's reports record them: "
                "M lane-instructions/s (fraction of raw), medians of %d rounds; a round runs raw "
                "and every column once, so that the machine's load weighs on them alike\n",
                rounds);
    // +coal.words: coalescing with the per-word attribution the Device memory view colours by.
    std::printf("%-15s %7s %8s %14s %14s %14s %14s %14s %14s %14s %10s\n", "example", "grid", "raw",
                "observed", "session", "+bank", "+coalescing", "+coal.words", "+bank+coal.",
                "+races", "race MiB");
    for (const char* name : {"coalesced_copy", "strided_copy", "transpose", "tiled_matmul"}) {
        if (!only.empty() && only != "all" && only != name)
            continue;
        const std::optional<assembler::AssemblyResult> a = example(name);
        if (!a)
            continue;
        // Device memory large enough that the copies run long on distinct words.
        const Launch launch = sized(*a, static_cast<std::uint64_t>(millions * 1e6), 32ull << 20);
        std::vector<double> rawRates;
        std::vector<std::vector<double>> rates(kColumns), ratios(kColumns);
        double lanesPerStep = 0;
        double raceBytes = 0;
        for (int round = 0; round < rounds; ++round) {
            const Run raw = rawEmulator(*a, launch);
            lanesPerStep =
                static_cast<double>(raw.laneInstructions) / static_cast<double>(raw.steps);
            rawRates.push_back(raw.rate() * lanesPerStep);
            for (std::size_t c = 0; c < kColumns; ++c) {
                if (!column.empty() && column != "all" && column != analyses[c]) {
                    rates[c].push_back(0);
                    ratios[c].push_back(0);
                    continue;
                }
                debug::DebugSession* s = nullptr;
                // As wave-emu's reports (--bank-conflicts, --coalescing, --race-check) record
                // them: no step effects, which only a stop in the IDE shows.
                const Run run =
                    c == 0 ? observedEmulator(*a, launch)
                           : session(*a, optionsNamed(std::string(analyses[c]) + "+report"), false,
                                     &s, launch);
                if (s != nullptr && c + 1 == kColumns)
                    raceBytes = static_cast<double>(s->analyses().state().races.deviceBytes());
                delete s;
                rates[c].push_back(run.rate() * lanesPerStep);
                ratios[c].push_back(run.rate() / raw.rate());
            }
        }
        std::printf("%-15s x%-6u %8.1f", name, launch.workgroups, medianOf(rawRates));
        for (std::size_t c = 0; c < kColumns; ++c)
            std::printf(" %7.1f (%.2f)", medianOf(rates[c]), medianOf(ratios[c]));
        std::printf(" %10.1f\n", raceBytes / 1048576.0);
        std::fflush(stdout);
    }
    // Occupancy is computed once per launch (and per "what if" in the IDE), not recorded.
    emu::DeviceProfile device;
    const auto start = Clock::now();
    std::uint64_t sum = 0;
    constexpr std::uint32_t kTimes = 1'000'000;
    for (std::uint32_t i = 0; i < kTimes; ++i)
        sum += debug::Occupancy::compute(
                   debug::OccupancyInput{16 + i % 64, (i % 8) * 4096, 64 + i % 256, 32}, device)
                   .waves;
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    std::printf("occupancy: %.1f ns per computation, once per launch: nothing recorded at run "
                "time (checksum %llu)\n",
                ns / kTimes, static_cast<unsigned long long>(sum));
}

} // namespace bench
