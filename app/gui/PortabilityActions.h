#pragma once
// The Portability dock in the main window (bottom row, with Problems and the data views) and
// its "Debug this run": the run's device profile and schedule are chosen in the Launch dock, as
// the user would choose them there (so the session, its restarts and its session file run that
// profile and schedule); a write watchpoint on the first differing word joins the document's
// breakpoints (unless it is there already); and a session starts at the first instruction, so
// that F5 runs to the write. Edits of the source, another document and changed launch settings
// make the dock's matrix stale (PortabilityView::inputsChanged). At each stop on a write to that
// word the editor's access mark says which write of the run it is ("write 1 of 3 to this word")
// and where the last one, the comparison's, is. GUI thread only.

#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityView.h"
#include "session/SessionController.h"

#include <QObject>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace wave::widgets {
class DocumentTabs;
}

namespace wave::studio {

class DebugActions;
class DebugTarget;
class DocumentWorkspaces;

class PortabilityActions : public QObject {
    Q_OBJECT
public:
    // `launch` builds the current document's launch as the Launch dock would start it.
    PortabilityActions(QMainWindow* window, widgets::DocumentTabs* documents,
                       DocumentWorkspaces* sessions, widgets::SessionController* session,
                       widgets::PortabilityView::LaunchProvider launch);

    // The debugger, once it exists: "Debug this run" starts its sessions, and statusMessage
    // goes out with its messages.
    void setDebugger(DebugActions* debug, DebugTarget* target);

    QDockWidget* dock() const { return dock_; }
    widgets::PortabilityView* view() const { return view_; }

signals:
    void statusMessage(const QString& text);

private:
    void debugRun(const widgets::PortabilityDiffPanel::DebugRun& run);
    // At a stop of a session "Debug this run" started: at a write to the watched word, which
    // of its writes in the run this is and where the last one (the comparison's) is.
    // `counted`: the watchpoint's hit count includes this stop.
    void showWrite(bool counted);
    void setWriteDetail(const QString& detail);

    DocumentWorkspaces* sessions_;
    widgets::SessionController* session_;
    DebugActions* debug_ = nullptr;
    DebugTarget* target_ = nullptr;
    QDockWidget* dock_;
    widgets::PortabilityView* view_;
    // The run being debugged, while its session lasts (writes == 0: nothing to say).
    std::optional<widgets::PortabilityDiffPanel::DebugRun> debugged_;
    debug::BreakpointSpec watch_;
};

} // namespace wave::studio
