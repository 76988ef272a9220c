#include "views/TimelineLayout.h"

#include <QFontMetrics>

#include <algorithm>

namespace wave::widgets {

TimelineLayout::TimelineLayout(const ViewStyle& style, QSize size, std::size_t tracks,
                               int scrollBarWidth, int scroll, bool scrollBarShown)
    : style_(style), m_(metricsFor(style)), size_(size), tracks_(tracks),
      scrollBarWidth_(scrollBarWidth), scroll_(scroll), scrollBarShown_(scrollBarShown) {
    // The legend's lines at the plot's width (without a scroll bar: the legend does not depend
    // on scrolling, which depends on the legend's height).
    layLegend(style_, legendWidth(), m_.legend);
    const int top = tracksTop();
    needsScroll_ = top + contentHeight() + m_.legend + m_.margin > size_.height();
    // What fits above the legend, at least one track.
    const int room = std::max(m_.track + m_.trackGap, size_.height() - top - m_.legend - m_.margin);
    const int h = std::min(contentHeight(), room);
    const int bar = needsScroll_ ? scrollBarWidth_ : 0;
    plot_ = QRect(m_.margin + m_.gutter, top,
                  std::max(1, size_.width() - 2 * m_.margin - m_.gutter - bar), h);
}

QString TimelineLayout::trackLabel(std::size_t track) {
    return tr("wave %1").arg(track);
}

TimelineLayout::Metrics TimelineLayout::metricsFor(const ViewStyle& style) {
    Metrics m;
    m.margin = style.px(8);
    m.gutter = QFontMetrics(style.font(12, true)).horizontalAdvance(trackLabel(88)) + style.px(14);
    m.ruler = QFontMetrics(style.font(10)).height() + style.px(12);
    m.band = style.px(14);
    m.track = style.px(18);
    m.trackGap = style.px(5);
    m.legend = QFontMetrics(style.font(11)).height() + style.px(12); // one line
    return m;
}

std::vector<TimelineLayout::LegendItem> TimelineLayout::layLegend(const ViewStyle& style, int width,
                                                                  int& height) {
    const QFontMetrics fm(style.font(11));
    const int sw = style.px(12);
    const int line = fm.height() + style.px(4);
    const std::pair<LegendKind, QString> entries[] = {
        {LegendKind::Instructions, tr("instructions (darker = more lanes active)")},
        {LegendKind::BarrierWait, tr("barrier wait")},
        {LegendKind::Divergence, tr("divergence")},
        {LegendKind::Fault, tr("fault")},
        {LegendKind::CurrentStep, tr("current step")},
    };
    std::vector<LegendItem> items;
    int x = 0;
    int y = style.px(4);
    for (const auto& [kind, text] : entries) {
        const bool tick = kind != LegendKind::Instructions && kind != LegendKind::BarrierWait;
        const int swatch = tick ? sw : 2 * sw;
        const int textWidth = fm.horizontalAdvance(text) + 2;
        const int entry = swatch + style.px(5) + textWidth;
        if (x > 0 && x + entry > width) { // the next line, never one entry split
            x = 0;
            y += line;
        }
        LegendItem item{kind, text, {}, {}};
        item.swatch = QRect(x, y + (fm.height() - sw) / 2, swatch, sw);
        item.label = QRect(x + swatch + style.px(5), y, textWidth, fm.height());
        items.push_back(item);
        x += entry + style.px(12);
    }
    height = y + fm.height() + style.px(8);
    return items;
}

std::vector<TimelineLayout::LegendItem> TimelineLayout::legendItems() const {
    int height = 0;
    std::vector<LegendItem> items = layLegend(style_, legendWidth(), height);
    for (LegendItem& item : items) {
        item.swatch.translate(legend().topLeft());
        item.label.translate(legend().topLeft());
    }
    return items;
}

int TimelineLayout::tracksTop() const {
    return m_.margin + m_.ruler + m_.band + style_.px(4);
}

int TimelineLayout::contentHeight() const {
    return int(tracks_) * (m_.track + m_.trackGap);
}

int TimelineLayout::scrollRange() const {
    return needsScroll_ ? std::max(0, contentHeight() - plot_.height()) : 0;
}

int TimelineLayout::legendWidth() const {
    return std::max(1, size_.width() - 2 * m_.margin - m_.gutter);
}

QRect TimelineLayout::legend() const {
    return QRect(plot_.left(), plot_.bottom() + 1 + style_.px(2), legendWidth(), m_.legend);
}

QRect TimelineLayout::ruler() const {
    return QRect(m_.margin + m_.gutter, m_.margin, plot_.width(), m_.ruler + m_.band);
}

QRect TimelineLayout::track(std::size_t index) const {
    const int scroll = scrollBarShown_ || needsScroll_ ? scroll_ : 0;
    return QRect(plot_.left(), plot_.top() + int(index) * (m_.track + m_.trackGap) - scroll,
                 plot_.width(), m_.track);
}

int TimelineLayout::trackAt(int y) const {
    if (y < plot_.top() || y > plot_.bottom())
        return -1;
    const int scroll = needsScroll_ ? scroll_ : 0;
    const int t = (y - plot_.top() + scroll) / (m_.track + m_.trackGap);
    return t < int(tracks_) ? t : -1;
}

QRect TimelineLayout::scrollBar() const {
    return QRect(size_.width() - m_.margin - scrollBarWidth_, plot_.top(), scrollBarWidth_,
                 plot_.height());
}

QSize TimelineLayout::minimumSize(const ViewStyle& style) {
    const Metrics m = metricsFor(style);
    return QSize(m.margin * 2 + m.gutter + style.px(120),
                 2 * m.margin + m.ruler + m.band + style.px(4) + m.track + m.trackGap + m.legend);
}

QSize TimelineLayout::preferredSize(const ViewStyle& style, std::size_t tracks) {
    const Metrics m = metricsFor(style);
    const int shown = int(std::max<std::size_t>(tracks, 4));
    const int width = style.px(720);
    int legend = 0;
    layLegend(style, width - 2 * m.margin - m.gutter, legend);
    return QSize(width, 2 * m.margin + m.ruler + m.band + style.px(4) +
                            shown * (m.track + m.trackGap) + legend);
}

} // namespace wave::widgets
