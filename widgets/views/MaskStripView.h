#pragma once
// One strip of lane cells per wave of the workgroup, each cell coloured by why the lane is or
// is not active (LaneStatus), with a legend. Cells whose status changed since the previous
// snapshot flash briefly and keep a corner mark (black or white against the cell, a shape and
// never a reason colour) until the next stop. GUI thread only.

#include "views/MaskStripLayout.h"
#include "views/ViewStyle.h"

#include "debug/session/MachineSnapshot.h"

#include <QWidget>

#include <memory>
#include <vector>

class QVariantAnimation;

namespace wave::widgets {

class MaskStripView : public QWidget {
    Q_OBJECT
public:
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit MaskStripView(QWidget* parent = nullptr);

    void setSnapshot(Snapshot snapshot);
    void setFocus(std::uint32_t wave, std::uint32_t lane);
    using QWidget::setFocus; // keyboard focus stays available
    std::uint32_t focusWave() const { return focusWave_; }
    std::uint32_t focusLane() const { return focusLane_; }
    bool largeLaneNumbers() const { return largeNumbers_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }
    void setShowLegend(bool on);
    // Lane numbers inside every cell (classroom mode); otherwise numbers label the columns.
    void setLargeLaneNumbers(bool on);
    // Tests and exports: no flashing, draw the settled state.
    void setAnimationEnabled(bool on);

    // Waves shown (0 without a snapshot).
    std::size_t waveCount() const { return statuses_.size(); }
    LaneStatus status(std::uint32_t wave, std::uint32_t lane) const;
    bool changed(std::uint32_t wave, std::uint32_t lane) const;
    QRect cellRect(std::uint32_t wave, std::uint32_t lane) const;
    // Where a changed cell carries its mark, and the mark's colour on a cell of `fill`.
    QRect changeMarkRect(std::uint32_t wave, std::uint32_t lane) const;
    static QColor changeMarkOn(const QColor& fill);
    // The legend's entries in order: every reason, then the "changed" mark; empty after.
    static QString legendName(std::size_t item);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The width that shows `lanes` lanes of a wave on one line, the count and state beside
    // the cells or (stacked) under the wave's label (docks size themselves by it before any
    // snapshot arrives).
    int widthForLanes(std::uint32_t lanes, bool stacked = false) const;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void waveActivated(quint32 wave);
    void laneActivated(quint32 wave, quint32 lane);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    using Geometry = MaskStripLayout::Geometry;
    MaskStripLayout layout() const;
    // Geometry for a widget `width` pixels wide (<= 0: wide enough for one line per wave).
    Geometry geometry(int width) const;
    Geometry geometry() const { return geometry(QWidget::width()); }
    bool hit(const QPoint& pos, std::uint32_t& wave, std::uint32_t& lane) const;
    int legendHeight(int width) const;
    std::uint32_t laneCount() const { return snapshot_ ? snapshot_->waveWidth : 0; }

    Snapshot snapshot_;
    std::vector<std::vector<LaneStatus>> statuses_;
    std::vector<std::vector<LaneStatus>> before_; // statuses at the previous snapshot
    std::vector<std::vector<std::uint8_t>> changed_;
    std::uint32_t focusWave_ = 0;
    std::uint32_t focusLane_ = 0;
    ViewStyle style_;
    bool legend_ = true;
    bool largeNumbers_ = false;
    bool animate_ = true;
    double flash_ = 1.0; // animation progress, 1 = settled
    QVariantAnimation* animation_ = nullptr;
};

} // namespace wave::widgets
