#include "emu/ParallelRunner.h"

#include "emu/EngineEntry.h"
#include "emu/WorkgroupSetup.h"

#include <algorithm>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>

namespace wave::emu {

ParallelRunner::Output ParallelRunner::run(const Input& in) {
    const EffectiveLaunch& launch = *in.launch;
    const std::uint64_t count = launch.workgroupCount;
    std::atomic<std::uint64_t> next{in.first};
    std::atomic<std::uint64_t> firstFault{~std::uint64_t(0)};
    std::atomic<bool> aborted{false};
    std::mutex resultLock, deviceLock;
    Output out;
    std::uint64_t faultIndex = ~std::uint64_t(0);

    const auto worker = [&] {
        WorkgroupState wg;
        Statistics stats;
        std::uint64_t steps = 0;
        detail::ExecContext c;
        c.bind(*in.program, launch);
        c.wg = &wg;
        c.bindDevice(*in.device);
        c.sharedDevice = true;
        c.deviceLock = &deviceLock;
        c.stats = &stats;
        c.steps = &steps;
        c.stopRequest = in.stop;
        // Out of memory anywhere in a workgroup (its state, MMA fragments): a fault of that
        // workgroup, never an exception escaping the thread (which would abort the process).
        const auto outOfMemory = [&](std::uint64_t k) {
            Fault f;
            f.message = "cannot allocate the state of a workgroup";
            std::lock_guard<std::mutex> lock(resultLock);
            if (k < faultIndex) {
                faultIndex = k;
                out.fault = f;
                firstFault = k;
            }
        };
        for (;;) {
            const std::uint64_t k = next.fetch_add(1);
            if (k >= count || k > firstFault.load() || in.stop->load(std::memory_order_relaxed))
                break;
            detail::LoopExit e = detail::LoopExit::WorkgroupDone;
            try {
                WorkgroupSetup::start(wg, launch, *in.setRegisters, *in.program, k);
                ++stats.workgroups;
                stats.waves += wg.waveCount();
                std::uint64_t budget = ~std::uint64_t(0);
                e = detail::runFast(c, budget);
            } catch (const std::bad_alloc&) {
                outOfMemory(k);
                break;
            }
            if (e == detail::LoopExit::Paused) {
                aborted = true;
                break;
            }
            std::lock_guard<std::mutex> lock(resultLock);
            if (e == detail::LoopExit::Fault) {
                if (k < faultIndex) {
                    faultIndex = k;
                    out.fault = std::move(c.fault);
                    firstFault = k;
                }
                c.fault.reset();
                break;
            }
            if (k + 1 == count)
                out.last = std::move(wg); // the worker's last workgroup: no copy to allocate
        }
        std::lock_guard<std::mutex> lock(resultLock);
        out.stats += stats;
        out.steps += steps;
    };

    std::vector<std::thread> threads;
    try {
        for (std::uint32_t i = 1; i < launch.threads; ++i)
            threads.emplace_back(worker);
    } catch (const std::system_error&) {
        // Fewer threads than asked for: the remaining work is shared by those that started.
    }
    worker();
    for (std::thread& t : threads)
        t.join();

    out.status = out.fault ? RunStatus::Faulted
                 : aborted ? RunStatus::Aborted
                           : RunStatus::Completed;
    return out;
}

} // namespace wave::emu
