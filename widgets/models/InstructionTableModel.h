#pragma once
// What the per-instruction analysis tables (BankConflictModel, CoalescingModel) share: one row
// per instruction built by InstructionRows (races attached), the lookups that name each pc's
// line and instruction text, the line map that says where those lines are in the edited text,
// and the row and pc arithmetic. A table adds its columns (data, headerData) and its figures'
// texts. GUI thread only.

#include "debug/session/EditLineMap.h"
#include "models/InstructionRows.h"
#include "models/LineCell.h"
#include "models/ModelRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <QVariant>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace wave::widgets {

template <typename Figures>
class InstructionTableModel : public QAbstractTableModel {
public:
    using Row = InstructionRow<Figures>;
    // pc -> source line (0: unknown) and pc -> instruction text ("local_load_u32 r11, r12").
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;
    using TextLookup = std::function<QString(std::uint32_t pc)>;

    void setLookups(LineLookup lines, TextLookup text) {
        lines_ = std::move(lines);
        text_ = std::move(text);
        if (!rows_.empty()) {
            InstructionRows<Figures>::relabel(rows_, lines_);
            emit this->dataChanged(this->index(0, 0), this->index(rowCount() - 1, columns_ - 1));
        }
    }
    // Where the line column names the lines (LineCell); LineRole keeps the code's own.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
        lineMap_ = std::move(map);
        if (!rows_.empty())
            emit this->dataChanged(this->index(0, lineColumn_),
                                   this->index(rowCount() - 1, lineColumn_), {Qt::DisplayRole});
    }

    int rowOfPc(std::uint32_t pc) const {
        for (std::size_t i = 0; i < rows_.size(); ++i)
            if (rows_[i].figures.pc == pc)
                return static_cast<int>(i);
        return -1;
    }
    std::uint32_t pcOfRow(int row) const {
        const Row* r = rowAt(row);
        return r ? r->figures.pc : 0;
    }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : static_cast<int>(rows_.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : columns_;
    }

protected:
    // Where a table has the columns every such table has.
    struct Columns {
        int line;
        int instruction;
        int executions;
        int count; // of all the table's columns
    };
    InstructionTableModel(Columns columns, QObject* parent)
        : QAbstractTableModel(parent), lineColumn_(columns.line), columns_(columns.count),
          shared_(columns) {}

    // The cells every such table shows alike: the line, the instruction, the executions, the
    // alignment (text left, figures right) and the line and race roles. Nullopt for the rest,
    // which are the table's own; `index` must be valid.
    std::optional<QVariant> sharedData(const QModelIndex& index, int role) const {
        const Row& row = rows_[std::size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == shared_.line)
                return lineText(row);
            if (index.column() == shared_.instruction)
                return instructionText(row.figures.pc);
            if (index.column() == shared_.executions)
                return QVariant::fromValue<quint64>(row.figures.executions);
            return std::nullopt;
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(
                (index.column() == shared_.instruction ? Qt::AlignLeft : Qt::AlignRight) |
                Qt::AlignVCenter);
        case LineRole:
            return row.line;
        case RaceRole:
            return !row.races.empty();
        default:
            return std::nullopt;
        }
    }

    // The rows of a new analysis: `blank` makes the figures of an instruction that only raced.
    void setRows(const std::vector<Figures>& figures, const std::vector<debug::Race>& races,
                 const typename InstructionRows<Figures>::Blank& blank) {
        std::vector<Row> rows = InstructionRows<Figures>::build(figures, races, lines_, blank);
        this->beginResetModel();
        rows_ = std::move(rows);
        this->endResetModel();
    }
    // Null outside the rows.
    const Row* rowAt(int row) const {
        return row >= 0 && std::size_t(row) < rows_.size() ? &rows_[std::size_t(row)] : nullptr;
    }
    // The line column's text and the instruction column's.
    QVariant lineText(const Row& row) const { return LineCell::display(row.line, lineMap_.get()); }
    QString instructionText(std::uint32_t pc) const {
        return text_ ? text_(pc) : QStringLiteral("pc 0x%1").arg(pc, 4, 16, QLatin1Char('0'));
    }

    std::vector<Row> rows_;

private:
    int lineColumn_;
    int columns_;
    Columns shared_;
    LineLookup lines_;
    TextLookup text_;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
};

} // namespace wave::widgets
