// The quality checks through the IDE's path (SessionController -> ViewDocks), not the
// engine directly: the deadlock example's verdict on the barrier board, and the transpose
// example's bank conflicts before and after the padding fix.

#include "Workbench.h"

#include "models/BankConflictModel.h"
#include "models/ModelRoles.h"
#include "views/BarrierBoardView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "workbench/ExplainView.h"
#include "workbench/WorkbenchIds.h"

#include <QDockWidget>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// Runs an example to its end and returns the worst conflict degree the local-memory dock's
// list shows for the instruction on the line containing `needle` (negative: not found).
int conflictDegree(const QString& example, const std::string& needle) {
    Workbench bench;
    if (!bench.start(example, 1024) || !bench.run(SessionCommand::Continue))
        return -1;
    if (bench.controller.stopSnapshot()->stop->reason != debug::StopReason::Finished)
        return -2;
    const BankConflictModel* model = bench.docks->localMemoryPanel()->conflictModel();
    const std::uint32_t line = bench.line(needle);
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, 0).data(LineRole).toUInt() != line)
            continue;
        // The list names the instruction from the source, as the editor shows it.
        const QString text =
            model->index(r, BankConflictModel::InstructionColumn).data().toString();
        if (!text.startsWith(QStringLiteral("local_load_u32")))
            return -4;
        return model->index(r, BankConflictModel::WorstColumn).data(RawValueRole).toInt();
    }
    return -3;
}

} // namespace

class WorkbenchExamplesTest : public QObject {
    Q_OBJECT
private slots:
    void deadlockVerdictOnTheBarrierBoard();
    void transposeConflictsBeforeAndAfterPadding();
};

void WorkbenchExamplesTest::deadlockVerdictOnTheBarrierBoard() {
    Workbench bench;
    bench.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
    QVERIFY(bench.start(QStringLiteral("barrier_deadlock"), 64));
    QVERIFY(bench.run(SessionCommand::Continue));
    const SnapshotPtr stop = bench.controller.stopSnapshot();
    QCOMPARE(stop->stop->reason, debug::StopReason::Deadlock);

    const std::uint32_t barrierLine = bench.line("        barrier");
    QVERIFY(barrierLine > 0);
    BarrierBoardView* board = bench.docks->barrierView();
    const QString verdict = board->verdictText();
    QVERIFY2(verdict.contains(QStringLiteral("wave 1")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("barrier at line %1").arg(barrierLine)),
             qPrintable(verdict));
    QVERIFY(board->goToLines().contains(barrierLine));

    // The board came to the front of its tab group, with the banner in view.
    QDockWidget* dock = bench.docks->dock(WorkbenchIds::Barrier);
    QTRY_VERIFY(board->isVisible());
    QVERIFY(!dock->visibleRegion().isEmpty());
    QVERIFY(!board->goToLineRect(barrierLine).isEmpty());

    // "Go to line" on the banner reaches the editor through lineActivated.
    QSignalSpy lines(bench.docks, &ViewDocks::lineActivated);
    emit board->lineActivated(barrierLine);
    QCOMPARE(lines.count(), 1);
    QCOMPARE(lines.front().front().toInt(), int(barrierLine));

    // The explanation quotes the verdict too, and the masks show wave 0 waiting inside the if.
    QVERIFY2(bench.docks->explainView()->explanation().contains(QStringLiteral("wave 1")),
             qPrintable(bench.docks->explainView()->explanation()));
    QCOMPARE(bench.docks->masksView()->status(0, 30), LaneStatus::OffInThen);
    QCOMPARE(bench.docks->masksView()->status(1, 0), LaneStatus::Halted);
}

void WorkbenchExamplesTest::transposeConflictsBeforeAndAfterPadding() {
    const std::string load = "local_load_u32 r11, r12";
    QCOMPARE(conflictDegree(QStringLiteral("transpose"), load), 32);
    QCOMPARE(conflictDegree(QStringLiteral("transpose_padded"), load), 1);
}

QTEST_MAIN(WorkbenchExamplesTest)
#include "WorkbenchExamplesTest.moc"
