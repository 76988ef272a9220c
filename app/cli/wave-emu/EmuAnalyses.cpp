#include "EmuAnalyses.h"

#include "AnalysisReport.h"
#include "AnalysisRun.h"
#include "SinkStreamBuf.h"
#include "SourceLocator.h"
#include "io/AtomicFileWriter.h"
#include "launch/DeviceFiller.h"

#include "debug/analysis/ChromeTraceWriter.h"
#include "emu/WorkgroupSetup.h"

#include <algorithm>
#include <cstdio>
#include <ostream>

namespace wave::cli {

namespace {

// Without analysis flags or a deadlock only the verdicts are wanted: the run may end once it
// has seen this many divergent releases (or all that the fast run saw).
constexpr std::uint64_t kDivergencesExamined = 64;

std::string mebibytes(std::uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MiB", double(bytes) / double(1 << 20));
    return text;
}

std::string mnemonicAt(const debug::DebugSession& session, std::uint32_t pc) {
    const emu::DecodedProgram& program = session.emulator()->program();
    const std::size_t slot = pc / 4;
    if (slot < program.instructions.size() && program.instructions[slot].info)
        return std::string(program.instructions[slot].info->mnemonic);
    return {};
}

std::vector<BankRow> bankRows(const debug::DebugSession& session) {
    std::vector<BankRow> rows;
    for (const debug::InstructionConflicts& c : session.analyses().state().bank.results())
        rows.push_back(BankRow{c, session.lineOf(c.pc), mnemonicAt(session, c.pc)});
    return rows;
}

std::vector<CoalescingRow> coalescingRows(const debug::DebugSession& session) {
    std::vector<CoalescingRow> rows;
    for (const debug::InstructionCoalescing& c : session.analyses().state().coalescing.results())
        rows.push_back(CoalescingRow{c, session.lineOf(c.pc), mnemonicAt(session, c.pc)});
    return rows;
}

// Returns false with `error` set (the text after "Error: ").
bool writeTimeline(const debug::DebugSession& session, const std::string& path,
                   std::string& error) {
    const emu::Dim3 grid = session.emulator()->launch().grid;
    // Streamed into the file: the JSON of a long timeline is far larger than its records.
    const auto produce = [&](const io::AtomicFileWriter::Sink& sink) {
        SinkStreamBuf buffer(sink);
        std::ostream json(&buffer);
        // A failure inside the stream (std::bad_alloc) must not pass as a short file.
        json.exceptions(std::ios::badbit);
        debug::ChromeTraceWriter::write(session.analyses().timeline(), json, session.currentStep(),
                                        [grid](std::uint32_t workgroup) {
                                            const emu::Dim3 id =
                                                emu::WorkgroupSetup::idOf(grid, workgroup);
                                            return "workgroup (" + std::to_string(id.x) + "," +
                                                   std::to_string(id.y) + "," +
                                                   std::to_string(id.z) + ")";
                                        });
        json.flush();
    };
    std::string os;
    if (io::AtomicFileWriter::write(path, produce, os))
        return true;
    error = "IO error: failed to write timeline " + path + ": " + os;
    return false;
}

} // namespace

bool EmuAnalyses::needed(const launch::EmuOptions& options, const RunOutcome& outcome) {
    return outcome.ran && (options.wantsAnalyses() || outcome.deadlock || outcome.divergences > 0);
}

int EmuAnalyses::report(const launch::EmuOptions& options, const isa::Program& program,
                        const emu::LaunchConfig& config, const RunOutcome& outcome, int exitCode) {
    std::string out;
    std::string warning;
    const SourceLocator source =
        SourceLocator::resolve(options.source, options.binary, program, warning);
    if (!warning.empty())
        out += "warning: " + warning + "\n";

    debug::AnalysisOptions analyses;
    analyses.races = options.raceCheck;
    analyses.bankConflicts = options.bankConflicts;
    analyses.coalescing = options.coalescing;
    analyses.timeline = options.timeline.has_value();
    analyses.stepEffects = false; // the reports show no stop
    analyses.bank = debug::BankConfig{options.banks, options.bankWidth};
    std::optional<std::uint64_t> stopAfter;
    if (!options.wantsAnalyses() && !outcome.deadlock)
        stopAfter = std::min(outcome.divergences, kDivergencesExamined);
    const auto init = [&options](emu::DeviceMemory& memory) {
        std::string ignored; // the fast run applied the same fills successfully
        launch::DeviceFiller::apply(options, memory, ignored);
    };
    AnalysisRun run;
    if (!run.run(program, source.sourceMap(), config, init, analyses, stopAfter))
        return exitCode;
    const debug::DebugSession& session = run.session();

    for (const BarrierFinding& f : run.divergences())
        out += AnalysisReport::divergence(f, source);
    if (run.divergencesNotKept() > 0)
        out += "(" + std::to_string(run.divergencesNotKept()) +
               " more barrier divergences with other verdicts are not shown)\n";
    if (run.stoppedEarly() && outcome.divergences > run.divergencesSeen())
        out += "(" + std::to_string(outcome.divergences - run.divergencesSeen()) +
               " later barrier divergences were not examined)\n";
    if (run.deadlock())
        out += AnalysisReport::deadlock(*run.deadlock(), source);

    std::size_t races = 0;
    std::size_t deviceRaces = 0;
    if (options.raceCheck) {
        const debug::RaceDetector& detector = session.analyses().state().races;
        const emu::Dim3 grid = session.emulator()->launch().grid;
        out += AnalysisReport::races(detector.races(), grid, source, races);
        out += AnalysisReport::races(detector.deviceRaces(), grid, source, deviceRaces);
        // Both bounds are stated with the memory they hold the check to (like the assembler's
        // cap on errors): a kernel racing everywhere gets a report, not gigabytes of one.
        if (detector.droppedRaces() > 0)
            out += "(" + std::to_string(detector.droppedRaces()) +
                   " more races not recorded: the race log keeps " +
                   std::to_string(debug::RaceLog::kMaxRaces) +
                   " pairs of sites in local and in device memory, at most " +
                   mebibytes(2 * debug::RaceLog::maxBytes()) + ")\n";
        if (detector.uncheckedAccesses() > 0)
            out += "warning: race check: " + std::to_string(detector.uncheckedAccesses()) +
                   " accesses to words not tracked yet were not checked: the race check keeps "
                   "at most " +
                   mebibytes(detector.shadowLimit()) + " of state per word\n";
        if (races + deviceRaces == 0)
            out += std::string("race check: no data races in local or device memory") +
                   (session.lastStop().reason == debug::StopReason::Finished
                        ? ""
                        : " up to where the run stopped") +
                   "\n";
    }
    if (options.bankConflicts)
        out += AnalysisReport::bankConflicts(bankRows(session), analyses.bank, source);
    if (options.coalescing) {
        const debug::CoalescingAnalyzer& c = session.analyses().state().coalescing;
        out += AnalysisReport::coalescing(coalescingRows(session), c.config(), c.sectors(),
                                          c.minSectors(), source);
    }
    if (options.timeline) {
        const debug::Timeline& timeline = session.analyses().timeline();
        if (timeline.droppedRecords() > 0)
            out += "warning: --timeline: the first " + std::to_string(timeline.droppedRecords()) +
                   " records were dropped (the timeline keeps " +
                   std::to_string(timeline.maxRecords()) + ")\n";
        std::string error;
        if (!writeTimeline(session, *options.timeline, error)) {
            out += "Error: " + error + "\n";
            if (exitCode == 0)
                exitCode = 1;
        }
    }
    if (races + deviceRaces > 0) {
        const auto count = [](std::size_t n) {
            return std::to_string(n) + " data race" + (n == 1 ? "" : "s");
        };
        std::string where;
        if (races > 0)
            where = count(races) + " in local memory";
        if (deviceRaces > 0)
            where += (where.empty() ? count(deviceRaces) : " and " + std::to_string(deviceRaces)) +
                     " in device memory";
        out += "Error: race check: " + where + "\n";
        if (exitCode == 0)
            exitCode = 1;
    }
    std::fflush(stdout);
    std::fwrite(out.data(), 1, out.size(), stderr);
    std::fflush(stderr);
    return exitCode;
}

} // namespace wave::cli
