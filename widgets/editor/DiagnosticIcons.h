#pragma once
// The small error and warning glyphs shared by the editor margin and the Problems view, drawn
// in code so they stay crisp at any size and follow the theme's colours.

#include "asm/Diagnostic.h"

#include <QColor>
#include <QIcon>
#include <QImage>

namespace wave::widgets {

class DiagnosticIcons {
public:
    // A filled circle with a cross (error) or a triangle with '!' (warning), `size` pixels.
    static QImage image(assembler::Severity severity, const QColor& color, int size);
    static QIcon icon(assembler::Severity severity, const QColor& color);
};

} // namespace wave::widgets
