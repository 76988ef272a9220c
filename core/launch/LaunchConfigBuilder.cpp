#include "launch/LaunchConfigBuilder.h"

#include "launch/OptionSpec.h"

#include <algorithm>
#include <array>
#include <limits>

namespace wave::launch {

bool LaunchConfigBuilder::build(const EmuOptions& options, emu::LaunchConfig& config,
                                std::string& error) {
    std::array<std::uint32_t, 3> d{};
    if (options.grid) {
        if (!OptionSpec::parseDims("grid", *options.grid, d, error))
            return false;
        config.grid = {d[0], d[1], d[2]};
    }
    if (options.workgroup) {
        if (!OptionSpec::parseDims("workgroup", *options.workgroup, d, error))
            return false;
        config.workgroup = {d[0], d[1], d[2]};
    }
    for (const std::string& text : options.setRegs) {
        SetRegSpec spec;
        if (!OptionSpec::parseSetReg(text, spec, error))
            return false;
        config.setRegisters.push_back({spec.reg, spec.value});
    }
    config.registers = options.registers;
    // Larger values cannot run anyway; checkLocalMemory() or the launch validation names the
    // limit.
    config.localMemory = static_cast<std::uint32_t>(
        std::min<std::uint64_t>(options.localMemory, std::numeric_limits<std::uint32_t>::max()));
    config.deviceMemory = options.deviceMemory;
    config.waveWidth = options.waveWidth;
    config.maxInstructions = options.maxInstructions;
    config.threads = options.threads;
    if (options.schedule) {
        std::string why;
        const std::optional<emu::Schedule> schedule = emu::Schedule::parse(*options.schedule, &why);
        if (!schedule) {
            error = "--schedule: " + why;
            return false;
        }
        config.schedule = *schedule;
    }
    if (options.engine) {
        const std::optional<emu::EngineChoice> engine = emu::parseEngineChoice(*options.engine);
        if (!engine) {
            error = "--engine: unknown engine '" + *options.engine +
                    "' (known: auto, interpreter, compiled)";
            return false;
        }
        config.engine = *engine;
    }
    if (options.profileDir && !DeviceProfileCatalog::checkDirectory(*options.profileDir, error)) {
        error = "--profile-dir: " + error;
        return false;
    }
    if (options.profile) {
        const DeviceProfileCatalog catalog = profiles(options);
        const emu::DeviceProfile* profile = catalog.find(*options.profile);
        if (profile == nullptr) {
            error = "--profile: unknown device profile '" + *options.profile +
                    "' (known: " + catalog.names() + ")";
            for (const ProfileError& e : catalog.errors())
                error += "\n  " + e.text();
            return false;
        }
        config.waveWidth = profile->waveWidth;
    }
    return true;
}

DeviceProfileCatalog LaunchConfigBuilder::profiles(const EmuOptions& options) {
    return DeviceProfileCatalog::load(options.profileDir ? *options.profileDir
                                                         : DeviceProfileCatalog::userDirectory());
}

bool LaunchConfigBuilder::checkLocalMemory(const EmuOptions& options, const isa::Program& program,
                                           const emu::LaunchConfig& config, std::string& error) {
    const bool metadataLocal = config.kernelIndex < program.kernels.size() &&
                               program.kernels[config.kernelIndex].localMemorySize > 0;
    if (options.localMemory <= std::numeric_limits<std::uint32_t>::max() || metadataLocal)
        return true;
    error = "--local-memory of " + std::to_string(options.localMemory) +
            " bytes exceeds the maximum of " + std::to_string(emu::LaunchLimits::maxLocalMemory) +
            " bytes per workgroup";
    return false;
}

} // namespace wave::launch
