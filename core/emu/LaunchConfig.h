#pragma once
// Launch parameters of one kernel run (docs/reference/execution-model.md §3-§4,
// docs/reference/command-line.md §3, docs/reference/differences.md §4) and the effective launch
// after the kernel's metadata is applied.

#include "emu/EmuTypes.h"
#include "emu/EngineChoice.h"
#include "emu/Fault.h"
#include "emu/Schedule.h"
#include "isa/Program.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::emu {

// `--set-reg REG:VALUE`: before every workgroup, every lane of every wave gets r[reg] = value
// (in list order, later entries win); reg >= the register count is ignored.
struct RegisterInit {
    std::uint32_t reg = 0;
    std::uint32_t value = 0;
};

// The defaults of a launch (docs/reference/command-line.md §3), written once: the emulator's
// configuration, wave-emu's options and their help, and the IDE's launch settings start here.
struct LaunchDefaults {
    static constexpr Dim3 grid{1, 1, 1};
    static constexpr Dim3 workgroup{32, 1, 1};
    static constexpr std::uint32_t registers = 32;
    static constexpr std::uint32_t localMemory = 16384; // bytes per workgroup
    static constexpr std::uint64_t deviceMemory = 1048576;
    static constexpr std::uint32_t waveWidth = 32;
    static constexpr std::uint64_t maxInstructions = 10'000'000; // per workgroup
    static constexpr std::uint32_t threads = 1;
};

struct LaunchConfig {
    using D = LaunchDefaults;
    Dim3 grid = D::grid;
    Dim3 workgroup = D::workgroup;              // overridden by metadata when its x > 0
    std::uint32_t registers = D::registers;     // overridden by metadata when > 0
    std::uint32_t localMemory = D::localMemory; // overridden by metadata when > 0
    std::uint64_t deviceMemory = D::deviceMemory;
    std::uint32_t waveWidth = D::waveWidth;             // 1..LaunchLimits::maxWaveWidth
    std::uint64_t maxInstructions = D::maxInstructions; // 0 = unlimited
    std::uint32_t controlDepth = 32;                    // if/loop frames per wave
    std::uint32_t callDepth = 8;                        // return addresses per wave
    std::uint32_t kernelIndex = 0;
    std::vector<RegisterInit> setRegisters;
    std::uint32_t threads = D::threads; // worker threads for independent workgroups (Emulator.h)
    // wave-emu without --threads: `threads` is ignored and the launch gets one worker per core
    // (machineThreads()) when its workgroups are independent (WorkgroupIndependence.h), one
    // otherwise. Off for every other user of the engine: the IDE's runs stay on one thread.
    bool everyCore = false;
    Schedule schedule;                        // round robin unless asked otherwise (Schedule.h)
    EngineChoice engine = EngineChoice::Auto; // execution tier (EngineChoice.h)
};

// The machine's hardware threads, 1 to LaunchLimits::maxThreads (1 when unknown).
std::uint32_t machineThreads();

// Documented limits: launches beyond them are refused by validation, before anything is
// allocated.
struct LaunchLimits {
    static constexpr std::uint64_t maxDeviceMemory = 4ull << 30;      // addresses are 32-bit
    static constexpr std::uint64_t maxLocalMemory = 256ull << 20;     // per workgroup
    static constexpr std::uint64_t maxWorkgroupThreads = 1u << 20;    // threads per workgroup
    static constexpr std::uint64_t maxRegisterFileBytes = 1ull << 30; // per workgroup
    static constexpr std::uint64_t maxCodeSize = 4u << 20; // bytes (pre-decoded: ~30x larger)
    static constexpr std::uint32_t maxWaveWidth = 64;
    static constexpr std::uint32_t maxThreads = 256;
    static constexpr std::uint32_t maxStackDepth = 1u << 16; // controlDepth, callDepth
    // Registers and local memory of all worker threads together: a launch whose workgroups are
    // large gets fewer workers (at least one) instead of threads times its workgroup size.
    static constexpr std::uint64_t maxParallelStateBytes = 1ull << 30;
};

// The configuration a run actually uses (docs/reference/execution-model.md §3).
struct EffectiveLaunch {
    bool hasKernel = false; // false: the program has no kernel records, the whole code runs
    std::uint32_t kernelIndex = 0;
    std::string kernelName;       // "kernel_<i>" style names come from the reader
    std::uint32_t codeOffset = 0; // kernel start within the code section
    std::uint32_t codeLength = 0; // bytes from the kernel start to the end of the code section
    Dim3 grid;
    Dim3 workgroup;
    std::uint32_t registers = 32; // as configured (reads of r >= registers give 0)
    std::uint32_t localMemory = 0;
    std::uint64_t deviceMemory = 0;
    std::uint32_t waveWidth = 32;
    std::uint64_t maxInstructions = 0;
    std::uint32_t controlDepth = 32;
    std::uint32_t callDepth = 8;
    std::uint64_t threadsPerWorkgroup = 0;
    std::uint32_t wavesPerWorkgroup = 0;
    std::uint64_t workgroupCount = 0;
    std::uint32_t threads = 1;
    Schedule schedule;
};

// Applies kernel metadata to `config` and checks that the launch can run. On success fills
// `out` and returns nothing; otherwise returns a Fault of kind InvalidLaunch (e.g.
// "--wave-width must be between 1 and 64, got 0") or KernelOutsideCode.
std::optional<Fault> resolveLaunch(const isa::Program& program, const LaunchConfig& config,
                                   EffectiveLaunch& out);

// Same checks without keeping the result.
std::optional<Fault> validate(const isa::Program& program, const LaunchConfig& config);

} // namespace wave::emu
