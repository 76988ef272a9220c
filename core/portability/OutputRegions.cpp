#include "portability/OutputRegions.h"

#include "launch/OptionSpec.h"

#include <tuple>

namespace wave::portability {

bool OutputRegions::fromOptions(const launch::EmuOptions& options, std::vector<OutputRegion>& out,
                                std::string& note, std::string& error) {
    if (options.dumpMemory) {
        launch::RangeSpec r;
        if (!launch::OptionSpec::parseRange(*options.dumpMemory, r, error))
            return false;
        out.push_back({r.start, r.end - r.start});
        note += " --dump-memory " + *options.dumpMemory;
    }
    const std::tuple<const std::optional<std::string>&, const char*, std::uint64_t> dumps[] = {
        {options.dumpU32, "dump-u32", 4},
        {options.dumpF32, "dump-f32", 4},
        {options.dumpF16, "dump-f16", 2},
        {options.dumpBf16, "dump-bf16", 2}};
    for (const auto& [text, flag, size] : dumps) {
        if (!text)
            continue;
        launch::DumpSpec d;
        if (!launch::OptionSpec::parseDump(flag, *text, d, error))
            return false;
        out.push_back({d.offset, d.count * size});
        note += std::string(" --") + flag + " " + *text;
    }
    note = out.empty() ? "all of device memory" : note.substr(1);
    return true;
}

} // namespace wave::portability
