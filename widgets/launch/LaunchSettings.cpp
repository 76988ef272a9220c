#include "launch/LaunchSettings.h"

#include "launch/LaunchIssue.h"

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
    launch::UsageError why;
    if (launch::EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), options, why))
        return true;
    if (why.kind == launch::UsageError::Kind::HelpOrVersion)
        error = Tr::tr("--help and --version are not launch settings");
    else
        error = fromStd(why.message);
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
    for (const std::string& a : options(nullptr).toArguments())
        out << fromStd(a);
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

launch::EmuOptions LaunchSettings::toEmuOptions(const QString& baseDirectory) const {
    const QDir base(baseDirectory);
    return options(&base);
}

launch::EmuOptions LaunchSettings::options(const QDir* base) const {
    const auto text = [](const QString& s) { return s.toStdString(); };
    const auto optional = [](const std::optional<QString>& s) -> std::optional<std::string> {
        if (!s)
            return std::nullopt;
        return s->toStdString();
    };
    launch::EmuOptions o;
    if (!kernel.isEmpty())
        o.kernel = text(kernel);
    // As wave-emu's parser leaves them when toArguments() omits them.
    if (grid != kDefaults.grid)
        o.grid = text(dims(grid));
    if (workgroup != kDefaults.workgroup)
        o.workgroup = text(dims(workgroup));
    o.registers = registers;
    o.localMemory = localMemory;
    o.deviceMemory = deviceMemory;
    o.waveWidth = waveWidth;
    o.maxInstructions = maxInstructions;
    o.threads = threads;
    o.profile = optional(profile);
    o.schedule = optional(schedule);
    for (const RegisterInit& r : initialRegisters)
        o.setRegs.push_back(text(r.spec()));
    for (const MemoryFill& f : fills) {
        switch (f.kind) {
        case MemoryFill::Kind::Zero:
            o.fillZero.push_back(text(f.spec()));
            break;
        case MemoryFill::Kind::Iota:
            o.fillIota.push_back(text(f.spec()));
            break;
        case MemoryFill::Kind::File: {
            MemoryFill resolved = f;
            if (base && !f.path.isEmpty() && QDir::isRelativePath(f.path))
                resolved.path = QDir::cleanPath(base->absoluteFilePath(f.path));
            o.args.push_back(text(resolved.spec()));
            break;
        }
        }
    }
    o.dumpMemory = optional(dumpMemory);
    o.dumpU32 = optional(dumpU32);
    o.dumpF32 = optional(dumpF32);
    o.dumpF16 = optional(dumpF16);
    o.dumpBf16 = optional(dumpBf16);
    o.dumpRegs = dumpRegs;
    o.stats = stats;
    o.trace = trace;
    return o;
}

} // namespace wave::widgets
