#pragma once
// The side list of the local-memory heatmap: one row per local-memory instruction with its
// bank-conflict degree (worst and average over executions) and whether it took part in a data
// race. Rows are in pc order; instructions that only raced (no recorded conflicts) are
// included with degree 0. GUI thread only.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/RaceDetector.h"

#include "models/InstructionTableModel.h"

#include <vector>

namespace wave::widgets {

class BankConflictModel : public InstructionTableModel<debug::InstructionConflicts> {
    Q_OBJECT
public:
    enum Column {
        LineColumn,
        InstructionColumn,
        WorstColumn,
        AverageColumn,
        ExecutionsColumn,
        RaceColumn,
        ColumnCount
    };

    explicit BankConflictModel(QObject* parent = nullptr);

    void setConflicts(const std::vector<debug::InstructionConflicts>& conflicts,
                      const std::vector<debug::Race>& races);

    std::uint32_t worst(int row) const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString raceText(const Row& row) const;
};

} // namespace wave::widgets
