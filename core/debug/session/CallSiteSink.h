#pragma once
// stepBackOut: the `call` that entered the current function.
// A target of ReversePlanner, fed as it re-executes history window by window.

#include "debug/session/TrailSink.h"

#include <cstdint>
#include <optional>

namespace wave::debug {

class CallSiteSink final : public TrailSink {
public:
    CallSiteSink(std::uint32_t wave, std::uint64_t limit, std::uint32_t depth)
        : TrailSink(wave, limit), depth_(depth) {}
    std::optional<std::uint64_t> accept() override {
        for (auto it = trail_.rbegin(); it != trail_.rend(); ++it)
            if (it->depthBefore + 1 == depth_ && it->depthAfter == depth_)
                return it->step;
        return std::nullopt;
    }

private:
    std::uint32_t depth_;
};

} // namespace wave::debug
