#include "launch/EmuOptions.h"

#include "launch/CommandLine.h"

#include <limits>
#include <string>
#include <type_traits>
#include <utility>

namespace wave::launch {

namespace {
constexpr auto kU32Max = std::numeric_limits<std::uint32_t>::max();
constexpr auto kU64Max = std::numeric_limits<std::uint64_t>::max();
using D = emu::LaunchDefaults;
constexpr std::uint32_t kMaxWaveWidth = emu::LaunchLimits::maxWaveWidth;

std::string number(std::uint64_t n) {
    return std::to_string(n);
}
std::string dims(const emu::Dim3& d) {
    return number(d.x) + "," + number(d.y) + "," + number(d.z);
}

void declare(CommandLine& cl) {
    cl.setPositional("BINARY", "WBIN file to run");
    cl.addOption("grid", 0, "X,Y,Z", "Grid size in workgroups [default: " + dims(D::grid) + "]");
    cl.addOption("workgroup", 0, "X,Y,Z",
                 "Workgroup size in threads [default: " + dims(D::workgroup) +
                     "; the kernel's .workgroup_size wins]");
    cl.addOption("registers", 0, "REGISTERS",
                 "Registers per thread [default: " + number(D::registers) +
                     "; the kernel's .registers wins]");
    cl.addOption("local-memory", 0, "BYTES",
                 "Local memory per workgroup [default: " + number(D::localMemory) +
                     "; the kernel's .local_memory wins]");
    cl.addOption("device-memory", 0, "BYTES",
                 "Device memory size [default: " + number(D::deviceMemory) + "]");
    cl.addOption("arg", 0, "OFFSET:FILE", "Copy FILE into device memory at OFFSET (repeatable)",
                 true);
    cl.addFlag("dump-regs", 0,
               "After the run, print the registers and predicates of every lane of every "
               "workgroup (one line per lane)");
    cl.addOption("dump-memory", 0, "START:END", "Hex dump of device memory [START, END)");
    cl.addFlag("stats", 0, "Print execution statistics");
    cl.addFlag("trace", 0, "Print every executed instruction to stderr");
    cl.addOption("wave-width", 0, "WAVE_WIDTH",
                 "Lanes per wave, 1 to " + number(kMaxWaveWidth) +
                     " [default: " + number(D::waveWidth) + "]");
    cl.addOption("max-instructions", 0, "MAX_INSTRUCTIONS",
                 "Scheduler steps per workgroup, 0 = unlimited [default: " +
                     number(D::maxInstructions) + "]");
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
                 "Worker threads for independent workgroups [default: the machine's cores, or 1 "
                 "for a kernel with device atomics]; ignored with --trace and --dump-regs");
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
    const EmuOptions defaults;
    cl.addOption("banks", 0, "N",
                 "Local-memory banks for --bank-conflicts [default: " + number(defaults.banks) +
                     "]");
    cl.addOption("bank-width", 0, "BYTES",
                 "Bank width for --bank-conflicts [default: " + number(defaults.bankWidth) + "]");
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
    cl.addOption("engine", 0, "ENGINE",
                 "Execution tier: interpreter (the reference path), compiled (straight-line "
                 "blocks run as native code, same results) or auto (compiled when the build and "
                 "the CPU allow it) [default: auto]");
}

bool parseWith(CommandLine& cl, int argc, const char* const* argv, EmuOptions& out, int& exitCode,
               EmuOptions::WaveWidthRange waveWidthRange);

} // namespace

bool EmuOptions::parse(int argc, const char* const* argv, EmuOptions& out, int& exitCode,
                       WaveWidthRange waveWidthRange) {
    CommandLine cl("wave-emu", "Emulator for the WAVE GPU ISA");
    return parseWith(cl, argc, argv, out, exitCode, waveWidthRange);
}

bool EmuOptions::parse(int argc, const char* const* argv, EmuOptions& out, UsageError& error,
                       WaveWidthRange waveWidthRange) {
    CommandLine cl("wave-emu", "Emulator for the WAVE GPU ISA");
    cl.setQuiet(true);
    int exitCode = 0;
    if (parseWith(cl, argc, argv, out, exitCode, waveWidthRange))
        return true;
    error = cl.error().value_or(UsageError{});
    return false;
}

namespace {

bool parseWith(CommandLine& cl, int argc, const char* const* argv, EmuOptions& out, int& exitCode,
               EmuOptions::WaveWidthRange waveWidthRange) {
    declare(cl);
    if (!cl.parse(argc, argv, exitCode))
        return false;

    const EmuOptions defaults;
    std::uint64_t registers = 0, waveWidth = 0, threads = 0, banks = 0, bankWidth = 0;
    std::uint64_t schedules = 0;
    if (!cl.unsignedValue("registers", kU32Max, D::registers, registers) ||
        !cl.unsignedValue("local-memory", kU64Max, D::localMemory, out.localMemory) ||
        !cl.unsignedValue("device-memory", kU64Max, D::deviceMemory, out.deviceMemory) ||
        !cl.unsignedValue("wave-width", kU32Max, D::waveWidth, waveWidth) ||
        !cl.unsignedValue("max-instructions", kU64Max, D::maxInstructions, out.maxInstructions) ||
        !cl.unsignedValue("threads", kU32Max, D::threads, threads) ||
        !cl.unsignedValue("banks", kU32Max, defaults.banks, banks) ||
        !cl.unsignedValue("bank-width", kU32Max, defaults.bankWidth, bankWidth) ||
        !cl.limitedValue("schedules", 1024, defaults.schedules, schedules)) {
        exitCode = 2;
        return false;
    }
    const std::pair<const char*, std::uint64_t> bankValues[] = {{"banks", banks},
                                                                {"bank-width", bankWidth}};
    for (const auto& [name, value] : bankValues) {
        if (value == 0) {
            cl.usageError(
                {UsageError::Kind::InvalidValue, name, "0",
                 std::string("invalid value '0' for '--") + name + "': must be at least 1"});
            exitCode = 2;
            return false;
        }
    }
    // 0 crashes the reference (docs/reference/execution-model.md §3); outside 1-64 is a usage error
    // of the tool (docs/reference/differences.md §4-5), found before the binary is read.
    if (waveWidthRange == EmuOptions::WaveWidthRange::UsageError &&
        (waveWidth == 0 || waveWidth > kMaxWaveWidth)) {
        const std::string value = *cl.value("wave-width");
        cl.usageError({UsageError::Kind::InvalidValue, "wave-width", value,
                       "invalid value '" + value +
                           "' for '--wave-width <WAVE_WIDTH>': must be between 1 and " +
                           number(kMaxWaveWidth)});
        exitCode = 2;
        return false;
    }
    out.banks = static_cast<std::uint32_t>(banks);
    out.bankWidth = static_cast<std::uint32_t>(bankWidth);
    out.registers = static_cast<std::uint32_t>(registers);
    out.waveWidth = static_cast<std::uint32_t>(waveWidth);
    out.threads = static_cast<std::uint32_t>(threads);
    out.threadsGiven = cl.value("threads").has_value();

    out.binary = cl.positional();
    if (const auto grid = cl.value("grid"))
        out.grid = LaunchValues::dims(*grid);
    if (const auto workgroup = cl.value("workgroup"))
        out.workgroup = LaunchValues::dims(*workgroup);
    out.kernel = cl.value("kernel");
    for (const std::string& text : cl.values("set-reg"))
        out.setRegs.push_back(LaunchValues::setReg(text));
    // In wave-emu's order of application (docs/reference/execution-model.md §1 step 5).
    for (const FillOption::Kind kind :
         {FillOption::Kind::Zero, FillOption::Kind::Iota, FillOption::Kind::File})
        for (const std::string& text : cl.values(std::string(LaunchValues::flag(kind))))
            out.fills.push_back(LaunchValues::fill(kind, text));
    out.dumpRegs = cl.flag("dump-regs");
    out.stats = cl.flag("stats");
    out.trace = cl.flag("trace");
    if (const auto range = cl.value("dump-memory"))
        out.dumpMemory = LaunchValues::dumpMemory(*range);
    const std::pair<const char*, std::optional<DumpOption>*> dumps[] = {
        {"dump-u32", &out.dumpU32},
        {"dump-f32", &out.dumpF32},
        {"dump-f16", &out.dumpF16},
        {"dump-bf16", &out.dumpBf16}};
    for (const auto& [flag, dump] : dumps)
        if (const auto text = cl.value(flag))
            *dump = LaunchValues::dump(*text);
    out.raceCheck = cl.flag("race-check");
    out.bankConflicts = cl.flag("bank-conflicts");
    out.coalescing = cl.flag("coalescing");
    out.timeline = cl.value("timeline");
    out.source = cl.value("source");
    out.profile = cl.value("profile");
    if (const auto schedule = cl.value("schedule"))
        out.schedule = EmuOptions::scheduleValue(*schedule);
    out.portability = cl.flag("portability");
    out.schedules = static_cast<std::uint32_t>(schedules);
    out.profileDir = cl.value("profile-dir");
    out.engine = cl.value("engine");
    return true;
}

} // namespace

std::vector<std::string> EmuOptions::toArguments() const {
    std::vector<std::string> out;
    // `--flag value`, or `--flag=value` when the value would look like an option to the parser.
    const auto add = [&out](const std::string& flag, const std::string& value) {
        if (!value.empty() && value[0] == '-') {
            out.push_back("--" + flag + "=" + value);
        } else {
            out.push_back("--" + flag);
            out.push_back(value);
        }
    };
    // The texts of the structured values as written.
    const auto print = [](const auto& value) -> std::string {
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>)
            return value;
        else if constexpr (requires { value.text; })
            return value.text;
        else
            return LaunchValues::print(value);
    };
    const auto addOptional = [&add, &print](const char* flag, const auto& value) {
        if (value)
            add(flag, print(*value));
    };
    const auto addNumber = [&add](const char* flag, std::uint64_t value, std::uint64_t fallback) {
        if (value != fallback)
            add(flag, number(value));
    };
    const auto addFlag = [&out](const char* flag, bool set) {
        if (set)
            out.push_back(std::string("--") + flag);
    };
    const EmuOptions defaults;
    addOptional("kernel", kernel);
    addOptional("grid", grid);
    addOptional("workgroup", workgroup);
    addNumber("registers", registers, defaults.registers);
    addNumber("local-memory", localMemory, defaults.localMemory);
    addNumber("device-memory", deviceMemory, defaults.deviceMemory);
    addNumber("wave-width", waveWidth, defaults.waveWidth);
    addNumber("max-instructions", maxInstructions, defaults.maxInstructions);
    if (threadsGiven)
        add("threads", number(threads));
    else
        addNumber("threads", threads, defaults.threads);
    addOptional("profile", profile);
    addOptional("schedule", schedule);
    for (const SetRegOption& r : setRegs)
        add("set-reg", LaunchValues::print(r));
    // wave-emu's own order (docs/reference/execution-model.md §1 step 5), so the command line
    // reads as it runs.
    for (const FillOption::Kind kind :
         {FillOption::Kind::Zero, FillOption::Kind::Iota, FillOption::Kind::File})
        for (const auto& [index, fill] : fillsOf(kind))
            add(std::string(LaunchValues::flag(kind)), LaunchValues::print(*fill));
    addFlag("dump-regs", dumpRegs);
    addOptional("dump-memory", dumpMemory);
    addOptional("dump-u32", dumpU32);
    addOptional("dump-f32", dumpF32);
    addOptional("dump-f16", dumpF16);
    addOptional("dump-bf16", dumpBf16);
    addFlag("stats", stats);
    addFlag("trace", trace);
    addFlag("race-check", raceCheck);
    addFlag("bank-conflicts", bankConflicts);
    addFlag("coalescing", coalescing);
    addNumber("banks", banks, defaults.banks);
    addNumber("bank-width", bankWidth, defaults.bankWidth);
    addOptional("timeline", timeline);
    addOptional("source", source);
    addFlag("portability", portability);
    addNumber("schedules", schedules, defaults.schedules);
    addOptional("profile-dir", profileDir);
    addOptional("engine", engine);
    return out;
}

std::vector<std::pair<int, const FillOption*>> EmuOptions::fillsOf(FillOption::Kind kind) const {
    std::vector<std::pair<int, const FillOption*>> out;
    for (std::size_t i = 0; i < fills.size(); ++i)
        if (fills[i].kind == kind)
            out.emplace_back(static_cast<int>(i), &fills[i]);
    return out;
}

Spelled<emu::Schedule> EmuOptions::scheduleValue(std::string text) {
    Spelled<emu::Schedule> out;
    out.text = std::move(text);
    out.value = emu::Schedule::parse(out.text, &out.why);
    return out;
}

} // namespace wave::launch
