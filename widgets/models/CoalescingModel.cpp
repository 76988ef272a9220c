#include "models/CoalescingModel.h"

#include "models/EfficiencyText.h"
#include "models/ModelRoles.h"
#include "models/RaceText.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace wave::widgets {

CoalescingModel::CoalescingModel(QObject* parent)
    : InstructionTableModel({LineColumn, InstructionColumn, ExecutionsColumn, ColumnCount},
                            parent) {}

void CoalescingModel::setCoalescing(const std::vector<debug::InstructionCoalescing>& coalescing,
                                    const std::vector<debug::Race>& deviceRaces) {
    setRows(coalescing, deviceRaces, [](const debug::RaceSite& site) {
        debug::InstructionCoalescing c;
        c.pc = site.site.pc;
        c.kind = site.kind;
        return c;
    });
}

double CoalescingModel::worst(int row) const {
    const Row* r = rowAt(row);
    return r ? r->figures.worst : 1.0;
}

QString CoalescingModel::raceText(const Row& row) const {
    QStringList lines;
    for (const debug::Race& r : row.races)
        lines << tr("Race on device word 0x%1 (%2\u00d7): %3, then %4")
                     .arg(r.address, 4, 16, QLatin1Char('0'))
                     .arg(r.occurrences)
                     .arg(RaceText::site(r.first, r.firstWorkgroup),
                          RaceText::site(r.second, r.workgroup));
    return lines.join(QLatin1Char('\n'));
}

QVariant CoalescingModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (std::optional<QVariant> shared = sharedData(index, role))
        return *shared;
    const Row& row = rows_[std::size_t(index.row())];
    const debug::InstructionCoalescing& c = row.figures;
    const QVariant none = QStringLiteral("\u2014");
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case WorstColumn:
            return c.executions ? QVariant(EfficiencyText::percent(c.worst)) : none;
        case AverageColumn:
            return c.executions ? QVariant(EfficiencyText::percent(c.average())) : none;
        case SectorsColumn:
            return c.executions ? QVariant(QString::number(c.averageSectors(), 'f', 1)) : none;
        case RaceColumn:
            return row.races.empty() ? QString() : tr("race");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (!row.races.empty())
            return raceText(row);
        if (c.executions)
            return tr("%1 sectors and %2 lines per execution for bytes that fit in %3 sectors")
                .arg(c.averageSectors(), 0, 'f', 1)
                .arg(c.averageLines(), 0, 'f', 1)
                .arg(static_cast<double>(c.minSectors) / static_cast<double>(c.executions), 0, 'f',
                     1);
        return {};
    case EfficiencyRole:
        // The swatch of EfficiencyScale's band, as the gutter and Device memory colour it.
        if (c.executions && index.column() == WorstColumn)
            return c.worst;
        if (c.executions && index.column() == AverageColumn)
            return c.average();
        return {};
    case RawValueRole:
        return QVariant::fromValue<quint64>(c.pc);
    default:
        return {};
    }
}

QVariant CoalescingModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case LineColumn:
            return tr("Line");
        case InstructionColumn:
            return tr("Device access");
        case WorstColumn:
            return tr("Worst");
        case AverageColumn:
            return tr("Avg");
        case SectorsColumn:
            return tr("Sectors");
        case ExecutionsColumn:
            return tr("Runs");
        case RaceColumn:
            return tr("Race");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case WorstColumn:
            return tr("Worst coalescing efficiency of one execution: the fewest 32-byte "
                      "sectors that hold the bytes the lanes access, over the sectors they "
                      "touch (100% is perfectly coalesced)");
        case AverageColumn:
            return tr("Average efficiency over the instruction's executions");
        case SectorsColumn:
            return tr("32-byte sectors touched per execution");
        case ExecutionsColumn:
            return tr("Wave-instructions that accessed device memory");
        default:
            return {};
        }
    }
    return {};
}

} // namespace wave::widgets
