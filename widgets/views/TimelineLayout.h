#pragma once
// Where the parts of the timeline go in its widget: the step ruler with the workgroup band
// under it, the wave labels in a gutter on the left, one track per wave (scrolled vertically
// when they do not all fit; at least one track is always in view) and the legend under the
// tracks, never covering one, its entries wrapped onto as many lines as the width needs (a long
// translation is never cut off at the right). Every length derives from the view style's scale.
// Pure value type, made afresh from the widget's size, track count and scroll position for each use
// (it refers to the style it is given).

#include "views/ViewStyle.h"

#include <QCoreApplication>
#include <QRect>
#include <QSize>
#include <QString>

#include <cstddef>
#include <vector>

namespace wave::widgets {

class TimelineLayout {
    Q_DECLARE_TR_FUNCTIONS(TimelineLayout)
public:
    // Heights and widths at the style's scale.
    struct Metrics {
        int margin = 0;
        int gutter = 0; // the wave labels
        int ruler = 0;
        int band = 0; // the workgroups under the ruler
        int track = 0;
        int trackGap = 0;
        int legend = 0;
    };

    // `scroll` is the scroll bar's value, `scrollBarWidth` its width when shown and
    // `scrollBarShown` whether it is (it may lag one layout behind needsScroll()).
    TimelineLayout(const ViewStyle& style, QSize size, std::size_t tracks, int scrollBarWidth,
                   int scroll, bool scrollBarShown);

    // A wave's label in the gutter.
    static QString trackLabel(std::size_t track);

    // An entry of the legend: a swatch (a gradient, a bar or a tick) and its words.
    enum class LegendKind { Instructions, BarrierWait, Divergence, Fault, CurrentStep };
    struct LegendItem {
        LegendKind kind;
        QString text;
        QRect swatch;
        QRect label; // as wide as the text
    };
    // The legend's entries laid out in legend(), wrapped between entries.
    std::vector<LegendItem> legendItems() const;

    const Metrics& metrics() const { return m_; }
    std::size_t trackCount() const { return tracks_; }
    // All the tracks, scrolled or not.
    int contentHeight() const;
    bool needsScroll() const { return needsScroll_; }
    // How far the tracks scroll.
    int scrollRange() const;

    // The visible part of the tracks.
    QRect plot() const { return plot_; }
    QRect legend() const;
    // The ruler and the workgroup band.
    QRect ruler() const;
    // Where a track is (scrolled: it may lie outside plot()).
    QRect track(std::size_t index) const;
    // The track under `y`, or -1.
    int trackAt(int y) const;
    // Where the vertical scroll bar goes.
    QRect scrollBar() const;

    // The ruler, one track and the legend: the rest scrolls.
    static QSize minimumSize(const ViewStyle& style);
    // Room for every track (at least four) at a comfortable width.
    static QSize preferredSize(const ViewStyle& style, std::size_t tracks);

private:
    static Metrics metricsFor(const ViewStyle& style);
    // The legend's entries laid out from (0, 0) in `width`; `height` gets the lines' height.
    static std::vector<LegendItem> layLegend(const ViewStyle& style, int width, int& height);
    int tracksTop() const;
    // Under the plot and its scroll bar.
    int legendWidth() const;

    const ViewStyle& style_;
    Metrics m_;
    QSize size_;
    std::size_t tracks_;
    int scrollBarWidth_;
    int scroll_;
    bool scrollBarShown_;
    bool needsScroll_ = false;
    QRect plot_;
};

} // namespace wave::widgets
