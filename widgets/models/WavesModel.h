#pragma once
// Every wave of the current workgroup: state, PC and source line, active lanes and a mask
// strip (MaskRole / LaneStatusListRole on MaskColumn). Works with light snapshots too (no
// frames: inactive lanes then have no reason). GUI thread only.
//
// setSnapshot() keeps the previous snapshot; ChangedRole marks cells that differ from it
// (same workgroup only) and dataChanged is emitted only for cells whose content or highlight
// changed.

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <array>
#include <memory>
#include <vector>

namespace wave::widgets {

class WavesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        WaveColumn,
        StateColumn,
        PcColumn,
        LineColumn,
        ActiveColumn,
        MaskColumn,
        IssuedColumn,
        ArrivalsColumn,
        ColumnCount
    };
    // The scheduler-level state shown to the user; Running is the ready wave the machine
    // stopped in (the one that issued last), shown as "stopped here".
    enum class State { Ready, Running, AtBarrier, Finished, Faulted };
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit WavesModel(QObject* parent = nullptr);

    void setSnapshot(Snapshot snapshot);
    const Snapshot& snapshot() const { return current_; }
    void setFocusWave(std::uint32_t wave);
    std::uint32_t focusWave() const { return focusWave_; }
    // The line column names the snapshot's lines (of the code that runs) where the edits since
    // the launch put them; LineRole keeps the snapshot's own. Null: as they are.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);

    static State stateOf(const debug::MachineSnapshot& s, const debug::WaveSnapshot& w);
    static QString stateName(State state);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // Per row: a comparable key per column and its changed flag.
    struct Row {
        std::array<std::uint64_t, ColumnCount> key{};
        std::array<bool, ColumnCount> changed{};
        bool operator==(const Row&) const = default;
    };
    static Row keyOf(const debug::MachineSnapshot& s, const debug::WaveSnapshot& w);
    const debug::WaveSnapshot* wave(int row) const;

    Snapshot current_;
    std::vector<Row> rows_;
    std::uint32_t focusWave_ = 0;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
};

} // namespace wave::widgets
