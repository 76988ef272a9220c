#include "session/DebuggerBridge.h"

#include "debug/service/DebugService.h"

#include <QMetaObject>

#include <utility>

namespace wave::widgets {

DebuggerBridge::DebuggerBridge(QObject* parent) : QObject(parent) {
    static const bool registered = [] {
        qRegisterMetaType<debug::CommandTicket>();
        qRegisterMetaType<debug::DebugEvent>();
        return true;
    }();
    (void)registered;
    // Called on the service's thread: the event waits in arrived_ until the GUI thread takes
    // it, in order, with the others that came meanwhile.
    service_ = std::make_unique<debug::DebugService>(
        [this](const debug::CommandTicket& ticket, debug::DebugEvent event) {
            {
                std::lock_guard lock(arrivedMutex_);
                arrived_.emplace_back(ticket, std::move(event));
                if (arrived_.size() > 1)
                    return; // a delivery is already on its way
            }
            QMetaObject::invokeMethod(this, &DebuggerBridge::deliverArrived, Qt::QueuedConnection);
        });
}

// One at a time from the shared queue, so a slot that spins an event loop (a dialog) gets the
// later events after this one, still in order.
void DebuggerBridge::deliverArrived() {
    while (true) {
        std::unique_lock lock(arrivedMutex_);
        if (arrived_.empty())
            return;
        const auto next = std::make_shared<const Arrived>(std::move(arrived_.front()));
        arrived_.pop_front();
        lock.unlock();
        emit delivered(next->first, next->second);
    }
}

DebuggerBridge::DebuggerBridge(WithoutService, QObject* parent) : QObject(parent) {}

// The service first: its thread may still post events to this object until it has ended.
DebuggerBridge::~DebuggerBridge() {
    service_.reset();
}

void DebuggerBridge::cancel(quint64 through) {
    if (service_)
        service_->cancel(through);
}

void DebuggerBridge::send(const debug::CommandTicket& ticket, debug::DebugCommand command) {
    if (service_)
        service_->submit(ticket, std::move(command));
}

} // namespace wave::widgets
