#include "launch/OccupancyText.h"

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

using debug::Occupancy;
using debug::OccupancyLimit;

// "→ 21 workgroups", or the reason a resource does not limit.
QString allows(std::uint64_t workgroups) {
    if (workgroups == Occupancy::kUnlimited)
        return OccupancyText::tr("no limit");
    // Spelled out rather than %n: the text must read right before its translation exists.
    return workgroups == 1 ? OccupancyText::tr("1 workgroup")
                           : OccupancyText::tr("%1 workgroups").arg(workgroups);
}

QString waves(std::uint64_t n) {
    return n == 1 ? OccupancyText::tr("1 wave") : OccupancyText::tr("%1 waves").arg(n);
}

QString signedDelta(qint64 delta) {
    return delta > 0 ? QStringLiteral("+%1").arg(delta) : QString::number(delta);
}

} // namespace

QString OccupancyText::device(const emu::DeviceProfile& d) {
    const QString core = tr("%1 registers, %2 bytes of local memory and %3 wave slots per core, "
                            "waves of %4 lanes")
                             .arg(d.registerFileSize)
                             .arg(d.localMemoryPerCore)
                             .arg(d.maxWavesPerCore)
                             .arg(d.waveWidth);
    return d.name.empty() ? tr("Default core (no device profile): %1").arg(core)
                          : tr("%1: %2").arg(QString::fromStdString(d.name), core);
}

QString OccupancyText::headline(const Occupancy& o) {
    if (!o.fits())
        return tr("No workgroup fits on a core: one workgroup needs more %1 than a core has")
            .arg(limitName(o.limit));
    const int percent = int(std::lround(o.fraction() * 100.0));
    return tr("%1 per core (%2, %3% of the %4 wave slots), limited by %5")
        .arg(allows(o.workgroups), waves(o.waves))
        .arg(percent)
        .arg(o.maxWaves)
        .arg(limitName(o.limit));
}

QStringList OccupancyText::resources(const debug::OccupancyInput& in, const Occupancy& o,
                                     const emu::DeviceProfile& d) {
    QStringList lines;
    lines << (o.registersPerWorkgroup == 0
                  ? tr("Registers: none per thread, no limit")
                  : tr("Registers: %1 per thread × %2 lanes × %3 = %4 per workgroup; "
                       "%5 ÷ %4 → %6")
                        .arg(in.registersPerThread)
                        .arg(in.waveWidth)
                        .arg(waves(o.wavesPerWorkgroup))
                        .arg(o.registersPerWorkgroup)
                        .arg(d.registerFileSize)
                        .arg(allows(o.byRegisters)));
    lines << (in.localMemoryPerWorkgroup == 0
                  ? tr("Local memory: none per workgroup, no limit")
                  : tr("Local memory: %1 bytes per workgroup; %2 ÷ %1 → %3")
                        .arg(in.localMemoryPerWorkgroup)
                        .arg(d.localMemoryPerCore)
                        .arg(allows(o.byLocalMemory)));
    lines << tr("Wave slots: %1 threads ÷ %2 lanes → %3 per workgroup; %4 ÷ %5 → %6")
                 .arg(in.threadsPerWorkgroup)
                 .arg(in.waveWidth)
                 .arg(waves(o.wavesPerWorkgroup))
                 .arg(d.maxWavesPerCore)
                 .arg(o.wavesPerWorkgroup)
                 .arg(allows(o.byWaveSlots));
    return lines;
}

QString OccupancyText::limitName(OccupancyLimit limit) {
    switch (limit) {
    case OccupancyLimit::Registers:
        return tr("registers");
    case OccupancyLimit::LocalMemory:
        return tr("local memory");
    case OccupancyLimit::WaveSlots:
        return tr("wave slots");
    }
    return tr("wave slots");
}

QString OccupancyText::comparison(const Occupancy& now, const Occupancy& whatIf) {
    if (now.workgroups == whatIf.workgroups && now.waves == whatIf.waves &&
        now.limit == whatIf.limit)
        return tr("The same occupancy as the launch.");
    QString text = tr("Against the launch: %1 → %2 workgroups, %3 → %4 waves (%5) per core")
                       .arg(now.workgroups)
                       .arg(whatIf.workgroups)
                       .arg(now.waves)
                       .arg(whatIf.waves)
                       .arg(signedDelta(qint64(whatIf.waves) - qint64(now.waves)));
    if (now.limit != whatIf.limit)
        text +=
            tr("; limited by %1 instead of %2").arg(limitName(whatIf.limit), limitName(now.limit));
    return text + QLatin1Char('.');
}

} // namespace wave::widgets
