// The Portability dock as a user meets it (issue 16), on the real MainWindow with real mouse
// and key events: open the reduction that assumes 32 lanes, click Run in the dock, read the
// grid (the 32-wide profiles agree with the reference, 8/16 and 64 differ), click a differing
// cell, read the differing word and its last writer's line, press "Debug this run", press F5
// where the focus is, and stop on the write to that word with that run's profile. A source
// that does not assemble is reported in the dock; closing the window while the matrix runs is
// safe.

#include "AppTestFiles.h"
#include "DocumentSessions.h"
#include "MainWindow.h"
#include "PortabilityActions.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "portability/MemoryDiffModel.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityGridModel.h"
#include "portability/PortabilityView.h"
#include "session/SessionController.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
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
        const QString amdWriter = writers->topLevelItem(0)->child(1)->text(2);
        QVERIFY2(amdWriter.contains(QStringLiteral("at line %1").arg(storeLine)),
                 qPrintable(amdWriter));

        // Debug this run, then F5 where the focus is: the write to 0x400 at wave width 64.
        QTest::mouseClick(diff->debugButton(), Qt::LeftButton);
        SessionController* session = window.session();
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::Stopped && session->stopSnapshot(),
                                 30000);
        QCOMPARE(window.documentSessions()->panel()->settings().profile,
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

private:
    QTemporaryDir dir_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<PortabilityJourneyTest>(argc, argv);
}

#include "PortabilityJourneyTest.moc"
