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

bool printValues(DumpKind kind, const std::optional<launch::DumpOption>& dump,
                 std::span<const std::uint8_t> memory, std::string& error) {
    if (!dump)
        return true;
    if (const auto bad = launch::OptionSpec::check(MemoryDump::flagName(kind), *dump)) {
        error = bad->message;
        return false;
    }
    const std::uint64_t offset = *dump->offset.value;
    const std::uint64_t count = *dump->count.value;
    const std::uint64_t size = MemoryDump::elementSize(kind);
    std::optional<std::uint64_t> length;
    if (count <= UINT64_MAX / size)
        length = count * size;
    if (const auto bad = MemoryDump::firstOutOfRange(memory.size(), offset, length)) {
        error = emu::outOfBoundsMessage(*bad);
        return false;
    }
    // kPieceBytes is a multiple of every element size, so no value is split between pieces.
    printPieces(memory.subspan(offset, *length),
                [kind](std::span<const std::uint8_t> piece, std::uint64_t, std::string& s) {
                    s = MemoryDump::values(kind, piece);
                });
    return true;
}

} // namespace

bool DumpPrinter::print(const launch::EmuOptions& options, std::span<const std::uint8_t> memory,
                        std::string& error) {
    if (options.dumpMemory) {
        if (const auto bad = launch::OptionSpec::check(*options.dumpMemory)) {
            error = bad->message;
            return false;
        }
        const launch::RangeSpec range{*options.dumpMemory->start.value,
                                      *options.dumpMemory->end.value};
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
