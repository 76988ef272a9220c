#pragma once
// A DebugService sink for tests: records every event with its ticket and the time it arrived,
// and lets the test wait (with a timeout) for an event of a given kind.

#include "debug/service/DebugService.h"

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

namespace wave::debug::test {

struct RecordedEvent {
    CommandTicket ticket;
    DebugEvent event;
    std::chrono::steady_clock::time_point at;
};

class ServiceRecorder {
public:
    DebugService::Sink sink() {
        return [this](const CommandTicket& ticket, DebugEvent event) {
            {
                std::lock_guard lock(mutex_);
                events_.push_back({ticket, std::move(event), std::chrono::steady_clock::now()});
            }
            arrived_.notify_all();
        };
    }

    // The first event of type E at or after index `from` (optionally for `ticket`), waiting
    // up to `timeout` for it.
    template <class E>
    std::optional<RecordedEvent>
    wait(std::optional<CommandTicket> ticket = std::nullopt, std::size_t from = 0,
         std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
        std::unique_lock lock(mutex_);
        std::optional<RecordedEvent> found;
        arrived_.wait_for(lock, timeout, [&] {
            for (std::size_t i = from; i < events_.size(); ++i) {
                if (std::holds_alternative<E>(events_[i].event) &&
                    (!ticket || events_[i].ticket == *ticket)) {
                    found = events_[i];
                    return true;
                }
            }
            return false;
        });
        return found;
    }

    std::vector<RecordedEvent> events() const {
        std::lock_guard lock(mutex_);
        return events_;
    }
    std::size_t size() const {
        std::lock_guard lock(mutex_);
        return events_.size();
    }

private:
    mutable std::mutex mutex_;
    std::condition_variable arrived_;
    std::vector<RecordedEvent> events_;
};

} // namespace wave::debug::test
