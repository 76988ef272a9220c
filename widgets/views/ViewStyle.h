#pragma once
// Scale and colours shared by the painted views. Every size a view draws goes through px(),
// so classroom mode (scale 1x-3x) enlarges cells, gaps, lines and fonts alike.

#include "views/ViewPalette.h"

#include <QFont>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

struct ViewStyle {
    static constexpr double kMinScale = 1.0;
    static constexpr double kMaxScale = 3.0;

    double scale = 1.0;
    ViewPalette palette = ViewPalette::light();

    static double clampScale(double s) { return std::clamp(s, kMinScale, kMaxScale); }
    // A length of `v` device-independent pixels at scale 1, at least 1.
    int px(double v) const { return std::max(1, static_cast<int>(std::lround(v * scale))); }
    double pxf(double v) const { return v * scale; }
    double line() const { return palette.lineWidth * scale; }

    // Proportional and fixed-width fonts of `size` pixels at scale 1.
    QFont font(double size = 12, bool bold = false) const {
        QFont f;
        f.setPixelSize(px(size));
        f.setBold(bold);
        return f;
    }
    QFont mono(double size = 12, bool bold = false) const {
        QFont f(QStringLiteral("DejaVu Sans Mono"));
        f.setStyleHint(QFont::Monospace);
        f.setFixedPitch(true);
        f.setPixelSize(px(size));
        f.setBold(bold);
        return f;
    }
};

} // namespace wave::widgets
