#include "debug/session/SnapshotEvalContext.h"

#include <algorithm>

namespace wave::debug {

SnapshotEvalContext::SnapshotEvalContext(const MachineSnapshot& snapshot, std::uint32_t wave)
    : snapshot_(snapshot) {
    if (wave < snapshot.waves.size())
        wave_ = &snapshot.waves[wave];
    // EvalContext promises 1..64 lanes; a damaged snapshot must not break that.
    width_ = std::clamp<std::uint32_t>(snapshot.waveWidth, 1, 64);
    identity_.wave = wave;
    identity_.waveWidth = snapshot.waveWidth;
    identity_.workgroupIndex = snapshot.workgroupIndex;
    identity_.workgroupId = snapshot.workgroupId;
    identity_.workgroupSize = snapshot.workgroupSize;
    if (wave_) {
        identity_.pc = wave_->pc;
        identity_.line = wave_->line;
    }
}

std::uint64_t SnapshotEvalContext::activeMask() const {
    return wave_ ? wave_->activeMask : 0;
}

bool SnapshotEvalContext::predicate(std::uint32_t lane, std::uint32_t index) const {
    return wave_ && wave_->predicate(index, lane);
}

} // namespace wave::debug
