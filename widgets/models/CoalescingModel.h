#pragma once
// The list beside the bank-conflict list: one row per device load or store with its
// coalescing (sectors per execution, average and worst efficiency) and whether it took part in
// a device-memory race. Rows are in pc order; instructions that only raced are included with
// no executions. GUI thread only.

#include "debug/analysis/CoalescingAnalyzer.h"
#include "debug/analysis/RaceDetector.h"

#include "debug/session/EditLineMap.h"
#include "models/InstructionRows.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>
#include <vector>

namespace wave::widgets {

class CoalescingModel : public QAbstractTableModel {
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
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;
    using TextLookup = std::function<QString(std::uint32_t pc)>;

    explicit CoalescingModel(QObject* parent = nullptr);

    void setLookups(LineLookup lines, TextLookup text);
    // Where the line column names the lines (LineCell); LineRole keeps the code's own.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    void setCoalescing(const std::vector<debug::InstructionCoalescing>& rows,
                       const std::vector<debug::Race>& deviceRaces);

    // Worst efficiency of the row (0..1), 1 for a row without executions.
    double worst(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Row = InstructionRow<debug::InstructionCoalescing>;
    QString raceText(const Row& row) const;

    LineLookup lines_;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
    TextLookup text_;
    std::vector<Row> rows_;
};

} // namespace wave::widgets
