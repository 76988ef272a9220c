#pragma once
// Where MaskStripView draws: the waves' rows of lane cells (one line per wave, or lines of 16
// or 8 lanes in a narrow view), the labels, counts and state tags, and where the legend starts.
// Pure geometry of a style, a lane count and a wave count. GUI thread only (fonts).

#include "views/ViewStyle.h"

#include <QRect>
#include <QString>

#include <cstdint>

namespace wave::widgets {

class MaskStripLayout {
public:
    struct Geometry {
        int margin = 0;
        int labelWidth = 0;
        int headerHeight = 0; // lane numbers above the cells; 0 when the cells carry them
        int top = 0;          // where the first wave's row starts
        int cell = 0;
        int gap = 0;
        int groupGap = 0;     // extra gap every 8 lanes
        int rowHeight = 0;    // one wave: all its lines of cells
        int countWidth = 0;   // right of the cells; 0 when stacked
        bool stacked = false; // count and state tag under the wave's label (narrow widgets)
        int legendTop = 0;
        std::uint32_t perLine = 0; // lanes per line: all of them, or 16/8 when narrow
        int lines = 1;
    };

    // `widestLabel`: a wave's label with the widest number ("wave 88", translated).
    MaskStripLayout(const ViewStyle& style, bool largeNumbers, std::uint32_t lanes,
                    std::size_t waves, QString widestLabel);

    // Geometry for a widget `width` pixels wide (<= 0: wide enough for one line per wave).
    Geometry geometry(int width) const;
    int laneX(const Geometry& g, std::uint32_t lane) const;
    QRect cellRect(const Geometry& g, std::uint32_t wave, std::uint32_t lane) const;
    int stripWidth(const Geometry& g) const; // from the first cell to after the last column
    // Every cell carries its lane number (large numbers, large cells or wrapped lines).
    bool numbersInCells(const Geometry& g) const;
    // The width that shows `lanes` lanes of a wave on a line, with the count and state beside
    // the cells or (stacked) under the wave's label.
    int widthForLanes(std::uint32_t lanes, bool stacked) const;

private:
    // Label and count widths beside the cells, or stacked.
    void setLabels(Geometry& g, bool stacked) const;

    const ViewStyle& style_;
    bool largeNumbers_;
    std::uint32_t lanes_;
    std::size_t waves_;
    QString widestLabel_;
};

} // namespace wave::widgets
