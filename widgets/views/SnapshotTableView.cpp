#include "views/SnapshotTableView.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <numeric>

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
    if (elastic_ >= 0)
        fitColumnsToView();
}

void SnapshotTableView::setElasticColumn(int column) {
    elastic_ = column;
    fitColumnsToView();
}

std::vector<int> SnapshotTableView::wantedWidths() const {
    const QHeaderView* header = horizontalHeader();
    std::vector<int> wanted(std::size_t(header->count()), 0);
    for (int c = 0; c < header->count(); ++c)
        if (!header->isSectionHidden(c))
            wanted[std::size_t(c)] = std::max(sizeHintForColumn(c), header->sectionSizeHint(c));
    return wanted;
}

int SnapshotTableView::elasticLeast() const {
    const QHeaderView* header = horizontalHeader();
    return std::min(header->sectionSizeHint(elastic_), sizeHintForColumn(elastic_));
}

void SnapshotTableView::fitColumnsToView() {
    if (!model())
        return;
    std::vector<int> wanted = wantedWidths();
    const int total = std::accumulate(wanted.begin(), wanted.end(), 0);
    const int over = total - viewport()->width();
    if (over > 0 && elastic_ >= 0 && elastic_ < int(wanted.size())) {
        int& elastic = wanted[std::size_t(elastic_)];
        elastic = std::max(elasticLeast(), elastic - over);
    }
    for (int c = 0; c < int(wanted.size()); ++c)
        if (wanted[std::size_t(c)] > 0)
            horizontalHeader()->resizeSection(c, wanted[std::size_t(c)]);
}

int SnapshotTableView::widthFor(std::vector<int> columns) const {
    return std::accumulate(columns.begin(), columns.end(), 0) + 2 * frameWidth() +
           verticalScrollBar()->sizeHint().width();
}

int SnapshotTableView::wholeWidthForColumns() const {
    return model() ? widthFor(wantedWidths()) : 0;
}

int SnapshotTableView::leastWidthForColumns() const {
    if (!model())
        return 0;
    std::vector<int> wanted = wantedWidths();
    if (elastic_ >= 0 && elastic_ < int(wanted.size()))
        wanted[std::size_t(elastic_)] = std::min(wanted[std::size_t(elastic_)], elasticLeast());
    return widthFor(std::move(wanted));
}

bool SnapshotTableView::viewportEvent(QEvent* event) {
    // The viewport, not the view: a vertical scroll bar coming takes width from it alone.
    if (event->type() == QEvent::Resize && elastic_ >= 0)
        fitColumnsToView();
    return QTableView::viewportEvent(event);
}

void SnapshotTableView::setEmptyText(const QString& text) {
    emptyText_ = text;
    viewport()->update();
}

void SnapshotTableView::paintEvent(QPaintEvent* event) {
    QTableView::paintEvent(event);
    if (emptyText_.isEmpty() || !model() || (model()->rowCount() > 0 && model()->columnCount() > 0))
        return;
    QPainter p(viewport());
    p.setPen(style_.palette.mutedText);
    p.setFont(style_.font(12));
    p.drawText(viewport()->rect().adjusted(style_.px(8), 0, -style_.px(8), 0),
               Qt::AlignCenter | Qt::TextWordWrap, emptyText_);
}

} // namespace wave::widgets
