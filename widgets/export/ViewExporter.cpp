#include "export/ViewExporter.h"

#include "debug/analysis/ChromeTraceWriter.h"
#include "documents/FileIo.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
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

// Every export is made in memory and then written in one checked, atomic write: a full disk
// or a read-only folder is reported, and a file already at `path` stays as it was.
bool write(const QString& path, const QByteArray& bytes, QString* error) {
    QString why;
    return FileIo::writeAtomically(path, bytes, why) || fail(error, why);
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
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return fail(error, tr("Cannot write %1: the image could not be encoded").arg(path));
    return write(path, png, error);
}

bool ViewExporter::saveSvg(QWidget* widget, const QString& path, const QString& title,
                           QString* error) {
    if (!widget)
        return fail(error, tr("Nothing to export"));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
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
            return fail(error, tr("Cannot write %1: the image could not be encoded").arg(path));
        widget->render(&p, QPoint(), QRegion(),
                       QWidget::DrawWindowBackground | QWidget::DrawChildren);
        p.end();
    }
    return write(path, bytes, error);
}

QString ViewExporter::chromeTrace(const debug::Timeline& timeline, std::uint64_t endStep) {
    std::ostringstream out;
    debug::ChromeTraceWriter::write(timeline, out, endStep);
    return QString::fromStdString(out.str());
}

bool ViewExporter::saveChromeTrace(const debug::Timeline& timeline, std::uint64_t endStep,
                                   const QString& path, QString* error) {
    std::ostringstream out;
    debug::ChromeTraceWriter::write(timeline, out, endStep);
    const std::string text = out.str();
    return write(path, QByteArray::fromRawData(text.data(), qsizetype(text.size())), error);
}

} // namespace wave::widgets
