// bench_emu: throughput of the emulator engine (wave-instructions and lane-instructions per
// second) on an ALU loop, a tiled GEMM through local memory, a barrier reduction, and the
// speed-up of every core on a multi-workgroup grid (medians of paired runs: one thread and all
// threads alternately, so that the load of a shared machine hits both alike). Lane-instructions
// per second are set against the machine's peak (MachinePeak: lanes x AVX2 width x clock).
// Prints figures; never asserts on time. Results are checked against host computations so a
// fast but wrong engine shows up.

#include "KernelBuilder.h"
#include "MachinePeak.h"
#include "emu/CompiledProgram.h"
#include "emu/Emulator.h"
#include "emu/EngineEntry.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using wave::bench::MachinePeak;
using wave::emu::Emulator;
using wave::emu::EngineChoice;
using wave::emu::LaunchConfig;
using wave::emu::RunResult;
using wave::emu::test::KernelBuilder;

namespace {

// The execution tier of every run (`bench_emu engines` compares them).
EngineChoice engine = EngineChoice::Auto;

std::uint32_t f32(float v) {
    return std::bit_cast<std::uint32_t>(v);
}

struct Timed {
    RunResult result;
    double seconds = 0; // wall clock
    double cpu = 0;     // CPU time of the process (all threads)
};

double cpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

Timed timedRun(Emulator& emu) {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = cpuSeconds();
    Timed t{emu.run(), 0, 0};
    t.cpu = cpuSeconds() - c0;
    t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return t;
}

// Rates are per CPU second (the build machine is shared, so wall time overstates the cost);
// the wall time is printed too.
// The share of one core's peak is per CPU second, as the rates.
void report(const char* name, const Timed& t, const char* check) {
    static const MachinePeak peak = MachinePeak::measure();
    const double wi = static_cast<double>(t.result.stats.instructionsExecuted());
    const double li = static_cast<double>(t.result.stats.laneInstructions);
    const double share = peak.perCore() > 0 ? 100 * li / t.cpu / peak.perCore() : 0;
    std::printf("%-34s wall %7.3f s  cpu %7.3f s  %9.0f wave-instr  %6.1f M wave-instr/s  "
                "%7.1f M lane-instr/s (%4.1f%% of a core's peak)  %s%s\n",
                name, t.seconds, t.cpu, wi, wi / t.cpu / 1e6, li / t.cpu / 1e6, share, check,
                t.result.fault ? (" FAULT: " + t.result.fault->message).c_str() : "");
}

// 256 threads, an ALU loop of `iterations` with a uniform exit.
wave::isa::Program aluLoop(std::uint32_t iterations) {
    KernelBuilder b;
    b.op("mov_sr", {6, 0});
    b.op("mov_imm", {1, 0});
    b.op("mov_imm", {2, 1});
    b.op("mov_imm", {3, iterations});
    b.op("mov_imm", {4, f32(1.0f)});
    b.op("mov_imm", {5, f32(0.5f)});
    b.op("mov_imm", {7, 0});
    b.op("loop");
    b.op("iadd", {1, 1, 2});
    b.op("imul", {8, 1, 6});
    b.op("iadd", {7, 7, 8});
    b.op("fma", {4, 4, 5, 5});
    b.op("fma", {9, 4, 4, 5});
    b.op("icmp_ge", {1, 1, 3});
    b.op("break", {1});
    b.op("endloop");
    b.op("mov_imm", {10, 4});
    b.op("imul", {11, 6, 10});
    b.op("device_store_u32", {11, 7});
    b.op("halt");
    return wave::emu::test::singleKernel(b, 32, 0, 256, 1, 1);
}

// 256 threads store `iterations` times each, sweeping 1 MiB of device memory (the store path:
// bounds, the store and the note of the written block).
wave::isa::Program storeStream(std::uint32_t iterations) {
    KernelBuilder b;
    b.op("mov_sr", {0, 0});
    b.op("mov_imm", {2, 4});
    b.op("imul", {3, 0, 2}); // address = 4 * tid
    b.op("mov_imm", {4, 0});
    b.op("mov_imm", {5, 1});
    b.op("mov_imm", {6, iterations});
    b.op("mov_imm", {7, 1024});
    b.op("mov_imm", {8, (1u << 20) - 1});
    b.op("loop");
    b.op("device_store_u32", {3, 4});
    b.op("iadd", {3, 3, 7});
    b.op("and", {3, 3, 8});
    b.op("iadd", {4, 4, 5});
    b.op("icmp_ge", {1, 4, 6});
    b.op("break", {1});
    b.op("endloop");
    b.op("halt");
    return wave::emu::test::singleKernel(b, 16, 0, 256, 1, 1);
}

// C = A x B (n x n f32), 16x16 tiles staged in local memory, one thread per element.
wave::isa::Program gemm(std::uint32_t n) {
    KernelBuilder b;
    const std::uint32_t aBase = 0, bBase = n * n * 4, cBase = 2 * n * n * 4;
    b.op("mov_sr", {0, 0}); // tx
    b.op("mov_sr", {1, 1}); // ty
    b.op("mov_sr", {2, 5}); // bx
    b.op("mov_sr", {3, 6}); // by
    b.op("mov_imm", {4, n});
    b.op("mov_imm", {5, 16});
    b.op("imad", {6, 3, 5, 1}); // row = by*16 + ty
    b.op("imad", {7, 2, 5, 0}); // col = bx*16 + tx
    b.op("mov_imm", {8, bBase});
    b.op("mov_imm", {9, cBase});
    b.op("mov_imm", {10, 0}); // acc
    b.op("mov_imm", {20, 4});
    b.op("mov_imm", {28, 64});
    b.op("mov_imm", {29, 1});
    b.op("imad", {11, 1, 5, 0}); // ty*16 + tx
    b.op("imul", {11, 11, 20});  // As store address
    b.op("mov_imm", {12, 1024});
    b.op("iadd", {12, 11, 12}); // Bs store address
    b.op("imul", {21, 1, 28});  // ty*64: row of As
    b.op("imul", {22, 0, 20});
    b.op("mov_imm", {23, 1024});
    b.op("iadd", {22, 22, 23}); // 1024 + tx*4: column of Bs
    b.op("mov_imm", {13, 0});   // tile
    b.op("mov_imm", {14, n / 16});
    b.op("loop");
    b.op("imul", {15, 13, 5}); // t*16
    b.op("iadd", {16, 15, 0});
    b.op("imad", {17, 6, 4, 16}); // row*n + t*16 + tx
    b.op("imul", {17, 17, 20});
    b.op("iadd", {17, 17, 30}); // + aBase (r30 = 0)
    b.op("device_load_u32", {18, 17});
    b.op("local_store_u32", {11, 18});
    b.op("iadd", {16, 15, 1});
    b.op("imad", {17, 16, 4, 7}); // (t*16 + ty)*n + col
    b.op("imul", {17, 17, 20});
    b.op("iadd", {17, 17, 8});
    b.op("device_load_u32", {18, 17});
    b.op("local_store_u32", {12, 18});
    b.op("barrier");
    b.op("mov", {23, 21});
    b.op("mov", {24, 22});
    b.op("mov_imm", {25, 0});
    b.op("loop");
    b.op("local_load_u32", {26, 23});
    b.op("local_load_u32", {27, 24});
    b.op("fma", {10, 26, 27, 10});
    b.op("iadd", {23, 23, 20});
    b.op("iadd", {24, 24, 28});
    b.op("iadd", {25, 25, 29});
    b.op("icmp_ge", {1, 25, 5});
    b.op("break", {1});
    b.op("endloop");
    b.op("barrier");
    b.op("iadd", {13, 13, 29});
    b.op("icmp_ge", {2, 13, 14});
    b.op("break", {2});
    b.op("endloop");
    b.op("imad", {17, 6, 4, 7});
    b.op("imul", {17, 17, 20});
    b.op("iadd", {17, 17, 9});
    b.op("device_store_u32", {17, 10});
    b.op("halt");
    (void)aBase;
    return wave::emu::test::singleKernel(b, 32, 2048, 16, 16, 1);
}

// Sums blocks of 256 u32 with a tree reduction in local memory (barrier every level).
wave::isa::Program reduction(std::uint32_t outBase) {
    KernelBuilder b;
    b.op("mov_sr", {0, 0});
    b.op("mov_sr", {1, 5});
    b.op("mov_imm", {2, 256});
    b.op("imad", {3, 1, 2, 0});
    b.op("mov_imm", {4, 4});
    b.op("imul", {5, 3, 4});
    b.op("device_load_u32", {6, 5});
    b.op("imul", {7, 0, 4});
    b.op("local_store_u32", {7, 6});
    b.op("barrier");
    b.op("mov_imm", {8, 128});
    b.op("mov_imm", {9, 1});
    b.op("mov_imm", {15, 0});
    b.op("loop");
    b.op("icmp_lt", {1, 0, 8});
    b.op("if", {1});
    b.op("imul", {10, 8, 4});
    b.op("iadd", {11, 7, 10});
    b.op("local_load_u32", {12, 7});
    b.op("local_load_u32", {13, 11});
    b.op("iadd", {12, 12, 13});
    b.op("local_store_u32", {7, 12});
    b.op("endif");
    b.op("barrier");
    b.op("shr", {8, 8, 9});
    b.op("icmp_eq", {2, 8, 15});
    b.op("break", {2});
    b.op("endloop");
    b.op("icmp_eq", {3, 0, 15});
    b.op("if", {3});
    b.op("imul", {14, 1, 4});
    b.op("mov_imm", {16, outBase});
    b.op("iadd", {14, 14, 16});
    b.op("local_load_u32", {12, 15});
    b.op("device_store_u32", {14, 12});
    b.op("endif");
    b.op("halt");
    return wave::emu::test::singleKernel(b, 32, 1024, 256, 1, 1);
}

double benchAlu(std::uint32_t iterations) {
    LaunchConfig cfg;
    cfg.maxInstructions = 0;
    cfg.engine = engine;
    Emulator emu(aluLoop(iterations), cfg);
    const Timed t = timedRun(emu);
    std::uint32_t v;
    std::memcpy(&v, emu.deviceMemory().data() + 4 * 3, 4);
    const std::uint64_t n = iterations;
    const auto expect = static_cast<std::uint32_t>(3 * (n * (n + 1) / 2));
    report(iterations == 100000 ? "ALU loop (256 thr, W32, 100k it)" : "ALU loop (256 thr, W32)", t,
           v == expect ? "ok" : "WRONG");
    return t.cpu;
}

void benchStores(std::uint32_t iterations) {
    LaunchConfig cfg;
    cfg.maxInstructions = 0;
    Emulator emu(storeStream(iterations), cfg);
    const Timed t = timedRun(emu);
    std::uint32_t v;
    std::memcpy(&v, emu.deviceMemory().data(), 4);
    // Word 0 is thread 0's at every 1024th iteration.
    report("device stores (256 thr, 100k it)", t,
           v == (iterations - 1) / 1024 * 1024 ? "ok" : "WRONG");
}

void benchGemm(std::uint32_t n, std::uint32_t threads, const char* name, double* seconds,
               double* cpu = nullptr) {
    LaunchConfig cfg;
    cfg.grid = {n / 16, n / 16, 1};
    cfg.deviceMemory = std::uint64_t(3) * n * n * 4;
    cfg.maxInstructions = 0;
    cfg.threads = threads;
    cfg.engine = engine;
    Emulator emu(gemm(n), cfg);
    std::vector<float> A(std::size_t(n) * n), B(std::size_t(n) * n);
    for (std::size_t i = 0; i < A.size(); ++i) {
        A[i] = static_cast<float>((i * 7) % 13) * 0.25f - 1.0f;
        B[i] = static_cast<float>((i * 5) % 11) * 0.5f - 2.0f;
    }
    std::memcpy(emu.deviceMemory().writable(0, A.size() * 4).data(), A.data(), A.size() * 4);
    std::memcpy(emu.deviceMemory().writable(A.size() * 4, B.size() * 4).data(), B.data(),
                B.size() * 4);
    const Timed t = timedRun(emu);
    bool ok = true;
    for (std::uint32_t r = 0; r < n && ok; r += 37)
        for (std::uint32_t c = 0; c < n && ok; c += 29) {
            float acc = 0;
            for (std::uint32_t k = 0; k < n; ++k)
                acc = std::fma(A[r * n + k], B[k * n + c], acc);
            float got;
            std::memcpy(&got, emu.deviceMemory().data() + 2 * A.size() * 4 + (r * n + c) * 4, 4);
            ok = std::bit_cast<std::uint32_t>(got) == std::bit_cast<std::uint32_t>(acc);
        }
    report(name, t, ok ? "ok" : "WRONG");
    if (seconds != nullptr)
        *seconds = t.seconds;
    if (cpu != nullptr)
        *cpu = t.cpu;
}

void benchReduction(std::uint32_t blocks, std::uint32_t threads, const char* name,
                    double* seconds) {
    const std::uint32_t outBase = blocks * 256 * 4;
    LaunchConfig cfg;
    cfg.grid = {blocks, 1, 1};
    cfg.deviceMemory = outBase + blocks * 4;
    cfg.maxInstructions = 0;
    cfg.threads = threads;
    Emulator emu(reduction(outBase), cfg);
    for (std::uint32_t i = 0; i < blocks * 256; ++i) {
        const std::uint32_t v = i * 2654435761u;
        std::memcpy(emu.deviceMemory().writable(4 * i, 4).data(), &v, 4);
    }
    const Timed t = timedRun(emu);
    bool ok = true;
    for (std::uint32_t blk = 0; blk < blocks && ok; ++blk) {
        std::uint32_t sum = 0;
        for (std::uint32_t i = 0; i < 256; ++i)
            sum += (blk * 256 + i) * 2654435761u;
        std::uint32_t got;
        std::memcpy(&got, emu.deviceMemory().data() + outBase + 4 * blk, 4);
        ok = got == sum;
    }
    report(name, t, ok ? "ok" : "WRONG");
    if (seconds != nullptr)
        *seconds = t.seconds;
}

// `pairs` runs with one thread and with `threads` alternately: the medians of their wall
// times and of the pairs' ratios.
template <typename Run>
void pairedSpeedup(const char* name, std::uint32_t threads, int pairs, Run run) {
    std::vector<double> one, many, ratios;
    for (int i = 0; i < pairs; ++i) {
        double a = 0, b = 0;
        run(1u, &a);
        run(threads, &b);
        one.push_back(a);
        many.push_back(b);
        ratios.push_back(a / b);
    }
    std::printf("%s, %u threads against 1 (medians of %d paired runs, wall clock): %.3f s / "
                "%.3f s, speed-up %.2fx\n",
                name, threads, pairs, MachinePeak::median(one), MachinePeak::median(many),
                MachinePeak::median(ratios));
}

// Paired runs of the interpreter and the compiling tier (issue 26 targets: the 1,000,000-
// iteration ALU loop and GEMM 512^2): the median of the per-pair ratios of CPU time, which a
// loaded machine disturbs less than wall time.
void compareEngines(int pairs) {
    const auto pair = [pairs](const char* name, const auto& run) {
        std::vector<double> interpreted, compiled, ratio;
        for (int p = 0; p < pairs; ++p) {
            engine = EngineChoice::Interpreter;
            interpreted.push_back(run());
            engine = EngineChoice::Compiled;
            compiled.push_back(run());
            ratio.push_back(interpreted.back() / compiled.back());
        }
        std::printf("%s: interpreter %.3f s, compiled %.3f s (CPU, medians of %d pairs): "
                    "%.2fx\n",
                    name, MachinePeak::median(interpreted), MachinePeak::median(compiled), pairs,
                    MachinePeak::median(ratio));
    };
    pair("ALU loop 1M iterations", [] { return benchAlu(1000000); });
    pair("tiled GEMM 512x512", [] {
        double cpu = 0;
        benchGemm(512, 1, "tiled GEMM 512x512", nullptr, &cpu);
        return cpu;
    });
    // Issue 26: GEMM 512^2 with 2 threads against 1 on the compiled tier (wall clock).
    engine = EngineChoice::Compiled;
    pairedSpeedup("GEMM 512 on the compiled tier", 2, pairs, [](std::uint32_t t, double* s) {
        benchGemm(512, t,
                  t == 1 ? "  GEMM 512, compiled, 1 thread" : "  GEMM 512, compiled, 2 threads", s);
    });
    // What compiling costs: a launch of each kernel made (pre-decoded, and compiled or not).
    for (const auto& [name, program] :
         {std::pair{"ALU loop", aluLoop(1000)}, std::pair{"tiled GEMM", gemm(512)}}) {
        double made[2] = {0, 0};
        for (int e = 0; e < 2; ++e) {
            LaunchConfig cfg;
            cfg.engine = e == 0 ? EngineChoice::Interpreter : EngineChoice::Compiled;
            const auto t0 = std::chrono::steady_clock::now();
            for (int k = 0; k < 100; ++k)
                Emulator emu(program, cfg);
            made[e] =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() / 100;
        }
        std::printf("%s: launch made in %.1f us (interpreter), %.1f us (compiled)\n", name,
                    made[0] * 1e6, made[1] * 1e6);
    }
    engine = EngineChoice::Auto;
}

} // namespace

// Usage: bench_emu [alu N | gemm N | reduction BLOCKS] (one kernel, e.g. for a profiler; the
// environment variable WAVE_ENGINE picks the tier), bench_emu engines [PAIRS] (the compiling
// tier against the interpreter).
int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "engines") {
        compareEngines(argc >= 3 ? std::stoi(argv[2]) : 5);
        return 0;
    }
    if (argc == 3) {
        const auto n = static_cast<std::uint32_t>(std::stoul(argv[2]));
        const std::string which = argv[1];
        if (which == "alu")
            benchAlu(n);
        else if (which == "gemm")
            benchGemm(n, 1, "tiled GEMM", nullptr);
        else
            benchReduction(n, 1, "reduction", nullptr);
        return 0;
    }
    std::printf("bench_emu: WAVE emulator throughput (figures only); engine: %s, tier: %s\n",
                wave::emu::detail::usingAvx2Engine() ? "AVX2+FMA" : "baseline x86-64",
                wave::emu::CompiledProgram::available() ? "compiled" : "interpreter");
    std::printf("machine peak: %s\n", MachinePeak::measure().describe().c_str());
    benchAlu(100000);
    benchStores(100000);
    benchGemm(256, 1, "tiled GEMM 256x256 (16x16 tiles)", nullptr);
    benchGemm(512, 1, "tiled GEMM 512x512, 1 thread", nullptr);
    benchReduction(2048, 1, "reduction 2048 x 256 (barriers)", nullptr);
    const std::uint32_t cores = std::max(2u, wave::emu::machineThreads());
    char name[48];
    std::snprintf(name, sizeof name, "tiled GEMM 512x512, %u threads", cores);
    benchGemm(512, cores, name, nullptr);
    pairedSpeedup("GEMM 512 (1024 workgroups)", cores, 5, [](std::uint32_t t, double* s) {
        benchGemm(512, t, t == 1 ? "  GEMM 512, 1 thread" : "  GEMM 512, threads", s);
    });
    pairedSpeedup("reduction 4096 x 256", cores, 5, [](std::uint32_t t, double* s) {
        benchReduction(4096, t, t == 1 ? "  reduction, 1 thread" : "  reduction, threads", s);
    });
    wave::emu::detail::forceBaselineEngine(true);
    std::printf("baseline x86-64 build (no AVX2):\n");
    benchAlu(100000);
    benchGemm(256, 1, "tiled GEMM 256x256 (16x16 tiles)", nullptr);
    return 0;
}
