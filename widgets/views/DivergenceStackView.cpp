#include "views/DivergenceStackView.h"

#include "models/ModelRoles.h"

#include <QHeaderView>

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
    if (!model_)
        return;
    const QFontMetrics fm(horizontalHeader()->font());
    for (int c = 0; c < DivergenceStackModel::ColumnCount; ++c) {
        const bool mask =
            c >= DivergenceStackModel::EntryColumn && c <= DivergenceStackModel::ContinueColumn;
        const int header =
            fm.horizontalAdvance(model_->headerData(c, Qt::Horizontal).toString()) + style_.px(16);
        setColumnWidth(c, mask ? std::max(header, int(width_) * style_.px(3) + style_.px(10))
                               : std::max(header, style_.px(44)));
    }
}

} // namespace wave::widgets
