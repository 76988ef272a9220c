#pragma once
// The adapter's one queue: messages from the client (read by the reader thread) and events of
// the DebugService (produced on the service's thread) arrive here, and the main thread takes
// them in order, so every request and every engine event is handled on one thread.
//
// Threading: push() from any thread, pop() from the main thread.

#include "debug/service/CommandTicket.h"
#include "debug/service/DebugEvent.h"
#include "protocol/FdChannel.h"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

namespace wave::dap {

struct ServiceItem {
    debug::CommandTicket ticket;
    debug::DebugEvent event;
};

// One of the two, in arrival order. The engine's events travel behind a pointer: they are
// handed on, never copied.
struct InboxItem {
    std::optional<protocol::ChannelEvent> message;
    std::unique_ptr<ServiceItem> event;
};

class DapInbox {
public:
    void push(protocol::ChannelEvent message) {
        InboxItem item;
        item.message = std::move(message);
        add(std::move(item));
    }
    void push(std::unique_ptr<ServiceItem> event) {
        InboxItem item;
        item.event = std::move(event);
        add(std::move(item));
    }
    InboxItem pop() {
        std::unique_lock lock(mutex_);
        ready_.wait(lock, [&] { return !items_.empty(); });
        InboxItem item = std::move(items_.front());
        items_.pop_front();
        return item;
    }

private:
    void add(InboxItem item) {
        {
            std::lock_guard lock(mutex_);
            items_.push_back(std::move(item));
        }
        ready_.notify_one();
    }

    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<InboxItem> items_;
};

} // namespace wave::dap
