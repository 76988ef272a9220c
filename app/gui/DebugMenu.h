#pragma once
// The Debug menu and toolbar: the run-control actions with the conventional shortcuts (the
// tooltips name them), Break at Entry (remembered in the settings), the step granularity, and
// the restart offer's button, enabled as the session's state allows. It only builds and enables
// them: DebugActions gives them their behaviour. GUI thread only.

#include "session/SessionController.h"
#include "workbench/UiId.h"

#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QKeySequence;
class QMainWindow;
class QMenu;
class QToolBar;
class QToolButton;

namespace wave::widgets {
class WindowRegistry;
} // namespace wave::widgets

namespace wave::studio {

class DebugMenu : public QObject {
    Q_OBJECT
public:
    enum class Granularity { Wave, Workgroup };

    // Adds the menu to `window`'s menu bar and the toolbar to its top area.
    explicit DebugMenu(QMainWindow* window);

    QMenu* menu() const { return menu_; }
    QToolBar* toolBar() const { return toolBar_; }
    // Hidden until DebugActions offers a restart; the window places it.
    QToolButton* restartOffer() const { return restartOffer_; }

    Granularity granularity() const { return granularity_; }
    void setGranularity(Granularity g);
    bool breakAtEntry() const;
    void setBreakAtEntry(bool on);

    // Enables the commands for the session's `state`. `otherTab`: the current tab is not the
    // debugged one, whose starting commands offer to debug it; `runEnded`: F5 runs it again.
    void update(widgets::SessionController::State state, bool otherTab, bool runEnded);

    // The shortcut of `action` as the user reads it ("F10").
    static QString key(const QAction* action);

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
    QAction* editConditionAction() const { return editCondition_; }
    QAction* stepBackAction() const { return stepBack_; }
    QAction* stepBackInstructionAction() const { return stepBackInstruction_; }
    QAction* stepBackOutAction() const { return stepBackOut_; }
    QAction* reverseContinueAction() const { return reverseContinue_; }
    QAction* breakAtEntryAction() const { return breakAtEntry_; }

private:
    QAction* addAction(widgets::ActionId id, const QString& text, const QKeySequence& key,
                       const QString& icon);
    void createGranularity();
    void createToolBar(QMainWindow* window);

    widgets::WindowRegistry* registry_;
    Granularity granularity_ = Granularity::Wave;
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
    QAction* editCondition_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* stepBackInstruction_ = nullptr;
    QAction* stepBackOut_ = nullptr;
    QAction* reverseContinue_ = nullptr;
    QAction* breakAtEntry_ = nullptr;
    QAction* waveGranularity_ = nullptr;
    QAction* workgroupGranularity_ = nullptr;
};

} // namespace wave::studio
