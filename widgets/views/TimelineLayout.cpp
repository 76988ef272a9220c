#include "views/TimelineLayout.h"

#include <QFontMetrics>

#include <algorithm>

namespace wave::widgets {

TimelineLayout::TimelineLayout(const ViewStyle& style, QSize size, std::size_t tracks,
                               int scrollBarWidth, int scroll, bool scrollBarShown)
    : style_(style), m_(metricsFor(style)), size_(size), tracks_(tracks),
      scrollBarWidth_(scrollBarWidth), scroll_(scroll), scrollBarShown_(scrollBarShown) {
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
    m.legend = QFontMetrics(style.font(11)).height() + style.px(12);
    return m;
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

QRect TimelineLayout::legend() const {
    return QRect(plot_.left(), plot_.bottom() + 1 + style_.px(2), plot_.width(), m_.legend);
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
    return QSize(style.px(720), 2 * m.margin + m.ruler + m.band + style.px(4) +
                                    shown * (m.track + m.trackGap) + m.legend);
}

} // namespace wave::widgets
