#pragma once
// The workgroup's local memory laid out in bank columns (32 banks of 4 bytes by default), each
// cell coloured by reads, writes, both, or the worst bank-conflict degree of the accesses (reads
// and writes) that touched it. Words that changed since the previous snapshot are outlined, words
// involved in a data race carry a red corner. Hover shows address, value, counts and the last
// writer. GUI thread only.
//
// Speed: cell colours are precomputed into a one-pixel-per-cell image whenever the data, mode
// or palette changes; a repaint scales the visible rows of that image and draws grid lines, so
// it costs the same for 1 KiB or 256 KiB of local memory.

#include "views/HeatRamp.h"
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
    enum class Mode { Reads, Writes, Traffic, Conflicts };
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

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
    Mode mode() const { return mode_; }
    void setBankConfig(const debug::BankConfig& config);
    const debug::BankConfig& bankConfig() const { return bank_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }

    static QString modeName(Mode mode);
    std::uint32_t cellCount() const { return cells_; }
    std::uint32_t columns() const { return bank_.bankCount; }
    std::uint32_t cellBytes() const;
    // The metric of a cell in the current mode, the largest over all cells, and its colour.
    std::uint64_t cellValue(std::uint32_t cell) const;
    std::uint64_t maxValue() const { return max_; }
    QColor cellColor(std::uint32_t cell) const;
    // Cell rectangle in viewport coordinates (after scrolling); empty when out of range.
    QRect cellRect(std::uint32_t cell) const;
    QString toolTipFor(std::uint32_t cell) const;
    void scrollToAddress(std::uint64_t address);

    QSize sizeHint() const override;

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
    std::uint32_t rows() const;
    void recount(); // cells, max and the colour image
    void rebuildImage();
    void updateScrollBars();
    int cellAt(const QPoint& viewportPos) const;
    HeatRamp ramp() const;
    void paintHeader(QPainter& p, const Geometry& g) const;
    std::uint32_t wordValue(std::uint32_t word) const;

    Snapshot snapshot_;
    std::vector<std::uint8_t> previousLocal_;
    std::vector<std::uint8_t> changedCells_; // per cell
    std::vector<debug::WordHeat> heat_;
    std::unordered_map<std::uint32_t, std::uint32_t> worstByPc_;
    std::unordered_map<std::uint32_t, std::vector<debug::Race>> racesByWord_;
    Mode mode_ = Mode::Traffic;
    debug::BankConfig bank_;
    ViewStyle style_;
    std::uint32_t cells_ = 0;
    std::uint64_t max_ = 0;
    std::vector<std::uint64_t> values_; // per cell, current mode
    QImage image_;                      // one pixel per cell
    int hover_ = -1;
};

} // namespace wave::widgets
