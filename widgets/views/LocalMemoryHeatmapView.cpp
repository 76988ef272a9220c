#include "views/LocalMemoryHeatmapView.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <limits>

namespace wave::widgets {

namespace {

// The largest scroll range used (Qt's ranges are ints).
constexpr std::int64_t kMaxScroll = std::numeric_limits<int>::max() / 2;

} // namespace

LocalMemoryHeatmapView::LocalMemoryHeatmapView(QWidget* parent) : QAbstractScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void LocalMemoryHeatmapView::setSnapshot(Snapshot snapshot) {
    if (data_.setSnapshot(std::move(snapshot)))
        recount();
}

void LocalMemoryHeatmapView::setHeat(debug::LocalMemoryHeat heat) {
    data_.setHeat(std::move(heat));
    recount();
}

void LocalMemoryHeatmapView::setConflicts(const std::vector<debug::InstructionConflicts>& list) {
    data_.setConflicts(list);
    viewport()->update(); // only the tooltips use it
}

void LocalMemoryHeatmapView::setRaces(const std::vector<debug::Race>& races) {
    data_.setRaces(races);
    viewport()->update();
}

void LocalMemoryHeatmapView::setMode(Mode mode) {
    data_.setMode(mode);
    recount();
}

void LocalMemoryHeatmapView::setBankConfig(const debug::BankConfig& config) {
    data_.setBankConfig(config);
    recount();
}

// The cells changed: their colours and the scrolled extent follow.
void LocalMemoryHeatmapView::recount() {
    updateScrollBars();
    viewport()->update();
}

QString LocalMemoryHeatmapView::toolTipFor(std::uint32_t cell) const {
    return data_.toolTip(cell);
}

void LocalMemoryHeatmapView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateScrollBars();
    updateGeometry();
    viewport()->update();
}

void LocalMemoryHeatmapView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    viewport()->update();
}

HeatRamp LocalMemoryHeatmapView::ramp() const {
    const ViewPalette& p = style_.palette;
    switch (data_.mode()) {
    case Mode::Reads:
        return HeatRamp(p.surface, p.readCold, p.readHot);
    case Mode::Writes:
        return HeatRamp(p.surface, p.writeCold, p.writeHot);
    case Mode::Traffic:
        return HeatRamp(p.surface, p.trafficCold, p.trafficHot);
    case Mode::Conflicts:
        return HeatRamp(p.surface, p.conflictCold, p.conflictHot);
    }
    return {};
}

QColor LocalMemoryHeatmapView::cellColor(std::uint32_t cell) const {
    if (cell >= data_.count())
        return {};
    return QColor(ramp().color(data_.value(cell), data_.maxValue()));
}

LocalMemoryHeatmapView::Geometry LocalMemoryHeatmapView::geometry() const {
    Geometry g;
    const QFontMetrics fm(style_.mono(11));
    g.gutter = fm.horizontalAdvance(QStringLiteral("0x00000")) + style_.px(12);
    // A row of banks fits the width: cells from their full size down to the least, then the
    // view scrolls sideways. Narrow cells are less tall too, so more rows fit.
    const int cols = int(std::max<std::uint32_t>(data_.columns(), 1));
    const int share = (viewport()->width() - g.gutter - style_.px(8)) / cols;
    g.cellW = std::clamp(share, leastCell(), style_.px(18));
    g.cellH = std::clamp(g.cellW, style_.px(8), style_.px(14));
    g.gap = g.cellW >= style_.px(8) ? style_.px(1) : 1;
    const QFontMetrics small(style_.font(10));
    g.legend = QFontMetrics(style_.font(12, true)).height() + style_.px(10);
    g.header = g.legend + small.height() + style_.px(6);
    return g;
}

int LocalMemoryHeatmapView::leastCell() const {
    return style_.px(5);
}

int LocalMemoryHeatmapView::widthForCells(int cell) const {
    const Geometry g = geometry();
    return g.gutter + int(data_.columns()) * cell + style_.px(12) +
           verticalScrollBar()->sizeHint().width();
}

QSize LocalMemoryHeatmapView::sizeHint() const {
    const Geometry g = geometry();
    const int h = g.header + std::min<int>(int(data_.rows()), 32) * style_.px(14) + style_.px(8);
    return QSize(widthForCells(style_.px(18)), h);
}

int LocalMemoryHeatmapView::leastWidth() const {
    return widthForCells(leastCell());
}

void LocalMemoryHeatmapView::updateScrollBars() {
    const Geometry g = geometry();
    // 256 MiB of local memory is 2M rows: the height in 64 bits, the range clamped to an int.
    const std::int64_t contentH = g.header + std::int64_t(data_.rows()) * g.cellH + style_.px(8);
    const int contentW = g.gutter + int(data_.columns()) * g.cellW + style_.px(8);
    const QSize vp = viewport()->size();
    verticalScrollBar()->setRange(
        0, int(std::clamp<std::int64_t>(contentH - vp.height(), 0, kMaxScroll)));
    verticalScrollBar()->setPageStep(std::max(1, vp.height() - g.header));
    verticalScrollBar()->setSingleStep(g.cellH);
    horizontalScrollBar()->setRange(0, std::max(0, contentW - vp.width()));
    horizontalScrollBar()->setPageStep(vp.width());
    horizontalScrollBar()->setSingleStep(g.cellW);
}

void LocalMemoryHeatmapView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void LocalMemoryHeatmapView::scrollContentsBy(int, int) {
    viewport()->update();
}

void LocalMemoryHeatmapView::scrollToAddress(std::uint64_t address) {
    const Geometry g = geometry();
    const auto cell = static_cast<std::uint32_t>(address / data_.cellBytes());
    verticalScrollBar()->setValue(int(std::min<std::int64_t>(
        std::int64_t(cell / data_.columns()) * g.cellH, verticalScrollBar()->maximum())));
}

QRect LocalMemoryHeatmapView::cellRect(std::uint32_t cell) const {
    if (cell >= data_.count())
        return {};
    const Geometry g = geometry();
    const int x = g.gutter - horizontalScrollBar()->value() + int(cell % data_.columns()) * g.cellW;
    const int y = g.header - verticalScrollBar()->value() + int(cell / data_.columns()) * g.cellH;
    return QRect(x, y, g.cellW - g.gap, g.cellH - g.gap);
}

int LocalMemoryHeatmapView::cellAt(const QPoint& pos) const {
    const Geometry g = geometry();
    if (pos.y() < g.header || pos.x() < g.gutter)
        return -1;
    const int cx = pos.x() - g.gutter + horizontalScrollBar()->value();
    const int cy = pos.y() - g.header + verticalScrollBar()->value();
    if (cx < 0 || cy < 0)
        return -1;
    const int col = cx / g.cellW;
    const int row = cy / g.cellH;
    if (col >= int(data_.columns()))
        return -1;
    const std::int64_t cell = std::int64_t(row) * data_.columns() + col;
    return cell < std::int64_t(data_.count()) ? int(cell) : -1;
}

bool LocalMemoryHeatmapView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int cell = cellAt(help->pos());
        if (cell >= 0)
            QToolTip::showText(help->globalPos(), toolTipFor(std::uint32_t(cell)), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void LocalMemoryHeatmapView::mousePressEvent(QMouseEvent* event) {
    const int cell = cellAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && cell >= 0)
        emit wordActivated(std::uint64_t(cell) * data_.cellBytes());
}

void LocalMemoryHeatmapView::mouseDoubleClickEvent(QMouseEvent* event) {
    const int cell = cellAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || cell < 0)
        return;
    if (const std::uint32_t line = data_.lastWriterLine(std::uint32_t(cell)))
        emit lineActivated(line);
}

void LocalMemoryHeatmapView::mouseMoveEvent(QMouseEvent* event) {
    const int cell = cellAt(event->position().toPoint());
    if (cell != hover_) {
        hover_ = cell;
        viewport()->update();
    }
}

void LocalMemoryHeatmapView::leaveEvent(QEvent*) {
    if (hover_ != -1) {
        hover_ = -1;
        viewport()->update();
    }
}

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
    const QString mode = modeName(data_.mode());
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, mode);
    x += QFontMetrics(p.font()).horizontalAdvance(mode) + style_.px(10);
    p.setFont(style_.font(10));
    const QFontMetrics fm(p.font());
    p.setPen(pal.mutedText);
    const QString lo = data_.maxValue() ? QStringLiteral("1") : QStringLiteral("0");
    p.drawText(QRect(x, y, width, h), Qt::AlignLeft | Qt::AlignVCenter, lo);
    x += fm.horizontalAdvance(lo) + style_.px(4);
    const HeatRamp heat = ramp();
    const int rampW = style_.px(96);
    for (int i = 0; i < rampW; ++i)
        p.fillRect(QRect(x + i, y + h / 4, 1, h / 2), QColor(heat.step(i * 255 / (rampW - 1))));
    x += rampW + style_.px(4);
    const QString hi = QString::number(data_.maxValue());
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
    if (data_.hasRaces()) {
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
    // Every bank numbered where the cells are wide enough, else every 2nd, 4th, 8th...
    std::uint32_t every = 1;
    while (every < 16 &&
           int(every) * g.cellW < fm.horizontalAdvance(QStringLiteral("00")) + style_.px(4))
        every *= 2;
    p.setPen(pal.mutedText);
    p.drawText(QRect(0, top, g.gutter - style_.px(6), rowH), Qt::AlignRight | Qt::AlignVCenter,
               tr("bank"));
    for (std::uint32_t b = 0; b < data_.columns(); b += every) {
        // Centred on its bank, as wide as the banks up to the next number.
        const QRect r(left + int(b) * g.cellW + (g.cellW - int(every) * g.cellW) / 2, top,
                      int(every) * g.cellW, rowH);
        if (r.left() >= g.gutter - style_.px(2) - (int(every) - 1) * g.cellW / 2)
            p.drawText(r, Qt::AlignCenter, QString::number(b));
    }
}

void LocalMemoryHeatmapView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    const ViewPalette& pal = style_.palette;
    const QRect area = viewport()->rect();
    p.fillRect(area, pal.background);
    const Geometry g = geometry();
    if (data_.count() == 0) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(area, Qt::AlignCenter, tr("No local memory"));
        return;
    }
    const int cols = int(data_.columns());
    const int totalRows = int(data_.rows());
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
    // The visible rows' colours, one pixel per cell (a null image, should even those few rows
    // not be allocated, leaves the background).
    QImage rows(cols, n, QImage::Format_RGB32);
    if (!rows.isNull()) {
        rows.fill(pal.background);
        const HeatRamp heat = ramp();
        const std::uint64_t first = std::uint64_t(firstRow) * data_.columns();
        const std::uint64_t end =
            std::min<std::uint64_t>(data_.count(), first + std::uint64_t(n) * cols);
        for (std::uint64_t c = first; c < end; ++c) {
            auto* line = reinterpret_cast<QRgb*>(rows.scanLine(int((c - first) / cols)));
            line[(c - first) % cols] = heat.color(data_.value(std::uint32_t(c)), data_.maxValue());
        }
        p.drawImage(target, rows);
    }
    // Gaps between cells in the background colour.
    for (int c = 1; c <= cols; ++c)
        p.fillRect(QRect(left + c * g.cellW - g.gap, target.top(), g.gap, target.height()),
                   pal.background);
    for (int r = firstRow; r <= lastRow; ++r)
        p.fillRect(QRect(left, top + (r + 1) * g.cellH - g.gap, target.width(), g.gap),
                   pal.background);
    // Overlays on visible cells only.
    const std::uint32_t firstCell = std::uint32_t(firstRow) * data_.columns();
    const std::uint32_t endCell =
        std::min<std::uint32_t>(data_.count(), std::uint32_t(lastRow + 1) * data_.columns());
    if (endCell < std::uint32_t(lastRow + 1) * data_.columns())
        p.fillRect(QRect(left + int(endCell % data_.columns()) * g.cellW, top + lastRow * g.cellH,
                         cols * g.cellW, g.cellH),
                   pal.background);
    const int mark = std::max(3, g.cellH / 2);
    for (std::uint32_t c = firstCell; c < endCell; ++c) {
        if (data_.changed(c)) {
            p.setPen(QPen(pal.changedStrong, style_.pxf(2)));
            p.setBrush(Qt::NoBrush);
            p.drawRect(cellRect(c).adjusted(1, 1, -1, -1));
        }
        if (data_.hasRaces()) {
            if (data_.raced(c)) {
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
    if (hover_ >= 0 && std::uint32_t(hover_) < data_.count()) {
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
        const std::uint64_t address = std::uint64_t(r) * data_.columns() * data_.cellBytes();
        p.drawText(QRect(0, top + r * g.cellH, g.gutter - style_.px(6), g.cellH * every),
                   Qt::AlignRight | Qt::AlignTop,
                   QStringLiteral("0x%1").arg(address, 4, 16, QLatin1Char('0')));
    }
    p.setClipping(false);
    paintHeader(p, g);
}

} // namespace wave::widgets
