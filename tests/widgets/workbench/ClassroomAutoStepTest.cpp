// Auto-step against a real session (speed, stopping at a breakpoint by itself) and classroom
// mode (scale, palette, lane numbers, spotlight) on the docks.

#include "Workbench.h"

#include "views/LaneRegistersView.h"
#include "views/MaskStripView.h"
#include "views/TimelineView.h"
#include "workbench/AutoStepper.h"
#include "workbench/ClassroomMode.h"
#include "workbench/ExplainView.h"
#include "workbench/FocusSelector.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QSlider>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// Wave steps of wave 0 from the start until the session stops at a breakpoint on `line`,
// counted on the engine directly (0: never).
int stepsToBreakpoint(const QString& example, std::uint32_t iota, std::uint32_t line) {
    auto ex = loadExample(kExamples, example, iota);
    if (!ex.session)
        return 0;
    debug::BreakpointSpec bp;
    bp.line = line;
    std::string error;
    ex.session->addBreakpoint(bp, error);
    for (int n = 1; n < 1000; ++n) {
        const debug::StopInfo stop = ex.session->stepInstruction();
        if (stop.reason == debug::StopReason::Breakpoint)
            return n;
        if (stop.reason != debug::StopReason::StepDone)
            return 0;
    }
    return 0;
}

bool near(int value, int expected, int slack) {
    return std::abs(value - expected) <= slack;
}

} // namespace

class ClassroomAutoStepTest : public QObject {
    Q_OBJECT
private slots:
    void speedSliderCoversHalfToTwenty();
    void autoStepStopsAtABreakpointByItself();
    void autoStepFollowsTheGranularity();
    void classroomScalesEveryView();
};

void ClassroomAutoStepTest::speedSliderCoversHalfToTwenty() {
    SessionController controller;
    AutoStepper stepper(&controller);
    stepper.speedSlider()->setValue(stepper.speedSlider()->minimum());
    QCOMPARE(stepper.stepsPerSecond(), 0.5);
    stepper.speedSlider()->setValue(stepper.speedSlider()->maximum());
    QVERIFY(qFuzzyCompare(stepper.stepsPerSecond(), 20.0));
    stepper.setStepsPerSecond(100);
    QCOMPARE(stepper.stepsPerSecond(), 20.0);
    stepper.setStepsPerSecond(0.1);
    QCOMPARE(stepper.stepsPerSecond(), 0.5);
    // Without a session there is nothing to animate.
    QVERIFY(!stepper.playAction()->isEnabled());
    stepper.play();
    QVERIFY(!stepper.isPlaying());
}

void ClassroomAutoStepTest::autoStepStopsAtABreakpointByItself() {
    const QString example = QStringLiteral("tree_reduction");
    Workbench bench;
    QVERIFY(bench.start(example, 256));
    const std::uint32_t line = bench.line("fadd     r9, r9, r8");
    const int expected = stepsToBreakpoint(example, 256, line);
    QVERIFY(expected > 5);

    debug::BreakpointSpec bp;
    bp.line = line;
    bench.controller.addBreakpoint(bp);
    AutoStepper stepper(&bench.controller);
    stepper.setStepsPerSecond(20);
    QVERIFY(stepper.playAction()->isEnabled());
    QSignalSpy playing(&stepper, &AutoStepper::playingChanged);
    QElapsedTimer clock;
    clock.start();
    stepper.playAction()->trigger();
    QVERIFY(stepper.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!stepper.isPlaying(), 30000);
    const qint64 took = clock.elapsed();
    qInfo("%d steps at 20 steps/s in %lld ms", stepper.stepsTaken(), took);

    QCOMPARE(stepper.stepsTaken(), expected);
    QVERIFY(stepper.pauseReason().has_value());
    QCOMPARE(*stepper.pauseReason(), debug::StopReason::Breakpoint);
    const SnapshotPtr stop = bench.controller.stopSnapshot();
    QCOMPARE(stop->stop->reason, debug::StopReason::Breakpoint);
    // Another wave may get there first while wave 0 waits at a barrier: the focus follows it.
    QCOMPARE(stop->stop->line, line);
    QCOMPARE(stop->waves[stop->focusWave].line, line);
    QCOMPARE(playing.count(), 2); // on, then off by itself
    QVERIFY(!stepper.playAction()->isChecked());
    // The beat: one step every 50 ms, never faster.
    QVERIFY2(took >= (expected - 1) * 50 - 10, qPrintable(QString::number(took)));
    // The views followed every stop.
    QCOMPARE(bench.docks->registersView()->registersModel()->snapshot(), stop);
    QVERIFY(bench.docks->explainView()->explanation().startsWith(QStringLiteral("Stopped")));

    // Playing again goes on from the breakpoint; pausing stops at once.
    stepper.play();
    QVERIFY(stepper.isPlaying());
    stepper.pause();
    QVERIFY(!stepper.isPlaying());
    QVERIFY(!stepper.pauseReason().has_value());
    QTest::qWait(150);
    const std::uint64_t at = bench.controller.stopSnapshot()->step;
    QTest::qWait(200);
    QCOMPARE(bench.controller.stopSnapshot()->step, at);
}

void ClassroomAutoStepTest::autoStepFollowsTheGranularity() {
    Workbench bench;
    FocusSelector selector(&bench.controller);
    AutoStepper stepper(&bench.controller);
    QObject::connect(&selector, &FocusSelector::granularityChanged, &stepper,
                     &AutoStepper::setGranularity);
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    selector.setGranularity(StepGranularity::Workgroup);
    QCOMPARE(stepper.granularity(), StepGranularity::Workgroup);
    stepper.setStepsPerSecond(20);
    stepper.play();
    QTRY_VERIFY(stepper.stepsTaken() >= 3);
    stepper.pause();
    QTest::qWait(100);
    // Every wave moved: a workgroup step runs each ready wave once.
    const SnapshotPtr s = bench.controller.stopSnapshot();
    for (const auto& w : s->waves)
        QVERIFY(w.issued >= 2);
}

void ClassroomAutoStepTest::classroomScalesEveryView() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    ViewDocks* d = bench.docks;
    MaskStripView* masks = d->masksView();
    masks->resize(2000, 600);
    const int cell1 = masks->cellRect(0, 0).width();
    const int row1 = d->registersView()->cellDelegate()->rowHeight();
    const int timeline1 = d->timelineView()->sizeHint().height();
    QVERIFY(cell1 > 0);
    const ViewPalette::Theme theme = d->viewPalette().theme;

    ClassroomMode classroom(d);
    classroom.largeLaneNumbersAction()->setChecked(false); // numbers in cells widen them more
    QSignalSpy scale(&classroom, &ClassroomMode::scaleChanged);
    QSignalSpy spotlight(&classroom, &ClassroomMode::spotlightChanged);
    classroom.setPresentationScale(2.0);
    QCOMPARE(scale.count(), 0); // off: the views stay at 1x
    QCOMPARE(d->viewScale(), 1.0);
    classroom.toggleAction()->trigger();
    QVERIFY(classroom.isOn());
    QCOMPARE(scale.count(), 1);
    QCOMPARE(scale.back().front().toDouble(), 2.0);
    QCOMPARE(d->viewScale(), 2.0);
    QVERIFY(classroom.spotlight());
    QCOMPARE(spotlight.count(), 1);

    masks->resize(4000, 1200);
    QVERIFY2(near(masks->cellRect(0, 0).width(), 2 * cell1, 1),
             qPrintable(QStringLiteral("%1 vs %2").arg(masks->cellRect(0, 0).width()).arg(cell1)));
    QVERIFY(near(d->registersView()->cellDelegate()->rowHeight(), 2 * row1, 2));
    QVERIFY(d->timelineView()->sizeHint().height() >= 2 * timeline1 - 4);
    QCOMPARE(masks->style().palette.theme, ViewPalette::Theme::HighContrast);
    QCOMPARE(d->registersView()->style().palette.theme, ViewPalette::Theme::HighContrast);
    QVERIFY(!masks->largeLaneNumbers());
    classroom.largeLaneNumbersAction()->setChecked(true);
    QVERIFY(masks->largeLaneNumbers());
    QVERIFY(masks->cellRect(0, 0).width() >= 2 * cell1);
    QCOMPARE(d->explainView()->style().scale, 2.0);

    // Spotlight off on its own; the rest stays.
    classroom.spotlightAction()->trigger();
    QVERIFY(!classroom.spotlight());
    QCOMPARE(spotlight.count(), 2);
    QCOMPARE(d->viewScale(), 2.0);

    // 3x is the limit; off returns to 1x and the IDE's palette.
    classroom.setPresentationScale(5);
    QCOMPARE(classroom.presentationScale(), 3.0);
    QCOMPARE(d->viewScale(), 3.0);
    classroom.setOn(false);
    QCOMPARE(d->viewScale(), 1.0);
    QCOMPARE(scale.back().front().toDouble(), 1.0);
    QCOMPARE(d->viewPalette().theme, theme);
    QVERIFY(!masks->largeLaneNumbers());
    masks->resize(2000, 600);
    QCOMPARE(masks->cellRect(0, 0).width(), cell1);
}

QTEST_MAIN(ClassroomAutoStepTest)
#include "ClassroomAutoStepTest.moc"
