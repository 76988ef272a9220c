#pragma once
// The pieces the Launch dock's editable tables share (initial registers, memory fills): a
// table of rows, Add/Remove buttons above it, and which rows Remove takes (the selection, or
// else the row whose cell editor has the keyboard focus).

#include <QList>
#include <QStringList>

class QLabel;
class QTableWidget;
class QToolButton;
class QWidget;

namespace wave::widgets {

class LaunchTableKit {
public:
    static QTableWidget* table(QWidget* parent, const QString& objectName,
                               const QStringList& headers);
    static QToolButton* button(QWidget* parent, const QString& text, const QString& tip);
    static QList<int> selectedRowsDescending(const QTableWidget* table);
    // Lays out `owner`: the buttons, the table, then `note` when given.
    static void layOut(QWidget* owner, QTableWidget* table, QToolButton* add, QToolButton* remove,
                       QLabel* note);
};

} // namespace wave::widgets
