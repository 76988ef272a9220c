#pragma once
// Where a stop is in the source, and showing it: the PC markers of the editor and the Listing,
// and bringing the stop into the editor's view. The stop's place is the focused wave's line,
// (where it finished, for a wave that has), else the stop's own line. A deadlock or
// barrier-divergence verdict blames lines (the barrier, the branch that sent a wave around it):
// they come first, since after a deadlock the focused wave is the culprit, which has finished
// elsewhere. GUI thread only.

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"
#include "isa/SourceMap.h"

#include <QList>

namespace wave::widgets {
class CodeEditor;
class ListingView;
} // namespace wave::widgets

namespace wave::studio {

class StopLocation {
public:
    // The focused wave's line; for a wave that has finished, the line of its last instruction
    // (through `sourceMap`); else the stop's own. 1-based; 0 when there is no source line.
    static int line(const debug::MachineSnapshot& snapshot, const isa::SourceMap* sourceMap);
    // The lines to bring into view, most important first: those a verdict names (the barrier,
    // the branch that sent a wave around it), then the stop's line.
    static QList<int> linesToShow(const debug::MachineSnapshot& snapshot,
                                  const isa::SourceMap* sourceMap);
    // Puts the cursor at the start of the first of `lines` and scrolls only if one of them is
    // out of view: then the view is centred on as many as fit with the first, taken in order.
    static void reveal(widgets::CodeEditor* editor, const QList<int>& lines);
    // The focused wave's PC as the arrow, every other unfinished wave's as a numbered marker,
    // in whichever of `editor` and `listing` is given, and in the editor the instruction a
    // watchpoint stopped at (CodeEditor::setAccessMark); a null or empty snapshot clears them.
    // The editor's markers go where `lines` puts the snapshot's lines in the edited text (none
    // on a line that was removed); the Listing, which shows the newest assembly, has none of
    // them once the text differs from the code that runs.
    static void showMarkers(const debug::MachineSnapshot* snapshot, widgets::CodeEditor* editor,
                            widgets::ListingView* listing, const debug::EditLineMap& lines = {});
};

} // namespace wave::studio
