#include "models/StopText.h"

#include "models/VerdictText.h"

namespace wave::widgets {

using debug::StopReason;

QString StopText::sourceChangedMark() {
    return tr("source changed since this run");
}

QString StopText::describe(const debug::StopInfo& s) {
    const QString at = VerdictText::location(s.line, s.pc);
    const std::uint32_t id = s.breakpoints.empty() ? 0 : s.breakpoints.front();
    switch (s.reason) {
    case StopReason::StepDone:
        return {};
    case StopReason::Breakpoint:
        return tr("breakpoint %1 at %2").arg(id).arg(at);
    case StopReason::BarrierEvent:
        return tr("barrier breakpoint %1: wave %2 at the barrier at %3")
            .arg(id)
            .arg(s.wave)
            .arg(at);
    case StopReason::DivergenceEvent:
        return tr("divergence breakpoint %1: wave %2 at %3").arg(id).arg(s.wave).arg(at);
    case StopReason::Watchpoint: {
        if (!s.watch)
            return tr("watchpoint %1").arg(id);
        const debug::WatchHit& w = *s.watch;
        const bool local = w.space == debug::MemorySpace::Local;
        QString what;
        switch (w.kind) {
        case debug::AccessKind::Read:
            what = local ? tr("read of local 0x%1") : tr("read of device 0x%1");
            break;
        case debug::AccessKind::Write:
            what = local ? tr("write of local 0x%1") : tr("write of device 0x%1");
            break;
        case debug::AccessKind::Atomic:
            what = local ? tr("atomic access of local 0x%1") : tr("atomic access of device 0x%1");
            break;
        }
        what = what.arg(w.address, 8, 16, QLatin1Char('0'));
        return tr("watchpoint %1: %2 by wave %3 lane %4").arg(id).arg(what).arg(w.wave).arg(w.lane);
    }
    case StopReason::Fault:
        if (s.fault)
            return tr("fault in wave %1 at %2: %3")
                .arg(s.wave)
                .arg(at, QString::fromStdString(s.fault->message));
        return tr("fault in wave %1 at %2").arg(s.wave).arg(at);
    case StopReason::Deadlock:
    case StopReason::BarrierDivergence:
        if (s.verdict && !s.verdict->findings.empty())
            return VerdictText::finding(s.verdict->findings.front());
        return s.reason == StopReason::Deadlock ? tr("deadlock") : tr("barrier divergence");
    case StopReason::Finished:
        return tr("all workgroups finished");
    case StopReason::Paused:
        return tr("paused");
    case StopReason::HistoryStart:
        return tr("reached the start of the recorded history");
    }
    return {};
}

} // namespace wave::widgets
