#pragma once
// The cells of the lane-registers grid and what changed: each cell's value (an f64 row holds
// both words), its lane's status, and whether the value differs from the reference snapshot
// (the previous stop, or a baseline in compare mode; none when the two are not comparable).
// update() reports which cells changed in value, status or highlight, so a view repaints only
// those. GUI thread only.

#include "models/LaneStatus.h"
#include "models/RegisterGrid.h"

#include "debug/session/MachineSnapshot.h"

#include <cstdint>
#include <vector>

namespace wave::widgets {

class RegisterRowFormatter;

class RegisterChangeTracker {
public:
    struct Cell {
        std::uint64_t value = 0; // f64 rows: both words
        LaneStatus status = LaneStatus::Active;
        bool changed = false;
        bool operator==(const Cell&) const = default;
    };
    // Cells [first, last] of a row.
    struct Run {
        int row = 0;
        int first = 0;
        int last = 0;
        bool operator==(const Run&) const = default;
    };

    // What changes are measured against: `baseline` when there is one, else `previous`; null
    // when it is not comparable with `current` (registers exist in full snapshots only).
    static const debug::MachineSnapshot* reference(const debug::MachineSnapshot* current,
                                                   const debug::MachineSnapshot* previous,
                                                   const debug::MachineSnapshot* baseline);
    // A cell's value in `s`; false when `s` does not have that cell.
    static bool cellValue(const debug::MachineSnapshot& s, const RegisterGrid& grid,
                          const RegisterRowFormatter& formats, int row, std::uint32_t wave,
                          std::uint32_t lane, std::uint64_t& value);

    // Recomputes every cell of `grid` from `current` against `reference` (either may be null).
    // Returns the runs of cells that differ from before: none when the grid has other cells
    // than before (the caller starts over).
    std::vector<Run> update(const RegisterGrid& grid, const debug::MachineSnapshot* current,
                            const debug::MachineSnapshot* reference,
                            const RegisterRowFormatter& formats);

    const Cell* cell(int row, int column) const;
    // NotLaunched for a lane the snapshot does not have.
    LaneStatus status(std::uint32_t wave, std::uint32_t lane) const;

private:
    int columns_ = 0;
    std::vector<Cell> cells_;                       // row-major
    std::vector<std::vector<LaneStatus>> statuses_; // per wave of the current snapshot
};

} // namespace wave::widgets
