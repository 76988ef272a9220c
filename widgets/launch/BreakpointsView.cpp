#include "launch/BreakpointsView.h"

#include "launch/WatchRangeDialog.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QShortcut>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

BreakpointsView::BreakpointsView(SessionController* controller, QWidget* parent)
    : QWidget(parent), model_(new BreakpointsModel(controller, this)),
      table_(new QTableView(this)) {
    table_->setModel(model_);
    table_->setObjectName(QStringLiteral("breakpointsTable"));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    table_->verticalHeader()->hide();
    // Compact rows, as in the other tables of the IDE, however tall the style's default.
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->setWordWrap(false);
    table_->setShowGrid(false);
    table_->setAlternatingRowColors(true);
    QHeaderView* header = table_->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(BreakpointsModel::EnabledColumn, QHeaderView::Fixed);
    // The description comes last and fits its text (fitDescriptions), so that the condition
    // and the hits stay in view in a narrow dock.
    header->setSectionResizeMode(BreakpointsModel::WhatColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(BreakpointsModel::ConditionColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(BreakpointsModel::HitsColumn, QHeaderView::ResizeToContents);
    for (int c : {int(BreakpointsModel::IdColumn), int(BreakpointsModel::KindColumn),
                  int(BreakpointsModel::FileColumn), int(BreakpointsModel::LineColumn)})
        header->setSectionResizeMode(c, QHeaderView::Interactive);
    table_->setColumnWidth(BreakpointsModel::EnabledColumn, 28);
    const int digit = table_->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    table_->setColumnWidth(BreakpointsModel::IdColumn, digit * 4 + 16);
    table_->setColumnWidth(BreakpointsModel::KindColumn, digit * 15);
    table_->setColumnWidth(BreakpointsModel::FileColumn, digit * 14);
    table_->setColumnWidth(BreakpointsModel::LineColumn, digit * 5 + 16);
    table_->setColumnWidth(BreakpointsModel::ConditionColumn, digit * 22);

    // A condition typed in the table that does not parse: refused, said here with its column,
    // and the editor opens again on what was typed with the caret at the error.
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("conditionError"));
    error_->setTextFormat(Qt::PlainText);
    error_->setWordWrap(true);
    QPalette p = error_->palette();
    p.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    error_->setPalette(p);
    error_->hide();
    connect(
        model_, &BreakpointsModel::conditionRejected, this,
        [this](int row, const QString& text, const QString& error) {
            error_->setText(tr("Condition not accepted: %1").arg(error));
            error_->show();
            const int id = model_->idAt(row);
            QTimer::singleShot(0, this, [this, id, text, error] {
                const int r = model_->rowOf(id);
                if (r < 0)
                    return;
                const QModelIndex index = model_->index(r, BreakpointsModel::ConditionColumn);
                table_->setCurrentIndex(index);
                table_->edit(index);
                // The newest editor: the refused one may still await its deletion.
                const auto editors = table_->viewport()->findChildren<QLineEdit*>();
                if (QLineEdit* edit = editors.isEmpty() ? nullptr : editors.last()) {
                    edit->setText(text);
                    const int column =
                        error.section(QLatin1Char(':'), 0, 0).section(QLatin1Char(' '), 1).toInt();
                    if (column > 0)
                        edit->setCursorPosition(column - 1);
                }
            });
        });
    connect(model_, &BreakpointsModel::conditionAccepted, error_, &QWidget::hide);
    // Delete and Backspace remove the selection; they reach the table only when no cell
    // editor is open (an editor has the focus then).
    for (const QKeySequence& key : {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)})
        new QShortcut(
            key, table_, this, [this] { removeSelected(); }, Qt::WidgetShortcut);

    auto* menu = new QMenu(this);
    auto addEntry = [&](const char* name, const QString& text, const QString& tip, auto&& slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setToolTip(tip);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
    };
    addEntry("addBarrierArrival", tr("Barrier Arrival"),
             tr("Stop when any wave arrives at any barrier"),
             [this] { addKind(debug::BreakpointKind::BarrierArrival); });
    addEntry("addBarrierRelease", tr("Barrier Release"),
             tr("Stop when the waves waiting at any barrier are released"),
             [this] { addKind(debug::BreakpointKind::BarrierRelease); });
    menu->addSeparator();
    addEntry("addDivergence", tr("Divergence"),
             tr("Stop when a branch splits a wave's active lanes"),
             [this] { addKind(debug::BreakpointKind::Divergence); });
    addEntry("addReconvergence", tr("Reconvergence"),
             tr("Stop when an endif or endloop gives lanes back to a wave"),
             [this] { addKind(debug::BreakpointKind::Reconvergence); });
    menu->addSeparator();
    addEntry("addWatch", tr("Watch Memory Range…"),
             tr("Stop when a lane reads or writes a range of local or device memory"),
             [this] { addWatch(); });

    add_ = button(QStringLiteral("addBreakpoint"), tr("Add"),
                  tr("Add a breakpoint the editor's gutter cannot set"));
    add_->setMenu(menu);
    add_->setPopupMode(QToolButton::InstantPopup);
    // The style's indicator overlaps the text of a flat button: an arrow in the text instead.
    add_->setText(tr("Add") + QStringLiteral(" \u25BE"));
    add_->setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; width: 0; }"));
    remove_ = button(QStringLiteral("removeBreakpoint"), tr("Remove"),
                     tr("Remove the selected breakpoints (Delete)"));
    removeAll_ = button(QStringLiteral("removeAllBreakpoints"), tr("Remove All"),
                        tr("Remove every breakpoint of this document"));
    enableAll_ = button(QStringLiteral("enableAllBreakpoints"), tr("Enable All"),
                        tr("Enable every breakpoint"));
    disableAll_ = button(QStringLiteral("disableAllBreakpoints"), tr("Disable All"),
                         tr("Disable every breakpoint (they stay in the list)"));
    connect(remove_, &QToolButton::clicked, this, &BreakpointsView::removeSelected);
    connect(removeAll_, &QToolButton::clicked, this, &BreakpointsView::removeAll);
    connect(enableAll_, &QToolButton::clicked, this, [this] { setAllEnabled(true); });
    connect(disableAll_, &QToolButton::clicked, this, [this] { setAllEnabled(false); });

    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        // The condition column edits on a double-click instead.
        if (index.column() == BreakpointsModel::ConditionColumn)
            return;
        if (const int line = index.data(BreakpointsModel::LineRole).toInt(); line > 0)
            emit lineActivated(line);
    });
    connect(model_, &QAbstractItemModel::modelReset, this, &BreakpointsView::updateButtons);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &BreakpointsView::updateButtons);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &BreakpointsView::updateButtons);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BreakpointsView::updateButtons);

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(2);
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addWidget(removeAll_);
    buttons->addSpacing(8);
    buttons->addWidget(enableAll_);
    buttons->addWidget(disableAll_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(buttons);
    layout->addWidget(table_, 1);
    layout->addWidget(error_);
    updateButtons();
}

QToolButton* BreakpointsView::button(const QString& objectName, const QString& text,
                                     const QString& tip) {
    auto* b = new QToolButton(this);
    b->setObjectName(objectName);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}

QAction* BreakpointsView::addAction(const QString& objectName) const {
    return add_->menu()->findChild<QAction*>(objectName);
}

void BreakpointsView::addKind(debug::BreakpointKind kind) {
    SessionController* controller = model_->controller();
    if (!controller)
        return;
    debug::BreakpointSpec spec;
    spec.kind = kind; // barrier kinds: no line, pc or wave = any
    const int row = model_->rowOf(controller->addBreakpoint(spec));
    if (row >= 0)
        table_->selectRow(row);
}

void BreakpointsView::addWatch() {
    SessionController* controller = model_->controller();
    if (!controller)
        return;
    WatchRangeDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (const std::optional<debug::BreakpointSpec> spec = dialog.spec(error)) {
        const int row = model_->rowOf(controller->addBreakpoint(*spec));
        if (row >= 0)
            table_->selectRow(row);
    }
}

void BreakpointsView::removeSelected() {
    QList<int> rows;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : rows)
        model_->removeRows(row, 1);
}

void BreakpointsView::removeAll() {
    if (model_->rowCount() > 0)
        model_->removeRows(0, model_->rowCount());
}

void BreakpointsView::setAllEnabled(bool enabled) {
    const Qt::CheckState state = enabled ? Qt::Checked : Qt::Unchecked;
    for (int row = 0; row < model_->rowCount(); ++row)
        model_->setData(model_->index(row, BreakpointsModel::EnabledColumn), state,
                        Qt::CheckStateRole);
}

// Wide enough for the longest description among the first rows (a list of 100k is not
// measured whole: the rest scrolls).
void BreakpointsView::fitDescriptions() {
    const QFontMetrics fm = table_->fontMetrics();
    int width = fm.horizontalAdvance(
        model_->headerData(BreakpointsModel::WhatColumn, Qt::Horizontal).toString());
    const int rows = std::min(model_->rowCount(), 1000);
    for (int row = 0; row < rows; ++row)
        width = std::max(width,
                         fm.horizontalAdvance(
                             model_->index(row, BreakpointsModel::WhatColumn).data().toString()));
    table_->setColumnWidth(BreakpointsModel::WhatColumn, width + 24);
}

void BreakpointsView::updateButtons() {
    fitDescriptions();
    const bool any = model_->rowCount() > 0;
    remove_->setEnabled(table_->selectionModel()->hasSelection());
    removeAll_->setEnabled(any);
    enableAll_->setEnabled(any);
    disableAll_->setEnabled(any);
}

} // namespace wave::widgets
