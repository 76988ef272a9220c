#pragma once
// stepBackLine / stepBackOver: the first instruction of the previous line the wave executed
// (skipping deeper calls for "over").
// A target of ReversePlanner, fed as it re-executes history window by window.

#include "debug/session/LineTable.h"
#include "debug/session/TrailSink.h"

#include <cstdint>
#include <optional>

namespace wave::debug {

class PreviousLineSink final : public TrailSink {
public:
    PreviousLineSink(std::uint32_t wave, std::uint64_t limit, const LineTable& lines,
                     std::uint32_t startLine, std::optional<std::uint32_t> depth)
        : TrailSink(wave, limit), lines_(lines), startLine_(startLine), depth_(depth) {}

    std::optional<std::uint64_t> accept() override {
        for (auto it = trail_.rbegin(); it != trail_.rend(); ++it) {
            if (depth_ && it->depthBefore > *depth_)
                continue;
            const std::uint32_t line = lines_.line(it->pc);
            if (!target_) {
                if (line == 0 || line == startLine_)
                    continue;
                target_ = line;
                candidate_ = it->step;
                continue;
            }
            if (line == *target_ || line == 0) {
                candidate_ = it->step;
                continue;
            }
            return candidate_;
        }
        return std::nullopt;
    }
    std::optional<std::uint64_t> exhausted() override { return candidate_; }

private:
    const LineTable& lines_;
    std::uint32_t startLine_;
    std::optional<std::uint32_t> depth_;
    std::optional<std::uint32_t> target_;
    std::optional<std::uint64_t> candidate_;
};

} // namespace wave::debug
