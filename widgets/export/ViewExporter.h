#pragma once
// Exports any widget as a PNG (QWidget::grab) or an SVG (QSvgGenerator + QWidget::render), and
// the timeline as Chrome trace JSON (debug::ChromeTraceWriter), for the "Export" actions of the
// debugger docks. GUI thread only. Every function returns false and sets `error` (when given)
// on failure, naming the file.

#include "debug/analysis/Timeline.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace wave::widgets {

class ViewExporter {
    Q_DECLARE_TR_FUNCTIONS(ViewExporter)
public:
    // `scale` renders at a multiple of the widget's size (2 for crisp slides).
    static bool savePng(QWidget* widget, const QString& path, double scale = 1.0,
                        QString* error = nullptr);
    static bool saveSvg(QWidget* widget, const QString& path, const QString& title = {},
                        QString* error = nullptr);
    // One process per workgroup, one thread per wave, one microsecond per global step.
    static bool saveChromeTrace(const debug::Timeline& timeline, std::uint64_t endStep,
                                const QString& path, QString* error = nullptr);
    static QString chromeTrace(const debug::Timeline& timeline, std::uint64_t endStep);
};

} // namespace wave::widgets
