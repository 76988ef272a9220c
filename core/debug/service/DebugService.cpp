#include "debug/service/DebugService.h"

#include <limits>

namespace wave::debug {

DebugService::DebugService(Sink sink, Timing timing)
    : runner_(std::move(sink), timing), thread_([this] { loop(); }) {}

DebugService::~DebugService() {
    // Ends a running command within a slice, so the thread can stop.
    runner_.cancel(std::numeric_limits<std::uint64_t>::max());
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void DebugService::submit(const CommandTicket& ticket, DebugCommand command) {
    {
        std::lock_guard lock(mutex_);
        queue_.emplace_back(ticket, std::move(command));
    }
    wake_.notify_one();
}

void DebugService::cancel(std::uint64_t through) {
    runner_.cancel(through);
}

bool DebugService::idle() const {
    std::lock_guard lock(mutex_);
    return queue_.empty() && !running_ && !sliceDue_;
}

void DebugService::loop() {
    std::unique_lock lock(mutex_);
    while (true) {
        wake_.wait(lock, [this] { return stopping_ || !queue_.empty() || sliceDue_; });
        if (stopping_)
            return;
        running_ = true;
        // Commands first: a Pause or a newer command queued meanwhile goes before the next
        // slice of the running one.
        if (!queue_.empty()) {
            auto [ticket, command] = std::move(queue_.front());
            queue_.pop_front();
            lock.unlock();
            runner_.handle(ticket, command);
        } else {
            lock.unlock();
            runner_.runSlice();
        }
        lock.lock();
        sliceDue_ = runner_.active();
        running_ = false;
    }
}

} // namespace wave::debug
