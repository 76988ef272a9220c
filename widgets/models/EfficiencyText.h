#pragma once
// A coalescing efficiency in words, as the editor's gutter and the Device memory view show it:
// "12.5%", "100%", "33.3%". One formatter, so that a word's tooltip and its line's mark agree.

#include <QString>

namespace wave::widgets {

class EfficiencyText {
public:
    // `efficiency` in 0..1: whole percents without a decimal, others with one.
    static QString percent(double efficiency);
};

} // namespace wave::widgets
