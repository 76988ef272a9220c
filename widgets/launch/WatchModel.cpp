#include "launch/WatchModel.h"

#include "debug/expr/Evaluator.h"
#include "debug/expr/Parser.h"
#include "debug/session/SnapshotEvalContext.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPalette>

#include <bit>
#include <charconv>

namespace wave::widgets {

namespace {

using debug::expr::Value;
using debug::expr::ValueType;

constexpr int kMaxRuns = 6;

QString format(const Value& v) {
    switch (v.type) {
    case ValueType::Bool:
        return v.i ? QStringLiteral("true") : QStringLiteral("false");
    case ValueType::Int:
        return QString::number(v.i);
    case ValueType::Float:
        break;
    }
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v.f);
    return QString::fromLatin1(buf, static_cast<qsizetype>(r.ptr - buf));
}

bool sameValue(const Value& a, const Value& b) {
    if (a.type != b.type)
        return false;
    if (a.type == ValueType::Float)
        return a.f == b.f || (a.f != a.f && b.f != b.f);
    return a.i == b.i;
}

QString laneRange(std::uint32_t first, std::uint32_t last) {
    return first == last ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(last);
}

} // namespace

WatchModel::WatchModel(QObject* parent) : QAbstractTableModel(parent) {}

QStringList WatchModel::expressions() const {
    QStringList out;
    for (const Watch& w : watches_)
        out << w.text;
    return out;
}

WatchModel::Watch WatchModel::compile(const QString& text) {
    Watch w;
    w.text = text;
    debug::expr::Expression e;
    if (debug::expr::Parser::parse(text.toStdString(), e, w.error))
        w.expression = std::move(e);
    return w;
}

void WatchModel::setExpressions(const QStringList& expressions) {
    beginResetModel();
    watches_.clear();
    for (const QString& text : expressions) {
        if (expressionCount() >= kMaxExpressions)
            break;
        watches_.push_back(compile(text));
        evaluate(watches_.back());
    }
    endResetModel();
    emit expressionsChanged();
}

int WatchModel::addExpression(const QString& text) {
    const int row = expressionCount();
    beginInsertRows(QModelIndex(), row, row);
    watches_.push_back(compile(text));
    evaluate(watches_.back());
    endInsertRows();
    emit expressionsChanged();
    return row;
}

void WatchModel::setExpression(int row, const QString& text) {
    if (row < 0 || row >= expressionCount())
        return;
    watches_[row] = compile(text);
    evaluate(watches_[row]);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit expressionsChanged();
}

void WatchModel::removeExpression(int row) {
    removeRows(row, 1);
}

bool WatchModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count <= 0 || row + count > expressionCount())
        return false;
    beginRemoveRows(QModelIndex(), row, row + count - 1);
    watches_.remove(row, count);
    endRemoveRows();
    emit expressionsChanged();
    return true;
}

void WatchModel::setSnapshot(const SnapshotPtr& snapshot) {
    if (snapshot && !snapshot->full)
        return;
    snapshot_ = snapshot;
    evaluateAll();
}

void WatchModel::evaluateAll() {
    for (Watch& w : watches_)
        evaluate(w);
    if (!watches_.isEmpty())
        emit dataChanged(index(0, ValueColumn), index(expressionCount() - 1, LanesColumn));
}

void WatchModel::evaluate(Watch& w) const {
    w.value.clear();
    w.lanes.clear();
    w.perLane.clear();
    w.inactiveLane = false;
    if (!w.expression) {
        w.value = QString::fromStdString(w.error.toString());
        return;
    }
    if (!snapshot_) {
        w.value = tr("no session");
        return;
    }
    const debug::MachineSnapshot& snap = *snapshot_;
    if (snap.focusWave >= snap.waves.size()) {
        w.value = tr("no wave");
        return;
    }
    const debug::SnapshotEvalContext ctx(snap, snap.focusWave);
    const std::uint32_t width = ctx.waveWidth();
    const std::uint32_t focus = std::min(snap.focusLane, width - 1);
    const std::uint64_t active = ctx.activeMask();
    w.value = format(debug::expr::Evaluator::evaluate(*w.expression, ctx, focus));
    if (!w.expression->laneDependent)
        return;
    w.inactiveLane = ((active >> focus) & 1u) == 0;

    // Runs of equal values over consecutive active lanes.
    struct Run {
        std::uint32_t first, last;
        Value value;
    };
    std::vector<Run> runs;
    QStringList perLane;
    for (std::uint32_t lane = 0; lane < width; ++lane) {
        if (((active >> lane) & 1u) == 0)
            continue;
        const Value v = debug::expr::Evaluator::evaluate(*w.expression, ctx, lane);
        perLane << tr("lane %1: %2").arg(lane).arg(format(v));
        if (!runs.empty() && runs.back().last + 1 == lane && sameValue(runs.back().value, v))
            runs.back().last = lane;
        else
            runs.push_back({lane, lane, v});
    }
    w.perLane = perLane.join(QLatin1Char('\n'));
    if (runs.empty()) {
        w.lanes = tr("lanes: none active");
        return;
    }
    bool uniform = true;
    for (const Run& r : runs)
        uniform = uniform && sameValue(r.value, runs.front().value);
    if (uniform) {
        w.lanes = tr("lanes: all %1 active = %2")
                      .arg(std::popcount(width < 64 ? active & ((1ull << width) - 1) : active))
                      .arg(format(runs.front().value));
        return;
    }
    QStringList parts;
    for (std::size_t i = 0; i < runs.size() && i < kMaxRuns; ++i)
        parts << laneRange(runs[i].first, runs[i].last) + QStringLiteral(" = ") +
                     format(runs[i].value);
    QString text = tr("lanes: %1").arg(parts.join(QStringLiteral(", ")));
    if (runs.size() > kMaxRuns)
        text += tr(", … (%1 more runs)").arg(runs.size() - kMaxRuns);
    w.lanes = text;
}

QString WatchModel::valueText(int row) const {
    return row >= 0 && row < expressionCount() ? watches_[row].value : QString();
}

QString WatchModel::lanesText(int row) const {
    return row >= 0 && row < expressionCount() ? watches_[row].lanes : QString();
}

int WatchModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : expressionCount() + 1;
}

int WatchModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    if (row == placeholderRow()) {
        if (index.column() == ExpressionColumn && role == Qt::DisplayRole)
            return tr("Add expression…");
        if (index.column() == ExpressionColumn && role == Qt::EditRole)
            return QString();
        if (role == Qt::ForegroundRole)
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        if (role == Qt::FontRole) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    }
    const Watch& w = watches_[row];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == ExpressionColumn)
            return w.text;
        if (index.column() == ValueColumn)
            return w.value;
        return w.lanes;
    case Qt::ToolTipRole:
        if (!w.expression)
            return tr("Does not parse: %1").arg(QString::fromStdString(w.error.toString()));
        if (index.column() == LanesColumn && !w.perLane.isEmpty())
            return w.perLane;
        if (index.column() == ValueColumn && w.inactiveLane)
            return tr("The focused lane is inactive: the value reads its registers as they are");
        return QString::fromStdString(w.expression->toString());
    case Qt::ForegroundRole:
        if (!w.expression && index.column() != ExpressionColumn)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (w.inactiveLane && index.column() == ValueColumn)
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case ErrorRole:
        return !w.expression.has_value();
    case LaneDependentRole:
        return w.expression && w.expression->laneDependent;
    default:
        return {};
    }
}

QVariant WatchModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ExpressionColumn:
        return tr("Expression");
    case ValueColumn:
        return tr("Value (focused lane)");
    case LanesColumn:
        return tr("Lanes");
    default:
        return {};
    }
}

Qt::ItemFlags WatchModel::flags(const QModelIndex& index) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == ExpressionColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool WatchModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.column() != ExpressionColumn ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString text = value.toString().trimmed();
    const int row = index.row();
    if (row == placeholderRow()) {
        if (text.isEmpty() || expressionCount() >= kMaxExpressions)
            return false;
        addExpression(text);
        return true;
    }
    if (text.isEmpty()) {
        removeExpression(row);
        return true;
    }
    if (text == watches_[row].text)
        return false;
    setExpression(row, text);
    return true;
}

} // namespace wave::widgets
