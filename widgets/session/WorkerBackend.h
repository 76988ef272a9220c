#pragma once
// The real SessionBackend: a SessionWorker on a thread of its own. Requests go to the worker
// as queued calls (in order); its results come back as this object's signals, queued to the
// GUI thread in the order the worker produced them.
//
// Threading: created, called and destroyed on the GUI thread; the worker it owns lives on the
// QThread it owns, which stops with it.

#include "session/SessionBackend.h"

#include <QThread>

namespace wave::widgets {

class WorkerBackend final : public SessionBackend {
    Q_OBJECT
public:
    explicit WorkerBackend(QObject* parent = nullptr);
    ~WorkerBackend() override;

    void cancel(quint64 through) override;
    void launch(CommandTicket ticket, LaunchRequestPtr request,
                QVector<BreakpointEntry> breakpoints) override;
    void restart(CommandTicket ticket) override;
    void end(CommandTicket ticket) override;
    void command(CommandTicket ticket, SessionCommand command, quint64 argument) override;
    void pause(CommandTicket ticket) override;
    void setFocus(CommandTicket ticket, quint32 wave, quint32 lane) override;
    void setBreakpoints(QVector<BreakpointEntry> breakpoints) override;
    void setAnalyses(debug::AnalysisOptions options) override;
    void writeRegister(CommandTicket ticket, quint32 wave, quint32 lane, quint32 reg,
                       quint32 value) override;
    void writePredicate(CommandTicket ticket, quint32 wave, quint32 lane, quint32 predicate,
                        bool value) override;
    void snapshotAt(CommandTicket ticket, quint64 step) override;

private:
    // Runs `call` on the worker's thread, after the requests made before it.
    template <typename Call>
    void post(Call&& call) {
        QMetaObject::invokeMethod(worker_, std::forward<Call>(call), Qt::QueuedConnection);
    }

    QThread thread_;
    SessionWorker* worker_ = nullptr;
};

} // namespace wave::widgets
