// Debugger engine figures (printed, never asserted):
//   - session speed relative to the raw emulator, with nothing armed (target >= 1/2) and with
//     heat + race + timeline recording (target >= 1/4);
//   - checkpoint overhead on a full run (target < 30%);
//   - stepping back one instruction anywhere within the last 10 M wave-instructions
//     (target < 100 ms);
//   - with `travel`: over a long history (e.g. `bench_debug 1000 travel`, a billion steps),
//     the time of travelling to step 0, to the middle, and of reverse continue to the start
//     (bounded by one checkpoint interval of replay each).
// Usage: bench_debug [million wave-instructions, default 24] [only]
// `only` runs one configuration once, e.g. under a profiler: raw, bare, armed, recording, or
// analyses to record, e.g. heat+race, timeline, bank, statistics (with `+report`: without the
// step effects, as wave-emu's reports record them); `examples` (or
// `example:NAME`) only the recording ratios of the shipped examples; a third argument names
// the analyses the examples record instead of heat+race+timeline (e.g. `timeline`, `bare`).
// `memory`: what the memory-insight analyses cost, side by side on the same launches of the
// examples with device and local traffic: the raw emulator, the engine with an idle observer
// taking the memory events (the floor of every analysis), a session recording nothing, bank
// conflicts, coalescing, both, and races (local and device memory), recorded as wave-emu's
// reports record them (no step effects), in lane-instructions per
// second and as a fraction of raw (medians of three rounds); plus the occupancy
// computation, which is not recorded at run time (issue 16: coalescing and occupancy must cost
// no more than bank conflicts). `memory NAME|all COLUMN|all ROUNDS` runs one example (or all)
// and one column beside raw (for a profiler: observed, bare, bank, coalescing,
// coalescing+words, bank+coalescing or race; or all), medians of ROUNDS rounds (default 3).

#include "DebugBenchRuns.h"

#include "asm/Assembler.h"
#include "debug/session/DebugSession.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace wave;
using namespace bench;

namespace {

// 4 waves x 32 lanes; each iteration: ALU, a local store/load pair, a device store; one
// barrier every iteration keeps the waves together.
std::string kernel(std::uint64_t iterations) {
    return R"(.kernel bench
.local_memory 4096
    mov r0, sr_thread_id_x
    mov_imm r1, 2
    shl r2, r0, r1
    mov_imm r3, 1
    mov_imm r4, 0
    mov_imm r5, )" +
           std::to_string(iterations) + R"(
    mov_imm r6, 0x9E3779B9
    loop
        iadd r4, r4, r3
        imul r7, r4, r6
        xor r8, r7, r0
        local_store_u32 r2, r8
        local_load_u32 r9, r2
        iadd r10, r9, r4
        device_store_u32 r2, r10
        barrier
        icmp_ge p1, r4, r5
        break p1
    endloop
    halt
.end
)";
}

// Long-history travel: run the whole kernel in a session, then time the travels back.
void longHistoryTravel(const assembler::AssemblyResult& a) {
    debug::DebugSession* s = nullptr;
    const Run run = session(a, debug::SessionOptions{}, false, &s);
    const std::uint64_t total = s->currentStep();
    const debug::HistoryInfo info = s->historyInfo();
    std::printf("history of %llu steps recorded in %.1f s: %llu checkpoints, %.1f MiB, largest "
                "gap %llu steps\n",
                static_cast<unsigned long long>(total), run.seconds,
                static_cast<unsigned long long>(info.checkpoints), info.bytes / 1048576.0,
                static_cast<unsigned long long>(info.largestGap));
    const auto timed = [&](const char* what, auto&& command) {
        const std::uint64_t replayed = s->historyInfo().replayedSteps;
        const auto t0 = Clock::now();
        const debug::StopInfo stop = command();
        const auto t1 = Clock::now();
        std::printf("%-30s %9.1f ms, %8llu steps re-executed (at step %llu: %s)\n", what,
                    1e3 * seconds(t0, t1),
                    static_cast<unsigned long long>(s->historyInfo().replayedSteps - replayed),
                    static_cast<unsigned long long>(s->currentStep()), stop.message.c_str());
    };
    timed("travel to step 0:", [&] { return s->travelTo(0); });
    timed("travel to the last step:", [&] { return s->travelTo(total); });
    timed("travel to the middle:", [&] { return s->travelTo(total / 2); });
    timed("travel between checkpoints:",
          [&] { return s->travelTo(total / 3 + info.largestGap - 1); });
    timed("travel to step 1:", [&] { return s->travelTo(1); });
    timed("travel to the last step:", [&] { return s->travelTo(total); });
    timed("reverse continue to the start:", [&] { return s->reverseContinue(); });
    // Armed but never hit (the kernel never diverges): the whole history is re-executed with
    // the breakpoint checked, there is no way around it.
    debug::BreakpointSpec spec;
    spec.kind = debug::BreakpointKind::Divergence;
    std::string error;
    s->addBreakpoint(spec, error);
    s->travelTo(total);
    timed("... with a breakpoint armed:", [&] { return s->reverseContinue(); });
    delete s;
}

} // namespace

// The recording ratio on the shipped examples, each launched over many workgroups (inputs
// zero: the timing does not depend on them). The synthetic kernel above is a worst case: a
// local store and load in every 11 instructions and a barrier per iteration.
void exampleRatios(const std::string& only = {}, const std::string& analyses = "recording") {
    for (const char* name : {"tree_reduction", "transpose", "nested_divergence", "tiled_matmul",
                             "coalesced_copy", "strided_copy"}) {
        if (only.empty() ? std::string(name).find("copy") != std::string::npos : only != name)
            continue;
        const std::optional<assembler::AssemblyResult> a = example(name);
        if (!a)
            continue;
        const Launch launch = sized(*a, 20'000'000);
        const Run raw = best([&] { return rawEmulator(*a, launch); });
        const debug::SessionOptions options =
            analyses == "recording" ? recordingOptions() : optionsNamed(analyses);
        const Run rec = best([&] { return session(*a, options, false, nullptr, launch); });
        const char* label = analyses == "recording" ? "heat+race+timeline" : analyses.c_str();
        std::printf("example %-18s x%-5u raw %6.1f M/s, %s %5.1f M/s = %.2f of raw\n", name,
                    launch.workgroups, raw.rate(), label, rec.rate(), rec.rate() / raw.rate());
    }
}

int main(int argc, char** argv) {
    const double millions = argc > 1 ? std::atof(argv[1]) : 24.0;
    const std::string only = argc > 2 ? argv[2] : "";
    // 4 waves x 11 instructions per iteration.
    const auto iterations = static_cast<std::uint64_t>(millions * 1e6 / 44.0);
    const assembler::AssemblyResult a =
        assembler::Assembler::assemble(kernel(iterations), "b.wave");
    if (a.hasErrors()) {
        std::printf("assembly failed\n");
        return 1;
    }

    if (only.rfind("example", 0) == 0) { // "examples", or "example:NAME"
        exampleRatios(only.size() > 8 ? only.substr(8) : std::string(),
                      argc > 3 ? argv[3] : "recording");
        return 0;
    }
    if (only == "memory") { // memory [NAME|all [COLUMN|all [ROUNDS]]]
        memoryAnalyses(millions, argc > 3 ? argv[3] : "", argc > 4 ? argv[4] : "",
                       argc > 5 ? std::max(1, std::atoi(argv[5])) : kRepeats);
        return 0;
    }
    if (only == "travel") {
        longHistoryTravel(a);
        return 0;
    }
    if (!only.empty()) {
        const Run r = only == "raw"
                          ? rawEmulator(a)
                          : session(a, optionsNamed(only), only.find("armed") != std::string::npos);
        std::printf("%s: %.1f M wave-instr/s\n", only.c_str(), r.rate());
        return 0;
    }

    const Run raw = best([&] { return rawEmulator(a); });
    std::printf("raw emulator:                %8.1f M wave-instr/s (%llu instructions)\n",
                raw.rate(), static_cast<unsigned long long>(raw.steps));

    debug::SessionOptions plain;
    const Run bare = best([&] { return session(a, plain); });
    std::printf("session, nothing armed:      %8.1f M/s = %.2f of raw (target >= 0.50)\n",
                bare.rate(), bare.rate() / raw.rate());

    const Run armed = best([&] { return session(a, plain, true); });
    std::printf("session, breakpoint armed:   %8.1f M/s = %.2f of raw (observer attached)\n",
                armed.rate(), armed.rate() / raw.rate());

    const Run rec = best([&] { return session(a, recordingOptions()); });
    std::printf("session, heat+race+timeline: %8.1f M/s = %.2f of raw (target >= 0.25)\n",
                rec.rate(), rec.rate() / raw.rate());

    debug::SessionOptions noCheckpoints;
    noCheckpoints.checkpointInterval = std::uint64_t{1} << 62;
    // Alternate the two configurations so that machine load affects both alike.
    Run without, with;
    for (int i = 0; i < kRepeats; ++i) {
        const Run w = session(a, plain);
        const Run o = session(a, noCheckpoints);
        if (i == 0 || w.seconds < with.seconds)
            with = w;
        if (i == 0 || o.seconds < without.seconds)
            without = o;
    }
    std::printf(
        "checkpoint overhead:         %8.1f %% (%.3f s with, %.3f s without; target < 30%%)\n",
        100.0 * (with.seconds - without.seconds) / without.seconds, with.seconds, without.seconds);

    debug::DebugSession* s = nullptr;
    session(a, plain, false, &s);
    const std::uint64_t total = s->currentStep();
    const debug::HistoryInfo info = s->historyInfo();
    std::printf("history: %llu checkpoints, %.1f MiB of %.0f MiB, reaches back to step %llu, "
                "dense from step %llu\n",
                static_cast<unsigned long long>(info.checkpoints), info.bytes / 1048576.0,
                info.budget / 1048576.0, static_cast<unsigned long long>(info.earliestStep),
                static_cast<unsigned long long>(info.recentDenseFrom));
    std::mt19937_64 rng(42);
    const std::uint64_t window = std::min<std::uint64_t>(total, 10'000'000);
    double worstBack = 0, sumBack = 0, worstTravel = 0, sumTravel = 0;
    const int samples = 20;
    for (int i = 0; i < samples; ++i) {
        const std::uint64_t target = total - 1 - rng() % (window - 1);
        const auto t0 = Clock::now();
        s->travelTo(target);
        const auto t1 = Clock::now();
        s->stepBackInstruction();
        const auto t2 = Clock::now();
        worstTravel = std::max(worstTravel, seconds(t0, t1));
        sumTravel += seconds(t0, t1);
        worstBack = std::max(worstBack, seconds(t1, t2));
        sumBack += seconds(t1, t2);
    }
    std::printf("step back one instruction within the last %.0f M: mean %.1f ms, worst %.1f ms "
                "(target < 100 ms)\n",
                window / 1e6, 1e3 * sumBack / samples, 1e3 * worstBack);
    std::printf("travel to a step within the last %.0f M:          mean %.1f ms, worst %.1f ms\n",
                window / 1e6, 1e3 * sumTravel / samples, 1e3 * worstTravel);
    delete s;
    exampleRatios();
    return 0;
}
