#include "debug/session/WaveIdentity.h"

namespace wave::debug {

std::int64_t WaveIdentity::builtin(expr::Builtin which, std::uint32_t lane) const {
    const std::uint64_t thread = std::uint64_t(wave) * waveWidth + lane;
    const std::uint64_t wx = workgroupSize.x ? workgroupSize.x : 1;
    const std::uint64_t wy = workgroupSize.y ? workgroupSize.y : 1;
    switch (which) {
    case expr::Builtin::Wave:
        return wave;
    case expr::Builtin::Workgroup:
        return static_cast<std::int64_t>(workgroupIndex);
    case expr::Builtin::WorkgroupX:
        return workgroupId.x;
    case expr::Builtin::WorkgroupY:
        return workgroupId.y;
    case expr::Builtin::WorkgroupZ:
        return workgroupId.z;
    case expr::Builtin::ThreadX:
        return static_cast<std::int64_t>(thread % wx);
    case expr::Builtin::ThreadY:
        return static_cast<std::int64_t>((thread / wx) % wy);
    case expr::Builtin::ThreadZ:
        return static_cast<std::int64_t>(thread / (wx * wy));
    case expr::Builtin::WaveWidth:
        return waveWidth;
    case expr::Builtin::Pc:
        return pc;
    case expr::Builtin::Line:
        return line;
    case expr::Builtin::Lane:
        return lane;
    case expr::Builtin::ActiveLanes:
    case expr::Builtin::Active:
        return 0; // derived by the evaluator
    }
    return 0;
}

} // namespace wave::debug
