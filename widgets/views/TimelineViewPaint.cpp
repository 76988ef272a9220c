// TimelineView: painting (ruler, workgroup band, tracks, legend). Interaction and geometry are
// in TimelineView.cpp.
#include "views/TimelineView.h"

#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

constexpr int kEfficiencyLevels = 8;

// A "nice" tick interval (1, 2 or 5 times a power of ten) of at least `minimum` steps.
double niceInterval(double minimum) {
    const double p = std::pow(10.0, std::floor(std::log10(std::max(minimum, 1.0))));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= minimum)
            return m * p;
    return 10 * p;
}

} // namespace

QString TimelineView::stepText(std::uint64_t step) {
    if (step >= 10'000'000)
        return QStringLiteral("%1M").arg(double(step) / 1e6, 0, 'f', step % 1'000'000 ? 1 : 0);
    if (step >= 10'000)
        return QStringLiteral("%1k").arg(double(step) / 1e3, 0, 'f', step % 1000 ? 1 : 0);
    return QString::number(step);
}

void TimelineView::paintRuler(QPainter& p, const Geometry& g) const {
    const ViewPalette& pal = style_.palette;
    const QRect ruler = rulerRect();
    const QRect plot = plotRect();
    p.fillRect(QRect(ruler.left(), ruler.top(), ruler.width(), g.ruler), pal.surface);
    p.setFont(style_.font(10));
    const QFontMetrics fm(p.font());
    const double interval =
        niceInterval(fm.horizontalAdvance(QStringLiteral("00.0M")) * 1.6 * spp_);
    const double first = std::ceil(viewStart_ / interval) * interval;
    const double last = viewStart_ + ruler.width() * spp_;
    p.setPen(pal.mutedText);
    for (double s = std::max(0.0, first); s <= last; s += interval) {
        const int x = xOf(static_cast<std::uint64_t>(s));
        p.fillRect(QRect(x, ruler.top() + g.ruler - style_.px(6), 1, style_.px(6)), pal.mutedText);
        p.drawText(QRect(x + style_.px(3), ruler.top(), style_.px(80), g.ruler - style_.px(4)),
                   Qt::AlignLeft | Qt::AlignVCenter, stepText(static_cast<std::uint64_t>(s)));
    }
    // Workgroups under the ruler.
    const QRect band(ruler.left(), ruler.top() + g.ruler, ruler.width(), g.band);
    p.fillRect(band, pal.background);
    p.setFont(style_.font(9));
    int n = 0;
    for (const auto& wg : index_->workgroups()) {
        const int x0 = std::max(band.left(), xOf(wg.begin));
        const int x1 = std::min(band.right(), xOf(wg.end));
        ++n;
        if (x1 < band.left() || x0 > band.right() || x1 <= x0)
            continue;
        const QRect r(x0, band.top() + style_.px(2), std::max(1, x1 - x0),
                      band.height() - style_.px(4));
        const QColor fill = ViewPalette::mix(pal.surface, pal.accent, (n % 2) ? 0.22 : 0.12);
        p.fillRect(r, fill);
        const QString label = tr("wg %1").arg(wg.workgroup);
        if (r.width() > QFontMetrics(p.font()).horizontalAdvance(label) + style_.px(6)) {
            p.setPen(ViewPalette::textOn(fill));
            p.drawText(r.adjusted(style_.px(3), 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    }
    p.setFont(style_.font(10));
    p.setPen(pal.mutedText);
    p.drawText(QRect(g.margin, ruler.top(), g.gutter - style_.px(8), g.ruler),
               Qt::AlignRight | Qt::AlignVCenter, tr("step"));
    (void)plot;
}

void TimelineView::paintTracks(QPainter& p, const Geometry& g) const {
    const ViewPalette& pal = style_.palette;
    const QRect plot = plotRect();
    // Layers, each drawn as runs of equal adjacent columns merged into one rectangle: a fitted
    // 10M-step timeline is mostly long stretches of one shade, so a frame costs a few hundred
    // fills instead of one line per pixel column and track.
    enum Layer { Wait = kEfficiencyLevels, Diverge, Reconverge, Finish, Fault, Layers };
    QColor color[Layers];
    for (int k = 0; k < kEfficiencyLevels; ++k)
        color[k] = ViewPalette::mix(pal.runLow, pal.run, double(k + 1) / kEfficiencyLevels);
    color[Wait] = pal.wait;
    color[Diverge] = pal.event;
    color[Reconverge] = ViewPalette::mix(pal.event, pal.surface, 0.35);
    color[Finish] = pal.lane(LaneStatus::Halted);
    color[Fault] = pal.fault;
    std::vector<QRect> rects[Layers];

    const int left = plot.left();
    const int right = plot.right();
    // Pixel column x covers steps [edges[x - left], edges[x - left + 1]).
    std::vector<std::uint64_t> edges(std::size_t(right - left + 2));
    for (std::size_t k = 0; k < edges.size(); ++k)
        edges[k] =
            static_cast<std::uint64_t>(std::max(0.0, std::floor(viewStart_ + double(k) * spp_)));
    std::vector<debug::TimelineIndex::Column> columns;
    for (std::size_t t = 0; t < trackCount(); ++t) {
        const QRect row = trackRect(t);
        if (!row.intersects(plot.adjusted(-plot.left(), -style_.px(3), 0, style_.px(3))))
            continue; // scrolled out of sight
        const bool focused = t == focusWave_;
        p.fillRect(row, focused ? ViewPalette::mix(pal.surface, pal.accent, 0.10) : pal.surface);
        p.setFont(style_.font(12, focused));
        p.setPen(focused ? pal.text : pal.mutedText);
        p.drawText(QRect(g.margin, row.top(), g.gutter - style_.px(8), row.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tr("wave %1").arg(t));
        if (t >= index_->tracks().size())
            continue;
        const int h = row.height();
        const int tick = std::max(2, h / 3);
        const int mark = std::max(2, style_.px(2));
        // Vertical extent of each layer within the track.
        const QRect band[Layers - kEfficiencyLevels] = {
            QRect(0, row.top() + h / 4, 1, h - 2 * (h / 4)),               // wait
            QRect(0, row.top(), 1, tick),                                  // diverge
            QRect(0, row.bottom() - tick + 1, 1, tick),                    // reconverge
            QRect(0, row.top(), mark, h),                                  // finish
            QRect(0, row.top() - style_.px(2), mark, h + 2 * style_.px(2)) // fault
        };
        index_->columns(t, edges, columns);
        // Open run per layer: first column, or -1.
        int open[Layers];
        std::fill(std::begin(open), std::end(open), -1);
        auto flush = [&](int layer, int x) { // close layer's run before column x
            if (open[layer] < 0)
                return;
            if (layer < kEfficiencyLevels) {
                rects[layer].emplace_back(open[layer], row.top(), x - open[layer], h);
            } else {
                QRect r = band[layer - kEfficiencyLevels];
                r.moveLeft(open[layer]);
                r.setWidth(std::max(r.width(), x - open[layer]));
                rects[layer].push_back(r);
            }
            open[layer] = -1;
        };
        for (int x = left; x <= right + 1; ++x) {
            bool on[Layers] = {};
            if (x <= right) {
                const debug::TimelineIndex::Column& c = columns[std::size_t(x - left)];
                if (c.waitSteps > c.runSteps) {
                    on[Wait] = true;
                } else if (c.runSteps) {
                    const double eff =
                        c.instructions ? double(c.laneSum) / (double(c.instructions) * waveWidth_)
                                       : 1.0;
                    on[std::clamp(int(eff * kEfficiencyLevels - 1e-9), 0, kEfficiencyLevels - 1)] =
                        true;
                }
                on[Diverge] = c.instants[debug::TimelineIndex::Divergence] != 0;
                on[Reconverge] = c.instants[debug::TimelineIndex::Reconvergence] != 0;
                on[Finish] = c.instants[debug::TimelineIndex::Finished] != 0;
                on[Fault] = c.instants[debug::TimelineIndex::Fault] != 0;
            }
            for (int layer = 0; layer < Layers; ++layer) {
                if (on[layer] && open[layer] < 0)
                    open[layer] = x;
                else if (!on[layer] && open[layer] >= 0)
                    flush(layer, x);
            }
        }
    }
    p.setPen(Qt::NoPen);
    for (int layer = 0; layer < Layers; ++layer)
        for (const QRect& r : rects[layer])
            p.fillRect(r, color[layer]);
}

void TimelineView::paintLegend(QPainter& p, const Geometry& g) const {
    const ViewPalette& pal = style_.palette;
    p.setFont(style_.font(11));
    const QFontMetrics fm(p.font());
    const int y = legendRect().top() + style_.px(4);
    int x = g.margin + g.gutter;
    const int sw = style_.px(12);
    auto item = [&](const QColor& a, const QColor& b, const QString& text, bool tickOnly) {
        if (tickOnly) {
            p.fillRect(
                QRect(x + sw / 2 - style_.px(1), y + (fm.height() - sw) / 2, style_.px(2), sw), a);
        } else {
            for (int i = 0; i < sw * 2; ++i)
                p.fillRect(QRect(x + i, y + (fm.height() - sw) / 2, 1, sw),
                           ViewPalette::mix(b, a, double(i) / (sw * 2 - 1)));
        }
        x += (tickOnly ? sw : sw * 2) + style_.px(5);
        p.setPen(pal.text);
        p.drawText(QRect(x, y, fm.horizontalAdvance(text) + 2, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        x += fm.horizontalAdvance(text) + style_.px(14);
    };
    item(pal.run, pal.runLow, tr("instructions (darker = more lanes active)"), false);
    item(pal.wait, pal.wait, tr("barrier wait"), false);
    item(pal.event, pal.event, tr("divergence"), true);
    item(pal.fault, pal.fault, tr("fault"), true);
    item(pal.accent, pal.accent, tr("current step"), true);
}

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    const Geometry g = geometry();
    paintRuler(p, g);
    p.save();
    const QRect plot = plotRect();
    // Fault marks reach a little above and below their track; scrolled tracks stop at the
    // plot's edges (nothing may spill onto the ruler or the legend).
    const int pad = vbar_->isVisible() ? 0 : style_.px(3);
    p.setClipRect(
        QRect(g.margin, plot.top() - pad, width() - 2 * g.margin, plot.height() + 2 * pad));
    paintTracks(p, g);
    p.restore();
    if (index_->empty()) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        // Without a snapshot there is no session at all: say so, as the other views do.
        p.drawText(plot.adjusted(0, 0, 0, style_.px(40)), Qt::AlignCenter,
                   snapshotWaves_ == 0
                       ? tr("No workgroup is running")
                       : tr("No timeline recorded: enable the timeline analysis and run"));
    }
    // The current step and the hover position.
    const QRect ruler = rulerRect();
    const int cx = xOf(current_);
    if (cx >= plot.left() && cx <= plot.right()) {
        p.fillRect(QRect(cx - style_.px(1) / 2, ruler.top(), std::max(1, style_.px(2)),
                         plot.bottom() - ruler.top()),
                   pal.accent);
        const int s = style_.px(6);
        QPolygon tri;
        tri << QPoint(cx - s, ruler.top()) << QPoint(cx + s, ruler.top())
            << QPoint(cx, ruler.top() + s);
        p.setPen(Qt::NoPen);
        p.setBrush(pal.accent);
        p.drawPolygon(tri);
    }
    if (hoverX_ >= plot.left() && hoverX_ <= plot.right()) {
        QColor c = pal.text;
        c.setAlpha(90);
        p.fillRect(QRect(hoverX_, ruler.top(), 1, plot.bottom() - ruler.top()), c);
    }
    paintLegend(p, g);
}

} // namespace wave::widgets
