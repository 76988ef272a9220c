#pragma once
// Colours of the code views (editor and listing): one light and one dark set, chosen from the
// application palette so that the editor follows the rest of the UI.

#include "editor/WaveStyle.h"

#include <QColor>
#include <QPalette>

#include <array>

namespace wave::widgets {

struct TextStyle {
    QColor color;
    bool bold = false;
    bool italic = false;
};

struct EditorTheme {
    bool dark = false;
    QColor paper;     // text background
    QColor caretLine; // current-line highlight; translucent, drawn over the text
    QColor caret;
    QColor selection;
    QColor marginPaper; // line numbers and markers
    QColor marginText;
    QColor foldMarginPaper;
    QColor foldMarker;
    QColor error; // squiggles, markers, annotation text
    QColor warning;
    QColor errorAnnotationPaper;
    QColor warningAnnotationPaper;
    QColor blockMatch;     // box around the keywords of the if/loop block at the cursor
    QColor breakpoint;     // breakpoint dot in the margin
    QColor executionArrow; // the focused wave's PC arrow
    QColor executionLine;  // the focused wave's PC line; opaque, under the text
    QColor waveMarker;     // pill of another wave's PC in the wave margin
    QColor waveMarkerText;
    std::array<TextStyle, kWaveStyleCount> styles{};

    const TextStyle& style(WaveStyle s) const { return styles[static_cast<std::size_t>(s)]; }

    static EditorTheme light();
    static EditorTheme darkTheme();
    // Dark when the palette's window colour is dark.
    static EditorTheme forPalette(const QPalette& palette);
};

} // namespace wave::widgets
