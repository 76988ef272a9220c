#pragma once
// Writes a Program as a .wbin container, byte-identical to the reference assembler
// (docs/reference/container.md §1–§6) except for the metadata offset with --no-symbols, which is
// the real one so the file loads (docs/reference/differences.md §2.4).

#include "isa/Program.h"

#include <cstdint>
#include <vector>

namespace wave::wbin {

class WbinWriter {
public:
    struct Options {
        bool symbols = true; // false: --no-symbols (no symbol section, every name_offset 0)
    };

    // The file's bytes. The program must fit the container's 32-bit offsets (the assembler
    // guarantees it); larger programs give an empty vector.
    static std::vector<std::uint8_t> write(const isa::Program& program, const Options& options);
    static std::vector<std::uint8_t> write(const isa::Program& program) {
        return write(program, Options{});
    }

    static constexpr std::uint32_t kHeaderSize = 0x20;
    static constexpr std::uint32_t kRecordSize = 32;
};

} // namespace wave::wbin
