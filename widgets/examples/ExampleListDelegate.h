#pragma once
// Paints an entry of the example gallery's list as a small card: the title in bold (wrapped), the
// example's one-line summary wrapped below it in a quieter colour (or, for an example that
// cannot be opened, its error in red), and an "edited" tag when the user's copy differs from
// the shipped kernel. Rows grow with the wrapped summary. GUI thread only.

#include <QStyledItemDelegate>

class QAbstractItemView;

namespace wave::widgets {

class ExampleListDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole, // QString: the example's name
        SummaryRole,             // QString
        ErrorRole,               // QString: empty when the example can be opened
        EditedRole,              // bool: the user's copy differs from the shipped files
    };

    // Wraps its entries to `view`'s width: when that width changes (the dialog resized, the
    // vertical scroll bar shown or hidden) it asks the view to lay the entries out again, as
    // the list (top to bottom, not wrapping) would otherwise keep the heights of the old width
    // under the new one and draw a longer summary into the next entry.
    explicit ExampleListDelegate(QAbstractItemView* view);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Where paint() draws the entry's title, tag and summary in `option.rect`, its padding
    // below included (for tests: it must lie within the rect the view gives the entry).
    QRect paintedRect(const QStyleOptionViewItem& option, const QModelIndex& index) const;

private:
    struct Layout {
        QRect title;
        QRect tag;
        QRect body;
    };
    Layout layout(const QStyleOptionViewItem& option, const QModelIndex& index, int width) const;
    bool eventFilter(QObject* watched, QEvent* event) override;

    QAbstractItemView* view_;
    int width_ = -1; // the viewport's width the view laid its entries out at
};

} // namespace wave::widgets
