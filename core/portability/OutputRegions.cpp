#include "portability/OutputRegions.h"

#include "launch/OptionSpec.h"

#include <tuple>

namespace wave::portability {

bool OutputRegions::fromOptions(const launch::EmuOptions& options, std::vector<OutputRegion>& out,
                                std::string& note, std::string& error) {
    if (options.dumpMemory) {
        if (const auto bad = launch::OptionSpec::check(*options.dumpMemory)) {
            error = bad->message;
            return false;
        }
        const std::uint64_t start = *options.dumpMemory->start.value;
        out.push_back({start, *options.dumpMemory->end.value - start});
        note += " --dump-memory " + launch::LaunchValues::print(*options.dumpMemory);
    }
    const std::tuple<const std::optional<launch::DumpOption>&, const char*, std::uint64_t> dumps[] =
        {{options.dumpU32, "dump-u32", 4},
         {options.dumpF32, "dump-f32", 4},
         {options.dumpF16, "dump-f16", 2},
         {options.dumpBf16, "dump-bf16", 2}};
    for (const auto& [dump, flag, size] : dumps) {
        if (!dump)
            continue;
        if (const auto bad = launch::OptionSpec::check(flag, *dump)) {
            error = bad->message;
            return false;
        }
        out.push_back({*dump->offset.value, *dump->count.value * size});
        note += std::string(" --") + flag + " " + launch::LaunchValues::print(*dump);
    }
    note = out.empty() ? "all of device memory" : note.substr(1);
    return true;
}

} // namespace wave::portability
