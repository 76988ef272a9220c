#include "models/BankConflictModel.h"

#include "models/ModelRoles.h"
#include "models/RaceText.h"

#include <QStringList>

#include <algorithm>
#include <utility>

namespace wave::widgets {

BankConflictModel::BankConflictModel(QObject* parent)
    : InstructionTableModel({LineColumn, InstructionColumn, ExecutionsColumn, ColumnCount},
                            parent) {}

void BankConflictModel::setConflicts(const std::vector<debug::InstructionConflicts>& conflicts,
                                     const std::vector<debug::Race>& races) {
    setRows(conflicts, races, [](const debug::RaceSite& site) {
        debug::InstructionConflicts c;
        c.pc = site.site.pc;
        return c;
    });
}

std::uint32_t BankConflictModel::worst(int row) const {
    const Row* r = rowAt(row);
    return r ? r->figures.worst : 0;
}

QString BankConflictModel::raceText(const Row& row) const {
    QStringList lines;
    for (const debug::Race& r : row.races)
        lines << tr("Race on 0x%1 (barrier epoch %2, %3\u00d7): %4, then %5")
                     .arg(r.address, 4, 16, QLatin1Char('0'))
                     .arg(r.epoch)
                     .arg(r.occurrences)
                     .arg(RaceText::site(r.first), RaceText::site(r.second));
    return lines.join(QLatin1Char('\n'));
}

QVariant BankConflictModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (std::optional<QVariant> shared = sharedData(index, role))
        return *shared;
    const Row& row = rows_[std::size_t(index.row())];
    const auto& c = row.figures;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case WorstColumn:
            return c.executions ? QVariant(c.worst) : QVariant(QStringLiteral("\u2014"));
        case AverageColumn:
            return c.executions ? QVariant(QString::number(c.average(), 'f', 1))
                                : QVariant(QStringLiteral("\u2014"));
        case RaceColumn:
            return row.races.empty() ? QString() : tr("race");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (!row.races.empty())
            return raceText(row);
        if (c.worst > 1)
            return tr("Up to %1 lanes hit the same bank: the access is split into %1 steps")
                .arg(c.worst);
        return {};
    case RawValueRole:
        return index.column() == WorstColumn ? QVariant(c.worst)
                                             : QVariant::fromValue<quint64>(c.pc);
    default:
        return {};
    }
}

QVariant BankConflictModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case LineColumn:
            return tr("Line");
        case InstructionColumn:
            return tr("Instruction");
        case WorstColumn:
            return tr("Conflict");
        case AverageColumn:
            return tr("Avg");
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
            return tr("Worst bank-conflict degree: 1 is conflict-free, 32 means 32 lanes "
                      "queue for one bank");
        case AverageColumn:
            return tr("Average degree over the instruction's executions");
        case ExecutionsColumn:
            return tr("Wave-instructions that accessed local memory");
        default:
            return {};
        }
    }
    return {};
}

} // namespace wave::widgets
