#pragma once
// The side list of the local-memory heatmap: one row per local-memory instruction with its
// bank-conflict degree (worst and average over executions) and whether it took part in a data
// race. Rows are in pc order; instructions that only raced (no recorded conflicts) are
// included with degree 0. GUI thread only.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/RaceDetector.h"

#include "debug/session/EditLineMap.h"
#include "models/InstructionRows.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>
#include <vector>

namespace wave::widgets {

class BankConflictModel : public QAbstractTableModel {
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
    // pc -> source line (0: unknown) and pc -> instruction text ("local_load_u32 r11, r12").
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;
    using TextLookup = std::function<QString(std::uint32_t pc)>;

    explicit BankConflictModel(QObject* parent = nullptr);

    void setLookups(LineLookup lines, TextLookup text);
    // Where the line column names the lines (LineCell); LineRole keeps the code's own.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    void setConflicts(const std::vector<debug::InstructionConflicts>& conflicts,
                      const std::vector<debug::Race>& races);

    int rowOfPc(std::uint32_t pc) const;
    std::uint32_t pcOfRow(int row) const;
    std::uint32_t worst(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Row = InstructionRow<debug::InstructionConflicts>;
    QString raceText(const Row& row) const;

    LineLookup lines_;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
    TextLookup text_;
    std::vector<Row> rows_;
};

} // namespace wave::widgets
