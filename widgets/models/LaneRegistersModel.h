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

#include "models/LaneStatus.h"
#include "models/RegisterFormat.h"

#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace wave::widgets {

class LaneRegistersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class RowKind { ActiveMask, Predicate, Register };
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
    std::uint32_t focusWave() const { return config_.focusWave; }
    std::uint32_t focusLane() const { return focusLane_; }
    void setShowAllWaves(bool on);
    bool showAllWaves() const { return config_.allWaves; }
    void setShowPredicates(bool on);
    void setShowActiveMask(bool on);

    // Formats are per register number and survive snapshots.
    void setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format);
    RegisterFormat::Format registerFormat(std::uint32_t reg) const;

    RowKind rowKind(int row) const;
    // Register or predicate number of a row (0 for the mask row).
    std::uint32_t rowNumber(int row) const;
    int rowOfRegister(std::uint32_t reg) const;
    std::uint32_t waveOfColumn(int column) const;
    std::uint32_t laneOfColumn(int column) const;
    int columnOf(std::uint32_t wave, std::uint32_t lane) const;

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
    struct Cell {
        std::uint64_t value = 0; // F64Pair rows: both words
        LaneStatus status = LaneStatus::Active;
        bool changed = false;
        bool operator==(const Cell&) const = default;
    };
    // Everything the cells depend on. apply() swaps it in, resetting the model when the rows
    // or columns change meaning and emitting per-cell dataChanged otherwise.
    struct Config {
        Snapshot current;
        Snapshot previous;
        Snapshot baseline;
        std::uint32_t focusWave = 0;
        bool allWaves = false;
        bool showPredicates = true;
        bool showMask = true;
    };
    struct Shape {
        int rows = 0;
        int columns = 0;
        int extraRows = 0;
        bool allWaves = false;
        std::uint32_t focusWave = 0;
        bool operator==(const Shape&) const = default;
    };

    static Shape shapeOf(const Config& c);
    void apply(Config next);
    std::vector<Cell> computeCells() const;
    void emitChanges(const std::vector<Cell>& old);
    // The cell's value in `s`; false when `s` does not have that cell.
    bool cellValue(const debug::MachineSnapshot& s, int row, std::uint32_t wave, std::uint32_t lane,
                   std::uint64_t& value) const;
    const debug::MachineSnapshot* reference() const;
    const Cell* cell(const QModelIndex& index) const;
    QString cellText(int row, std::uint64_t value) const;
    QString toolTip(const QModelIndex& index) const;

    Config config_;
    std::uint32_t focusLane_ = 0;
    std::vector<RegisterFormat::Format> formats_; // by register; missing: Hex
    Shape shape_;
    std::vector<Cell> cells_;                       // row-major, shape_.rows x shape_.columns
    std::vector<std::vector<LaneStatus>> statuses_; // per wave of config_.current
};

} // namespace wave::widgets
