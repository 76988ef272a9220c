#include "editor/DiagnosticIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace wave::widgets {

QImage DiagnosticIcons::image(assembler::Severity severity, const QColor& color, int size) {
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    const qreal m = s * 0.08; // margin
    QPen mark(Qt::white, qMax<qreal>(1.2, s * 0.13), Qt::SolidLine, Qt::RoundCap);
    if (severity == assembler::Severity::Error) {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(QRectF(m, m, s - 2 * m, s - 2 * m));
        p.setPen(mark);
        const qreal a = s * 0.34, b = s * 0.66;
        p.drawLine(QPointF(a, a), QPointF(b, b));
        p.drawLine(QPointF(a, b), QPointF(b, a));
    } else {
        QPainterPath triangle;
        triangle.moveTo(s / 2, m);
        triangle.lineTo(s - m, s - m * 1.5);
        triangle.lineTo(m, s - m * 1.5);
        triangle.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPath(triangle);
        p.setPen(mark);
        p.drawLine(QPointF(s / 2, s * 0.38), QPointF(s / 2, s * 0.62));
        p.drawPoint(QPointF(s / 2, s * 0.76));
    }
    return img;
}

QIcon DiagnosticIcons::icon(assembler::Severity severity, const QColor& color) {
    QIcon icon;
    for (int size : {16, 24, 32})
        icon.addPixmap(QPixmap::fromImage(image(severity, color, size)));
    return icon;
}

} // namespace wave::widgets
