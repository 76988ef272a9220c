#pragma once
// debug::BreakpointSpec <-> JSON for the session file: every field, always, with enums as
// words ("line", "barrier-quorum", "device", "either").

#include "debug/session/Breakpoint.h"
#include "launch/JsonValue.h"

#include <optional>
#include <string>

namespace wave::workspace {

class BreakpointJson {
public:
    static launch::JsonValue toJson(const debug::BreakpointSpec& spec);
    // `path` names the object in errors ("breakpoints[2]").
    static std::optional<debug::BreakpointSpec>
    fromJson(const launch::JsonValue& value, const std::string& path, std::string& error);
};

} // namespace wave::workspace
