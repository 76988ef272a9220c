#pragma once
// The colours of a portability matrix's result groups in a view palette's theme: the reference
// group green, faults, deadlocks and barrier divergences in reds, other results in distinct
// hues. Light themes get light hues, dark themes the same hues darkened towards the background
// (so that a dark dock is not lit by its grid); the text on each is black or white, whichever
// reads (contrast at least 4.5:1 in every theme). The cells and legend also name the group by
// its letter, so colour is never the only cue.

#include "portability/PortabilityRunner.h"
#include "views/ViewPalette.h"

#include <QColor>

namespace wave::widgets {

class GroupColors {
public:
    static QColor background(const portability::PortabilityMatrix& matrix, std::size_t group,
                             const ViewPalette& palette);
    static QColor text(const QColor& background) { return ViewPalette::textOn(background); }
};

} // namespace wave::widgets
