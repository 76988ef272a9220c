// End to end: the example kernels run in a real DebugSession and their snapshots and analyses
// go through the views and models.

#include "ExampleSession.h"

#include "models/BankConflictModel.h"
#include "models/DivergenceStackModel.h"
#include "models/ModelRoles.h"
#include "views/BarrierBoardView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "views/TimelineView.h"

#include <QMouseEvent>

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
    panel.setAnalyses(state.heat, state.bank.results(), state.races.races());
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
    out.panel.setAnalyses(state.heat, state.bank.results(), state.races.races());
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
    void timelineDragTravelsAndKeepsTheFuture();
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

void ExamplesEndToEndTest::timelineDragTravelsAndKeepsTheFuture() {
    // The IDE's demo: 8 waves of tree_reduction, run to the end, then the timeline dragged
    // back as a time-travel control, wired as the IDE wires it (travel, then the new
    // snapshot and the timeline index of the session arrive).
    auto ex = loadExample(kExamples, QStringLiteral("tree_reduction"), 256);
    QVERIFY2(ex.error.empty(), ex.error.c_str());
    debug::DebugSession& session = *ex.session;
    QCOMPARE(session.continueRun().reason, debug::StopReason::Finished);
    const std::uint64_t end = session.currentStep();
    QVERIFY2(end > 300, qPrintable(QString::number(end)));

    TimelineView view;
    view.resize(1000, 220); // room for a few tracks only: the others scroll
    const auto refresh = [&] {
        auto index = std::make_shared<debug::TimelineIndex>();
        index->build(session.analyses().displayTimeline(), session.currentStep());
        view.setIndex(std::move(index));
        view.setSnapshot(session.snapshot());
    };
    refresh();
    QObject::connect(&view, &TimelineView::travelRequested, &view, [&](quint64 step) {
        session.travelTo(step);
        refresh();
    });
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    session.travelTo(277);
    refresh();
    QCOMPARE(view.currentStep(), 277ull);

    // Drag the scrubber from step 277 to step 90, travelling all the way.
    const int y = view.rulerRect().center().y();
    const int from = view.xOf(277) + 1;
    const int to = view.xOf(90) + 1;
    QVERIFY(from > to + 20);
    QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(from, y));
    for (int k = 1; k <= 8; ++k) {
        const QPoint at(from + (to - from) * k / 8, y);
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         {});
        QCoreApplication::sendEvent(&view, &move);
        QTest::qWait(60); // let the coalesced travel go out
    }
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(to, y));
    QVERIFY2(session.currentStep() + 5 >= 90 && session.currentStep() <= 95,
             qPrintable(QString::number(session.currentStep())));
    QCOMPARE(view.currentStep(), session.currentStep());
    // The future is still drawn and reachable: drag forward again.
    QVERIFY(view.index().endStep() >= end);
    const QRect plot = view.plotRect();
    QVERIFY(view.xOf(277) <= plot.right());
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(view.xOf(277) + 1, y));
    QVERIFY2(session.currentStep() + 5 >= 277 && session.currentStep() <= 282,
             qPrintable(QString::number(session.currentStep())));
    // A plain click far back does not cut it either.
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(view.xOf(20) + 1, y));
    QVERIFY(session.currentStep() <= 25);
    QVERIFY(view.index().endStep() >= end);
    QVERIFY(view.xOf(end - 1) <= view.plotRect().right());

    // Every wave is reachable by scrolling, and the legend never covers a track.
    QCOMPARE(view.index().tracks().size(), std::size_t(8));
    for (std::size_t t = 0; t < 8; ++t) {
        view.ensureTrackVisible(t);
        const QRect track = view.trackRect(t);
        QVERIFY2(view.plotRect().contains(track), qPrintable(QString::number(t)));
        QVERIFY(view.rect().contains(track));
        for (std::size_t u = 0; u < 8; ++u)
            QVERIFY(!view.legendRect().intersects(view.trackRect(u) & view.plotRect()));
    }
    // Zoomed out, nothing starts before step 0.
    view.zoomToFit();
    view.zoomAt(view.plotRect().center().x(), 0.05);
    QVERIFY(view.viewStart() >= 0.0);
    QCOMPARE(view.stepAt(view.plotRect().left()), 0ull);
}

QTEST_MAIN(ExamplesEndToEndTest)
#include "ExamplesEndToEndTest.moc"
