#include "editor/DebugMarkerIcons.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace wave::widgets {

namespace {

QImage blank(int width, int height) {
    QImage img(width, height, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    return img;
}

} // namespace

QImage DebugMarkerIcons::breakpoint(const QColor& color, bool enabled, bool hasCondition,
                                    int size) {
    QImage img = blank(size, size);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    const qreal pen = qMax<qreal>(1.5, s * 0.14);
    const QRectF circle(s * 0.1 + pen / 2, s * 0.1 + pen / 2, s * 0.8 - pen, s * 0.8 - pen);
    if (enabled) {
        p.setPen(QPen(color.darker(130), 1.0));
        p.setBrush(color);
    } else {
        p.setPen(QPen(color, pen));
        p.setBrush(Qt::NoBrush);
    }
    p.drawEllipse(circle);
    if (hasCondition) {
        const QColor bar = enabled ? QColor(Qt::white) : color;
        p.setPen(QPen(bar, qMax<qreal>(1.2, s * 0.12), Qt::SolidLine, Qt::RoundCap));
        const qreal y1 = s * 0.42, y2 = s * 0.58, x1 = s * 0.33, x2 = s * 0.67;
        p.drawLine(QPointF(x1, y1), QPointF(x2, y1)); // "=": a condition
        p.drawLine(QPointF(x1, y2), QPointF(x2, y2));
    }
    return img;
}

QIcon DebugMarkerIcons::breakpointIcon(const QColor& color, bool enabled, bool hasCondition) {
    QIcon icon;
    for (int size : {16, 24, 32})
        icon.addPixmap(QPixmap::fromImage(breakpoint(color, enabled, hasCondition, size)));
    return icon;
}

QImage DebugMarkerIcons::executionArrow(const QColor& color, int size) {
    QImage img = blank(size, size);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    QPainterPath arrow;
    arrow.moveTo(s * 0.08, s * 0.34);
    arrow.lineTo(s * 0.50, s * 0.34);
    arrow.lineTo(s * 0.50, s * 0.10);
    arrow.lineTo(s * 0.94, s * 0.50);
    arrow.lineTo(s * 0.50, s * 0.90);
    arrow.lineTo(s * 0.50, s * 0.66);
    arrow.lineTo(s * 0.08, s * 0.66);
    arrow.closeSubpath();
    p.setPen(QPen(QColor(0x40, 0x30, 0x00), qMax<qreal>(1.0, s * 0.07), Qt::SolidLine,
                  Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(color);
    p.drawPath(arrow);
    return img;
}

QImage DebugMarkerIcons::waveLabel(const QString& text, const QColor& fill, const QColor& textColor,
                                   int width, int height) {
    QImage img = blank(width, height);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF pill(0.5, 0.5, width - 1.0, height - 1.0);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(pill, height / 2.5, height / 2.5);
    QFont font;
    font.setPixelSize(qMax(7, height - 4));
    font.setBold(true);
    QString shown = text;
    if (QFontMetricsF(font).horizontalAdvance(shown) > width - 2.0)
        shown = QStringLiteral("+");
    p.setFont(font);
    p.setPen(textColor);
    p.drawText(pill, Qt::AlignCenter, shown);
    return img;
}

} // namespace wave::widgets
