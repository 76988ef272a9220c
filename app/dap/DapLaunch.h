#pragma once
// The `launch` request's arguments -> a DebugService Launch, through wave-emu's own pieces
// (EmuOptions, LaunchConfigBuilder, KernelSelector, DeviceFiller), so that a debug session
// starts from the configuration and device memory of `wave-emu ARGS PROGRAM`:
//
//   program      a .wave source (assembled here) or a .wbin binary; relative to the working
//                directory of the adapter
//   args         wave-emu's launch arguments, an array of words or one string; absent: the
//                workspace's launch, else the `<name>.args` (as the IDE opens a source, and
//                the shipped examples)
//   workspace    a `.wavesession` file; absent: the `<program>.wavesession` beside the program
//                (the IDE's session file). Its enabled breakpoints are armed from the first
//                instruction (core/workspace's ProgramWorkspace says which and how)
//   stopOnEntry  stop at the kernel's first instruction
//   profile      a device profile (--profile), schedule: a wave schedule (--schedule)
//
// Relative --arg files are read relative to the program's folder, once, at launch: a restart
// starts from these bytes. Every refusal names what is wrong (the file and line of an assembly
// error, the option and value of a bad argument, a fill that does not fit).

#include "DapWriter.h"

#include "debug/service/DebugCommand.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <memory>
#include <string>
#include <vector>

namespace wave::dap {

struct LoadedProgram {
    std::string programPath; // absolute
    std::string sourcePath;  // the .wave; empty for a .wbin
    std::string sourceText;  // the .wave's text
    std::shared_ptr<const isa::Program> program;
    std::shared_ptr<const isa::SourceMap> sourceMap; // empty for a .wbin
    std::uint32_t kernelIndex = 0;
    std::vector<std::string> args; // the wave-emu arguments in effect
    bool stopOnEntry = false;
    std::vector<std::string> notes; // assembler warnings and launch notes, for output events
    std::vector<debug::BreakpointDefinition> savedBreakpoints; // the workspace's, to arm
    std::uint32_t firstFreeId = 1; // the adapter's own breakpoint ids start here

    const isa::Kernel& kernel() const { return program->kernels[kernelIndex]; }
    // The kernel-relative pcs of `line`'s instructions (empty: none).
    std::vector<std::uint32_t> pcsOfLine(std::uint32_t line) const;
    // The first line at or after `line` that has an instruction of the kernel (0: none), where
    // a line breakpoint lands (as the engine resolves it).
    std::uint32_t firstLineWithCode(std::uint32_t line) const;
    // The line of a label definition `name:` in the source (0: none).
    std::uint32_t labelLine(const std::string& name) const;
};

class DapLaunch {
public:
    // False with `error` in words when the launch cannot run.
    static bool prepare(const JsonValue& arguments, LoadedProgram& loaded, debug::Launch& launch,
                        std::string& error);
};

} // namespace wave::dap
