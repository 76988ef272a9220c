#pragma once
// Draws the barrier board's laid-out items: the verdict banner, titles, barrier headers, and
// the wave chips (state colour bar, name, where it is, its active mask as a strip, culprits
// and the focused wave outlined).

#include "views/BarrierBoardItem.h"
#include "views/ViewStyle.h"

#include <QColor>
#include <QPainter>

#include <vector>

namespace wave::widgets {

class BarrierBoardPainter {
public:
    BarrierBoardPainter(const ViewStyle& style, std::uint32_t focusWave, std::uint32_t waveWidth);

    void paint(QPainter& p, const std::vector<BarrierBoardItem>& items) const;
    static QColor statusColor(const ViewPalette& palette, debug::WaveStatus status);

private:
    void paintChip(QPainter& p, const BarrierBoardItem& item) const;

    const ViewStyle& style_;
    std::uint32_t focusWave_;
    std::uint32_t waveWidth_;
};

} // namespace wave::widgets
