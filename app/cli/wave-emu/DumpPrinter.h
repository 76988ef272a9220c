#pragma once
// Step 8 of a run (EXECUTION.md §1): --dump-memory, --dump-u32, --dump-f32, --dump-f16,
// --dump-bf16, in this fixed order. Each spec is parsed only when its turn comes and each dump
// is appended to the output as soon as it is complete, so a malformed or out-of-range later dump
// is reported after the earlier ones were printed (as the reference does); an out-of-range dump
// prints nothing of itself.

#include "EmuOptions.h"

#include <cstdint>
#include <span>
#include <string>

namespace wave::cli {

class DumpPrinter {
public:
    // Appends the dumps to `out`, the text for stdout. Returns false with `error` set to the
    // text printed after "Error: "; `out` then holds the dumps that came before the error.
    static bool print(const EmuOptions& options, std::span<const std::uint8_t> memory,
                      std::string& out, std::string& error);
};

} // namespace wave::cli
