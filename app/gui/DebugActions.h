#pragma once
// The Debug menu and toolbar: run control with the conventional shortcuts, the step
// granularity, breakpoints in the editor's gutter, PC markers in the editor, and the offer to
// restart when the source changes under a session. It only translates user actions into
// SessionController calls and snapshots into editor markers. GUI thread only.

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "session/LaunchRequest.h"
#include "session/SessionCommand.h"
#include "session/SessionController.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;
class QToolButton;

namespace wave::studio {

class DebugActions : public QObject {
    Q_OBJECT
public:
    enum class Granularity { Wave, Workgroup };
    // Builds the launch of the current document, or returns null with a reason.
    using LaunchProvider = std::function<widgets::LaunchRequestPtr(QString& error)>;

    DebugActions(QMainWindow* window, widgets::SessionController* session);

    void setLaunchProvider(LaunchProvider provider) { launchProvider_ = std::move(provider); }
    // The editor whose gutter holds the breakpoints and which shows the PC markers: the
    // current document's. Breakpoints are per session; switching documents keeps them.
    void setEditor(widgets::CodeEditor* editor);
    widgets::CodeEditor* editor() const { return editor_; }
    // The disassembly view: it shows the PCs too, and while it has the keyboard focus the
    // step commands go instruction by instruction and Run to Cursor runs to its address.
    void setListing(widgets::ListingView* listing);

    QMenu* menu() const { return menu_; }
    QToolBar* toolBar() const { return toolBar_; }
    QToolButton* restartOffer() const { return restartOffer_; }
    Granularity granularity() const { return granularity_; }
    void setGranularity(Granularity g);

    QAction* startAction() const { return start_; }
    QAction* stopAction() const { return stop_; }
    QAction* pauseAction() const { return pause_; }
    QAction* restartAction() const { return restart_; }
    QAction* stepOverAction() const { return stepOver_; }
    QAction* stepIntoAction() const { return stepInto_; }
    QAction* stepOutAction() const { return stepOut_; }
    QAction* stepInstructionAction() const { return stepInstruction_; }
    QAction* runToCursorAction() const { return runToCursor_; }
    QAction* toggleBreakpointAction() const { return toggleBreakpoint_; }
    QAction* stepBackAction() const { return stepBack_; }
    QAction* stepBackInstructionAction() const { return stepBackInstruction_; }
    QAction* stepBackOutAction() const { return stepBackOut_; }
    QAction* reverseContinueAction() const { return reverseContinue_; }

    // F5: launches when there is no session (and runs to the first stop when `run`), or
    // continues a stopped one.
    bool startSession(bool run, QString& error);
    void toggleBreakpointAt(int line);
    // The gutter's context menu for `line` (shown by breakpointMenu): add/remove, enable,
    // condition, hit count, and on a `barrier` line the barrier breakpoints of that barrier.
    void fillBreakpointMenu(QMenu& menu, int line);

signals:
    void statusMessage(const QString& text);
    void launchFailed(const QString& message);

private:
    void createActions(QMainWindow* window);
    QAction* addAction(const QString& text, const QKeySequence& key, const QString& icon);
    void startOrContinue();
    void stopSession();
    void runStep(widgets::SessionCommand wave, widgets::SessionCommand workgroup);
    void runToCursor();
    void toggleBreakpointAtCursor();
    void updateActions();
    void showStop(const widgets::SnapshotPtr& snapshot);
    void updateExecutionMarkers(const widgets::SnapshotPtr& snapshot);
    void updateBreakpointMarkers();
    // The line breakpoints follow their markers after an edit (DebugActionsBreakpoints.cpp).
    void followBreakpointMarkers();
    void sourceEdited();
    void breakpointMenu(int line, const QPoint& globalPos);
    void addBarrierItems(QMenu& menu, int line);

    widgets::SessionController* session_;
    LaunchProvider launchProvider_;
    QPointer<widgets::CodeEditor> editor_;
    QPointer<widgets::ListingView> listing_;
    QMetaObject::Connection editorEdits_;
    Granularity granularity_ = Granularity::Wave;
    bool runAfterLaunch_ = false;
    bool sourceChanged_ = false;
    int pendingRunToLine_ = 0;     // run to this line once the launch has stopped at step 0
    QList<int> markedBreakpoints_; // the id of each gutter marker, in the markers' order
    QList<widgets::BreakpointMark> lastMarks_; // what the editor's gutter shows

    QMenu* menu_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QToolButton* restartOffer_ = nullptr;
    QActionGroup* granularityGroup_ = nullptr;
    QAction* start_ = nullptr;
    QAction* stop_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* restart_ = nullptr;
    QAction* stepOver_ = nullptr;
    QAction* stepInto_ = nullptr;
    QAction* stepOut_ = nullptr;
    QAction* stepInstruction_ = nullptr;
    QAction* runToCursor_ = nullptr;
    QAction* toggleBreakpoint_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* stepBackInstruction_ = nullptr;
    QAction* stepBackOut_ = nullptr;
    QAction* reverseContinue_ = nullptr;
    QAction* waveGranularity_ = nullptr;
    QAction* workgroupGranularity_ = nullptr;
};

} // namespace wave::studio
