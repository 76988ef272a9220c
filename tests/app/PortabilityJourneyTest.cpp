// The Portability dock as a user meets it (issue 16), on the real MainWindow with real mouse
// and key events: open the reduction that assumes 32 lanes, click Run in the dock, read the
// grid (the 32-wide profiles agree with the reference, 8/16 and 64 differ), click a differing
// cell, read the differing word and its last writer's line, press "Debug this run", press F5
// where the focus is, and stop on the write to that word with that run's profile. A source
// that does not assemble is reported in the dock; closing the window while the matrix runs is
// safe. The dock's tab is in sight at 1280x800 and the View menu reaches it; typing into the
// editor makes the matrix stale (a banner, Run again, no debugging of a run of old code);
// Cancel, Run and closing the window stop a clicked run's last writers being found.

#include "AppTestFiles.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "PortabilityActions.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "portability/MemoryDiffModel.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityGridModel.h"
#include "portability/PortabilityView.h"
#include "portability/StaleBanner.h"
#include "session/SessionController.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using wave::studio::MainWindow;
using wave::widgets::MemoryDiffModel;
using wave::widgets::PortabilityView;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;

namespace {

QByteArray example(const char* name) {
    return wave::apptest::readFile(QStringLiteral(WAVE_EXAMPLES "/") + QLatin1String(name));
}

QString rowLetters(const QAbstractItemModel* model, int row) {
    QString out;
    for (int c = 0; c < model->columnCount(); ++c)
        out += model->index(row, c).data().toString();
    return out;
}

// Brings the dock to the front as a click on its tab would, then returns its view.
PortabilityView* showDock(MainWindow& window) {
    QDockWidget* dock = window.portability()->dock();
    dock->show();
    dock->raise();
    return window.portability()->view();
}

// The tab of the Portability dock in the window's tab bars, and its index; null when none.
QTabBar* portabilityTab(MainWindow& window, int& index) {
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->isVisible() && bar->tabText(i) == QStringLiteral("Portability")) {
                index = i;
                return bar;
            }
        }
    }
    return nullptr;
}

} // namespace

class PortabilityJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void runCompareAndDebugTheReduction() {
        const QString path = dir_.filePath(QStringLiteral("reduction_assumes_32.wave"));
        const QByteArray source = example("reduction_assumes_32.wave");
        QVERIFY(!wave::apptest::writeFile(path, source).isEmpty());
        QVERIFY(
            !wave::apptest::writeFile(dir_.filePath(QStringLiteral("reduction_assumes_32.args")),
                                      example("reduction_assumes_32.args"))
                 .isEmpty());
        int storeLine = 0;
        const QList<QByteArray> lines = source.split('\n');
        for (int i = 0; i < lines.size() && storeLine == 0; ++i)
            if (lines[i].contains("device_store_u32 r14, r9"))
                storeLine = i + 1;
        QVERIFY(storeLine > 0);

        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);

        PortabilityView* view = showDock(window);
        QTRY_VERIFY(view->runButton()->isVisible());
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->running(), 30000);

        // The grid: intel-8, intel-16 | nvidia-32, apple-32 | amd-64.
        const QAbstractItemModel* grid = view->grid()->model();
        QCOMPARE(grid->rowCount(), 5);
        QCOMPARE(grid->headerData(2, Qt::Vertical).toString(), QStringLiteral("nvidia-32 (32)"));
        QCOMPARE(rowLetters(grid, 0), QStringLiteral("BBBB"));
        QCOMPARE(rowLetters(grid, 1), QStringLiteral("BBBB"));
        QCOMPARE(rowLetters(grid, 2), QStringLiteral("AAAA"));
        QCOMPARE(rowLetters(grid, 3), QStringLiteral("AAAA"));
        QCOMPARE(rowLetters(grid, 4), QStringLiteral("CCCC"));
        QVERIFY(view->legendLabel()->isVisible());
        QVERIFY(view->legendLabel()->text().contains(
            QStringLiteral("A: agrees with nvidia-32 / round-robin (the reference)")));
        // Every run completes: "only" is said of the memory, not of completing (issue 21).
        const QString legend = view->legendLabel()->text();
        QVERIFY2(legend.contains(QStringLiteral("(the reference): completes at every width and "
                                                "schedule; memory agrees with the reference at "
                                                "wave width 32 only; 8 run")),
                 qPrintable(legend));
        QVERIFY2(legend.contains(QStringLiteral("B: completes at every width and schedule; "
                                                "different device memory at wave width 8, 16 "
                                                "only")),
                 qPrintable(legend));
        QVERIFY2(!legend.contains(QStringLiteral("completes at wave width")), qPrintable(legend));

        // A differing cell: amd-64 under round robin.
        QTableView* table = view->grid();
        const QModelIndex amd = grid->index(4, 0);
        table->scrollTo(amd);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(amd).center());
        wave::widgets::PortabilityDiffPanel* diff = view->diffPanel();
        QVERIFY(diff->table()->isVisible());
        const QAbstractItemModel* memory = diff->table()->model();
        QCOMPARE(memory->rowCount(), 1);
        QVERIFY(memory->index(0, 0).data().toString().startsWith(QStringLiteral("0x00000400")));
        QVERIFY(memory->index(0, 0).data(MemoryDiffModel::DiffersRole).toBool());
        QCOMPARE(memory->index(0, MemoryDiffModel::ReferenceColumn).data().toString(),
                 QStringLiteral("0x00007f80"));
        QTreeWidget* writers = diff->writersView();
        QTRY_VERIFY(writers->topLevelItemCount() == 1 &&
                    writers->topLevelItem(0)->childCount() == 2);
        QCOMPARE(writers->topLevelItem(0)->text(0), QStringLiteral("0x00000400"));
        QVERIFY(diff->writerItem(0, 1));
        const QString amdWriter = diff->writerItem(0, 1)->text(0);
        QVERIFY2(amdWriter.startsWith(QStringLiteral("line %1,").arg(storeLine)),
                 qPrintable(amdWriter));
        // Readable at 1280x800 (issue 21): the Last writer column ends inside the list, with
        // room for the line, wave and lane; the tooltip has the whole text.
        for (int i = 0; i < 2; ++i) {
            QTreeWidgetItem* item = diff->writerItem(0, i);
            const QString text = item->text(0);
            QCOMPARE(item->toolTip(0), text);
            const QRect rect = writers->visualItemRect(item);
            QVERIFY2(rect.left() >= 0 && rect.right() <= writers->viewport()->width() + 1,
                     qPrintable(QStringLiteral("row %1..%2 of a list %3 wide")
                                    .arg(rect.left())
                                    .arg(rect.right())
                                    .arg(writers->viewport()->width())));
            const QString where = text.section(QStringLiteral(", workgroup"), 0, 0);
            QVERIFY2(where.contains(QStringLiteral(" lane ")), qPrintable(where));
            QVERIFY2(writers->fontMetrics().horizontalAdvance(where) + 16 <= rect.width(),
                     qPrintable(QStringLiteral("\"%1\" in %2 px").arg(where).arg(rect.width())));
            // And the list itself is inside the dock, not cut by its edge.
            QDockWidget* dock = window.portability()->dock();
            QVERIFY(writers->viewport()->mapTo(dock, rect.topRight()).x() <= dock->width());
        }

        // Debug this run, then F5 where the focus is: the write to 0x400 at wave width 64.
        QTest::mouseClick(diff->debugButton(), Qt::LeftButton);
        SessionController* session = window.session();
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::Stopped && session->stopSnapshot(),
                                 30000);
        QCOMPARE(window.documentWorkspaces()->panel()->settings().profile,
                 std::optional<QString>(QStringLiteral("amd-64")));
        QCOMPARE(session->launchRequest()->config.waveWidth, 64u);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::Stopped && session->stopSnapshot() &&
                                     session->stopSnapshot()->stop &&
                                     session->stopSnapshot()->stop->reason ==
                                         wave::debug::StopReason::Watchpoint,
                                 30000);
        const auto& stop = *session->stopSnapshot()->stop;
        QVERIFY(stop.watch);
        QCOMPARE(stop.watch->address, 0x400u);
        QCOMPARE(stop.watch->line, std::uint32_t(storeLine));
        QCOMPARE(stop.line, std::uint32_t(storeLine));
        // The arrow is past the store (on the next instruction); the store is marked, with a
        // note that says what it did (issue 21).
        const auto& focused = session->stopSnapshot()->waves[session->stopSnapshot()->focusWave];
        QVERIFY(focused.line != std::uint32_t(storeLine));
        wave::widgets::CodeEditor* editor = window.editor();
        QTRY_COMPARE(editor->accessMarkLine(), storeLine);
        QVERIFY2(editor->accessMarkText().contains(QStringLiteral("write of device 0x00000400")),
                 qPrintable(editor->accessMarkText()));
        const long at = editor->SendScintilla(QsciScintilla::SCI_GETLINEINDENTPOSITION,
                                              static_cast<unsigned long>(storeLine - 1));
        QCOMPARE(editor->SendScintilla(
                     QsciScintilla::SCI_INDICATORVALUEAT,
                     static_cast<unsigned long>(wave::widgets::CodeEditor::kAccessIndicator), at),
                 1L);
        QCOMPARE(editor->annotation(storeLine - 1), editor->accessMarkText());
    }

    // Issue 21: a kernel that deadlocks at the same barrier at wave widths 8, 16 and 32 and
    // completes at 64 is two groups, whatever memory each deadlocked run left behind, and the
    // legend's "only" is true of each outcome.
    void aDeadlockBelowWidth64IsOneGroup() {
        const QString name = QStringLiteral("deadlock_below_64");
        for (const char* suffix : {".wave", ".args"})
            QVERIFY(!wave::apptest::writeFile(
                         dir_.filePath(name + QLatin1String(suffix)),
                         wave::apptest::readFile(QStringLiteral(WAVE_TEST_DATA "/portability/") +
                                                 name + QLatin1String(suffix)))
                         .isEmpty());
        MainWindow window;
        PortabilityView* view = nullptr;
        openAndRun(window, dir_.filePath(name + QStringLiteral(".wave")), view);
        QVERIFY(view);
        const QAbstractItemModel* grid = view->grid()->model();
        QCOMPARE(grid->rowCount(), 5);
        for (int row = 0; row < 4; ++row)
            QCOMPARE(rowLetters(grid, row), QStringLiteral("AAAA"));
        QCOMPARE(rowLetters(grid, 4), QStringLiteral("BBBB"));
        const QString legend = view->legendLabel()->text();
        QVERIFY2(legend.contains(QStringLiteral("A: agrees with nvidia-32 / round-robin (the "
                                                "reference): deadlocks at wave width 8, 16, 32 "
                                                "only: deadlock detected")),
                 qPrintable(legend));
        QVERIFY2(legend.contains(QStringLiteral("B: completes at wave width 64 only; 4 run")),
                 qPrintable(legend));
        QVERIFY2(!legend.contains(QStringLiteral("C:")), qPrintable(legend));
        QVERIFY2(view->statusLabel()->text().contains(QStringLiteral("2 different results")),
                 qPrintable(view->statusLabel()->text()));
    }

    // Issue 21: race_order's word is written several times in a run; Debug this run stops at
    // the first write and says which of them it is, and F5 reaches the last, the one the
    // comparison names.
    void aRacedWordSaysWhichWriteItIs() {
        MainWindow window;
        PortabilityView* view = nullptr;
        openAndRun(window, writeExample("race_order"), view);
        QVERIFY(view);
        // intel-8 / round-robin: 16 waves race for the word.
        QTableView* table = view->grid();
        const QModelIndex intel = table->model()->index(0, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(intel).center());
        QTreeWidget* writers = view->diffPanel()->writersView();
        QTRY_VERIFY(writers->topLevelItemCount() == 1 &&
                    writers->topLevelItem(0)->childCount() == 2);
        QTRY_VERIFY(view->diffPanel()->writerItem(0, 1));
        const QString last = view->diffPanel()->writerItem(0, 1)->text(0);
        const QRegularExpression writes(QStringLiteral("the last of (\\d+) writes"));
        const QRegularExpressionMatch m = writes.match(last);
        QVERIFY2(m.hasMatch(), qPrintable(last));
        const int n = m.captured(1).toInt();
        QVERIFY(n >= 2);

        QTest::mouseClick(view->diffPanel()->debugButton(), Qt::LeftButton);
        SessionController* session = window.session();
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::Stopped && session->stopSnapshot(),
                                 30000);
        wave::widgets::CodeEditor* editor = window.editor();
        for (int k = 1; k <= n; ++k) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            QTest::keyClick(focus, Qt::Key_F5);
            QTRY_VERIFY_WITH_TIMEOUT(
                session->state() == State::Stopped && session->stopSnapshot() &&
                    session->stopSnapshot()->stop &&
                    session->stopSnapshot()->stop->reason == wave::debug::StopReason::Watchpoint &&
                    editor->accessMarkText().contains(
                        QStringLiteral("write %1 of %2 to this word").arg(k).arg(n)),
                30000);
        }
        QVERIFY2(editor->accessMarkText().contains(QStringLiteral("the last")),
                 qPrintable(editor->accessMarkText()));
        QVERIFY2(last.contains(QStringLiteral("wave %1 lane %2")
                                   .arg(session->stopSnapshot()->stop->watch->wave)
                                   .arg(session->stopSnapshot()->stop->watch->lane)),
                 qPrintable(last));
    }

    // A source that does not assemble: the dock says so, nothing runs.
    void aBrokenSourceIsReportedInTheDock() {
        const QString path = dir_.filePath(QStringLiteral("broken.wave"));
        QVERIFY(!wave::apptest::writeFile(path, ".kernel k\n    bogus r1\n.end\n").isEmpty());
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        PortabilityView* view = showDock(window);
        QTRY_VERIFY(view->runButton()->isVisible());
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QCOMPARE(view->statusLabel()->text(),
                 QStringLiteral("Cannot run the portability matrix: the source has errors (see "
                                "Problems)"));
        QVERIFY(view->statusLabel()->isVisible());
        QVERIFY(!view->running());
        QVERIFY(!view->result());
    }

    // Closing the window while a long matrix runs: no crash, no late result.
    void closingWhileRunningIsSafe() {
        const QString path = dir_.filePath(QStringLiteral("tree.wave"));
        QVERIFY(!wave::apptest::writeFile(path, example("tree_reduction.wave")).isEmpty());
        auto window = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window->openFile(path, error), qPrintable(error));
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTRY_VERIFY(window->assembliesShown() > 0);
        PortabilityView* view = showDock(*window);
        view->seedsBox()->setValue(64);
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QVERIFY(view->running());
        QVERIFY(!view->runButton()->isEnabled()); // no second run meanwhile
        QVERIFY(window->close());
        window.reset();
        QTest::qWait(50);
    }

    // At 1280x800 the dock's tab is in sight (no scrolling of its tab bar) and a click on it
    // shows the dock with room for the grid; the View menu reaches it too.
    void theTabIsInSightAndTheViewMenuReachesIt() {
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(writeExample("reduction_assumes_32"), error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        int index = -1;
        QTabBar* bar = nullptr;
        QTRY_VERIFY((bar = portabilityTab(window, index)) != nullptr);
        // In sight once the default sizes are applied: inside the bar, clear of the scroll
        // arrows (which cover the bar's end).
        QTRY_VERIFY2(bar->tabRect(index).left() >= 0 &&
                         bar->tabRect(index).right() < bar->width() - 2 * bar->height(),
                     qPrintable(QStringLiteral("tab %1..%2 of a bar %3 wide")
                                    .arg(bar->tabRect(index).left())
                                    .arg(bar->tabRect(index).right())
                                    .arg(bar->width())));
        const QRect tab = bar->tabRect(index);
        QTest::mouseClick(bar, Qt::LeftButton, {}, tab.center());
        PortabilityView* view = window.portability()->view();
        QTRY_VERIFY(view->isVisible() && view->runButton()->isVisible());
        QDockWidget* dock = window.portability()->dock();
        QVERIFY2(dock->width() >= 600 && dock->height() >= 220,
                 qPrintable(QStringLiteral("%1x%2").arg(dock->width()).arg(dock->height())));

        // View > Portability hides it and brings it back.
        QMenu* menu = window.menuBar()->findChild<QMenu*>(QStringLiteral("ViewMenu"));
        QVERIFY(menu);
        QAction* toggle = nullptr;
        for (QAction* a : menu->actions())
            if (a->text() == QStringLiteral("Portability"))
                toggle = a;
        QVERIFY(toggle);
        toggle->trigger();
        QTRY_VERIFY(!dock->isVisible());
        toggle->trigger();
        QTRY_VERIFY(view->isVisible());
    }

    // Typing into the editor makes the matrix stale: a banner says so, the grid is dimmed,
    // "Debug this run" is off; undoing the edit makes it current again; Run again runs it.
    void anEditMakesTheMatrixStale() {
        MainWindow window;
        PortabilityView* view = nullptr;
        openAndRun(window, writeExample("reduction_assumes_32"), view);
        QVERIFY(view);
        QVERIFY(!view->staleBanner()->isVisible());
        // amd-64 / round robin compared: it could be debugged.
        QTableView* table = view->grid();
        const QModelIndex amd = table->model()->index(4, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(amd).center());
        QVERIFY(view->diffPanel()->debugButton()->isEnabled());
        const auto firstResult = view->result();

        // A comment typed at the end of the first line, with real keys in the editor.
        wave::widgets::CodeEditor* editor = window.editor();
        QTest::mouseClick(editor->viewport(), Qt::LeftButton, {}, QPoint(200, 5));
        QTRY_VERIFY(QApplication::focusWidget() != nullptr);
        QWidget* focus = QApplication::focusWidget();
        QTest::keyClick(focus, Qt::Key_Home, Qt::ControlModifier);
        QTest::keyClick(focus, Qt::Key_End);
        QTest::keyClicks(focus, QStringLiteral(" edited"));
        QTRY_VERIFY(view->staleBanner()->isVisible());
        QVERIFY2(view->staleLabel()->text().contains(QStringLiteral("The source changed")),
                 qPrintable(view->staleLabel()->text()));
        QVERIFY(view->runAgainButton()->isVisible());
        QVERIFY(!view->diffPanel()->debugButton()->isEnabled());
        // The click is refused: no session of old code.
        QTest::mouseClick(view->diffPanel()->debugButton(), Qt::LeftButton);
        QCOMPARE(window.session()->state(), State::Idle);

        // Undone, the source is what ran: the matrix is current again.
        QTest::mouseClick(editor->viewport(), Qt::LeftButton, {}, QPoint(200, 5));
        QTRY_VERIFY(QApplication::focusWidget() != view->diffPanel()->debugButton());
        focus = QApplication::focusWidget();
        QTest::keyClick(focus, Qt::Key_Home, Qt::ControlModifier);
        QTest::keyClick(focus, Qt::Key_End);
        for (int i = 0; i < 7; ++i)
            QTest::keyClick(focus, Qt::Key_Backspace);
        QTRY_VERIFY(!view->staleBanner()->isVisible());
        QVERIFY(view->diffPanel()->debugButton()->isEnabled());

        // Edited again, then Run again: a new matrix of the current source.
        const int assembled = window.assembliesShown();
        QTest::keyClicks(focus, QStringLiteral(" x"));
        QTRY_VERIFY(view->staleBanner()->isVisible());
        QTRY_VERIFY(window.assembliesShown() > assembled); // what Run again will run
        QTest::mouseClick(view->runAgainButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->running(), 30000);
        QVERIFY(view->result() != firstResult);
        QVERIFY(!view->staleBanner()->isVisible());
        QVERIFY(!view->stale());
    }

    // Finding a clicked run's last writers stops at Cancel, at Run (which then runs the
    // matrix), and when the window closes.
    void findingTheLastWritersCanBeCancelled() {
        auto window = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window->openFile(writeExample("reduction_assumes_32"), error), qPrintable(error));
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTRY_VERIFY(window->assembliesShown() > 0);
        PortabilityView* view = showDock(*window);
        QTRY_VERIFY(view->runButton()->isVisible());
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->running(), 30000);
        QVERIFY(!view->cancelButton()->isEnabled());

        // Cancel.
        QTableView* table = view->grid();
        const QModelIndex amd = table->model()->index(4, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(amd).center());
        QVERIFY(view->cancelButton()->isEnabled());
        QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
        QTreeWidget* writers = view->diffPanel()->writersView();
        QTRY_VERIFY(writers->topLevelItemCount() == 1 &&
                    writers->topLevelItem(0)->text(0).startsWith(QStringLiteral("Cancelled")));
        QVERIFY(!view->cancelButton()->isEnabled());
        // A click on the cell again finds them.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(amd).center());
        QTRY_VERIFY(writers->topLevelItemCount() == 1 &&
                    writers->topLevelItem(0)->childCount() == 2);

        // Run while they are being found: they stop and the matrix runs.
        const QModelIndex intel = table->model()->index(0, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(intel).center());
        const auto before = view->result();
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && view->result() != before && !view->running(),
                                 30000);

        // Closing the window while they are being found.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(amd).center());
        QVERIFY(view->cancelButton()->isEnabled());
        QVERIFY(window->close());
        window.reset();
    }

private:
    // Opens `path` at 1280x800, brings the dock up, clicks Run and waits for the matrix; `view`
    // is the dock's view then (null when a step failed).
    void openAndRun(MainWindow& window, const QString& path, PortabilityView*& view) {
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        PortabilityView* shown = showDock(window);
        QTRY_VERIFY(shown->runButton()->isVisible());
        QTest::mouseClick(shown->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(shown->result() && !shown->running(), 30000);
        view = shown;
    }

    // An example and its .args in the test's directory; the path of the .wave.
    QString writeExample(const char* name) {
        const QString base = QString::fromLatin1(name);
        for (const char* suffix : {".wave", ".args"}) {
            const QString file = base + QLatin1String(suffix);
            if (wave::apptest::writeFile(dir_.filePath(file), example(qPrintable(file))).isEmpty())
                return {};
        }
        return dir_.filePath(base + QStringLiteral(".wave"));
    }

    QTemporaryDir dir_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<PortabilityJourneyTest>(argc, argv);
}

#include "PortabilityJourneyTest.moc"
