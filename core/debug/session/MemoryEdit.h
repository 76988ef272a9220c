#pragma once
// A debugger edit of memory, made at a stop at `step`: `bytes` written from `address` on, in
// device memory or in the current workgroup's local memory. Like a register edit (StateEdit)
// it is part of the run from then on, applied whenever the machine arrives at `step`; the
// HistoryReplayer keeps both kinds.

#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <vector>

namespace wave::debug {

struct MemoryEdit {
    std::uint64_t step = 0;
    MemorySpace space = MemorySpace::Device;
    std::uint64_t address = 0;
    std::vector<std::uint8_t> bytes;
};

} // namespace wave::debug
