#pragma once
// LaunchSettings + an assembled program -> the LaunchRequest of a debug session, through
// wave-emu's own pieces (EmuOptions, LaunchConfigBuilder, KernelSelector, the emulator's
// launch validation, DeviceFiller), in wave-emu's order, so that the session starts from the
// same configuration and device memory as `wave-emu <settings.toArguments()> file.wbin` and
// refuses what it refuses with the same text.
//
// Beyond wave-emu, a launch that has nothing to run (a grid or workgroup with a zero dimension)
// is refused: wave-emu runs it as an empty success, which is no use to step through.
//
// GUI thread or any other: pure functions (the --arg files are read).

#include "launch/LaunchIssue.h"
#include "launch/LaunchSettings.h"

#include "asm/Assembler.h"
#include "debug/session/SessionOptions.h"
#include "emu/DeviceProfile.h"
#include "emu/LaunchConfig.h"
#include "session/LaunchRequest.h"

#include <QCoreApplication>

namespace wave::widgets {

class LaunchBuilder {
    Q_DECLARE_TR_FUNCTIONS(LaunchBuilder)
public:
    // Every problem, each under its field, in wave-emu's order. Checks that need earlier ones to
    // pass (the launch validation needs the kernel, the fills need a launch that can run) are
    // skipped while those fail.
    static LaunchIssues check(const LaunchSettings& settings,
                              const assembler::AssemblyResult& assembly, const QString& sourcePath);

    // The request, or null with `issue` set to the first problem (the one wave-emu reports).
    // Relative --arg files are read relative to the source's folder (the working directory for
    // an unsaved source), now: the session restarts from these bytes even if the files change.
    static LaunchRequestPtr build(const LaunchSettings& settings,
                                  const assembler::AssemblyResult& assembly,
                                  const QString& sourcePath, LaunchIssue& issue,
                                  const debug::SessionOptions& options = {},
                                  const QString& sourceText = {});

    // The configuration the launch runs with (kernel metadata applied) and the core occupancy is
    // computed for (DeviceProfileCatalog::occupancyDevice), or false with `issue` set to the
    // first problem. The fills are not read.
    static bool resolve(const LaunchSettings& settings, const assembler::AssemblyResult& assembly,
                        const QString& sourcePath, emu::EffectiveLaunch& launch,
                        emu::DeviceProfile& device, LaunchIssue& issue);

    // The folder relative --arg paths are read from.
    static QString baseDirectory(const QString& sourcePath);
};

} // namespace wave::widgets
