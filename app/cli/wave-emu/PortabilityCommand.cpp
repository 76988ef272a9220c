#include "PortabilityCommand.h"

#include "PortabilityReport.h"
#include "SourceLocator.h"
#include "ToolMain.h"
#include "disasm/InstructionFormatter.h"
#include "launch/DeviceFiller.h"
#include "portability/MatrixMemory.h"
#include "portability/PlanBuilder.h"

#include "emu/Emulator.h"

#include <cstdio>
#include <utility>

namespace wave::cli {

int PortabilityCommand::run(const launch::EmuOptions& options, const isa::Program& program,
                            const emu::LaunchConfig& config, std::vector<std::string>& warnings) {
    // Per-run outputs would come once per profile and schedule; the comparison replaces them.
    const std::pair<bool, const char*> ignored[] = {{options.trace, "--trace"},
                                                    {options.dumpRegs, "--dump-regs"},
                                                    {options.stats, "--stats"},
                                                    {options.wantsAnalyses(), "the analyses"}};
    for (const auto& [given, what] : ignored)
        if (given)
            warnings.push_back(std::string(what) + " is ignored with --portability");
    portability::PortabilityPlan plan;
    std::string note, error;
    if (!portability::PlanBuilder::build(options, config.schedule, plan, warnings, note, error)) {
        std::fflush(stdout);
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }

    // Refused before the first run when even the least it needs cannot fit: the inputs are
    // written once into scratch memory to learn how many bytes they cover.
    std::uint64_t inputBytes = 0;
    {
        emu::DeviceMemory scratch(config.deviceMemory);
        std::string why; // a fill that fails fails every run, and is reported there
        if (launch::DeviceFiller::apply(options, scratch, why))
            inputBytes = scratch.writtenBlocks() * emu::DeviceMemory::kBlockSize;
    }
    const std::string refusal = portability::MatrixMemory::check(
        config.deviceMemory, inputBytes, portability::MatrixMemory::available());
    if (!refusal.empty()) {
        std::fflush(stdout);
        std::fprintf(stderr, "Error: %s\n", refusal.c_str());
        return 1;
    }

    const portability::PortabilityRunner runner(
        program, config, [&](emu::DeviceMemory& device, std::string& why) {
            return launch::DeviceFiller::apply(options, device, why);
        });
    const portability::PortabilityMatrix matrix = runner.run(plan);
    const std::vector<portability::WordDifference> differences =
        portability::PortabilityDiff::firstDifferences(matrix, runner, 4);

    std::string warning;
    const SourceLocator source =
        SourceLocator::resolve(options.source, options.binary, program, warning);
    if (!warning.empty())
        warnings.push_back(warning);
    // Instruction texts and lines come from the reference run's decoded program.
    const emu::Emulator decoded(program, runner.configFor(plan.profiles.front(), {}));
    const auto describe = [&](const portability::WriterSite& w) {
        std::string text;
        if (!decoded.launchError() && w.op < decoded.program().instructions.size() &&
            decoded.program().instructions[w.op].info != nullptr)
            text = "`" +
                   disasm::InstructionFormatter::text(decoded.program().instructions[w.op],
                                                      disasm::Syntax::Source) +
                   "` ";
        std::uint32_t line = 0;
        if (source.hasSource() && !decoded.launchError()) {
            if (const isa::SourceMapEntry* e =
                    source.sourceMap().at(decoded.launch().codeOffset + w.pc))
                line = e->position.line;
        }
        return text + "at " + source.at(line, w.pc) + ", workgroup (" +
               std::to_string(w.workgroup.x) + "," + std::to_string(w.workgroup.y) + "," +
               std::to_string(w.workgroup.z) + ") wave " + std::to_string(w.wave) + " lane " +
               std::to_string(w.lane) + (w.atomic ? " (atomic)" : "");
    };
    ToolMain::print(PortabilityReport::format(matrix, differences, note, describe));
    return matrix.agree() ? 0 : 1;
}

} // namespace wave::cli
