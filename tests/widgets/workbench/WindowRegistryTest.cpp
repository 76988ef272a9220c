// The typed registry of a window's parts (issue 23): ids name parts once, lookups return the
// part's own class, the registry names parts after their ids (what saved layouts store), one
// part per id, and the debugger workbench registers every dock, toolbar, menu and action it
// declares an id for.

#include "Workbench.h"

#include "workbench/DebugWorkbench.h"
#include "workbench/WindowRegistry.h"
#include "workbench/WorkbenchIds.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QSet>
#include <QToolBar>

#include <memory>
#include <type_traits>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

constexpr DockId kAlpha{"AlphaDock"};
constexpr DockId kBeta{"BetaDock"};
constexpr ActionId kAlphaAction{"AlphaDock"}; // the same name, another kind of part

// Lookups are typed: an id of a dock finds a QDockWidget, an action's id a QAction.
static_assert(std::is_same_v<decltype(std::declval<WindowRegistry>().find(kAlpha)), QDockWidget*>);
static_assert(
    std::is_same_v<decltype(std::declval<WindowRegistry>().find(kAlphaAction)), QAction*>);
static_assert(!std::is_convertible_v<DockId, ActionId>);

} // namespace

class WindowRegistryTest : public QObject {
    Q_OBJECT
private slots:
    void onePerWindow() {
        QMainWindow a;
        QMainWindow b;
        WindowRegistry* registry = WindowRegistry::of(&a);
        QCOMPARE(WindowRegistry::of(&a), registry);
        QVERIFY(WindowRegistry::of(&b) != registry);
        QCOMPARE(registry->parent(), &a);
    }

    void registeringNamesThePart() {
        QMainWindow window;
        WindowRegistry* registry = WindowRegistry::of(&window);
        auto* dock = new QDockWidget(&window);
        QVERIFY(registry->add(kAlpha, dock));
        // The objectName that QMainWindow::saveState() stores comes from the id.
        QCOMPARE(dock->objectName(), QStringLiteral("AlphaDock"));
        QCOMPARE(registry->find(kAlpha), dock);
        QCOMPARE(registry->find(kBeta), nullptr);
        QVERIFY(registry->contains(dock));
        // Kinds are apart: an action may carry the same name without taking the dock's place.
        auto* action = new QAction(&window);
        QVERIFY(registry->add(kAlphaAction, action));
        QCOMPARE(registry->find(kAlphaAction), action);
        QCOMPARE(registry->find(kAlpha), dock);
    }

    void onePartPerId() {
        QMainWindow window;
        WindowRegistry* registry = WindowRegistry::of(&window);
        auto* first = new QDockWidget(&window);
        auto* second = new QDockWidget(&window);
        QVERIFY(registry->add(kAlpha, first));
        QVERIFY(!registry->add(kAlpha, second)); // the id is taken
        QVERIFY(second->objectName().isEmpty());
        QVERIFY(!registry->add(kBeta, first)); // the part has its id
        QVERIFY(!registry->add(kBeta, static_cast<QDockWidget*>(nullptr)));
        QCOMPARE(registry->find(kAlpha), first);
        QCOMPARE(registry->find(kBeta), nullptr);
        // A part that is gone leaves its id free.
        delete first;
        QCOMPARE(registry->find(kAlpha), nullptr);
        QVERIFY(registry->add(kAlpha, second));
        QCOMPARE(registry->find(kAlpha), second);
    }

    void partsInOrderAndRoles() {
        QMainWindow window;
        WindowRegistry* registry = WindowRegistry::of(&window);
        auto* beta = new QDockWidget(&window);
        auto* alpha = new QDockWidget(&window);
        QVERIFY(registry->add(kBeta, beta, WindowRegistry::DockRole::Results));
        QVERIFY(registry->add(kAlpha, alpha));
        QCOMPARE(registry->all<QDockWidget>(), (QList<QDockWidget*>{beta, alpha}));
        QCOMPARE(registry->role(beta), WindowRegistry::DockRole::Results);
        QCOMPARE(registry->role(alpha), WindowRegistry::DockRole::Tool);
        QVERIFY(registry->all<QAction>().isEmpty());
    }

    void workbenchIdsAreUnique() {
        QSet<QString> names;
        int count = 0;
        auto note = [&](const auto& ids) {
            for (const auto& id : ids) {
                names << id.objectName();
                ++count;
            }
        };
        note(WorkbenchIds::Docks);
        note(WorkbenchIds::ToolBars);
        note(WorkbenchIds::Menus);
        note(WorkbenchIds::Actions);
        QCOMPARE(names.size(), count);
    }

    // Every id the workbench declares names a part once it is made, under the name saved
    // layouts and the views' docks have always had.
    void workbenchRegistersEveryPart() {
        SessionBench bench;
        QMainWindow window;
        window.setCentralWidget(new QWidget);
        auto* workbench = new DebugWorkbench(&window, &bench.controller);
        auto* menu = new QMenu(&window);
        workbench->populateViewMenu(menu);
        workbench->populateDebugMenu(menu);
        WindowRegistry* registry = WindowRegistry::of(&window);
        for (DockId id : WorkbenchIds::Docks) {
            QDockWidget* dock = registry->find(id);
            QVERIFY2(dock, id.name().data());
            QCOMPARE(dock->objectName(), id.objectName());
            QCOMPARE(workbench->docks()->dock(id), dock);
        }
        QCOMPARE(registry->all<QDockWidget>(), workbench->docks()->docks());
        QCOMPARE(registry->find(WorkbenchIds::Registers)->objectName(),
                 QStringLiteral("RegistersDock"));
        for (ToolBarId id : WorkbenchIds::ToolBars)
            QVERIFY2(registry->find(id), id.name().data());
        for (MenuId id : WorkbenchIds::Menus)
            QVERIFY2(registry->find(id), id.name().data());
        for (ActionId id : WorkbenchIds::Actions) {
            QAction* action = registry->find(id);
            QVERIFY2(action, id.name().data());
            QVERIFY2(
                menu->actions().contains(action) ||
                    registry->find(WorkbenchIds::DebuggerViewsMenu)->actions().contains(action),
                id.name().data());
        }
    }
};

QTEST_MAIN(WindowRegistryTest)
#include "WindowRegistryTest.moc"
