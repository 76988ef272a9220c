#include "debug/analysis/Statistics.h"

#include <algorithm>

namespace wave::debug {

void Statistics::instruction(isa::Category category, std::uint32_t activeLanes,
                             std::uint32_t waveWidth) {
    const auto index = static_cast<std::size_t>(category);
    if (index < data_.byCategory.size())
        data_.byCategory[index] += 1;
    data_.instructions += 1;
    data_.activeLaneSum += activeLanes;
    data_.laneSlots += waveWidth;
}

void Statistics::access(const MemoryAccess& access) {
    Traffic& t = access.space == MemorySpace::Local ? data_.local : data_.device;
    switch (access.kind) {
    case AccessKind::Read:
        t.loads += 1;
        t.loadBytes += access.size;
        break;
    case AccessKind::Write:
        t.stores += 1;
        t.storeBytes += access.size;
        break;
    case AccessKind::Atomic:
        t.atomics += 1;
        t.atomicBytes += access.size;
        break;
    }
}

void Statistics::bankConflict(std::uint32_t degree) {
    if (degree > 1) {
        data_.bankConflictedInstructions += 1;
        data_.bankConflictExtraCycles += degree - 1;
    }
    data_.worstBankConflict = std::max(data_.worstBankConflict, degree);
}

} // namespace wave::debug
