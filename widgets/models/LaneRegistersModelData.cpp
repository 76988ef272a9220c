// LaneRegistersModel: what cells and headers show (display text, tooltips, roles). Structure,
// change tracking and edits are in LaneRegistersModel.cpp.
#include "models/LaneRegistersModel.h"

#include "models/ModelRoles.h"

#include <QStringList>

namespace wave::widgets {

using debug::MachineSnapshot;

QString LaneRegistersModel::cellText(int row, std::uint64_t value) const {
    if (rowKind(row) != RowKind::Register)
        return value ? QStringLiteral("1") : QStringLiteral("0");
    const std::uint32_t reg = rowNumber(row);
    RegisterFormat::Format f = registerFormat(reg);
    const bool hasHigh = config_.current && reg + 1 < config_.current->registerCount;
    if (f == RegisterFormat::F64Pair && !hasHigh)
        f = RegisterFormat::Hex;
    return RegisterFormat::format(static_cast<std::uint32_t>(value), f,
                                  static_cast<std::uint32_t>(value >> 32));
}

QString LaneRegistersModel::toolTip(const QModelIndex& index) const {
    const Cell* c = cell(index);
    if (!c)
        return {};
    const int row = index.row();
    const std::uint32_t wave = waveOfColumn(index.column());
    const std::uint32_t lane = laneOfColumn(index.column());
    QStringList lines;
    const QString where = tr("wave %1, lane %2").arg(wave).arg(lane);
    switch (rowKind(row)) {
    case RowKind::ActiveMask:
        lines << tr("Active mask, %1: %2").arg(where, c->value ? tr("on") : tr("off"));
        break;
    case RowKind::Predicate:
        lines << tr("p%1, %2: %3")
                     .arg(rowNumber(row))
                     .arg(where, c->value ? tr("true") : tr("false"));
        break;
    case RowKind::Register: {
        const std::uint32_t reg = rowNumber(row);
        const bool hasHigh = config_.current && reg + 1 < config_.current->registerCount;
        const std::uint32_t lo = config_.current ? config_.current->reg(wave, reg, lane) : 0;
        const std::uint32_t hi =
            hasHigh && config_.current ? config_.current->reg(wave, reg + 1, lane) : 0;
        lines << tr("r%1, %2").arg(reg).arg(where);
        lines << RegisterFormat::allFormats(lo, hi, hasHigh);
        break;
    }
    }
    if (c->status != LaneStatus::Active)
        lines << tr("Lane is %1: %2")
                     .arg(LaneStatusInfo::name(c->status), LaneStatusInfo::explanation(c->status));
    if (c->changed) {
        std::uint64_t before = 0;
        if (const MachineSnapshot* ref = reference();
            ref && cellValue(*ref, row, wave, lane, before))
            lines
                << (comparing() ? tr("Baseline: %1") : tr("Before: %1")).arg(cellText(row, before));
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant LaneRegistersModel::data(const QModelIndex& index, int role) const {
    const Cell* c = cell(index);
    if (!c)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return cellText(index.row(), c->value);
    case Qt::ToolTipRole:
        return toolTip(index);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case ChangedRole:
        return c->changed;
    case LaneStatusRole:
        return static_cast<int>(c->status);
    case LaneReasonRole:
        return c->status == LaneStatus::Active ? QString() : LaneStatusInfo::name(c->status);
    case WaveRole:
        return waveOfColumn(index.column());
    case LaneRole:
        return laneOfColumn(index.column());
    case FocusRole:
        return laneOfColumn(index.column()) == focusLane_ &&
               waveOfColumn(index.column()) == config_.focusWave;
    case FormatRole:
        return rowKind(index.row()) == RowKind::Register
                   ? static_cast<int>(registerFormat(rowNumber(index.row())))
                   : QVariant();
    case RawValueRole:
        return QVariant::fromValue<quint64>(c->value);
    case BaselineRole: {
        std::uint64_t before = 0;
        if (!config_.baseline || !reference())
            return QString();
        if (!cellValue(*config_.baseline, index.row(), waveOfColumn(index.column()),
                       laneOfColumn(index.column()), before))
            return QString();
        return cellText(index.row(), before);
    }
    default:
        return {};
    }
}

QVariant LaneRegistersModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= shape_.rows)
            return {};
        const RowKind kind = rowKind(section);
        const std::uint32_t n = rowNumber(section);
        switch (role) {
        case Qt::DisplayRole:
            if (kind == RowKind::ActiveMask)
                return tr("exec");
            if (kind == RowKind::Predicate)
                return QStringLiteral("p%1").arg(n);
            return QStringLiteral("r%1").arg(n);
        case Qt::ToolTipRole:
            if (kind == RowKind::ActiveMask)
                return tr("Active mask: 1 where the lane executes");
            if (kind == RowKind::Predicate)
                return tr("Predicate p%1: 1 where true").arg(n);
            return tr("r%1, shown as %2").arg(n).arg(RegisterFormat::name(registerFormat(n)));
        case FormatRole:
            return kind == RowKind::Register ? QVariant(static_cast<int>(registerFormat(n)))
                                             : QVariant();
        default:
            return {};
        }
    }
    if (section < 0 || section >= shape_.columns)
        return {};
    const std::uint32_t wave = waveOfColumn(section);
    const std::uint32_t lane = laneOfColumn(section);
    const LaneStatus status = wave < statuses_.size() && lane < statuses_[wave].size()
                                  ? statuses_[wave][lane]
                                  : LaneStatus::NotLaunched;
    switch (role) {
    case Qt::DisplayRole:
        return config_.allWaves ? QStringLiteral("%1.%2").arg(wave).arg(lane)
                                : QString::number(lane);
    case Qt::ToolTipRole:
        return tr("wave %1, lane %2: %3").arg(wave).arg(lane).arg(LaneStatusInfo::name(status));
    case LaneStatusRole:
        return static_cast<int>(status);
    case WaveRole:
        return wave;
    case LaneRole:
        return lane;
    case FocusRole:
        return lane == focusLane_ && wave == config_.focusWave;
    default:
        return {};
    }
}

} // namespace wave::widgets
