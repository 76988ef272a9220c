#include "portability/MatrixMemory.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/resource.h>
#include <unistd.h>
#define WAVE_MATRIX_RLIMIT 1
#endif

namespace wave::portability {

namespace {

std::string mebibytes(std::uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MiB", double(bytes) / double(1 << 20));
    return text;
}

// The process's address space now (Linux /proc/self/statm), 0 when unknown.
std::uint64_t addressSpaceInUse() {
#ifdef WAVE_MATRIX_RLIMIT
    std::ifstream statm("/proc/self/statm");
    std::uint64_t pages = 0;
    if (statm >> pages)
        return pages * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
#endif
    return 0;
}

// MemAvailable of /proc/meminfo, UINT64_MAX when unknown.
std::uint64_t memoryAvailable() {
    std::ifstream meminfo("/proc/meminfo");
    std::string line;
    while (std::getline(meminfo, line)) {
        std::istringstream fields(line);
        std::string key;
        std::uint64_t kib = 0;
        if (fields >> key >> kib && key == "MemAvailable:")
            return kib * 1024;
    }
    return UINT64_MAX;
}

} // namespace

MatrixMemory::Room MatrixMemory::available() {
    Room room;
#ifdef WAVE_MATRIX_RLIMIT
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        const std::uint64_t used = addressSpaceInUse();
        room.addressSpace = limit.rlim_cur > used ? limit.rlim_cur - used : 0;
    }
#endif
    room.memory = memoryAvailable();
    return room;
}

std::string MatrixMemory::check(std::uint64_t deviceSize, std::uint64_t inputBytes,
                                const Room& room) {
    const std::uint64_t addressSpace = deviceSize + inputBytes;
    const std::uint64_t memory = 2 * inputBytes;
    const std::string why = " (a run's " + mebibytes(deviceSize) +
                            " of device memory, of which the inputs write " +
                            mebibytes(inputBytes) + ", and the reference output's copy of those)";
    if (addressSpace > room.addressSpace)
        return "the portability matrix needs at least " + mebibytes(addressSpace) +
               " of address space" + why + ", more than the " + mebibytes(room.addressSpace) +
               " this process may still use (see ulimit -v)";
    if (memory > room.memory)
        return "the portability matrix needs at least " + mebibytes(memory) + " of memory" + why +
               ", more than the " + mebibytes(room.memory) + " the system has available";
    return {};
}

unsigned MatrixMemory::parallelRuns(std::uint64_t deviceSize, const Room& room, unsigned cores) {
    if (cores < 2 || room.addressSpace == UINT64_MAX)
        return std::max(cores, 1u);
    // Per run beyond the first: its device memory, a copy of what it writes (its output image,
    // at most as large), and room for its thread's stack, its workgroups and decoded program.
    constexpr std::uint64_t kSlack = 64ull << 20;
    const std::uint64_t perRun = 2 * deviceSize + kSlack;
    return static_cast<unsigned>(std::clamp<std::uint64_t>(room.addressSpace / perRun, 1, cores));
}

} // namespace wave::portability
