#pragma once
// Step 5 of a run (EXECUTION.md §1): initialises device memory from --fill-zero, --fill-iota
// and --arg, in that fixed order whatever the order on the command line, each list in the order
// given. Each spec is parsed just before it is applied, as in the reference, so the first
// problem wins. A fill or file that does not fit fails with the reference's
// `memory access out of bounds: address <OFFSET>` (the start offset, EXECUTION.md §12).

#include "launch/EmuOptions.h"

#include <cstdint>
#include <span>
#include <string>

namespace wave::launch {

class DeviceFiller {
public:
    // Returns false with `error` set to the text printed after "Error: ".
    static bool apply(const EmuOptions& options, std::span<std::uint8_t> memory,
                      std::string& error);
};

} // namespace wave::launch
