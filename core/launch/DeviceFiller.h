#pragma once
// Step 5 of a run (docs/reference/execution-model.md §1): initialises device memory from
// --fill-zero, --fill-iota and --arg, in that fixed order whatever the order on the command line,
// each list in the order given. Each spec is parsed just before it is applied, as in the reference,
// so the first problem wins. A fill or file that does not fit fails with the reference's
// `memory access out of bounds: address <OFFSET>` (the start offset,
// docs/reference/execution-model.md §12).

#include "emu/DeviceMemory.h"
#include "launch/EmuOptions.h"
#include "launch/LaunchError.h"

#include <cstdint>
#include <optional>
#include <string>

namespace wave::launch {

class DeviceFiller {
public:
    // Returns false with `error` set to the text printed after "Error: ". Writes only the
    // filled bytes (zero fills return whole pages to the system), so a fill costs what it
    // covers, not the size of the memory.
    static bool apply(const EmuOptions& options, emu::DeviceMemory& memory, std::string& error);
    // The same with the problem as data (`index` of the fill in EmuOptions::fills).
    static std::optional<LaunchError> apply(const EmuOptions& options, emu::DeviceMemory& memory);
    // One fill, `index` copied into the error.
    static std::optional<LaunchError> apply(const FillOption& fill, int index,
                                            emu::DeviceMemory& memory);
};

} // namespace wave::launch
