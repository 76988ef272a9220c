#pragma once
// The colours of the debugger views, in light, dark and high-contrast variants. Lane colours
// follow the Okabe-Ito set (safe for the common colour-vision deficiencies): greens for work,
// blues for lanes waiting in an `if`, oranges for lanes that left a loop iteration.

#include "models/LaneStatus.h"

#include <QColor>
#include <QPalette>

#include <array>

namespace wave::widgets {

class ViewPalette {
public:
    enum class Theme { Light, Dark, HighContrast };

    static ViewPalette light();
    static ViewPalette dark();
    static ViewPalette highContrast();
    static ViewPalette forTheme(Theme theme);
    // The variant that matches an application palette: high contrast for white text on black
    // (or black on white), dark for a dark window, light otherwise.
    static ViewPalette forQtPalette(const QPalette& palette);

    QColor lane(LaneStatus status) const { return lanes[static_cast<std::size_t>(status)]; }
    // Black or white, whichever reads better on `fill`.
    static QColor textOn(const QColor& fill);
    // `a` blended towards `b` by t in [0, 1].
    static QColor mix(const QColor& a, const QColor& b, double t);
    // `base` with these colours, for the standard widgets inside a view (tables, headers,
    // buttons), so that a whole dock follows the theme.
    QPalette qtPalette(QPalette base) const;

    Theme theme = Theme::Light;
    QColor background;
    QColor surface; // panels, headers, empty cells
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor accent;        // focus rings, links, the current step
    QColor changed;       // fill behind a changed value
    QColor changedStrong; // border/flash of a changed value
    std::array<QColor, kLaneStatusCount> lanes;

    // Heat ramps: from the faintest touched cell to the hottest. Untouched cells use `surface`.
    QColor readCold, readHot;
    QColor writeCold, writeHot;
    QColor trafficCold, trafficHot;
    QColor conflictCold, conflictHot;
    QColor race;

    // Timeline
    QColor run; // instruction runs (full SIMD efficiency); low efficiency fades to runLow
    QColor runLow;
    QColor wait;  // barrier waits
    QColor event; // divergence / reconvergence ticks
    QColor fault;
    QColor scrubber;

    // Banners (deadlock, barrier divergence) and bar charts
    QColor bannerBackground;
    QColor bannerBorder;
    QColor bannerText;
    QColor barFill;
    QColor barTrack;

    // Line widths in device-independent pixels at scale 1 (high contrast draws thicker).
    double lineWidth = 1.0;
};

} // namespace wave::widgets
