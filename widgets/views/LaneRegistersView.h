#pragma once
// The lane-register grid: registers (rows) by lanes (columns) of the focused wave, or of every
// wave of the workgroup. Inactive lanes are dimmed (the tooltip says why), changed values are
// highlighted, the focused lane is outlined. The context menu sets a row's format and the
// optional rows; double-click edits a value, which is sent as registerEditRequested and comes
// back with the next snapshot. GUI thread only.

#include "models/LaneRegistersModel.h"
#include "views/SnapshotTableView.h"

namespace wave::widgets {

class LaneRegistersView : public SnapshotTableView {
    Q_OBJECT
public:
    explicit LaneRegistersView(QWidget* parent = nullptr);

    LaneRegistersModel* registersModel() const { return model_; }
    void setSnapshot(LaneRegistersModel::Snapshot snapshot);
    void setBaseline(LaneRegistersModel::Snapshot baseline);
    void setFocus(std::uint32_t wave, std::uint32_t lane);
    using QWidget::setFocus; // keyboard focus stays available
    void setShowAllWaves(bool on);
    void setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format);
    // What a lane column is wide enough for: whole values, or hex values without their 0x
    // (the columns take that width when eight lanes of whole values do not fit the view; the
    // cell then drops the prefix, the tooltip and the row's format still say hex).
    enum class ColumnText { Whole, HexDigits };
    // The size that shows `lanes` columns and `rows` rows with their headers, without
    // scrolling, at the current scale and formats (for the layouts, before any session).
    QSize sizeForCells(int lanes, int rows, ColumnText text = ColumnText::Whole) const;
    int columnWidthFor(ColumnText text) const;
    ColumnText columnText() const { return columnText_; }

signals:
    void registerEditRequested(quint32 wave, quint32 reg, quint32 lane, quint32 value);
    void editRejected(const QString& message); // typed text that is not a value
    void laneActivated(quint32 wave, quint32 lane);

protected:
    void applyStyle() override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void fitColumns();
    void showMenu(const QPoint& globalPos, int row);

    LaneRegistersModel* model_ = nullptr;
    ColumnText columnText_ = ColumnText::Whole;
};

} // namespace wave::widgets
