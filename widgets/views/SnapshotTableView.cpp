#include "views/SnapshotTableView.h"

#include <QHeaderView>

namespace wave::widgets {

SnapshotTableView::SnapshotTableView(QWidget* parent) : QTableView(parent) {
    delegate_ = new SnapshotCellDelegate(this);
    setItemDelegate(delegate_);
    setShowGrid(false); // the delegate draws hairlines
    setWordWrap(false);
    setCornerButtonEnabled(false);
    horizontalHeader()->setHighlightSections(false);
    verticalHeader()->setHighlightSections(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    applyStyle();
}

void SnapshotTableView::configureAsList() {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    delegate_->setMonospace(false);
}

void SnapshotTableView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    applyStyle();
}

void SnapshotTableView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    applyStyle();
}

void SnapshotTableView::applyStyle() {
    delegate_->setViewStyle(style_);
    const ViewPalette& pal = style_.palette;
    const QPalette qp = pal.qtPalette(palette());
    setPalette(qp);
    horizontalHeader()->setPalette(qp);
    verticalHeader()->setPalette(qp);
    setFont(style_.font(12));
    horizontalHeader()->setFont(style_.font(11, true));
    verticalHeader()->setFont(style_.mono(11, true));
    verticalHeader()->setDefaultSectionSize(delegate_->rowHeight());
    verticalHeader()->setMinimumSectionSize(delegate_->rowHeight());
    viewport()->update();
}

} // namespace wave::widgets
