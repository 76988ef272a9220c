#pragma once
// Where a stop is in the source, and showing it: the PC markers of the editor and the Listing,
// and bringing the stop's line into the editor's view. The stop's place is
// the focused wave's line, else the stop's own line (a finished wave has none). A deadlock or
// barrier-divergence verdict blames lines besides (the barrier, the branch that sent a wave
// around it): they are to be seen with it. GUI thread only.

#include "debug/session/MachineSnapshot.h"

#include <QList>

namespace wave::widgets {
class CodeEditor;
class ListingView;
} // namespace wave::widgets

namespace wave::studio {

class StopLocation {
public:
    // 1-based; 0 when the stop has no source line (a program without a source map).
    static int line(const debug::MachineSnapshot& snapshot);
    // The lines the stop's verdict names (empty for other stops).
    static QList<int> blamedLines(const debug::MachineSnapshot& snapshot);
    // Puts the cursor at the start of `line` and scrolls only if needed: when `line` or one of
    // `alsoVisible` is out of view, the view is centred on as many of them as fit with `line`,
    // taken in order.
    static void reveal(widgets::CodeEditor* editor, int line, const QList<int>& alsoVisible);
    // The focused wave's PC as the arrow, every other unfinished wave's as a numbered marker,
    // in whichever of `editor` and `listing` is given; a null or empty snapshot clears them.
    static void showMarkers(const debug::MachineSnapshot* snapshot, widgets::CodeEditor* editor,
                            widgets::ListingView* listing);
};

} // namespace wave::studio
