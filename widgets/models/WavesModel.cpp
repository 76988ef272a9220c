#include "models/WavesModel.h"

#include "models/LaneStatus.h"
#include "models/LineCell.h"
#include "models/MaskText.h"
#include "models/ModelRoles.h"

#include <QByteArray>

#include <utility>

namespace wave::widgets {

using debug::MachineSnapshot;
using debug::WaveSnapshot;

WavesModel::WavesModel(QObject* parent) : QAbstractTableModel(parent) {}

WavesModel::State WavesModel::stateOf(const MachineSnapshot& s, const WaveSnapshot& w) {
    switch (w.status) {
    case emu::WaveStatus::AtBarrier:
        return State::AtBarrier;
    case emu::WaveStatus::Finished:
        return State::Finished;
    case emu::WaveStatus::Faulted:
        return State::Faulted;
    case emu::WaveStatus::Ready:
        break;
    }
    if (s.stop && s.stop->wave == w.id)
        return State::Running;
    return State::Ready;
}

QString WavesModel::stateName(State state) {
    switch (state) {
    case State::Ready:
        return tr("ready");
    case State::Running:
        // Views show the machine at a stop: the wave that issued last stopped here, it is not
        // running (issue 21).
        return tr("stopped here");
    case State::AtBarrier:
        return tr("at barrier");
    case State::Finished:
        return tr("finished");
    case State::Faulted:
        return tr("faulted");
    }
    return {};
}

void WavesModel::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    lineMap_ = std::move(map);
    if (!rows_.empty())
        emit dataChanged(index(0, LineColumn), index(rowCount() - 1, LineColumn),
                         {Qt::DisplayRole});
}

WavesModel::Row WavesModel::keyOf(const MachineSnapshot& s, const WaveSnapshot& w) {
    Row r;
    r.key[WaveColumn] = w.id;
    r.key[StateColumn] = static_cast<std::uint64_t>(stateOf(s, w));
    r.key[PcColumn] = w.pc;
    r.key[LineColumn] = w.line;
    r.key[ActiveColumn] = w.activeMask;
    // The strip shows reasons too: key on the status list, folded into 64 bits.
    // (A wave at a barrier shows its lanes waiting there.)
    std::uint64_t h = w.activeMask ^ (w.liveMask * 31) ^ (w.initialMask * 131) ^
                      (w.status == emu::WaveStatus::AtBarrier ? 0x5bd1e9955bd1e995ull : 0);
    for (const auto& f : w.frames)
        h = h * 1000003u ^ f.entry ^ (f.elseMask << 1) ^ (f.breakMask << 2) ^ f.continueMask ^
            (f.inElse ? 0x9e3779b97f4a7c15ull : 0);
    r.key[MaskColumn] = h;
    r.key[IssuedColumn] = w.issued;
    r.key[ArrivalsColumn] = w.barrierArrivals;
    return r;
}

void WavesModel::setSnapshot(Snapshot snapshot) {
    const std::size_t count = snapshot ? snapshot->waves.size() : 0;
    std::vector<Row> rows(count);
    const MachineSnapshot* prev = current_.get();
    const bool comparable = debug::comparable(prev, snapshot.get());
    for (std::size_t i = 0; i < count; ++i) {
        rows[i] = keyOf(*snapshot, snapshot->waves[i]);
        if (comparable) {
            const Row before = keyOf(*prev, prev->waves[i]);
            for (int c = 0; c < ColumnCount; ++c)
                rows[i].changed[std::size_t(c)] =
                    c != WaveColumn && before.key[std::size_t(c)] != rows[i].key[std::size_t(c)];
            rows[i].changed[LineColumn] = rows[i].changed[LineColumn] || rows[i].changed[PcColumn];
        }
    }
    if (count != rows_.size()) {
        beginResetModel();
        current_ = std::move(snapshot);
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    current_ = std::move(snapshot);
    std::vector<Row> old = std::move(rows_);
    rows_ = std::move(rows);
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        int c = 0;
        while (c < ColumnCount) {
            auto differs = [&](int k) {
                return old[i].key[std::size_t(k)] != rows_[i].key[std::size_t(k)] ||
                       old[i].changed[std::size_t(k)] != rows_[i].changed[std::size_t(k)];
            };
            if (!differs(c)) {
                ++c;
                continue;
            }
            int end = c;
            while (end + 1 < ColumnCount && differs(end + 1))
                ++end;
            emit dataChanged(index(int(i), c), index(int(i), end));
            c = end + 1;
        }
    }
}

void WavesModel::setFocusWave(std::uint32_t wave) {
    if (wave == focusWave_)
        return;
    const std::uint32_t old = focusWave_;
    focusWave_ = wave;
    for (std::uint32_t row : {old, wave})
        if (row < rows_.size())
            emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1), {FocusRole});
}

const WaveSnapshot* WavesModel::wave(int row) const {
    if (!current_ || row < 0 || std::size_t(row) >= current_->waves.size())
        return nullptr;
    return &current_->waves[std::size_t(row)];
}

int WavesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int WavesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WavesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const WaveSnapshot* w = wave(index.row());
    if (!w)
        return {};
    const MachineSnapshot& s = *current_;
    const int col = index.column();
    const int active = MaskText::count(w->activeMask, s.waveWidth);
    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case WaveColumn:
            return w->id;
        case StateColumn:
            return stateName(stateOf(s, *w));
        case PcColumn:
            return QStringLiteral("0x%1").arg(w->pc, 4, 16, QLatin1Char('0'));
        case LineColumn:
            return LineCell::display(w->line, lineMap_.get());
        case ActiveColumn:
            return QStringLiteral("%1/%2").arg(active).arg(s.waveWidth);
        case MaskColumn:
            return QString();
        case IssuedColumn:
            return QVariant::fromValue<quint64>(w->issued);
        case ArrivalsColumn:
            return w->barrierArrivals;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (col == MaskColumn || col == ActiveColumn)
            return tr("Active: %1").arg(MaskText::lanes(w->activeMask, s.waveWidth));
        if (col == StateColumn && w->status == emu::WaveStatus::Faulted && s.stop &&
            s.stop->fault && s.stop->wave == w->id)
            return QString::fromStdString(s.stop->fault->message);
        return {};
    case Qt::TextAlignmentRole:
        if (col == StateColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case ChangedRole:
        return rows_[std::size_t(index.row())].changed[std::size_t(col)];
    case FocusRole:
        return w->id == focusWave_;
    case WaveRole:
        return w->id;
    case LineRole:
        return w->line;
    case MaskRole:
        return col == MaskColumn ? QVariant::fromValue<quint64>(w->activeMask) : QVariant();
    case MaskExistsRole:
        return col == MaskColumn ? QVariant::fromValue<quint64>(w->initialMask) : QVariant();
    case MaskWidthRole:
        return col == MaskColumn ? QVariant(s.waveWidth) : QVariant();
    case LaneStatusListRole: {
        if (col != MaskColumn)
            return {};
        QByteArray statuses;
        statuses.reserve(s.waveWidth);
        for (std::uint32_t lane = 0; lane < s.waveWidth; ++lane)
            statuses.append(static_cast<char>(LaneStatusInfo::status(*w, lane)));
        return statuses;
    }
    case RawValueRole:
        return col == PcColumn ? QVariant::fromValue<quint64>(w->pc) : QVariant();
    default:
        return {};
    }
}

QVariant WavesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case WaveColumn:
            return tr("Wave");
        case StateColumn:
            return tr("State");
        case PcColumn:
            return tr("PC");
        case LineColumn:
            return tr("Line");
        case ActiveColumn:
            return tr("Active");
        case MaskColumn:
            return tr("Mask");
        case IssuedColumn:
            return tr("Issued");
        case ArrivalsColumn:
            return tr("Barriers");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case IssuedColumn:
            return tr("Wave-instructions issued by this wave");
        case ArrivalsColumn:
            return tr("Barrier arrivals of this wave in this workgroup");
        case MaskColumn:
            return tr("One cell per lane, coloured by why it is on or off");
        default:
            return {};
        }
    }
    return {};
}

} // namespace wave::widgets
