#pragma once
// The Lane masks' legend: a swatch and a name for every reason a lane is or is not active, then
// the "changed by the last step" mark, flowing onto as many lines as the width needs; and the
// mark itself (a corner triangle in black or white against the cell, never a reason colour).
// GUI thread only.

#include "views/ViewStyle.h"

#include <QCoreApplication>
#include <QPolygon>
#include <QRect>
#include <QString>

class QPainter;

namespace wave::widgets {

class MaskStripLegend {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::MaskStripView)
public:
    explicit MaskStripLegend(const ViewStyle& style) : style_(style) {}

    // The entries in order: every reason, then the "changed" mark; empty after.
    static QString name(std::size_t item);
    // The height of the legend flowing in `width` pixels.
    int height(int width) const;
    // Draws it from (`left`, `top`), lines no wider than up to `right`.
    void paint(QPainter& p, int left, int top, int right) const;

    // The "changed" mark of a cell, and its colour on a cell of `fill`.
    static QPolygon changeMark(const QRect& cell);
    static QColor changeMarkOn(const QColor& fill);

private:
    int itemWidth(std::size_t item) const;

    const ViewStyle& style_;
};

} // namespace wave::widgets
