#pragma once
// Internal: hands out the workgroups of a parallel run (ParallelRunner) in increasing linear
// order, and takes back a workgroup that a worker could not start because its state did not fit
// in memory. Such a worker leaves the run and the workers that hold their state run the
// workgroup instead, so a run degrades to fewer threads under a memory limit instead of failing
// (as it does when fewer threads than asked for can be started). Only the last worker left
// cannot give work back: it tries once more when the others have released their state
// (waitForOthers), and a second failure is the run's fault.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

namespace wave::emu {

class WorkgroupQueue {
public:
    WorkgroupQueue(std::uint64_t first, std::uint64_t count) : next_(first), count_(count) {}

    // A worker joins before its thread starts (and leaves if the thread cannot be started).
    void join() {
        std::lock_guard<std::mutex> lock(lock_);
        ++workers_;
        ++holders_;
    }

    // The next workgroup to run, or none when the worker is done: every workgroup was handed
    // out, or the next one lies beyond `limit` (the lowest faulting workgroup so far). A worker
    // that gets none has left the run.
    std::optional<std::uint64_t> take(std::uint64_t limit) {
        if (!givenBack_.load(std::memory_order_acquire)) {
            const std::uint64_t k = next_.fetch_add(1);
            if (k < count_ && k <= limit)
                return k;
        }
        std::lock_guard<std::mutex> lock(lock_);
        if (!returned_.empty()) {
            const std::uint64_t k = returned_.back(); // the lowest: kept in decreasing order
            returned_.pop_back();
            givenBack_.store(!returned_.empty(), std::memory_order_release);
            if (k <= limit)
                return k;
            returned_.clear();
            givenBack_.store(false, std::memory_order_release);
        }
        const std::uint64_t k = next_.fetch_add(1);
        if (k < count_ && k <= limit)
            return k;
        --workers_;
        return std::nullopt;
    }

    // Gives workgroup k back and leaves the run, unless the caller is the last worker left
    // (false: it must run k itself or fail).
    bool giveBack(std::uint64_t k) {
        std::lock_guard<std::mutex> lock(lock_);
        if (workers_ <= 1)
            return false;
        --workers_;
        const auto at = std::upper_bound(returned_.begin(), returned_.end(), k,
                                         [](std::uint64_t a, std::uint64_t b) { return a > b; });
        returned_.insert(at, k);
        givenBack_.store(true, std::memory_order_release);
        return true;
    }

    // A worker that stops early (a pause request).
    void leave() {
        std::lock_guard<std::mutex> lock(lock_);
        --workers_;
    }

    // A worker that has left and released its workgroup state, or whose thread could not be
    // started (after leave()).
    void release() {
        {
            std::lock_guard<std::mutex> lock(lock_);
            --holders_;
        }
        released_.notify_all();
    }

    // Waits until every other worker has released its state (the caller has released its own,
    // so it counts as the one holder left). Bounded: the others have left the run.
    void waitForOthers() {
        std::unique_lock<std::mutex> lock(lock_);
        released_.wait(lock, [this] { return holders_ <= 1; });
    }

private:
    std::atomic<std::uint64_t> next_;
    const std::uint64_t count_;
    std::atomic<bool> givenBack_{false};
    std::mutex lock_;
    std::vector<std::uint64_t> returned_; // decreasing, so the lowest is at the back
    unsigned workers_ = 0;                // in the run: taking work
    unsigned holders_ = 0;                // not yet released their state
    std::condition_variable released_;
};

} // namespace wave::emu
