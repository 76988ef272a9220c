// The portability matrix of every shipped example: 5 profiles x 4 schedules (round robin,
// reverse, barrier-run, random:1) each (target: < 2 s in all on one core). Prints the figures;
// never asserts on time.

#include "ExampleLaunch.h"
#include "launch/DeviceProfileCatalog.h"
#include "portability/PortabilityDiff.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>

int main() {
    using namespace wave::portability;
    using Clock = std::chrono::steady_clock;
    const auto profiles = wave::launch::DeviceProfileCatalog::shipped().profiles();
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(WAVE_EXAMPLES_DIR))
        if (entry.path().extension() == ".wave")
            names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    double total = 0;
    std::size_t runs = 0;
    for (const std::string& name : names) {
        const auto e = test::ExampleLaunch::load(WAVE_EXAMPLES_DIR, name);
        const auto start = Clock::now();
        const PortabilityMatrix m = e->runner->run(e->plan(profiles, 1));
        const auto diffs = PortabilityDiff::firstDifferences(m, *e->runner, 4);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        total += ms;
        runs += m.runs.size();
        std::printf("%-22s %2zu runs  %zu group(s)  %8.2f ms\n", name.c_str(), m.runs.size(),
                    m.groups.size(), ms);
    }
    std::printf("portability matrix of %zu examples (%zu runs, with the last-writer re-runs): "
                "%.1f ms (target < 2000 ms)\n",
                names.size(), runs, total);
    return 0;
}
