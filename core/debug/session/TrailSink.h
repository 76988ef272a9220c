#pragma once
// What reverse commands collect while one checkpoint interval is re-executed: the
// instructions of one wave and the stops that would have happened. Intervals are scanned from
// the newest backwards; accept() decides, per interval, whether the position was found.

#include "debug/session/SessionObserver.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace wave::debug {

struct TrailEntry {
    std::uint64_t step = 0; // index of the instruction (the position before it)
    std::uint32_t pc = 0;
    std::uint32_t depthBefore = 0; // call depth before / after the instruction
    std::uint32_t depthAfter = 0;
};

class TrailSink : public ScanSink {
public:
    TrailSink(std::uint32_t wave, std::uint64_t limit) : wave_(wave), limit_(limit) {}

    // Called before each interval is re-executed.
    void beginInterval(std::uint64_t end) {
        end_ = end;
        trail_.clear();
        stops_.clear();
    }
    void instruction(const emu::InstructionEvent& e, std::uint64_t step, std::uint32_t before,
                     std::uint32_t after) override {
        if (e.wave == wave_ && step < end_ && step < limit_)
            trail_.push_back(TrailEntry{step, e.pc, before, after});
    }
    void stop(std::uint64_t position, const StopInfo& info) override {
        // An after-instruction stop of the interval's last instruction lies on its end.
        if (position <= end_ && position < limit_)
            stops_.push_back({position, info});
    }

    const std::vector<TrailEntry>& trail() const { return trail_; }
    const std::vector<std::pair<std::uint64_t, StopInfo>>& stops() const { return stops_; }

    // The command's decision for the interval just scanned (entries newest last). Returns the
    // position when found; may keep state across intervals (older ones come next).
    virtual std::optional<std::uint64_t> accept() = 0;
    // When history runs out before accept() found anything: a fallback position, if any.
    virtual std::optional<std::uint64_t> exhausted() { return std::nullopt; }
    // The stop to report at the position found, when the sink looks for stops; otherwise the
    // command reports a StepDone of its own.
    virtual std::optional<StopInfo> foundStop() const { return std::nullopt; }

protected:
    std::uint32_t wave_;
    std::uint64_t limit_;
    std::uint64_t end_ = 0;
    std::vector<TrailEntry> trail_;
    std::vector<std::pair<std::uint64_t, StopInfo>> stops_;
};

} // namespace wave::debug
