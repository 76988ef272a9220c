#pragma once
// The resident memory of this process, for tests that bound what an operation costs in memory
// (never in time). Header-only.

#include <cstdint>
#include <fstream>
#include <unistd.h>

namespace wave::test {

// Resident bytes now (Linux /proc/self/statm); 0 where that cannot be read (then skip).
inline std::uint64_t residentBytes() {
    std::ifstream statm("/proc/self/statm");
    std::uint64_t size = 0, resident = 0;
    if (!(statm >> size >> resident))
        return 0;
    return resident * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

} // namespace wave::test
