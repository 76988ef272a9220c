#include "DebugBenchRuns.h"

#include "emu/Emulator.h"

#include <algorithm>
#include <cstdio>

using namespace wave;

namespace bench {

double seconds(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

emu::LaunchConfig config(Launch launch) {
    emu::LaunchConfig c;
    c.grid = emu::Dim3{launch.workgroups, 1, 1};
    c.workgroup = emu::Dim3{128, 1, 1}; // the examples' .workgroup_size wins
    c.maxInstructions = 0;
    if (launch.deviceMemory != 0)
        c.deviceMemory = launch.deviceMemory;
    return c;
}

Run rawEmulator(const assembler::AssemblyResult& a, Launch launch) {
    emu::Emulator e(a.program, config(launch), &a.sourceMap);
    const auto t0 = Clock::now();
    const bool faulted = e.run().fault.has_value();
    const auto t1 = Clock::now();
    return {seconds(t0, t1), e.state().steps, faulted, e.state().stats.laneInstructions};
}

Run session(const assembler::AssemblyResult& a, const debug::SessionOptions& options,
            bool armedBreakpoint, debug::DebugSession** keep, Launch launch) {
    auto* s = new debug::DebugSession(options);
    s->load(a.program, a.sourceMap, config(launch));
    if (armedBreakpoint) {
        // Armed but never hit (the kernel never diverges): the observer runs, nothing stops.
        debug::BreakpointSpec spec;
        spec.kind = debug::BreakpointKind::Divergence;
        std::string error;
        s->addBreakpoint(spec, error);
    }
    const std::uint64_t start = s->currentStep();
    const auto t0 = Clock::now();
    const debug::StopInfo stop = s->continueRun();
    const auto t1 = Clock::now();
    if (stop.reason != debug::StopReason::Finished)
        std::printf("  (unexpected stop: %s)\n", stop.message.c_str());
    Run r{seconds(t0, t1), s->currentStep() - start};
    if (keep)
        *keep = s;
    else
        delete s;
    return r;
}

debug::SessionOptions recordingOptions() {
    debug::SessionOptions o;
    o.analyses.heat = o.analyses.races = o.analyses.timeline = true;
    return o;
}

debug::SessionOptions optionsNamed(const std::string& what) {
    const auto has = [&](const char* name) { return what.find(name) != std::string::npos; };
    debug::SessionOptions options;
    options.analyses.heat = has("heat") || has("recording");
    options.analyses.races = has("race") || has("recording");
    options.analyses.timeline = has("timeline") || has("recording");
    options.analyses.bankConflicts = has("bank");
    options.analyses.coalescing = has("coalescing");
    options.analyses.coalescingWords = has("words"); // per-word attribution (Device memory view)
    options.analyses.statistics = has("statistics");
    // "report": recorded as wave-emu's reports record them, without the step effects.
    options.analyses.stepEffects = !has("report");
    return options;
}

std::optional<assembler::AssemblyResult> example(const char* name) {
    const std::string path = std::string(WAVE_EXAMPLES_DIR) + "/" + name + ".wave";
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) {
        std::printf("example %s: cannot read %s\n", name, path.c_str());
        return std::nullopt;
    }
    std::string text;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;)
        text.append(buffer, n);
    std::fclose(f);
    assembler::AssemblyResult a = assembler::Assembler::assemble(text, path);
    if (a.hasErrors()) {
        std::printf("example %s: assembly failed\n", name);
        return std::nullopt;
    }
    return a;
}

Launch sized(const assembler::AssemblyResult& a, std::uint64_t steps, std::uint64_t deviceMemory) {
    Launch launch{1, deviceMemory};
    const Run one = rawEmulator(a, launch);
    launch.workgroups = static_cast<std::uint32_t>(
        std::clamp<std::uint64_t>(steps / std::max<std::uint64_t>(one.steps, 1), 1, 65535));
    while (launch.workgroups > 1 && rawEmulator(a, launch).faulted)
        launch.workgroups /= 2;
    return launch;
}

} // namespace bench
