#include "problems/ProblemsView.h"

#include "problems/ProblemsModel.h"

#include <QHeaderView>
#include <QPainter>

namespace wave::widgets {

ProblemsView::ProblemsView(ProblemsModel* model, QWidget* parent)
    : QTreeView(parent), model_(model), emptyText_(tr("No problems")) {
    setModel(model_);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionBehavior(SelectRows);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(ProblemsModel::CodeColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(ProblemsModel::LocationColumn, QHeaderView::ResizeToContents);
    connect(this, &QTreeView::clicked, this, &ProblemsView::activate);
    connect(this, &QTreeView::activated, this, &ProblemsView::activate);
}

void ProblemsView::setEmptyText(const QString& text) {
    emptyText_ = text;
    viewport()->update();
}

void ProblemsView::activate(const QModelIndex& index) {
    if (const assembler::Diagnostic* d = model_->diagnosticAt(index.row()))
        emit problemActivated(static_cast<int>(d->line), static_cast<int>(d->column));
}

void ProblemsView::paintEvent(QPaintEvent* event) {
    QTreeView::paintEvent(event);
    if (model_->rowCount() > 0 || emptyText_.isEmpty())
        return;
    QPainter p(viewport());
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(viewport()->rect().adjusted(8, 8, -8, -8), Qt::AlignHCenter | Qt::AlignTop,
               emptyText_);
}

} // namespace wave::widgets
