#include "launch/WatchView.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QShortcut>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

WatchView::WatchView(QWidget* parent)
    : QWidget(parent), model_(new WatchModel(this)), table_(new QTableView(this)),
      add_(new QToolButton(this)), remove_(new QToolButton(this)) {
    table_->setModel(model_);
    table_->setObjectName(QStringLiteral("watchTable"));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(WatchModel::ExpressionColumn,
                                                     QHeaderView::Interactive);
    table_->horizontalHeader()->setSectionResizeMode(WatchModel::ValueColumn,
                                                     QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setColumnWidth(WatchModel::ExpressionColumn, 160);
    table_->setWordWrap(false);
    // Delete and Backspace remove the selection; they reach the table only when no cell
    // editor is open (an editor has the focus then).
    for (const QKeySequence& key : {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)})
        new QShortcut(
            key, table_, this, [this] { removeSelected(); }, Qt::WidgetShortcut);

    add_->setText(tr("Add"));
    add_->setToolTip(tr("Add a watch expression (e.g. r3, r4.f32 * 2, any(p1), lane == 5)"));
    remove_->setText(tr("Remove"));
    remove_->setToolTip(tr("Remove the selected watch expressions (Delete)"));
    connect(add_, &QToolButton::clicked, this, &WatchView::addExpression);
    connect(remove_, &QToolButton::clicked, this, &WatchView::removeSelected);

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(buttons);
    layout->addWidget(table_, 1);
}

void WatchView::addExpression() {
    const QModelIndex at = model_->index(model_->placeholderRow(), WatchModel::ExpressionColumn);
    table_->setCurrentIndex(at);
    table_->edit(at);
}

void WatchView::removeSelected() {
    QList<int> rows;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        if (i.row() < model_->expressionCount())
            rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : rows)
        model_->removeExpression(row);
}

} // namespace wave::widgets
