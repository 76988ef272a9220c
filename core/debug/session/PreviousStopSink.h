#pragma once
// reverseContinue: the latest would-be stop.
// A target of ReversePlanner, fed as it re-executes history window by window.

#include "debug/session/TrailSink.h"

#include <cstdint>
#include <optional>

namespace wave::debug {

class PreviousStopSink final : public TrailSink {
public:
    using TrailSink::TrailSink;
    bool wantsInstructions() const override { return false; }
    std::optional<std::uint64_t> accept() override {
        std::optional<std::uint64_t> best;
        for (const auto& [position, info] : stops_) {
            if (!best || position >= *best) {
                best = position;
                found_ = info;
            }
        }
        return best;
    }
    std::optional<StopInfo> foundStop() const override { return found_; }

private:
    StopInfo found_;
};

} // namespace wave::debug
