#include "ProgramCheckers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>

namespace wave::conformance {

namespace {

// Deterministic inputs: the same numbers on every run and every machine.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

template <typename T>
std::string writeFile(const std::string& path, const std::vector<T>& values) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    for (const T& v : values) {
        unsigned char bytes[sizeof(T)];
        std::memcpy(bytes, &v, sizeof(T)); // the test host is little-endian like the format
        out.write(reinterpret_cast<const char*>(bytes), sizeof(T));
    }
    return out ? std::string() : "cannot write " + path;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        out.push_back(line);
    return out;
}

std::uint32_t floatBits(float f) {
    std::uint32_t u = 0;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

// One dumped value per stdout line; `matches(line, want)` decides each one.
template <typename T, typename Match>
testing::AssertionResult compareLines(const std::string& text, const std::vector<T>& want,
                                      Match matches) {
    const std::vector<std::string> got = lines(text);
    if (got.size() != want.size())
        return testing::AssertionFailure()
               << "expected " << want.size() << " values, got " << got.size() << ":\n"
               << text;
    for (std::size_t i = 0; i < want.size(); ++i) {
        if (!matches(got[i], want[i]))
            return testing::AssertionFailure()
                   << "value " << i << ": got '" << got[i] << "', expected " << want[i];
    }
    return testing::AssertionSuccess();
}

// Exact comparison: the dump prints the shortest digits that round-trip to the same f32.
testing::AssertionResult compareFloats(const std::string& text, const std::vector<float>& want) {
    return compareLines(text, want, [](const std::string& line, float w) {
        char* end = nullptr;
        const float v = std::strtof(line.c_str(), &end);
        return end != line.c_str() && *end == '\0' && floatBits(v) == floatBits(w);
    });
}

testing::AssertionResult compareWords(const std::string& text,
                                      const std::vector<std::uint32_t>& want) {
    return compareLines(text, want, [](const std::string& line, std::uint32_t w) {
        return line == std::to_string(w);
    });
}

// programs/tiled_gemm.wave: A (8x16) at 0, B (16x12) at 0x400, C = A x B (8x12) dumped.
class GemmChecker : public ProgramChecker {
public:
    static constexpr int M = 8, N = 12, K = 16;
    std::string prepare(const std::string& dir) const override {
        std::string err = writeFile(dir + "/gemm_a.bin", a_);
        return err.empty() ? writeFile(dir + "/gemm_b.bin", b_) : err;
    }
    testing::AssertionResult check(const std::string& text) const override {
        std::vector<float> c(M * N);
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                float acc = 0.0f; // same order as the kernel: k ascending, fused
                for (int k = 0; k < K; ++k)
                    acc = std::fma(a_[i * K + k], b_[k * N + j], acc);
                c[i * N + j] = acc;
            }
        return compareFloats(text, c);
    }
    GemmChecker() {
        SplitMix64 rng(1);
        for (int i = 0; i < M * K; ++i)
            a_.push_back(static_cast<float>(static_cast<int>(rng.next() % 2001) - 1000) / 256.0f);
        for (int i = 0; i < K * N; ++i)
            b_.push_back(static_cast<float>(static_cast<int>(rng.next() % 2001) - 1000) / 96.0f);
    }

private:
    std::vector<float> a_, b_;
};

// programs/tree_reduction.wave: 4 groups of 64 floats summed pairwise, stride 32 down to 1.
class ReductionChecker : public ProgramChecker {
public:
    std::string prepare(const std::string& dir) const override {
        return writeFile(dir + "/reduction_in.bin", in_);
    }
    testing::AssertionResult check(const std::string& text) const override {
        std::vector<float> sums;
        for (int g = 0; g < 4; ++g) {
            std::vector<float> s(in_.begin() + g * 64, in_.begin() + (g + 1) * 64);
            for (int stride = 32; stride > 0; stride /= 2)
                for (int t = 0; t < stride; ++t)
                    s[t] = s[t] + s[t + stride];
            sums.push_back(s[0]);
        }
        return compareFloats(text, sums);
    }
    ReductionChecker() {
        SplitMix64 rng(2);
        for (int i = 0; i < 256; ++i)
            in_.push_back(static_cast<float>(static_cast<int>(rng.next() % 20001) - 10000) /
                          1000.0f);
    }

private:
    std::vector<float> in_;
};

// programs/histogram.wave: 1024 bytes, 16 bins by value >> 4.
class HistogramChecker : public ProgramChecker {
public:
    std::string prepare(const std::string& dir) const override {
        return writeFile(dir + "/histogram_in.bin", in_);
    }
    testing::AssertionResult check(const std::string& text) const override {
        std::vector<std::uint32_t> bins(16, 0);
        for (unsigned char b : in_)
            ++bins[b >> 4];
        return compareWords(text, bins);
    }
    HistogramChecker() {
        SplitMix64 rng(3);
        for (int i = 0; i < 1024; ++i) // skewed so that the bins differ clearly
            in_.push_back(
                static_cast<unsigned char>((rng.next() % 256) * (rng.next() % 256) / 255));
    }

private:
    std::vector<unsigned char> in_;
};

// programs/exclusive_scan.wave: wrapping exclusive prefix sum of 128 u32.
class ScanChecker : public ProgramChecker {
public:
    std::string prepare(const std::string& dir) const override {
        return writeFile(dir + "/scan_in.bin", in_);
    }
    testing::AssertionResult check(const std::string& text) const override {
        std::vector<std::uint32_t> out;
        std::uint32_t acc = 0;
        for (std::uint32_t v : in_) {
            out.push_back(acc);
            acc += v;
        }
        return compareWords(text, out);
    }
    ScanChecker() {
        SplitMix64 rng(4);
        for (int i = 0; i < 128; ++i)
            in_.push_back(static_cast<std::uint32_t>(rng.next()));
    }

private:
    std::vector<std::uint32_t> in_;
};

// programs/bitonic_sort.wave: 64 u32 keys sorted ascending (unsigned), with duplicates.
class SortChecker : public ProgramChecker {
public:
    std::string prepare(const std::string& dir) const override {
        return writeFile(dir + "/sort_in.bin", in_);
    }
    testing::AssertionResult check(const std::string& text) const override {
        std::vector<std::uint32_t> sorted = in_;
        std::sort(sorted.begin(), sorted.end());
        return compareWords(text, sorted);
    }
    SortChecker() {
        SplitMix64 rng(5);
        for (int i = 0; i < 64; ++i)
            in_.push_back(i % 8 == 3 ? 0x80000000u : static_cast<std::uint32_t>(rng.next()));
    }

private:
    std::vector<std::uint32_t> in_;
};

} // namespace

const ProgramChecker* findProgramChecker(const std::string& name) {
    static const GemmChecker gemm;
    static const ReductionChecker reduction;
    static const HistogramChecker histogram;
    static const ScanChecker scan;
    static const SortChecker sort;
    if (name == "gemm")
        return &gemm;
    if (name == "reduction")
        return &reduction;
    if (name == "histogram")
        return &histogram;
    if (name == "scan")
        return &scan;
    if (name == "sort")
        return &sort;
    return nullptr;
}

} // namespace wave::conformance
