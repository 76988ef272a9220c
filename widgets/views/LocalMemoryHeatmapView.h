#pragma once
// The workgroup's local memory laid out in bank columns (32 banks of 4 bytes by default), each
// cell coloured by reads, writes, both, or the worst bank-conflict degree of the accesses (reads
// and writes) that touched it. Words that changed since the previous snapshot are outlined, words
// involved in a data race carry a red corner. Hover shows address, value, counts and the last
// writer. GUI thread only.
//
// Speed: cell colours are precomputed into a one-pixel-per-cell image whenever the data, mode
// or palette changes; a repaint scales the visible rows of that image and draws grid lines, so
// it costs the same for 1 KiB or 256 KiB of local memory. What each cell holds and says is
// HeatmapCells; this class places, draws and scrolls it.

#include "views/HeatRamp.h"
#include "views/HeatmapCells.h"
#include "views/ViewStyle.h"

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/session/MachineSnapshot.h"

#include <QAbstractScrollArea>
#include <QImage>

#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace wave::widgets {

class LocalMemoryHeatmapView : public QAbstractScrollArea {
    Q_OBJECT
public:
    using Mode = HeatmapCells::Mode;
    using Snapshot = HeatmapCells::Snapshot;

    explicit LocalMemoryHeatmapView(QWidget* parent = nullptr);

    // Values of local memory (full snapshots) and the words changed since the previous one.
    void setSnapshot(Snapshot snapshot);
    // Access counts per 4-byte word (LocalMemoryHeat::words()).
    void setHeat(std::vector<debug::WordHeat> words);
    // Per-instruction figures (the bank-conflict table's), quoted in the tooltips. Conflicts
    // mode colours each word by WordHeat::worstConflict: the worst degree of any access to it.
    void setConflicts(const std::vector<debug::InstructionConflicts>& conflicts);
    void setRaces(const std::vector<debug::Race>& races);
    void setMode(Mode mode);
    Mode mode() const { return data_.mode(); }
    void setBankConfig(const debug::BankConfig& config);
    // Where the tooltips name lines (HeatmapCells::setLineMap).
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
        data_.setLineMap(std::move(map));
    }
    const debug::BankConfig& bankConfig() const { return data_.bankConfig(); }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }

    static QString modeName(Mode mode) { return HeatmapCells::modeName(mode); }
    std::uint32_t cellCount() const { return data_.count(); }
    std::uint32_t columns() const { return data_.columns(); }
    std::uint32_t cellBytes() const { return data_.cellBytes(); }
    // The metric of a cell in the current mode, the largest over all cells, and its colour.
    std::uint64_t cellValue(std::uint32_t cell) const { return data_.value(cell); }
    std::uint64_t maxValue() const { return data_.maxValue(); }
    QColor cellColor(std::uint32_t cell) const;
    // Cell rectangle in viewport coordinates (after scrolling); empty when out of range.
    QRect cellRect(std::uint32_t cell) const;
    QString toolTipFor(std::uint32_t cell) const;
    void scrollToAddress(std::uint64_t address);

    // With full-size cells.
    QSize sizeHint() const override;
    // A row of banks in the narrowest cells (narrower, the view scrolls sideways). Not the
    // minimum size: the docks' sizes stay the user's.
    int leastWidth() const;
    // The width that shows a row of banks in cells `cell` pixels wide.
    int widthForCells(int cell) const;

signals:
    void wordActivated(quint64 address);
    void lineActivated(quint32 line);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool viewportEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Geometry {
        int cellW = 0;
        int cellH = 0;
        int gap = 0;
        int gutter = 0;
        int header = 0;
        int legend = 0;
    };
    Geometry geometry() const;
    int leastCell() const;
    void recount(); // the colour image and the scroll range
    void rebuildImage();
    void updateScrollBars();
    int cellAt(const QPoint& viewportPos) const;
    HeatRamp ramp() const;
    void paintHeader(QPainter& p, const Geometry& g) const;

    HeatmapCells data_;
    ViewStyle style_;
    QImage image_; // one pixel per cell
    int hover_ = -1;
};

} // namespace wave::widgets
