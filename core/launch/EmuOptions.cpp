#include "launch/EmuOptions.h"

#include "launch/CommandLine.h"

#include <limits>
#include <utility>

namespace wave::launch {

namespace {
constexpr auto kU32Max = std::numeric_limits<std::uint32_t>::max();
constexpr auto kU64Max = std::numeric_limits<std::uint64_t>::max();

void declare(CommandLine& cl) {
    cl.setPositional("BINARY", "WBIN file to run");
    cl.addOption("grid", 0, "X,Y,Z", "Grid size in workgroups [default: 1,1,1]");
    cl.addOption("workgroup", 0, "X,Y,Z",
                 "Workgroup size in threads [default: 32,1,1; the kernel's .workgroup_size wins]");
    cl.addOption("registers", 0, "REGISTERS",
                 "Registers per thread [default: 32; the kernel's .registers wins]");
    cl.addOption("local-memory", 0, "BYTES",
                 "Local memory per workgroup [default: 16384; the kernel's .local_memory wins]");
    cl.addOption("device-memory", 0, "BYTES", "Device memory size [default: 1048576]");
    cl.addOption("arg", 0, "OFFSET:FILE", "Copy FILE into device memory at OFFSET (repeatable)",
                 true);
    cl.addFlag("dump-regs", 0,
               "After the run, print the registers and predicates of every lane of every "
               "workgroup (one line per lane)");
    cl.addOption("dump-memory", 0, "START:END", "Hex dump of device memory [START, END)");
    cl.addFlag("stats", 0, "Print execution statistics");
    cl.addFlag("trace", 0, "Print every executed instruction to stderr");
    cl.addOption("wave-width", 0, "WAVE_WIDTH", "Lanes per wave, 1 to 64 [default: 32]");
    cl.addOption("max-instructions", 0, "MAX_INSTRUCTIONS",
                 "Scheduler steps per workgroup, 0 = unlimited [default: 10000000]");
    cl.addOption("set-reg", 0, "REG:VALUE",
                 "Initial value of register REG in every thread (repeatable)", true);
    cl.addOption("fill-iota", 0, "OFFSET:TYPE:COUNT:SCALE",
                 "Write COUNT values i*SCALE (SCALE default 1.0) of TYPE u8, u16, u32, i32, f32, "
                 "f16 or bf16 at OFFSET (repeatable)",
                 true);
    cl.addOption("fill-zero", 0, "OFFSET:TYPE:COUNT",
                 "Write COUNT zero elements of TYPE at OFFSET (repeatable)", true);
    cl.addOption("dump-u32", 0, "OFFSET:COUNT", "Print COUNT u32 values at OFFSET");
    cl.addOption("dump-f32", 0, "OFFSET:COUNT", "Print COUNT f32 values at OFFSET");
    cl.addOption("dump-f16", 0, "OFFSET:COUNT", "Print COUNT f16 values at OFFSET");
    cl.addOption("dump-bf16", 0, "OFFSET:COUNT", "Print COUNT bf16 values at OFFSET");
    cl.addOption("kernel", 0, "NAME|INDEX", "Kernel to run, by name or index [default: 0]");
    cl.addOption("threads", 0, "N",
                 "Worker threads for independent workgroups [default: 1]; ignored with --trace "
                 "and --dump-regs");
    // The analyses (stdout stays the reference's; everything below goes to stderr, after it).
    cl.addFlag("race-check", 0,
               "Report data races in local and device memory (two waves of a workgroup touch "
               "one word with no barrier between, or two workgroups one device word; at least "
               "one writes, neither atomically), each pair of sites once, on stderr. Exit status 1 "
               "when a race is found and the run "
               "otherwise succeeded; a fault or deadlock keeps its own status");
    cl.addFlag("bank-conflicts", 0,
               "Report every local-memory instruction's bank-conflict degree (worst and "
               "average over its executions, 1 = conflict-free) by source line, on stderr");
    cl.addFlag("coalescing", 0,
               "Report every device load and store's coalescing by source line, on stderr: "
               "the 32-byte sectors and 128-byte lines its lanes touch per execution against "
               "the fewest that hold the same bytes, and its average and worst efficiency");
    cl.addOption("banks", 0, "N", "Local-memory banks for --bank-conflicts [default: 32]");
    cl.addOption("bank-width", 0, "BYTES", "Bank width for --bank-conflicts [default: 4]");
    cl.addOption("timeline", 0, "FILE",
                 "Write the run's timeline (per wave: instruction runs, barrier waits, "
                 "divergence, faults) to FILE as Chrome trace JSON (chrome://tracing, Perfetto)");
    cl.addOption("source", 0, "FILE",
                 "The .wave source of BINARY, for file:line in the reports [default: BINARY "
                 "with the extension .wave, if it assembles to the same code]. Deadlocks and "
                 "barrier divergences are always explained on stderr");
    cl.addOption("profile", 0, "NAME",
                 "Run under a device profile (intel-8, intel-16, nvidia-32, apple-32, amd-64 or "
                 "one of the user's): its wave width replaces --wave-width");
    cl.addOption("schedule", 0, "SCHEDULE",
                 "Wave schedule: round-robin (the reference's, default), random:SEED, reverse "
                 "or barrier-run");
    cl.addFlag("portability", 0,
               "Run the launch under every device profile and compare the dumps (all of device "
               "memory without a dump): print which runs agree and, where they differ, the "
               "first differing words and their last writers. Exit status 0 when all agree");
    cl.addOption("schedules", 0, "N",
                 "With --portability, also run the reverse, barrier-run and N random:SEED "
                 "schedules [default: 0, round robin only]");
    cl.addOption("profile-dir", 0, "DIR",
                 "Directory of user-defined profiles (*.json) [default: "
                 "~/.config/wave-studio/profiles]");
}
} // namespace

bool EmuOptions::parse(int argc, const char* const* argv, EmuOptions& out, int& exitCode,
                       WaveWidthRange waveWidthRange) {
    CommandLine cl("wave-emu", "Emulator for the WAVE GPU ISA");
    declare(cl);
    if (!cl.parse(argc, argv, exitCode))
        return false;

    std::uint64_t registers = 0, waveWidth = 0, threads = 0, banks = 0, bankWidth = 0;
    std::uint64_t schedules = 0;
    if (!cl.unsignedValue("registers", kU32Max, 32, registers) ||
        !cl.unsignedValue("local-memory", kU64Max, 16384, out.localMemory) ||
        !cl.unsignedValue("device-memory", kU64Max, 1048576, out.deviceMemory) ||
        !cl.unsignedValue("wave-width", kU32Max, 32, waveWidth) ||
        !cl.unsignedValue("max-instructions", kU64Max, 10'000'000, out.maxInstructions) ||
        !cl.unsignedValue("threads", kU32Max, 1, threads) ||
        !cl.unsignedValue("banks", kU32Max, 32, banks) ||
        !cl.unsignedValue("bank-width", kU32Max, 4, bankWidth) ||
        !cl.limitedValue("schedules", 1024, 0, schedules)) {
        exitCode = 2;
        return false;
    }
    const std::pair<const char*, std::uint64_t> bankValues[] = {{"banks", banks},
                                                                {"bank-width", bankWidth}};
    for (const auto& [name, value] : bankValues) {
        if (value == 0) {
            cl.usageError(std::string("invalid value '0' for '--") + name +
                          "': must be at least 1");
            exitCode = 2;
            return false;
        }
    }
    // 0 crashes the reference (docs/reference/execution-model.md §3); outside 1-64 is a usage error
    // of the tool (docs/reference/differences.md §4-5), found before the binary is read.
    if (waveWidthRange == WaveWidthRange::UsageError && (waveWidth == 0 || waveWidth > 64)) {
        cl.usageError("invalid value '" + *cl.value("wave-width") +
                      "' for '--wave-width <WAVE_WIDTH>': must be between 1 and 64");
        exitCode = 2;
        return false;
    }
    out.banks = static_cast<std::uint32_t>(banks);
    out.bankWidth = static_cast<std::uint32_t>(bankWidth);
    out.registers = static_cast<std::uint32_t>(registers);
    out.waveWidth = static_cast<std::uint32_t>(waveWidth);
    out.threads = static_cast<std::uint32_t>(threads);

    out.binary = cl.positional();
    out.grid = cl.value("grid");
    out.workgroup = cl.value("workgroup");
    out.kernel = cl.value("kernel");
    out.args = cl.values("arg");
    out.setRegs = cl.values("set-reg");
    out.fillIota = cl.values("fill-iota");
    out.fillZero = cl.values("fill-zero");
    out.dumpRegs = cl.flag("dump-regs");
    out.stats = cl.flag("stats");
    out.trace = cl.flag("trace");
    out.dumpMemory = cl.value("dump-memory");
    out.dumpU32 = cl.value("dump-u32");
    out.dumpF32 = cl.value("dump-f32");
    out.dumpF16 = cl.value("dump-f16");
    out.dumpBf16 = cl.value("dump-bf16");
    out.raceCheck = cl.flag("race-check");
    out.bankConflicts = cl.flag("bank-conflicts");
    out.coalescing = cl.flag("coalescing");
    out.timeline = cl.value("timeline");
    out.source = cl.value("source");
    out.profile = cl.value("profile");
    out.schedule = cl.value("schedule");
    out.portability = cl.flag("portability");
    out.schedules = static_cast<std::uint32_t>(schedules);
    out.profileDir = cl.value("profile-dir");
    return true;
}

} // namespace wave::launch
