#pragma once
// Paints a cell of the portability grid in its group's colour whether or not it is selected
// (the selection colour would hide the group): the selected cell, the run compared below, gets
// a thick dark frame instead. GUI thread only.

#include <QStyledItemDelegate>

namespace wave::widgets {

class GroupCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace wave::widgets
