#include "views/MaskStripLegend.h"

#include "models/LaneStatus.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <iterator>

namespace wave::widgets {

namespace {

// Legend order: the common cases first.
constexpr LaneStatus kLegend[] = {
    LaneStatus::Active,    LaneStatus::OffInThen, LaneStatus::OffInElse,   LaneStatus::Broken,
    LaneStatus::Continued, LaneStatus::Halted,    LaneStatus::NotLaunched, LaneStatus::AtBarrier};
// The reasons, then the "changed" mark.
constexpr std::size_t kLegendItems = std::size(kLegend) + 1;

} // namespace

QString MaskStripLegend::name(std::size_t item) {
    if (item < std::size(kLegend))
        return LaneStatusInfo::name(kLegend[item]);
    return item == std::size(kLegend) ? tr("changed by the last step") : QString();
}

QPolygon MaskStripLegend::changeMark(const QRect& cell) {
    const int side = std::max(4, cell.width() * 2 / 5);
    return QPolygon(
        {cell.topLeft(), cell.topLeft() + QPoint(side, 0), cell.topLeft() + QPoint(0, side)});
}

QColor MaskStripLegend::changeMarkOn(const QColor& fill) {
    return ViewPalette::textOn(fill);
}

int MaskStripLegend::itemWidth(std::size_t item) const {
    const QFontMetrics fm(style_.font(11));
    return style_.px(12) + style_.px(5) + fm.horizontalAdvance(name(item));
}

int MaskStripLegend::height(int width) const {
    const QFontMetrics fm(style_.font(11));
    const int spacing = style_.px(14);
    int x = 0;
    int rows = 1;
    for (std::size_t i = 0; i < kLegendItems; ++i) {
        const int w = itemWidth(i);
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w + spacing;
    }
    return rows * (fm.height() + style_.px(6));
}

void MaskStripLegend::paint(QPainter& p, int left, int top, int right) const {
    const ViewPalette& pal = style_.palette;
    const QFont font = style_.font(11);
    const QFontMetrics fm(font);
    p.setFont(font);
    const int swatch = style_.px(12);
    const int spacing = style_.px(14);
    const int lineHeight = fm.height() + style_.px(6);
    int x = left;
    int y = top;
    for (std::size_t i = 0; i < kLegendItems; ++i) {
        const int w = itemWidth(i);
        if (x > left && x + w > right) {
            x = left;
            y += lineHeight;
        }
        const QRect sw(x, y + (fm.height() - swatch) / 2, swatch, swatch);
        const bool mark = i == std::size(kLegend); // the "changed" mark on an empty cell
        const QColor fill = mark ? pal.background : pal.lane(kLegend[i]);
        p.fillRect(sw, fill);
        if (mark || kLegend[i] == LaneStatus::NotLaunched) {
            p.setPen(QPen(pal.grid, style_.line()));
            p.drawRect(sw.adjusted(0, 0, -1, -1));
        }
        if (mark) {
            p.setPen(Qt::NoPen);
            p.setBrush(changeMarkOn(fill));
            p.drawPolygon(changeMark(sw));
            p.setBrush(Qt::NoBrush);
        }
        p.setPen(pal.text);
        p.drawText(QRect(x + swatch + style_.px(5), y, w, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, name(i));
        x += w + spacing;
    }
}

} // namespace wave::widgets
