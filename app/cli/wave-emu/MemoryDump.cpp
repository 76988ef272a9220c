#include "MemoryDump.h"

#include "emu/FloatFormat.h"
#include "emu/HalfFloat.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace wave::cli {

namespace {
std::uint32_t readU32(const std::uint8_t* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
           (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}
} // namespace

std::string MemoryDump::hex(std::span<const std::uint8_t> bytes, std::uint64_t start,
                            std::uint64_t end) {
    std::string out = hexHeader(start, end);
    appendHexLines(bytes, start, out);
    return out;
}

std::string MemoryDump::hexHeader(std::uint64_t start, std::uint64_t end) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "Device memory 0x%08llx-0x%08llx:\n",
                  static_cast<unsigned long long>(start), static_cast<unsigned long long>(end));
    return buf;
}

void MemoryDump::appendHexLines(std::span<const std::uint8_t> bytes, std::uint64_t start,
                                std::string& out) {
    char buf[32];
    for (std::size_t line = 0; line < bytes.size(); line += 16) {
        const std::size_t n = std::min<std::size_t>(16, bytes.size() - line);
        std::snprintf(buf, sizeof buf, "%08llx: ", static_cast<unsigned long long>(start + line));
        out += buf;
        for (std::size_t i = 0; i < n; ++i) {
            if (i == 8)
                out += ' ';
            std::snprintf(buf, sizeof buf, "%02x ", bytes[line + i]);
            out += buf;
        }
        // Pad a short last line so that the ASCII column lines up.
        out.append(3 * (16 - n) + (n <= 8 ? 1 : 0), ' ');
        out += " |";
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint8_t b = bytes[line + i];
            out += (b >= 0x20 && b <= 0x7E) ? static_cast<char>(b) : '.';
        }
        out += "|\n";
    }
}

std::string MemoryDump::values(DumpKind kind, std::span<const std::uint8_t> bytes) {
    std::string out;
    const std::size_t step = elementSize(kind);
    for (std::size_t i = 0; i + step <= bytes.size(); i += step) {
        const std::uint8_t* p = bytes.data() + i;
        switch (kind) {
        case DumpKind::U32:
            out += std::to_string(readU32(p));
            break;
        case DumpKind::F32:
            out += emu::FloatFormat::format(std::bit_cast<float>(readU32(p)));
            break;
        case DumpKind::F16:
            out += emu::FloatFormat::format(emu::f16ToF32(p[0] | (std::uint32_t{p[1]} << 8)));
            break;
        case DumpKind::BF16:
            out += emu::FloatFormat::format(emu::bf16ToF32(p[0] | (std::uint32_t{p[1]} << 8)));
            break;
        }
        out += '\n';
    }
    return out;
}

std::string_view MemoryDump::flagName(DumpKind kind) {
    switch (kind) {
    case DumpKind::U32:
        return "dump-u32";
    case DumpKind::F32:
        return "dump-f32";
    case DumpKind::F16:
        return "dump-f16";
    case DumpKind::BF16:
        return "dump-bf16";
    }
    return "dump-u32";
}

std::optional<std::uint64_t> MemoryDump::firstOutOfRange(std::uint64_t size, std::uint64_t offset,
                                                         std::optional<std::uint64_t> length) {
    if (length && *length == 0)
        return std::nullopt;
    if (offset >= size)
        return offset;
    if (!length || *length > size - offset)
        return size;
    return std::nullopt;
}

} // namespace wave::cli
