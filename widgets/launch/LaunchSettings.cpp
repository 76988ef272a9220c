#include "launch/LaunchSettings.h"

#include "launch/LaunchIssue.h"

#include "launch/CommandLine.h"
#include "launch/EmuOptions.h"
#include "launch/OptionSpec.h"

#include <QCoreApplication>
#include <QDir>

#include <functional>

#include <string>
#include <vector>

namespace wave::widgets {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(LaunchSettings)
};

const LaunchSettings kDefaults;

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

QString dims(const std::array<quint32, 3>& d) {
    return QStringLiteral("%1,%2,%3").arg(d[0]).arg(d[1]).arg(d[2]);
}

// `--flag value`, or `--flag=value` when the value would look like an option to the parser.
void add(QStringList& out, const QString& flag, const QString& value) {
    if (value.startsWith(QLatin1Char('-'))) {
        out << QStringLiteral("--") + flag + QLatin1Char('=') + value;
    } else {
        out << QStringLiteral("--") + flag << value;
    }
}

void addNumber(QStringList& out, const char* flag, quint64 value, quint64 fallback) {
    if (value != fallback)
        add(out, QLatin1String(flag), QString::number(value));
}

void addOptional(QStringList& out, const char* flag, const std::optional<QString>& value) {
    if (value)
        add(out, QLatin1String(flag), *value);
}

// Runs wave-emu's own parser over `arguments` (no binary: a placeholder stands in for it).
// Usage errors and --help / --version come back as `error`.
bool parseOptions(const QStringList& arguments, launch::EmuOptions& options, QString& error) {
    std::vector<std::string> storage;
    storage.reserve(static_cast<std::size_t>(arguments.size()) + 2);
    storage.emplace_back("wave-emu");
    storage.emplace_back("wave-studio-launch.wbin");
    for (const QString& a : arguments)
        storage.push_back(a.toStdString());
    std::vector<const char*> argv;
    for (const std::string& s : storage)
        argv.push_back(s.c_str());
    launch::CommandLine::Capture capture;
    int exitCode = 0;
    if (launch::EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), options, exitCode))
        return true;
    if (!capture.usageError().empty())
        error = fromStd(capture.usageError());
    else
        error = Tr::tr("--help and --version are not launch settings");
    return false;
}

std::optional<std::array<quint32, 3>> readDims(const char* flag,
                                               const std::optional<std::string>& text,
                                               const std::array<quint32, 3>& fallback,
                                               QString& error) {
    if (!text)
        return fallback;
    std::array<std::uint32_t, 3> d{};
    std::string why;
    if (!launch::OptionSpec::parseDims(flag, *text, d, why)) {
        error = LaunchIssue::fromCli(why);
        return std::nullopt;
    }
    return std::array<quint32, 3>{d[0], d[1], d[2]};
}

std::optional<MemoryFill> readFill(MemoryFill::Kind kind, const std::string& text, QString& error) {
    MemoryFill fill;
    fill.kind = kind;
    const QString spec = fromStd(text);
    const bool iota = kind == MemoryFill::Kind::Iota;
    const QStringList parts = spec.split(QLatin1Char(':'));
    if (parts.size() == 3 || (iota && parts.size() == 4)) {
        fill.address = parts[0];
        fill.type = parts[1];
        fill.count = parts[2];
        if (parts.size() == 4)
            fill.scale = parts[3];
        return fill;
    }
    // The parser's own message for a spec without the right parts.
    launch::FillSpec ignored;
    std::string why;
    launch::OptionSpec::parseFill(iota, text, ignored, why);
    error = LaunchIssue::fromCli(why);
    return std::nullopt;
}

// Splits `text` at its first ':' (--set-reg, --arg); `cliError` gives the parser's message
// for a value without one.
bool splitFirst(const std::string& text, QString& head, QString& tail, QString& error,
                const std::function<void(std::string&)>& cliError) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) {
        std::string why;
        cliError(why);
        error = LaunchIssue::fromCli(why);
        return false;
    }
    head = fromStd(text.substr(0, colon));
    tail = fromStd(text.substr(colon + 1));
    return true;
}

std::optional<QString> optionalText(const std::optional<std::string>& s) {
    if (!s)
        return std::nullopt;
    return fromStd(*s);
}

} // namespace

QString MemoryFill::flag() const {
    switch (kind) {
    case Kind::Zero:
        return QStringLiteral("fill-zero");
    case Kind::Iota:
        return QStringLiteral("fill-iota");
    case Kind::File:
        break;
    }
    return QStringLiteral("arg");
}

QString MemoryFill::spec() const {
    const QChar colon = QLatin1Char(':');
    if (kind == Kind::File)
        return address + colon + path;
    QString s = address + colon + type + colon + count;
    if (kind == Kind::Iota && scale)
        s += colon + *scale;
    return s;
}

QString MemoryFill::kindName(Kind kind) {
    switch (kind) {
    case Kind::Zero:
        return QStringLiteral("zero");
    case Kind::Iota:
        return QStringLiteral("iota");
    case Kind::File:
        break;
    }
    return QStringLiteral("file");
}

std::optional<MemoryFill::Kind> MemoryFill::kindFromName(const QString& name) {
    for (Kind k : {Kind::Zero, Kind::Iota, Kind::File})
        if (kindName(k) == name)
            return k;
    return std::nullopt;
}

QStringList LaunchSettings::toArguments() const {
    QStringList out;
    if (!kernel.isEmpty())
        add(out, QStringLiteral("kernel"), kernel);
    if (grid != kDefaults.grid)
        add(out, QStringLiteral("grid"), dims(grid));
    if (workgroup != kDefaults.workgroup)
        add(out, QStringLiteral("workgroup"), dims(workgroup));
    addNumber(out, "registers", registers, kDefaults.registers);
    addNumber(out, "local-memory", localMemory, kDefaults.localMemory);
    addNumber(out, "device-memory", deviceMemory, kDefaults.deviceMemory);
    addNumber(out, "wave-width", waveWidth, kDefaults.waveWidth);
    addNumber(out, "max-instructions", maxInstructions, kDefaults.maxInstructions);
    addNumber(out, "threads", threads, kDefaults.threads);
    addOptional(out, "profile", profile);
    addOptional(out, "schedule", schedule);
    for (const RegisterInit& r : initialRegisters)
        add(out, QStringLiteral("set-reg"), r.spec());
    // wave-emu's own order (docs/reference/execution-model.md §1 step 5), so the command line reads
    // as it runs.
    for (MemoryFill::Kind kind :
         {MemoryFill::Kind::Zero, MemoryFill::Kind::Iota, MemoryFill::Kind::File})
        for (const MemoryFill& f : fills)
            if (f.kind == kind)
                add(out, f.flag(), f.spec());
    if (dumpRegs)
        out << QStringLiteral("--dump-regs");
    addOptional(out, "dump-memory", dumpMemory);
    addOptional(out, "dump-u32", dumpU32);
    addOptional(out, "dump-f32", dumpF32);
    addOptional(out, "dump-f16", dumpF16);
    addOptional(out, "dump-bf16", dumpBf16);
    if (stats)
        out << QStringLiteral("--stats");
    if (trace)
        out << QStringLiteral("--trace");
    return out;
}

std::optional<LaunchSettings> LaunchSettings::fromArguments(const QStringList& arguments,
                                                            QString& error) {
    launch::EmuOptions o;
    if (!parseOptions(arguments, o, error))
        return std::nullopt;
    LaunchSettings s;
    const auto grid = readDims("grid", o.grid, s.grid, error);
    if (!grid)
        return std::nullopt;
    const auto workgroup = readDims("workgroup", o.workgroup, s.workgroup, error);
    if (!workgroup)
        return std::nullopt;
    s.grid = *grid;
    s.workgroup = *workgroup;
    if (o.kernel) {
        if (o.kernel->empty()) {
            error = Tr::tr("--kernel needs a kernel name or index");
            return std::nullopt;
        }
        s.kernel = fromStd(*o.kernel);
    }
    s.registers = o.registers;
    s.localMemory = o.localMemory;
    s.deviceMemory = o.deviceMemory;
    s.waveWidth = o.waveWidth;
    s.maxInstructions = o.maxInstructions;
    s.threads = o.threads;
    s.profile = optionalText(o.profile);
    s.schedule = optionalText(o.schedule);
    for (const std::string& text : o.setRegs) {
        RegisterInit r;
        if (!splitFirst(text, r.reg, r.value, error, [&](std::string& why) {
                launch::SetRegSpec ignored;
                launch::OptionSpec::parseSetReg(text, ignored, why);
            }))
            return std::nullopt;
        s.initialRegisters << r;
    }
    const std::pair<MemoryFill::Kind, const std::vector<std::string>*> lists[] = {
        {MemoryFill::Kind::Zero, &o.fillZero}, {MemoryFill::Kind::Iota, &o.fillIota}};
    for (const auto& [kind, texts] : lists) {
        for (const std::string& text : *texts) {
            const auto fill = readFill(kind, text, error);
            if (!fill)
                return std::nullopt;
            s.fills << *fill;
        }
    }
    for (const std::string& text : o.args) {
        MemoryFill f;
        f.kind = MemoryFill::Kind::File;
        if (!splitFirst(text, f.address, f.path, error, [&](std::string& why) {
                launch::ArgSpec ignored;
                launch::OptionSpec::parseArg(text, ignored, why);
            }))
            return std::nullopt;
        s.fills << f;
    }
    s.dumpMemory = optionalText(o.dumpMemory);
    s.dumpU32 = optionalText(o.dumpU32);
    s.dumpF32 = optionalText(o.dumpF32);
    s.dumpF16 = optionalText(o.dumpF16);
    s.dumpBf16 = optionalText(o.dumpBf16);
    s.dumpRegs = o.dumpRegs;
    s.stats = o.stats;
    s.trace = o.trace;
    return s;
}

std::optional<launch::EmuOptions> LaunchSettings::toEmuOptions(const QString& baseDirectory,
                                                               QString& error) const {
    LaunchSettings resolved = *this;
    const QDir base(baseDirectory);
    for (MemoryFill& f : resolved.fills)
        if (f.kind == MemoryFill::Kind::File && !f.path.isEmpty() && QDir::isRelativePath(f.path))
            f.path = QDir::cleanPath(base.absoluteFilePath(f.path));
    launch::EmuOptions options;
    if (!parseOptions(resolved.toArguments(), options, error))
        return std::nullopt;
    options.binary.clear();
    return options;
}

} // namespace wave::widgets
