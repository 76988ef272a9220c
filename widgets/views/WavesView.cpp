#include "views/WavesView.h"

#include "models/ModelRoles.h"

#include <QHeaderView>

#include <algorithm>

namespace wave::widgets {

WavesView::WavesView(QWidget* parent) : SnapshotTableView(parent) {
    model_ = new WavesModel(this);
    setModel(model_);
    configureAsList();
    cellDelegate()->setFocusStyle(SnapshotCellDelegate::FocusStyle::Row);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(false);
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& index) {
        emit waveActivated(index.data(WaveRole).toUInt());
    });
    connect(this, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (const auto line = index.data(LineRole).toUInt())
            emit lineActivated(line);
    });
    connect(model_, &QAbstractItemModel::modelReset, this, &WavesView::applyStyle);
    // A state or count that grows ("at barrier" after "running", 100 issued after 99) widens
    // its column rather than being cut; columns never shrink under the reader meanwhile.
    connect(model_, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& from, const QModelIndex& to) {
                for (int c = from.column(); c <= to.column(); ++c) {
                    if (c == WavesModel::MaskColumn)
                        continue;
                    const int wanted =
                        std::max(sizeHintForColumn(c), horizontalHeader()->sectionSizeHint(c));
                    if (wanted > columnWidth(c))
                        setColumnWidth(c, wanted);
                }
            });
    applyStyle();
}

void WavesView::setSnapshot(WavesModel::Snapshot snapshot) {
    model_->setSnapshot(std::move(snapshot));
}

void WavesView::setFocusWave(std::uint32_t wave) {
    model_->setFocusWave(wave);
}

void WavesView::applyStyle() {
    SnapshotTableView::applyStyle();
    if (!model_)
        return;
    resizeColumnsToContents();
    const int lanes = model_->snapshot() ? int(model_->snapshot()->waveWidth) : 32;
    setColumnWidth(WavesModel::MaskColumn, lanes * style_.px(6) + style_.px(10));
}

} // namespace wave::widgets
