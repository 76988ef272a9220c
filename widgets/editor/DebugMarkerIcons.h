#pragma once
// The debugger's glyphs in the editor margins, drawn in code so they stay crisp and follow the
// theme: breakpoints (enabled or not, with or without a condition), the focused wave's PC arrow,
// and the small numbered pills of the other waves' PCs.

#include <QColor>
#include <QIcon>
#include <QImage>
#include <QString>

namespace wave::widgets {

class DebugMarkerIcons {
public:
    // A filled dot (enabled) or a ring (disabled); a condition adds a white bar across it.
    static QImage breakpoint(const QColor& color, bool enabled, bool hasCondition, int size);
    static QIcon breakpointIcon(const QColor& color, bool enabled, bool hasCondition);

    // A right-pointing arrow with a dark outline, readable on light and dark margins.
    static QImage executionArrow(const QColor& color, int size);

    // A rounded pill `width` x `height` with `text` (a wave number, "3+") centred in it; text
    // that does not fit is replaced by "+".
    static QImage waveLabel(const QString& text, const QColor& fill, const QColor& textColor,
                            int width, int height);
};

} // namespace wave::widgets
