#include "models/RegisterGrid.h"

#include <algorithm>

namespace wave::widgets {

RegisterGrid::RegisterGrid(const Options& options, const debug::MachineSnapshot* snapshot)
    : options_(options), extraRows_((options.showMask ? 1 : 0) + (options.showPredicates ? 4 : 0)),
      snapshot_(snapshot != nullptr), waveWidth_(snapshot ? snapshot->waveWidth : 0) {
    if (!snapshot || snapshot->waves.empty())
        return;
    if (!options.allWaves && options.focusWave >= snapshot->waves.size())
        return;
    rows_ = extraRows_ + static_cast<int>(std::min<std::uint32_t>(snapshot->registerCount, 256));
    const std::uint64_t columns = options.allWaves
                                      ? std::uint64_t{snapshot->waveWidth} * snapshot->waves.size()
                                      : snapshot->waveWidth;
    columns_ = static_cast<int>(std::min<std::uint64_t>(columns, 1u << 20));
}

RegisterGrid::RowKind RegisterGrid::rowKind(int row) const {
    int r = row;
    if (options_.showMask) {
        if (r == 0)
            return RowKind::ActiveMask;
        r -= 1;
    }
    if (options_.showPredicates && r < 4)
        return RowKind::Predicate;
    return RowKind::Register;
}

std::uint32_t RegisterGrid::rowNumber(int row) const {
    int r = row;
    if (options_.showMask) {
        if (r == 0)
            return 0;
        r -= 1;
    }
    if (options_.showPredicates) {
        if (r < 4)
            return static_cast<std::uint32_t>(r);
        r -= 4;
    }
    return static_cast<std::uint32_t>(r);
}

std::uint32_t RegisterGrid::waveOfColumn(int column) const {
    if (!options_.allWaves || waveWidth_ == 0)
        return options_.focusWave;
    return static_cast<std::uint32_t>(column) / waveWidth_;
}

std::uint32_t RegisterGrid::laneOfColumn(int column) const {
    if (waveWidth_ == 0)
        return 0;
    return static_cast<std::uint32_t>(column) % waveWidth_;
}

int RegisterGrid::columnOf(std::uint32_t wave, std::uint32_t lane) const {
    if (!snapshot_ || lane >= waveWidth_)
        return -1;
    if (!options_.allWaves)
        return wave == options_.focusWave ? static_cast<int>(lane) : -1;
    return static_cast<int>(wave * waveWidth_ + lane);
}

bool RegisterGrid::sameCells(const RegisterGrid& other) const {
    // In every-wave mode the focused wave does not move the columns.
    const std::uint32_t focus = options_.allWaves ? 0 : options_.focusWave;
    const std::uint32_t otherFocus = other.options_.allWaves ? 0 : other.options_.focusWave;
    return rows_ == other.rows_ && columns_ == other.columns_ && extraRows_ == other.extraRows_ &&
           options_.allWaves == other.options_.allWaves && focus == otherFocus;
}

} // namespace wave::widgets
