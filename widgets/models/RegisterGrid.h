#pragma once
// The rows and columns of the lane-registers grid: optional rows on top (the active mask, the
// predicates p0-p3), then one row per register (at most 256); one column per lane of the
// focused wave, or of every wave of the workgroup (wave-major). Pure value type, made from the
// display options and the snapshot shown.

#include "debug/session/MachineSnapshot.h"

#include <cstdint>

namespace wave::widgets {

class RegisterGrid {
public:
    enum class RowKind { ActiveMask, Predicate, Register };

    struct Options {
        bool showMask = true;
        bool showPredicates = true;
        bool allWaves = false;
        std::uint32_t focusWave = 0;
    };

    RegisterGrid() = default;
    // No cells without a snapshot, or when the focused wave is not in it.
    RegisterGrid(const Options& options, const debug::MachineSnapshot* snapshot);

    int rows() const { return rows_; }
    int columns() const { return columns_; }

    RowKind rowKind(int row) const;
    // Register or predicate number of a row (0 for the mask row).
    std::uint32_t rowNumber(int row) const;
    int rowOfRegister(std::uint32_t reg) const { return extraRows_ + static_cast<int>(reg); }
    std::uint32_t waveOfColumn(int column) const;
    std::uint32_t laneOfColumn(int column) const;
    // -1 when the lane has no column (another wave than the focused one, or past the width).
    int columnOf(std::uint32_t wave, std::uint32_t lane) const;

    // Whether the rows and columns mean the same cells (otherwise a view must start over).
    bool sameCells(const RegisterGrid& other) const;

private:
    Options options_;
    int extraRows_ = 0;
    int rows_ = 0;
    int columns_ = 0;
    bool snapshot_ = false;
    std::uint32_t waveWidth_ = 0;
};

} // namespace wave::widgets
