#pragma once
// The IDE's thread adapter over the debugger service (core/debug/service): commands go to a
// DebugService, which runs the DebugSession on a thread of its own; its events come back as
// one signal, delivered(), queued to the GUI thread in the order the service produced them.
// Nothing here knows a command or an event by name: the values pass through unchanged.
//
// Threading: created, called and destroyed on the GUI thread; delivered() is emitted there.
// Destroying it ends the service's thread (a running command stops within a slice).

#include "session/SessionTypes.h"

#include "debug/service/DebugCommand.h"

#include <QObject>

#include <deque>
#include <memory>
#include <mutex>
#include <utility>

namespace wave::debug {
class DebugService;
}

namespace wave::widgets {

class DebuggerBridge : public QObject {
    Q_OBJECT
public:
    // With a DebugService of its own.
    explicit DebuggerBridge(QObject* parent = nullptr);
    ~DebuggerBridge() override;

    // At once, ahead of every queued command (see DebugService::cancel).
    virtual void cancel(quint64 through);
    // Queued behind the commands sent before it; answered through delivered().
    virtual void send(const wave::debug::CommandTicket& ticket, wave::debug::DebugCommand command);

signals:
    void delivered(wave::debug::CommandTicket ticket, wave::debug::DebugEvent event);

protected:
    // For stand-ins in tests: no service; they override send() and cancel() and emit
    // delivered() themselves.
    struct WithoutService {};
    explicit DebuggerBridge(WithoutService, QObject* parent = nullptr);

private:
    // On the GUI thread: emits the events that arrived from the service so far.
    void deliverArrived();

    std::unique_ptr<debug::DebugService> service_;
    using Arrived = std::pair<debug::CommandTicket, debug::DebugEvent>;
    std::mutex arrivedMutex_;
    std::deque<Arrived> arrived_;
};

} // namespace wave::widgets
