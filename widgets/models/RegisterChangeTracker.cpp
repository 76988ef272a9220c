#include "models/RegisterChangeTracker.h"

#include "models/RegisterRowFormatter.h"

namespace wave::widgets {

using debug::MachineSnapshot;

const MachineSnapshot* RegisterChangeTracker::reference(const MachineSnapshot* current,
                                                        const MachineSnapshot* previous,
                                                        const MachineSnapshot* baseline) {
    const MachineSnapshot* ref = baseline ? baseline : previous;
    // Registers exist in full snapshots only; debug::comparable() is the rest of the rule.
    if (!current || !ref || !current->full || !ref->full || !debug::comparable(*ref, *current))
        return nullptr;
    return ref;
}

bool RegisterChangeTracker::cellValue(const MachineSnapshot& s, const RegisterGrid& grid,
                                      const RegisterRowFormatter& formats, int row,
                                      std::uint32_t wave, std::uint32_t lane,
                                      std::uint64_t& value) {
    value = 0;
    if (wave >= s.waves.size() || lane >= s.waveWidth)
        return false;
    const debug::WaveSnapshot& w = s.waves[wave];
    const std::uint32_t n = grid.rowNumber(row);
    switch (grid.rowKind(row)) {
    case RegisterGrid::RowKind::ActiveMask:
        value = (w.activeMask >> lane) & 1u;
        return true;
    case RegisterGrid::RowKind::Predicate:
        value = w.predicate(n, lane) ? 1 : 0;
        return true;
    case RegisterGrid::RowKind::Register:
        if (n >= s.registerCount)
            return false;
        value = s.reg(wave, n, lane);
        if (formats.pairs(n, s.registerCount))
            value |= std::uint64_t{s.reg(wave, n + 1, lane)} << 32;
        return true;
    }
    return false;
}

std::vector<RegisterChangeTracker::Run>
RegisterChangeTracker::update(const RegisterGrid& grid, const MachineSnapshot* current,
                              const MachineSnapshot* reference,
                              const RegisterRowFormatter& formats) {
    statuses_.clear();
    if (current)
        for (const debug::WaveSnapshot& w : current->waves)
            statuses_.push_back(LaneStatusInfo::statuses(w, current->waveWidth));
    std::vector<Cell> cells(std::size_t(grid.rows()) * std::size_t(grid.columns()));
    if (current) {
        for (int c = 0; c < grid.columns(); ++c) {
            const std::uint32_t wave = grid.waveOfColumn(c);
            const std::uint32_t lane = grid.laneOfColumn(c);
            const LaneStatus laneStatus = status(wave, lane);
            for (int r = 0; r < grid.rows(); ++r) {
                Cell& cell = cells[std::size_t(r) * std::size_t(grid.columns()) + std::size_t(c)];
                cellValue(*current, grid, formats, r, wave, lane, cell.value);
                cell.status = laneStatus;
                std::uint64_t before = 0;
                if (reference && cellValue(*reference, grid, formats, r, wave, lane, before))
                    cell.changed = before != cell.value;
            }
        }
    }
    std::vector<Run> runs;
    const bool sameCells = columns_ == grid.columns() && cells.size() == cells_.size();
    if (sameCells) {
        const auto columns = std::size_t(grid.columns());
        for (int r = 0; r < grid.rows(); ++r) {
            const std::size_t base = std::size_t(r) * columns;
            std::size_t c = 0;
            while (c < columns) {
                if (cells_[base + c] == cells[base + c]) {
                    ++c;
                    continue;
                }
                std::size_t end = c;
                while (end + 1 < columns && !(cells_[base + end + 1] == cells[base + end + 1]))
                    ++end;
                runs.push_back({r, static_cast<int>(c), static_cast<int>(end)});
                c = end + 1;
            }
        }
    }
    cells_ = std::move(cells);
    columns_ = grid.columns();
    return runs;
}

const RegisterChangeTracker::Cell* RegisterChangeTracker::cell(int row, int column) const {
    if (row < 0 || column < 0 || column >= columns_)
        return nullptr;
    const std::size_t i = std::size_t(row) * std::size_t(columns_) + std::size_t(column);
    return i < cells_.size() ? &cells_[i] : nullptr;
}

LaneStatus RegisterChangeTracker::status(std::uint32_t wave, std::uint32_t lane) const {
    return wave < statuses_.size() && lane < statuses_[wave].size() ? statuses_[wave][lane]
                                                                    : LaneStatus::NotLaunched;
}

} // namespace wave::widgets
