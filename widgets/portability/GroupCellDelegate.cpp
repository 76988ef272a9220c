#include "portability/GroupCellDelegate.h"

#include <QPainter>

namespace wave::widgets {

void GroupCellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    QStyleOptionViewItem plain = option;
    const bool selected = option.state & QStyle::State_Selected;
    plain.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
    QStyledItemDelegate::paint(painter, plain, index);
    if (dimmed_) {
        QColor veil = option.palette.color(QPalette::Base);
        veil.setAlphaF(0.6);
        painter->fillRect(option.rect, veil);
    }
    if (!selected)
        return;
    painter->save();
    const QColor text = index.data(Qt::ForegroundRole).value<QColor>();
    QPen pen(text.isValid() ? text : option.palette.color(QPalette::Text));
    pen.setWidth(2);
    painter->setPen(pen);
    painter->drawRect(option.rect.adjusted(1, 1, -2, -2));
    painter->restore();
}

} // namespace wave::widgets
