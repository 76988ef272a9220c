#include "workbench/DockSizes.h"

#include "views/LaneRegistersView.h"
#include "views/MaskStripView.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>

#include <algorithm>

namespace wave::widgets {

DockSizes::DockSizes(QMainWindow* window, const LaneRegistersView* registers,
                     const MaskStripView* masks)
    : window_(window), registers_(registers), masks_(masks) {}

void DockSizes::apply(const QSize& size, bool wide, bool presenting, const Docks& docks) const {
    if (wide)
        applyWide(size, presenting, docks);
    else
        applyCompact(size, presenting, docks);
}

void DockSizes::applyWide(const QSize& s, bool presenting, const Docks& d) const {
    // The right column: a 32-lane wave of mask cells on one line; the editor keeps about 80
    // columns of code.
    const int right =
        std::clamp(masks_->widthForLanes(32) + 24, s.width() * 3 / 10, s.width() * 45 / 100);
    window_->resizeDocks({d.masks}, {right}, Qt::Horizontal);
    window_->resizeDocks({d.masks}, {s.height() * 34 / 100}, Qt::Vertical);
    window_->resizeDocks({d.waves}, {s.height() * 26 / 100}, Qt::Vertical);
    // Under the editor: registers as wide as eight lanes, local memory beside them (up to 70%:
    // the German state tags widen the right column). A presentation's lanes are too wide for
    // eight: local memory keeps its heatmap readable then.
    const int below = s.width() - right;
    const int lanes = std::clamp(registers_->sizeForCells(8, 13).width() + 8, below * 55 / 100,
                                 below * (presenting ? 60 : 70) / 100);
    window_->resizeDocks({d.registers, d.local}, {lanes, below - lanes}, Qt::Horizontal);
    window_->resizeDocks({d.registers}, {s.height() * 34 / 100}, Qt::Vertical);
}

void DockSizes::applyCompact(const QSize& s, bool presenting, const Docks& d) const {
    // The right column as wide as eight lanes of registers and as tall as exec to r7 (in a
    // presentation r0-r7, scrolled to, of the lanes around the focused one), at most about half
    // the window; the lane masks take the rest of the column.
    const int rows = presenting ? 8 : 13;
    const QSize cells = registers_->sizeForCells(8, rows);
    const int chrome = chromeHeight(d.registers);
    int widest = s.width() * (presenting ? 64 : 58) / 100;
    // A presentation: wide enough for a wave's masks in two lines of 16, the count and state
    // under the wave's label (no taller than the two lines): the editor keeps the rest, for
    // code at the presentation's font.
    int wanted = presenting ? masks_->widthForLanes(16, true) + 24 : cells.width() + 8;
    if (!presenting && wanted > widest) {
        // Eight lanes of whole values would leave too narrow an editor (a 1024-pixel screen):
        // eight lanes of hex digits, for a little more of the width.
        const int digits =
            registers_->sizeForCells(8, rows, LaneRegistersView::ColumnText::HexDigits).width() + 8;
        wanted = std::min(digits, s.width() * 62 / 100);
        widest = std::max(widest, wanted);
    }
    window_->resizeDocks({d.registers}, {std::clamp(wanted, s.width() * 40 / 100, widest)},
                         Qt::Horizontal);
    // Half a row to spare: the dock area settles a few pixels off the size asked for once its
    // tab bars are polished, and must not take r7 with them. (A presentation scrolls to r0
    // itself and needs the height for the masks.)
    const int spare = presenting ? 0 : registers_->verticalHeader()->defaultSectionSize() / 2;
    window_->resizeDocks({d.registers},
                         {std::min(cells.height() + chrome + spare, s.height() * 56 / 100)},
                         Qt::Vertical);
}

int DockSizes::chromeHeight(const QDockWidget* dock) {
    // A group's tab bar is outside its docks: the title bar and the frames only.
    const QWidget* bar = dock->titleBarWidget();
    const int title = bar ? bar->sizeHint().height() : dock->fontMetrics().height() + 8;
    return title + 6;
}

} // namespace wave::widgets
