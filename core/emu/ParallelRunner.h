#pragma once
// Internal: runs independent workgroups on worker threads (LaunchConfig::threads > 1, no
// observer, no trace). Each worker has its own WorkgroupState, Statistics and ExecContext;
// device memory is shared. Workgroups are handed out in increasing linear order
// (WorkgroupQueue); a worker whose state does not fit in memory hands its workgroup to the
// others and leaves, so a memory limit costs threads, not the run.
//
// What matches a sequential run: device memory and statistics of every race-free kernel
// (statistics are sums, so their order does not matter), and the reported fault, which is the
// one of the lowest-numbered faulting workgroup.
// What can differ: results of races between workgroups (plain stores to the same address,
// loads of data another workgroup stores, the old values returned by device atomics that
// several workgroups apply to the same word, and unaligned device atomics, which are atomic only
// with respect to each other); after a fault, device memory may contain effects of later
// workgroups that were already running, and statistics include them.
// Device atomics on aligned words are real atomic read-modify-writes (std::atomic_ref), all
// other device accesses are plain memory accesses.

#include "emu/DecodedProgram.h"
#include "emu/Fault.h"
#include "emu/LaunchConfig.h"
#include "emu/MachineState.h"
#include "emu/Statistics.h"
#include "emu/WorkgroupState.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace wave::emu {

class ParallelRunner {
public:
    struct Input {
        const DecodedProgram* program = nullptr;
        const EffectiveLaunch* launch = nullptr;
        const std::vector<RegisterInit>* setRegisters = nullptr;
        DeviceMemory* device = nullptr;
        std::atomic<bool>* stop = nullptr; // polled, not cleared
        std::uint64_t first = 0;           // first workgroup to run
    };
    struct Output {
        RunStatus status = RunStatus::Completed; // Completed, Faulted or Aborted
        std::optional<Fault> fault;
        Statistics stats;
        std::uint64_t steps = 0;
        std::optional<WorkgroupState> last; // final state of the last workgroup, if it ran
    };

    static Output run(const Input& in);
};

} // namespace wave::emu
