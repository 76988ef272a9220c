#include "emu/ParallelRunner.h"

#include "emu/EngineEntry.h"
#include "emu/WorkgroupQueue.h"
#include "emu/WorkgroupSetup.h"

#include <algorithm>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <utility>

namespace wave::emu {

ParallelRunner::Output ParallelRunner::run(const Input& in) {
    const EffectiveLaunch& launch = *in.launch;
    const std::uint64_t count = launch.workgroupCount;
    WorkgroupQueue queue(in.first, count);
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
        const auto record = [&](std::uint64_t k, Fault f) {
            std::lock_guard<std::mutex> lock(resultLock);
            if (k < faultIndex) {
                faultIndex = k;
                out.fault = std::move(f);
                firstFault = k;
            }
        };
        Fault outOfMemory;
        outOfMemory.message = "cannot allocate the state of a workgroup";
        bool retried = false;
        std::optional<std::uint64_t> retry;
        for (;;) {
            const std::optional<std::uint64_t> next =
                retry ? std::exchange(retry, std::nullopt) : queue.take(firstFault.load());
            if (!next)
                break; // the queue has let this worker leave
            const std::uint64_t k = *next;
            if (in.stop->load(std::memory_order_relaxed)) {
                queue.leave();
                break;
            }
            // A workgroup whose state does not fit has not run yet: it goes to a worker that
            // holds its state, and this one leaves the run, releasing what it holds. The last
            // worker left tries once more with the memory the others released.
            try {
                WorkgroupSetup::start(wg, launch, *in.setRegisters, *in.program, k);
            } catch (const std::bad_alloc&) {
                wg = WorkgroupState{};
                if (queue.giveBack(k))
                    break;
                if (!std::exchange(retried, true)) {
                    queue.waitForOthers();
                    retry = k;
                    continue;
                }
                record(k, outOfMemory);
                continue;
            }
            ++stats.workgroups;
            stats.waves += wg.waveCount();
            std::uint64_t budget = ~std::uint64_t(0);
            detail::LoopExit e = detail::LoopExit::WorkgroupDone;
            try {
                e = detail::runFast(c, budget); // MMA fragments are allocated while it runs
            } catch (const std::bad_alloc&) {
                record(k, outOfMemory);
                continue;
            }
            if (e == detail::LoopExit::Paused) {
                aborted = true;
                queue.leave();
                break;
            }
            if (e == detail::LoopExit::Fault) {
                record(k, std::move(*c.fault));
                c.fault.reset();
                continue;
            }
            if (k + 1 == count) {
                std::lock_guard<std::mutex> lock(resultLock);
                out.last = std::move(wg); // the last workgroup's state: no copy to allocate
            }
        }
        {
            std::lock_guard<std::mutex> lock(resultLock);
            out.stats += stats;
            out.steps += steps;
        }
        wg = WorkgroupState{};
        queue.release();
    };

    std::vector<std::thread> threads;
    queue.join(); // this thread
    // No more threads than workgroups: every core by default on a grid of 2 starts one thread.
    const std::uint64_t workers = std::min<std::uint64_t>(launch.threads, count - in.first);
    try {
        for (std::uint64_t i = 1; i < workers; ++i) {
            queue.join();
            threads.emplace_back(worker);
        }
    } catch (const std::system_error&) {
        // Fewer threads than asked for: the remaining work is shared by those that started.
        queue.leave();
        queue.release();
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
