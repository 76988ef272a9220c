#pragma once
// What a portability matrix needs in memory at the least, against what the process may still
// take, so that a matrix that cannot fit is refused before its first run, with the figures.
//
// Runs share their output pages (PortabilityRunner), so a matrix holds at once one run's device
// memory (its address space, and the pages its inputs and kernel write) and the reference
// output's copy of the pages written: at least the device memory's size in address space and
// twice the inputs' bytes in memory. What the kernels write and where runs differ comes on top
// and is only known by running them; running out of memory then is an error like any other.

#include <cstdint>
#include <string>

namespace wave::portability {

class MatrixMemory {
public:
    struct Room {
        std::uint64_t addressSpace = UINT64_MAX; // left under RLIMIT_AS (UINT64_MAX: no limit)
        std::uint64_t memory = UINT64_MAX;       // MemAvailable (UINT64_MAX: unknown)
    };
    // What this process may still take now.
    static Room available();
    // Empty when a matrix over `deviceSize` bytes of device memory, whose inputs write
    // `inputBytes`, fits in `room`; otherwise the error (the text after "Error: ").
    static std::string check(std::uint64_t deviceSize, std::uint64_t inputBytes, const Room& room);
    // How many runs over `deviceSize` bytes of device memory may run side by side, 1 to `cores`:
    // each holds its own device memory's address space, so a tight address-space limit keeps
    // the matrix on fewer threads instead of failing runs that one thread would finish.
    static unsigned parallelRuns(std::uint64_t deviceSize, const Room& room, unsigned cores);
};

} // namespace wave::portability
