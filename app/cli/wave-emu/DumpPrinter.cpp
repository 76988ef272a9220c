#include "DumpPrinter.h"

#include "MemoryDump.h"
#include "ToolMain.h"
#include "launch/OptionSpec.h"

#include "emu/Fault.h"

#include <algorithm>

namespace wave::cli {

namespace {

// Bytes formatted per piece: a few hundred KiB of text at most.
constexpr std::uint64_t kPieceBytes = 64 * 1024;

// Formats [0, bytes.size()) piece by piece with `format(piece, offsetInBytes, text)` and prints
// each piece; stops when stdout has failed.
template <typename Format>
void printPieces(std::span<const std::uint8_t> bytes, Format format) {
    std::string text;
    bool ok = true;
    for (std::uint64_t at = 0; at < bytes.size() && ok; at += kPieceBytes) {
        text.clear();
        format(bytes.subspan(at, std::min<std::uint64_t>(kPieceBytes, bytes.size() - at)), at,
               text);
        ok = ToolMain::print(text);
    }
}

bool printValues(DumpKind kind, const std::optional<std::string>& text,
                 std::span<const std::uint8_t> memory, std::string& error) {
    if (!text)
        return true;
    launch::DumpSpec spec;
    if (!launch::OptionSpec::parseDump(MemoryDump::flagName(kind), *text, spec, error))
        return false;
    const std::uint64_t size = MemoryDump::elementSize(kind);
    std::optional<std::uint64_t> length;
    if (spec.count <= UINT64_MAX / size)
        length = spec.count * size;
    if (const auto bad = MemoryDump::firstOutOfRange(memory.size(), spec.offset, length)) {
        error = emu::outOfBoundsMessage(*bad);
        return false;
    }
    // kPieceBytes is a multiple of every element size, so no value is split between pieces.
    printPieces(memory.subspan(spec.offset, *length),
                [kind](std::span<const std::uint8_t> piece, std::uint64_t, std::string& s) {
                    s = MemoryDump::values(kind, piece);
                });
    return true;
}

} // namespace

bool DumpPrinter::print(const launch::EmuOptions& options, std::span<const std::uint8_t> memory,
                        std::string& error) {
    if (options.dumpMemory) {
        launch::RangeSpec range;
        if (!launch::OptionSpec::parseRange(*options.dumpMemory, range, error))
            return false;
        if (const auto bad =
                MemoryDump::firstOutOfRange(memory.size(), range.start, range.end - range.start)) {
            error = emu::outOfBoundsMessage(*bad);
            return false;
        }
        ToolMain::print(MemoryDump::hexHeader(range.start, range.end));
        // kPieceBytes is a multiple of 16: every piece starts a line.
        printPieces(memory.subspan(range.start, range.end - range.start),
                    [start = range.start](std::span<const std::uint8_t> piece, std::uint64_t at,
                                          std::string& s) {
                        MemoryDump::appendHexLines(piece, start + at, s);
                    });
    }
    return printValues(DumpKind::U32, options.dumpU32, memory, error) &&
           printValues(DumpKind::F32, options.dumpF32, memory, error) &&
           printValues(DumpKind::F16, options.dumpF16, memory, error) &&
           printValues(DumpKind::BF16, options.dumpBf16, memory, error);
}

} // namespace wave::cli
