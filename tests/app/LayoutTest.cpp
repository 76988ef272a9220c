// Layouts that fit (issue 13), measured on the real MainWindow by geometry: at 1024x768,
// 1280x800, 1366x768 and 1920x1080, in the default layout and in classroom mode, with
// tree_reduction stopped in its loop, the editor lines, the register rows r0-r7 and lane
// columns, and the waves of Lane masks that are inside their viewports; tab titles that are
// not cut; and classroom mode, quit in, that leaves the user's zoom and docks as they were.

#include "LayoutProbe.h"

#include "MainWindow.h"
#include "WindowSettings.h"

#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "session/SessionController.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/MaskStripView.h"
#include "workbench/ClassroomMode.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/ExplainView.h"
#include "workbench/ViewDocks.h"
#include "workbench/WorkbenchIds.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

#include <Qsci/qsciscintilla.h>

using namespace wave;
using namespace wave::widgets;
using wave::studio::MainWindow;
using namespace wave::layoutprobe;

class LayoutTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(profile_.isValid());
        useProfile(profile_, QStringLiteral("WAVE Studio layout test"));
    }
    void init() { QSettings().clear(); }

    void layoutFitsTheWindow_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("classroom");
        QTest::addColumn<int>("lanes");   // lane columns of r0-r7 that must be visible
        QTest::addColumn<int>("waves");   // waves whose 32 mask cells are all in view
        QTest::addColumn<int>("columns"); // characters of code on an editor row, at least
        QTest::addColumn<QString>("language");
        // The eight lanes of registers (at 1024 as hex digits); in classroom mode r0-r7 of the
        // focused lane and its neighbours (hex digits: five lanes). Four waves of masks
        // everywhere. Code columns: in classroom mode the editor has the width the masks leave
        // (at 1024 too little at 1.5x for a line: it wraps), measured as a stop leaves it with the
        // mode on before F5, its breakpoint dots and arrow 1.5x their size. After a stop the
        // coalescing gutter takes about 5 columns beside the code of a kernel with device loads.
        // 1366x738 is the window maximized on a 1366x768 laptop screen under a title bar and a
        // panel.
        QTest::addRow("1024x768 default en")
            << QSize(1024, 768) << false << 8 << 4 << 30 << QStringLiteral("en");
        QTest::addRow("1280x800 default en")
            << QSize(1280, 800) << false << 8 << 4 << 50 << QStringLiteral("en");
        QTest::addRow("1366x768 default en")
            << QSize(1366, 768) << false << 8 << 4 << 62 << QStringLiteral("en");
        QTest::addRow("1366x738 default en")
            << QSize(1366, 738) << false << 8 << 4 << 62 << QStringLiteral("en");
        QTest::addRow("1920x1080 default en")
            << QSize(1920, 1080) << false << 8 << 4 << 130 << QStringLiteral("en");
        QTest::addRow("1024x768 classroom en")
            << QSize(1024, 768) << true << 5 << 4 << 15 << QStringLiteral("en");
        QTest::addRow("1280x800 classroom en")
            << QSize(1280, 800) << true << 5 << 4 << 36 << QStringLiteral("en");
        QTest::addRow("1366x768 classroom en")
            << QSize(1366, 768) << true << 5 << 4 << 43 << QStringLiteral("en");
        QTest::addRow("1366x738 classroom en")
            << QSize(1366, 738) << true << 5 << 4 << 43 << QStringLiteral("en");
        QTest::addRow("1920x1080 classroom en")
            << QSize(1920, 1080) << true << 5 << 4 << 70 << QStringLiteral("en");
        QTest::addRow("1024x768 default de")
            << QSize(1024, 768) << false << 8 << 4 << 30 << QStringLiteral("de");
        QTest::addRow("1280x800 default de")
            << QSize(1280, 800) << false << 8 << 4 << 50 << QStringLiteral("de");
        QTest::addRow("1366x768 default de")
            << QSize(1366, 768) << false << 8 << 4 << 62 << QStringLiteral("de");
        QTest::addRow("1366x738 default de")
            << QSize(1366, 738) << false << 8 << 4 << 62 << QStringLiteral("de");
        QTest::addRow("1920x1080 default de")
            << QSize(1920, 1080) << false << 8 << 4 << 130 << QStringLiteral("de");
        QTest::addRow("1024x768 classroom de")
            << QSize(1024, 768) << true << 5 << 4 << 15 << QStringLiteral("de");
        QTest::addRow("1280x800 classroom de")
            << QSize(1280, 800) << true << 5 << 4 << 36 << QStringLiteral("de");
        QTest::addRow("1366x768 classroom de")
            << QSize(1366, 768) << true << 5 << 4 << 43 << QStringLiteral("de");
        QTest::addRow("1366x738 classroom de")
            << QSize(1366, 738) << true << 5 << 4 << 43 << QStringLiteral("de");
        QTest::addRow("1920x1080 classroom de")
            << QSize(1920, 1080) << true << 5 << 4 << 70 << QStringLiteral("de");
    }

    void layoutFitsTheWindow() {
        QFETCH(QSize, size);
        QFETCH(bool, classroom);
        QFETCH(int, lanes);
        QFETCH(int, waves);
        QFETCH(int, columns);
        QFETCH(QString, language);
        // German titles are the longest: the tabs and columns must fit them too.
        QTranslator german;
        if (language == QStringLiteral("de")) {
            QVERIFY(german.load(QStringLiteral(WAVE_DE_QM)));
            QCoreApplication::installTranslator(&german);
        }
        const std::unique_ptr<QTranslator, void (*)(QTranslator*)> uninstall(
            &german, [](QTranslator* t) { QCoreApplication::removeTranslator(t); });
        QTemporaryDir work;
        MainWindow window;
        window.resize(size);
        QString error;
        QVERIFY2(window.openFile(copyExample(work, QStringLiteral("tree_reduction")), error),
                 qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The mode first, then the stop: what the user sees is the state a stop leaves (the
        // views a session brings to the front), not a layout made afterwards.
        if (classroom) {
            window.workbench()->classroom()->setPresentationScale(1.5);
            window.workbench()->classroom()->setOn(true);
            QTest::qWait(100);
        }
        QVERIFY(stopInLoop(window, window.documents()->current()->path()));
        // The docks settle after timers and layout passes (later on a loaded machine): what
        // counts is the layout the user sees once they are done.
        auto fits = [&](const Seen& s) {
            return s.editorLines >= (classroom ? 14 : 25) && s.laneColumns >= lanes &&
                   s.registerRows == 8 && s.maskWaves >= waves && (!classroom || s.focusedLane);
        };
        QTest::qWait(300);
        for (int i = 0; i < 50 && !fits(measure(window)); ++i)
            QTest::qWait(100);
        const Seen seen = measure(window);
        qInfo("%dx%d %s: %d editor lines, r0-r7 in %d of lanes 0-7 (%d rows of lane 3), %d "
              "waves of masks",
              size.width(), size.height(), classroom ? "classroom" : "default", seen.editorLines,
              seen.laneColumns, seen.registerRows, seen.maskWaves);
        if (classroom) {
            QVERIFY2(seen.editorLines >= 14, qPrintable(QString::number(seen.editorLines)));
            QVERIFY(seen.focusedLane);
            QVERIFY2(seen.laneColumns >= lanes, qPrintable(QString::number(seen.laneColumns)));
            QVERIFY2(seen.maskWaves >= waves, qPrintable(QString::number(seen.maskWaves)));
        } else {
            QVERIFY2(seen.editorLines >= 25, qPrintable(QString::number(seen.editorLines)));
            QVERIFY2(seen.laneColumns >= lanes, qPrintable(QString::number(seen.laneColumns)));
            QCOMPARE(seen.registerRows, 8);
            QVERIFY2(seen.maskWaves >= waves, qPrintable(QString::number(seen.maskWaves)));
            // The Divergence stack's columns, Continue and Rejoins included, without scrolling
            // where the registers have their eight lanes.
            if (lanes == 8) {
                int inView = 0;
                bool scrolls = true;
                stackColumnsInView(window, inView, scrolls);
                qInfo("divergence stack: %d of %d columns in view", inView,
                      int(DivergenceStackModel::ColumnCount));
                QCOMPARE(inView, int(DivergenceStackModel::ColumnCount));
                QVERIFY(!scrolls);
            }
        }
        // Every dock tab shows its whole title (or says it in a tooltip), none is cut.
        for (QTabBar* bar : window.findChildren<QTabBar*>()) {
            if (!bar->isVisible())
                continue;
            for (int i = 0; i < bar->count(); ++i) {
                const int text = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
                QVERIFY2(bar->tabRect(i).width() >= text,
                         qPrintable(bar->tabText(i) + QStringLiteral(" is cut")));
                QVERIFY2(!bar->tabToolTip(i).isEmpty(),
                         qPrintable(bar->tabText(i) + QStringLiteral(" has no tooltip")));
            }
        }
        // In classroom mode no line of code is cut off at the right: the long ones wrap,
        // marked as wrapped (the editor wraps the lines out of view when it is idle).
        for (int i = 0; i < 50 && classroom && measureEditorWidth(window).cutLines > 0; ++i)
            QTest::qWait(100);
        const EditorWidth width = measureEditorWidth(window);
        qInfo("editor: %d columns, %d lines cut at the right; the longest, line %d, in %d rows "
              "(%s)",
              width.columns, width.cutLines, width.longestLine + 1, width.longestRows,
              width.wrapMarked ? "wrap marked" : "no wrap mark");
        // A presentation's masks take the width of two lines of 16 lanes with the count under
        // the label: the editor keeps the rest for code at the presentation's font.
        QVERIFY2(width.columns >= columns, qPrintable(QString::number(width.columns)));
        if (classroom) {
            QCOMPARE(width.cutLines, 0);
            QVERIFY2(width.longestRows > 1, qPrintable(QString::number(width.longestRows)));
            QVERIFY(width.wrapMarked);
        }
        const LocalSeen local = measureLocal(window);
        qInfo("local memory: %d of %d banks in view (cells %d px); conflict table %d of %d "
              "columns%s, coalescing table %d of %d columns%s",
              local.banks, local.bankCount, local.cellWidth, local.conflictColumns,
              local.conflictCount, local.conflictScrolls ? " (scrolls)" : "",
              local.coalescingColumns, local.coalescingCount,
              local.coalescingScrolls ? " (scrolls)" : "");
        // A row of the heatmap shows every bank (the cells narrow to fit, 32 banks by default)
        // at every size; the bank-conflict table's columns all fit its view in the default
        // layouts (a presentation's local memory is a narrow dock at 1.5x).
        QCOMPARE(local.bankCount, 32);
        QCOMPARE(local.banks, local.bankCount);
        QVERIFY2(local.cellWidth >= 4, qPrintable(QString::number(local.cellWidth)));
        if (!classroom) {
            QCOMPARE(local.conflictColumns, local.conflictCount);
            QVERIFY(!local.conflictScrolls);
        }
        window.session()->terminate();
    }

    // A presentation at 1280x800, as a teacher starts it: Ctrl+Shift+P, F9 on the `fadd`, F5.
    // The stop leaves the registers in front with r0-r7 of four lanes, four waves of masks,
    // every editor line but the stop's faded (the spotlight) and larger breakpoint dots.
    void classroomStopShowsTheRegisters() {
        QTemporaryDir work;
        MainWindow window;
        window.resize(1280, 800);
        QString error;
        QVERIFY2(window.openFile(copyExample(work, QStringLiteral("tree_reduction")), error),
                 qPrintable(error));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        CodeEditor* editor = window.editor();
        editor->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor));
        const int dotMargin = editor->marginWidth(CodeEditor::kBreakpointMargin);
        auto key = [](int k, Qt::KeyboardModifiers m = Qt::NoModifier) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key(k), m);
        };
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(window.workbench()->classroom()->isOn());
        // Go to line 34, `fadd r9, r9, r8` (the arrows would walk wrapped rows).
        key(Qt::Key_G, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("34"));
        key(Qt::Key_Return);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor));
        key(Qt::Key_F9);
        key(Qt::Key_F5);
        SessionController* session = window.session();
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == SessionController::State::Stopped &&
                                     session->stopSnapshot() && session->stopSnapshot()->stop &&
                                     session->stopSnapshot()->stop->line == 34u,
                                 20000);
        auto fits = [](const Seen& s) {
            return s.laneColumns >= 4 && s.registerRows == 8 && s.maskWaves >= 4;
        };
        QTest::qWait(300);
        for (int i = 0; i < 50 && !fits(measure(window)); ++i)
            QTest::qWait(100);
        const Seen seen = measure(window);
        qInfo("classroom after F5: r0-r7 in %d lanes, %d rows, %d waves of masks", seen.laneColumns,
              seen.registerRows, seen.maskWaves);
        QVERIFY(window.workbench()->docks()->registersView()->isVisible());
        QVERIFY2(seen.laneColumns >= 4, qPrintable(QString::number(seen.laneColumns)));
        QCOMPARE(seen.registerRows, 8);
        QVERIFY2(seen.maskWaves >= 4, qPrintable(QString::number(seen.maskWaves)));
        // "Explain this step" shows whole lines of its text (and scrolls to the others).
        auto* explainText = window.workbench()->docks()->explainView()->findChild<QLabel*>(
            QStringLiteral("ExplainText"));
        QVERIFY(explainText);
        auto* explainScroll = qobject_cast<QScrollArea*>(
            explainText->parentWidget() ? explainText->parentWidget()->parentWidget() : nullptr);
        QVERIFY(explainScroll);
        const int line = QFontMetrics(explainText->font()).lineSpacing();
        const int shown = explainScroll->viewport()->height();
        qInfo("explanation: %d px of %d px, lines of %d px", shown, explainText->height(), line);
        QVERIFY(shown >= line);
        QVERIFY2(
            shown >= explainText->height() || shown % line == 0,
            qPrintable(QStringLiteral("%1 px show %2 lines").arg(shown).arg(double(shown) / line)));
        // The spotlight: the stop's line lit, the others faded.
        QVERIFY(editor->spotlight());
        QCOMPARE(editor->spotlightLine(), 34);
        QVERIFY(!editor->isDimmed(34));
        QVERIFY(editor->isDimmed(33));
        QVERIFY(editor->isDimmed(35));
        QVERIFY2(editor->marginWidth(CodeEditor::kBreakpointMargin) > dotMargin,
                 qPrintable(QString::number(editor->marginWidth(CodeEditor::kBreakpointMargin))));
        window.session()->terminate();
    }

    // Six documents open beside the debugger views: their tabs keep their names, and so do
    // the docks' tabs when Problems shows a count.
    void editorTabsAreNotCut() {
        QTemporaryDir work;
        MainWindow window;
        window.resize(1280, 800);
        const QStringList names{
            QStringLiteral("tree_reduction"),   QStringLiteral("transpose"),
            QStringLiteral("barrier_deadlock"), QStringLiteral("nested_divergence"),
            QStringLiteral("exclusive_scan"),   QStringLiteral("histogram")};
        for (const QString& name : names) {
            QString error;
            const QString path = copyExample(work, name);
            QVERIFY2(window.openFile(path, error), qPrintable(error));
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTabBar* bar = window.documents()->tabBar();
        QCOMPARE(bar->count(), 6);
        // The deadlock example has a warning: the Problems tab says "Problems (1)", and no
        // dock tab is cut for it.
        window.documents()->setCurrentIndex(2);
        QTRY_VERIFY(window.findChild<QDockWidget*>(QStringLiteral("ProblemsDock"))
                        ->windowTitle()
                        .contains(QLatin1Char('(')));
        QTest::qWait(100);
        for (QTabBar* tabs : window.findChildren<QTabBar*>()) {
            if (!tabs->isVisible())
                continue;
            for (int i = 0; i < tabs->count(); ++i) {
                const int text = tabs->fontMetrics().horizontalAdvance(tabs->tabText(i));
                QVERIFY2(tabs->tabRect(i).width() >= text,
                         qPrintable(tabs->tabText(i) + QStringLiteral(" is cut")));
            }
        }
    }

    // The scale is the presentation's: the slider is there only in classroom mode.
    void scaleSliderOnlyInClassroom() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ClassroomMode* classroom = window.workbench()->classroom();
        QVERIFY(!classroom->scaleSlider()->isEnabled());
        QVERIFY(!classroom->scaleSlider()->isVisible());
        classroom->setOn(true);
        QVERIFY(classroom->scaleSlider()->isEnabled());
        QVERIFY(classroom->scaleSlider()->isVisible());
        classroom->setOn(false);
        QVERIFY(!classroom->scaleSlider()->isVisible());
    }

    // Classroom mode is not a setting: quit in it, the next start has the user's zoom and
    // docks; left, the window has them back at once.
    void classroomLeavesTheUsersSettings() {
        QByteArray userLayout;
        {
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.documents()->setZoom(2);
            // The user's layout once the window has settled (its sizing runs on timers).
            for (int i = 0; i < 50; ++i) {
                QTest::qWait(100);
                const QByteArray now = window.saveState(studio::WindowSettings::kStateVersion);
                if (now == userLayout)
                    break;
                userLayout = now;
            }
            auto* encoding = window.findChild<QDockWidget*>(QStringLiteral("EncodingDock"));
            const bool encodingShown = encoding->toggleViewAction()->isChecked();
            window.workbench()->classroom()->setOn(true);
            QTest::qWait(100);
            QVERIFY(window.documents()->zoom() > 2);
            window.workbench()->classroom()->setOn(false);
            QTest::qWait(100);
            QCOMPARE(window.documents()->zoom(), 2);
            QCOMPARE(encoding->toggleViewAction()->isChecked(), encodingShown);
            QCOMPARE(window.saveState(studio::WindowSettings::kStateVersion), userLayout);
            window.workbench()->classroom()->setOn(true); // and quit in it
            QTest::qWait(100);
            QVERIFY(window.close());
        }
        MainWindow again;
        again.restoreSettings(true);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.documents()->zoom(), 2);
        QVERIFY(!again.workbench()->classroom()->isOn());
        QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("EncodingDock"))
                    ->toggleViewAction()
                    ->isChecked());
        // The docks where they were: the registers beside the editor, the views shown.
        ViewDocks* docks = again.workbench()->docks();
        QCOMPARE(again.dockWidgetArea(docks->dock(WorkbenchIds::Registers)),
                 Qt::RightDockWidgetArea);
        for (QDockWidget* d : docks->docks())
            QVERIFY2(d->toggleViewAction()->isChecked(), qPrintable(d->objectName()));
    }

private:
    QTemporaryDir profile_;
};

QTEST_MAIN(LayoutTest)
#include "LayoutTest.moc"
