#pragma once
// Two runs of a portability matrix side by side: the compared device memory (the --dump-*
// regions, or all of device memory) word by word, one row per 4-byte word with its address,
// the reference run's value and the other run's, the differing words marked and highlighted.
// It can show the differing words only. GUI thread only.

#include "portability/PortabilityResult.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QFont>

#include <optional>
#include <vector>

namespace wave::widgets {

class MemoryDiffModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { AddressColumn, ReferenceColumn, RunColumn, ColumnCount };
    enum Role { DiffersRole = Qt::UserRole + 1 }; // bool

    explicit MemoryDiffModel(QObject* parent = nullptr);

    // Compares run `run` of `result` with its reference run; null clears. Runs that did not
    // complete have no memory to compare: the model is empty then.
    void setRuns(PortabilityResultPtr result, std::size_t run);
    void setDifferingOnly(bool on);
    bool differingOnly() const { return differingOnly_; }
    // The differing words' fill (their text is black or white, whichever reads on it) and the
    // values' fixed-width font (the view's scale).
    void setHighlight(const QColor& background);
    void setFont(const QFont& mono);

    int differingWords() const { return static_cast<int>(differing_.size()); }
    // The address of the first differing word, if any.
    std::optional<std::uint64_t> firstDifference() const;
    // The row of the first differing word (-1 when none differs).
    int firstDifferenceRow() const;
    std::uint64_t addressOfRow(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // Word `word` of the compared output of `run`.
    std::uint32_t value(const portability::PortabilityRun& run, std::size_t word) const;
    std::size_t wordOfRow(int row) const;
    bool differs(std::size_t word) const;

    PortabilityResultPtr result_;
    std::size_t run_ = 0;
    std::size_t words_ = 0;              // in the compared output
    std::vector<std::size_t> differing_; // word indices, ascending
    bool differingOnly_ = false;
    QColor highlight_{0xff, 0xd2, 0x8a};
    QFont font_;
};

} // namespace wave::widgets
