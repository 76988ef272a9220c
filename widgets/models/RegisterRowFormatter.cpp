#include "models/RegisterRowFormatter.h"

#include <QStringList>

namespace wave::widgets {

using RowKind = RegisterGrid::RowKind;

bool RegisterRowFormatter::setFormat(std::uint32_t reg, RegisterFormat::Format format) {
    if (reg >= 256)
        return false;
    if (formats_.size() <= reg)
        formats_.resize(reg + 1, RegisterFormat::Hex);
    if (formats_[reg] == format)
        return false;
    formats_[reg] = format;
    return true;
}

RegisterFormat::Format RegisterRowFormatter::format(std::uint32_t reg) const {
    return reg < formats_.size() ? formats_[reg] : RegisterFormat::Hex;
}

bool RegisterRowFormatter::pairs(std::uint32_t reg, std::uint32_t registerCount) const {
    return format(reg) == RegisterFormat::F64Pair && reg + 1 < registerCount;
}

QString RegisterRowFormatter::cellText(RowKind kind, std::uint32_t number, std::uint64_t value,
                                       std::uint32_t registerCount) const {
    if (kind != RowKind::Register)
        return value ? QStringLiteral("1") : QStringLiteral("0");
    RegisterFormat::Format f = format(number);
    if (f == RegisterFormat::F64Pair && number + 1 >= registerCount)
        f = RegisterFormat::Hex;
    return RegisterFormat::format(static_cast<std::uint32_t>(value), f,
                                  static_cast<std::uint32_t>(value >> 32));
}

QString RegisterRowFormatter::cellToolTip(const CellFacts& c) const {
    QStringList lines;
    const QString where = tr("wave %1, lane %2").arg(c.wave).arg(c.lane);
    switch (c.kind) {
    case RowKind::ActiveMask:
        lines << tr("Active mask, %1: %2").arg(where, c.value ? tr("on") : tr("off"));
        break;
    case RowKind::Predicate:
        lines << tr("p%1, %2: %3").arg(c.number).arg(where, c.value ? tr("true") : tr("false"));
        break;
    case RowKind::Register:
        lines << tr("r%1, %2").arg(c.number).arg(where);
        lines << RegisterFormat::allFormats(c.low, c.high, c.number + 1 < c.registerCount);
        break;
    }
    if (c.status != LaneStatus::Active)
        lines << tr("Lane is %1: %2")
                     .arg(LaneStatusInfo::name(c.status), LaneStatusInfo::explanation(c.status));
    if (c.before)
        lines << (c.comparing ? tr("Baseline: %1") : tr("Before: %1"))
                     .arg(cellText(c.kind, c.number, *c.before, c.registerCount));
    return lines.join(QLatin1Char('\n'));
}

QString RegisterRowFormatter::rowLabel(RowKind kind, std::uint32_t number) const {
    if (kind == RowKind::ActiveMask)
        return tr("exec");
    if (kind == RowKind::Predicate)
        return QStringLiteral("p%1").arg(number);
    return QStringLiteral("r%1").arg(number);
}

QString RegisterRowFormatter::rowToolTip(RowKind kind, std::uint32_t number) const {
    if (kind == RowKind::ActiveMask)
        return tr("Active mask: 1 where the lane executes");
    if (kind == RowKind::Predicate)
        return tr("Predicate p%1: 1 where true").arg(number);
    return tr("r%1, shown as %2").arg(number).arg(RegisterFormat::name(format(number)));
}

QString RegisterRowFormatter::columnLabel(std::uint32_t wave, std::uint32_t lane, bool allWaves) {
    return allWaves ? QStringLiteral("%1.%2").arg(wave).arg(lane) : QString::number(lane);
}

QString RegisterRowFormatter::columnToolTip(std::uint32_t wave, std::uint32_t lane,
                                            LaneStatus status) {
    return tr("wave %1, lane %2: %3").arg(wave).arg(lane).arg(LaneStatusInfo::name(status));
}

} // namespace wave::widgets
