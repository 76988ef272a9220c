#include "DumpPrinter.h"

#include "MemoryDump.h"
#include "OptionSpec.h"

#include "emu/Fault.h"

namespace wave::cli {

namespace {
bool printValues(DumpKind kind, const std::optional<std::string>& text,
                 std::span<const std::uint8_t> memory, std::string& out, std::string& error) {
    if (!text)
        return true;
    DumpSpec spec;
    if (!OptionSpec::parseDump(MemoryDump::flagName(kind), *text, spec, error))
        return false;
    const std::uint64_t size = MemoryDump::elementSize(kind);
    std::optional<std::uint64_t> length;
    if (spec.count <= UINT64_MAX / size)
        length = spec.count * size;
    if (const auto bad = MemoryDump::firstOutOfRange(memory.size(), spec.offset, length)) {
        error = emu::outOfBoundsMessage(*bad);
        return false;
    }
    out += MemoryDump::values(kind, memory.subspan(spec.offset, *length));
    return true;
}
} // namespace

bool DumpPrinter::print(const EmuOptions& options, std::span<const std::uint8_t> memory,
                        std::string& out, std::string& error) {
    if (options.dumpMemory) {
        RangeSpec range;
        if (!OptionSpec::parseRange(*options.dumpMemory, range, error))
            return false;
        if (const auto bad =
                MemoryDump::firstOutOfRange(memory.size(), range.start, range.end - range.start)) {
            error = emu::outOfBoundsMessage(*bad);
            return false;
        }
        out += MemoryDump::hex(memory.subspan(range.start, range.end - range.start), range.start,
                               range.end);
    }
    return printValues(DumpKind::U32, options.dumpU32, memory, out, error) &&
           printValues(DumpKind::F32, options.dumpF32, memory, out, error) &&
           printValues(DumpKind::F16, options.dumpF16, memory, out, error) &&
           printValues(DumpKind::BF16, options.dumpBf16, memory, out, error);
}

} // namespace wave::cli
