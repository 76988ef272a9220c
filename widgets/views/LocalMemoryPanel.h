#pragma once
// The local-memory dock content: the heatmap with a mode switch (reads, writes, both,
// conflicts) and, beside it, the list of local-memory instructions with their bank-conflict
// degree and races, and under it the device loads and stores with their coalescing and
// device-memory races (the memory lessons side by side). GUI thread only.

#include "views/LocalMemoryHeatmapView.h"

#include "debug/analysis/CoalescingAnalyzer.h"
#include "views/SnapshotTableView.h"

#include <QWidget>

class QLabel;
class QComboBox;
class QSplitter;

namespace wave::widgets {

class BankConflictModel;
class CoalescingModel;

class LocalMemoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit LocalMemoryPanel(QWidget* parent = nullptr);

    LocalMemoryHeatmapView* heatmap() const { return heatmap_; }
    BankConflictModel* conflictModel() const { return model_; }
    SnapshotTableView* conflictTable() const { return table_; }
    CoalescingModel* coalescingModel() const { return coalescingModel_; }
    SnapshotTableView* coalescingTable() const { return coalescingTable_; }
    // The colours of the device-access list's Worst and Avg swatches (EfficiencyScale's).
    QLabel* coalescingLegend() const { return coalescingLegend_; }

    void setSnapshot(LocalMemoryHeatmapView::Snapshot snapshot);
    // The session's analyses for the current workgroup.
    void setAnalyses(std::vector<debug::WordHeat> heat,
                     const std::vector<debug::InstructionConflicts>& conflicts,
                     const std::vector<debug::Race>& races);
    // The device loads and stores of the launch.
    void setCoalescing(const std::vector<debug::InstructionCoalescing>& coalescing,
                       const std::vector<debug::Race>& deviceRaces);
    void setMode(LocalMemoryHeatmapView::Mode mode);
    // The colouring chooser (reads, writes, both, conflicts).
    QComboBox* modeChooser() const { return modes_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);

signals:
    void lineActivated(quint32 line);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void updateSummary();
    void updateCoalescingLegend();
    void fitSplitter();

    LocalMemoryHeatmapView* heatmap_ = nullptr;
    BankConflictModel* model_ = nullptr;
    SnapshotTableView* table_ = nullptr;
    CoalescingModel* coalescingModel_ = nullptr;
    SnapshotTableView* coalescingTable_ = nullptr;
    QComboBox* modes_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* coalescingLegend_ = nullptr;
    bool dark_ = false;
    QSplitter* split_ = nullptr;
};

} // namespace wave::widgets
