#pragma once
// stepBackInstruction: the focused wave's latest instruction.
// A target of ReversePlanner, fed as it re-executes history window by window.

#include "debug/session/TrailSink.h"

#include <cstdint>
#include <optional>

namespace wave::debug {

class PreviousInstructionSink final : public TrailSink {
public:
    using TrailSink::TrailSink;
    std::optional<std::uint64_t> accept() override {
        if (trail_.empty())
            return std::nullopt;
        return trail_.back().step;
    }
};

} // namespace wave::debug
