#include "portability/PortabilityText.h"

#include <QStringList>

namespace wave::widgets {

using portability::GroupOutcome;
using portability::GroupScope;
using portability::PortabilityGroups;
using portability::PortabilityMatrix;
using portability::PortabilityRun;

QString PortabilityText::outcome(const PortabilityRun& run) {
    switch (PortabilityGroups::outcome(run)) {
    case GroupOutcome::Deadlock:
        return tr("deadlock: %1").arg(QString::fromStdString(run.fault->message));
    case GroupOutcome::Fault:
        return tr("fault: %1").arg(QString::fromStdString(run.fault->message));
    case GroupOutcome::Stopped:
        return tr("stopped (%1)").arg(QString::fromLatin1(emu::runStatusName(run.status)));
    case GroupOutcome::BarrierDivergence:
        return tr("completed with barrier divergence");
    case GroupOutcome::Completed:
        break;
    }
    return tr("completed");
}

QString PortabilityText::scope(const PortabilityMatrix& matrix, const GroupScope& scope) {
    QStringList names;
    for (std::uint32_t w : scope.widths)
        names << QString::number(w);
    for (std::size_t s : scope.schedules)
        names << QString::fromStdString(matrix.plan.schedules[s].name());
    switch (scope.kind) {
    case GroupScope::Kind::Everywhere:
        return matrix.plan.schedules.size() > 1 ? tr("at every width and schedule")
                                                : tr("at every width");
    case GroupScope::Kind::Widths:
        return tr("at wave width %1 only").arg(names.join(QStringLiteral(", ")));
    case GroupScope::Kind::Schedules:
        return tr("under %1 only").arg(names.join(QStringLiteral(", ")));
    case GroupScope::Kind::Anywhere:
        break;
    }
    return {};
}

QString PortabilityText::label(const PortabilityMatrix& matrix, const PortabilityRun& run) {
    return QString::fromStdString(matrix.label(run));
}

QString PortabilityText::legend(const PortabilityMatrix& matrix, std::size_t group) {
    const PortabilityRun& first = matrix.runs[matrix.groups[group].front()];
    const QString name = QString::fromStdString(PortabilityGroups::name(group));
    const int runs = static_cast<int>(matrix.groups[group].size());
    QString what;
    switch (PortabilityGroups::outcome(first)) {
    case GroupOutcome::Completed:
        what = tr("completes");
        break;
    case GroupOutcome::BarrierDivergence:
        what = tr("barrier divergence");
        break;
    case GroupOutcome::Deadlock:
        what = tr("deadlocks");
        break;
    case GroupOutcome::Fault:
        what = tr("faults");
        break;
    case GroupOutcome::Stopped:
        what = tr("stops (%1)").arg(QString::fromLatin1(emu::runStatusName(first.status)));
        break;
    }
    // A cancelled matrix has not seen every width and schedule: it cannot say "only". Every
    // "only" names the runs it is true of: the outcome's (all the groups that ended this way),
    // then, when those differ in memory, this group's.
    if (!matrix.cancelled) {
        const QString where = scope(matrix, PortabilityGroups::outcomeScope(matrix, group));
        if (!where.isEmpty())
            what += QLatin1Char(' ') + where;
        if (PortabilityGroups::sharesOutcome(matrix, group)) {
            const QString memory = scope(matrix, PortabilityGroups::scope(matrix, group));
            const bool reference =
                PortabilityGroups::sameOutcome(first, matrix.runs[matrix.reference]);
            QString words = group == 0  ? tr("memory agrees with the reference")
                            : reference ? tr("different device memory")
                                        : tr("device memory of its own");
            if (!memory.isEmpty())
                words += QLatin1Char(' ') + memory;
            what += QStringLiteral("; ") + words;
        }
    }
    if (first.fault)
        what += QStringLiteral(": ") + QString::fromStdString(first.fault->message);
    if (group == 0)
        return tr("%1: agrees with %2 (the reference): %3; %n run(s)", nullptr, runs)
            .arg(name, label(matrix, matrix.runs[matrix.reference]), what);
    return tr("%1: %2; %n run(s)", nullptr, runs).arg(name, what);
}

QString PortabilityText::toolTip(const PortabilityMatrix& matrix, const PortabilityRun& run) {
    const emu::DeviceProfile& p = matrix.plan.profiles[run.profile];
    QStringList lines;
    lines << label(matrix, run);
    lines << tr("%1: wave width %2, %3 registers, %4 bytes of local memory, %5 waves per core")
                 .arg(QString::fromStdString(p.description.empty() ? p.name : p.description))
                 .arg(p.waveWidth)
                 .arg(p.registerFileSize)
                 .arg(p.localMemoryPerCore)
                 .arg(p.maxWavesPerCore);
    lines << tr("Group %1: %2")
                 .arg(QString::fromStdString(PortabilityGroups::name(run.group)), outcome(run));
    if (run.fault && run.fault->inWorkgroup)
        lines << tr("at workgroup (%1,%2,%3) wave %4, pc %5")
                     .arg(run.fault->workgroup.x)
                     .arg(run.fault->workgroup.y)
                     .arg(run.fault->workgroup.z)
                     .arg(run.fault->wave)
                     .arg(hex(run.fault->pc, 4));
    if (run.barrierDivergences > 0)
        lines << tr("%n barrier divergence(s)", nullptr, static_cast<int>(run.barrierDivergences));
    if (matrix.groups.size() > 1)
        lines << (run.group == 0 ? tr("Same result as the reference run")
                                 : tr("Click to compare it with the reference run"));
    return lines.join(QLatin1Char('\n'));
}

QString PortabilityText::writer(const portability::WriterSite& site, const WriterText& text) {
    if (!site.written)
        return tr("never written");
    // Where first (line, wave, lane), the instruction last: a narrow column cuts the end.
    QString out = text.line > 0 ? tr("line %1").arg(text.line) : tr("pc %1").arg(hex(site.pc, 4));
    out += tr(", wave %1 lane %2, workgroup (%3,%4,%5)")
               .arg(site.wave)
               .arg(site.lane)
               .arg(site.workgroup.x)
               .arg(site.workgroup.y)
               .arg(site.workgroup.z);
    if (!text.instruction.isEmpty())
        out += QStringLiteral(": `%1`").arg(text.instruction);
    if (site.atomic)
        out += tr(" (atomic)");
    if (site.writes > 1)
        out += tr(" (the last of %n writes to the word)", nullptr, static_cast<int>(site.writes));
    return out;
}

QString PortabilityText::hex(std::uint64_t value, int digits) {
    return QStringLiteral("0x%1").arg(value, digits, 16, QLatin1Char('0'));
}

} // namespace wave::widgets
