#include "views/LocalMemoryPanel.h"

#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/ModelRoles.h"
#include "views/EfficiencyScale.h"

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
    // Over the lists (a narrow dock) the heatmap must not add its least height to theirs:
    // the panel's least size, and so the docks' sizes, stay the same in either arrangement.
    heatmap_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    model_ = new BankConflictModel(this);
    table_ = new SnapshotTableView(this);
    table_->setModel(model_);
    table_->cellDelegate()->setBarColumn(BankConflictModel::WorstColumn, 32);
    table_->configureAsList();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setElasticColumn(BankConflictModel::InstructionColumn);
    coalescingModel_ = new CoalescingModel(this);
    coalescingTable_ = new SnapshotTableView(this);
    coalescingTable_->setModel(coalescingModel_);
    coalescingTable_->configureAsList();
    coalescingTable_->horizontalHeader()->setStretchLastSection(true);
    coalescingTable_->setElasticColumn(CoalescingModel::InstructionColumn);

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
    // The device accesses with the legend of their swatches (the gutter's and Device
    // memory's colours), so that 12.5% and 100% read the same everywhere.
    auto* accesses = new QWidget(this);
    auto* accessesLayout = new QVBoxLayout(accesses);
    accessesLayout->setContentsMargins(0, 0, 0, 0);
    accessesLayout->setSpacing(2);
    accessesLayout->addWidget(coalescingTable_, 1);
    coalescingLegend_ = new QLabel(accesses);
    coalescingLegend_->setObjectName(QStringLiteral("deviceAccessLegend"));
    coalescingLegend_->setTextFormat(Qt::RichText);
    coalescingLegend_->setWordWrap(true);
    accessesLayout->addWidget(coalescingLegend_);
    lists->addWidget(accesses);
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
    table_->fitColumnsToView();
    fitSplitter();
    updateSummary();
}

void LocalMemoryPanel::setCoalescing(const std::vector<debug::InstructionCoalescing>& coalescing,
                                     const std::vector<debug::Race>& deviceRaces) {
    coalescingModel_->setCoalescing(coalescing, deviceRaces);
    coalescingTable_->fitColumnsToView();
    updateCoalescingLegend();
    fitSplitter();
}

void LocalMemoryPanel::setMode(LocalMemoryHeatmapView::Mode mode) {
    heatmap_->setMode(mode);
    const int index = modes_->findData(static_cast<int>(mode));
    if (index >= 0)
        modes_->setCurrentIndex(index);
}

void LocalMemoryPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitSplitter();
}

void LocalMemoryPanel::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    fitSplitter();
}

void LocalMemoryPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSplitter();
}

// The heatmap beside the lists where both fit: a row of banks in cells of at least 10 pixels
// (at scale 1) when the lists can spare them, in the narrowest cells otherwise, while the
// lists keep every column (the instruction's text elided). Where even that does not fit (the
// Compact dock at 1024, German titles, a presentation's dock), the heatmap goes over the
// lists, with the panel's whole width.
void LocalMemoryPanel::fitSplitter() {
    // A hidden panel's size is not the one it will have: it fits when shown, and is laid out
    // beside meanwhile (the size hints the docks were laid out with, so that a tab behind
    // another does not bend the dock sizes the user had).
    if (!isVisible()) {
        split_->setOrientation(Qt::Horizontal);
        return;
    }
    const int total = split_->width() - split_->handleWidth();
    const int listLeast =
        std::max(table_->leastWidthForColumns(), coalescingTable_->leastWidthForColumns());
    const int heatLeast = heatmap_->leastWidth();
    // Stacking helps only a panel that holds a row of banks (narrower, it is not laid out
    // yet, or nothing helps).
    const bool beside = total - listLeast >= heatLeast || total < heatLeast;
    split_->setOrientation(beside ? Qt::Horizontal : Qt::Vertical);
    if (!beside) {
        const int height = split_->height();
        const int heat = std::min(heatmap_->sizeHint().height(), height * 55 / 100);
        split_->setSizes({heat, std::max(height - heat, 1)});
        return;
    }
    const int room = total - listLeast;
    const int comfortable = heatmap_->widthForCells(table_->style().px(10));
    const int heat = std::clamp(comfortable, heatLeast, std::max(room, heatLeast));
    const int ideal = std::min(heatmap_->sizeHint().width(), total * 7 / 10);
    // More than comfortable cells only when the lists have their whole contents.
    const int listWanted =
        std::max(table_->wholeWidthForColumns(), coalescingTable_->wholeWidthForColumns());
    const int generous = std::clamp(total - listWanted, heat, std::max(ideal, heat));
    split_->setSizes({generous, std::max(total - generous, 1)});
}

void LocalMemoryPanel::setScale(double scale) {
    heatmap_->setScale(scale);
    table_->setScale(scale);
    coalescingTable_->setScale(scale);
    const ViewStyle& style = table_->style();
    modes_->setFont(style.font(12));
    summary_->setFont(style.font(11));
    coalescingLegend_->setFont(style.font(11));
    table_->fitColumnsToView();
    fitSplitter();
}

void LocalMemoryPanel::setViewPalette(const ViewPalette& palette) {
    heatmap_->setViewPalette(palette);
    table_->setViewPalette(palette);
    coalescingTable_->setViewPalette(palette);
    dark_ = palette.theme == ViewPalette::Theme::Dark;
    updateCoalescingLegend();
    setPalette(palette.qtPalette(this->palette()));
    setAutoFillBackground(true);
}

// Shown while the list has efficiencies to explain.
void LocalMemoryPanel::updateCoalescingLegend() {
    coalescingLegend_->setVisible(coalescingModel_->rowCount() > 0);
    coalescingLegend_->setText(tr("Worst, Avg:") + QStringLiteral("&nbsp;&nbsp; ") +
                               EfficiencyScale::inlineLegendHtml(dark_));
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
