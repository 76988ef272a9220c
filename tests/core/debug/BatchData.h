#pragma once
// One wave-instruction's accesses as test data (a lane mask with each lane's address, plus a
// list of single accesses), and the AccessBatch the analyzers take of it.

#include "debug/analysis/MemoryAccess.h"

#include <array>
#include <cstdint>
#include <vector>

namespace wave::debug::test {

struct BatchData {
    std::uint64_t mask = 0;
    std::array<std::uint32_t, 64> addresses{};
    std::vector<LaneAccess> list;
    std::uint32_t size = 4;

    AccessBatch view(MemorySpace space) const {
        AccessBatch a;
        a.space = space;
        a.size = size;
        a.laneMask = mask;
        a.laneAddresses = addresses.data();
        a.lanes = list;
        return a;
    }
};

} // namespace wave::debug::test
