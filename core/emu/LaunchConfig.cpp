#include "emu/LaunchConfig.h"

#include <algorithm>
#include <string>
#include <thread>

namespace wave::emu {

namespace {

Fault launchFault(std::string message, FaultKind kind = FaultKind::InvalidLaunch) {
    Fault f;
    f.kind = kind;
    f.message = std::move(message);
    return f;
}

std::string dims(const Dim3& d) {
    return std::to_string(d.x) + "," + std::to_string(d.y) + "," + std::to_string(d.z);
}

// Where a launch value came from, for messages that must name what to change.
std::string origin(bool fromMetadata, const char* directive, const char* option,
                   const std::string& value) {
    return std::string(fromMetadata ? directive : option) + " " + value;
}

} // namespace

std::uint32_t machineThreads() {
    return std::clamp<std::uint32_t>(std::thread::hardware_concurrency(), 1,
                                     LaunchLimits::maxThreads);
}

std::optional<Fault> resolveLaunch(const isa::Program& program, const LaunchConfig& config,
                                   EffectiveLaunch& out) {
    using L = LaunchLimits;
    out = EffectiveLaunch{};
    if (config.waveWidth == 0 || config.waveWidth > L::maxWaveWidth)
        return launchFault("--wave-width must be between 1 and " + std::to_string(L::maxWaveWidth) +
                           ", got " + std::to_string(config.waveWidth));
    if (!config.everyCore && (config.threads == 0 || config.threads > L::maxThreads))
        return launchFault("--threads must be between 1 and " + std::to_string(L::maxThreads) +
                           ", got " + std::to_string(config.threads));
    if (config.controlDepth > L::maxStackDepth || config.callDepth > L::maxStackDepth)
        return launchFault("control and call depths must be at most " +
                           std::to_string(L::maxStackDepth));
    if (config.deviceMemory > L::maxDeviceMemory)
        return launchFault("--device-memory " + std::to_string(config.deviceMemory) +
                           " exceeds the maximum of " + std::to_string(L::maxDeviceMemory) +
                           " bytes");
    if (program.code.size() > L::maxCodeSize)
        return launchFault("the code section (" + std::to_string(program.code.size()) +
                           " bytes) exceeds the emulator's limit of " +
                           std::to_string(L::maxCodeSize) + " bytes");

    out.kernelIndex = config.kernelIndex;
    out.grid = config.grid;
    out.workgroup = config.workgroup;
    out.registers = config.registers;
    out.localMemory = config.localMemory;
    bool localFromMetadata = false, workgroupFromMetadata = false, registersFromMetadata = false;
    if (program.kernels.empty()) {
        // docs/reference/execution-model.md §2: no kernel records, the whole code section runs with
        // the CLI values.
        if (config.kernelIndex != 0)
            return launchFault("kernel index " + std::to_string(config.kernelIndex) +
                               " is out of range: the program has no kernels");
    } else {
        if (config.kernelIndex >= program.kernels.size())
            return launchFault("kernel index " + std::to_string(config.kernelIndex) +
                               " is out of range: the program has " +
                               std::to_string(program.kernels.size()) + " kernel(s)");
        const isa::Kernel& k = program.kernels[config.kernelIndex];
        out.hasKernel = true;
        out.kernelName = k.name;
        out.codeOffset = k.codeOffset;
        if (k.workgroupSize[0] > 0) {
            out.workgroup = {k.workgroupSize[0], k.workgroupSize[1], k.workgroupSize[2]};
            workgroupFromMetadata = true;
        }
        if (k.registerCount > 0) {
            out.registers = k.registerCount;
            registersFromMetadata = true;
        }
        if (k.localMemorySize > 0) {
            out.localMemory = k.localMemorySize;
            localFromMetadata = true;
        }
        if (k.codeOffset > program.code.size())
            return launchFault("kernel " + k.name + " starts at code offset " +
                                   std::to_string(k.codeOffset) +
                                   ", beyond the end of the code section (" +
                                   std::to_string(program.code.size()) + " bytes)",
                               FaultKind::KernelOutsideCode);
    }
    out.codeLength = static_cast<std::uint32_t>(program.code.size() - out.codeOffset);
    if (out.localMemory > L::maxLocalMemory)
        return launchFault(
            std::string(localFromMetadata ? "the kernel's .local_memory" : "--local-memory") +
            " of " + std::to_string(out.localMemory) + " bytes exceeds the maximum of " +
            std::to_string(L::maxLocalMemory) + " bytes per workgroup");

    const std::optional<std::uint64_t> threads = out.workgroup.volume();
    if (!threads || *threads > L::maxWorkgroupThreads)
        return launchFault(origin(workgroupFromMetadata, "the kernel's .workgroup_size",
                                  "--workgroup", dims(out.workgroup)) +
                           " exceeds the maximum of " + std::to_string(L::maxWorkgroupThreads) +
                           " threads per workgroup");
    const std::optional<std::uint64_t> groups = out.grid.volume();
    if (!groups)
        return launchFault("--grid " + dims(out.grid) + " has more than 2^64 workgroups");

    out.deviceMemory = config.deviceMemory;
    out.waveWidth = config.waveWidth;
    out.maxInstructions = config.maxInstructions;
    out.controlDepth = config.controlDepth;
    out.callDepth = config.callDepth;
    out.threadsPerWorkgroup = *threads;
    out.wavesPerWorkgroup =
        static_cast<std::uint32_t>((*threads + config.waveWidth - 1) / config.waveWidth);
    out.workgroupCount = *groups;
    out.threads = config.everyCore ? machineThreads() : config.threads;
    out.schedule = config.schedule;

    const std::uint64_t slots = std::min<std::uint64_t>(out.registers, 256) + 2;
    const std::uint64_t stride = (out.waveWidth + 7u) & ~7u;
    const std::uint64_t registerBytes = out.wavesPerWorkgroup * slots * stride * 4;
    if (registerBytes > L::maxRegisterFileBytes)
        return launchFault(origin(workgroupFromMetadata, "the kernel's .workgroup_size",
                                  "--workgroup", dims(out.workgroup)) +
                           " with " +
                           origin(registersFromMetadata, "the kernel's .registers", "--registers",
                                  std::to_string(out.registers)) +
                           " at --wave-width " + std::to_string(out.waveWidth) + " needs " +
                           std::to_string(registerBytes) +
                           " bytes of registers per workgroup, more than the maximum of " +
                           std::to_string(L::maxRegisterFileBytes));
    // Every worker thread holds one workgroup's registers and local memory: cap the workers so
    // that --threads cannot multiply a large workgroup past the machine's memory.
    const std::uint64_t perWorker = std::max<std::uint64_t>(registerBytes + out.localMemory, 1);
    out.threads = static_cast<std::uint32_t>(
        std::clamp<std::uint64_t>(L::maxParallelStateBytes / perWorker, 1, out.threads));
    return std::nullopt;
}

std::optional<Fault> validate(const isa::Program& program, const LaunchConfig& config) {
    EffectiveLaunch ignored;
    return resolveLaunch(program, config, ignored);
}

} // namespace wave::emu
