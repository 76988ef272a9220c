// WAVE Studio's parts by typed id (issue 23): every dock, menu, toolbar and command of the main
// window is registered under an id declared once (StudioIds, WorkbenchIds), the names are
// unique and are the objectNames saved layouts store, and a layout saved by the IDE before
// the registry existed restores every dock and toolbar where it was.

#include "MainWindow.h"
#include "StudioIds.h"
#include "WindowSettings.h"

#include "workbench/WindowRegistry.h"
#include "workbench/WorkbenchIds.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QWidgetAction>

using wave::studio::MainWindow;
namespace StudioIds = wave::studio::StudioIds;
namespace WorkbenchIds = wave::widgets::WorkbenchIds;
using wave::widgets::WindowRegistry;

namespace {

// Calls `f` with each list of ids the two layers declare.
template <typename F>
void forEachIdList(F f) {
    f(StudioIds::Docks);
    f(StudioIds::ToolBars);
    f(StudioIds::Menus);
    f(StudioIds::Actions);
    f(WorkbenchIds::Docks);
    f(WorkbenchIds::ToolBars);
    f(WorkbenchIds::Menus);
    f(WorkbenchIds::Actions);
}

// The commands of `menu` and its submenus, but for the lists the user's choices or files make
// (recent files, themes, languages) and the docks' own show/hide actions.
void collect(const WindowRegistry* registry, QMenu* menu, QList<QAction*>& actions) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || qobject_cast<QWidgetAction*>(a))
            continue;
        if (QMenu* sub = a->menu()) {
            QVERIFY2(registry->contains(sub), qPrintable(sub->title()));
            if (sub != registry->find(StudioIds::RecentFilesMenu) &&
                sub != registry->find(StudioIds::ThemeMenu) &&
                sub != registry->find(StudioIds::LanguageMenu))
                collect(registry, sub, actions);
            continue;
        }
        bool toggle = false;
        for (const QDockWidget* dock : registry->all<QDockWidget>())
            toggle = toggle || dock->toggleViewAction() == a;
        if (!toggle)
            actions << a;
    }
}

} // namespace

class StudioRegistryTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(profile_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, profile_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, profile_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("WAVE"));
        QCoreApplication::setApplicationName(QStringLiteral("WAVE Studio registry test"));
    }
    void init() { QSettings().clear(); }

    void idsAreUnique() {
        QStringList names;
        forEachIdList([&](const auto& ids) {
            for (const auto& id : ids)
                names << id.objectName();
        });
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
    }

    // Each id names a part of the window, which has the id's name.
    void everyIdIsRegistered() {
        MainWindow window;
        const WindowRegistry* registry = window.registry();
        forEachIdList([&](const auto& ids) {
            for (const auto& id : ids) {
                const QObject* part = registry->find(id);
                QVERIFY2(part, id.name().data());
                QCOMPARE(part->objectName(), id.objectName());
            }
        });
        // Nothing else was registered: every part has its declared id.
        QCOMPARE(registry->all<QDockWidget>().size(),
                 qsizetype(StudioIds::Docks.size() + WorkbenchIds::Docks.size()));
        QCOMPARE(registry->all<QAction>().size(),
                 qsizetype(StudioIds::Actions.size() + WorkbenchIds::Actions.size()));
        // The Portability grid shows results: the views' arrangement groups it with them.
        QCOMPARE(registry->role(registry->find(StudioIds::Portability)),
                 WindowRegistry::DockRole::Results);
        QCOMPARE(registry->role(registry->find(StudioIds::Launch)), WindowRegistry::DockRole::Tool);
    }

    // Every dock, toolbar, menu and command the window has is registered (the lists the
    // user's choices make aside, and the docks' show/hide actions, which are the docks').
    void everyPartIsRegistered() {
        MainWindow window;
        const WindowRegistry* registry = window.registry();
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
            QVERIFY2(registry->contains(dock), qPrintable(dock->objectName()));
        QList<QAction*> actions;
        for (QAction* a : window.menuBar()->actions()) {
            QVERIFY2(a->menu() && registry->contains(a->menu()), qPrintable(a->text()));
            collect(registry, a->menu(), actions);
        }
        for (QToolBar* bar : window.findChildren<QToolBar*>()) {
            QVERIFY2(registry->contains(bar), qPrintable(bar->windowTitle()));
            for (QAction* a : bar->actions())
                if (!a->isSeparator() && !qobject_cast<QWidgetAction*>(a))
                    actions << a;
        }
        QVERIFY(actions.size() > 40);
        for (const QAction* a : actions)
            QVERIFY2(registry->contains(a), qPrintable(a->text()));
    }

    // A layout that WAVE Studio saved before the registry (main at 2b9c119, 1280x800, with the
    // Portability and Watch docks tabbed on the left, Statistics on the left, Timeline
    // floating, Encoding and Explain closed, the Debug toolbar at the bottom) restores.
    void layoutSavedBeforeRestores() {
        QFile file(QStringLiteral(WAVE_LAYOUT_FIXTURE));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QSettings().setValue(QStringLiteral("window/state"),
                             QByteArray::fromBase64(file.readAll().trimmed()));
        MainWindow window;
        window.resize(1280, 800);
        window.restoreSettings(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const WindowRegistry* registry = window.registry();
        QDockWidget* portability = registry->find(StudioIds::Portability);
        QCOMPARE(window.dockWidgetArea(portability), Qt::LeftDockWidgetArea);
        QVERIFY(window.tabifiedDockWidgets(portability).contains(registry->find(StudioIds::Watch)));
        QCOMPARE(window.dockWidgetArea(registry->find(WorkbenchIds::Statistics)),
                 Qt::LeftDockWidgetArea);
        QVERIFY(registry->find(WorkbenchIds::Timeline)->isFloating());
        QVERIFY(!registry->find(StudioIds::Encoding)->toggleViewAction()->isChecked());
        QVERIFY(!registry->find(WorkbenchIds::Explain)->toggleViewAction()->isChecked());
        QVERIFY(registry->find(WorkbenchIds::Registers)->toggleViewAction()->isChecked());
        QCOMPARE(window.dockWidgetArea(registry->find(WorkbenchIds::Registers)),
                 Qt::RightDockWidgetArea);
        QCOMPARE(window.toolBarArea(registry->find(StudioIds::DebugToolBar)),
                 Qt::BottomToolBarArea);
        QCOMPARE(window.toolBarArea(registry->find(WorkbenchIds::ToolBar)), Qt::TopToolBarArea);
    }

private:
    QTemporaryDir profile_;
};

QTEST_MAIN(StudioRegistryTest)
#include "StudioRegistryTest.moc"
