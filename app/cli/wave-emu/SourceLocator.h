#pragma once
// Where wave-emu's analysis reports point: "file:line" when the .wave source of the binary is
// known, otherwise the pc. The source is --source FILE or, by default, BINARY with the
// extension .wave. It is used only when it assembles to exactly the binary's code section: a
// stale or different source would name wrong lines, so the reports fall back to pcs.

#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <cstdint>
#include <optional>
#include <string>

namespace wave::cli {

class SourceLocator {
public:
    // No source: every location is a pc.
    SourceLocator() = default;

    // Reads and assembles the source. `warning` is set (without "warning: ") when an explicit
    // --source cannot be used; a default source that is missing or differs is skipped quietly.
    static SourceLocator resolve(const std::optional<std::string>& explicitSource,
                                 const std::string& binary, const isa::Program& program,
                                 std::string& warning);

    bool hasSource() const { return !map_.empty(); }
    const isa::SourceMap& sourceMap() const { return map_; }
    const std::string& file() const { return map_.file; }

    // "k.wave:12" for a known line, else "pc 0x0024".
    std::string at(std::uint32_t line, std::uint32_t pc) const;
    // For report headings: "lines of k.wave", or "no source map: locations are pcs".
    std::string note() const;

private:
    isa::SourceMap map_;
};

// "0x0024": a kernel-relative pc as the reports and the barrier board print it.
std::string pcHex(std::uint32_t pc);

} // namespace wave::cli
