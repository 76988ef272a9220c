#include "export/ViewExporter.h"

#include "debug/analysis/ChromeTraceWriter.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <sstream>

namespace wave::widgets {

namespace {

bool fail(QString* error, const QString& message) {
    if (error)
        *error = message;
    return false;
}

} // namespace

bool ViewExporter::savePng(QWidget* widget, const QString& path, double scale, QString* error) {
    if (!widget)
        return fail(error, tr("Nothing to export"));
    scale = scale < 1 ? 1 : (scale > 4 ? 4 : scale);
    QImage image(widget->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        widget->render(&p, QPoint(), QRegion(),
                       QWidget::DrawWindowBackground | QWidget::DrawChildren);
    }
    if (!image.save(path, "PNG"))
        return fail(error, tr("Cannot write %1").arg(path));
    return true;
}

bool ViewExporter::saveSvg(QWidget* widget, const QString& path, const QString& title,
                           QString* error) {
    if (!widget)
        return fail(error, tr("Nothing to export"));
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(widget->size());
    svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
    // Width and height are written in millimetres: at 96 dpi they match CSS pixels, so
    // browsers and Inkscape show the view at its on-screen size.
    svg.setResolution(96);
    svg.setTitle(title.isEmpty() ? widget->windowTitle() : title);
    svg.setDescription(tr("Exported from WAVE Studio"));
    {
        QPainter p;
        if (!p.begin(&svg))
            return fail(error, tr("Cannot write %1").arg(path));
        widget->render(&p, QPoint(), QRegion(),
                       QWidget::DrawWindowBackground | QWidget::DrawChildren);
        p.end();
    }
    QFile check(path);
    if (!check.exists() || check.size() == 0)
        return fail(error, tr("Cannot write %1").arg(path));
    return true;
}

QString ViewExporter::chromeTrace(const debug::Timeline& timeline, std::uint64_t endStep) {
    std::ostringstream out;
    debug::ChromeTraceWriter::write(timeline, out, endStep);
    return QString::fromStdString(out.str());
}

bool ViewExporter::saveChromeTrace(const debug::Timeline& timeline, std::uint64_t endStep,
                                   const QString& path, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));
    std::ostringstream out;
    debug::ChromeTraceWriter::write(timeline, out, endStep);
    const std::string text = out.str();
    file.write(text.data(), qint64(text.size()));
    if (!file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

} // namespace wave::widgets
