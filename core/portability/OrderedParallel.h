#pragma once
// Runs jobs 1..n-1 of a list on worker threads and hands their results to the calling thread in
// index order, as a sequential loop would: the portability matrix's runs (PortabilityRunner).
// What the caller does with a result (grouping, progress) therefore sees the same sequence
// whatever the number of workers, so the matrix is identical to a one-thread run.
//
// Threading: run() is synchronous. `job` is called on the worker threads (several at once, each
// index once) and must be safe to call concurrently; `take` is called on the calling thread,
// `stop` on both (the workers ask it before a job, the calling thread before each take). An
// exception thrown by a job stops the others from starting new jobs and is rethrown by run() once
// every worker has left.

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace wave::portability {

class OrderedParallel {
public:
    // Calls take(i, job(i)) for i = first, first + 1, ... < count in order, until stop() says
    // so before a job starts. With fewer than two workers (or when no thread can be started)
    // the jobs run on the calling thread. Returns the index of the first job not taken.
    template <typename Job, typename Take, typename Stop>
    static std::size_t run(std::size_t first, std::size_t count, unsigned workers, Job job,
                           Take take, Stop stop) {
        using Result = decltype(job(first));
        std::size_t i = first;
        if (workers < 2 || count - first < 2) {
            for (; i < count && !stop(); ++i)
                take(i, job(i));
            return i;
        }
        std::vector<std::optional<Result>> results(count);
        std::mutex lock;
        std::condition_variable ready;
        std::atomic<std::size_t> next{first};
        std::exception_ptr error;
        unsigned running = 0;
        const auto worker = [&] {
            for (;;) {
                const std::size_t k = next.fetch_add(1);
                if (k >= count || stop())
                    break;
                try {
                    Result r = job(k);
                    std::lock_guard<std::mutex> hold(lock);
                    results[k].emplace(std::move(r));
                } catch (...) {
                    std::lock_guard<std::mutex> hold(lock);
                    if (!error)
                        error = std::current_exception();
                    next = count;
                    break;
                }
                ready.notify_one();
            }
            std::lock_guard<std::mutex> hold(lock);
            --running;
            ready.notify_one();
        };
        std::vector<std::thread> threads;
        for (unsigned w = 0; w < workers && w < count - first; ++w) {
            try {
                std::lock_guard<std::mutex> hold(lock);
                threads.emplace_back(worker);
                ++running;
            } catch (const std::system_error&) {
                break; // fewer workers: those that started share the jobs
            }
        }
        if (threads.empty()) {
            for (; i < count && !stop(); ++i)
                take(i, job(i));
            return i;
        }
        std::unique_lock<std::mutex> hold(lock);
        // stop() before every take, as the loop on one thread asks it before every job: a
        // result computed ahead of a stop is dropped.
        for (; i < count; ++i) {
            ready.wait(hold, [&] { return results[i].has_value() || running == 0; });
            if (!results[i] || stop())
                break;
            Result r = std::move(*results[i]);
            results[i].reset();
            hold.unlock();
            take(i, std::move(r));
            hold.lock();
        }
        hold.unlock();
        next = count; // after a stop or an error: no new jobs
        for (std::thread& t : threads)
            t.join();
        if (error)
            std::rethrow_exception(error);
        return i;
    }
};

} // namespace wave::portability
