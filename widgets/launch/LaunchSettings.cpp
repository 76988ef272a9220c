#include "launch/LaunchSettings.h"

#include "launch/LaunchIssue.h"

#include "launch/EmuOptions.h"
#include "launch/LaunchValues.h"
#include "launch/OptionSpec.h"

#include <QCoreApplication>
#include <QDir>

#include <string>
#include <vector>

namespace wave::widgets {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(LaunchSettings)
};

using launch::FillOption;
using launch::LaunchValues;

const LaunchSettings kDefaults;

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

std::string toStd(const QString& s) {
    return s.toStdString();
}

// The dock's kinds are the launch's, in the same order.
FillOption::Kind coreKind(MemoryFill::Kind kind) {
    return static_cast<FillOption::Kind>(kind);
}

std::optional<QString> optionalText(const std::optional<std::string>& s) {
    if (!s)
        return std::nullopt;
    return fromStd(*s);
}

template <typename T>
std::optional<QString> optionalPrint(const std::optional<T>& value) {
    if (!value)
        return std::nullopt;
    return fromStd(LaunchValues::print(*value));
}

std::optional<std::string> optionalStd(const std::optional<QString>& s) {
    if (!s)
        return std::nullopt;
    return toStd(*s);
}

// A grid or workgroup the dock can show (three numbers), or false with wave-emu's message.
bool readDims(const char* option, const std::optional<launch::Spelled<emu::Dim3>>& dims,
              std::array<quint32, 3>& out, QString& error) {
    if (!dims)
        return true;
    if (const auto bad = launch::OptionSpec::check(option, *dims)) {
        error = LaunchIssue::fromCli(bad->message);
        return false;
    }
    out = {dims->value->x, dims->value->y, dims->value->z};
    return true;
}

// Cells the dock cannot show: a value whose parts cannot be told apart.
template <typename Option>
bool shownInCells(const Option& value, const std::optional<launch::LaunchError>& problem,
                  QString& error) {
    if (!value.malformed)
        return true;
    error = LaunchIssue::fromCli(problem ? problem->message : std::string());
    return false;
}

} // namespace

QString MemoryFill::kindName(Kind kind) {
    return fromStd(std::string(LaunchValues::kindName(coreKind(kind))));
}

std::optional<MemoryFill::Kind> MemoryFill::kindFromName(const QString& name) {
    const auto kind = LaunchValues::kindFromName(toStd(name));
    if (!kind)
        return std::nullopt;
    return static_cast<Kind>(*kind);
}

QStringList LaunchSettings::toArguments() const {
    QStringList out;
    for (const std::string& a : options(nullptr).toArguments())
        out << fromStd(a);
    return out;
}

std::optional<LaunchSettings> LaunchSettings::fromArguments(const QStringList& arguments,
                                                            QString& error) {
    // wave-emu's own parser over the user's arguments (an example's .args); a placeholder
    // stands in for the binary.
    std::vector<std::string> storage{"wave-emu", "wave-studio-launch.wbin"};
    for (const QString& a : arguments)
        storage.push_back(toStd(a));
    std::vector<const char*> argv;
    for (const std::string& s : storage)
        argv.push_back(s.c_str());
    launch::EmuOptions options;
    launch::UsageError why;
    if (!launch::EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), options, why)) {
        error = why.kind == launch::UsageError::Kind::HelpOrVersion
                    ? Tr::tr("--help and --version are not launch settings")
                    : fromStd(why.message);
        return std::nullopt;
    }
    return fromEmuOptions(options, error);
}

std::optional<LaunchSettings> LaunchSettings::fromEmuOptions(const launch::EmuOptions& o,
                                                             QString& error) {
    LaunchSettings s;
    if (!readDims("grid", o.grid, s.grid, error) ||
        !readDims("workgroup", o.workgroup, s.workgroup, error))
        return std::nullopt;
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
    if (o.schedule)
        s.schedule = fromStd(o.schedule->text);
    for (const launch::SetRegOption& r : o.setRegs) {
        if (!shownInCells(r, launch::OptionSpec::check(r), error))
            return std::nullopt;
        s.initialRegisters << RegisterInit{fromStd(r.reg.text), fromStd(r.value.text)};
    }
    for (const FillOption& f : o.fills) {
        if (!shownInCells(f, launch::OptionSpec::check(f), error))
            return std::nullopt;
        MemoryFill fill;
        fill.kind = static_cast<MemoryFill::Kind>(f.kind);
        fill.address = fromStd(f.offset.text);
        fill.type = fromStd(f.type.text);
        fill.count = fromStd(f.count.text);
        if (f.scale)
            fill.scale = fromStd(f.scale->text);
        fill.path = fromStd(f.path);
        s.fills << fill;
    }
    s.dumpMemory = optionalPrint(o.dumpMemory);
    s.dumpU32 = optionalPrint(o.dumpU32);
    s.dumpF32 = optionalPrint(o.dumpF32);
    s.dumpF16 = optionalPrint(o.dumpF16);
    s.dumpBf16 = optionalPrint(o.dumpBf16);
    s.dumpRegs = o.dumpRegs;
    s.stats = o.stats;
    s.trace = o.trace;
    return s;
}

launch::EmuOptions LaunchSettings::toEmuOptions(const QString& baseDirectory) const {
    const QDir base(baseDirectory);
    return options(&base);
}

// Each cell's text becomes its typed part; no command line is built.
launch::EmuOptions LaunchSettings::options(const QDir* base) const {
    launch::EmuOptions o;
    if (!kernel.isEmpty())
        o.kernel = toStd(kernel);
    // As wave-emu's parser leaves them when toArguments() omits them.
    if (grid != kDefaults.grid)
        o.grid = LaunchValues::dims(emu::Dim3{grid[0], grid[1], grid[2]});
    if (workgroup != kDefaults.workgroup)
        o.workgroup = LaunchValues::dims(emu::Dim3{workgroup[0], workgroup[1], workgroup[2]});
    o.registers = registers;
    o.localMemory = localMemory;
    o.deviceMemory = deviceMemory;
    o.waveWidth = waveWidth;
    o.maxInstructions = maxInstructions;
    o.threads = threads;
    o.profile = optionalStd(profile);
    if (schedule)
        o.schedule = launch::EmuOptions::scheduleValue(toStd(*schedule));
    for (const RegisterInit& r : initialRegisters) {
        launch::SetRegOption value;
        value.reg = LaunchValues::reg(toStd(r.reg));
        value.value = LaunchValues::regValue(toStd(r.value));
        o.setRegs.push_back(std::move(value));
    }
    for (const MemoryFill& f : fills) {
        FillOption value;
        value.kind = coreKind(f.kind);
        value.offset = LaunchValues::offset(toStd(f.address));
        value.type = LaunchValues::type(toStd(f.type));
        value.count = LaunchValues::count(toStd(f.count));
        if (f.scale)
            value.scale = LaunchValues::scale(toStd(*f.scale));
        QString path = f.path;
        if (base && f.kind == MemoryFill::Kind::File && !path.isEmpty() &&
            QDir::isRelativePath(path))
            path = QDir::cleanPath(base->absoluteFilePath(path));
        value.path = toStd(path);
        o.fills.push_back(std::move(value));
    }
    // wave-emu's outputs, kept as the one text the dock holds for each.
    if (dumpMemory)
        o.dumpMemory = LaunchValues::dumpMemory(toStd(*dumpMemory));
    const std::pair<const std::optional<QString>*, std::optional<launch::DumpOption>*> dumps[] = {
        {&dumpU32, &o.dumpU32},
        {&dumpF32, &o.dumpF32},
        {&dumpF16, &o.dumpF16},
        {&dumpBf16, &o.dumpBf16}};
    for (const auto& [text, dump] : dumps)
        if (*text)
            *dump = LaunchValues::dump(toStd(**text));
    o.dumpRegs = dumpRegs;
    o.stats = stats;
    o.trace = trace;
    return o;
}

} // namespace wave::widgets
