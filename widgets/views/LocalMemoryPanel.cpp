#include "views/LocalMemoryPanel.h"

#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/ModelRoles.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

LocalMemoryPanel::LocalMemoryPanel(QWidget* parent) : QWidget(parent) {
    heatmap_ = new LocalMemoryHeatmapView(this);
    model_ = new BankConflictModel(this);
    table_ = new SnapshotTableView(this);
    table_->setModel(model_);
    table_->cellDelegate()->setBarColumn(BankConflictModel::WorstColumn, 32);
    table_->configureAsList();
    table_->horizontalHeader()->setStretchLastSection(true);
    coalescingModel_ = new CoalescingModel(this);
    coalescingTable_ = new SnapshotTableView(this);
    coalescingTable_->setModel(coalescingModel_);
    coalescingTable_->cellDelegate()->setBarColumn(CoalescingModel::WorstColumn, 100);
    coalescingTable_->configureAsList();
    coalescingTable_->horizontalHeader()->setStretchLastSection(true);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    // A list rather than a row of buttons: four titles side by side ("Lese- +
    // Schreibzugriffe" in German) would make the dock wider than the registers beside it allow.
    modes_ = new QComboBox(this);
    modes_->setToolTip(tr("What the heatmap's colours show"));
    modes_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    const LocalMemoryHeatmapView::Mode modes[] = {
        LocalMemoryHeatmapView::Mode::Reads, LocalMemoryHeatmapView::Mode::Writes,
        LocalMemoryHeatmapView::Mode::Traffic, LocalMemoryHeatmapView::Mode::Conflicts};
    for (auto m : modes) {
        modes_->addItem(LocalMemoryHeatmapView::modeName(m), static_cast<int>(m));
        if (m == heatmap_->mode())
            modes_->setCurrentIndex(modes_->count() - 1);
    }
    bar->addWidget(modes_);
    summary_ = new QLabel(this);
    // The summary may be cut rather than widen the dock (its tooltip has it whole).
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    summary_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    bar->addWidget(summary_, 1); // the room beside the chooser (a stretch would take it all)

    split_ = new QSplitter(Qt::Horizontal, this);
    auto* lists = new QSplitter(Qt::Vertical, this);
    lists->addWidget(table_);
    lists->addWidget(coalescingTable_);
    lists->setChildrenCollapsible(false);
    split_->addWidget(heatmap_);
    split_->addWidget(lists);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    split_->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(split_, 1);

    connect(modes_, &QComboBox::activated, this, [this](int index) {
        setMode(static_cast<LocalMemoryHeatmapView::Mode>(modes_->itemData(index).toInt()));
    });
    connect(heatmap_, &LocalMemoryHeatmapView::lineActivated, this,
            &LocalMemoryPanel::lineActivated);
    for (SnapshotTableView* t : {table_, coalescingTable_})
        connect(t, &QTableView::activated, this, [this](const QModelIndex& index) {
            const auto line = index.data(LineRole).toUInt();
            if (line)
                emit lineActivated(line);
        });
    setScale(1.0);
    updateSummary();
}

void LocalMemoryPanel::setSnapshot(LocalMemoryHeatmapView::Snapshot snapshot) {
    heatmap_->setSnapshot(std::move(snapshot));
    updateSummary();
}

void LocalMemoryPanel::setAnalyses(std::vector<debug::WordHeat> heat,
                                   const std::vector<debug::InstructionConflicts>& conflicts,
                                   const std::vector<debug::Race>& races) {
    heatmap_->setHeat(std::move(heat));
    heatmap_->setConflicts(conflicts);
    heatmap_->setRaces(races);
    model_->setConflicts(conflicts, races);
    std::uint32_t worst = 1;
    for (const auto& c : conflicts)
        worst = std::max(worst, c.worst);
    table_->cellDelegate()->setBarColumn(BankConflictModel::WorstColumn,
                                         std::max<double>(worst, heatmap_->bankConfig().bankCount));
    table_->resizeColumnsToContents();
    fitSplitter();
    updateSummary();
}

void LocalMemoryPanel::setCoalescing(const std::vector<debug::InstructionCoalescing>& coalescing,
                                     const std::vector<debug::Race>& deviceRaces) {
    coalescingModel_->setCoalescing(coalescing, deviceRaces);
    coalescingTable_->resizeColumnsToContents();
}

void LocalMemoryPanel::setMode(LocalMemoryHeatmapView::Mode mode) {
    heatmap_->setMode(mode);
    const int index = modes_->findData(static_cast<int>(mode));
    if (index >= 0)
        modes_->setCurrentIndex(index);
}

void LocalMemoryPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSplitter();
}

void LocalMemoryPanel::fitSplitter() {
    // The heatmap gets the width of its bank columns, but the list keeps room for its line,
    // instruction and worst-degree columns (the figure that matters), if the heatmap can
    // spare it.
    const int total = split_->width();
    const QHeaderView* header = table_->horizontalHeader();
    const int list = header->sectionPosition(BankConflictModel::WorstColumn) +
                     header->sectionSize(BankConflictModel::WorstColumn) +
                     table_->frameWidth() * 2 + table_->verticalScrollBar()->sizeHint().width();
    const int heat = std::min(
        {heatmap_->sizeHint().width(), total * 7 / 10, std::max(total - list, total * 4 / 10)});
    split_->setSizes({heat, std::max(total - heat, 1)});
}

void LocalMemoryPanel::setScale(double scale) {
    heatmap_->setScale(scale);
    table_->setScale(scale);
    coalescingTable_->setScale(scale);
    const ViewStyle& style = table_->style();
    modes_->setFont(style.font(12));
    summary_->setFont(style.font(11));
    table_->resizeColumnsToContents();
    fitSplitter();
}

void LocalMemoryPanel::setViewPalette(const ViewPalette& palette) {
    heatmap_->setViewPalette(palette);
    table_->setViewPalette(palette);
    coalescingTable_->setViewPalette(palette);
    setPalette(palette.qtPalette(this->palette()));
    setAutoFillBackground(true);
}

void LocalMemoryPanel::updateSummary() {
    const debug::BankConfig& bank = heatmap_->bankConfig();
    const std::uint64_t bytes = std::uint64_t(heatmap_->cellCount()) * heatmap_->cellBytes();
    std::uint32_t worst = 0;
    for (int r = 0; r < model_->rowCount(); ++r)
        worst = std::max(worst, model_->worst(r));
    QString text = tr("%1 bytes \u00b7 %2 banks \u00d7 %3 B")
                       .arg(bytes)
                       .arg(bank.bankCount)
                       .arg(bank.bankWidth);
    if (worst > 1)
        text += tr(" \u00b7 worst conflict %1-way").arg(worst);
    else if (worst == 1)
        text += tr(" \u00b7 no bank conflicts");
    summary_->setText(text);
    summary_->setToolTip(text);
}

} // namespace wave::widgets
