#pragma once
// Everything the visual debugger adds to a main window, assembled in one place: the view docks
// (ViewDocks), and a "Focus and presentation" toolbar with the focus selector, the
// auto-stepper and classroom mode, wired to each other (the step granularity reaches the
// auto-stepper; classroom mode scales the toolbar too; the docks' messages go to the window's
// status bar). The IDE connects the few things that are its own: lineActivated to the editor,
// editorScaleChanged to the editor zoom, spotlightChanged to the editor's dimming,
// editorWrapChanged to the editors' line wrapping,
// granularityChanged to its step actions.
// GUI thread only.

#include "session/SessionController.h"
#include "workbench/StepGranularity.h"

#include <QObject>

class QMainWindow;
class QMenu;
class QToolBar;

namespace wave::widgets {

class AutoStepper;
class ClassroomMode;
class FocusSelector;
class ViewDocks;

class DebugWorkbench : public QObject {
    Q_OBJECT
public:
    // Adds the docks and the toolbar (on a row of its own under the existing toolbars).
    DebugWorkbench(QMainWindow* window, SessionController* controller);

    ViewDocks* docks() const { return docks_; }
    FocusSelector* focusSelector() const { return focus_; }
    AutoStepper* autoStepper() const { return stepper_; }
    ClassroomMode* classroom() const { return classroom_; }
    QToolBar* toolBar() const { return toolBar_; }

    // The dock toggles, "Reset debugger layout" and the classroom toggle.
    void populateViewMenu(QMenu* menu);
    // Animate (auto-step) and the focus commands (next/previous wave and lane).
    void populateDebugMenu(QMenu* menu);

signals:
    void lineActivated(int line);
    void editorScaleChanged(double scale);
    void spotlightChanged(bool on);
    void editorWrapChanged(bool on);
    void granularityChanged(wave::widgets::StepGranularity granularity);

private:
    void setScale(double scale);

    QMainWindow* window_;
    ViewDocks* docks_ = nullptr;
    FocusSelector* focus_ = nullptr;
    AutoStepper* stepper_ = nullptr;
    ClassroomMode* classroom_ = nullptr;
    QToolBar* toolBar_ = nullptr;
};

} // namespace wave::widgets
