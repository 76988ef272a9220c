#include "views/MaskStripLayout.h"

#include "models/WavesModel.h"

#include <QFontMetrics>

#include <algorithm>
#include <utility>

namespace wave::widgets {

MaskStripLayout::MaskStripLayout(const ViewStyle& style, bool largeNumbers, std::uint32_t lanes,
                                 std::size_t waves, QString widestLabel)
    : style_(style), largeNumbers_(largeNumbers), lanes_(lanes), waves_(waves),
      widestLabel_(std::move(widestLabel)) {}

void MaskStripLayout::setLabels(Geometry& g, bool stacked) const {
    const QFontMetrics label(style_.font(12, true));
    const QFontMetrics small(style_.font(10));
    const int tag = small.horizontalAdvance(WavesModel::stateName(WavesModel::State::AtBarrier));
    const int count = small.horizontalAdvance(QStringLiteral("64/64"));
    g.stacked = stacked;
    g.labelWidth = label.horizontalAdvance(widestLabel_) + style_.px(10);
    if (stacked) {
        // The count and the widest state tag share the line under the label.
        g.labelWidth = std::max(g.labelWidth, count + style_.px(6) + tag + style_.px(18));
        g.countWidth = style_.px(4);
    } else {
        // "32/32" and, for waves that do not run, a state tag ("at barrier").
        g.countWidth = count + style_.px(12) + tag + style_.px(16);
    }
}

MaskStripLayout::Geometry MaskStripLayout::geometry(int width) const {
    Geometry g;
    const QFontMetrics label(style_.font(12, true));
    const QFontMetrics small(style_.font(10));
    g.margin = style_.px(8);
    g.headerHeight = small.height() + style_.px(4);
    g.cell = style_.px(largeNumbers_ ? 24 : 16);
    g.gap = style_.px(2);
    g.groupGap = style_.px(5);
    setLabels(g, false);
    // Narrow widgets (a dock, or classroom scale on a projector) wrap a wave's lanes onto
    // lines of 16 or 8, keeping cells large enough to read, and if need be move the count and
    // state tag under the wave's label.
    const std::uint32_t lanes = std::max<std::uint32_t>(lanes_, 1);
    g.perLine = lanes;
    if (width > 0) {
        const struct {
            std::uint32_t per;
            bool stacked;
        } tries[] = {{lanes, false}, {16, false}, {16, true}, {8, false}, {8, true}};
        for (const auto& t : tries) {
            g.perLine = std::min(t.per, lanes);
            setLabels(g, t.stacked);
            if (g.margin * 2 + g.labelWidth + stripWidth(g) + g.countWidth <= width)
                break;
        }
    }
    g.lines = int((lanes + g.perLine - 1) / g.perLine);
    g.rowHeight = g.lines * (g.cell + g.gap) - g.gap + style_.px(4);
    if (g.stacked) // the label over a line of the count and the state tag
        g.rowHeight = std::max(g.rowHeight, label.height() + small.height() + style_.px(9));
    // Numbers inside the cells make the column numbers above them redundant: a presentation
    // keeps that line (and most of the margin) for a wave more.
    if (numbersInCells(g))
        g.headerHeight = 0;
    g.top = g.headerHeight > 0 ? g.margin + g.headerHeight : style_.px(3);
    g.legendTop = g.top + g.rowHeight * int(waves_) + style_.px(8);
    return g;
}

bool MaskStripLayout::numbersInCells(const Geometry& g) const {
    return largeNumbers_ || g.cell >= style_.px(22) || g.lines > 1;
}

int MaskStripLayout::stripWidth(const Geometry& g) const {
    const int per = int(g.perLine);
    return per * (g.cell + g.gap) + ((per - 1) / 8) * g.groupGap;
}

int MaskStripLayout::laneX(const Geometry& g, std::uint32_t lane) const {
    const std::uint32_t col = g.perLine ? lane % g.perLine : lane;
    return g.margin + g.labelWidth + int(col) * (g.cell + g.gap) + int(col / 8) * g.groupGap;
}

QRect MaskStripLayout::cellRect(const Geometry& g, std::uint32_t wave, std::uint32_t lane) const {
    const int line = g.perLine ? int(lane / g.perLine) : 0;
    const int y = g.top + int(wave) * g.rowHeight + style_.px(3) + line * (g.cell + g.gap);
    return QRect(laneX(g, lane), y, g.cell, g.cell);
}

int MaskStripLayout::widthForLanes(std::uint32_t lanes, bool stacked) const {
    Geometry g = geometry(0);
    setLabels(g, stacked);
    g.perLine = std::max<std::uint32_t>(lanes, 1);
    return g.margin * 2 + g.labelWidth + stripWidth(g) + g.countWidth;
}

} // namespace wave::widgets
