#pragma once
// A stop of the engine in DAP's words: the `stopped` event's reason, its description (the stop
// in one line, as the IDE's status bar says it) and text (on a deadlock or a barrier
// divergence, the engine's whole verdict, the words of the Barriers dock), and the answer to
// `exceptionInfo` for the stops that are WAVE's exceptions.

#include "DapWriter.h"

#include "debug/session/StopReason.h"

#include <string>
#include <vector>

namespace wave::dap {

class DapStops {
public:
    // Threads are waves: thread id = wave + 1 (DAP ids are positive).
    static std::int64_t threadOf(std::uint32_t wave) { return std::int64_t{wave} + 1; }

    // The `stopped` event body. `reason` is DAP's ("breakpoint", "step", "exception", ...).
    static JsonValue stoppedBody(const debug::StopInfo& stop, const std::string& reason,
                                 const std::vector<std::uint32_t>& breakpointIds);
    // The DAP reason of a stop that no breakpoint explains.
    static std::string reasonOf(const debug::StopInfo& stop);
    // The stop in words, the verdict's sentences included (several lines).
    static std::string text(const debug::StopInfo& stop);
    // Whether the stop is one of WAVE's exceptions (exceptionInfo answers for it).
    static bool isException(const debug::StopInfo& stop);
    // The `exceptionInfo` response body.
    static JsonValue exceptionInfo(const debug::StopInfo& stop);
};

} // namespace wave::dap
