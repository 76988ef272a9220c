#include "wbin/WbinReader.h"

#include "isa/LittleEndian.h"
#include "isa/Utf8.h"

#include <cstdio>

namespace wave::wbin {

namespace {

constexpr std::uint64_t kHeaderSize = 32;
constexpr std::uint64_t kRecordSize = 32;

// Callers guarantee offset + 4 <= bytes.size().
std::uint32_t u32At(std::span<const std::uint8_t> bytes, std::uint64_t offset) {
    return isa::LittleEndian::read32(bytes, static_cast<std::size_t>(offset));
}

bool hasMagic(std::span<const std::uint8_t> file) {
    return file[0] == 'W' && file[1] == 'A' && file[2] == 'V' && file[3] == 'E';
}

WbinHeader parseHeader(std::span<const std::uint8_t> file) {
    WbinHeader h;
    h.version = isa::LittleEndian::read16(file, 0x04);
    h.flags = isa::LittleEndian::read16(file, 0x06);
    h.codeOffset = u32At(file, 0x08);
    h.codeSize = u32At(file, 0x0C);
    h.symbolOffset = u32At(file, 0x10);
    h.symbolSize = u32At(file, 0x14);
    h.metadataOffset = u32At(file, 0x18);
    h.metadataSize = u32At(file, 0x1C);
    return h;
}

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

// Records the error in `r` and returns a copy to hand back (the copy keeps the argument
// evaluation independent of the result's state).
ReadResult failed(ReadResult& r, ReadError::Kind kind, std::string field, std::uint64_t offset,
                  std::string message) {
    r.error = ReadError{kind, std::move(message), std::move(field), offset};
    return r;
}

// docs/reference/container.md §7.1 steps 4–6 for one section. `headerField` is the file offset of
// the section's offset field (the size field follows it).
std::optional<ReadError> checkSection(std::string_view name, std::uint64_t headerField,
                                      std::uint32_t offset, std::uint32_t size,
                                      std::uint64_t fileSize) {
    const std::string n(name);
    if (offset > fileSize)
        return ReadError{ReadError::Kind::Invalid,
                         "invalid offset: " + n + " offset " + num(offset) + " exceeds file size " +
                             num(fileSize),
                         n + "_offset", headerField};
    if (std::uint64_t(offset) + size > fileSize)
        return ReadError{ReadError::Kind::Invalid,
                         "invalid size: " + n + " at offset " + num(offset) + " with size " +
                             num(size) + " exceeds file size " + num(fileSize),
                         n + "_size", headerField + 4};
    return std::nullopt;
}

isa::Kernel parseRecord(std::span<const std::uint8_t> file, std::uint64_t at) {
    isa::Kernel k;
    k.registerCount = u32At(file, at + 4);
    k.localMemorySize = u32At(file, at + 8);
    k.workgroupSize = {u32At(file, at + 12), u32At(file, at + 16), u32At(file, at + 20)};
    k.codeOffset = u32At(file, at + 24);
    k.codeSize = u32At(file, at + 28);
    return k;
}

std::vector<std::uint8_t> copyRange(std::span<const std::uint8_t> file, std::uint64_t offset,
                                    std::uint64_t size) {
    const auto first = file.begin() + static_cast<std::ptrdiff_t>(offset);
    return {first, first + static_cast<std::ptrdiff_t>(size)};
}

} // namespace

ReadResult WbinReader::readStrict(std::span<const std::uint8_t> file) {
    ReadResult r;
    const std::uint64_t len = file.size();
    if (len < kHeaderSize)
        return failed(r, ReadError::Kind::Invalid, "header", len,
                      "file too small: expected at least 32 bytes, got " + num(len));
    if (!hasMagic(file))
        return failed(r, ReadError::Kind::Invalid, "magic", 0,
                      "invalid magic: expected 'WAVE', got [" + num(file[0]) + ", " + num(file[1]) +
                          ", " + num(file[2]) + ", " + num(file[3]) + "]");
    r.header = parseHeader(file);
    const WbinHeader& h = r.header;
    if (h.version != 1)
        return failed(r, ReadError::Kind::Invalid, "version", 4,
                      "unsupported version: " + num(h.version));

    if (auto e = checkSection("code", 0x08, h.codeOffset, h.codeSize, len)) {
        r.error = std::move(e);
        return r;
    }
    if (h.symbolOffset != 0 || h.symbolSize != 0) {
        if (auto e = checkSection("symbol", 0x10, h.symbolOffset, h.symbolSize, len)) {
            r.error = std::move(e);
            return r;
        }
    }
    if (auto e = checkSection("metadata", 0x18, h.metadataOffset, h.metadataSize, len)) {
        r.error = std::move(e);
        return r;
    }

    r.program.code = copyRange(file, h.codeOffset, h.codeSize);
    if (h.metadataSize < 4)
        return r; // step 7: no room for a count means zero kernels

    const std::uint32_t count = u32At(file, h.metadataOffset);
    // The reference compares with 32-bit wrap-around. When the product wraps (count >= 2^27)
    // the reference would go on to read records far past the end of the file; that case gets
    // the same message here instead of an unbounded read.
    const std::uint32_t wrapped = 4u + 32u * count;
    const std::uint64_t needed = 4 + kRecordSize * std::uint64_t(count);
    if (h.metadataSize < wrapped || h.metadataSize < needed)
        return failed(r, ReadError::Kind::Invalid, "kernel_count", h.metadataOffset,
                      "invalid kernel count: " + num(count) + " kernels but metadata size is " +
                          num(h.metadataSize));

    r.program.kernels.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint64_t at = std::uint64_t(h.metadataOffset) + 4 + kRecordSize * i;
        isa::Kernel k = parseRecord(file, at);
        const std::uint32_t nameOffset = u32At(file, at);
        if (nameOffset != 0 && h.symbolSize > 0) {
            std::uint64_t end = nameOffset;
            while (end < len && file[end] != 0)
                ++end;
            if (end >= len)
                return failed(r, ReadError::Kind::Invalid, "name_offset", at,
                              "unterminated string in symbol table at offset " + num(nameOffset));
            k.name = decodeUtf8Lossy(file.subspan(nameOffset, end - nameOffset));
        }
        r.program.kernels.push_back(std::move(k));
    }
    return r;
}

ReadResult WbinReader::readLenient(std::span<const std::uint8_t> file,
                                   std::optional<std::size_t> entryKernel) {
    ReadResult r;
    const std::uint64_t len = file.size();
    if (len < kHeaderSize)
        return failed(r, ReadError::Kind::Invalid, "header", len, "file too small for WBIN header");
    if (!hasMagic(file))
        return failed(r, ReadError::Kind::Invalid, "magic", 0, "invalid magic number");
    r.header = parseHeader(file);
    const WbinHeader& h = r.header;
    // 64-bit sum: a header whose offset + size wraps at 32 bits is rejected too.
    if (std::uint64_t(h.codeOffset) + h.codeSize > len)
        return failed(r, ReadError::Kind::Invalid, "code_size", 0x0C,
                      "code section extends beyond file");
    r.program.code = copyRange(file, h.codeOffset, h.codeSize);

    // metadata_size is not used; with --no-symbols files metadata_offset is 0 and the header
    // itself is read as metadata (docs/reference/execution-model.md §2), on purpose.
    const std::uint64_t meta = h.metadataOffset;
    if (meta < len) {
        if (meta + 4 > len)
            return failed(r, ReadError::Kind::Crash, "metadata_offset", 0x18,
                          "metadata_offset " + num(meta) +
                              " leaves no room for the 4-byte kernel count (the file is " +
                              num(len) + " bytes)");
        const std::uint32_t count = u32At(file, meta);
        // Stops at the first record that would pass EOF, so at most len / 32 iterations.
        for (std::uint64_t i = 0; i < count; ++i) {
            const std::uint64_t at = meta + 4 + kRecordSize * i;
            if (at + kRecordSize > len)
                break;
            isa::Kernel k = parseRecord(file, at);
            const std::uint64_t nameOffset = u32At(file, at);
            if (h.symbolOffset > 0 && h.symbolOffset <= nameOffset && nameOffset < len) {
                std::uint64_t end = nameOffset;
                while (end < len && file[end] != 0)
                    ++end;
                k.name = decodeUtf8Lossy(file.subspan(nameOffset, end - nameOffset));
            } else {
                k.name = "kernel_" + num(i);
            }
            r.program.kernels.push_back(std::move(k));
        }
    }

    if (entryKernel) {
        if (auto e = checkEntry(r.program, *entryKernel))
            r.error = std::move(e);
    }
    return r;
}

std::optional<ReadError> WbinReader::checkEntry(const isa::Program& program,
                                                std::size_t kernelIndex) {
    if (kernelIndex >= program.kernels.size())
        return std::nullopt;
    const std::uint32_t offset = program.kernels[kernelIndex].codeOffset;
    if (offset <= program.code.size())
        return std::nullopt;
    const isa::Kernel& k = program.kernels[kernelIndex];
    return ReadError{ReadError::Kind::Crash,
                     "kernel " + num(kernelIndex) + " (" + k.name + ") has code_offset " +
                         num(offset) + ", beyond the end of the code section (" +
                         num(program.code.size()) + " bytes)",
                     "code_offset", 0};
}

std::string WbinReader::decodeUtf8Lossy(std::span<const std::uint8_t> bytes) {
    return isa::Utf8::decodeLossy(bytes);
}

} // namespace wave::wbin
