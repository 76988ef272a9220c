#include "MachinePeak.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <thread>

namespace wave::bench {

MachinePeak MachinePeak::measure() {
    MachinePeak p;
    p.cores_ = std::max(1u, std::thread::hardware_concurrency());
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("cpu MHz", 0) != 0)
            continue;
        const std::size_t colon = line.find(':');
        if (colon != std::string::npos)
            p.clockHz_ = std::stod(line.substr(colon + 1)) * 1e6;
        break;
    }
    return p;
}

std::string MachinePeak::describe() const {
    char text[160];
    if (clockHz_ <= 0)
        std::snprintf(text, sizeof text, "%u cores x %u lanes (AVX2) x unknown clock", cores_,
                      kAvx2Lanes);
    else
        std::snprintf(text, sizeof text,
                      "%u cores x %u lanes (AVX2) x %.2f GHz = %.1f G lane-op/s (%.1f per core)",
                      cores_, kAvx2Lanes, clockHz_ / 1e9, machine() / 1e9, perCore() / 1e9);
    return text;
}

double MachinePeak::median(std::vector<double> values) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace wave::bench
