#include "debug/session/LiveWaveContext.h"

namespace wave::debug {

std::uint64_t LiveWaveContext::activeMask() const {
    return wave_ < wg_.waves.size() ? wg_.waves[wave_].active : 0;
}

std::int64_t LiveWaveContext::builtin(expr::Builtin which, std::uint32_t lane) const {
    const std::uint64_t thread = std::uint64_t(wave_) * wg_.waveWidth + lane;
    const std::uint64_t wx = launch_.workgroup.x ? launch_.workgroup.x : 1;
    const std::uint64_t wy = launch_.workgroup.y ? launch_.workgroup.y : 1;
    const std::uint32_t pc = pc_;
    switch (which) {
    case expr::Builtin::Wave:
        return wave_;
    case expr::Builtin::Workgroup:
        return static_cast<std::int64_t>(wg_.index);
    case expr::Builtin::WorkgroupX:
        return wg_.id.x;
    case expr::Builtin::WorkgroupY:
        return wg_.id.y;
    case expr::Builtin::WorkgroupZ:
        return wg_.id.z;
    case expr::Builtin::ThreadX:
        return static_cast<std::int64_t>(thread % wx);
    case expr::Builtin::ThreadY:
        return static_cast<std::int64_t>((thread / wx) % wy);
    case expr::Builtin::ThreadZ:
        return static_cast<std::int64_t>(thread / (wx * wy));
    case expr::Builtin::WaveWidth:
        return wg_.waveWidth;
    case expr::Builtin::Pc:
        return pc;
    case expr::Builtin::Line:
        return lines_.line(pc);
    case expr::Builtin::Lane:
        return lane;
    case expr::Builtin::ActiveLanes:
    case expr::Builtin::Active:
        return 0; // derived by the evaluator
    }
    return 0;
}

} // namespace wave::debug
