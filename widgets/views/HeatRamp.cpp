#include "views/HeatRamp.h"

#include "views/ViewPalette.h"

namespace wave::widgets {

HeatRamp::HeatRamp(const QColor& untouched, const QColor& cold, const QColor& hot)
    : untouched_(untouched.rgb()) {
    for (int i = 0; i < 256; ++i)
        steps_[std::size_t(i)] = ViewPalette::mix(cold, hot, i / 255.0).rgb();
}

} // namespace wave::widgets
