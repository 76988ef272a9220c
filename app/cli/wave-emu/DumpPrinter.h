#pragma once
// Step 8 of a run (docs/reference/execution-model.md §1): --dump-memory, --dump-u32, --dump-f32,
// --dump-f16, --dump-bf16, in this fixed order. Each spec is parsed and bounds-checked only when
// its turn comes, and each dump is printed as it is formatted, in pieces (a dump of all of a 4 GiB
// device memory never has its text in memory at once), so a malformed or out-of-range later dump is
// reported after the earlier ones were printed (as the reference does); an out-of-range dump
// prints nothing of itself. Output goes through ToolMain::print, and stops early once stdout has
// failed (ToolMain reports the write error at exit).

#include "launch/EmuOptions.h"

#include <cstdint>
#include <span>
#include <string>

namespace wave::cli {

class DumpPrinter {
public:
    // Prints the dumps to stdout. Returns false with `error` set to the text printed after
    // "Error: "; the dumps that came before the error have been printed.
    static bool print(const launch::EmuOptions& options, std::span<const std::uint8_t> memory,
                      std::string& error);
};

} // namespace wave::cli
