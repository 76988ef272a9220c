// LocalMemoryHeatmapView: painting (legend, bank numbers, cells, overlays, addresses). Data,
// geometry and interaction are in LocalMemoryHeatmapView.cpp.
#include "views/LocalMemoryHeatmapView.h"

#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace wave::widgets {

void LocalMemoryHeatmapView::paintHeader(QPainter& p, const Geometry& g) const {
    const ViewPalette& pal = style_.palette;
    const int width = viewport()->width();
    p.fillRect(QRect(0, 0, width, g.header), pal.background);
    // Legend: mode, ramp from 1 to the maximum, and the overlay marks.
    const int x0 = style_.px(8);
    int x = x0;
    const int y = style_.px(4);
    const int h = g.legend - style_.px(10);
    p.setFont(style_.font(12, true));
    p.setPen(pal.text);
    const QString mode = modeName(mode_);
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, mode);
    x += QFontMetrics(p.font()).horizontalAdvance(mode) + style_.px(10);
    p.setFont(style_.font(10));
    const QFontMetrics fm(p.font());
    p.setPen(pal.mutedText);
    const QString lo = max_ ? QStringLiteral("1") : QStringLiteral("0");
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, lo);
    x += fm.horizontalAdvance(lo) + style_.px(4);
    const HeatRamp heat = ramp();
    const int rampW = style_.px(96);
    for (int i = 0; i < rampW; ++i)
        p.fillRect(QRect(x + i, y + h / 4, 1, h / 2), QColor(heat.step(i * 255 / (rampW - 1))));
    x += rampW + style_.px(4);
    const QString hi = QString::number(max_);
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, hi);
    x += fm.horizontalAdvance(hi) + style_.px(14);
    const int sw = style_.px(10);
    p.fillRect(QRect(x, y + (h - sw) / 2, sw, sw), pal.surface);
    p.setPen(pal.grid);
    p.drawRect(QRect(x, y + (h - sw) / 2, sw - 1, sw - 1));
    x += sw + style_.px(4);
    p.setPen(pal.mutedText);
    const QString untouched = tr("untouched");
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, untouched);
    x += fm.horizontalAdvance(untouched) + style_.px(12);
    p.setPen(QPen(pal.changedStrong, style_.pxf(2)));
    p.drawRect(QRect(x + 1, y + (h - sw) / 2 + 1, sw - 2, sw - 2));
    x += sw + style_.px(4);
    p.setPen(pal.mutedText);
    const QString changed = tr("changed");
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, changed);
    x += fm.horizontalAdvance(changed) + style_.px(12);
    if (!racesByWord_.empty()) {
        QPolygon tri;
        tri << QPoint(x, y + (h - sw) / 2) << QPoint(x + sw, y + (h - sw) / 2)
            << QPoint(x + sw, y + (h + sw) / 2);
        p.setBrush(pal.race);
        p.setPen(Qt::NoPen);
        p.drawPolygon(tri);
        x += sw + style_.px(4);
        p.setPen(pal.mutedText);
        p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, tr("race"));
    }

    // Bank numbers.
    const int top = g.legend;
    const int rowH = g.header - g.legend;
    const int left = g.gutter - horizontalScrollBar()->value();
    const int every = g.cellW >= fm.horizontalAdvance(QStringLiteral("00")) + style_.px(4) ? 1 : 4;
    p.setPen(pal.mutedText);
    p.drawText(QRect(0, top, g.gutter - style_.px(6), rowH), Qt::AlignRight | Qt::AlignVCenter,
               tr("bank"));
    for (std::uint32_t b = 0; b < bank_.bankCount; b += every) {
        const QRect r(left + int(b) * g.cellW, top, g.cellW - g.gap, rowH);
        if (r.left() >= g.gutter - style_.px(2))
            p.drawText(r, Qt::AlignCenter, QString::number(b));
    }
}

void LocalMemoryHeatmapView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    const ViewPalette& pal = style_.palette;
    const QRect area = viewport()->rect();
    p.fillRect(area, pal.background);
    const Geometry g = geometry();
    if (cells_ == 0) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(area, Qt::AlignCenter, tr("No local memory"));
        return;
    }
    const int cols = int(bank_.bankCount);
    const int totalRows = int(rows());
    const int scrollY = verticalScrollBar()->value();
    const int left = g.gutter - horizontalScrollBar()->value();
    const int top = g.header - scrollY;
    const int firstRow = std::clamp(scrollY / g.cellH, 0, totalRows - 1);
    const int lastRow =
        std::clamp((scrollY + area.height() - g.header) / g.cellH, firstRow, totalRows - 1);
    const int n = lastRow - firstRow + 1;

    p.save();
    p.setClipRect(QRect(g.gutter, g.header, area.width() - g.gutter, area.height() - g.header));
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const QRect target(left, top + firstRow * g.cellH, cols * g.cellW, n * g.cellH);
    p.drawImage(target, image_, QRect(0, firstRow, cols, n));
    // Gaps between cells in the background colour.
    for (int c = 1; c <= cols; ++c)
        p.fillRect(QRect(left + c * g.cellW - g.gap, target.top(), g.gap, target.height()),
                   pal.background);
    for (int r = firstRow; r <= lastRow; ++r)
        p.fillRect(QRect(left, top + (r + 1) * g.cellH - g.gap, target.width(), g.gap),
                   pal.background);
    // Overlays on visible cells only.
    const std::uint32_t firstCell = std::uint32_t(firstRow) * bank_.bankCount;
    const std::uint32_t endCell =
        std::min<std::uint32_t>(cells_, std::uint32_t(lastRow + 1) * bank_.bankCount);
    if (endCell < std::uint32_t(lastRow + 1) * bank_.bankCount)
        p.fillRect(QRect(left + int(endCell % bank_.bankCount) * g.cellW, top + lastRow * g.cellH,
                         cols * g.cellW, g.cellH),
                   pal.background);
    const int mark = std::max(3, g.cellH / 2);
    const std::uint32_t wordsPerCell = cellBytes() / 4;
    for (std::uint32_t c = firstCell; c < endCell; ++c) {
        if (changedCells_[c]) {
            p.setPen(QPen(pal.changedStrong, style_.pxf(2)));
            p.setBrush(Qt::NoBrush);
            p.drawRect(cellRect(c).adjusted(1, 1, -1, -1));
        }
        if (!racesByWord_.empty()) {
            bool race = false;
            for (std::uint32_t k = 0; k < wordsPerCell && !race; ++k)
                race = racesByWord_.count(c * wordsPerCell + k) != 0;
            if (race) {
                const QRect r = cellRect(c);
                QPolygon tri;
                tri << QPoint(r.right() - mark, r.top()) << QPoint(r.right() + 1, r.top())
                    << QPoint(r.right() + 1, r.top() + mark);
                p.setPen(Qt::NoPen);
                p.setBrush(pal.race);
                p.drawPolygon(tri);
            }
        }
    }
    if (hover_ >= 0 && std::uint32_t(hover_) < cells_) {
        p.setPen(QPen(pal.text, style_.pxf(1.5)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(std::uint32_t(hover_)).adjusted(0, 0, -1, -1));
    }
    p.restore();

    // Row addresses in the gutter.
    p.fillRect(QRect(0, g.header, g.gutter, area.height() - g.header), pal.background);
    p.setFont(style_.mono(11));
    const QFontMetrics fm(p.font());
    const int every = std::max(1, (fm.height() + g.cellH - 1) / g.cellH);
    p.setPen(pal.mutedText);
    p.setClipRect(QRect(0, g.header, g.gutter, area.height() - g.header));
    for (int r = firstRow; r <= lastRow; ++r) {
        if (r % every != 0)
            continue;
        const std::uint64_t address = std::uint64_t(r) * bank_.bankCount * cellBytes();
        p.drawText(QRect(0, top + r * g.cellH, g.gutter - style_.px(6), g.cellH * every),
                   Qt::AlignRight | Qt::AlignTop,
                   QStringLiteral("0x%1").arg(address, 4, 16, QLatin1Char('0')));
    }
    p.setClipping(false);
    paintHeader(p, g);
}

} // namespace wave::widgets
