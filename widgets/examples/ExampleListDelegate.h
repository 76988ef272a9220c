#pragma once
// Paints an entry of the example gallery's list as a small card: the title in bold (wrapped), the
// example's one-line summary wrapped below it in a quieter colour (or, for an example that
// cannot be opened, its error in red), and an "edited" tag when the user's copy differs from
// the shipped kernel. Rows grow with the wrapped summary. GUI thread only.

#include <QStyledItemDelegate>

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

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    struct Layout {
        QRect title;
        QRect tag;
        QRect body;
    };
    Layout layout(const QStyleOptionViewItem& option, const QModelIndex& index, int width) const;
};

} // namespace wave::widgets
