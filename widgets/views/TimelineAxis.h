#pragma once
// The timeline's horizontal axis: which steps the pixel columns of the plot show. The view is
// the first step at the plot's left edge and the steps per pixel (below 1 zooms in, at most
// 48 pixels per step). Every change is clamped to the data: nothing shows before the first
// step, and the end of the data (or the step after the current one) never goes past the middle
// of the plot. Pure value type: the widget passes the plot and the data each time.

#include <cstdint>
#include <vector>

namespace wave::widgets {

class TimelineAxis {
public:
    static constexpr double kMinStepsPerPixel = 1.0 / 48.0;

    // The plot's pixels and the steps there are: [first, end).
    struct Frame {
        int left = 0;
        int width = 1;
        std::uint64_t first = 0;
        std::uint64_t end = 1;
    };

    double start() const { return start_; }
    double stepsPerPixel() const { return spp_; }

    std::uint64_t stepAt(int x, const Frame& f) const;
    // Clamped: steps far outside the view must not overflow an int.
    int xOf(std::uint64_t step, const Frame& f) const;
    // The step at the left edge of each of `columns` pixel columns and of the one after:
    // column k covers [edges[k], edges[k + 1]).
    std::vector<std::uint64_t> columnEdges(int columns) const;

    void set(double start, double stepsPerPixel, const Frame& f);
    // Every step in view, with a little room on the right for the marker at the end.
    void fit(const Frame& f);
    // Zoom by `factor` (> 1 zooms in) keeping the step under `x` in place.
    void zoomAt(int x, double factor, const Frame& f);
    void panBy(int dx, const Frame& f);
    // Centres `step` when it is out of view: its past and its future both show.
    void keepInSight(std::uint64_t step, const Frame& f);
    void clamp(const Frame& f);

private:
    double start_ = 0;
    double spp_ = 1;
};

} // namespace wave::widgets
