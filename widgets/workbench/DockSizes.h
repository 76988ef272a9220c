#pragma once
// How large the docks of DockArrangement's layouts are: proportions of the window's size and
// what the views need (eight lanes of registers, a wave of masks on a line). Where the docks
// go is DockArrangement's. GUI thread only.

#include <QSize>

class QDockWidget;
class QMainWindow;

namespace wave::widgets {

class LaneRegistersView;
class MaskStripView;

class DockSizes {
public:
    // The docks sized; the masks and waves are the right column's (Wide), the registers the
    // right column's (Compact) or under the editor beside local memory (Wide).
    struct Docks {
        QDockWidget* masks = nullptr;
        QDockWidget* waves = nullptr;
        QDockWidget* registers = nullptr;
        QDockWidget* local = nullptr;
    };

    // The window and the views must outlive this object.
    DockSizes(QMainWindow* window, const LaneRegistersView* registers, const MaskStripView* masks);

    // Sizes the docks for a window of `size` in the Wide or the Compact layout, for a
    // presentation (classroom mode) or not.
    void apply(const QSize& size, bool wide, bool presenting, const Docks& docks) const;
    // A dock's title bar and frames, in pixels.
    static int chromeHeight(const QDockWidget* dock);

private:
    void applyWide(const QSize& s, bool presenting, const Docks& d) const;
    void applyCompact(const QSize& s, bool presenting, const Docks& d) const;

    QMainWindow* window_;
    const LaneRegistersView* registers_;
    const MaskStripView* masks_;
};

} // namespace wave::widgets
