#pragma once
// Why a lane is or is not active, derived from a wave's masks and divergence frames. The
// mask-strip view colours cells by it; the register model dims inactive lanes with its text.

#include "debug/session/MachineSnapshot.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace wave::widgets {

enum class LaneStatus : std::uint8_t {
    Active,
    OffInThen,   // an `if` is running its then side; this lane waits for the else side
    OffInElse,   // an `if` is running its else side; this lane ran the then side
    Broken,      // left the enclosing loop with `break`
    Continued,   // skipped to the next iteration with `continue`
    Halted,      // executed `halt` (or returned from the kernel)
    NotLaunched, // the lane does not exist (the last wave of a partial workgroup)
    AtBarrier,   // would run, but its wave waits at a `barrier` for the other waves
    Inactive,    // off for a reason the snapshot does not carry (light snapshots, calls)
};
inline constexpr int kLaneStatusCount = static_cast<int>(LaneStatus::Inactive) + 1;

class LaneStatusInfo {
    Q_DECLARE_TR_FUNCTIONS(LaneStatusInfo)
public:
    // Frames are searched outermost first: the outermost frame that excludes a lane explains
    // it (inner frames were opened without it).
    static LaneStatus status(const debug::WaveSnapshot& wave, std::uint32_t lane);
    static std::vector<LaneStatus> statuses(const debug::WaveSnapshot& wave, std::uint32_t width);

    // Short name for legends and reasons: "active", "off in then", ...
    static QString name(LaneStatus status);
    // One sentence for tooltips and legends.
    static QString explanation(LaneStatus status);
};

} // namespace wave::widgets
