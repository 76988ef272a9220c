#pragma once
// Registers (rows) by lanes (columns) of the focused wave, or of every wave of the workgroup
// (columns "wave.lane"), over immutable snapshots. Optional rows on top: the active mask and
// the predicates p0-p3. GUI thread only.
//
// setSnapshot() keeps the previous full snapshot: ChangedRole marks cells whose value differs
// from it (or, in compare mode, from the baseline snapshot), and dataChanged is emitted only for
// cells whose value, lane status or highlight changed. Light snapshots (no registers) are
// ignored. Edits never touch the snapshot: setData() parses the text in the row's format and
// emits registerEditRequested() (or editRejected() with the reason when it is not a value of
// that format); the new value arrives with the next snapshot.
//
// The model is the Qt side only: the rows and columns are a RegisterGrid, the values and what
// changed a RegisterChangeTracker, the words a RegisterRowFormatter.

#include "models/RegisterChangeTracker.h"
#include "models/RegisterFormat.h"
#include "models/RegisterGrid.h"
#include "models/RegisterRowFormatter.h"

#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace wave::widgets {

class LaneRegistersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using RowKind = RegisterGrid::RowKind;
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit LaneRegistersModel(QObject* parent = nullptr);

    void setSnapshot(Snapshot snapshot);
    const Snapshot& snapshot() const { return config_.current; }
    const Snapshot& previousSnapshot() const { return config_.previous; }
    // Compare mode: highlight differences from `baseline` (e.g. the state N steps ago) instead
    // of the previous stop. nullptr ends compare mode.
    void setBaseline(Snapshot baseline);
    bool comparing() const { return config_.baseline != nullptr; }

    void setFocus(std::uint32_t wave, std::uint32_t lane);
    std::uint32_t focusWave() const { return config_.grid.focusWave; }
    std::uint32_t focusLane() const { return focusLane_; }
    void setShowAllWaves(bool on);
    bool showAllWaves() const { return config_.grid.allWaves; }
    void setShowPredicates(bool on);
    void setShowActiveMask(bool on);

    // Formats are per register number and survive snapshots.
    void setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format);
    RegisterFormat::Format registerFormat(std::uint32_t reg) const;

    RowKind rowKind(int row) const { return grid_.rowKind(row); }
    // Register or predicate number of a row (0 for the mask row).
    std::uint32_t rowNumber(int row) const { return grid_.rowNumber(row); }
    int rowOfRegister(std::uint32_t reg) const { return grid_.rowOfRegister(reg); }
    std::uint32_t waveOfColumn(int column) const { return grid_.waveOfColumn(column); }
    std::uint32_t laneOfColumn(int column) const { return grid_.laneOfColumn(column); }
    int columnOf(std::uint32_t wave, std::uint32_t lane) const {
        return grid_.columnOf(wave, lane);
    }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void registerEditRequested(quint32 wave, quint32 reg, quint32 lane, quint32 value);
    // A typed text that is not a value in the row's format; `message` is for the user.
    void editRejected(const QString& message);

private:
    using Cell = RegisterChangeTracker::Cell;
    // Everything the cells depend on. apply() swaps it in, resetting the model when the rows
    // or columns change meaning and emitting per-cell dataChanged otherwise.
    struct Config {
        Snapshot current;
        Snapshot previous;
        Snapshot baseline;
        RegisterGrid::Options grid;
    };

    void apply(Config next);
    // The cells again (the config or a format changed); the runs of cells that changed.
    std::vector<RegisterChangeTracker::Run> track();
    const debug::MachineSnapshot* reference() const;
    std::uint32_t registerCount() const;
    const Cell* cell(const QModelIndex& index) const;
    QString cellText(int row, std::uint64_t value) const;
    QString toolTip(const QModelIndex& index) const;
    QVariant rowHeader(int section, int role) const;
    QVariant columnHeader(int section, int role) const;

    Config config_;
    std::uint32_t focusLane_ = 0;
    RegisterGrid grid_;
    RegisterRowFormatter formatter_;
    RegisterChangeTracker tracker_;
};

} // namespace wave::widgets
