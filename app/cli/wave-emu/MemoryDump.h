#pragma once
// The text of wave-emu's memory dumps (docs/reference/command-line.md §3.3–§3.4): --dump-memory's
// hex+ASCII listing and the one-value-per-line --dump-u32/f32/f16/bf16. Pure formatting of bytes
// already read; the bounds rule (which address an out-of-range dump reports) is here too so it is
// tested once.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace wave::cli {

enum class DumpKind { U32, F32, F16, BF16 };

class MemoryDump {
public:
    // `bytes` are device bytes [start, start + bytes.size()); prints the header line
    // "Device memory 0x%08x-0x%08x:" with `start` and `end`, then 16 bytes per line.
    static std::string hex(std::span<const std::uint8_t> bytes, std::uint64_t start,
                           std::uint64_t end);
    // The same in pieces, for printing a large dump without holding its text: the header line,
    // then the lines of `bytes` (device bytes from `start`, a multiple of 16 from the dump's
    // start unless it is the last piece) appended to `out`.
    static std::string hexHeader(std::uint64_t start, std::uint64_t end);
    static void appendHexLines(std::span<const std::uint8_t> bytes, std::uint64_t start,
                               std::string& out);

    // One value per line; bytes.size() must be a multiple of elementSize(kind).
    static std::string values(DumpKind kind, std::span<const std::uint8_t> bytes);
    static std::size_t elementSize(DumpKind kind) {
        return kind == DumpKind::U32 || kind == DumpKind::F32 ? 4 : 2;
    }
    static std::string_view flagName(DumpKind kind); // "dump-u32", ...

    // Reading [offset, offset + length) from a memory of `size` bytes is byte-wise with bounds
    // checks in the reference: the address it reports is the first byte past the end. nullopt
    // when the whole range is inside (length 0 never fails). `length` may be "infinite"
    // (nullopt) when the caller's size computation overflowed.
    static std::optional<std::uint64_t> firstOutOfRange(std::uint64_t size, std::uint64_t offset,
                                                        std::optional<std::uint64_t> length);
};

} // namespace wave::cli
