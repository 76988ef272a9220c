#include "launch/CommandLine.h"

#include <cstdio>
#include <iostream>

namespace wave::launch {

namespace {
const std::vector<std::string> kNoValues;
CommandLine::StdoutSink gStdoutSink = nullptr;

std::string upper(std::string s) {
    for (char& c : s)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
        else if (c == '-')
            c = '_';
    return s;
}
} // namespace

void CommandLine::printOutput(const std::string& text) {
    if (quiet_) {
        if (!error_)
            error_ = UsageError{UsageError::Kind::HelpOrVersion, {}, {}, text};
    } else if (gStdoutSink) {
        gStdoutSink(text);
    } else {
        std::cout << text;
    }
}

void CommandLine::setStdoutSink(StdoutSink sink) {
    gStdoutSink = sink;
}

CommandLine::CommandLine(std::string tool, std::string about)
    : tool_(std::move(tool)), about_(std::move(about)) {}

std::string CommandLine::versionText() const {
    return tool_ + " " WAVE_STUDIO_VERSION " (compatible with " + tool_ +
           " " WAVE_REFERENCE_VERSION ")\n";
}

void CommandLine::addFlag(const std::string& longName, char shortName, const std::string& help) {
    specs_.push_back({longName, shortName, {}, help, false});
}

void CommandLine::addOption(const std::string& longName, char shortName,
                            const std::string& valueName, const std::string& help,
                            bool repeatable) {
    specs_.push_back(
        {longName, shortName, valueName.empty() ? upper(longName) : valueName, help, repeatable});
}

void CommandLine::setPositional(const std::string& name, const std::string& help) {
    positionalName_ = name;
    positionalHelp_ = help;
}

const CommandLine::Spec* CommandLine::findLong(const std::string& name) const {
    for (const Spec& s : specs_)
        if (s.longName == name)
            return &s;
    return nullptr;
}

const CommandLine::Spec* CommandLine::findShort(char c) const {
    for (const Spec& s : specs_)
        if (s.shortName != 0 && s.shortName == c)
            return &s;
    return nullptr;
}

std::string CommandLine::usageLine() const {
    return "Usage: " + tool_ + " [OPTIONS] <" + positionalName_ + ">";
}

void CommandLine::usageError(UsageError error) const {
    if (!quiet_)
        std::cerr << "error: " << error.message << "\n\n"
                  << usageLine() << "\n\nFor more information, try '--help'.\n";
    if (!error_)
        error_ = std::move(error);
}

void CommandLine::usageError(const std::string& message) const {
    usageError(UsageError{UsageError::Kind::InvalidValue, {}, {}, message});
}

std::string CommandLine::helpText() const {
    std::string out = about_ + "\n\n" + usageLine() + "\n\nArguments:\n";
    auto pad = [](std::string s, std::size_t width) {
        if (s.size() < width)
            s.append(width - s.size(), ' ');
        else
            s += "  ";
        return s;
    };
    out += "  " + pad("<" + positionalName_ + ">", 30) + positionalHelp_ + "\n\nOptions:\n";
    for (const Spec& s : specs_) {
        std::string left = s.shortName ? std::string("-") + s.shortName + ", " : "    ";
        left += "--" + s.longName;
        if (!s.valueName.empty())
            left += " <" + s.valueName + ">";
        out += "  " + pad(left, 30) + s.help + "\n";
    }
    out += "  " + pad("-h, --help", 30) + "Print help\n";
    out += "  " + pad("-V, --version", 30) + "Print version\n";
    return out;
}

bool CommandLine::take(const Spec& spec, std::optional<std::string> value, int& exitCode) {
    const std::string shown =
        "--" + spec.longName + (spec.valueName.empty() ? "" : " <" + spec.valueName + ">");
    using K = UsageError::Kind;
    if (++counts_[spec.longName] > 1 && !spec.repeatable) {
        usageError({K::RepeatedOption, spec.longName, value.value_or(std::string()),
                    "the argument '" + shown + "' cannot be used multiple times"});
        exitCode = 2;
        return false;
    }
    if (!spec.valueName.empty()) {
        if (!value) {
            usageError({K::MissingValue,
                        spec.longName,
                        {},
                        "a value is required for '" + shown + "' but none was supplied"});
            exitCode = 2;
            return false;
        }
        values_[spec.longName].push_back(*value);
    } else if (value) {
        usageError({K::UnexpectedValue, spec.longName, *value,
                    "unexpected value '" + *value + "' for '" + shown +
                        "' found; no more were "
                        "expected"});
        exitCode = 2;
        return false;
    }
    return true;
}

bool CommandLine::parse(int argc, const char* const* argv, int& exitCode) {
    bool optionsEnded = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto nextValue = [&](const Spec& spec) -> std::optional<std::string> {
            if (spec.valueName.empty() || i + 1 >= argc)
                return std::nullopt;
            const std::string next = argv[i + 1];
            if (next.size() > 1 && next[0] == '-' && !(next[1] >= '0' && next[1] <= '9'))
                return std::nullopt; // looks like another option
            ++i;
            return next;
        };
        if (!optionsEnded && arg == "--") {
            optionsEnded = true;
        } else if (!optionsEnded && (arg == "-h" || arg == "--help")) {
            printOutput(helpText());
            exitCode = 0;
            return false;
        } else if (!optionsEnded && (arg == "-V" || arg == "--version")) {
            printOutput(versionText());
            exitCode = 0;
            return false;
        } else if (!optionsEnded && arg.rfind("--", 0) == 0) {
            const auto eq = arg.find('=');
            const std::string name =
                arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
            const Spec* spec = findLong(name);
            if (!spec) {
                usageError({UsageError::Kind::UnknownArgument,
                            arg.substr(0, eq),
                            {},
                            "unexpected argument '" + arg.substr(0, eq) + "' found"});
                exitCode = 2;
                return false;
            }
            std::optional<std::string> v;
            if (eq != std::string::npos)
                v = arg.substr(eq + 1);
            else
                v = nextValue(*spec);
            if (!take(*spec, v, exitCode))
                return false;
        } else if (!optionsEnded && arg.size() > 1 && arg[0] == '-') {
            const Spec* spec = findShort(arg[1]);
            if (!spec) {
                usageError({UsageError::Kind::UnknownArgument,
                            arg,
                            {},
                            "unexpected argument '" + arg + "' found"});
                exitCode = 2;
                return false;
            }
            std::optional<std::string> v;
            if (arg.size() > 2)
                v = arg.substr(arg[2] == '=' ? 3 : 2);
            else
                v = nextValue(*spec);
            if (!take(*spec, v, exitCode))
                return false;
        } else {
            if (havePositional_) {
                usageError({UsageError::Kind::UnknownArgument,
                            arg,
                            {},
                            "unexpected argument '" + arg + "' found"});
                exitCode = 2;
                return false;
            }
            positional_ = arg;
            havePositional_ = true;
        }
    }
    if (!havePositional_) {
        usageError(
            {UsageError::Kind::MissingPositional,
             positionalName_,
             {},
             "the following required arguments were not provided:\n  <" + positionalName_ + ">"});
        exitCode = 2;
        return false;
    }
    return true;
}

bool CommandLine::flag(const std::string& longName) const {
    auto it = counts_.find(longName);
    return it != counts_.end() && it->second > 0;
}

std::optional<std::string> CommandLine::value(const std::string& longName) const {
    auto it = values_.find(longName);
    if (it == values_.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

const std::vector<std::string>& CommandLine::values(const std::string& longName) const {
    auto it = values_.find(longName);
    return it == values_.end() ? kNoValues : it->second;
}

bool CommandLine::unsignedValue(const std::string& longName, std::uint64_t max,
                                std::uint64_t fallback, std::uint64_t& out) const {
    const auto v = value(longName);
    if (!v) {
        out = fallback;
        return true;
    }
    const Spec* spec = findLong(longName);
    const std::string shown = "--" + longName + " <" + (spec ? spec->valueName : "") + ">";
    auto bad = [&](const std::string& why) {
        usageError({UsageError::Kind::InvalidValue, longName, *v,
                    "invalid value '" + *v + "' for '" + shown + "': " + why});
        return false;
    };
    if (v->empty())
        return bad("cannot parse integer from empty string");
    std::uint64_t result = 0;
    std::size_t start = (*v)[0] == '+' ? 1 : 0;
    if (start == v->size())
        return bad("invalid digit found in string");
    for (std::size_t i = start; i < v->size(); ++i) {
        const char c = (*v)[i];
        if (c < '0' || c > '9')
            return bad("invalid digit found in string");
        const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
        if (result > (max - digit) / 10)
            return bad("number too large to fit in target type");
        result = result * 10 + digit;
    }
    out = result;
    return true;
}

} // namespace wave::launch
