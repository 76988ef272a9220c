#pragma once
// What the user sees of the IDE's layouts, measured by geometry on the real MainWindow (for
// tst_layouts): editor lines, register lanes, waves of masks, table columns in view, heatmap
// banks in view and editor lines cut off at the right.

#include <QString>

class QTableView;
class QTemporaryDir;

namespace wave::studio {
class MainWindow;
}

namespace wave::layoutprobe {

struct Seen {
    int editorLines = 0;
    int registerRows = 0;     // of r0-r7, visible in every one of the lane columns counted
    int laneColumns = 0;      // lanes 0-7 of wave 0 whose r0-r7 cells are all visible
    bool focusedLane = false; // lane 3's r0-r7 are all visible
    int maskWaves = 0;        // waves whose 32 mask cells are all visible
};

// The Local memory dock: banks of the heatmap's first row wholly in view, and how the
// bank-conflict and coalescing tables show their columns.
struct LocalSeen {
    int banks = 0;
    int bankCount = 0;
    int cellWidth = 0;
    int conflictColumns = 0; // wholly in view, of ...
    int conflictCount = 0;
    bool conflictScrolls = true;
    int coalescingColumns = 0;
    int coalescingCount = 0;
    bool coalescingScrolls = true;
};

// The editor's lines that reach past its right edge, and the longest line's wrapping.
struct EditorWidth {
    int cutLines = 0;        // lines whose end is right of the text area
    int longestLine = -1;    // 0-based
    int longestRows = 0;     // display rows of the longest line (> 1: wrapped)
    bool wrapMarked = false; // wrapped lines carry a visual flag
    int columns = 0;         // characters of code a display row holds
};

// QSettings of the test in `profile`, never the user's, under `application`'s name.
void useProfile(const QTemporaryDir& profile, const QString& application);
QString copyExample(const QTemporaryDir& dir, const QString& name);
// tree_reduction in its loop: stopped at the `fadd` the 2nd time, lane 3 of wave 0 focused.
bool stopInLoop(studio::MainWindow& window, const QString& path);
Seen measure(studio::MainWindow& window);
// Columns of `table` wholly in its viewport, and whether it scrolls sideways.
void columnsInView(const QTableView* table, int& inView, bool& scrolls);
// The Divergence stack brought to the front: its columns in view.
void stackColumnsInView(studio::MainWindow& window, int& inView, bool& scrolls);
// The Local memory dock brought to the front.
LocalSeen measureLocal(studio::MainWindow& window);
EditorWidth measureEditorWidth(studio::MainWindow& window);

} // namespace wave::layoutprobe
