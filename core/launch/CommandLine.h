#pragma once
// Argument parsing with the conventions of the reference tools (docs/reference/command-line.md
// intro): options before or after the positional argument, `--opt value` and `--opt=value`, short
// options, `-h/--help`, `-V/--version`, and usage errors on stderr with exit code 2. Shared by
// wave-asm, wave-dis and wave-emu so that all three behave alike.

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::launch {

// A usage error as data: which option (or argument) it is about, with which value, what went
// wrong (`kind`, a stable id) and the reference tools' text (printed after "error: ").
struct UsageError {
    enum class Kind : std::uint8_t {
        UnknownArgument,   // `option`: the argument as given
        RepeatedOption,    // an option that is not repeatable, given twice
        MissingValue,      // an option without its value
        UnexpectedValue,   // a value for a flag
        MissingPositional, // `option`: the positional's name
        InvalidValue,      // a value the option does not take (a bad number, out of range)
        HelpOrVersion,     // -h/--help or -V/--version: not an error for a tool, which exits 0
    };
    Kind kind = Kind::InvalidValue;
    std::string option; // long name without dashes ("wave-width")
    std::string value;
    std::string message;
};

class CommandLine {
public:
    CommandLine(std::string tool, std::string about);

    // Quiet: nothing is printed; the first usage error, and --help / --version as an error of
    // kind HelpOrVersion, are kept in error(). For callers without a console (the IDE reads
    // wave-emu's flags with the tool's own parser).
    void setQuiet(bool quiet) { quiet_ = quiet; }
    const std::optional<UsageError>& error() const { return error_; }

    // Where --help and --version text for stdout goes (unless quiet): a tool routes it
    // through its checked writer (the first failed write's errno is what it reports at exit).
    // Unset: std::cout.
    using StdoutSink = bool (*)(std::string_view text);
    static void setStdoutSink(StdoutSink sink);

    // A boolean flag; giving it twice is a usage error.
    void addFlag(const std::string& longName, char shortName, const std::string& help);
    // An option with a value. Unless repeatable, giving it twice is a usage error.
    void addOption(const std::string& longName, char shortName, const std::string& valueName,
                   const std::string& help, bool repeatable = false);
    // The one required positional argument.
    void setPositional(const std::string& name, const std::string& help);

    // Parses argv. Returns true to go on; false when the program should exit with
    // `exitCode` (0 after --help/--version, 2 after a usage error, which is already printed).
    bool parse(int argc, const char* const* argv, int& exitCode);

    bool flag(const std::string& longName) const;
    std::optional<std::string> value(const std::string& longName) const;
    const std::vector<std::string>& values(const std::string& longName) const;
    const std::string& positional() const { return positional_; }

    // Numeric option values, parsed as the reference's argument parser does (unsigned decimal).
    // A missing option gives `fallback`. A bad value prints a usage error naming the flag and
    // returns false (exit code 2).
    bool unsignedValue(const std::string& longName, std::uint64_t max, std::uint64_t fallback,
                       std::uint64_t& out) const;

    // Prints `error: <message>` plus the usage line to stderr (the caller exits with 2); keeps
    // the first error in error(), and only keeps it when quiet.
    void usageError(UsageError error) const;
    void usageError(const std::string& message) const; // kind InvalidValue, no option

    std::string helpText() const;
    // `-V`: "<tool> <WAVE Studio version> (compatible with <tool> <reference version>)\n"; the
    // IDE and the tools share the project's one version number.
    std::string versionText() const;

private:
    struct Spec {
        std::string longName;
        char shortName = 0;
        std::string valueName; // empty for flags
        std::string help;
        bool repeatable = false;
    };
    // --help / --version text to stdout, or into error() when quiet.
    void printOutput(const std::string& text);
    const Spec* findLong(const std::string& name) const;
    const Spec* findShort(char c) const;
    std::string usageLine() const;
    bool take(const Spec& spec, std::optional<std::string> value, int& exitCode);

    std::string tool_;
    std::string about_;
    std::vector<Spec> specs_;
    std::string positionalName_;
    std::string positionalHelp_;
    std::string positional_;
    bool havePositional_ = false;
    std::map<std::string, std::vector<std::string>> values_;
    std::map<std::string, int> counts_;
    bool quiet_ = false;
    mutable std::optional<UsageError> error_; // the first
};

} // namespace wave::launch
