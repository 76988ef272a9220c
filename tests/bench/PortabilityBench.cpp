// The portability matrix of every shipped example: 5 profiles x 4 schedules (round robin,
// reverse, barrier-run, random:1) each (target: < 100 ms in all). The matrices run on one thread
// and on every core alternately (paired runs, so that the load of a shared machine hits both
// alike); the medians are printed. Never asserts on time.

#include "ExampleLaunch.h"
#include "MachinePeak.h"
#include "emu/LaunchConfig.h"
#include "launch/DeviceProfileCatalog.h"
#include "portability/PortabilityDiff.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>

namespace {

using namespace wave::portability;
using Clock = std::chrono::steady_clock;

// Every example's matrix and first differences with at most `threads` runs at once: the total
// in milliseconds (and the per-example lines when `print`).
double allMatrices(const std::vector<std::unique_ptr<test::ExampleLaunch>>& examples,
                   const std::vector<wave::emu::DeviceProfile>& profiles, unsigned threads,
                   bool print) {
    double total = 0;
    std::size_t runs = 0;
    for (const auto& e : examples) {
        e->runner->setThreads(threads);
        const auto start = Clock::now();
        const PortabilityMatrix m = e->runner->run(e->plan(profiles, 1));
        const auto diffs = PortabilityDiff::firstDifferences(m, *e->runner, 4);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        total += ms;
        runs += m.runs.size();
        if (print)
            std::printf("%-22s %2zu runs  %zu group(s)  %8.2f ms\n", e->name.c_str(), m.runs.size(),
                        m.groups.size(), ms);
    }
    if (print)
        std::printf("portability matrix of %zu examples (%zu runs, with the last-writer re-runs), "
                    "%u thread(s): %.1f ms (target < 100 ms)\n",
                    examples.size(), runs, threads, total);
    return total;
}

} // namespace

int main() {
    const auto profiles = wave::launch::DeviceProfileCatalog::shipped().profiles();
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(WAVE_EXAMPLES_DIR))
        if (entry.path().extension() == ".wave")
            names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    std::vector<std::unique_ptr<test::ExampleLaunch>> examples;
    for (const std::string& name : names)
        examples.push_back(test::ExampleLaunch::load(WAVE_EXAMPLES_DIR, name));

    const unsigned cores = wave::emu::machineThreads();
    allMatrices(examples, profiles, cores, true);
    constexpr int kPairs = 9;
    std::vector<double> one, all, ratios;
    for (int i = 0; i < kPairs; ++i) {
        one.push_back(allMatrices(examples, profiles, 1, false));
        all.push_back(allMatrices(examples, profiles, cores, false));
        ratios.push_back(one.back() / all.back());
    }
    using wave::bench::MachinePeak;
    std::printf("medians of %d paired runs: 1 thread %.1f ms, %u threads %.1f ms, speed-up %.2fx "
                "(target < 100 ms)\n",
                kPairs, MachinePeak::median(one), cores, MachinePeak::median(all),
                MachinePeak::median(ratios));
    return 0;
}
