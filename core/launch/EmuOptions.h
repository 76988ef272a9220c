#pragma once
// wave-emu's command line (docs/reference/command-line.md §3 plus docs/reference/differences.md §5:
// --kernel, --threads, a working --dump-regs): the flags, their defaults, and the numeric values,
// which the argument parser checks (a bad number is a usage error, exit 2). Structured values
// (X,Y,Z, fills, dumps) stay text here: the reference parses them later, at fixed points of a run
// (docs/reference/execution-model.md §1), and reports them with exit 1 (see OptionSpec).

#include "launch/CommandLine.h"

#include "emu/LaunchConfig.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::launch {

struct EmuOptions {
    std::string binary;
    std::optional<std::string> grid;      // X,Y,Z, default 1,1,1
    std::optional<std::string> workgroup; // X,Y,Z, default 32,1,1
    std::uint32_t registers = emu::LaunchDefaults::registers;
    std::uint64_t localMemory = emu::LaunchDefaults::localMemory;
    std::uint64_t deviceMemory = emu::LaunchDefaults::deviceMemory;
    std::uint32_t waveWidth = emu::LaunchDefaults::waveWidth;
    std::uint64_t maxInstructions = emu::LaunchDefaults::maxInstructions;
    std::uint32_t threads = emu::LaunchDefaults::threads;
    std::optional<std::string> kernel; // NAME or INDEX

    std::vector<std::string> args;     // OFFSET:FILE
    std::vector<std::string> setRegs;  // REG:VALUE
    std::vector<std::string> fillIota; // OFFSET:TYPE:COUNT[:SCALE]
    std::vector<std::string> fillZero; // OFFSET:TYPE:COUNT

    bool dumpRegs = false;
    bool stats = false;
    bool trace = false;
    std::optional<std::string> dumpMemory; // START:END
    std::optional<std::string> dumpU32;    // OFFSET:COUNT, also the three below
    std::optional<std::string> dumpF32;
    std::optional<std::string> dumpF16;
    std::optional<std::string> dumpBf16;

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
    std::optional<std::string> schedule;
    bool portability = false;
    std::uint32_t schedules = 0;
    std::optional<std::string> profileDir;
    // The execution tier (emu::EngineChoice names: auto, interpreter, compiled).
    std::optional<std::string> engine;

    // The options as wave-emu arguments that parse() reads back as these options (the binary
    // left out; values that equal the defaults, absent options and unset flags too), in the
    // order of wave-emu's help: the IDE's "equivalent command line".
    std::vector<std::string> toArguments() const;

    // Whether the run needs the debugger engine even when nothing goes wrong.
    bool wantsAnalyses() const {
        return raceCheck || bankConflicts || coalescing || timeline.has_value();
    }

    // Where a --wave-width outside 1-LaunchLimits::maxWaveWidth is refused. The tool refuses it as
    // a usage error (exit 2, docs/reference/differences.md §5: 0 crashes the reference); the IDE's
    // launch settings take any number and show the launch validation's message beside the field.
    enum class WaveWidthRange { UsageError, CheckedAtLaunch };

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
