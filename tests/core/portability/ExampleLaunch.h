#pragma once
// Loads a shipped example (resources/examples/<name>.wave with its .args launch line) the way
// wave-emu does, ready for a PortabilityRunner: shared by the portability tests and the bench.

#include "asm/Assembler.h"
#include "launch/DeviceFiller.h"
#include "launch/EmuOptions.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"
#include "portability/OutputRegions.h"
#include "portability/PortabilityRunner.h"

#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace wave::portability::test {

inline std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

struct ExampleLaunch {
    std::string name;
    std::string source;
    assembler::AssemblyResult assembled;
    launch::EmuOptions options;
    emu::LaunchConfig config;
    std::vector<OutputRegion> regions;
    std::unique_ptr<PortabilityRunner> runner;

    // Throws std::runtime_error with the reason when the example does not load.
    static std::unique_ptr<ExampleLaunch> load(const std::string& dir, const std::string& name) {
        auto e = std::make_unique<ExampleLaunch>();
        e->name = name;
        e->source = readText(dir + "/" + name + ".wave");
        e->assembled = assembler::Assembler::assemble(e->source, name + ".wave");
        if (e->assembled.hasErrors())
            throw std::runtime_error(name + ": does not assemble");
        std::vector<std::string> words{"wave-emu", name + ".wbin"};
        std::istringstream args(readText(dir + "/" + name + ".args"));
        for (std::string w; args >> w;)
            words.push_back(w);
        std::vector<const char*> argv;
        for (const std::string& w : words)
            argv.push_back(w.c_str());
        int exitCode = 0;
        if (!launch::EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), e->options,
                                       exitCode))
            throw std::runtime_error(name + ".args: not accepted");
        std::string error, note;
        if (!launch::LaunchConfigBuilder::build(e->options, e->config, error) ||
            !launch::KernelSelector::select(e->assembled.program, e->options.kernel,
                                            e->config.kernelIndex, error) ||
            !OutputRegions::fromOptions(e->options, e->regions, note, error))
            throw std::runtime_error(name + ": " + error);
        const launch::EmuOptions* options = &e->options;
        e->runner = std::make_unique<PortabilityRunner>(
            e->assembled.program, e->config,
            [options](wave::emu::DeviceMemory& device, std::string& why) {
                return launch::DeviceFiller::apply(*options, device, why);
            });
        return e;
    }

    PortabilityPlan plan(const std::vector<emu::DeviceProfile>& profiles,
                         std::uint32_t randomSeeds) const {
        return PortabilityPlan{profiles, PortabilityPlan::schedulesFor(randomSeeds), regions};
    }

    // The 1-based line of the first source line containing `text` (0 when none does).
    std::uint32_t lineOf(const std::string& text) const {
        std::istringstream in(source);
        std::uint32_t n = 0;
        for (std::string line; std::getline(in, line);) {
            ++n;
            if (line.find(text) != std::string::npos)
                return n;
        }
        return 0;
    }
    // The source line of a kernel-relative pc.
    std::uint32_t lineAt(std::uint32_t pc) const {
        const isa::SourceMapEntry* e = assembled.sourceMap.at(
            assembled.program.kernels.empty()
                ? pc
                : assembled.program.kernels[config.kernelIndex].codeOffset + pc);
        return e != nullptr ? e->position.line : 0;
    }
};

} // namespace wave::portability::test
