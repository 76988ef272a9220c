#pragma once
// The colours of a portability matrix's result groups: the reference group green, faults,
// deadlocks and barrier divergences in reds, other results in distinct light hues. Every
// background is light and carries dark text (contrast above 7:1 in either theme), and the
// cells and legend also name the group by its letter, so colour is never the only cue.

#include "portability/PortabilityRunner.h"

#include <QColor>

namespace wave::widgets {

class GroupColors {
public:
    static QColor background(const portability::PortabilityMatrix& matrix, std::size_t group);
    static QColor text() { return QColor(0x1a, 0x1a, 0x1a); }
};

} // namespace wave::widgets
