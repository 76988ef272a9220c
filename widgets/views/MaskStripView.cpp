#include "views/MaskStripView.h"

#include "models/MaskText.h"
#include "models/WavesModel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>

namespace wave::widgets {

namespace {

// Legend order: the common cases first.
constexpr LaneStatus kLegend[] = {
    LaneStatus::Active,    LaneStatus::OffInThen, LaneStatus::OffInElse,   LaneStatus::Broken,
    LaneStatus::Continued, LaneStatus::Halted,    LaneStatus::NotLaunched, LaneStatus::AtBarrier};
// The reasons, then the "changed" mark.
constexpr std::size_t kLegendItems = std::size(kLegend) + 1;

// The "changed" mark: a triangle in the top-left corner, drawn in black or white against the
// cell, so it reads as a mark on top of the reason and never as a reason colour of its own.
QPolygon cornerMark(const QRect& cell) {
    const int side = std::max(4, cell.width() * 2 / 5);
    return QPolygon(
        {cell.topLeft(), cell.topLeft() + QPoint(side, 0), cell.topLeft() + QPoint(0, side)});
}

} // namespace

MaskStripView::MaskStripView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    animation_ = new QVariantAnimation(this);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    animation_->setDuration(650);
    animation_->setEasingCurve(QEasingCurve::OutCubic);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        flash_ = v.toDouble();
        update();
    });
}

void MaskStripView::setSnapshot(Snapshot snapshot) {
    const bool comparable = debug::comparable(snapshot_.get(), snapshot.get());
    before_ = comparable ? std::move(statuses_) : std::vector<std::vector<LaneStatus>>{};
    snapshot_ = std::move(snapshot);
    statuses_.clear();
    changed_.clear();
    bool any = false;
    if (snapshot_) {
        for (std::size_t w = 0; w < snapshot_->waves.size(); ++w) {
            statuses_.push_back(LaneStatusInfo::statuses(snapshot_->waves[w], laneCount()));
            std::vector<std::uint8_t> c(laneCount(), 0);
            if (w < before_.size())
                for (std::uint32_t l = 0; l < laneCount(); ++l)
                    if (before_[w][l] != statuses_[w][l]) {
                        c[l] = 1;
                        any = true;
                    }
            changed_.push_back(std::move(c));
        }
    }
    animation_->stop();
    flash_ = 1.0;
    if (any && animate_)
        animation_->start();
    updateGeometry();
    update();
}

void MaskStripView::setFocus(std::uint32_t wave, std::uint32_t lane) {
    focusWave_ = wave;
    focusLane_ = lane;
    update();
}

void MaskStripView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateGeometry();
    update();
}

void MaskStripView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    update();
}

void MaskStripView::setShowLegend(bool on) {
    legend_ = on;
    updateGeometry();
    update();
}

void MaskStripView::setLargeLaneNumbers(bool on) {
    largeNumbers_ = on;
    updateGeometry();
    update();
}

void MaskStripView::setAnimationEnabled(bool on) {
    animate_ = on;
    if (!on) {
        animation_->stop();
        flash_ = 1.0;
        update();
    }
}

LaneStatus MaskStripView::status(std::uint32_t wave, std::uint32_t lane) const {
    if (wave >= statuses_.size() || lane >= statuses_[wave].size())
        return LaneStatus::NotLaunched;
    return statuses_[wave][lane];
}

bool MaskStripView::changed(std::uint32_t wave, std::uint32_t lane) const {
    return wave < changed_.size() && lane < changed_[wave].size() && changed_[wave][lane];
}

MaskStripView::Geometry MaskStripView::geometry(int width) const {
    Geometry g;
    const QFontMetrics label(style_.font(12, true));
    const QFontMetrics small(style_.font(10));
    g.margin = style_.px(8);
    g.labelWidth = label.horizontalAdvance(tr("wave %1").arg(88)) + style_.px(10);
    g.headerHeight = small.height() + style_.px(4);
    g.cell = style_.px(largeNumbers_ ? 24 : 16);
    g.gap = style_.px(2);
    g.groupGap = style_.px(5);
    // "32/32" and, for waves that do not run, a state tag ("at barrier").
    g.countWidth = small.horizontalAdvance(QStringLiteral("64/64")) + style_.px(12) +
                   small.horizontalAdvance(WavesModel::stateName(WavesModel::State::AtBarrier)) +
                   style_.px(16);
    // Narrow widgets (a dock, or classroom scale on a projector) wrap a wave's lanes onto
    // lines of 16 or 8, keeping cells large enough to read, and if need be move the count and
    // state tag under the wave's label.
    const std::uint32_t lanes = std::max<std::uint32_t>(laneCount(), 1);
    const int labelWidth = g.labelWidth;
    const int countWidth = g.countWidth;
    // Stacked, the count and the widest state tag share the line under the label.
    const int stackedLabel =
        std::max(labelWidth,
                 small.horizontalAdvance(QStringLiteral("64/64")) + style_.px(6) +
                     small.horizontalAdvance(WavesModel::stateName(WavesModel::State::AtBarrier)) +
                     style_.px(18));
    g.perLine = lanes;
    if (width > 0) {
        const struct {
            std::uint32_t per;
            bool stacked;
        } tries[] = {{lanes, false}, {16, false}, {16, true}, {8, false}, {8, true}};
        for (const auto& t : tries) {
            g.perLine = std::min(t.per, lanes);
            g.stacked = t.stacked;
            g.labelWidth = t.stacked ? stackedLabel : labelWidth;
            g.countWidth = t.stacked ? style_.px(4) : countWidth;
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
    g.legendTop = g.top + g.rowHeight * int(statuses_.size()) + style_.px(8);
    return g;
}

bool MaskStripView::numbersInCells(const Geometry& g) const {
    return largeNumbers_ || g.cell >= style_.px(22) || g.lines > 1;
}

int MaskStripView::stripWidth(const Geometry& g) const {
    const int per = int(g.perLine);
    return per * (g.cell + g.gap) + ((per - 1) / 8) * g.groupGap;
}

int MaskStripView::laneX(const Geometry& g, std::uint32_t lane) const {
    const std::uint32_t col = g.perLine ? lane % g.perLine : lane;
    return g.margin + g.labelWidth + int(col) * (g.cell + g.gap) + int(col / 8) * g.groupGap;
}

QRect MaskStripView::cellRect(std::uint32_t wave, std::uint32_t lane) const {
    const Geometry g = geometry();
    const int line = g.perLine ? int(lane / g.perLine) : 0;
    const int y = g.top + int(wave) * g.rowHeight + style_.px(3) + line * (g.cell + g.gap);
    return QRect(laneX(g, lane), y, g.cell, g.cell);
}

int MaskStripView::legendHeight(int width) const {
    if (!legend_)
        return 0;
    const QFontMetrics fm(style_.font(11));
    const int swatch = style_.px(12);
    const int spacing = style_.px(14);
    // The legend starts under the cells (after the labels), as paintLegend() draws it.
    const int available = width - geometry(0).labelWidth;
    int x = 0;
    int rows = 1;
    for (std::size_t i = 0; i < kLegendItems; ++i) {
        const int w = swatch + style_.px(5) + fm.horizontalAdvance(legendName(i));
        if (x > 0 && x + w > available) {
            ++rows;
            x = 0;
        }
        x += w + spacing;
    }
    return rows * (fm.height() + style_.px(6));
}

QSize MaskStripView::sizeHint() const {
    const Geometry g = geometry(0);
    const int w = g.margin * 2 + g.labelWidth + stripWidth(g) + g.countWidth;
    return QSize(w, g.legendTop + legendHeight(w - 2 * g.margin) + g.margin);
}

int MaskStripView::heightForWidth(int width) const {
    const Geometry g = geometry(width);
    return g.legendTop + legendHeight(width - 2 * g.margin) + g.margin;
}

int MaskStripView::widthForLanes(std::uint32_t lanes) const {
    Geometry g = geometry(0);
    g.perLine = std::max<std::uint32_t>(lanes, 1);
    return g.margin * 2 + g.labelWidth + stripWidth(g) + g.countWidth;
}

QSize MaskStripView::minimumSizeHint() const {
    const Geometry g = geometry(1); // the narrowest layout: 8 lanes a line, stacked labels
    return QSize(g.margin * 2 + g.labelWidth + stripWidth(g) + g.countWidth,
                 g.margin * 2 + g.headerHeight + g.cell);
}

void MaskStripView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    const Geometry g = geometry();
    if (!snapshot_ || statuses_.empty()) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(rect(), Qt::AlignCenter, tr("No workgroup is running"));
        return;
    }
    const std::uint32_t lanes = laneCount();

    // Column numbers: the start of every group of 8 lanes, and the focused lane.
    p.setFont(style_.font(10));
    p.setPen(pal.mutedText);
    for (std::uint32_t l = 0; g.headerHeight > 0 && l < std::min(lanes, g.perLine); ++l) {
        if (l % 8 != 0 && l != focusLane_)
            continue;
        const QRect r(laneX(g, l) - g.cell, g.margin, g.cell * 3, g.headerHeight);
        p.setPen(l == focusLane_ ? pal.accent : pal.mutedText);
        p.drawText(r, Qt::AlignHCenter | Qt::AlignBottom, QString::number(l));
    }

    const QFont labelFont = style_.font(12);
    const QFont focusFont = style_.font(12, true);
    const QFont numberFont = style_.mono(largeNumbers_ ? 12 : 9, largeNumbers_);
    const QFont countFont = style_.font(10);
    for (std::uint32_t w = 0; w < statuses_.size(); ++w) {
        const int rowTop = g.top + int(w) * g.rowHeight;
        const bool focused = w == focusWave_;
        if (focused) {
            p.fillRect(QRect(g.margin / 2, rowTop,
                             g.margin / 2 + g.labelWidth + stripWidth(g) + g.countWidth,
                             g.rowHeight),
                       ViewPalette::mix(pal.background, pal.accent, 0.10));
            p.fillRect(QRect(g.margin / 2, rowTop, style_.px(3), g.rowHeight), pal.accent);
        }
        p.setFont(focused ? focusFont : labelFont);
        p.setPen(focused ? pal.text : pal.mutedText);
        // Stacked: label, count and tag share the label column, top down.
        const QFontMetrics labelMetrics(p.font());
        const QRect labelRect =
            g.stacked ? QRect(g.margin, rowTop + style_.px(3), g.labelWidth - style_.px(6),
                              labelMetrics.height())
                      : QRect(g.margin, rowTop, g.labelWidth - style_.px(6), g.rowHeight);
        p.drawText(labelRect, Qt::AlignRight | Qt::AlignVCenter,
                   tr("wave %1").arg(snapshot_->waves[w].id));
        for (std::uint32_t l = 0; l < lanes; ++l) {
            const QRect cell = cellRect(w, l);
            const LaneStatus s = statuses_[w][l];
            QColor fill = pal.lane(s);
            const bool flashing = flash_ < 1.0 && changed(w, l) && w < before_.size();
            if (flashing)
                fill = ViewPalette::mix(pal.lane(before_[w][l]), fill, flash_);
            p.fillRect(cell, fill);
            if (s == LaneStatus::NotLaunched) {
                p.setPen(QPen(pal.grid, style_.line()));
                p.drawRect(cell.adjusted(0, 0, -1, -1));
            }
            if (changed(w, l)) {
                // Persistent mark until the next stop, on top of the reason's colour.
                p.setPen(Qt::NoPen);
                p.setBrush(changeMarkOn(fill));
                p.drawPolygon(cornerMark(cell));
                p.setBrush(Qt::NoBrush);
                if (flashing) {
                    QColor ring = changeMarkOn(pal.background);
                    ring.setAlphaF(float(1.0 - flash_));
                    p.setPen(QPen(ring, style_.pxf(2)));
                    p.drawRect(
                        cell.adjusted(-style_.px(2), -style_.px(2), style_.px(2), style_.px(2)));
                }
            }
            if (numbersInCells(g)) {
                p.setFont(numberFont);
                p.setPen(ViewPalette::textOn(fill));
                p.drawText(cell, Qt::AlignCenter, QString::number(l));
            }
        }
        p.setFont(countFont);
        p.setPen(pal.mutedText);
        const int active = MaskText::count(snapshot_->waves[w].activeMask, lanes);
        const QString count = QStringLiteral("%1/%2").arg(active).arg(lanes);
        const QFontMetrics countMetrics(countFont);
        const int countX = g.margin + g.labelWidth + stripWidth(g) + style_.px(4);
        const auto state = WavesModel::stateOf(*snapshot_, snapshot_->waves[w]);
        const bool tagged = state == WavesModel::State::AtBarrier ||
                            state == WavesModel::State::Finished ||
                            state == WavesModel::State::Faulted;
        const QString tagText = tagged ? WavesModel::stateName(state) : QString();
        const int tagWidth = tagged ? countMetrics.horizontalAdvance(tagText) + style_.px(12) : 0;
        // Stacked: the count and the tag right-aligned under the label, as one group.
        const int labelRight = g.margin + g.labelWidth - style_.px(6);
        const int countWidth = countMetrics.horizontalAdvance(count);
        const QRect countRect =
            g.stacked ? QRect(labelRight - (tagged ? tagWidth + style_.px(6) : 0) - countWidth,
                              labelRect.bottom() + style_.px(3), countWidth, countMetrics.height())
                      : QRect(countX, rowTop, g.countWidth, g.rowHeight);
        p.drawText(countRect, Qt::AlignLeft | Qt::AlignVCenter, count);
        if (tagged) {
            const QColor tag = state == WavesModel::State::AtBarrier ? pal.wait
                               : state == WavesModel::State::Faulted ? pal.fault
                                                                     : pal.lane(LaneStatus::Halted);
            const QFontMetrics& fm = countMetrics;
            const QString& text = tagText;
            const QRect r =
                g.stacked
                    ? QRect(labelRight - tagWidth, countRect.top() - style_.px(2), tagWidth,
                            fm.height() + style_.px(4))
                    : QRect(countX + fm.horizontalAdvance(QStringLiteral("64/64")) + style_.px(8),
                            rowTop + (g.rowHeight - fm.height()) / 2 - style_.px(2), tagWidth,
                            fm.height() + style_.px(4));
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(Qt::NoPen);
            p.setBrush(tag);
            p.drawRoundedRect(r, r.height() / 2.0, r.height() / 2.0);
            p.setRenderHint(QPainter::Antialiasing, false);
            p.setPen(ViewPalette::textOn(tag));
            p.drawText(r, Qt::AlignCenter, text);
        }
    }
    if (focusWave_ < statuses_.size() && focusLane_ < lanes) {
        const QRect c = cellRect(focusWave_, focusLane_);
        p.setPen(QPen(pal.text, style_.pxf(2)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(c).adjusted(-style_.pxf(1.5), -style_.pxf(1.5), style_.pxf(1.5),
                                      style_.pxf(1.5)));
    }
    if (legend_)
        paintLegend(p, g);
}

void MaskStripView::paintLegend(QPainter& p, const Geometry& g) const {
    const ViewPalette& pal = style_.palette;
    const QFont font = style_.font(11);
    const QFontMetrics fm(font);
    p.setFont(font);
    const int swatch = style_.px(12);
    const int spacing = style_.px(14);
    const int lineHeight = fm.height() + style_.px(6);
    const int right = QWidget::width() - g.margin;
    int x = g.margin + g.labelWidth;
    int y = g.legendTop;
    for (std::size_t i = 0; i < kLegendItems; ++i) {
        const QString name = legendName(i);
        const int w = swatch + style_.px(5) + fm.horizontalAdvance(name);
        if (x > g.margin + g.labelWidth && x + w > right) {
            x = g.margin + g.labelWidth;
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
            p.drawPolygon(cornerMark(sw));
            p.setBrush(Qt::NoBrush);
        }
        p.setPen(pal.text);
        p.drawText(QRect(x + swatch + style_.px(5), y, w, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, name);
        x += w + spacing;
    }
}

QString MaskStripView::legendName(std::size_t item) {
    if (item < std::size(kLegend))
        return LaneStatusInfo::name(kLegend[item]);
    return item == std::size(kLegend) ? tr("changed by the last step") : QString();
}

QColor MaskStripView::changeMarkOn(const QColor& fill) {
    return ViewPalette::textOn(fill);
}

QRect MaskStripView::changeMarkRect(std::uint32_t wave, std::uint32_t lane) const {
    return cornerMark(cellRect(wave, lane)).boundingRect();
}

bool MaskStripView::hit(const QPoint& pos, std::uint32_t& wave, std::uint32_t& lane) const {
    for (std::uint32_t w = 0; w < statuses_.size(); ++w)
        for (std::uint32_t l = 0; l < laneCount(); ++l)
            if (cellRect(w, l).adjusted(-1, -1, 1, 1).contains(pos)) {
                wave = w;
                lane = l;
                return true;
            }
    return false;
}

void MaskStripView::mousePressEvent(QMouseEvent* event) {
    std::uint32_t w = 0, l = 0;
    if (event->button() == Qt::LeftButton && hit(event->position().toPoint(), w, l)) {
        emit waveActivated(w);
        emit laneActivated(w, l);
    }
}

bool MaskStripView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        std::uint32_t w = 0, l = 0;
        if (hit(help->pos(), w, l)) {
            const LaneStatus s = status(w, l);
            QString text = tr("wave %1, lane %2: %3\n%4")
                               .arg(w)
                               .arg(l)
                               .arg(LaneStatusInfo::name(s), LaneStatusInfo::explanation(s));
            if (changed(w, l) && w < before_.size())
                text += QLatin1Char('\n') +
                        tr("Before the last step: %1").arg(LaneStatusInfo::name(before_[w][l]));
            QToolTip::showText(help->globalPos(), text, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace wave::widgets
