#include "launch/LaunchConfigBuilder.h"

#include "launch/OptionSpec.h"

#include <algorithm>
#include <limits>

namespace wave::launch {

bool LaunchConfigBuilder::build(const EmuOptions& options, emu::LaunchConfig& config,
                                std::string& error) {
    const std::optional<LaunchError> bad = build(options, config);
    if (bad)
        error = bad->message;
    return !bad;
}

std::optional<LaunchError> LaunchConfigBuilder::build(const EmuOptions& options,
                                                      emu::LaunchConfig& config) {
    const auto problem = [](LaunchError::Id id, const char* option, std::string value,
                            std::string message) {
        return LaunchError{id, option, -1, {}, std::move(value), std::move(message)};
    };
    if (options.grid) {
        if (auto bad = OptionSpec::check("grid", *options.grid))
            return bad;
        config.grid = *options.grid->value;
    }
    if (options.workgroup) {
        if (auto bad = OptionSpec::check("workgroup", *options.workgroup))
            return bad;
        config.workgroup = *options.workgroup->value;
    }
    for (std::size_t i = 0; i < options.setRegs.size(); ++i) {
        const SetRegOption& r = options.setRegs[i];
        if (auto bad = OptionSpec::check(r, static_cast<int>(i)))
            return bad;
        config.setRegisters.push_back({*r.reg.value, *r.value.value});
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
        if (!options.schedule->ok())
            return problem(LaunchError::Id::UnknownSchedule, "schedule", options.schedule->text,
                           "--schedule: " + options.schedule->why);
        config.schedule = *options.schedule->value;
    }
    if (options.engine) {
        const std::optional<emu::EngineChoice> engine = emu::parseEngineChoice(*options.engine);
        if (!engine)
            return problem(LaunchError::Id::UnknownEngine, "engine", *options.engine,
                           "--engine: unknown engine '" + *options.engine +
                               "' (known: auto, interpreter, compiled)");
        config.engine = *engine;
    }
    std::string error;
    if (options.profileDir && !DeviceProfileCatalog::checkDirectory(*options.profileDir, error))
        return problem(LaunchError::Id::ProfileDirectory, "profile-dir", *options.profileDir,
                       "--profile-dir: " + error);
    if (options.profile) {
        const DeviceProfileCatalog catalog = profiles(options);
        const emu::DeviceProfile* profile = catalog.find(*options.profile);
        if (profile == nullptr) {
            error = "--profile: unknown device profile '" + *options.profile +
                    "' (known: " + catalog.names() + ")";
            for (const ProfileError& e : catalog.errors())
                error += "\n  " + e.text();
            return problem(LaunchError::Id::UnknownProfile, "profile", *options.profile, error);
        }
        config.waveWidth = profile->waveWidth;
    }
    return std::nullopt;
}

DeviceProfileCatalog LaunchConfigBuilder::profiles(const EmuOptions& options) {
    return DeviceProfileCatalog::load(options.profileDir ? *options.profileDir
                                                         : DeviceProfileCatalog::userDirectory());
}

bool LaunchConfigBuilder::checkLocalMemory(const EmuOptions& options, const isa::Program& program,
                                           const emu::LaunchConfig& config, std::string& error) {
    const std::optional<LaunchError> bad = checkLocalMemory(options, program, config);
    if (bad)
        error = bad->message;
    return !bad;
}

std::optional<LaunchError> LaunchConfigBuilder::checkLocalMemory(const EmuOptions& options,
                                                                 const isa::Program& program,
                                                                 const emu::LaunchConfig& config) {
    const bool metadataLocal = config.kernelIndex < program.kernels.size() &&
                               program.kernels[config.kernelIndex].localMemorySize > 0;
    if (options.localMemory <= std::numeric_limits<std::uint32_t>::max() || metadataLocal)
        return std::nullopt;
    const std::string value = std::to_string(options.localMemory);
    return LaunchError{LaunchError::Id::LocalMemory,
                       "local-memory",
                       -1,
                       {},
                       value,
                       "--local-memory of " + value + " bytes exceeds the maximum of " +
                           std::to_string(emu::LaunchLimits::maxLocalMemory) +
                           " bytes per workgroup"};
}

} // namespace wave::launch
