#include "debug/session/MachineSnapshot.h"

namespace wave::debug {

bool comparable(const MachineSnapshot& previous, const MachineSnapshot& current) {
    return previous.epoch == current.epoch && previous.kernelName == current.kernelName &&
           previous.workgroupIndex == current.workgroupIndex &&
           previous.waves.size() == current.waves.size() &&
           previous.waveWidth == current.waveWidth &&
           previous.registerCount == current.registerCount;
}

} // namespace wave::debug
