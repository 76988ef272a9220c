#pragma once
// Writes a Timeline as Chrome trace JSON (the "JSON Array/Object Format" that chrome://tracing
// and ui.perfetto.dev open). One process per workgroup, one thread per wave, one microsecond
// per global step.

#include "debug/analysis/Timeline.h"

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace wave::debug {

class ChromeTraceWriter {
public:
    // Optional: names a workgroup ("workgroup (1,0,0)"); the default is "workgroup N".
    using WorkgroupNamer = std::function<std::string(std::uint32_t workgroup)>;

    // `endStep` closes barrier waits still open (pass the current global step).
    static void write(const Timeline& timeline, std::ostream& out, std::uint64_t endStep,
                      const WorkgroupNamer& namer = {});

    // JSON string escaping ("\"", "\\", control characters as \u00XX).
    static std::string escape(std::string_view text);
};

} // namespace wave::debug
