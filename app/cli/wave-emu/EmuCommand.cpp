#include "EmuCommand.h"

#include "DumpPrinter.h"
#include "EmuAnalyses.h"
#include "PortabilityCommand.h"
#include "RegisterDump.h"
#include "ToolMain.h"
#include "io/FileReader.h"
#include "launch/DeviceFiller.h"
#include "launch/DeviceProfileCatalog.h"
#include "launch/EmuOptions.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"

#include "debug/analysis/Occupancy.h"
#include "emu/Emulator.h"
#include "emu/StatisticsFormat.h"
#include "wbin/KnownDefects.h"
#include "wbin/WbinReader.h"

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::cli {

namespace {

void writeTo(std::FILE* stream, std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stream);
}

// `Error: <message>` (docs/reference/execution-model.md §12), exit status 1.
int fail(const std::string& message) {
    std::fflush(stdout);
    writeTo(stderr, "Error: " + message + "\n");
    return 1;
}

// The reference's text, then WAVE Studio's detail (kernel, workgroup, wave, lanes, PC, line,
// address, space; every wave's state for a deadlock), indented. The reference's crash cases (a
// word1 beyond the end of the code, docs/reference/execution-model.md §11) are errors like the
// others (docs/reference/differences.md §5).
int reportFault(const emu::Fault& fault) {
    const int code = fail(fault.message);
    const std::string detail = fault.detail();
    std::string text;
    std::size_t start = 0;
    while (start < detail.size()) {
        std::size_t end = detail.find('\n', start);
        if (end == std::string::npos)
            end = detail.size();
        text += "  " + detail.substr(start, end - start) + "\n";
        start = end + 1;
    }
    writeTo(stderr, text);
    return code;
}

class StderrTraceSink : public emu::TraceSink {
public:
    void traceLine(std::string_view line) override {
        std::fwrite(line.data(), 1, line.size(), stderr);
        std::fputc('\n', stderr);
    }
};

// Loads the file and picks the kernel (steps 3-4 and --kernel). Returns an exit code, or -1 to
// go on with `program` filled.
int loadProgram(const launch::EmuOptions& options, emu::LaunchConfig& config, isa::Program& program,
                std::vector<std::string>& warnings) {
    std::string error;
    std::vector<std::uint8_t> file;
    if (io::FileReader::read(options.binary, file, error) != io::FileReader::Status::Ok)
        return fail("IO error: " + error);

    // The reference's crash cases (ReadError::Kind::Crash) are errors here, with a message
    // that names the field and offset (docs/reference/differences.md §5).
    wbin::ReadResult loaded = wbin::WbinReader::readLenient(file, std::nullopt);
    if (!loaded.ok())
        return fail(std::string(wbin::WbinReader::kLenientPrefix) + loaded.error->message);
    program = std::move(loaded.program);
    if (!launch::KernelSelector::select(program, options.kernel, config.kernelIndex, error))
        return fail(error);
    if (const auto outside = wbin::WbinReader::checkEntry(program, config.kernelIndex))
        return fail(std::string(wbin::WbinReader::kLenientPrefix) + outside->message);
    if (!launch::LaunchConfigBuilder::checkLocalMemory(options, program, config, error))
        return fail(error);
    for (std::string& w : wbin::KnownDefects::printable(wbin::KnownDefects::scan(program)))
        warnings.push_back(std::move(w));
    return -1;
}

// The --stats note on occupancy (stderr: stdout stays the reference's), for the --profile core
// or else the default core at the launch's own wave width (DeviceProfileCatalog::
// occupancyDevice, as the IDE's Launch dock).
std::string occupancyNote(const launch::EmuOptions& options, const emu::EffectiveLaunch& launch) {
    // LaunchConfigBuilder found the profile before the run: it is in the catalog.
    const std::optional<emu::DeviceProfile> found =
        launch::LaunchConfigBuilder::profiles(options).occupancyDevice(options.profile,
                                                                       launch.waveWidth);
    const emu::DeviceProfile device = found.value_or(emu::DeviceProfile{});
    const debug::OccupancyInput input = debug::OccupancyInput::of(launch);
    const debug::Occupancy o = debug::Occupancy::compute(input, device);
    return "occupancy (" + std::to_string(launch.registers) + " registers per thread, " +
           std::to_string(launch.localMemory) + " bytes of local memory and " +
           std::to_string(launch.threadsPerWorkgroup) + " threads per workgroup, on a core" +
           (options.profile ? " (" + *options.profile + ")" : std::string()) + " of " +
           std::to_string(device.registerFileSize) + " registers, " +
           std::to_string(device.localMemoryPerCore) + " bytes of local memory and " +
           std::to_string(device.maxWavesPerCore) + " wave slots): " + o.describe(input, device);
}

// Steps 5-9: fills, run, --dump-regs, dumps, statistics.
int execute(const launch::EmuOptions& options, const isa::Program& program,
            const emu::LaunchConfig& config, std::vector<std::string>& warnings,
            std::vector<std::string>& notes, RunOutcome& outcome) {
    emu::Emulator emulator(program, config);
    if (emulator.launchError())
        return reportFault(*emulator.launchError());
    std::string error;
    if (!launch::DeviceFiller::apply(options, emulator.deviceMemory(), error))
        return fail(error);

    StderrTraceSink traceSink;
    RegisterDump registers;
    if (options.trace) {
        // Traces are long: buffer stderr (errors written later still come after the trace).
        std::setvbuf(stderr, nullptr, _IOFBF, 1 << 16);
        emulator.setTraceSink(&traceSink);
    }
    if (options.dumpRegs) {
        registers.setWorkgroupSize(emulator.launch().workgroup);
        emulator.setObserver(&registers);
    }
    const emu::RunResult result = emulator.run();
    outcome.ran = true;
    outcome.deadlock = result.fault && result.fault->kind == emu::FaultKind::Deadlock;
    outcome.divergences = result.stats.barrierDivergences;
    if (result.fault)
        return reportFault(*result.fault);
    if (result.status != emu::RunStatus::Completed)
        return fail(std::string("the run stopped before the kernel finished (") +
                    emu::runStatusName(result.status) + ")");
    if (result.stats.barrierDivergences > 0)
        warnings.push_back("barrier divergence: waves waiting at different barrier "
                           "instructions were released together " +
                           std::to_string(result.stats.barrierDivergences) + " time(s)");

    if (!DumpPrinter::print(options, emulator.deviceMemory().bytes(), error))
        return fail(error);
    if (options.stats) {
        ToolMain::print(emu::StatisticsFormat::format(result.stats));
        notes.push_back(occupancyNote(options, emulator.launch()));
    }
    return 0; // ToolMain flushes stdout and reports a write error
}

} // namespace

int EmuCommand::run(int argc, const char* const* argv) {
    launch::EmuOptions options;
    int exitCode = 0;
    if (!launch::EmuOptions::parse(argc, argv, options, exitCode,
                                   launch::EmuOptions::WaveWidthRange::UsageError))
        return exitCode;

    emu::LaunchConfig config;
    std::string error;
    // step 2 of docs/reference/execution-model.md §1
    if (!launch::LaunchConfigBuilder::build(options, config, error))
        return fail(error);

    // Warnings go last, so that an error's `Error: ...` line is always the first on stderr
    // (after trace lines).
    std::vector<std::string> warnings;
    std::vector<std::string> notes;
    isa::Program program;
    RunOutcome outcome;
    exitCode = loadProgram(options, config, program, warnings);
    if (exitCode < 0 && options.portability) {
        exitCode = PortabilityCommand::run(options, program, config, warnings);
        for (const std::string& w : warnings)
            writeTo(stderr, "warning: " + w + "\n");
        return exitCode;
    }
    if (options.schedules > 0)
        warnings.push_back("--schedules is ignored without --portability");
    if (exitCode < 0) {
        // The plain run alone uses every core by default; the analyses' debug session and the
        // portability matrix keep their own threading.
        emu::LaunchConfig plain = config;
        plain.everyCore = !options.threadsGiven;
        exitCode = execute(options, program, plain, warnings, notes, outcome);
    }
    // A run under another order or profile than the reference's says so (stderr), so that
    // whoever reads its output can reproduce it.
    if (options.schedule || options.profile)
        writeTo(stderr, "note: schedule " + config.schedule.name() +
                            (options.profile ? ", profile " + *options.profile : std::string()) +
                            ", wave width " + std::to_string(config.waveWidth) + "\n");
    for (const std::string& w : warnings)
        writeTo(stderr, "warning: " + w + "\n");
    // Last: WAVE Studio's analyses and notes come after everything the reference prints (an
    // analysis's `Error:` line before the notes, so that it is the first line that is not).
    if (EmuAnalyses::needed(options, outcome))
        exitCode = EmuAnalyses::report(options, program, config, outcome, exitCode);
    // Notes describe results that reached stdout: when it could not be written, its error
    // (ToolMain) is the first line on stderr and the notes are left out.
    int stdoutError = 0;
    if (ToolMain::finishStdout(stdoutError))
        for (const std::string& n : notes)
            writeTo(stderr, "note: " + n + "\n");
    return exitCode;
}

} // namespace wave::cli
