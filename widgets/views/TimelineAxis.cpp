#include "views/TimelineAxis.h"

#include <algorithm>
#include <cmath>

namespace wave::widgets {

std::uint64_t TimelineAxis::stepAt(int x, const Frame& f) const {
    const double s = start_ + (x - f.left) * spp_;
    return s <= 0 ? 0 : static_cast<std::uint64_t>(s);
}

int TimelineAxis::xOf(std::uint64_t step, const Frame& f) const {
    // Clamped before the conversion: steps far outside the view must not overflow an int.
    const double x = std::floor((double(step) - start_) / spp_);
    return f.left + static_cast<int>(std::clamp(x, -1e8, 1e8));
}

std::vector<std::uint64_t> TimelineAxis::columnEdges(int columns) const {
    std::vector<std::uint64_t> edges(std::size_t(std::max(columns, 0) + 1));
    for (std::size_t k = 0; k < edges.size(); ++k)
        edges[k] = static_cast<std::uint64_t>(std::max(0.0, std::floor(start_ + double(k) * spp_)));
    return edges;
}

void TimelineAxis::set(double start, double stepsPerPixel, const Frame& f) {
    start_ = start;
    spp_ = stepsPerPixel;
    clamp(f);
}

void TimelineAxis::fit(const Frame& f) {
    // A little room on the right, so that the current-step marker at the end stays visible.
    const double span = double(std::max<std::uint64_t>(f.end - f.first, 1));
    start_ = double(f.first);
    spp_ = span * 1.02 / double(f.width);
    clamp(f);
}

void TimelineAxis::clamp(const Frame& f) {
    const double width = double(f.width);
    const double span = double(std::max<std::uint64_t>(f.end - f.first, 1));
    const double maxSpp = std::max(kMinStepsPerPixel, span * 1.1 / width);
    spp_ = std::clamp(spp_, kMinStepsPerPixel, maxSpp);
    // Nothing before the first step (0 from the start): no bar may seem to start earlier.
    const double lo = double(f.first);
    const double hi = double(f.end) - width * spp_ * 0.5;
    start_ = std::clamp(start_, lo, std::max(lo, hi));
}

void TimelineAxis::zoomAt(int x, double factor, const Frame& f) {
    const double anchor = start_ + (x - f.left) * spp_;
    spp_ /= factor;
    clamp(f);
    start_ = anchor - (x - f.left) * spp_;
    clamp(f);
}

void TimelineAxis::panBy(int dx, const Frame& f) {
    start_ -= dx * spp_;
    clamp(f);
}

void TimelineAxis::keepInSight(std::uint64_t step, const Frame& f) {
    const double width = double(f.width);
    const double cur = double(step);
    if (cur >= start_ && cur <= start_ + width * spp_)
        return;
    start_ = cur - width * spp_ * 0.5;
    clamp(f);
}

} // namespace wave::widgets
