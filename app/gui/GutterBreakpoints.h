#pragma once
// Breakpoints in the editor's gutter: F9 and a click toggle a line breakpoint, the context menu
// (the gutter's, and the text's "Breakpoint" submenu) offers conditions, enable/disable, hit counts
// and, on a `barrier` line, the barrier breakpoints of that line. It draws the line breakpoints
// as markers where the document's workspace puts them (they follow edits there, keeping id,
// condition and hit count). The breakpoints live in the workspace (workspace::Workspace, edited
// through the SessionController); this class only translates between them and one editor. GUI
// thread only.

#include "editor/BreakpointMark.h"
#include "session/SessionController.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QMenu;
class QPoint;

namespace wave::widgets {
class CodeEditor;
}

namespace wave::studio {

class GutterBreakpoints : public QObject {
    Q_OBJECT
public:
    GutterBreakpoints(widgets::SessionController* session, QObject* parent);

    // The editor whose gutter shows the breakpoints: the current document's. Breakpoints are
    // per session; switching documents keeps them.
    void setEditor(widgets::CodeEditor* editor);

    void toggleAt(int line);
    void toggleAtCursor();
    // Asks for the condition of the breakpoint on `line` (Debug > Edit Breakpoint Condition,
    // the context menus); a line without one gets a breakpoint with the condition typed.
    void editConditionAt(int line);
    void editConditionAtCursor();
    // The gutter's context menu for `line`: add/remove, enable, condition, hit count, and on a
    // `barrier` line the barrier breakpoints of that barrier.
    void fillMenu(QMenu& menu, int line);

private:
    int cursorLine() const; // 1-based, of the editor (not null)
    void showMenu(int line, const QPoint& globalPos);
    void addBarrierItems(QMenu& menu, int line);
    void updateMarkers();
    // Puts the markers back on the workspace's lines when Scintilla moved them otherwise.
    void checkMarkers();

    widgets::SessionController* session_;
    QPointer<widgets::CodeEditor> editor_;
    QList<widgets::BreakpointMark> lastMarks_; // what the editor's gutter shows, by line
    bool checkPending_ = false;
};

} // namespace wave::studio
