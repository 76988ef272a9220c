#include "views/MaskStripView.h"

#include "views/MaskStripLegend.h"

#include "models/MaskText.h"
#include "models/WavesModel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>

namespace wave::widgets {

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

MaskStripLayout MaskStripView::layout() const {
    return MaskStripLayout(style_, largeNumbers_, laneCount(), statuses_.size(),
                           tr("wave %1").arg(88));
}

MaskStripView::Geometry MaskStripView::geometry(int width) const {
    return layout().geometry(width);
}

QRect MaskStripView::cellRect(std::uint32_t wave, std::uint32_t lane) const {
    return layout().cellRect(geometry(), wave, lane);
}

int MaskStripView::legendHeight(int width) const {
    // The legend starts under the cells (after the labels), as paintEvent() draws it.
    return legend_ ? MaskStripLegend(style_).height(width - geometry(0).labelWidth) : 0;
}

QSize MaskStripView::sizeHint() const {
    const Geometry g = geometry(0);
    const int w = widthForLanes(laneCount());
    return QSize(w, g.legendTop + legendHeight(w - 2 * g.margin) + g.margin);
}

int MaskStripView::heightForWidth(int width) const {
    const Geometry g = geometry(width);
    return g.legendTop + legendHeight(width - 2 * g.margin) + g.margin;
}

int MaskStripView::widthForLanes(std::uint32_t lanes, bool stacked) const {
    return layout().widthForLanes(lanes, stacked);
}

QSize MaskStripView::minimumSizeHint() const {
    const MaskStripLayout l = layout();
    const Geometry g = l.geometry(1); // the narrowest layout: 8 lanes a line, stacked labels
    return QSize(g.margin * 2 + g.labelWidth + l.stripWidth(g) + g.countWidth,
                 g.margin * 2 + g.headerHeight + g.cell);
}

void MaskStripView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    const MaskStripLayout l = layout();
    const Geometry g = l.geometry(QWidget::width());
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
    for (std::uint32_t lane = 0; g.headerHeight > 0 && lane < std::min(lanes, g.perLine); ++lane) {
        if (lane % 8 != 0 && lane != focusLane_)
            continue;
        const QRect r(l.laneX(g, lane) - g.cell, g.margin, g.cell * 3, g.headerHeight);
        p.setPen(lane == focusLane_ ? pal.accent : pal.mutedText);
        p.drawText(r, Qt::AlignHCenter | Qt::AlignBottom, QString::number(lane));
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
                             g.margin / 2 + g.labelWidth + l.stripWidth(g) + g.countWidth,
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
        for (std::uint32_t lane = 0; lane < lanes; ++lane) {
            const QRect cell = l.cellRect(g, w, lane);
            const LaneStatus s = statuses_[w][lane];
            QColor fill = pal.lane(s);
            const bool flashing = flash_ < 1.0 && changed(w, lane) && w < before_.size();
            if (flashing)
                fill = ViewPalette::mix(pal.lane(before_[w][lane]), fill, flash_);
            p.fillRect(cell, fill);
            if (s == LaneStatus::NotLaunched) {
                p.setPen(QPen(pal.grid, style_.line()));
                p.drawRect(cell.adjusted(0, 0, -1, -1));
            }
            if (changed(w, lane)) {
                // Persistent mark until the next stop, on top of the reason's colour.
                p.setPen(Qt::NoPen);
                p.setBrush(changeMarkOn(fill));
                p.drawPolygon(MaskStripLegend::changeMark(cell));
                p.setBrush(Qt::NoBrush);
                if (flashing) {
                    QColor ring = changeMarkOn(pal.background);
                    ring.setAlphaF(float(1.0 - flash_));
                    p.setPen(QPen(ring, style_.pxf(2)));
                    p.drawRect(
                        cell.adjusted(-style_.px(2), -style_.px(2), style_.px(2), style_.px(2)));
                }
            }
            if (l.numbersInCells(g)) {
                p.setFont(numberFont);
                p.setPen(ViewPalette::textOn(fill));
                p.drawText(cell, Qt::AlignCenter, QString::number(lane));
            }
        }
        p.setFont(countFont);
        p.setPen(pal.mutedText);
        const int active = MaskText::count(snapshot_->waves[w].activeMask, lanes);
        const QString count = QStringLiteral("%1/%2").arg(active).arg(lanes);
        const QFontMetrics countMetrics(countFont);
        const int countX = g.margin + g.labelWidth + l.stripWidth(g) + style_.px(4);
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
        const QRect c = l.cellRect(g, focusWave_, focusLane_);
        p.setPen(QPen(pal.text, style_.pxf(2)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(c).adjusted(-style_.pxf(1.5), -style_.pxf(1.5), style_.pxf(1.5),
                                      style_.pxf(1.5)));
    }
    if (legend_)
        MaskStripLegend(style_).paint(p, g.margin + g.labelWidth, g.legendTop,
                                      QWidget::width() - g.margin);
}

QString MaskStripView::legendName(std::size_t item) {
    return MaskStripLegend::name(item);
}

QColor MaskStripView::changeMarkOn(const QColor& fill) {
    return MaskStripLegend::changeMarkOn(fill);
}

QRect MaskStripView::changeMarkRect(std::uint32_t wave, std::uint32_t lane) const {
    return MaskStripLegend::changeMark(cellRect(wave, lane)).boundingRect();
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
