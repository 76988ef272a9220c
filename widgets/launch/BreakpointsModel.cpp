#include "launch/BreakpointsModel.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>
#include <QFont>
#include <QPalette>

namespace wave::widgets {

namespace {

using debug::BreakpointKind;

// Kinds that sit on the code of the file (a line, an address, a given barrier).
bool atCode(const debug::BreakpointSpec& s) {
    switch (s.kind) {
    case BreakpointKind::Line:
    case BreakpointKind::Address:
        return true;
    case BreakpointKind::BarrierArrival:
    case BreakpointKind::BarrierQuorum:
    case BreakpointKind::BarrierRelease:
        return s.line != 0 || s.pc.has_value();
    default:
        return s.pc.has_value();
    }
}
using debug::MemorySpace;
using debug::WatchAccess;

QString hex(std::uint64_t v, int width = 0) {
    return QStringLiteral("0x%1").arg(v, width, 16, QLatin1Char('0'));
}

QVector<int> idsOf(const QVector<BreakpointEntry>& entries) {
    QVector<int> ids;
    ids.reserve(entries.size());
    for (const BreakpointEntry& e : entries)
        ids << e.id;
    return ids;
}

} // namespace

BreakpointsModel::BreakpointsModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller) {
    if (controller_) {
        entries_ = controller_->breakpoints();
        connect(controller_, &SessionController::breakpointsChanged, this, &BreakpointsModel::sync);
    }
}

int BreakpointsModel::idAt(int row) const {
    return row >= 0 && row < entries_.size() ? entries_[row].id : 0;
}

int BreakpointsModel::rowOf(int id) const {
    for (int row = 0; row < entries_.size(); ++row)
        if (entries_[row].id == id)
            return row;
    return -1;
}

// "3rd": English ordinals; a translation gives its own form for each ending ("3.", "第3").
static QString ordinal(std::uint32_t n) {
    const QString number = QString::number(n);
    if (n % 100 < 11 || n % 100 > 13) {
        if (n % 10 == 1)
            return BreakpointsModel::tr("%1st", "ordinal: 1st, 21st").arg(number);
        if (n % 10 == 2)
            return BreakpointsModel::tr("%1nd", "ordinal: 2nd, 22nd").arg(number);
        if (n % 10 == 3)
            return BreakpointsModel::tr("%1rd", "ordinal: 3rd, 23rd").arg(number);
    }
    return BreakpointsModel::tr("%1th", "ordinal: 4th, 11th").arg(number);
}

QString BreakpointsModel::describe(const debug::BreakpointSpec& s) {
    // Barrier kinds: the barrier on `line`, else the one at `pc`, else any.
    const bool atLine = s.line != 0;
    const bool atPc = !atLine && s.pc.has_value();
    const QString where = atLine ? QString::number(s.line) : atPc ? hex(*s.pc, 4) : QString();
    QString text;
    switch (s.kind) {
    case BreakpointKind::Line:
        return tr("Line %1").arg(s.line);
    case BreakpointKind::Address:
        return tr("Address %1").arg(hex(s.pc.value_or(0), 4));
    case BreakpointKind::BarrierArrival:
        if (s.wave) {
            const QString wave = QString::number(*s.wave);
            return atLine ? tr("Wave %1 arrives at the barrier at line %2").arg(wave, where)
                   : atPc ? tr("Wave %1 arrives at the barrier at %2").arg(wave, where)
                          : tr("Wave %1 arrives at any barrier").arg(wave);
        }
        return atLine ? tr("Any wave arrives at the barrier at line %1").arg(where)
               : atPc ? tr("Any wave arrives at the barrier at %1").arg(where)
                      : tr("Any wave arrives at any barrier");
    case BreakpointKind::BarrierQuorum: {
        const QString nth = ordinal(s.arrivals);
        text = atLine ? tr("%1 wave arrives at the barrier at line %2").arg(nth, where)
               : atPc ? tr("%1 wave arrives at the barrier at %2").arg(nth, where)
                      : tr("%1 wave arrives at any barrier").arg(nth);
        break;
    }
    case BreakpointKind::BarrierRelease:
        text = atLine ? tr("Barrier at line %1 releases").arg(where)
               : atPc ? tr("Barrier at %1 releases").arg(where)
                      : tr("Any barrier releases");
        break;
    case BreakpointKind::Divergence:
        text = tr("Divergence");
        break;
    case BreakpointKind::Reconvergence:
        text = tr("Reconvergence");
        break;
    case BreakpointKind::Watch: {
        const QString range =
            QStringLiteral("[%1, %2)").arg(hex(s.address), hex(s.address + s.length));
        const bool local = s.space == MemorySpace::Local;
        switch (s.access) {
        case WatchAccess::Read:
            text = local ? tr("Read of local %1").arg(range) : tr("Read of device %1").arg(range);
            break;
        case WatchAccess::Write:
            text = local ? tr("Write of local %1").arg(range) : tr("Write of device %1").arg(range);
            break;
        case WatchAccess::Either:
            text = local ? tr("Read or write of local %1").arg(range)
                         : tr("Read or write of device %1").arg(range);
            break;
        }
        break;
    }
    }
    // Every kind but Line, Address and BarrierArrival takes the wave as a filter.
    if (s.wave)
        text = tr("%1 (wave %2 only)").arg(text).arg(*s.wave);
    return text;
}

QString BreakpointsModel::conditionError(const BreakpointEntry& entry) {
    return entry.error;
}

QString BreakpointsModel::kindName(debug::BreakpointKind kind) {
    switch (kind) {
    case BreakpointKind::Line:
        return tr("Line");
    case BreakpointKind::Address:
        return tr("Address");
    case BreakpointKind::BarrierArrival:
        return tr("Barrier arrival");
    case BreakpointKind::BarrierQuorum:
        return tr("Barrier k-th arrival");
    case BreakpointKind::BarrierRelease:
        return tr("Barrier release");
    case BreakpointKind::Divergence:
        return tr("Divergence");
    case BreakpointKind::Reconvergence:
        return tr("Reconvergence");
    case BreakpointKind::Watch:
        return tr("Memory watch");
    }
    return QString();
}

void BreakpointsModel::setSourceName(const QString& name) {
    if (sourceName_ == name)
        return;
    sourceName_ = name;
    if (!entries_.isEmpty())
        emit dataChanged(index(0, FileColumn), index(rowCount() - 1, FileColumn));
}

int BreakpointsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int BreakpointsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BreakpointEntry& e = entries_[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == IdColumn)
            return QString::number(e.id);
        if (column == KindColumn)
            return kindName(e.spec.kind);
        if (column == FileColumn)
            return atCode(e.spec) ? QFileInfo(sourceName_).fileName() : QString();
        if (column == LineColumn)
            return e.spec.line > 0 && e.spec.kind != BreakpointKind::Watch
                       ? QString::number(e.spec.line)
                       : QString();
        if (column == WhatColumn)
            return describe(e.spec);
        if (column == ConditionColumn)
            return QString::fromStdString(e.spec.condition);
        if (column == HitsColumn)
            return QString::number(e.hits);
        return {};
    case Qt::EditRole:
        if (column == ConditionColumn)
            return QString::fromStdString(e.spec.condition);
        return {};
    case Qt::CheckStateRole:
        if (column == EnabledColumn)
            return e.spec.enabled ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        if (column == EnabledColumn)
            return e.spec.enabled ? tr("Enabled: click to disable")
                                  : tr("Disabled: click to enable");
        if (column == ConditionColumn) {
            const QString error = conditionError(e);
            if (!error.isEmpty())
                return tr("The condition does not parse (%1): the breakpoint stops every time "
                          "until it is fixed")
                    .arg(error);
            return tr("Stops only where this expression holds on an active lane (e.g. lane == 5, "
                      "r3 > 100). Empty: always.");
        }
        if (column == FileColumn && atCode(e.spec))
            return sourceName_;
        if (column == IdColumn)
            return tr("Breakpoint %1: the number stop messages use").arg(e.id);
        if (!e.resolved && (column == WhatColumn || column == LineColumn))
            return e.problem.isEmpty()
                       ? tr("No instruction on or after this line: the breakpoint cannot stop")
                       : tr("The breakpoint cannot stop: %1").arg(e.problem);
        if (column == WhatColumn)
            return describe(e.spec);
        if (column == HitsColumn)
            return tr("Times it stopped or would have stopped (condition true)");
        return {};
    case Qt::ForegroundRole:
        if (column == ConditionColumn && !conditionError(e).isEmpty())
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (!e.spec.enabled || !e.resolved)
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::FontRole:
        if (column == WhatColumn && !e.resolved) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == HitsColumn || column == IdColumn || column == LineColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IdRole:
        return e.id;
    case LineRole:
        return e.spec.kind == BreakpointKind::Line ? int(e.spec.line) : 0;
    case ErrorRole:
        return conditionError(e);
    default:
        return {};
    }
}

QVariant BreakpointsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section == EnabledColumn)
        return tr("Enabled");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case EnabledColumn:
        return QString();
    case IdColumn:
        return tr("ID");
    case KindColumn:
        return tr("Kind");
    case FileColumn:
        return tr("File");
    case LineColumn:
        return tr("Line");
    case WhatColumn:
        return tr("Breakpoint");
    case ConditionColumn:
        return tr("Condition");
    case HitsColumn:
        return tr("Hits");
    default:
        return {};
    }
}

Qt::ItemFlags BreakpointsModel::flags(const QModelIndex& index) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == EnabledColumn)
        f |= Qt::ItemIsUserCheckable;
    if (index.column() == ConditionColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool BreakpointsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    debug::BreakpointSpec spec = entries_[index.row()].spec;
    if (index.column() == EnabledColumn && role == Qt::CheckStateRole) {
        spec.enabled = value.value<Qt::CheckState>() == Qt::Checked;
    } else if (index.column() == ConditionColumn && role == Qt::EditRole) {
        const QString text = value.toString().trimmed();
        spec.condition = text.toStdString();
        if (const QString error = SessionController::conditionError(spec.condition);
            !error.isEmpty()) {
            emit conditionRejected(index.row(), text, error);
            return false;
        }
    } else {
        return false;
    }
    const int row = index.row();
    edit(row, spec);
    if (index.column() == ConditionColumn)
        emit conditionAccepted(row);
    return true;
}

bool BreakpointsModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count <= 0 || row + count > entries_.size() || !controller_)
        return false;
    QVector<int> ids;
    for (int r = row; r < row + count; ++r)
        ids << entries_[r].id;
    for (int id : ids)
        controller_->removeBreakpoint(id); // sync() removes the rows
    return true;
}

void BreakpointsModel::edit(int row, const debug::BreakpointSpec& spec) {
    if (controller_)
        controller_->setBreakpointSpec(entries_[row].id, spec); // sync() shows it
}

// Keeps rows (and so the selection and an open editor) where it can: hit counts and edits
// update in place, one removed block or breakpoints added at the end move only those rows.
void BreakpointsModel::sync() {
    const QVector<BreakpointEntry>& next = controller_->breakpoints();
    const QVector<int> before = idsOf(entries_);
    const QVector<int> after = idsOf(next);
    if (before == after) {
        entries_ = next;
        if (!entries_.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    const qsizetype n = before.size();
    const qsizetype m = after.size();
    qsizetype common = 0;
    while (common < std::min(n, m) && before[common] == after[common])
        ++common;
    if (m > n && common == n) {
        beginInsertRows({}, int(n), int(m - 1));
        entries_ = next;
        endInsertRows();
        return;
    }
    if (m < n && before.mid(common + (n - m)) == after.mid(common)) {
        beginRemoveRows({}, int(common), int(common + (n - m) - 1));
        entries_.remove(common, n - m);
        endRemoveRows();
        entries_ = next;
        if (!entries_.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    entries_ = next;
    endResetModel();
}

} // namespace wave::widgets
