#pragma once
// The output regions of a launch: the device memory its --dump-* options print.

#include "launch/EmuOptions.h"
#include "portability/PortabilityPlan.h"

#include <string>
#include <vector>

namespace wave::portability {

class OutputRegions {
public:
    // Appends the regions of --dump-memory and --dump-u32/f32/f16/bf16 to `out` and sets `note`
    // to the options' text ("--dump-u32 0:16"), or "all of device memory" when there is no
    // dump. Returns false with `error` set (the reference's message) for a malformed value.
    static bool fromOptions(const launch::EmuOptions& options, std::vector<OutputRegion>& out,
                            std::string& note, std::string& error);
};

} // namespace wave::portability
