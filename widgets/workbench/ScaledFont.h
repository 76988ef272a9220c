#pragma once
// The application's font for a widget, scaled (classroom mode). Always from the application's
// font, so that scaling twice does not compound.

#include <QApplication>
#include <QFont>
#include <QWidget>

#include <cmath>

namespace wave::widgets {

inline QFont scaledApplicationFont(const QWidget* widget, double scale, bool bold = false) {
    QFont f = QApplication::font(widget);
    f.setBold(bold);
    if (f.pixelSize() > 0)
        f.setPixelSize(int(std::lround(f.pixelSize() * scale)));
    else
        f.setPointSizeF(f.pointSizeF() * scale);
    return f;
}

} // namespace wave::widgets
