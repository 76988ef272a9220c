#include "models/CoalescingModel.h"

#include "models/EfficiencyText.h"
#include "models/LineCell.h"
#include "models/ModelRoles.h"
#include "models/RaceText.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace wave::widgets {

CoalescingModel::CoalescingModel(QObject* parent) : QAbstractTableModel(parent) {}

void CoalescingModel::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    lineMap_ = std::move(map);
    if (!rows_.empty())
        emit dataChanged(index(0, LineColumn), index(rowCount() - 1, LineColumn),
                         {Qt::DisplayRole});
}

void CoalescingModel::setLookups(LineLookup lines, TextLookup text) {
    lines_ = std::move(lines);
    text_ = std::move(text);
    if (!rows_.empty()) {
        InstructionRows<debug::InstructionCoalescing>::relabel(rows_, lines_);
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

void CoalescingModel::setCoalescing(const std::vector<debug::InstructionCoalescing>& coalescing,
                                    const std::vector<debug::Race>& deviceRaces) {
    std::vector<Row> rows = InstructionRows<debug::InstructionCoalescing>::build(
        coalescing, deviceRaces, lines_, [](const debug::RaceSite& site) {
            debug::InstructionCoalescing c;
            c.pc = site.site.pc;
            c.kind = site.kind;
            return c;
        });
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

double CoalescingModel::worst(int row) const {
    return row >= 0 && std::size_t(row) < rows_.size() ? rows_[std::size_t(row)].figures.worst
                                                       : 1.0;
}

int CoalescingModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CoalescingModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
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
    const Row& row = rows_[std::size_t(index.row())];
    const debug::InstructionCoalescing& c = row.figures;
    const QVariant none = QStringLiteral("\u2014");
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LineColumn:
            return LineCell::display(row.line, lineMap_.get());
        case InstructionColumn:
            return text_ ? text_(c.pc)
                         : QStringLiteral("pc 0x%1").arg(c.pc, 4, 16, QLatin1Char('0'));
        case WorstColumn:
            return c.executions ? QVariant(EfficiencyText::percent(c.worst)) : none;
        case AverageColumn:
            return c.executions ? QVariant(EfficiencyText::percent(c.average())) : none;
        case SectorsColumn:
            return c.executions ? QVariant(QString::number(c.averageSectors(), 'f', 1)) : none;
        case ExecutionsColumn:
            return QVariant::fromValue<quint64>(c.executions);
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
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (index.column() == InstructionColumn ? Qt::AlignLeft : Qt::AlignRight) |
            Qt::AlignVCenter);
    case LineRole:
        return row.line;
    case RaceRole:
        return !row.races.empty();
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
