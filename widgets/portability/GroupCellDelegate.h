#pragma once
// Paints a cell of the portability grid in its group's colour whether or not it is selected
// (the selection colour would hide the group): the selected cell, the run compared below, gets
// a thick dark frame instead. Dimmed, the cells fade towards the view's background: the results
// of a stale matrix. GUI thread only.

#include <QStyledItemDelegate>

namespace wave::widgets {

class GroupCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setDimmed(bool dimmed) { dimmed_ = dimmed; }
    bool dimmed() const { return dimmed_; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

private:
    bool dimmed_ = false;
};

} // namespace wave::widgets
