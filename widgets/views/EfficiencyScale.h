#pragma once
// The colours of coalescing efficiency, shared by the editor gutter, the Device memory view and
// the Local memory dock's device-access list so that one colour means one thing everywhere: four
// bands from "coalesced" (90% and more) to "scattered" (below 25%), Okabe-Ito hues (blue for good,
// vermilion for bad: apart for the common colour-vision deficiencies) in a dark shade on light
// backgrounds and a light shade on dark ones. Every fill has at least 3:1 contrast with the
// backgrounds it sits on (the editor margin and the views' surfaces) and its text colour at
// least 4.5:1 with the fill (WCAG AA); the tests check both.

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class EfficiencyScale {
    Q_DECLARE_TR_FUNCTIONS(EfficiencyScale)
public:
    static constexpr int kBands = 4;

    // 0 (>= 90%) .. 3 (< 25%); efficiency in [0, 1].
    static int band(double efficiency);
    static QColor fill(int band, bool dark);
    static QColor text(int band, bool dark);
    // "90–100%", "50–90%", "25–50%", "below 25%".
    static QString bandRange(int band);
    // One line per band, a swatch and its range, as rich text (for tooltips and legends).
    static QString legendHtml(bool dark);
    // The bands on one line, each range on its swatch, as rich text: the legend under the
    // tables whose cells carry a swatch (Device memory, Local memory's device accesses).
    static QString inlineLegendHtml(bool dark);
    // The relative luminance contrast ratio of two colours (WCAG 2).
    static double contrast(const QColor& a, const QColor& b);
};

} // namespace wave::widgets
