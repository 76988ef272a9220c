#include "views/LocalMemoryHeatmapView.h"

#include "models/RegisterFormat.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <cstring>

namespace wave::widgets {

LocalMemoryHeatmapView::LocalMemoryHeatmapView(QWidget* parent) : QAbstractScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

QString LocalMemoryHeatmapView::modeName(Mode mode) {
    switch (mode) {
    case Mode::Reads:
        return tr("Reads");
    case Mode::Writes:
        return tr("Writes");
    case Mode::Traffic:
        return tr("Reads + writes");
    case Mode::Conflicts:
        return tr("Bank conflicts");
    }
    return {};
}

void LocalMemoryHeatmapView::setSnapshot(Snapshot snapshot) {
    if (snapshot && !snapshot->full)
        return; // light snapshots carry no local memory
    const bool comparable = debug::comparable(snapshot_.get(), snapshot.get()) &&
                            snapshot_->local.size() == snapshot->local.size();
    previousLocal_ = comparable ? snapshot_->local : std::vector<std::uint8_t>{};
    snapshot_ = std::move(snapshot);
    recount();
}

void LocalMemoryHeatmapView::setHeat(std::vector<debug::WordHeat> words) {
    heat_ = std::move(words);
    recount();
}

void LocalMemoryHeatmapView::setConflicts(const std::vector<debug::InstructionConflicts>& list) {
    worstByPc_.clear();
    for (const auto& c : list)
        worstByPc_[c.pc] = c.worst;
    viewport()->update(); // only the tooltips use it
}

void LocalMemoryHeatmapView::setRaces(const std::vector<debug::Race>& races) {
    racesByWord_.clear();
    for (const debug::Race& r : races)
        racesByWord_[static_cast<std::uint32_t>(r.address / 4)].push_back(r);
    viewport()->update();
}

void LocalMemoryHeatmapView::setMode(Mode mode) {
    mode_ = mode;
    recount();
}

void LocalMemoryHeatmapView::setBankConfig(const debug::BankConfig& config) {
    bank_ = config;
    bank_.bankCount = std::clamp<std::uint32_t>(bank_.bankCount, 1, 256);
    bank_.bankWidth = std::clamp<std::uint32_t>(bank_.bankWidth, 1, 64);
    recount();
}

void LocalMemoryHeatmapView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateScrollBars();
    updateGeometry();
    viewport()->update();
}

void LocalMemoryHeatmapView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    rebuildImage();
}

std::uint32_t LocalMemoryHeatmapView::cellBytes() const {
    return std::max<std::uint32_t>(4, (bank_.bankWidth + 3) / 4 * 4);
}

std::uint32_t LocalMemoryHeatmapView::rows() const {
    return (cells_ + bank_.bankCount - 1) / bank_.bankCount;
}

std::uint32_t LocalMemoryHeatmapView::wordValue(std::uint32_t word) const {
    std::uint32_t v = 0;
    if (snapshot_ && std::size_t(word) * 4 + 4 <= snapshot_->local.size())
        std::memcpy(&v, snapshot_->local.data() + std::size_t(word) * 4, 4);
    return v;
}

void LocalMemoryHeatmapView::recount() {
    const std::size_t localBytes = snapshot_ ? snapshot_->local.size() : 0;
    const std::size_t bytes = std::max(localBytes, heat_.size() * 4);
    const std::uint32_t per = cellBytes();
    cells_ = static_cast<std::uint32_t>(std::min<std::size_t>((bytes + per - 1) / per, 1u << 24));
    const std::uint32_t wordsPerCell = per / 4;
    values_.assign(cells_, 0);
    changedCells_.assign(cells_, 0);
    max_ = 0;
    for (std::uint32_t c = 0; c < cells_; ++c) {
        std::uint64_t v = 0;
        for (std::uint32_t k = 0; k < wordsPerCell; ++k) {
            const std::size_t w = std::size_t(c) * wordsPerCell + k;
            if (w < heat_.size()) {
                const debug::WordHeat& h = heat_[w];
                switch (mode_) {
                case Mode::Reads:
                    v += h.reads;
                    break;
                case Mode::Writes:
                    v += h.writes;
                    break;
                case Mode::Traffic:
                    v += h.reads + h.writes;
                    break;
                case Mode::Conflicts:
                    v = std::max<std::uint64_t>(v, h.worstConflict);
                    break;
                }
            }
            if (!previousLocal_.empty() && (w + 1) * 4 <= localBytes &&
                std::memcmp(previousLocal_.data() + w * 4, snapshot_->local.data() + w * 4, 4) != 0)
                changedCells_[c] = 1;
        }
        values_[c] = v;
        max_ = std::max(max_, v);
    }
    rebuildImage();
    updateScrollBars();
}

HeatRamp LocalMemoryHeatmapView::ramp() const {
    const ViewPalette& p = style_.palette;
    switch (mode_) {
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

void LocalMemoryHeatmapView::rebuildImage() {
    const std::uint32_t cols = bank_.bankCount;
    const std::uint32_t r = rows();
    image_ = QImage(int(cols), int(std::max<std::uint32_t>(r, 1)), QImage::Format_RGB32);
    image_.fill(style_.palette.background);
    const HeatRamp heat = ramp();
    for (std::uint32_t c = 0; c < cells_; ++c) {
        auto* line = reinterpret_cast<QRgb*>(image_.scanLine(int(c / cols)));
        line[c % cols] = heat.color(values_[c], max_);
    }
    viewport()->update();
}

std::uint64_t LocalMemoryHeatmapView::cellValue(std::uint32_t cell) const {
    return cell < values_.size() ? values_[cell] : 0;
}

QColor LocalMemoryHeatmapView::cellColor(std::uint32_t cell) const {
    if (cell >= cells_)
        return {};
    return QColor(image_.pixel(int(cell % bank_.bankCount), int(cell / bank_.bankCount)));
}

LocalMemoryHeatmapView::Geometry LocalMemoryHeatmapView::geometry() const {
    Geometry g;
    g.cellW = style_.px(18);
    g.cellH = style_.px(14);
    g.gap = style_.px(1);
    const QFontMetrics fm(style_.mono(11));
    g.gutter = fm.horizontalAdvance(QStringLiteral("0x00000")) + style_.px(12);
    const QFontMetrics small(style_.font(10));
    g.legend = QFontMetrics(style_.font(12, true)).height() + style_.px(10);
    g.header = g.legend + small.height() + style_.px(6);
    return g;
}

QSize LocalMemoryHeatmapView::sizeHint() const {
    const Geometry g = geometry();
    const int w = g.gutter + int(bank_.bankCount) * g.cellW + style_.px(12) +
                  verticalScrollBar()->sizeHint().width();
    const int h = g.header + std::min<int>(int(rows()), 32) * g.cellH + style_.px(8);
    return QSize(w, h);
}

void LocalMemoryHeatmapView::updateScrollBars() {
    const Geometry g = geometry();
    const int contentH = g.header + int(rows()) * g.cellH + style_.px(8);
    const int contentW = g.gutter + int(bank_.bankCount) * g.cellW + style_.px(8);
    const QSize vp = viewport()->size();
    verticalScrollBar()->setRange(0, std::max(0, contentH - vp.height()));
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
    const auto cell = static_cast<std::uint32_t>(address / cellBytes());
    verticalScrollBar()->setValue(int(cell / bank_.bankCount) * g.cellH);
}

QRect LocalMemoryHeatmapView::cellRect(std::uint32_t cell) const {
    if (cell >= cells_)
        return {};
    const Geometry g = geometry();
    const int x = g.gutter - horizontalScrollBar()->value() + int(cell % bank_.bankCount) * g.cellW;
    const int y = g.header - verticalScrollBar()->value() + int(cell / bank_.bankCount) * g.cellH;
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
    if (col >= int(bank_.bankCount))
        return -1;
    const std::int64_t cell = std::int64_t(row) * bank_.bankCount + col;
    return cell < std::int64_t(cells_) ? int(cell) : -1;
}

QString LocalMemoryHeatmapView::toolTipFor(std::uint32_t cell) const {
    if (cell >= cells_)
        return {};
    const std::uint32_t per = cellBytes();
    const std::uint64_t address = std::uint64_t(cell) * per;
    QStringList lines;
    lines << tr("0x%1 \u00b7 bank %2 \u00b7 row %3")
                 .arg(address, 4, 16, QLatin1Char('0'))
                 .arg(cell % bank_.bankCount)
                 .arg(cell / bank_.bankCount);
    for (std::uint32_t k = 0; k < per / 4; ++k) {
        const std::uint32_t word = cell * (per / 4) + k;
        const std::uint32_t v = wordValue(word);
        if (per > 4)
            lines << tr("word 0x%1:").arg(std::uint64_t(word) * 4, 4, 16, QLatin1Char('0'));
        lines << tr("value %1 = %2 (u32) = %3 (f32)")
                     .arg(RegisterFormat::format(v, RegisterFormat::Hex))
                     .arg(v)
                     .arg(RegisterFormat::format(v, RegisterFormat::F32));
        if (word < heat_.size()) {
            const debug::WordHeat& h = heat_[word];
            lines << tr("reads %1 \u00b7 writes %2 \u00b7 atomics %3")
                         .arg(h.reads)
                         .arg(h.writes)
                         .arg(h.atomics);
            if (h.written())
                lines << tr("last written by wave %1, lane %2, line %3")
                             .arg(h.lastWriter.wave)
                             .arg(h.lastWriter.lane)
                             .arg(h.lastWriter.line);
            if (h.worstConflict != 0) {
                // The instruction's own worst (the table's figure) can exceed the word's when
                // another execution of it hit other words harder: say both.
                const auto it = worstByPc_.find(h.worstConflictSite.pc);
                const std::uint32_t table = it != worstByPc_.end() ? it->second : h.worstConflict;
                lines << tr("worst bank conflict: degree %1, by line %2 (pc %3, wave %4; its "
                            "worst anywhere: %5)")
                             .arg(h.worstConflict)
                             .arg(h.worstConflictSite.line)
                             .arg(RegisterFormat::format(h.worstConflictSite.pc,
                                                         RegisterFormat::Hex))
                             .arg(h.worstConflictSite.wave)
                             .arg(table);
            }
        }
        const auto it = racesByWord_.find(word);
        if (it != racesByWord_.end())
            for (const debug::Race& r : it->second)
                lines << tr("race: line %1 (wave %2, lane %3) and line %4 (wave %5, lane %6)")
                             .arg(r.first.site.line)
                             .arg(r.first.site.wave)
                             .arg(r.first.site.lane)
                             .arg(r.second.site.line)
                             .arg(r.second.site.wave)
                             .arg(r.second.site.lane);
    }
    if (changedCells_[cell])
        lines << tr("changed by the last step");
    return lines.join(QLatin1Char('\n'));
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
        emit wordActivated(std::uint64_t(cell) * cellBytes());
}

void LocalMemoryHeatmapView::mouseDoubleClickEvent(QMouseEvent* event) {
    const int cell = cellAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || cell < 0)
        return;
    const std::uint32_t word = std::uint32_t(cell) * (cellBytes() / 4);
    if (word < heat_.size() && heat_[word].written() && heat_[word].lastWriter.line)
        emit lineActivated(heat_[word].lastWriter.line);
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

} // namespace wave::widgets
