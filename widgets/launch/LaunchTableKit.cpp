#include "launch/LaunchTableKit.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

QTableWidget* LaunchTableKit::table(QWidget* parent, const QString& name,
                                    const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setMinimumHeight(90);
    t->setMaximumHeight(180);
    t->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return t;
}

QToolButton* LaunchTableKit::button(QWidget* parent, const QString& text, const QString& tip) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    return b;
}

// The selected rows, or else the row whose cell (or cell widget) has the focus.
QList<int> LaunchTableKit::selectedRowsDescending(const QTableWidget* t) {
    QList<int> rows;
    for (const QModelIndex& i : t->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty()) {
        const QWidget* focus = QApplication::focusWidget();
        for (int r = 0; r < t->rowCount() && rows.isEmpty(); ++r)
            for (int c = 0; c < t->columnCount(); ++c) {
                const QWidget* cell = t->cellWidget(r, c);
                if (cell && focus && (cell == focus || cell->isAncestorOf(focus))) {
                    rows << r;
                    break;
                }
            }
        if (rows.isEmpty() && t->currentRow() >= 0)
            rows << t->currentRow();
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    return rows;
}

void LaunchTableKit::layOut(QWidget* owner, QTableWidget* table, QToolButton* add,
                            QToolButton* remove, QLabel* note) {
    auto* v = new QVBoxLayout(owner);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    v->addLayout(buttons);
    v->addWidget(table);
    if (note)
        v->addWidget(note);
}

} // namespace wave::widgets
