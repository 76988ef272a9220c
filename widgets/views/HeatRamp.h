#pragma once
// A 256-step colour ramp for heatmaps, precomputed so a repaint only looks colours up.
// Counts map logarithmically (log(1 + v) / log(1 + max)): a word touched once stays visible
// next to one touched thousands of times. Zero means untouched and gets its own colour.

#include <QColor>

#include <array>
#include <cmath>
#include <cstdint>

namespace wave::widgets {

class HeatRamp {
public:
    HeatRamp() = default;
    HeatRamp(const QColor& untouched, const QColor& cold, const QColor& hot);

    QRgb color(std::uint64_t value, std::uint64_t max) const {
        if (value == 0 || max == 0)
            return untouched_;
        return steps_[index(value, max)];
    }
    QRgb step(int i) const { return steps_[std::size_t(i)]; }
    static int index(std::uint64_t value, std::uint64_t max) {
        if (value >= max)
            return 255;
        const double t = std::log1p(double(value)) / std::log1p(double(max));
        return static_cast<int>(std::lround(t * 255.0));
    }

private:
    QRgb untouched_ = 0;
    std::array<QRgb, 256> steps_{};
};

} // namespace wave::widgets
