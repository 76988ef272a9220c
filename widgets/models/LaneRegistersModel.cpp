#include "models/LaneRegistersModel.h"

#include "models/ModelRoles.h"

namespace wave::widgets {

using debug::MachineSnapshot;

LaneRegistersModel::LaneRegistersModel(QObject* parent) : QAbstractTableModel(parent) {}

void LaneRegistersModel::setSnapshot(Snapshot snapshot) {
    if (snapshot && !snapshot->full)
        return;
    Config next = config_;
    next.previous = snapshot ? config_.current : nullptr;
    next.current = std::move(snapshot);
    apply(std::move(next));
}

void LaneRegistersModel::setBaseline(Snapshot baseline) {
    if (baseline && !baseline->full)
        baseline = nullptr;
    Config next = config_;
    next.baseline = std::move(baseline);
    apply(std::move(next));
}

void LaneRegistersModel::setFocus(std::uint32_t wave, std::uint32_t lane) {
    const std::uint32_t oldWave = config_.grid.focusWave;
    const std::uint32_t oldLane = focusLane_;
    focusLane_ = lane;
    if (wave != config_.grid.focusWave) {
        Config next = config_;
        next.grid.focusWave = wave;
        apply(std::move(next)); // resets in single-wave mode: other columns
    }
    if (oldWave == wave && oldLane == lane)
        return;
    // The focus outline moves: refresh the old and the new focused column.
    const int oldColumn =
        config_.grid.allWaves || oldWave == wave ? columnOf(oldWave, oldLane) : -1;
    for (int c : {oldColumn, columnOf(wave, lane)}) {
        if (c < 0 || c >= grid_.columns() || grid_.rows() == 0)
            continue;
        emit dataChanged(index(0, c), index(grid_.rows() - 1, c), {FocusRole});
        emit headerDataChanged(Qt::Horizontal, c, c);
    }
}

void LaneRegistersModel::setShowAllWaves(bool on) {
    Config next = config_;
    next.grid.allWaves = on;
    apply(std::move(next));
}

void LaneRegistersModel::setShowPredicates(bool on) {
    Config next = config_;
    next.grid.showPredicates = on;
    apply(std::move(next));
}

void LaneRegistersModel::setShowActiveMask(bool on) {
    Config next = config_;
    next.grid.showMask = on;
    apply(std::move(next));
}

void LaneRegistersModel::setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format) {
    if (!formatter_.setFormat(reg, format))
        return;
    const int row = rowOfRegister(reg);
    if (row < 0 || row >= grid_.rows())
        return;
    // Values of an f64 row include the next register: recompute before announcing.
    track();
    if (grid_.columns() > 0)
        emit dataChanged(index(row, 0), index(row, grid_.columns() - 1));
    emit headerDataChanged(Qt::Vertical, row, row);
}

RegisterFormat::Format LaneRegistersModel::registerFormat(std::uint32_t reg) const {
    return formatter_.format(reg);
}

void LaneRegistersModel::apply(Config next) {
    RegisterGrid grid(next.grid, next.current.get());
    if (!grid.sameCells(grid_)) {
        beginResetModel();
        config_ = std::move(next);
        grid_ = grid;
        track();
        endResetModel();
        return;
    }
    config_ = std::move(next);
    grid_ = grid;
    for (const RegisterChangeTracker::Run& run : track())
        emit dataChanged(index(run.row, run.first), index(run.row, run.last));
}

std::vector<RegisterChangeTracker::Run> LaneRegistersModel::track() {
    return tracker_.update(grid_, config_.current.get(), reference(), formatter_);
}

const MachineSnapshot* LaneRegistersModel::reference() const {
    return RegisterChangeTracker::reference(config_.current.get(), config_.previous.get(),
                                            config_.baseline.get());
}

std::uint32_t LaneRegistersModel::registerCount() const {
    return config_.current ? config_.current->registerCount : 0;
}

const LaneRegistersModel::Cell* LaneRegistersModel::cell(const QModelIndex& index) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return nullptr;
    return tracker_.cell(index.row(), index.column());
}

int LaneRegistersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : grid_.rows();
}

int LaneRegistersModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : grid_.columns();
}

bool LaneRegistersModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const std::uint32_t reg = rowNumber(index.row());
    const RegisterFormat::Format f = registerFormat(reg);
    const auto parsed = RegisterFormat::parse(value.toString(), f);
    if (!parsed) {
        emit editRejected(tr("\"%1\" is not a %2 value: r%3 of wave %4 lane %5 is unchanged.")
                              .arg(value.toString(), RegisterFormat::name(f))
                              .arg(reg)
                              .arg(waveOfColumn(index.column()))
                              .arg(laneOfColumn(index.column())));
        return false;
    }
    const std::uint32_t wave = waveOfColumn(index.column());
    const std::uint32_t lane = laneOfColumn(index.column());
    emit registerEditRequested(wave, reg, lane, static_cast<quint32>(*parsed));
    if (f == RegisterFormat::F64Pair && reg + 1 < registerCount())
        emit registerEditRequested(wave, reg + 1, lane, static_cast<quint32>(*parsed >> 32));
    // The snapshot is unchanged until the session answers: nothing to announce here.
    return true;
}

Qt::ItemFlags LaneRegistersModel::flags(const QModelIndex& index) const {
    if (!cell(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (rowKind(index.row()) == RowKind::Register)
        f |= Qt::ItemIsEditable;
    return f;
}

QString LaneRegistersModel::cellText(int row, std::uint64_t value) const {
    return formatter_.cellText(rowKind(row), rowNumber(row), value, registerCount());
}

QString LaneRegistersModel::toolTip(const QModelIndex& index) const {
    const Cell* c = cell(index);
    if (!c)
        return {};
    const int row = index.row();
    RegisterRowFormatter::CellFacts facts;
    facts.kind = rowKind(row);
    facts.number = rowNumber(row);
    facts.wave = waveOfColumn(index.column());
    facts.lane = laneOfColumn(index.column());
    facts.value = c->value;
    facts.registerCount = registerCount();
    if (facts.kind == RowKind::Register && config_.current) {
        facts.low = config_.current->reg(facts.wave, facts.number, facts.lane);
        if (facts.number + 1 < facts.registerCount)
            facts.high = config_.current->reg(facts.wave, facts.number + 1, facts.lane);
    }
    facts.status = c->status;
    std::uint64_t before = 0;
    if (const MachineSnapshot* ref = reference();
        c->changed && ref &&
        RegisterChangeTracker::cellValue(*ref, grid_, formatter_, row, facts.wave, facts.lane,
                                         before))
        facts.before = before;
    facts.comparing = comparing();
    return formatter_.cellToolTip(facts);
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
               waveOfColumn(index.column()) == config_.grid.focusWave;
    case FormatRole:
        return rowKind(index.row()) == RowKind::Register
                   ? static_cast<int>(registerFormat(rowNumber(index.row())))
                   : QVariant();
    case RawValueRole:
        return QVariant::fromValue<quint64>(c->value);
    case BaselineRole: {
        std::uint64_t before = 0;
        if (!config_.baseline || !reference() ||
            !RegisterChangeTracker::cellValue(*config_.baseline, grid_, formatter_, index.row(),
                                              waveOfColumn(index.column()),
                                              laneOfColumn(index.column()), before))
            return QString();
        return cellText(index.row(), before);
    }
    default:
        return {};
    }
}

QVariant LaneRegistersModel::headerData(int section, Qt::Orientation orientation, int role) const {
    return orientation == Qt::Vertical ? rowHeader(section, role) : columnHeader(section, role);
}

QVariant LaneRegistersModel::rowHeader(int section, int role) const {
    if (section < 0 || section >= grid_.rows())
        return {};
    const RowKind kind = rowKind(section);
    const std::uint32_t n = rowNumber(section);
    switch (role) {
    case Qt::DisplayRole:
        return formatter_.rowLabel(kind, n);
    case Qt::ToolTipRole:
        return formatter_.rowToolTip(kind, n);
    case FormatRole:
        return kind == RowKind::Register ? QVariant(static_cast<int>(registerFormat(n)))
                                         : QVariant();
    default:
        return {};
    }
}

QVariant LaneRegistersModel::columnHeader(int section, int role) const {
    if (section < 0 || section >= grid_.columns())
        return {};
    const std::uint32_t wave = waveOfColumn(section);
    const std::uint32_t lane = laneOfColumn(section);
    const LaneStatus status = tracker_.status(wave, lane);
    switch (role) {
    case Qt::DisplayRole:
        return RegisterRowFormatter::columnLabel(wave, lane, config_.grid.allWaves);
    case Qt::ToolTipRole:
        return RegisterRowFormatter::columnToolTip(wave, lane, status);
    case LaneStatusRole:
        return static_cast<int>(status);
    case WaveRole:
        return wave;
    case LaneRole:
        return lane;
    case FocusRole:
        return lane == focusLane_ && wave == config_.grid.focusWave;
    default:
        return {};
    }
}

} // namespace wave::widgets
