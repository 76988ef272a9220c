#pragma once
// What bench_debug's figures share: the launches, timed runs of the raw emulator and of a debug
// session, the analyses named on the command line and the shipped examples.

#include "asm/Assembler.h"
#include "debug/session/DebugSession.h"
#include "emu/LaunchConfig.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace bench {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b);

// The launch every run of one kernel uses; `deviceMemory` 0 keeps the default.
struct Launch {
    std::uint32_t workgroups = 1;
    std::uint64_t deviceMemory = 0;
};

wave::emu::LaunchConfig config(Launch launch = {});

struct Run {
    double seconds = 0;
    std::uint64_t steps = 0;
    bool faulted = false;
    std::uint64_t laneInstructions = 0; // raw runs only
    double rate() const { return steps / seconds / 1e6; }
};

constexpr int kRepeats = 3; // the machine is shared: report the best of a few runs

// The best of kRepeats runs of f.
template <typename F>
Run best(F&& f) {
    Run b;
    for (int i = 0; i < kRepeats; ++i) {
        const Run r = f();
        if (i == 0 || r.seconds < b.seconds)
            b = r;
    }
    return b;
}

// The emulator alone, from the launch to its end (or fault).
Run rawEmulator(const wave::assembler::AssemblyResult& a, Launch launch = {});
// A debug session's run to the end; `keep` receives the session instead of deleting it.
Run session(const wave::assembler::AssemblyResult& a, const wave::debug::SessionOptions& options,
            bool armedBreakpoint = false, wave::debug::DebugSession** keep = nullptr,
            Launch launch = {});

// The recording the speed target is about: heat, races and timeline.
wave::debug::SessionOptions recordingOptions();
// The analyses named in `what`: heat, race, timeline, bank, coalescing, statistics, or
// "recording" for heat+race+timeline; anything else (e.g. "bare") records nothing.
wave::debug::SessionOptions optionsNamed(const std::string& what);
// A shipped example, assembled; nullopt (with a message) when it cannot be.
std::optional<wave::assembler::AssemblyResult> example(const char* name);
// About `steps` wave-instructions: the grid sized from one workgroup's count, halved while
// kernels that address memory by workgroup run out of device memory.
Launch sized(const wave::assembler::AssemblyResult& a, std::uint64_t steps,
             std::uint64_t deviceMemory = 0);

// `memory`: the memory analyses' costs side by side (MemoryAnalysesBench.cpp), on the four
// examples or on the one named by `only` ("all": every one), every column or the one named by
// `column` ("all": every one), medians of `rounds` rounds.
void memoryAnalyses(double millions, const std::string& only, const std::string& column,
                    int rounds);

} // namespace bench
