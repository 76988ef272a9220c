#pragma once
// The machine's physical limit for the emulator's figures: every core issuing one AVX2 operation
// on 8 32-bit lanes per clock (lanes × AVX2 width × clock), so that a benchmark can say how far
// its lane-operations per second are from it. The clock is read from /proc/cpuinfo (the
// current "cpu MHz" of the first core: a virtual machine often reports no maximum).

#include <cstdint>
#include <string>
#include <vector>

namespace wave::bench {

class MachinePeak {
public:
    static constexpr unsigned kAvx2Lanes = 8; // 256 bits of 32-bit lanes

    static MachinePeak measure();

    unsigned cores() const { return cores_; }
    double clockHz() const { return clockHz_; }
    // Lane-operations per second of one core, and of all of them.
    double perCore() const { return clockHz_ * kAvx2Lanes; }
    double machine() const { return perCore() * cores_; }
    // "2 cores x 8 lanes (AVX2) x 2.45 GHz = 39.1 G lane-op/s (19.6 per core)"
    std::string describe() const;

    // The median of `values` (0 when empty).
    static double median(std::vector<double> values);

private:
    unsigned cores_ = 1;
    double clockHz_ = 0;
};

} // namespace wave::bench
