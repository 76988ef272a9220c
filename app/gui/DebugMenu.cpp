#include "DebugMenu.h"

#include "StudioIds.h"

#include "workbench/WindowRegistry.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>

namespace wave::studio {

using widgets::SessionController;
namespace Ids = StudioIds;

namespace {

const QString kBreakAtEntryKey = QStringLiteral("debug/breakAtEntry");

} // namespace

DebugMenu::DebugMenu(QMainWindow* window)
    : QObject(window), registry_(widgets::WindowRegistry::of(window)) {
    menu_ = window->menuBar()->addMenu(tr("&Debug"));
    registry_->add(Ids::DebugMenu, menu_);
    start_ = addAction(Ids::Start, tr("&Start / Continue"), Qt::Key_F5,
                       QStringLiteral("media-playback-start"));
    pause_ =
        addAction(Ids::Pause, tr("&Pause"), Qt::Key_F6, QStringLiteral("media-playback-pause"));
    stop_ = addAction(Ids::Stop, tr("S&top"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                      QStringLiteral("media-playback-stop"));
    restart_ =
        addAction(Ids::Restart, tr("&Restart"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                  QStringLiteral("view-refresh"));
    breakAtEntry_ = menu_->addAction(tr("Break at &Entry"));
    registry_->add(Ids::BreakAtEntry, breakAtEntry_);
    breakAtEntry_->setCheckable(true);
    breakAtEntry_->setToolTip(tr("Start and Restart stop at the first instruction of the kernel"));
    breakAtEntry_->setChecked(QSettings().value(kBreakAtEntryKey, false).toBool());
    connect(breakAtEntry_, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(kBreakAtEntryKey, on); });
    menu_->addSeparator();
    stepOver_ = addAction(Ids::StepOver, tr("Step &Over"), Qt::Key_F10, QStringLiteral("go-next"));
    stepInto_ = addAction(Ids::StepInto, tr("Step &Into"), Qt::Key_F11, QStringLiteral("go-down"));
    stepOut_ = addAction(Ids::StepOut, tr("Step O&ut"), QKeySequence(Qt::SHIFT | Qt::Key_F11),
                         QStringLiteral("go-up"));
    stepInstruction_ = addAction(Ids::StepInstruction, tr("Step I&nstruction"),
                                 QKeySequence(Qt::CTRL | Qt::Key_F11), QStringLiteral("go-jump"));
    runToCursor_ = addAction(Ids::RunToCursor, tr("Run to &Cursor"),
                             QKeySequence(Qt::CTRL | Qt::Key_F10), QStringLiteral("go-last"));
    menu_->addSeparator();
    stepBack_ = addAction(Ids::StepBack, tr("Step &Back"), QKeySequence(Qt::SHIFT | Qt::Key_F10),
                          QStringLiteral("go-previous"));
    stepBackInstruction_ =
        addAction(Ids::StepBackInstruction, tr("Step Back Instruc&tion"),
                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F11), QStringLiteral("go-first"));
    stepBackOut_ =
        addAction(Ids::StepBackOut, tr("Step Back Out"),
                  QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_F11), QStringLiteral("go-top"));
    reverseContinue_ = addAction(Ids::ReverseContinue, tr("Re&verse Continue"),
                                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5),
                                 QStringLiteral("media-seek-backward"));
    menu_->addSeparator();
    toggleBreakpoint_ =
        addAction(Ids::ToggleBreakpoint, tr("Toggle &Breakpoint"), Qt::Key_F9, QString());
    // The keyboard's way to a condition: the gutter's menu needs the mouse.
    editCondition_ = addAction(Ids::EditBreakpointCondition, tr("Edit Breakpoint Con&dition\u2026"),
                               QKeySequence(), QString());
    editCondition_->setToolTip(
        tr("The condition of the breakpoint on the cursor's line (a new one if there is none)"));
    menu_->addSeparator();
    createGranularity();
    createToolBar(window);

    // Offers a restart at the first instruction: after an edit of the source (with the new
    // code), or when a forward command met a run that has ended.
    restartOffer_ = new QToolButton;
    restartOffer_->setObjectName(QStringLiteral("restartOffer"));
    restartOffer_->setToolTip(tr(
        "Starts the session again with the code as it is now, stopped at the first instruction"));
    restartOffer_->hide();
}

QAction* DebugMenu::addAction(widgets::ActionId id, const QString& text, const QKeySequence& key,
                              const QString& icon) {
    auto* action = new QAction(QIcon::fromTheme(icon), text, this);
    registry_->add(id, action);
    action->setShortcut(key);
    action->setShortcutContext(Qt::ApplicationShortcut);
    // Menus show the shortcut; the toolbar's tooltip names it too.
    action->setToolTip(key.isEmpty() ? text
                                     : tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                         key.toString(QKeySequence::NativeText)));
    menu_->addAction(action);
    return action;
}

void DebugMenu::createGranularity() {
    QMenu* granularity = menu_->addMenu(tr("Step &Granularity"));
    registry_->add(Ids::GranularityMenu, granularity);
    granularityGroup_ = new QActionGroup(this);
    waveGranularity_ = granularity->addAction(tr("&Wave: the focused wave steps"));
    workgroupGranularity_ = granularity->addAction(tr("Work&group: every ready wave steps once"));
    for (QAction* a : {waveGranularity_, workgroupGranularity_}) {
        a->setCheckable(true);
        granularityGroup_->addAction(a);
    }
    waveGranularity_->setChecked(true);
    registry_->add(Ids::WaveGranularity, waveGranularity_);
    registry_->add(Ids::WorkgroupGranularity, workgroupGranularity_);
    connect(waveGranularity_, &QAction::triggered, this,
            [this] { setGranularity(Granularity::Wave); });
    connect(workgroupGranularity_, &QAction::triggered, this,
            [this] { setGranularity(Granularity::Workgroup); });
}

void DebugMenu::createToolBar(QMainWindow* window) {
    toolBar_ = new QToolBar(tr("Debug"), window);
    registry_->add(Ids::DebugToolBar, toolBar_);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* a : {start_, pause_, stop_, restart_})
        toolBar_->addAction(a);
    toolBar_->addSeparator();
    for (QAction* a : {stepOver_, stepInto_, stepOut_, stepInstruction_})
        toolBar_->addAction(a);
    toolBar_->addSeparator();
    for (QAction* a : {stepBack_, reverseContinue_})
        toolBar_->addAction(a);
    window->addToolBar(Qt::TopToolBarArea, toolBar_);
}

void DebugMenu::setGranularity(Granularity g) {
    granularity_ = g;
    (g == Granularity::Wave ? waveGranularity_ : workgroupGranularity_)->setChecked(true);
}

bool DebugMenu::breakAtEntry() const {
    return breakAtEntry_->isChecked();
}

void DebugMenu::setBreakAtEntry(bool on) {
    breakAtEntry_->setChecked(on);
}

void DebugMenu::update(SessionController::State s, bool otherTab, bool runEnded) {
    using State = SessionController::State;
    const bool stopped = s == State::Stopped;
    const bool running = s == State::Running || s == State::Starting;
    const bool canStart = s == State::Idle || stopped || otherTab;
    start_->setEnabled(canStart);
    start_->setText(s == State::Idle || otherTab || runEnded ? tr("&Start") : tr("&Continue"));
    pause_->setEnabled(running);
    stop_->setEnabled(s != State::Idle);
    restart_->setEnabled(stopped || s == State::Running);
    // Without a session, stepping starts one at the first instruction.
    for (QAction* a : {stepOver_, stepInto_, stepInstruction_})
        a->setEnabled(canStart);
    for (QAction* a : {stepOut_, stepBack_, stepBackInstruction_, stepBackOut_, reverseContinue_})
        a->setEnabled(stopped);
    runToCursor_->setEnabled(canStart);
}

QString DebugMenu::key(const QAction* action) {
    return action->shortcut().toString(QKeySequence::NativeText);
}

} // namespace wave::studio
