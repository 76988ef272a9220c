#include "models/LaneStatus.h"

namespace wave::widgets {

namespace {

bool has(std::uint64_t mask, std::uint32_t lane) {
    return lane < 64 && ((mask >> lane) & 1u) != 0;
}

} // namespace

LaneStatus LaneStatusInfo::status(const debug::WaveSnapshot& wave, std::uint32_t lane) {
    if (!has(wave.initialMask, lane))
        return LaneStatus::NotLaunched;
    if (!has(wave.liveMask, lane))
        return LaneStatus::Halted;
    if (has(wave.activeMask, lane))
        return wave.status == emu::WaveStatus::AtBarrier ? LaneStatus::AtBarrier
                                                         : LaneStatus::Active;
    using Kind = debug::FrameSnapshot::Kind;
    for (const debug::FrameSnapshot& f : wave.frames) {
        if (f.kind == Kind::Loop) {
            if (has(f.breakMask, lane))
                return LaneStatus::Broken;
            if (has(f.continueMask, lane))
                return LaneStatus::Continued;
            continue;
        }
        if (!has(f.entry, lane))
            continue;
        if (!f.inElse && has(f.elseMask, lane))
            return LaneStatus::OffInThen;
        if (f.inElse && has(f.thenMask, lane))
            return LaneStatus::OffInElse;
    }
    return LaneStatus::Inactive;
}

std::vector<LaneStatus> LaneStatusInfo::statuses(const debug::WaveSnapshot& wave,
                                                 std::uint32_t width) {
    std::vector<LaneStatus> out(width);
    for (std::uint32_t lane = 0; lane < width; ++lane)
        out[lane] = status(wave, lane);
    return out;
}

QString LaneStatusInfo::name(LaneStatus status) {
    switch (status) {
    case LaneStatus::Active:
        return tr("active");
    case LaneStatus::OffInThen:
        return tr("off in then");
    case LaneStatus::OffInElse:
        return tr("off in else");
    case LaneStatus::Broken:
        return tr("broken");
    case LaneStatus::Continued:
        return tr("continued");
    case LaneStatus::Halted:
        return tr("halted");
    case LaneStatus::NotLaunched:
        return tr("not launched");
    case LaneStatus::AtBarrier:
        return tr("waiting at barrier");
    case LaneStatus::Inactive:
        return tr("inactive");
    }
    return {};
}

QString LaneStatusInfo::explanation(LaneStatus status) {
    switch (status) {
    case LaneStatus::Active:
        return tr("The lane executes the current instruction.");
    case LaneStatus::OffInThen:
        return tr("The `if` runs its then side; this lane waits to run the else side.");
    case LaneStatus::OffInElse:
        return tr("The `if` runs its else side; this lane already ran the then side.");
    case LaneStatus::Broken:
        return tr("The lane left the loop with `break`; it returns at `endloop`.");
    case LaneStatus::Continued:
        return tr("The lane skipped to the next iteration with `continue`.");
    case LaneStatus::Halted:
        return tr("The lane executed `halt`; it never runs again.");
    case LaneStatus::NotLaunched:
        return tr("No thread: the workgroup does not fill this wave.");
    case LaneStatus::AtBarrier:
        return tr("The wave waits at a `barrier` until every other wave arrives; then this lane "
                  "runs on.");
    case LaneStatus::Inactive:
        return tr("The lane is switched off.");
    }
    return {};
}

} // namespace wave::widgets
