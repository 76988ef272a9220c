#pragma once
// The Debug menu and toolbar: run control with the conventional shortcuts, the step
// granularity, breakpoints in the editor's gutter, PC markers in the editor, and the offers to
// restart (when the source changes under a session, when a forward command meets a run that
// has ended). It only translates user actions into SessionController calls and snapshots into
// editor markers. GUI thread only.
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

#include "GutterBreakpoints.h"
#include "GutterCoalescing.h"
#include "SessionStarter.h"

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

class DebugTarget;

class DebugActions : public QObject {
    Q_OBJECT
public:
    enum class Granularity { Wave, Workgroup };
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
    QAction* breakAtEntryAction() const { return breakAtEntry_; }
    // F5 and Restart stop at the first instruction (remembered in the settings).
    bool breakAtEntry() const;
    void setBreakAtEntry(bool on);
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
    void createActions(QMainWindow* window);
    QAction* addAction(const QString& text, const QKeySequence& key, const QString& icon);
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
    void showRestartOffer(const QString& text);
    void hideRestartOffer();
    void updateActions();
    void onStateChanged();
    void showStop(const widgets::SnapshotPtr& snapshot);
    void updateExecutionMarkers(const widgets::SnapshotPtr& snapshot);
    // A session running old code is offered a restart with the new code.
    void sourceEdited();

    widgets::SessionController* session_;
    SessionStarter* starter_ = nullptr;
    GutterBreakpoints* breakpoints_ = nullptr;
    GutterCoalescing* coalescing_ = nullptr;
    DebugTarget* target_ = nullptr;
    QPointer<widgets::CodeEditor> editor_;
    QPointer<widgets::ListingView> listing_;
    QMetaObject::Connection editorEdits_;
    Granularity granularity_ = Granularity::Wave;
    bool sourceChanged_ = false;
    bool endedNoticeShown_ = false; // the next forward key restarts at the entry

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
    QAction* breakAtEntry_ = nullptr;
    QAction* waveGranularity_ = nullptr;
    QAction* workgroupGranularity_ = nullptr;
};

} // namespace wave::studio
