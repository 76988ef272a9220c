#include "WbinOracle.h"

#include "HostileTools.h"

namespace wave::test {

namespace {

std::uint32_t at(const std::string& f, std::size_t offset) {
    return HostileTools::u32At(f, offset);
}

// docs/reference/container.md §7.1 steps 4-6: a section must start and end inside the file.
std::optional<std::string> sectionError(const char* name, std::uint64_t offset, std::uint64_t size,
                                        std::uint64_t length) {
    if (offset > length)
        return "invalid offset: " + std::string(name) + " offset " + std::to_string(offset) +
               " exceeds file size " + std::to_string(length);
    if (offset + size > length)
        return "invalid size: " + std::string(name) + " at offset " + std::to_string(offset) +
               " with size " + std::to_string(size) + " exceeds file size " +
               std::to_string(length);
    return std::nullopt;
}

} // namespace

std::optional<std::string> WbinOracle::strictError(const std::string& f) {
    const std::uint64_t length = f.size();
    if (length < 32)
        return "file too small: expected at least 32 bytes, got " + std::to_string(length);
    if (f.compare(0, 4, "WAVE") != 0) {
        std::string got = "[";
        for (int i = 0; i < 4; ++i)
            got += (i ? ", " : "") + std::to_string(static_cast<std::uint8_t>(f[i]));
        return "invalid magic: expected 'WAVE', got " + got + "]";
    }
    if (at(f, 4) != 1)
        return "unsupported version: " + std::to_string(at(f, 4));
    if (auto e = sectionError("code", at(f, 8), at(f, 12), length))
        return e;
    if (at(f, 16) != 0 || at(f, 20) != 0)
        if (auto e = sectionError("symbol", at(f, 16), at(f, 20), length))
            return e;
    const std::uint32_t metaOffset = at(f, 24), metaSize = at(f, 28);
    if (auto e = sectionError("metadata", metaOffset, metaSize, length))
        return e;
    if (metaSize >= 4) {
        const std::uint32_t count = at(f, metaOffset);
        const std::uint32_t needed = 4u + 32u * count; // 32-bit wrap-around, as the reference
        if (metaSize < needed)
            return "invalid kernel count: " + std::to_string(count) +
                   " kernels but metadata size is " + std::to_string(metaSize);
    }
    return std::nullopt;
}

WbinOracle::Lenient WbinOracle::lenient(const std::string& f) {
    const std::uint64_t length = f.size();
    if (length < 32)
        return {1, "invalid WBIN file: file too small for WBIN header", "", false, 0};
    if (f.compare(0, 4, "WAVE") != 0)
        return {1, "invalid WBIN file: invalid magic number", "", false, 0};
    const std::uint64_t codeOffset = at(f, 8), codeSize = at(f, 12);
    if (codeOffset + codeSize > length)
        return {1, "invalid WBIN file: code section extends beyond file", "", false, 0};
    const std::uint64_t metaOffset = at(f, 24);
    Lenient out;
    if (metaOffset < length) {
        if (metaOffset + 4 > length) // §11: the kernel count cannot be read
            return {1,
                    "invalid WBIN file: metadata_offset " + std::to_string(metaOffset) +
                        " leaves no room for the 4-byte kernel count (the file is " +
                        std::to_string(length) + " bytes)",
                    "", true, 0};
        const std::uint64_t count = at(f, metaOffset);
        const std::uint64_t fit = (length - metaOffset - 4) / 32;
        out.kernels = static_cast<std::uint32_t>(count < fit ? count : fit);
    }
    // §11: kernel 0's code offset (record field 6) beyond the code section.
    if (out.kernels > 0 && at(f, metaOffset + 4 + 24) > codeSize)
        return {1, "invalid WBIN file: kernel 0 (",
                ") has code_offset " + std::to_string(at(f, metaOffset + 4 + 24)) +
                    ", beyond the end of the code section (" + std::to_string(codeSize) + " bytes)",
                true, out.kernels};
    return out;
}

bool WbinOracle::Lenient::matches(const std::string& err) const {
    const std::string start = "Error: " + message;
    if (ending.empty())
        return err == start + "\n";
    const std::string end = ending + "\n";
    return err.size() >= start.size() + end.size() && err.compare(0, start.size(), start) == 0 &&
           err.compare(err.size() - end.size(), end.size(), end) == 0 &&
           err.find('\n') == err.size() - 1;
}

} // namespace wave::test
