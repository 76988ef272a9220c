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

void Statistics::instructions(const std::uint64_t* byCategory, std::uint64_t count,
                              std::uint64_t activeLanes, std::uint32_t waveWidth) {
    for (std::size_t c = 0; c < data_.byCategory.size(); ++c)
        data_.byCategory[c] += byCategory[c];
    data_.instructions += count;
    data_.activeLaneSum += activeLanes;
    data_.laneSlots += count * waveWidth;
}

void Statistics::access(const MemoryAccess& access) {
    count(access.space, access.kind, 1, access.size);
}

void Statistics::access(const AccessBatch& batch) {
    count(batch.space, batch.kind, batch.count(), batch.size);
}

void Statistics::count(MemorySpace space, AccessKind kind, std::uint64_t count,
                       std::uint32_t size) {
    Traffic& t = space == MemorySpace::Local ? data_.local : data_.device;
    const std::uint64_t bytes = count * size;
    switch (kind) {
    case AccessKind::Read:
        t.loads += count;
        t.loadBytes += bytes;
        break;
    case AccessKind::Write:
        t.stores += count;
        t.storeBytes += bytes;
        break;
    case AccessKind::Atomic:
        t.atomics += count;
        t.atomicBytes += bytes;
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
