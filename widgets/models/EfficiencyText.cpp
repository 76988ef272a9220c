#include "models/EfficiencyText.h"

#include <QLatin1Char>

#include <cmath>

namespace wave::widgets {

QString EfficiencyText::percent(double efficiency) {
    const double p = efficiency * 100.0;
    return std::abs(p - std::round(p)) < 0.05 ? QString::number(std::lround(p)) + QLatin1Char('%')
                                              : QString::number(p, 'f', 1) + QLatin1Char('%');
}

} // namespace wave::widgets
