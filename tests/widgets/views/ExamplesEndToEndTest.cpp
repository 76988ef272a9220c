// End to end: the example kernels run in a real DebugSession and their snapshots and analyses
// go through the views and models.

#include "ExampleSession.h"

#include "models/BankConflictModel.h"
#include "models/DivergenceStackModel.h"
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

// Runs `example` to its end and shows its local memory in Conflicts mode.
struct FinishedHeatmap {
    LocalMemoryPanel panel;
    std::string source;
    QString error;
};

void finishHeatmap(const QString& example, FinishedHeatmap& out) {
    auto ex = loadExample(kExamples, example, 1024);
    if (!ex.error.empty()) {
        out.error = QString::fromStdString(ex.error);
        return;
    }
    if (ex.session->continueRun().reason != debug::StopReason::Finished) {
        out.error = QStringLiteral("did not finish");
        return;
    }
    const auto& state = ex.session->analyses().state();
    out.source = ex.source;
    out.panel.setSnapshot(ex.session->snapshot());
    out.panel.setAnalyses(state.heat.words(), state.bank.results(), state.races.races());
    out.panel.heatmap()->setMode(LocalMemoryHeatmapView::Mode::Conflicts);
}

} // namespace

class ExamplesEndToEndTest : public QObject {
    Q_OBJECT
private slots:
    void deadlockVerdictNamesWaveAndLine();
    void transposeConflictDegree();
    void transposeHeatmapAgreesWithTable();
    void continuedLanesShowTheirReason();
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
    QCOMPARE(masks.status(0, 0), LaneStatus::AtBarrier); // would run, but waits at the barrier
    QCOMPARE(masks.status(0, 30), LaneStatus::OffInThen);
    QCOMPARE(masks.status(1, 0), LaneStatus::Halted);
}

void ExamplesEndToEndTest::transposeConflictDegree() {
    const std::string load = "local_load_u32 r11, r12";
    QCOMPARE(degreeOnLine(QStringLiteral("transpose"), load), 32);
    QCOMPARE(degreeOnLine(QStringLiteral("transpose_padded"), load), 1);
}

void ExamplesEndToEndTest::transposeHeatmapAgreesWithTable() {
    // Every word of the 32x32 tile is read down a column once: a 32-way conflict, which the
    // table reports for the load at its line, so the heatmap must show 32 there too (the
    // row-wise stores are conflict free and must not hide it).
    FinishedHeatmap t;
    finishHeatmap(QStringLiteral("transpose"), t);
    QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
    const LocalMemoryHeatmapView* view = t.panel.heatmap();
    const std::uint32_t loadLine = lineContaining(t.source, "local_load_u32 r11, r12");
    QVERIFY(loadLine > 0);
    QCOMPARE(view->cellCount(), 1024u);
    for (std::uint32_t cell = 0; cell < 1024; ++cell)
        QCOMPARE(view->cellValue(cell), 32ull);
    QCOMPARE(view->maxValue(), 32ull);
    const QString tip = view->toolTipFor(33);
    QVERIFY2(
        tip.contains(QStringLiteral("worst bank conflict: degree 32, by line %1 ").arg(loadLine)),
        qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("its worst anywhere: 32")), qPrintable(tip));

    FinishedHeatmap padded;
    finishHeatmap(QStringLiteral("transpose_padded"), padded);
    QVERIFY2(padded.error.isEmpty(), qPrintable(padded.error));
    QCOMPARE(padded.panel.heatmap()->maxValue(), 1ull);
    QCOMPARE(padded.panel.heatmap()->cellValue(33), 1ull);
}

void ExamplesEndToEndTest::continuedLanesShowTheirReason() {
    // nested_divergence, first iteration: n = lane + 1, so lane 0 breaks (n = 1), the odd lanes
    // (even n) execute `continue p2`, the even lanes from 2 on go on with n = 3n + 1.
    auto ex = loadExample(kExamples, QStringLiteral("nested_divergence"), 0);
    QVERIFY2(ex.error.empty(), ex.error.c_str());
    const std::uint32_t afterContinue = lineContaining(ex.source, "imad     r2, r2, r5, r1");
    const std::uint32_t newPeak = lineContaining(ex.source, "; new peak");
    QVERIFY(afterContinue > 0 && newPeak > 0);
    for (const std::uint32_t line : {afterContinue, newPeak}) {
        const debug::StopInfo stop = ex.session->runToLine(line);
        QCOMPARE(stop.reason, debug::StopReason::StepDone);
        MaskStripView masks;
        masks.setSnapshot(ex.session->snapshot());
        QCOMPARE(masks.status(0, 0), LaneStatus::Broken);
        QCOMPARE(masks.status(0, 2), LaneStatus::Active);
        for (std::uint32_t lane = 1; lane < 32; lane += 2)
            QCOMPARE(masks.status(0, lane), LaneStatus::Continued);
        // The divergence stack's loop row names the same lanes in its continue column.
        DivergenceStackModel stack;
        stack.setSnapshot(ex.session->snapshot());
        QVERIFY(stack.rowCount() >= 1);
        QCOMPARE(stack.index(0, DivergenceStackModel::KindColumn).data().toString(),
                 QStringLiteral("loop"));
        QCOMPARE(stack.index(0, DivergenceStackModel::ContinueColumn).data(MaskRole).toULongLong(),
                 0xAAAAAAAAull);
        QCOMPARE(stack.headerData(DivergenceStackModel::ContinueColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Continue"));
    }
}

QTEST_MAIN(ExamplesEndToEndTest)
#include "ExamplesEndToEndTest.moc"
