#pragma once
// The list beside the bank-conflict list: one row per device load or store with its
// coalescing (sectors per execution, average and worst efficiency) and whether it took part in
// a device-memory race. Rows are in pc order; instructions that only raced are included with
// no executions. GUI thread only.

#include "debug/analysis/CoalescingAnalyzer.h"
#include "debug/analysis/RaceDetector.h"

#include "models/InstructionTableModel.h"

#include <vector>

namespace wave::widgets {

class CoalescingModel : public InstructionTableModel<debug::InstructionCoalescing> {
    Q_OBJECT
public:
    enum Column {
        LineColumn,
        // The figures before the instruction text, which is wide: they stay in view in a
        // narrow dock.
        WorstColumn,   // worst efficiency, percent
        AverageColumn, // average efficiency, percent
        SectorsColumn, // sectors per execution (average)
        InstructionColumn,
        ExecutionsColumn,
        RaceColumn,
        ColumnCount
    };

    explicit CoalescingModel(QObject* parent = nullptr);

    void setCoalescing(const std::vector<debug::InstructionCoalescing>& rows,
                       const std::vector<debug::Race>& deviceRaces);

    // Worst efficiency of the row (0..1), 1 for a row without executions.
    double worst(int row) const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString raceText(const Row& row) const;
};

} // namespace wave::widgets
