#include "encoding/FieldRowsView.h"

#include "encoding/FieldColors.h"

#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace wave::widgets {

namespace {

constexpr double kPad = 6;
constexpr double kBitWidth = 9; // a field's box grows by this per bit (at scale 1)

} // namespace

FieldRowsView::FieldRowsView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    style_.palette = ViewPalette::forQtPalette(palette());
}

void FieldRowsView::setRows(const QList<LabRow>& rows) {
    rows_ = rows;
    selected_ = indexOf(selectedTitle_);
    updateGeometry();
    update();
}

int FieldRowsView::indexOf(const QString& title) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].layout == title)
            return i;
    return -1;
}

bool FieldRowsView::selectRow(const QString& title) {
    selectedTitle_ = title;
    selected_ = indexOf(title);
    update();
    return selected_ >= 0;
}

void FieldRowsView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    update();
}

void FieldRowsView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateGeometry();
    update();
}

int FieldRowsView::rowHeight() const {
    return style_.px(52);
}

int FieldRowsView::titleWidth() const {
    const QFontMetrics bold(style_.font(12, true));
    int w = style_.px(150);
    for (const LabRow& r : rows_)
        w = std::max(w, bold.horizontalAdvance(r.layout) + style_.px(2 * kPad));
    return w;
}

int FieldRowsView::fieldWidth(const LabField& f) const {
    const QFontMetrics fm(style_.mono(11));
    const int bits = f.msb - f.lsb + 1;
    const int text =
        std::max({fm.horizontalAdvance(f.name), fm.horizontalAdvance(QString::number(f.value)),
                  fm.horizontalAdvance(QStringLiteral("%1:%2").arg(f.msb).arg(f.lsb))});
    return std::max(text + style_.px(8), style_.px(kBitWidth * bits));
}

QSize FieldRowsView::sizeHint() const {
    int width = style_.px(600);
    for (const LabRow& r : rows_) {
        int w = titleWidth() + style_.px(120);
        for (const LabField& f : r.fields)
            w += fieldWidth(f) + style_.px(2);
        width = std::max(width, w);
    }
    return {width,
            std::max<int>(1, static_cast<int>(rows_.size())) * rowHeight() + style_.px(kPad)};
}

QRect FieldRowsView::rowRect(int index) const {
    return {0, style_.px(kPad / 2) + index * rowHeight(), width(), rowHeight()};
}

void FieldRowsView::mousePressEvent(QMouseEvent* event) {
    for (int i = 0; i < rows_.size(); ++i) {
        if (rowRect(i).contains(event->position().toPoint())) {
            selected_ = i;
            selectedTitle_ = rows_[i].layout;
            update();
            emit rowSelected(i);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void FieldRowsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    const int title = titleWidth();
    const int pad = style_.px(kPad);
    for (int i = 0; i < rows_.size(); ++i) {
        const LabRow& row = rows_[i];
        const QRect r = rowRect(i);
        if (i == selected_)
            p.fillRect(r, ViewPalette::mix(pal.background, pal.accent, 0.18));
        p.setPen(pal.grid);
        p.drawLine(r.bottomLeft(), r.bottomRight());
        // Title and format.
        p.setPen(pal.text);
        p.setFont(style_.font(12, true));
        const int half = r.height() / 2;
        p.drawText(QRect(r.left() + pad, r.top(), title - pad, half),
                   Qt::AlignLeft | Qt::AlignBottom, row.layout);
        p.setPen(pal.mutedText);
        p.setFont(style_.font(11));
        p.drawText(QRect(r.left() + pad, r.top() + half, title - pad, half),
                   Qt::AlignLeft | Qt::AlignTop, row.detail);
        int x = r.left() + title;
        if (!row.ok) {
            p.setPen(pal.fault);
            p.setFont(style_.font(12, true));
            p.drawText(QRect(x, r.top(), width() - x - pad, r.height()),
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                       tr("Cannot encode: %1").arg(row.reason));
            continue;
        }
        // Words and the opcode's name, then the fields.
        p.setPen(pal.text);
        p.setFont(style_.mono(12, true));
        const QString head =
            row.opcodeName.isEmpty() ? row.words : row.words + QLatin1Char('\n') + row.opcodeName;
        const int headWidth = style_.px(120);
        p.drawText(QRect(x, r.top(), headWidth, r.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   head);
        x += headWidth;
        const QRect box(0, r.top() + style_.px(5), 0, r.height() - style_.px(10));
        for (const LabField& f : row.fields) {
            const int w = fieldWidth(f);
            const QRect cell(x, box.top(), w, box.height());
            p.fillRect(cell, FieldColors::fill(f.role, pal));
            p.setPen(QPen(pal.grid, style_.line()));
            p.drawRect(cell);
            p.setPen(FieldColors::text(f.role, pal));
            p.setFont(style_.mono(11));
            const int third = cell.height() / 3;
            p.drawText(QRect(cell.left(), cell.top(), w, third), Qt::AlignCenter,
                       QStringLiteral("%1:%2").arg(f.msb).arg(f.lsb));
            p.drawText(QRect(cell.left(), cell.top() + third, w, third), Qt::AlignCenter, f.name);
            p.setFont(style_.mono(11, true));
            p.drawText(QRect(cell.left(), cell.top() + 2 * third, w, third), Qt::AlignCenter,
                       QString::number(f.value));
            x += w + style_.px(2);
        }
    }
    if (rows_.isEmpty()) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(rect(), Qt::AlignCenter, tr("Nothing to show"));
    }
}

} // namespace wave::widgets
