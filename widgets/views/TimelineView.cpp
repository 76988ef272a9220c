#include "views/TimelineView.h"

#include <QCoreApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStringList>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

constexpr double kMinStepsPerPixel = 1.0 / 48.0; // at most 48 px per step

} // namespace

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent), index_(std::make_shared<const debug::TimelineIndex>()) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::WheelFocus);
    travelTimer_ = new QTimer(this);
    travelTimer_->setSingleShot(true);
    travelTimer_->setInterval(40);
    vbar_ = new QScrollBar(Qt::Vertical, this);
    vbar_->hide();
    connect(vbar_, &QScrollBar::valueChanged, this, [this] { update(); });
    connect(travelTimer_, &QTimer::timeout, this, [this] {
        if (pendingTravel_) {
            const std::uint64_t step = *pendingTravel_;
            pendingTravel_.reset();
            emit travelRequested(step);
        }
    });
}

void TimelineView::setTimeline(const debug::Timeline& timeline, std::uint64_t endStep) {
    debug::TimelineIndex index;
    index.build(timeline, endStep);
    setIndex(std::move(index));
}

void TimelineView::setIndex(debug::TimelineIndex index) {
    setIndex(std::make_shared<const debug::TimelineIndex>(std::move(index)));
}

void TimelineView::setIndex(std::shared_ptr<const debug::TimelineIndex> index) {
    index_ = index ? std::move(index) : std::make_shared<const debug::TimelineIndex>();
    if (index_->empty())
        fitted_ = false; // a new session: fit its first data again
    if (!fitted_ && !index_->empty()) {
        fitted_ = true;
        zoomToFit();
    }
    // Mid-drag the axis must not move under the mouse: the step under it is what the user aims
    // at. The next press or pan clamps again.
    if (drag_ != Drag::Scrub) {
        clampView();
        keepCurrentInSight();
    }
    updateScrollBar();
    updateGeometry();
    update();
}

void TimelineView::setSnapshot(const Snapshot& snapshot) {
    if (!snapshot) {
        snapshotWaves_ = 0;
        focusWave_ = 0;
        setCurrentStep(0);
        updateGeometry();
        return;
    }
    waveWidth_ = std::max<std::uint32_t>(1, snapshot->waveWidth);
    snapshotWaves_ = snapshot->waves.size();
    focusWave_ = snapshot->focusWave;
    setCurrentStep(snapshot->step);
    updateScrollBar();
    updateGeometry();
}

void TimelineView::setCurrentStep(std::uint64_t step) {
    current_ = step;
    if (drag_ != Drag::Scrub)
        keepCurrentInSight();
    update();
}

void TimelineView::keepCurrentInSight() {
    const double width = double(plotRect().width());
    const double cur = double(current_);
    if (cur >= viewStart_ && cur <= viewStart_ + width * spp_)
        return;
    viewStart_ = cur - width * spp_ * 0.5; // centred: its past and its future both show
    clampView();
}

void TimelineView::setFocusWave(std::uint32_t wave) {
    focusWave_ = wave;
    update();
}

void TimelineView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateScrollBar();
    updateGeometry();
    update();
}

void TimelineView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    update();
}

TimelineView::Geometry TimelineView::geometry() const {
    Geometry g;
    g.margin = style_.px(8);
    g.gutter = QFontMetrics(style_.font(12, true)).horizontalAdvance(tr("wave %1").arg(88)) +
               style_.px(14);
    g.ruler = QFontMetrics(style_.font(10)).height() + style_.px(12);
    g.band = style_.px(14);
    g.track = style_.px(18);
    g.trackGap = style_.px(5);
    g.legend = QFontMetrics(style_.font(11)).height() + style_.px(12);
    return g;
}

std::size_t TimelineView::trackCount() const {
    return std::max(index_->tracks().size(), snapshotWaves_);
}

int TimelineView::contentHeight(const Geometry& g) const {
    return int(trackCount()) * (g.track + g.trackGap);
}

bool TimelineView::needsScroll(const Geometry& g) const {
    const int top = g.margin + g.ruler + g.band + style_.px(4);
    return top + contentHeight(g) + g.legend + g.margin > height();
}

QRect TimelineView::plotRect() const {
    const Geometry g = geometry();
    const int top = g.margin + g.ruler + g.band + style_.px(4);
    // What fits above the legend, at least one track.
    const int room = std::max(g.track + g.trackGap, height() - top - g.legend - g.margin);
    const int h = std::min(contentHeight(g), room);
    const int bar = needsScroll(g) ? vbar_->sizeHint().width() : 0;
    return QRect(g.margin + g.gutter, top, std::max(1, width() - 2 * g.margin - g.gutter - bar), h);
}

QRect TimelineView::legendRect() const {
    const Geometry g = geometry();
    const QRect plot = plotRect();
    return QRect(plot.left(), plot.bottom() + 1 + style_.px(2), plot.width(), g.legend);
}

QRect TimelineView::rulerRect() const {
    const Geometry g = geometry();
    return QRect(g.margin + g.gutter, g.margin, plotRect().width(), g.ruler + g.band);
}

QRect TimelineView::trackRect(std::size_t track) const {
    const Geometry g = geometry();
    const QRect plot = plotRect();
    const int scroll = vbar_->isVisible() || needsScroll(g) ? vbar_->value() : 0;
    return QRect(plot.left(), plot.top() + int(track) * (g.track + g.trackGap) - scroll,
                 plot.width(), g.track);
}

int TimelineView::trackAt(int y) const {
    const Geometry g = geometry();
    const QRect plot = plotRect();
    if (y < plot.top() || y > plot.bottom())
        return -1;
    const int scroll = needsScroll(g) ? vbar_->value() : 0;
    const int t = (y - plot.top() + scroll) / (g.track + g.trackGap);
    return t < int(trackCount()) ? t : -1;
}

void TimelineView::updateScrollBar() {
    const Geometry g = geometry();
    const bool scroll = needsScroll(g);
    const QRect plot = plotRect();
    vbar_->setRange(0, scroll ? std::max(0, contentHeight(g) - plot.height()) : 0);
    vbar_->setPageStep(std::max(1, plot.height()));
    vbar_->setSingleStep(g.track + g.trackGap);
    const int w = vbar_->sizeHint().width();
    vbar_->setGeometry(width() - g.margin - w, plot.top(), w, plot.height());
    vbar_->setVisible(scroll);
}

void TimelineView::ensureTrackVisible(std::size_t track) {
    updateScrollBar();
    const QRect plot = plotRect();
    const QRect r = trackRect(track);
    if (r.top() < plot.top())
        vbar_->setValue(vbar_->value() - (plot.top() - r.top()));
    else if (r.bottom() > plot.bottom())
        vbar_->setValue(vbar_->value() + (r.bottom() - plot.bottom()));
    update();
}

QSize TimelineView::minimumSizeHint() const {
    // The ruler, one track and the legend: the rest scrolls.
    const Geometry g = geometry();
    return QSize(g.margin * 2 + g.gutter + style_.px(120),
                 2 * g.margin + g.ruler + g.band + style_.px(4) + g.track + g.trackGap + g.legend);
}

QSize TimelineView::sizeHint() const {
    const Geometry g = geometry();
    const int tracks = int(std::max<std::size_t>(trackCount(), 4));
    return QSize(style_.px(720), 2 * g.margin + g.ruler + g.band + style_.px(4) +
                                     tracks * (g.track + g.trackGap) + g.legend);
}

std::uint64_t TimelineView::stepAt(int x) const {
    const double s = viewStart_ + (x - plotRect().left()) * spp_;
    return s <= 0 ? 0 : static_cast<std::uint64_t>(s);
}

int TimelineView::xOf(std::uint64_t step) const {
    // Clamped before the conversion: steps far outside the view must not overflow an int.
    const double x = std::floor((double(step) - viewStart_) / spp_);
    return plotRect().left() + static_cast<int>(std::clamp(x, -1e8, 1e8));
}

void TimelineView::setView(double firstStep, double stepsPerPixel) {
    viewStart_ = firstStep;
    spp_ = stepsPerPixel;
    clampView();
    update();
}

void TimelineView::zoomToFit() {
    // A little room on the right, so that the current-step marker at the end stays visible.
    const std::uint64_t end = std::max(index_->endStep(), current_ + 1);
    const double span = double(std::max<std::uint64_t>(end - index_->firstStep(), 1));
    viewStart_ = double(index_->firstStep());
    spp_ = span * 1.02 / double(plotRect().width());
    clampView();
    update();
}

void TimelineView::clampView() {
    const double width = double(plotRect().width());
    const double span = double(std::max<std::uint64_t>(
        std::max(index_->endStep(), current_ + 1) - index_->firstStep(), 1));
    const double maxSpp = std::max(kMinStepsPerPixel, span * 1.1 / width);
    spp_ = std::clamp(spp_, kMinStepsPerPixel, maxSpp);
    // Nothing before the first step (0 from the start): no bar may seem to start earlier.
    const double lo = double(index_->firstStep());
    const double hi = double(std::max(index_->endStep(), current_ + 1)) - width * spp_ * 0.5;
    viewStart_ = std::clamp(viewStart_, lo, std::max(lo, hi));
}

void TimelineView::zoomAt(int x, double factor) {
    const double anchor = viewStart_ + (x - plotRect().left()) * spp_;
    spp_ /= factor;
    clampView();
    viewStart_ = anchor - (x - plotRect().left()) * spp_;
    clampView();
    update();
}

void TimelineView::panByPixels(int dx) {
    viewStart_ -= dx * spp_;
    clampView();
    update();
}

void TimelineView::resizeEvent(QResizeEvent*) {
    updateScrollBar();
    if (!fitted_ && !index_->empty()) {
        fitted_ = true;
        zoomToFit();
    }
    clampView();
}

void TimelineView::scheduleTravel(std::uint64_t step, bool now) {
    pendingTravel_ = step;
    setCurrentStep(step);
    if (now) {
        travelTimer_->stop();
        pendingTravel_.reset();
        emit travelRequested(step);
    } else if (!travelTimer_->isActive()) {
        travelTimer_->start();
    }
}

void TimelineView::wheelEvent(QWheelEvent* event) {
    const QPoint delta = event->angleDelta();
    const int x = int(event->position().x());
    if (x < plotRect().left() && vbar_->isVisible()) { // over the wave labels: scroll them
        QCoreApplication::sendEvent(vbar_, event);
        return;
    }
    if (event->modifiers() & Qt::ShiftModifier || std::abs(delta.x()) > std::abs(delta.y())) {
        panByPixels((delta.x() ? delta.x() : delta.y()) / 2);
    } else if (delta.y() != 0) {
        zoomAt(x, std::pow(1.25, delta.y() / 120.0));
    }
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return;
    const QPoint pos = event->position().toPoint();
    pressPos_ = pos;
    pressStart_ = viewStart_;
    moved_ = false;
    if (rulerRect().contains(pos)) {
        drag_ = Drag::Scrub;
        scheduleTravel(stepAt(pos.x()), false);
    } else {
        drag_ = Drag::Pan;
        setCursor(Qt::ClosedHandCursor);
    }
}

void TimelineView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    hoverX_ = pos.x();
    if (drag_ == Drag::Pan) {
        if (std::abs(pos.x() - pressPos_.x()) > 2)
            moved_ = true;
        viewStart_ = pressStart_ - (pos.x() - pressPos_.x()) * spp_;
        clampView();
    } else if (drag_ == Drag::Scrub) {
        moved_ = true;
        scheduleTravel(stepAt(std::clamp(pos.x(), plotRect().left(), plotRect().right())), false);
    }
    update();
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (drag_ == Drag::Scrub) {
        scheduleTravel(stepAt(std::clamp(pos.x(), plotRect().left(), plotRect().right())), true);
    } else if (drag_ == Drag::Pan && !moved_) {
        const int t = trackAt(pos.y());
        if (t >= 0)
            emit waveActivated(std::uint32_t(t));
    }
    drag_ = Drag::None;
    unsetCursor();
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const int t = trackAt(pos.y());
    if (t < 0)
        return;
    const std::uint64_t step = stepAt(pos.x());
    const debug::TimelineIndex::Span* s = index_->runAt(std::size_t(t), step);
    if (!s)
        s = index_->waitAt(std::size_t(t), step);
    if (s && s->line)
        emit lineActivated(s->line);
}

void TimelineView::leaveEvent(QEvent*) {
    hoverX_ = -1;
    update();
}

QString TimelineView::toolTipAt(const QPoint& pos) const {
    if (rulerRect().contains(pos))
        return tr("step %1: click or drag to travel there").arg(stepAt(pos.x()));
    const int t = trackAt(pos.y());
    if (t < 0 || pos.x() < plotRect().left())
        return {};
    const std::uint64_t step = stepAt(pos.x());
    QStringList lines;
    lines << tr("wave %1 \u00b7 step %2").arg(t).arg(step);
    if (const debug::TimelineIndex::Span* w = index_->waitAt(std::size_t(t), step))
        lines << tr("waits at the barrier at line %1 (steps %2\u2013%3)")
                     .arg(w->line)
                     .arg(w->begin)
                     .arg(w->end);
    if (const debug::TimelineIndex::Span* r = index_->runAt(std::size_t(t), step)) {
        const double eff = r->count ? double(r->laneSum) / (double(r->count) * waveWidth_) : 0;
        lines << tr("%1 instructions from line %2 (steps %3\u2013%4), %5% of lanes active")
                     .arg(r->count)
                     .arg(r->line)
                     .arg(r->begin)
                     .arg(r->end)
                     .arg(qRound(eff * 100));
    }
    const auto s0 = stepAt(pos.x());
    const auto s1 = std::max(stepAt(pos.x() + 1), s0 + 1);
    const debug::TimelineIndex::Column c = index_->aggregate(std::size_t(t), s0, s1);
    if (c.instants[debug::TimelineIndex::Divergence])
        lines << tr("divergence");
    if (c.instants[debug::TimelineIndex::Reconvergence])
        lines << tr("reconvergence");
    if (c.instants[debug::TimelineIndex::Fault])
        lines << tr("fault");
    if (c.instants[debug::TimelineIndex::Finished])
        lines << tr("finished");
    return lines.join(QLatin1Char('\n'));
}

bool TimelineView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace wave::widgets
