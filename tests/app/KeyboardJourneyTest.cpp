// The keyboard user's journeys (issue 21), on the real MainWindow with real key presses sent to
// whatever has the focus, popups and dialogs included: Ctrl+A in a dock's field selects that
// field, never the kernel; Alt+Down/Up and Alt+Right/Left move the focused wave and lane; F6
// and Shift+F6 go round the editor and the docks; Ctrl+Tab leaves the editor and is not caught
// by the Registers table; a conditional breakpoint set with keys only, from the editor's
// context menu (Menu key) and from Debug > Edit Breakpoint Condition, stops where its condition
// holds; the context menu names the Edit menu's Redo key; no two mnemonics of the window clash
// (English and German), and Alt+D opens the Debug menu with the Portability dock in front.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "EditActions.h"
#include "FocusKeys.h"
#include "MainWindow.h"
#include "PaneCycle.h"
#include "PortabilityActions.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/BreakpointConditionDialog.h"
#include "launch/LaunchConfigPanel.h"
#include "session/SessionController.h"
#include "views/LaneRegistersView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/FocusSelector.h"
#include "workbench/ViewDocks.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <memory>
#include <set>

using wave::studio::MainWindow;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;
using wave::apptest::focused;

namespace {

// r0 counts 1 to 7 in one wave; line 9 runs once per round.
const char* const kLoop = ".kernel seven\n"              // 1
                          ".registers 8\n"               // 2
                          ".workgroup_size 32, 1, 1\n"   // 3
                          "    mov_imm r0, 0\n"          // 4
                          "    mov_imm r1, 1\n"          // 5
                          "    mov_imm r2, 7\n"          // 6
                          "    loop\n"                   // 7
                          "        iadd r0, r0, r1\n"    // 8
                          "        icmp_eq p1, r0, r2\n" // 9
                          "        break p1\n"           // 10
                          "    endloop\n"                // 11
                          "    halt\n"                   // 12
                          ".end\n";

void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = focused();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key(k), modifiers);
}

// The Menu key: Qt turns the press the focused widget does not take into a keyboard context
// menu event for it, which is what is sent here (the offscreen platform does not).
void menuKey() {
    QWidget* focus = focused();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key_Menu);
    const QPoint centre = focus->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Keyboard, centre, focus->mapToGlobal(centre));
    QApplication::sendEvent(focus, &event);
}

void caretToLine(int line) {
    key(Qt::Key_Home, Qt::ControlModifier);
    for (int i = 1; i < line; ++i)
        key(Qt::Key_Down);
}

// The letter after a single '&' ("&Debug" -> 'd'), 0 when there is none.
QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

bool stoppedAt(SessionController* session, std::uint32_t line) {
    const auto stop = session->stopSnapshot();
    return session->state() == State::Stopped && stop && stop->stop && stop->stop->line == line;
}

} // namespace

class KeyboardJourneyTest : public QObject {
    Q_OBJECT
private slots:
    // Settings of their own (Break at Entry, layouts): other tests may run meanwhile.
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(profile_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, profile_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, profile_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("WAVE"));
        QCoreApplication::setApplicationName(QStringLiteral("WAVE Studio keyboard test"));
    }
    void init() { QSettings().clear(); }

    // The occupancy "what if": a number typed, Ctrl+A, another typed: the field holds the new
    // number, keeps the focus, and the kernel is as it was. Ctrl+A in the Registers table
    // selects its cells, not the kernel.
    void selectAllActsOnTheFocusedWidget() {
        MainWindow window;
        open(window, QStringLiteral(WAVE_EXAMPLES "/tiled_matmul.wave"));
        const QString kernel = window.editor()->text();
        window.documentWorkspaces()->launchDock()->raise();
        auto* threads = window.documentWorkspaces()->panel()->findChild<QSpinBox*>(
            QStringLiteral("whatIfThreads"));
        QVERIFY(threads);
        QTRY_VERIFY(threads->isVisible());
        for (QWidget* w = threads->parentWidget(); w; w = w->parentWidget())
            if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
                scroll->ensureWidgetVisible(threads);
                break;
            }
        QTest::mouseClick(threads, Qt::LeftButton, {}, threads->rect().center());
        QCOMPARE(focused(), static_cast<QWidget*>(threads));
        key(Qt::Key_End);
        QVERIFY(wave::apptest::typeOnFocus(QStringLiteral("2")));
        key(Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(threads));
        QVERIFY(wave::apptest::typeOnFocus(QStringLiteral("64")));
        QCOMPARE(threads->value(), 64);
        QCOMPARE(window.editor()->text(), kernel);
        QVERIFY(!window.editor()->hasSelectedText());
        // Edit > Select All, as a click in the menu: the field again.
        QAction* selectAll = window.editActions()->action(QStringLiteral("actionSelectAll"));
        selectAll->trigger();
        QCOMPARE(focused(), static_cast<QWidget*>(threads));
        QVERIFY(!window.editor()->hasSelectedText());
        QVERIFY(wave::apptest::typeOnFocus(QStringLiteral("32")));
        QCOMPARE(threads->value(), 32);
        QCOMPARE(window.editor()->text(), kernel);
    }

    // tree_reduction stopped in its loop: Alt+Down, Alt+Right, Alt+Up, Alt+Left from the
    // editor move the focused wave and lane, and the toolbar follows.
    void nextAndPreviousWaveAndLane() {
        MainWindow window;
        open(window, copyOf(QStringLiteral("tree_reduction")));
        startAtBreakpoint(window, 34);
        SessionController* session = window.session();
        wave::widgets::FocusSelector* focus = window.workbench()->focusSelector();
        const std::uint32_t wave0 = session->stopSnapshot()->focusWave;
        const std::uint32_t lane0 = session->stopSnapshot()->focusLane;
        QVERIFY(wave0 < 7 && lane0 < 31);
        key(Qt::Key_Down, Qt::AltModifier);
        QTRY_COMPARE(session->snapshot()->focusWave, wave0 + 1);
        QCOMPARE(focus->wave(), wave0 + 1);
        key(Qt::Key_Right, Qt::AltModifier);
        QTRY_COMPARE(session->snapshot()->focusLane, lane0 + 1);
        QCOMPARE(focus->lane(), lane0 + 1);
        key(Qt::Key_Up, Qt::AltModifier);
        QTRY_COMPARE(session->snapshot()->focusWave, wave0);
        key(Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE(session->snapshot()->focusLane, lane0);
        // The editor kept the focus and its text.
        QCOMPARE(focused(), static_cast<QWidget*>(window.editor()));
        // In the Debug menu, with their keys.
        const QList<QAction*> debug = window.debugActions()->menu()->actions();
        for (QAction* a : {focus->nextWaveAction(), focus->previousWaveAction(),
                           focus->nextLaneAction(), focus->previousLaneAction()})
            QVERIFY2(debug.contains(a), qPrintable(a->text()));
        window.session()->terminate();
    }

    // F6 from the editor visits every pane on screen once and comes back; Shift+F6 goes back.
    // The Registers dock and the toolbar's wave box are among them.
    void f6CyclesThroughTheDocks() {
        MainWindow window;
        open(window, copyOf(QStringLiteral("tree_reduction")));
        startAtBreakpoint(window, 34);
        const QList<QWidget*> panes = window.paneCycle()->panes();
        QDockWidget* registers = window.workbench()->docks()->dock(QStringLiteral("RegistersDock"));
        QVERIFY(panes.contains(registers));
        QVERIFY(panes.size() >= 5);
        auto paneOf = [&](const QWidget* w) -> QWidget* {
            for (QWidget* p : panes)
                if (p == w || p->isAncestorOf(w))
                    return p;
            return nullptr;
        };
        QList<QWidget*> visited;
        bool waveBoxReached = false;
        for (int i = 0; i < panes.size(); ++i) {
            key(Qt::Key_F6);
            QWidget* pane = paneOf(focused());
            QVERIFY2(pane, focused() ? focused()->metaObject()->className() : "no focus");
            QVERIFY2(!visited.contains(pane), qPrintable(pane->objectName()));
            visited << pane;
            waveBoxReached |= focused() == window.workbench()->focusSelector()->waveBox();
        }
        QCOMPARE(paneOf(focused()), static_cast<QWidget*>(window.editor()));
        QVERIFY(waveBoxReached);
        // Back round with Shift+F6.
        key(Qt::Key_F6, Qt::ShiftModifier);
        QCOMPARE(paneOf(focused()), visited.at(visited.size() - 2));
        key(Qt::Key_F6);
        QCOMPARE(paneOf(focused()), static_cast<QWidget*>(window.editor()));
        window.session()->terminate();
    }

    // Ctrl+Tab in the editor goes on to the next widget, and Ctrl+Tab in the Registers table
    // leaves it too.
    void ctrlTabIsNotTrappedInTheRegisters() {
        MainWindow window;
        open(window, copyOf(QStringLiteral("tree_reduction")));
        startAtBreakpoint(window, 34);
        auto* table = window.workbench()->docks()->registersView();
        QTRY_VERIFY(table->isVisible());
        key(Qt::Key_Tab, Qt::ControlModifier);
        QVERIFY(focused() != static_cast<QWidget*>(window.editor()));
        table->setFocus();
        QCOMPARE(focused(), static_cast<QWidget*>(table));
        key(Qt::Key_Tab, Qt::ControlModifier);
        QVERIFY(focused() != static_cast<QWidget*>(table));
        QVERIFY(!table->isAncestorOf(focused()));
        window.session()->terminate();
    }

    // The Menu key on line 9: Breakpoint > Add Conditional Breakpoint…, "r0 == 5", Enter; F5
    // stops on line 9 with r0 = 5. Then Debug > Edit Breakpoint Condition… (Alt+D, D) on the
    // same line: "r0 == 6", Enter; F5 stops with r0 = 6.
    void conditionalBreakpointWithKeysOnly() {
        MainWindow window;
        open(window, writeFile(QStringLiteral("seven.wave"), kLoop));
        SessionController* session = window.session();
        caretToLine(9);
        bool dialogSeen = false;
        // The menus and the dialog run their own event loops: the keys go in from timers.
        auto typeCondition = [&](const QString& condition) {
            QTimer::singleShot(200, this, [&dialogSeen, condition] {
                auto* dialog = qobject_cast<wave::widgets::BreakpointConditionDialog*>(
                    QApplication::activeModalWidget());
                if (!dialog)
                    return;
                dialogSeen = true;
                QTest::keyClicks(QApplication::focusWidget(), condition);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            });
        };
        QString menuTexts;
        QTimer::singleShot(200, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* a : menu->actions())
                menuTexts += a->text() + QLatin1Char('|');
            // The Breakpoint submenu by its mnemonic, then its item by the arrows.
            QTest::keyClick(menu, Qt::Key_B);
            QTimer::singleShot(200, this, [&] {
                auto* sub = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                if (!sub)
                    return;
                QAction* conditional = nullptr;
                for (QAction* a : sub->actions())
                    if (a->text().startsWith(QStringLiteral("Add Conditional")))
                        conditional = a;
                if (!conditional)
                    return;
                for (int i = 0; i < 10 && sub->activeAction() != conditional; ++i)
                    QTest::keyClick(sub, Qt::Key_Down);
                typeCondition(QStringLiteral("r0 == 5"));
                QTest::keyClick(sub, Qt::Key_Return);
            });
        });
        menuKey();
        QTRY_VERIFY2(dialogSeen, qPrintable(menuTexts));
        QTRY_COMPARE(session->breakpoints().size(), std::size_t(1));
        QCOMPARE(session->breakpoints().front().spec.line, 9u);
        QCOMPARE(session->breakpoints().front().spec.condition, std::string("r0 == 5"));
        backFromDialog(window);
        key(Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(stoppedAt(session, 9), 20000);
        QCOMPARE(session->stopSnapshot()->reg(0, 0, 0), 5u);
        session->terminate();
        QTRY_COMPARE(session->state(), State::Idle);

        // Debug > Edit Breakpoint Condition… by its mnemonic.
        window.editor()->setFocus();
        QTRY_COMPARE(focused(), static_cast<QWidget*>(window.editor()));
        caretToLine(9);
        dialogSeen = false;
        QTimer::singleShot(200, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu || menu != window.debugActions()->menu())
                return;
            typeCondition(QStringLiteral("r0 == 6"));
            QTest::keyClick(menu, Qt::Key_D);
        });
        key(Qt::Key_D, Qt::AltModifier);
        QTRY_VERIFY(dialogSeen);
        QTRY_COMPARE(session->breakpoints().front().spec.condition, std::string("r0 == 6"));
        QCOMPARE(session->breakpoints().size(), std::size_t(1));
        backFromDialog(window);
        key(Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(stoppedAt(session, 9), 20000);
        QCOMPARE(session->stopSnapshot()->reg(0, 0, 0), 6u);
        session->terminate();
    }

    // The editor's context menu shows Redo with the Edit menu's key.
    void contextMenuNamesTheEditMenusKeys() {
        MainWindow window;
        open(window, writeFile(QStringLiteral("keys.wave"), kLoop));
        QString redoKey;
        QTimer::singleShot(200, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* a : menu->actions())
                if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Redo"))
                    redoKey = a->shortcut().toString();
            QTest::keyClick(menu, Qt::Key_Escape);
        });
        menuKey();
        QTRY_VERIFY(!redoKey.isEmpty());
        QCOMPARE(redoKey, window.editActions()
                              ->action(QStringLiteral("actionRedo"))
                              ->shortcuts()
                              .front()
                              .toString());
    }

    // Menu bar titles differ from each other, and no dock's buttons and labels take one of
    // their letters (nor share one within the dock), in English and in German. Alt+D then
    // opens the Debug menu with the Portability dock in front.
    void mnemonicsDoNotClash_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << QStringLiteral(WAVE_DE_QM);
    }
    void mnemonicsDoNotClash() {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(language));
            QCoreApplication::installTranslator(&translator);
        }
        const std::unique_ptr<QTranslator, void (*)(QTranslator*)> uninstall(
            &translator, [](QTranslator* t) { QCoreApplication::removeTranslator(t); });
        MainWindow window;
        open(window, writeFile(QStringLiteral("mnemonics.wave"), kLoop));
        std::set<QChar> menus;
        for (QAction* a : window.menuBar()->actions()) {
            const QChar m = mnemonic(a->text());
            QVERIFY2(!m.isNull(), qPrintable(a->text()));
            QVERIFY2(menus.insert(m).second, qPrintable(a->text() + QStringLiteral(" clashes")));
        }
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            std::set<QChar> mine;
            auto check = [&](const QString& text) {
                const QChar m = mnemonic(text);
                if (m.isNull())
                    return;
                QVERIFY2(!menus.count(m), qPrintable(dock->objectName() + QStringLiteral(": ") +
                                                     text + QStringLiteral(" takes a menu's key")));
                QVERIFY2(mine.insert(m).second,
                         qPrintable(dock->objectName() + QStringLiteral(": ") + text +
                                    QStringLiteral(" clashes in its dock")));
            };
            for (QAbstractButton* b : dock->findChildren<QAbstractButton*>())
                check(b->text());
            for (QLabel* l : dock->findChildren<QLabel*>())
                if (l->buddy())
                    check(l->text());
        }
        // Alt+D with the Portability dock and its "Debug this run" on screen.
        QDockWidget* portability = window.portability()->dock();
        portability->raise();
        QTRY_VERIFY(portability->isVisible());
        for (QAbstractButton* b : portability->findChildren<QAbstractButton*>())
            b->setVisible(true);
        window.editor()->setFocus();
        QTRY_COMPARE(focused(), static_cast<QWidget*>(window.editor()));
        QMenu* opened = nullptr;
        QTimer::singleShot(200, this, [&] {
            opened = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (opened)
                QTest::keyClick(opened, Qt::Key_Escape);
        });
        key(mnemonic(window.debugActions()->menu()->title()).toUpper().unicode(), Qt::AltModifier);
        QTRY_VERIFY(opened != nullptr);
        QCOMPARE(opened, window.debugActions()->menu());
    }

private:
    void open(MainWindow& window, const QString& path) {
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        window.editor()->setFocus();
        QTRY_VERIFY(focused() == window.editor());
    }

    // The window manager activates the main window again once the dialog is gone (the
    // offscreen platform does not): the keyboard is back in the editor.
    static void backFromDialog(MainWindow& window) {
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY2(focused() == window.editor(),
                     focused() ? focused()->metaObject()->className() : "nothing");
    }

    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(text);
        return path;
    }

    QString copyOf(const QString& example) {
        for (const char* suffix : {".wave", ".args"})
            QFile::copy(QStringLiteral(WAVE_EXAMPLES "/") + example + QLatin1String(suffix),
                        dir_.filePath(example + QLatin1String(suffix)));
        return dir_.filePath(example + QStringLiteral(".wave"));
    }

    // F9 on `line`, F5: stopped there.
    void startAtBreakpoint(MainWindow& window, int line) {
        caretToLine(line);
        key(Qt::Key_F9);
        key(Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(stoppedAt(window.session(), std::uint32_t(line)), 20000);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(window.editor()));
    }

    QTemporaryDir dir_;
    QTemporaryDir profile_;
};

QTEST_MAIN(KeyboardJourneyTest)
#include "KeyboardJourneyTest.moc"
