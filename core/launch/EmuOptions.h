#pragma once
// A launch of a WAVE kernel, typed, as wave-emu's command line describes it
// (docs/reference/command-line.md §3 plus docs/reference/differences.md §5: --kernel, --threads,
// a working --dump-regs): the one launch value of WAVE Studio. wave-emu parses it from its
// arguments, the IDE's Launch dock builds it from its fields (LaunchSettings::toEmuOptions),
// the session file reads and writes its launch part (LaunchJson), and toArguments() prints it
// back (the IDE's "equivalent command line"). It keeps the name of wave-emu's options because
// that is what it is: every field is one of wave-emu's flags, with its defaults defined once
// (emu::LaunchDefaults) and its limits once (emu::LaunchLimits).
//
// Numbers are checked by the argument parser (a bad number is a usage error, exit 2). The
// structured values (X,Y,Z, fills, dumps) are typed part by part (LaunchValues) and keep their
// spelling: the reference reads them later, at fixed points of a run
// (docs/reference/execution-model.md §1), and reports a bad one there with exit 1, so a launch
// may hold one until then (OptionSpec::check says what is wrong, LaunchError).

#include "launch/CommandLine.h"
#include "launch/LaunchValues.h"

#include "emu/LaunchConfig.h"
#include "emu/Schedule.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wave::launch {

struct EmuOptions {
    std::string binary;
    std::optional<Spelled<emu::Dim3>> grid;      // default emu::LaunchDefaults::grid
    std::optional<Spelled<emu::Dim3>> workgroup; // default LaunchDefaults; .workgroup_size wins
    std::uint32_t registers = emu::LaunchDefaults::registers;
    std::uint64_t localMemory = emu::LaunchDefaults::localMemory;
    std::uint64_t deviceMemory = emu::LaunchDefaults::deviceMemory;
    std::uint32_t waveWidth = emu::LaunchDefaults::waveWidth;
    std::uint64_t maxInstructions = emu::LaunchDefaults::maxInstructions;
    std::uint32_t threads = emu::LaunchDefaults::threads;
    // --threads was given (wave-emu without it uses every core: LaunchConfig::everyCore); kept
    // so that `--threads 1` prints back.
    bool threadsGiven = false;
    std::optional<std::string> kernel; // NAME or INDEX

    std::vector<SetRegOption> setRegs; // --set-reg, in order
    // --fill-zero, --fill-iota and --arg in the launch's order (the IDE's rows); DeviceFiller
    // applies the zero fills, then the iota fills, then the files.
    std::vector<FillOption> fills;

    bool dumpRegs = false;
    bool stats = false;
    bool trace = false;
    std::optional<DumpMemoryOption> dumpMemory;
    std::optional<DumpOption> dumpU32;
    std::optional<DumpOption> dumpF32;
    std::optional<DumpOption> dumpF16;
    std::optional<DumpOption> dumpBf16;

    // The debugger engine's analyses, reported on stderr after the run (README "Analyses").
    bool raceCheck = false;
    bool bankConflicts = false;
    bool coalescing = false; // device loads and stores: sectors and lines against the minimum
    std::uint32_t banks = 32;
    std::uint32_t bankWidth = 4;         // bytes
    std::optional<std::string> timeline; // Chrome trace JSON output file
    std::optional<std::string> source;   // the .wave of BINARY, for file:line in reports

    // The portability lab (issue 16). --profile runs under a device profile (its wave width
    // replaces --wave-width), --schedule under a wave schedule (Schedule::parse names);
    // --portability runs every profile (and with --schedules N, every schedule and N random
    // seeds) and compares the results. --profile-dir replaces the user's profile directory.
    std::optional<std::string> profile;
    std::optional<Spelled<emu::Schedule>> schedule;
    bool portability = false;
    std::uint32_t schedules = 0;
    std::optional<std::string> profileDir;
    // The execution tier (emu::EngineChoice names: auto, interpreter, compiled).
    std::optional<std::string> engine;

    // The options as wave-emu arguments that parse() reads back as these options (the binary
    // left out; values that equal the defaults, absent options and unset flags too), in the
    // order of wave-emu's help: the IDE's "equivalent command line".
    std::vector<std::string> toArguments() const;

    // The fills of one kind with their index in `fills`, in order.
    std::vector<std::pair<int, const FillOption*>> fillsOf(FillOption::Kind kind) const;
    static Spelled<emu::Schedule> scheduleValue(std::string text);

    // Whether the run needs the debugger engine even when nothing goes wrong.
    bool wantsAnalyses() const {
        return raceCheck || bankConflicts || coalescing || timeline.has_value();
    }

    // Where a --wave-width outside 1-LaunchLimits::maxWaveWidth is refused. The tool refuses it as
    // a usage error (exit 2, docs/reference/differences.md §5: 0 crashes the reference); the IDE's
    // launch settings take any number and show the launch validation's message beside the field.
    enum class WaveWidthRange { UsageError, CheckedAtLaunch };

    bool operator==(const EmuOptions&) const = default;

    // Parses argv. Returns false when the process should exit with `exitCode` (0 after --help or
    // --version, 2 after a usage error, already printed).
    static bool parse(int argc, const char* const* argv, EmuOptions& out, int& exitCode,
                      WaveWidthRange waveWidthRange = WaveWidthRange::CheckedAtLaunch);
    // The same parse, printing nothing: on false, `error` says which option, which value and
    // why (--help and --version are an error of kind HelpOrVersion). For the IDE.
    static bool parse(int argc, const char* const* argv, EmuOptions& out, UsageError& error,
                      WaveWidthRange waveWidthRange = WaveWidthRange::CheckedAtLaunch);
};

} // namespace wave::launch
