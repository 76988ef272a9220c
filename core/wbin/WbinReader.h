#pragma once
// Reads .wbin containers (docs/reference/container.md §1–§7). Two readers, because the reference
// toolchain has two with different rules and WAVE Studio must accept and reject exactly what each
// of them does:
//
//  * readStrict  — the disassembler's reader (docs/reference/container.md §7.1): every check in the
//                  documented order, with the reference's error texts.
//  * readLenient — the emulator's own reader (docs/reference/execution-model.md §2): no version
//                  check, records read until one would pass EOF, `kernel_<i>` names, and the
//                  reference's misreading of `--no-symbols` files (header taken as metadata)
//                  reproduced on purpose.
//
// Both never throw, never crash and never allocate more than the file size suggests, whatever the
// input. All offset arithmetic is done in 64 bits, except the kernel-count check of §7.1 step 7,
// which wraps at 32 bits as the reference does.

#include "isa/Program.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace wave::wbin {

// The 32-byte header as stored (docs/reference/container.md §2).
struct WbinHeader {
    std::uint16_t version = 0;
    std::uint16_t flags = 0;
    std::uint32_t codeOffset = 0;
    std::uint32_t codeSize = 0;
    std::uint32_t symbolOffset = 0;
    std::uint32_t symbolSize = 0;
    std::uint32_t metadataOffset = 0;
    std::uint32_t metadataSize = 0;
};

struct ReadError {
    enum class Kind {
        Invalid, // the reference rejects the file with an error (exit 1)
        // the reference panics here (docs/reference/execution-model.md §11); lenient reader only.
        // WAVE Studio reports it as an error like Invalid (docs/reference/differences.md §5).
        Crash,
    };
    Kind kind = Kind::Invalid;
    // The reference's text. Strict reader: the text after "failed to parse WBIN: ". Lenient
    // reader: the text after kLenientPrefix ("invalid WBIN file: "), e.g. "invalid magic
    // number". For Kind::Crash, where the reference's panic text says nothing useful, WAVE
    // Studio's own text naming the field and offset (e.g. "metadata_offset 34 leaves no room
    // for the 4-byte kernel count (the file is 36 bytes)").
    std::string message;
    // Extra detail for the GUI, never part of the reference text: the header or record field
    // at fault ("magic", "version", "code_offset", "metadata_size", "kernel_count",
    // "name_offset", ...) and the file offset the problem was found at.
    std::string field;
    std::uint64_t offset = 0;
};

struct ReadResult {
    WbinHeader header;
    isa::Program program; // complete only when ok()
    std::optional<ReadError> error;

    bool ok() const { return !error.has_value(); }
};

class WbinReader {
public:
    // Prefix the reference emulator puts before the lenient reader's messages.
    static constexpr std::string_view kLenientPrefix = "invalid WBIN file: ";

    // docs/reference/container.md §7.1. Kernel names are decoded as UTF-8 with invalid sequences
    // replaced by U+FFFD (empty when name_offset is 0 or there is no symbol section). Kernel code
    // slices are not validated: the disassembler lists what lies in the file
    // (docs/reference/container.md §8.1).
    static ReadResult readStrict(std::span<const std::uint8_t> file);

    // docs/reference/execution-model.md §2. `entryKernel` is the kernel the caller is going to run:
    // when that kernel record exists and its code offset lies beyond the code section, the
    // reference panics, which is reported as ReadError::Kind::Crash (a clear error, not a crash).
    // Pass std::nullopt to skip this check and call checkEntry() once the kernel has been chosen
    // (e.g. `wave-emu --kernel NAME`).
    static ReadResult readLenient(std::span<const std::uint8_t> file,
                                  std::optional<std::size_t> entryKernel = 0);

    // The reference's panic for running kernel `kernelIndex` of `program` (its code offset lies
    // beyond the code section) as an error naming the kernel, code_offset and section size. Nothing
    // when the kernel does not exist or can be entered.
    static std::optional<ReadError> checkEntry(const isa::Program& program,
                                               std::size_t kernelIndex);

    // The names' decoding: isa::Utf8::decodeLossy, as Rust's String::from_utf8_lossy (which is
    // what the reference uses for names).
    static std::string decodeUtf8Lossy(std::span<const std::uint8_t> bytes);
};

} // namespace wave::wbin
