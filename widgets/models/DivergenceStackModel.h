#pragma once
// The divergence stack of the focused wave, outermost frame first: kind (if / else / loop),
// source line, the saved masks (MaskRole on the mask columns) and the reconvergence line.
// GUI thread only.
//
// Push/pop highlighting against the previous snapshot of the same wave: FrameChangeRole says
// whether a row was pushed, changed (masks or then/else side), or popped. Popped frames stay as
// "ghost" rows after the live ones until the next snapshot, so a pop is visible.

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace wave::widgets {

class DivergenceStackModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DepthColumn,
        KindColumn,
        LineColumn,
        EntryColumn,
        ThenColumn,
        ElseColumn,
        BreakColumn,
        ContinueColumn,
        ReconvergeColumn,
        ColumnCount
    };
    enum class FrameChange { None, Pushed, Changed, Popped };
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit DivergenceStackModel(QObject* parent = nullptr);

    void setSnapshot(Snapshot snapshot);
    void setFocusWave(std::uint32_t wave);
    std::uint32_t focusWave() const { return focusWave_; }
    // Where the line columns name the snapshot's lines (LineCell); LineRole keeps them.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    // Live frames (without popped ghosts).
    int frameCount() const { return live_; }
    FrameChange change(int row) const;
    // "frame 2 pushed", "frame 3 popped", ... for the latest snapshot; empty when nothing moved.
    QString changeSummary() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        debug::FrameSnapshot frame;
        FrameChange change = FrameChange::None;
        int depth = 0; // 1 = outermost
        bool operator==(const Row& o) const;
    };
    void rebuild(const Snapshot& previous);
    static bool sameFrame(const debug::FrameSnapshot& a, const debug::FrameSnapshot& b);
    QVariant maskOf(const Row& row, int column) const;

    Snapshot current_;
    std::uint32_t focusWave_ = 0;
    std::uint32_t width_ = 32;
    std::vector<Row> rows_;
    int live_ = 0;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
};

} // namespace wave::widgets
