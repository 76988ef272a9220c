#include "views/TimelineView.h"

#include "views/TimelinePainter.h"
#include "views/TravelCoalescer.h"

#include <QCoreApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStringList>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent), index_(std::make_shared<const debug::TimelineIndex>()) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::WheelFocus);
    travel_ = new TravelCoalescer(this);
    connect(travel_, &TravelCoalescer::travelRequested, this, &TimelineView::travelRequested);
    vbar_ = new QScrollBar(Qt::Vertical, this);
    vbar_->hide();
    connect(vbar_, &QScrollBar::valueChanged, this, [this] { update(); });
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
    axis_.keepInSight(current_, frame());
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

std::size_t TimelineView::trackCount() const {
    return std::max(index_->tracks().size(), snapshotWaves_);
}

TimelineLayout TimelineView::layout() const {
    return TimelineLayout(style_, size(), trackCount(), vbar_->sizeHint().width(), vbar_->value(),
                          vbar_->isVisible());
}

TimelineAxis::Frame TimelineView::frame() const {
    const QRect plot = plotRect();
    return {plot.left(), plot.width(), index_->firstStep(),
            std::max(index_->endStep(), current_ + 1)};
}

QRect TimelineView::plotRect() const {
    return layout().plot();
}

QRect TimelineView::legendRect() const {
    return layout().legend();
}

QStringList TimelineView::legendTexts() const {
    QStringList out;
    for (const TimelineLayout::LegendItem& item : layout().legendItems())
        out << item.text;
    return out;
}

QStringList TimelineView::cutLegendTexts() const {
    QStringList out;
    for (const TimelineLayout::LegendItem& item : layout().legendItems())
        if (!rect().contains(item.label))
            out << item.text;
    return out;
}

QRect TimelineView::rulerRect() const {
    return layout().ruler();
}

QRect TimelineView::trackRect(std::size_t track) const {
    return layout().track(track);
}

void TimelineView::updateScrollBar() {
    const TimelineLayout l = layout();
    const QRect plot = l.plot();
    vbar_->setRange(0, l.scrollRange());
    vbar_->setPageStep(std::max(1, plot.height()));
    vbar_->setSingleStep(l.metrics().track + l.metrics().trackGap);
    vbar_->setGeometry(l.scrollBar());
    vbar_->setVisible(l.needsScroll());
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
    return TimelineLayout::minimumSize(style_);
}

QSize TimelineView::sizeHint() const {
    return TimelineLayout::preferredSize(style_, trackCount());
}

std::uint64_t TimelineView::stepAt(int x) const {
    return axis_.stepAt(x, frame());
}

int TimelineView::xOf(std::uint64_t step) const {
    return axis_.xOf(step, frame());
}

void TimelineView::setView(double firstStep, double stepsPerPixel) {
    axis_.set(firstStep, stepsPerPixel, frame());
    update();
}

void TimelineView::zoomToFit() {
    axis_.fit(frame());
    update();
}

void TimelineView::clampView() {
    axis_.clamp(frame());
}

void TimelineView::zoomAt(int x, double factor) {
    axis_.zoomAt(x, factor, frame());
    update();
}

void TimelineView::panByPixels(int dx) {
    axis_.panBy(dx, frame());
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

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const TimelineLayout l = layout();
    const TimelinePainter::Scene scene{*index_,  l,          axis_,      frame(),
                                       style_,   size(),     waveWidth_, snapshotWaves_ != 0,
                                       current_, focusWave_, hoverX_,    vbar_->isVisible()};
    TimelinePainter(scene).paint(p);
}

void TimelineView::travelTo(std::uint64_t step, bool now) {
    setCurrentStep(step);
    if (now)
        travel_->finish(step);
    else
        travel_->request(step);
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
    pressStart_ = axis_.start();
    moved_ = false;
    if (rulerRect().contains(pos)) {
        drag_ = Drag::Scrub;
        travelTo(stepAt(pos.x()), false);
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
        const double spp = axis_.stepsPerPixel();
        axis_.set(pressStart_ - (pos.x() - pressPos_.x()) * spp, spp, frame());
    } else if (drag_ == Drag::Scrub) {
        moved_ = true;
        travelTo(stepAt(std::clamp(pos.x(), plotRect().left(), plotRect().right())), false);
    }
    update();
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (drag_ == Drag::Scrub) {
        travelTo(stepAt(std::clamp(pos.x(), plotRect().left(), plotRect().right())), true);
    } else if (drag_ == Drag::Pan && !moved_) {
        const int t = layout().trackAt(pos.y());
        if (t >= 0)
            emit waveActivated(std::uint32_t(t));
    }
    drag_ = Drag::None;
    unsetCursor();
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const int t = layout().trackAt(pos.y());
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
    const int t = layout().trackAt(pos.y());
    if (t < 0 || pos.x() < plotRect().left())
        return {};
    const std::uint64_t step = stepAt(pos.x());
    QStringList lines;
    lines << tr("wave %1 \u00b7 step %2").arg(t).arg(step);
    if (const debug::TimelineIndex::Span* w = index_->waitAt(std::size_t(t), step))
        lines << tr("waits at the barrier at line %1 (steps %2\u2013%3)")
                     .arg(lineMap_ ? lineMap_->toEdited(w->line) : w->line)
                     .arg(w->begin)
                     .arg(w->end);
    if (const debug::TimelineIndex::Span* r = index_->runAt(std::size_t(t), step)) {
        const double eff = r->count ? double(r->laneSum) / (double(r->count) * waveWidth_) : 0;
        lines << tr("%1 instructions from line %2 (steps %3\u2013%4), %5% of lanes active")
                     .arg(r->count)
                     .arg(lineMap_ ? lineMap_->toEdited(r->line) : r->line)
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
