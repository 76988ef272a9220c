#include "views/DivergenceStackView.h"

#include "models/ModelRoles.h"

#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace wave::widgets {

DivergenceStackView::DivergenceStackView(QWidget* parent) : SnapshotTableView(parent) {
    model_ = new DivergenceStackModel(this);
    setModel(model_);
    configureAsList();
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const auto line = index.data(LineRole).toUInt())
            emit lineActivated(line);
    });
    connect(model_, &QAbstractItemModel::modelReset, this, &DivergenceStackView::applyStyle);
    applyStyle();
}

void DivergenceStackView::setSnapshot(DivergenceStackModel::Snapshot snapshot) {
    if (snapshot && snapshot->full)
        width_ = snapshot->waveWidth;
    model_->setSnapshot(std::move(snapshot));
}

void DivergenceStackView::setFocusWave(std::uint32_t wave) {
    model_->setFocusWave(wave);
}

void DivergenceStackView::applyStyle() {
    SnapshotTableView::applyStyle();
    fitColumns();
}

bool DivergenceStackView::viewportEvent(QEvent* event) {
    // The viewport, not the view: a vertical scroll bar coming takes width from it alone.
    if (event->type() == QEvent::Resize)
        fitColumns();
    return SnapshotTableView::viewportEvent(event);
}

// Every column in view without scrolling: the text columns as wide as their titles, the five
// lane strips share the rest, from 3 pixels a lane down to 2 (a German "Zusammenführung" or a
// narrow dock still shows the Continue column and the line where the lanes rejoin).
void DivergenceStackView::fitColumns() {
    if (!model_)
        return;
    const QFontMetrics fm(horizontalHeader()->font());
    auto title = [&](int c) {
        return fm.horizontalAdvance(model_->headerData(c, Qt::Horizontal).toString()) +
               style_.px(16);
    };
    auto isMask = [](int c) {
        return c >= DivergenceStackModel::EntryColumn && c <= DivergenceStackModel::ContinueColumn;
    };
    // The depth is a number of one or two digits; kinds and lines need a little more.
    auto text = [&](int c) {
        return std::max(title(c), style_.px(c == DivergenceStackModel::DepthColumn ? 32 : 44));
    };
    int fixed = 0;
    int masks = 0;
    int leastMask = 0;
    for (int c = 0; c < DivergenceStackModel::ColumnCount; ++c) {
        if (isMask(c)) {
            ++masks;
            leastMask = std::max(leastMask, title(c));
        } else {
            fixed += text(c);
        }
    }
    // The delegate draws a strip 4 pixels inside its cell.
    const int lanes = int(width_);
    const int most = std::max(leastMask, lanes * style_.px(3) + style_.px(8));
    const int least = std::max(leastMask, lanes * style_.px(2) + style_.px(8));
    const int share = masks > 0 ? (viewport()->width() - fixed) / masks : most;
    const int mask = std::clamp(share, least, most);
    for (int c = 0; c < DivergenceStackModel::ColumnCount; ++c)
        setColumnWidth(c, isMask(c) ? mask : text(c));
}

} // namespace wave::widgets
