#include "workbench/DebugWorkbench.h"

#include "workbench/AutoStepper.h"
#include "workbench/ClassroomMode.h"
#include "workbench/FocusSelector.h"
#include "workbench/ViewDocks.h"
#include "workbench/WindowRegistry.h"
#include "workbench/WorkbenchIds.h"

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>

namespace wave::widgets {

DebugWorkbench::DebugWorkbench(QMainWindow* window, SessionController* controller)
    : QObject(window), window_(window) {
    docks_ = new ViewDocks(window, controller);
    focus_ = new FocusSelector(controller);
    stepper_ = new AutoStepper(controller);
    classroom_ = new ClassroomMode(docks_);

    toolBar_ = new QToolBar(tr("Focus and presentation"), window);
    toolBar_->addWidget(focus_);
    toolBar_->addSeparator();
    toolBar_->addWidget(stepper_);
    toolBar_->addSeparator();
    toolBar_->addWidget(classroom_);
    window->addToolBarBreak(Qt::TopToolBarArea);
    window->addToolBar(Qt::TopToolBarArea, toolBar_);

    stepper_->playAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    classroom_->toggleAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    WindowRegistry* registry = WindowRegistry::of(window);
    registry->add(WorkbenchIds::ToolBar, toolBar_);
    registry->add(WorkbenchIds::AutoStep, stepper_->playAction());
    registry->add(WorkbenchIds::Classroom, classroom_->toggleAction());
    registry->add(WorkbenchIds::NextWave, focus_->nextWaveAction());
    registry->add(WorkbenchIds::PreviousWave, focus_->previousWaveAction());
    registry->add(WorkbenchIds::NextLane, focus_->nextLaneAction());
    registry->add(WorkbenchIds::PreviousLane, focus_->previousLaneAction());

    connect(docks_, &ViewDocks::lineActivated, this, &DebugWorkbench::lineActivated);
    connect(docks_, &ViewDocks::statusMessage, this,
            [window](const QString& text) { window->statusBar()->showMessage(text, 10'000); });
    connect(focus_, &FocusSelector::granularityChanged, stepper_, &AutoStepper::setGranularity);
    connect(focus_, &FocusSelector::granularityChanged, this, &DebugWorkbench::granularityChanged);
    // An edit of the running code pauses Animate: the next step is the user's to choose
    // (restart with the new code, or keep debugging the old).
    connect(controller, &SessionController::lineMapChanged, stepper_, [controller, this] {
        if (controller->sourceChanged())
            stepper_->pause();
    });
    connect(classroom_, &ClassroomMode::scaleChanged, this, &DebugWorkbench::setScale);
    connect(classroom_, &ClassroomMode::spotlightChanged, this, &DebugWorkbench::spotlightChanged);
    connect(classroom_, &ClassroomMode::wrapLinesChanged, this, &DebugWorkbench::editorWrapChanged);
}

void DebugWorkbench::setScale(double scale) {
    focus_->setScale(scale);
    stepper_->setScale(scale);
    emit editorScaleChanged(scale);
}

void DebugWorkbench::populateViewMenu(QMenu* menu) {
    WindowRegistry* registry = WindowRegistry::of(window_);
    QMenu* views = menu->addMenu(tr("&Debugger Views"));
    registry->add(WorkbenchIds::DebuggerViewsMenu, views);
    for (QDockWidget* dock : docks_->docks())
        views->addAction(dock->toggleViewAction());
    views->addSeparator();
    QAction* reset = views->addAction(tr("&Reset Debugger Layout"), this, [this] {
        docks_->arrange(ViewDocks::arrangementFor(window_->size()));
        docks_->applyDefaultSizes();
    });
    registry->add(WorkbenchIds::ResetLayout, reset);
    menu->addAction(classroom_->toggleAction());
}

void DebugWorkbench::populateDebugMenu(QMenu* menu) {
    menu->addAction(stepper_->playAction());
    menu->addSeparator();
    for (QAction* a : {focus_->nextWaveAction(), focus_->previousWaveAction(),
                       focus_->nextLaneAction(), focus_->previousLaneAction()})
        menu->addAction(a);
}

} // namespace wave::widgets
