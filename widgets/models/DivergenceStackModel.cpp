#include "models/DivergenceStackModel.h"

#include "models/LaneStatus.h"
#include "models/LineCell.h"
#include "models/MaskText.h"
#include "models/ModelRoles.h"

#include <QStringList>

#include <utility>

namespace wave::widgets {

using debug::FrameSnapshot;
using debug::MachineSnapshot;

namespace {

const debug::WaveSnapshot* waveOf(const MachineSnapshot* s, std::uint32_t wave) {
    return s && s->full && wave < s->waves.size() ? &s->waves[wave] : nullptr;
}

} // namespace

bool DivergenceStackModel::Row::operator==(const Row& o) const {
    return change == o.change && depth == o.depth && frame.kind == o.frame.kind &&
           frame.pc == o.frame.pc && frame.line == o.frame.line && frame.inElse == o.frame.inElse &&
           frame.entry == o.frame.entry && frame.thenMask == o.frame.thenMask &&
           frame.elseMask == o.frame.elseMask && frame.breakMask == o.frame.breakMask &&
           frame.continueMask == o.frame.continueMask &&
           frame.reconvergenceLine == o.frame.reconvergenceLine;
}

DivergenceStackModel::DivergenceStackModel(QObject* parent) : QAbstractTableModel(parent) {}

bool DivergenceStackModel::sameFrame(const FrameSnapshot& a, const FrameSnapshot& b) {
    return a.kind == b.kind && a.pc == b.pc;
}

void DivergenceStackModel::setSnapshot(Snapshot snapshot) {
    if (snapshot && !snapshot->full)
        return; // light snapshots carry no stacks
    Snapshot previous = std::move(current_);
    current_ = std::move(snapshot);
    rebuild(previous);
}

void DivergenceStackModel::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    lineMap_ = std::move(map);
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole});
}

void DivergenceStackModel::setFocusWave(std::uint32_t wave) {
    if (wave == focusWave_)
        return;
    focusWave_ = wave;
    rebuild(nullptr); // another wave: nothing to compare with
}

void DivergenceStackModel::rebuild(const Snapshot& previous) {
    std::vector<Row> rows;
    int live = 0;
    if (const debug::WaveSnapshot* w = waveOf(current_.get(), focusWave_)) {
        width_ = current_->waveWidth;
        const debug::WaveSnapshot* before = nullptr;
        if (debug::comparable(previous.get(), current_.get()))
            before = waveOf(previous.get(), focusWave_);
        // Frames are the same frame while their (kind, pc) prefix matches.
        std::size_t common = 0;
        if (before)
            while (common < w->frames.size() && common < before->frames.size() &&
                   sameFrame(w->frames[common], before->frames[common]))
                ++common;
        for (std::size_t k = 0; k < w->frames.size(); ++k) {
            Row r;
            r.frame = w->frames[k];
            r.depth = static_cast<int>(k) + 1;
            if (before) {
                if (k >= common)
                    r.change = FrameChange::Pushed;
                else if (!(Row{before->frames[k]} == Row{w->frames[k]}))
                    r.change = FrameChange::Changed;
            }
            rows.push_back(r);
        }
        live = static_cast<int>(rows.size());
        if (before)
            for (std::size_t k = common; k < before->frames.size(); ++k)
                rows.push_back(Row{before->frames[k], FrameChange::Popped, int(k) + 1});
    }
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        live_ = live;
        endResetModel();
        return;
    }
    std::vector<Row> old = std::move(rows_);
    rows_ = std::move(rows);
    live_ = live;
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (!(old[i] == rows_[i]))
            emit dataChanged(index(int(i), 0), index(int(i), ColumnCount - 1));
}

DivergenceStackModel::FrameChange DivergenceStackModel::change(int row) const {
    return row >= 0 && std::size_t(row) < rows_.size() ? rows_[std::size_t(row)].change
                                                       : FrameChange::None;
}

QString DivergenceStackModel::changeSummary() const {
    QStringList parts;
    for (const Row& r : rows_) {
        if (r.change == FrameChange::Pushed)
            parts << tr("frame %1 pushed").arg(r.depth);
        else if (r.change == FrameChange::Popped)
            parts << tr("frame %1 popped").arg(r.depth);
    }
    return parts.join(QStringLiteral("; "));
}

int DivergenceStackModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int DivergenceStackModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DivergenceStackModel::maskOf(const Row& row, int column) const {
    const FrameSnapshot& f = row.frame;
    const bool isIf = f.kind == FrameSnapshot::Kind::If;
    switch (column) {
    case EntryColumn:
        return QVariant::fromValue<quint64>(f.entry);
    case ThenColumn:
        return isIf ? QVariant::fromValue<quint64>(f.thenMask) : QVariant();
    case ElseColumn:
        return isIf ? QVariant::fromValue<quint64>(f.elseMask) : QVariant();
    case BreakColumn:
        return isIf ? QVariant() : QVariant::fromValue<quint64>(f.breakMask);
    case ContinueColumn:
        return isIf ? QVariant() : QVariant::fromValue<quint64>(f.continueMask);
    default:
        return {};
    }
}

QVariant DivergenceStackModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[std::size_t(index.row())];
    const FrameSnapshot& f = row.frame;
    const int col = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case DepthColumn:
            return row.depth;
        case KindColumn:
            if (f.kind == FrameSnapshot::Kind::Loop)
                return tr("loop");
            return f.inElse ? tr("else") : tr("if");
        case LineColumn:
            return LineCell::display(f.line, lineMap_.get());
        case ReconvergeColumn:
            return LineCell::display(f.reconvergenceLine, lineMap_.get());
        default: {
            const QVariant m = maskOf(row, col);
            return m.isValid() ? QVariant(MaskText::ranges(m.toULongLong(), width_)) : QVariant();
        }
        }
    case Qt::ToolTipRole: {
        const QVariant m = maskOf(row, col);
        if (m.isValid())
            return MaskText::lanes(m.toULongLong(), width_);
        if (row.change == FrameChange::Popped)
            return tr("This frame was popped by the last step");
        if (row.change == FrameChange::Pushed)
            return tr("This frame was pushed by the last step");
        return {};
    }
    case MaskRole:
        return maskOf(row, col);
    case MaskWidthRole:
        return maskOf(row, col).isValid() ? QVariant(width_) : QVariant();
    case MaskColorRole:
        switch (col) {
        case ElseColumn:
            return static_cast<int>(LaneStatus::OffInThen);
        case BreakColumn:
            return static_cast<int>(LaneStatus::Broken);
        case ContinueColumn:
            return static_cast<int>(LaneStatus::Continued);
        default:
            return static_cast<int>(LaneStatus::Active);
        }
    case MaskExistsRole:
        return maskOf(row, col).isValid() ? QVariant::fromValue<quint64>(MaskText::full(width_))
                                          : QVariant();
    case LineRole:
        return col == ReconvergeColumn ? f.reconvergenceLine : f.line;
    case FrameChangeRole:
        return static_cast<int>(row.change);
    case ChangedRole:
        return row.change != FrameChange::None;
    case RawValueRole:
        return QVariant::fromValue<quint64>(f.pc);
    default:
        return {};
    }
}

QVariant DivergenceStackModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DepthColumn:
            return tr("#");
        case KindColumn:
            return tr("Kind");
        case LineColumn:
            return tr("Line");
        case EntryColumn:
            return tr("Entry");
        case ThenColumn:
            return tr("Then");
        case ElseColumn:
            return tr("Else");
        case BreakColumn:
            return tr("Break");
        case ContinueColumn:
            return tr("Continue");
        case ReconvergeColumn:
            return tr("Rejoins");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case EntryColumn:
            return tr("Lanes active when the frame was opened");
        case ThenColumn:
            return tr("Lanes that take the then side");
        case ElseColumn:
            return tr("Lanes that take the else side");
        case BreakColumn:
            return tr("Lanes that left the loop with break");
        case ContinueColumn:
            return tr("Lanes waiting for the next iteration");
        case ReconvergeColumn:
            return tr("Line of the endif/endloop where the lanes rejoin");
        default:
            return {};
        }
    }
    return {};
}

} // namespace wave::widgets
