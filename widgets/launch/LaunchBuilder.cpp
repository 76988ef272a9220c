#include "launch/LaunchBuilder.h"

#include "launch/DeviceFiller.h"
#include "launch/DeviceProfileCatalog.h"
#include "launch/EmuOptions.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"
#include "launch/OptionSpec.h"

#include "documents/FileIo.h"
#include "emu/DeviceImage.h"
#include "emu/DeviceMemory.h"
#include "emu/LaunchConfig.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace wave::widgets {

namespace {

using Field = LaunchIssue::Field;
// One run of the checks; `all` goes on after a problem where later checks stay meaningful.
class Checker {
public:
    Checker(const LaunchSettings& settings, const assembler::AssemblyResult& assembly,
            const QString& sourcePath, bool all)
        : settings_(settings), assembly_(assembly), sourcePath_(sourcePath), all_(all) {}

    LaunchIssues issues;
    emu::LaunchConfig config;

    // Whether the launch can run; with `image`, also captures the initial device memory.
    bool run(emu::DeviceImage* image) {
        if (!prepare())
            return false;
        const bool runnable = checkNotEmpty();
        if (!runnable && !all_)
            return false;
        return fill(image) && runnable;
    }

    // The launch's effective configuration and the core its occupancy is computed for; the
    // fills play no part in it and are not checked.
    bool resolve(emu::EffectiveLaunch& launch, emu::DeviceProfile& device) {
        if (!prepare() || !checkNotEmpty())
            return false;
        if (emu::resolveLaunch(assembly_.program, config, launch))
            return add(Field::Program, LaunchBuilder::tr("the launch cannot run"));
        // configure() found the profile in this catalog.
        device = launch::LaunchConfigBuilder::profiles(options_)
                     .occupancyDevice(options_.profile, launch.waveWidth)
                     .value_or(emu::DeviceProfile{});
        return true;
    }

private:
    // The settings up to a configuration the emulator accepts.
    bool prepare() {
        if (assembly_.hasErrors())
            return add(Field::Program, LaunchBuilder::tr("the source has errors: fix them to "
                                                         "launch"));
        options_ = settings_.toEmuOptions(LaunchBuilder::baseDirectory(sourcePath_));
        return configure() && selectKernel() && validate();
    }

    bool add(Field field, const QString& message, int row = -1) {
        issues.push_back(LaunchIssue{field, row, message});
        return false;
    }
    bool add(Field field, const std::string& cliMessage, int row = -1) {
        return add(field, LaunchIssue::fromCli(cliMessage), row);
    }

    // docs/reference/execution-model.md §1 step 2, through wave-emu's builder; each --set-reg row
    // is checked on its own first so that the problem is shown under its row (the builder stops at
    // the first).
    bool configure() {
        bool ok = true;
        for (std::size_t i = 0; i < options_.setRegs.size() && (ok || all_); ++i)
            if (const auto bad = launch::OptionSpec::check(options_.setRegs[i], int(i)))
                ok = add(Field::InitialRegister, bad->message, bad->index);
        if (!ok)
            return false;
        if (const auto bad = launch::LaunchConfigBuilder::build(options_, config))
            return add(Field::Program, bad->message);
        return true;
    }

    bool selectKernel() {
        const isa::Program& program = assembly_.program;
        if (const auto bad =
                launch::KernelSelector::select(program, options_.kernel, config.kernelIndex))
            return add(Field::Kernel, bad->message);
        if (const auto bad =
                launch::LaunchConfigBuilder::checkLocalMemory(options_, program, config))
            return add(Field::LocalMemory, bad->message);
        return true;
    }

    // The emulator's launch validation (what `Emulator` refuses before the fills), attributed
    // to fields by validating each field's value on its own, in the validation's order.
    bool validate() {
        const isa::Program& program = assembly_.program;
        emu::LaunchConfig base;
        base.kernelIndex = config.kernelIndex;
        if (const auto fault = emu::validate(program, base))
            return add(Field::Program, fault->message);
        struct Isolated {
            Field field;
            void (*apply)(emu::LaunchConfig& to, const emu::LaunchConfig& from);
        };
        static const Isolated kFields[] = {
            {Field::WaveWidth, [](auto& t, const auto& f) { t.waveWidth = f.waveWidth; }},
            {Field::Threads, [](auto& t, const auto& f) { t.threads = f.threads; }},
            {Field::DeviceMemory, [](auto& t, const auto& f) { t.deviceMemory = f.deviceMemory; }},
            {Field::LocalMemory, [](auto& t, const auto& f) { t.localMemory = f.localMemory; }},
            {Field::Workgroup, [](auto& t, const auto& f) { t.workgroup = f.workgroup; }},
            {Field::Grid, [](auto& t, const auto& f) { t.grid = f.grid; }},
        };
        bool ok = true;
        for (const Isolated& i : kFields) {
            emu::LaunchConfig one = base;
            i.apply(one, config);
            if (const auto fault = emu::validate(program, one)) {
                ok = add(i.field, fault->message);
                if (!all_)
                    return false;
            }
        }
        if (!ok)
            return false;
        // What is left depends on several fields at once: the register file of a workgroup.
        if (const auto fault = emu::validate(program, config))
            return add(Field::Registers, fault->message);
        return true;
    }

    bool checkNotEmpty() {
        emu::EffectiveLaunch launch;
        if (emu::resolveLaunch(assembly_.program, config, launch))
            return true; // validate() passed: cannot happen
        bool ok = true;
        const auto& g = launch.grid;
        if (launch.workgroupCount == 0)
            ok = add(Field::Grid, LaunchBuilder::tr("the grid %1,%2,%3 has no workgroup to run: "
                                                    "every dimension must be at least 1")
                                      .arg(g.x)
                                      .arg(g.y)
                                      .arg(g.z));
        const auto& w = launch.workgroup;
        if (launch.threadsPerWorkgroup == 0 && (ok || all_)) {
            const bool fromKernel =
                launch.hasKernel &&
                assembly_.program.kernels[launch.kernelIndex].workgroupSize[0] > 0;
            ok = add(fromKernel ? Field::Kernel : Field::Workgroup,
                     LaunchBuilder::tr("the workgroup %1,%2,%3 has no thread to run: every "
                                       "dimension must be at least 1")
                         .arg(w.x)
                         .arg(w.y)
                         .arg(w.z));
        }
        return ok;
    }

    // docs/reference/execution-model.md §1 step 5 with wave-emu's DeviceFiller, one fill at a time
    // (in its order: zero fills, iota fills, files) so that a problem is shown under its row.
    bool fill(emu::DeviceImage* image) {
        // Lazily zeroed, as the session's: the check costs what the fills cover.
        emu::DeviceMemory device;
        try {
            device = emu::DeviceMemory(config.deviceMemory);
        } catch (const std::bad_alloc&) {
            return add(Field::DeviceMemory,
                       LaunchBuilder::tr("cannot allocate %1 bytes of device memory")
                           .arg(config.deviceMemory));
        }

        // wave-emu's order: the zero fills, the iota fills, the files; a problem names its row.
        bool ok = true;
        for (const launch::FillOption::Kind kind :
             {launch::FillOption::Kind::Zero, launch::FillOption::Kind::Iota,
              launch::FillOption::Kind::File}) {
            for (const auto& [row, fill] : options_.fillsOf(kind)) {
                if (const QString why = specialFile(*fill); !why.isEmpty()) {
                    ok = add(Field::Fill, why, row);
                } else if (const auto bad = launch::DeviceFiller::apply(*fill, row, device)) {
                    ok = add(Field::Fill, bad->message, bad->index);
                }
                if (!ok && !all_)
                    return false;
            }
        }
        if (ok && image)
            *image = emu::DeviceImage::capture(device, nullptr); // the pages that are not zero
        return ok;
    }

    // wave-emu reads a fill from anything, up to its limit; the IDE checks its fills on the GUI
    // thread at every edit, where a named pipe would block until a writer comes and a device
    // would be read up to a gigabyte each time: only regular files are read.
    static QString specialFile(const launch::FillOption& fill) {
        if (fill.kind != launch::FillOption::Kind::File || fill.malformed || !fill.offset.ok())
            return QString();
        const QString path = QString::fromStdString(fill.path);
        const QString kind = FileIo::specialFileKind(path);
        if (kind.isEmpty())
            return QString();
        return LaunchBuilder::tr("cannot read %1: it is %2, not a regular file (WAVE Studio "
                                 "reads fills from regular files only)")
            .arg(QDir::toNativeSeparators(path), kind);
    }

    const LaunchSettings& settings_;
    const assembler::AssemblyResult& assembly_;
    const QString& sourcePath_;
    const bool all_;
    launch::EmuOptions options_;
};

} // namespace

QString LaunchBuilder::baseDirectory(const QString& sourcePath) {
    if (sourcePath.isEmpty())
        return QDir::currentPath();
    return QFileInfo(sourcePath).absolutePath();
}

LaunchIssues LaunchBuilder::check(const LaunchSettings& settings,
                                  const assembler::AssemblyResult& assembly,
                                  const QString& sourcePath) {
    Checker checker(settings, assembly, sourcePath, true);
    checker.run(nullptr);
    return checker.issues;
}

bool LaunchBuilder::resolve(const LaunchSettings& settings,
                            const assembler::AssemblyResult& assembly, const QString& sourcePath,
                            emu::EffectiveLaunch& launch, emu::DeviceProfile& device,
                            LaunchIssue& issue) {
    Checker checker(settings, assembly, sourcePath, false);
    if (checker.resolve(launch, device))
        return true;
    issue = checker.issues.isEmpty() ? LaunchIssue{Field::Program, -1, tr("the launch cannot run")}
                                     : checker.issues.front();
    return false;
}

LaunchRequestPtr LaunchBuilder::build(const LaunchSettings& settings,
                                      const assembler::AssemblyResult& assembly,
                                      const QString& sourcePath, LaunchIssue& issue,
                                      const debug::SessionOptions& options,
                                      const QString& sourceText) {
    Checker checker(settings, assembly, sourcePath, false);
    auto image = std::make_shared<emu::DeviceImage>();
    if (!checker.run(image.get())) {
        issue = checker.issues.isEmpty()
                    ? LaunchIssue{Field::Program, -1, tr("the launch cannot run")}
                    : checker.issues.front();
        return nullptr;
    }
    auto request = std::make_shared<LaunchRequest>();
    request->program = assembly.program;
    request->sourceMap = assembly.sourceMap;
    request->config = checker.config;
    if (image->storedPages() != 0)
        request->deviceInit = [image](emu::DeviceMemory& memory) { image->restoreInto(memory); };
    request->options = options;
    request->sourcePath = sourcePath;
    request->sourceText = sourceText;
    return request;
}

} // namespace wave::widgets
