#include "views/TimelinePainter.h"

#include <QPainter>

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

QString TimelinePainter::stepText(std::uint64_t step) {
    if (step >= 10'000'000)
        return QStringLiteral("%1M").arg(double(step) / 1e6, 0, 'f', step % 1'000'000 ? 1 : 0);
    if (step >= 10'000)
        return QStringLiteral("%1k").arg(double(step) / 1e3, 0, 'f', step % 1000 ? 1 : 0);
    return QString::number(step);
}

void TimelinePainter::paint(QPainter& p) const {
    const ViewStyle& style = s_.style;
    const TimelineLayout::Metrics& g = s_.layout.metrics();
    p.fillRect(QRect(QPoint(0, 0), s_.size), style.palette.background);
    paintRuler(p);
    p.save();
    const QRect plot = s_.layout.plot();
    // Fault marks reach a little above and below their track; scrolled tracks stop at the
    // plot's edges (nothing may spill onto the ruler or the legend).
    const int pad = s_.scrolled ? 0 : style.px(3);
    p.setClipRect(
        QRect(g.margin, plot.top() - pad, s_.size.width() - 2 * g.margin, plot.height() + 2 * pad));
    paintTracks(p);
    p.restore();
    if (s_.index.empty()) {
        p.setPen(style.palette.mutedText);
        p.setFont(style.font(12));
        // Without a snapshot there is no session at all: say so, as the other views do.
        p.drawText(plot.adjusted(0, 0, 0, style.px(40)), Qt::AlignCenter,
                   !s_.session ? tr("No workgroup is running")
                               : tr("No timeline recorded: enable the timeline analysis and run"));
    }
    paintMarkers(p);
    paintLegend(p);
}

void TimelinePainter::paintRuler(QPainter& p) const {
    const ViewStyle& style = s_.style;
    const ViewPalette& pal = style.palette;
    const TimelineLayout::Metrics& g = s_.layout.metrics();
    const QRect ruler = s_.layout.ruler();
    p.fillRect(QRect(ruler.left(), ruler.top(), ruler.width(), g.ruler), pal.surface);
    p.setFont(style.font(10));
    const QFontMetrics fm(p.font());
    const double spp = s_.axis.stepsPerPixel();
    const double interval = niceInterval(fm.horizontalAdvance(QStringLiteral("00.0M")) * 1.6 * spp);
    const double first = std::ceil(s_.axis.start() / interval) * interval;
    const double last = s_.axis.start() + ruler.width() * spp;
    p.setPen(pal.mutedText);
    for (double s = std::max(0.0, first); s <= last; s += interval) {
        const int x = xOf(static_cast<std::uint64_t>(s));
        p.fillRect(QRect(x, ruler.top() + g.ruler - style.px(6), 1, style.px(6)), pal.mutedText);
        p.drawText(QRect(x + style.px(3), ruler.top(), style.px(80), g.ruler - style.px(4)),
                   Qt::AlignLeft | Qt::AlignVCenter, stepText(static_cast<std::uint64_t>(s)));
    }
    // Workgroups under the ruler.
    const QRect band(ruler.left(), ruler.top() + g.ruler, ruler.width(), g.band);
    p.fillRect(band, pal.background);
    p.setFont(style.font(9));
    int n = 0;
    for (const auto& wg : s_.index.workgroups()) {
        const int x0 = std::max(band.left(), xOf(wg.begin));
        const int x1 = std::min(band.right(), xOf(wg.end));
        ++n;
        if (x1 < band.left() || x0 > band.right() || x1 <= x0)
            continue;
        const QRect r(x0, band.top() + style.px(2), std::max(1, x1 - x0),
                      band.height() - style.px(4));
        const QColor fill = ViewPalette::mix(pal.surface, pal.accent, (n % 2) ? 0.22 : 0.12);
        p.fillRect(r, fill);
        const QString label = tr("wg %1").arg(wg.workgroup);
        if (r.width() > QFontMetrics(p.font()).horizontalAdvance(label) + style.px(6)) {
            p.setPen(ViewPalette::textOn(fill));
            p.drawText(r.adjusted(style.px(3), 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    }
    p.setFont(style.font(10));
    p.setPen(pal.mutedText);
    p.drawText(QRect(g.margin, ruler.top(), g.gutter - style.px(8), g.ruler),
               Qt::AlignRight | Qt::AlignVCenter, tr("step"));
}

void TimelinePainter::paintTracks(QPainter& p) const {
    const ViewStyle& style = s_.style;
    const ViewPalette& pal = style.palette;
    const TimelineLayout::Metrics& g = s_.layout.metrics();
    const debug::TimelineIndex& index = s_.index;
    const QRect plot = s_.layout.plot();
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
    const std::vector<std::uint64_t> edges = s_.axis.columnEdges(right - left + 1);
    std::vector<debug::TimelineIndex::Column> columns;
    for (std::size_t t = 0; t < s_.layout.trackCount(); ++t) {
        const QRect row = s_.layout.track(t);
        if (!row.intersects(plot.adjusted(-plot.left(), -style.px(3), 0, style.px(3))))
            continue; // scrolled out of sight
        const bool focused = t == s_.focusWave;
        p.fillRect(row, focused ? ViewPalette::mix(pal.surface, pal.accent, 0.10) : pal.surface);
        p.setFont(style.font(12, focused));
        p.setPen(focused ? pal.text : pal.mutedText);
        p.drawText(QRect(g.margin, row.top(), g.gutter - style.px(8), row.height()),
                   Qt::AlignRight | Qt::AlignVCenter, TimelineLayout::trackLabel(t));
        if (t >= index.tracks().size())
            continue;
        const int h = row.height();
        const int tick = std::max(2, h / 3);
        const int mark = std::max(2, style.px(2));
        // Vertical extent of each layer within the track.
        const QRect band[Layers - kEfficiencyLevels] = {
            QRect(0, row.top() + h / 4, 1, h - 2 * (h / 4)),             // wait
            QRect(0, row.top(), 1, tick),                                // diverge
            QRect(0, row.bottom() - tick + 1, 1, tick),                  // reconverge
            QRect(0, row.top(), mark, h),                                // finish
            QRect(0, row.top() - style.px(2), mark, h + 2 * style.px(2)) // fault
        };
        index.columns(t, edges, columns);
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
                        c.instructions ? double(c.laneSum) / (double(c.instructions) * s_.waveWidth)
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

// The current step and the hover position.
void TimelinePainter::paintMarkers(QPainter& p) const {
    const ViewStyle& style = s_.style;
    const ViewPalette& pal = style.palette;
    const QRect plot = s_.layout.plot();
    const QRect ruler = s_.layout.ruler();
    const int cx = xOf(s_.current);
    if (cx >= plot.left() && cx <= plot.right()) {
        p.fillRect(QRect(cx - style.px(1) / 2, ruler.top(), std::max(1, style.px(2)),
                         plot.bottom() - ruler.top()),
                   pal.accent);
        const int s = style.px(6);
        QPolygon tri;
        tri << QPoint(cx - s, ruler.top()) << QPoint(cx + s, ruler.top())
            << QPoint(cx, ruler.top() + s);
        p.setPen(Qt::NoPen);
        p.setBrush(pal.accent);
        p.drawPolygon(tri);
    }
    if (s_.hoverX >= plot.left() && s_.hoverX <= plot.right()) {
        QColor c = pal.text;
        c.setAlpha(90);
        p.fillRect(QRect(s_.hoverX, ruler.top(), 1, plot.bottom() - ruler.top()), c);
    }
}

void TimelinePainter::paintLegend(QPainter& p) const {
    const ViewStyle& style = s_.style;
    const ViewPalette& pal = style.palette;
    p.setFont(style.font(11));
    for (const TimelineLayout::LegendItem& item : s_.layout.legendItems()) {
        const QRect& sw = item.swatch;
        switch (item.kind) {
        case TimelineLayout::LegendKind::Instructions:
        case TimelineLayout::LegendKind::BarrierWait: {
            const bool run = item.kind == TimelineLayout::LegendKind::Instructions;
            const QColor a = run ? pal.run : pal.wait;
            const QColor b = run ? pal.runLow : pal.wait;
            for (int i = 0; i < sw.width(); ++i)
                p.fillRect(QRect(sw.left() + i, sw.top(), 1, sw.height()),
                           ViewPalette::mix(b, a, double(i) / std::max(1, sw.width() - 1)));
            break;
        }
        case TimelineLayout::LegendKind::Divergence:
        case TimelineLayout::LegendKind::Fault:
        case TimelineLayout::LegendKind::CurrentStep: {
            const QColor c = item.kind == TimelineLayout::LegendKind::Divergence ? pal.event
                             : item.kind == TimelineLayout::LegendKind::Fault    ? pal.fault
                                                                                 : pal.accent;
            p.fillRect(QRect(sw.center().x() - style.px(1), sw.top(), style.px(2), sw.height()), c);
            break;
        }
        }
        p.setPen(pal.text);
        p.drawText(item.label, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}

} // namespace wave::widgets
