#include "models/LaneRegistersModel.h"

#include "models/ModelRoles.h"

#include <QStringList>

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
    const std::uint32_t oldWave = config_.focusWave;
    const std::uint32_t oldLane = focusLane_;
    focusLane_ = lane;
    if (wave != config_.focusWave) {
        Config next = config_;
        next.focusWave = wave;
        apply(std::move(next)); // resets in single-wave mode: other columns
    }
    if (oldWave == wave && oldLane == lane)
        return;
    // The focus outline moves: refresh the old and the new focused column.
    const int oldColumn = config_.allWaves || oldWave == wave ? columnOf(oldWave, oldLane) : -1;
    for (int c : {oldColumn, columnOf(wave, lane)}) {
        if (c < 0 || c >= shape_.columns || shape_.rows == 0)
            continue;
        emit dataChanged(index(0, c), index(shape_.rows - 1, c), {FocusRole});
        emit headerDataChanged(Qt::Horizontal, c, c);
    }
}

void LaneRegistersModel::setShowAllWaves(bool on) {
    Config next = config_;
    next.allWaves = on;
    apply(std::move(next));
}

void LaneRegistersModel::setShowPredicates(bool on) {
    Config next = config_;
    next.showPredicates = on;
    apply(std::move(next));
}

void LaneRegistersModel::setShowActiveMask(bool on) {
    Config next = config_;
    next.showMask = on;
    apply(std::move(next));
}

void LaneRegistersModel::setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format) {
    if (reg >= 256)
        return;
    if (formats_.size() <= reg)
        formats_.resize(reg + 1, RegisterFormat::Hex);
    if (formats_[reg] == format)
        return;
    formats_[reg] = format;
    const int row = rowOfRegister(reg);
    if (row < 0 || row >= shape_.rows)
        return;
    // Values of an f64 row include the next register: recompute before announcing.
    cells_ = computeCells();
    if (shape_.columns > 0)
        emit dataChanged(index(row, 0), index(row, shape_.columns - 1));
    emit headerDataChanged(Qt::Vertical, row, row);
}

RegisterFormat::Format LaneRegistersModel::registerFormat(std::uint32_t reg) const {
    return reg < formats_.size() ? formats_[reg] : RegisterFormat::Hex;
}

LaneRegistersModel::RowKind LaneRegistersModel::rowKind(int row) const {
    int r = row;
    if (config_.showMask) {
        if (r == 0)
            return RowKind::ActiveMask;
        r -= 1;
    }
    if (config_.showPredicates && r < 4)
        return RowKind::Predicate;
    return RowKind::Register;
}

std::uint32_t LaneRegistersModel::rowNumber(int row) const {
    int r = row;
    if (config_.showMask) {
        if (r == 0)
            return 0;
        r -= 1;
    }
    if (config_.showPredicates) {
        if (r < 4)
            return static_cast<std::uint32_t>(r);
        r -= 4;
    }
    return static_cast<std::uint32_t>(r);
}

int LaneRegistersModel::rowOfRegister(std::uint32_t reg) const {
    return shape_.extraRows + static_cast<int>(reg);
}

std::uint32_t LaneRegistersModel::waveOfColumn(int column) const {
    if (!config_.allWaves || !config_.current || config_.current->waveWidth == 0)
        return config_.focusWave;
    return static_cast<std::uint32_t>(column) / config_.current->waveWidth;
}

std::uint32_t LaneRegistersModel::laneOfColumn(int column) const {
    if (!config_.current || config_.current->waveWidth == 0)
        return 0;
    return static_cast<std::uint32_t>(column) % config_.current->waveWidth;
}

int LaneRegistersModel::columnOf(std::uint32_t wave, std::uint32_t lane) const {
    if (!config_.current)
        return -1;
    const std::uint32_t width = config_.current->waveWidth;
    if (lane >= width)
        return -1;
    if (!config_.allWaves)
        return wave == config_.focusWave ? static_cast<int>(lane) : -1;
    return static_cast<int>(wave * width + lane);
}

LaneRegistersModel::Shape LaneRegistersModel::shapeOf(const Config& c) {
    Shape s;
    s.extraRows = (c.showMask ? 1 : 0) + (c.showPredicates ? 4 : 0);
    s.allWaves = c.allWaves;
    s.focusWave = c.allWaves ? 0 : c.focusWave;
    const MachineSnapshot* snap = c.current.get();
    if (!snap || snap->waves.empty())
        return s;
    if (!c.allWaves && c.focusWave >= snap->waves.size())
        return s;
    s.rows = s.extraRows + static_cast<int>(std::min<std::uint32_t>(snap->registerCount, 256));
    const std::uint64_t columns =
        c.allWaves ? std::uint64_t{snap->waveWidth} * snap->waves.size() : snap->waveWidth;
    s.columns = static_cast<int>(std::min<std::uint64_t>(columns, 1u << 20));
    return s;
}

void LaneRegistersModel::apply(Config next) {
    const Shape shape = shapeOf(next);
    if (shape != shape_) {
        beginResetModel();
        config_ = std::move(next);
        shape_ = shape;
        statuses_.clear();
        if (config_.current)
            for (const debug::WaveSnapshot& w : config_.current->waves)
                statuses_.push_back(LaneStatusInfo::statuses(w, config_.current->waveWidth));
        cells_ = computeCells();
        endResetModel();
        return;
    }
    config_ = std::move(next);
    statuses_.clear();
    if (config_.current)
        for (const debug::WaveSnapshot& w : config_.current->waves)
            statuses_.push_back(LaneStatusInfo::statuses(w, config_.current->waveWidth));
    std::vector<Cell> old = std::move(cells_);
    cells_ = computeCells();
    emitChanges(old);
}

const MachineSnapshot* LaneRegistersModel::reference() const {
    const MachineSnapshot* cur = config_.current.get();
    const MachineSnapshot* ref = config_.baseline ? config_.baseline.get() : config_.previous.get();
    // Registers exist in full snapshots only; debug::comparable() is the rest of the rule.
    if (!cur || !ref || !cur->full || !ref->full || !debug::comparable(*ref, *cur))
        return nullptr;
    return ref;
}

bool LaneRegistersModel::cellValue(const MachineSnapshot& s, int row, std::uint32_t wave,
                                   std::uint32_t lane, std::uint64_t& value) const {
    value = 0;
    if (wave >= s.waves.size() || lane >= s.waveWidth)
        return false;
    const debug::WaveSnapshot& w = s.waves[wave];
    const std::uint32_t n = rowNumber(row);
    switch (rowKind(row)) {
    case RowKind::ActiveMask:
        value = (w.activeMask >> lane) & 1u;
        return true;
    case RowKind::Predicate:
        value = w.predicate(n, lane) ? 1 : 0;
        return true;
    case RowKind::Register:
        if (n >= s.registerCount)
            return false;
        value = s.reg(wave, n, lane);
        if (registerFormat(n) == RegisterFormat::F64Pair && n + 1 < s.registerCount)
            value |= std::uint64_t{s.reg(wave, n + 1, lane)} << 32;
        return true;
    }
    return false;
}

std::vector<LaneRegistersModel::Cell> LaneRegistersModel::computeCells() const {
    std::vector<Cell> cells(std::size_t(shape_.rows) * std::size_t(shape_.columns));
    const MachineSnapshot* cur = config_.current.get();
    if (!cur)
        return cells;
    const MachineSnapshot* ref = reference();
    for (int c = 0; c < shape_.columns; ++c) {
        const std::uint32_t wave = waveOfColumn(c);
        const std::uint32_t lane = laneOfColumn(c);
        const LaneStatus status = wave < statuses_.size() && lane < statuses_[wave].size()
                                      ? statuses_[wave][lane]
                                      : LaneStatus::NotLaunched;
        for (int r = 0; r < shape_.rows; ++r) {
            Cell& cell = cells[std::size_t(r) * std::size_t(shape_.columns) + std::size_t(c)];
            cellValue(*cur, r, wave, lane, cell.value);
            cell.status = status;
            std::uint64_t before = 0;
            if (ref && cellValue(*ref, r, wave, lane, before))
                cell.changed = before != cell.value;
        }
    }
    return cells;
}

void LaneRegistersModel::emitChanges(const std::vector<Cell>& old) {
    if (old.size() != cells_.size())
        return;
    const auto columns = std::size_t(shape_.columns);
    for (int r = 0; r < shape_.rows; ++r) {
        const std::size_t base = std::size_t(r) * columns;
        std::size_t c = 0;
        while (c < columns) {
            if (old[base + c] == cells_[base + c]) {
                ++c;
                continue;
            }
            std::size_t end = c;
            while (end + 1 < columns && !(old[base + end + 1] == cells_[base + end + 1]))
                ++end;
            emit dataChanged(index(r, static_cast<int>(c)), index(r, static_cast<int>(end)));
            c = end + 1;
        }
    }
}

const LaneRegistersModel::Cell* LaneRegistersModel::cell(const QModelIndex& index) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return nullptr;
    const std::size_t i =
        std::size_t(index.row()) * std::size_t(shape_.columns) + std::size_t(index.column());
    return i < cells_.size() ? &cells_[i] : nullptr;
}

int LaneRegistersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : shape_.rows;
}

int LaneRegistersModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : shape_.columns;
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
    if (f == RegisterFormat::F64Pair && config_.current && reg + 1 < config_.current->registerCount)
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

} // namespace wave::widgets
