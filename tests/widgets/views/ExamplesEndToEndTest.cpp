// End to end: the example kernels run in a real DebugSession and their snapshots and analyses
// go through the views and models.

#include "ExampleSession.h"

#include "models/BankConflictModel.h"
#include "models/ModelRoles.h"
#include "views/BarrierBoardView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"

#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::lineContaining;
using wave::widgets::test::loadExample;

namespace {

const QString kExamples = QStringLiteral(WAVE_EXAMPLES_DIR);

// The worst conflict degree the side list shows for the instruction on `line`.
int degreeOnLine(const QString& example, const std::string& needle) {
    auto ex = loadExample(kExamples, example, 1024);
    if (!ex.error.empty()) {
        qWarning("%s", ex.error.c_str());
        return -1;
    }
    const debug::StopInfo stop = ex.session->continueRun();
    if (stop.reason != debug::StopReason::Finished)
        return -2;
    const auto& state = ex.session->analyses().state();
    LocalMemoryPanel panel;
    const debug::DebugSession* session = ex.session.get();
    panel.conflictModel()->setLookups([session](std::uint32_t pc) { return session->lineOf(pc); },
                                      {});
    panel.setSnapshot(ex.session->snapshot());
    panel.setAnalyses(state.heat.words(), state.bank.results(), state.races.races());
    const BankConflictModel* model = panel.conflictModel();
    const std::uint32_t line = lineContaining(ex.source, needle);
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(LineRole).toUInt() == line)
            return model->index(r, BankConflictModel::WorstColumn).data(RawValueRole).toInt();
    return -3;
}

} // namespace

class ExamplesEndToEndTest : public QObject {
    Q_OBJECT
private slots:
    void deadlockVerdictNamesWaveAndLine();
    void transposeConflictDegree();
};

void ExamplesEndToEndTest::deadlockVerdictNamesWaveAndLine() {
    auto ex = loadExample(kExamples, QStringLiteral("barrier_deadlock"), 64);
    QVERIFY2(ex.error.empty(), ex.error.c_str());
    const debug::StopInfo stop = ex.session->continueRun();
    QCOMPARE(stop.reason, debug::StopReason::Deadlock);
    const std::uint32_t barrierLine = lineContaining(ex.source, "        barrier");
    const std::uint32_t ifLine = lineContaining(ex.source, "    if p1");
    QVERIFY(barrierLine > 0 && ifLine > 0);

    BarrierBoardView board;
    board.setSnapshot(ex.session->snapshot());
    const QString verdict = board.verdictText();
    QVERIFY2(verdict.contains(QStringLiteral("wave 1")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("barrier at line %1").arg(barrierLine)),
             qPrintable(verdict));
    QVERIFY(board.goToLines().contains(barrierLine));
    board.resize(700, board.heightForWidth(700));
    QVERIFY(!board.chipRect(0).isEmpty());
    QVERIFY(!board.chipRect(1).isEmpty());
    QVERIFY(!board.goToLineRect(barrierLine).isEmpty());

    // Wave 0 waits inside the `if`: the mask strip shows its lanes 24-31 off in then.
    MaskStripView masks;
    masks.setSnapshot(ex.session->snapshot());
    QCOMPARE(masks.status(0, 0), LaneStatus::Active);
    QCOMPARE(masks.status(0, 30), LaneStatus::OffInThen);
    QCOMPARE(masks.status(1, 0), LaneStatus::Halted);
}

void ExamplesEndToEndTest::transposeConflictDegree() {
    const std::string load = "local_load_u32 r11, r12";
    QCOMPARE(degreeOnLine(QStringLiteral("transpose"), load), 32);
    QCOMPARE(degreeOnLine(QStringLiteral("transpose_padded"), load), 1);
}

QTEST_MAIN(ExamplesEndToEndTest)
#include "ExamplesEndToEndTest.moc"
