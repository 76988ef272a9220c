#pragma once
// Draws one frame of the timeline: the step ruler and the workgroup band, the tracks (runs
// shaded by SIMD efficiency, barrier waits, divergence and reconvergence ticks, finish and fault
// marks), the current-step marker, the hover line and the legend. Each frame draws one aggregate
// per pixel column and track (TimelineIndex::columns), merged into runs of equal columns, so a
// timeline of 10 million steps draws as fast as a short one.

#include "debug/analysis/TimelineIndex.h"
#include "views/TimelineAxis.h"
#include "views/TimelineLayout.h"
#include "views/ViewStyle.h"

#include <QCoreApplication>

#include <cstdint>

class QPainter;

namespace wave::widgets {

class TimelinePainter {
    Q_DECLARE_TR_FUNCTIONS(TimelinePainter)
public:
    // Everything a frame shows; the painter only reads it.
    struct Scene {
        const debug::TimelineIndex& index;
        const TimelineLayout& layout;
        const TimelineAxis& axis;
        TimelineAxis::Frame frame;
        const ViewStyle& style;
        QSize size;                   // the widget's
        std::uint32_t waveWidth = 32; // lanes, for the efficiency of a run
        bool session = false;         // without one the empty timeline says so
        std::uint64_t current = 0;
        std::uint32_t focusWave = 0;
        int hoverX = -1; // -1: no hover line
        bool scrolled = false;
    };

    explicit TimelinePainter(const Scene& scene) : s_(scene) {}

    void paint(QPainter& p) const;

    // "12345", "12.3k", "12.5M".
    static QString stepText(std::uint64_t step);

private:
    void paintRuler(QPainter& p) const;
    void paintTracks(QPainter& p) const;
    void paintMarkers(QPainter& p) const;
    void paintLegend(QPainter& p) const;
    int xOf(std::uint64_t step) const { return s_.axis.xOf(step, s_.frame); }

    const Scene& s_;
};

} // namespace wave::widgets
