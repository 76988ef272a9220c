#pragma once
// Run control: what the Debug menu's commands (DebugMenu) do, breakpoints in the editor's
// gutter, PC markers in the editor, and the offers to restart (when the source changes under a
// session, when a forward command meets a run that has ended). It only translates user actions
// into SessionController calls and snapshots into editor markers and status texts
// (DebugStatusText). GUI thread only.
//
// Editing during a session: the session runs the text it assembled; its markers and the lines
// it names follow the edits (SessionController's line map, kept by SessionLineTracker), the
// status bar offers a restart, and the next run-control command asks whether to restart with
// the new code or keep debugging the old (StaleCodePrompt). Undoing back to that text withdraws
// the offer.
//
// Starting: F5 launches and runs to the first stop (breakpoint, fault, deadlock, end), unless
// "Break at Entry" is on; F10, F11 and Ctrl+F11 launch and stop at the first instruction (Qt
// Creator's "Start and Break on Main"); Restart does what F5 does. A command that would debug
// the current tab while another tab's session lives goes through DebugTarget::claimCurrent().

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "session/LaunchRequest.h"
#include "session/SessionCommand.h"
#include "session/SessionController.h"

#include "DebugMenu.h"
#include "GutterBreakpoints.h"
#include "GutterCoalescing.h"
#include "SessionLineTracker.h"
#include "SessionStarter.h"
#include "StaleCodePrompt.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;
class QToolButton;

namespace wave::studio {

class DebugTarget;

class DebugActions : public QObject {
    Q_OBJECT
public:
    using Granularity = DebugMenu::Granularity;
    using LaunchProvider = SessionStarter::LaunchProvider;

    DebugActions(QMainWindow* window, widgets::SessionController* session);

    void setLaunchProvider(LaunchProvider provider) {
        starter_->setLaunchProvider(std::move(provider));
    }
    // Which document the session runs; without one every command is the current tab's.
    void setTarget(DebugTarget* target);
    // The editor whose gutter holds the breakpoints and which shows the PC markers: the
    // current document's.
    void setEditor(widgets::CodeEditor* editor);
    widgets::CodeEditor* editor() const { return editor_; }
    // The disassembly view: it shows the PCs too, and while it has the keyboard focus the
    // step commands go instruction by instruction and Run to Cursor runs to its address.
    void setListing(widgets::ListingView* listing);

    QMenu* menu() const { return menu_->menu(); }
    QToolBar* toolBar() const { return menu_->toolBar(); }
    QToolButton* restartOffer() const { return menu_->restartOffer(); }
    Granularity granularity() const { return menu_->granularity(); }
    void setGranularity(Granularity g) { menu_->setGranularity(g); }

    QAction* startAction() const { return menu_->startAction(); }
    QAction* stopAction() const { return menu_->stopAction(); }
    QAction* pauseAction() const { return menu_->pauseAction(); }
    QAction* restartAction() const { return menu_->restartAction(); }
    QAction* stepOverAction() const { return menu_->stepOverAction(); }
    QAction* stepIntoAction() const { return menu_->stepIntoAction(); }
    QAction* stepOutAction() const { return menu_->stepOutAction(); }
    QAction* stepInstructionAction() const { return menu_->stepInstructionAction(); }
    QAction* runToCursorAction() const { return menu_->runToCursorAction(); }
    QAction* toggleBreakpointAction() const { return menu_->toggleBreakpointAction(); }
    QAction* stepBackAction() const { return menu_->stepBackAction(); }
    QAction* stepBackInstructionAction() const { return menu_->stepBackInstructionAction(); }
    QAction* stepBackOutAction() const { return menu_->stepBackOutAction(); }
    QAction* reverseContinueAction() const { return menu_->reverseContinueAction(); }
    QAction* breakAtEntryAction() const { return menu_->breakAtEntryAction(); }
    // F5 and Restart stop at the first instruction (remembered in the settings).
    bool breakAtEntry() const { return menu_->breakAtEntry(); }
    void setBreakAtEntry(bool on) { menu_->setBreakAtEntry(on); }
    // The last stop ended the run (finished, faulted or deadlocked): nothing can go forward.
    bool runEnded() const;

    // Launches the current document: runs to the first stop when `run`, else stops at the
    // first instruction.
    bool startSession(bool run, QString& error);
    GutterBreakpoints* breakpoints() const { return breakpoints_; }

signals:
    void statusMessage(const QString& text);
    void launchFailed(const QString& message);

private:
    void connectActions();
    void startOrContinue();
    void stopSession();
    // Start and Restart: stop at the entry with Break at Entry, else run.
    SessionStarter::Then startThen() const;
    void restartSession(SessionStarter::Then then);
    // F10, F11, Ctrl+F11: start at the entry without a session; at an ended run, say so first.
    void stepOrStart(widgets::SessionCommand wave, widgets::SessionCommand workgroup);
    // True when a forward command may go on; at an ended run it says so and offers a restart
    // at the entry, which the same key then does (returns false).
    bool checkRunEnded();
    void runStep(widgets::SessionCommand wave, widgets::SessionCommand workgroup);
    void runToCursor();
    // `sourceChanged`: the offer to restart with the edited code (withdrawn when the text is
    // the session's again).
    void showRestartOffer(const QString& text, bool sourceChanged = false);
    void hideRestartOffer();
    void updateActions();
    void onStateChanged();
    void showStop(const widgets::SnapshotPtr& snapshot);
    void updateExecutionMarkers(const widgets::SnapshotPtr& snapshot);
    // The editor's text moved away from the session's (a restart is offered) or back to it.
    void lineMapChanged();
    // Before a command that goes on in the session: true to go on with the code it runs; while
    // the text differs, the user may choose to restart with the new code instead (`then`, at
    // `line` for a run to the cursor), and false is returned.
    bool goOnWithRunningCode(SessionStarter::Then then, int line = 0);

    widgets::SessionController* session_;
    DebugMenu* menu_;
    SessionStarter* starter_ = nullptr;
    GutterBreakpoints* breakpoints_ = nullptr;
    GutterCoalescing* coalescing_ = nullptr;
    SessionLineTracker* lineTracker_ = nullptr;
    StaleCodePrompt* stalePrompt_ = nullptr;
    DebugTarget* target_ = nullptr;
    QPointer<widgets::CodeEditor> editor_;
    QPointer<widgets::ListingView> listing_;
    bool sourceOfferShown_ = false; // the restart offer is the source-changed one
    bool endedNoticeShown_ = false; // the next forward key restarts at the entry
};

} // namespace wave::studio
