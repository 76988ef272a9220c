// TimelineView interaction (zoom, pan, scrubber) and pixels.

#include "TestSnapshots.h"

#include "views/TimelineView.h"

#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using namespace wave;
using namespace wave::widgets;

namespace {

// Two waves of one workgroup, round robin for 100 steps: wave 0 issues the even steps with 32
// lanes, wave 1 the odd steps with 16 lanes until it waits at a barrier from step 61 to 80.
// Wave 0 diverges at step 40.
debug::Timeline sampleTimeline() {
    debug::Timeline t;
    for (std::uint64_t step = 0; step < 100; ++step) {
        const std::uint32_t wave = step % 2;
        if (wave == 1 && step > 60 && step < 81) {
            if (step == 61)
                t.barrierArrive(step, 0, 1, 0x20, 7);
            continue;
        }
        if (wave == 1 && step == 81)
            t.barrierRelease(step, 0, 1);
        if (wave == 0 && step == 40)
            t.event(debug::TimelineKind::Divergence, step, 0, 0, 0x10, 5, 0xFFFF);
        t.instruction(step, 0, wave, 0x10, 5, wave == 0 ? 32 : 16);
    }
    return t;
}

} // namespace

class TimelineViewTest : public QObject {
    Q_OBJECT
private slots:
    void zoomAndPan();
    void scrubberTravels();
    void trackPixels();
};

void TimelineViewTest::zoomAndPan() {
    TimelineView view;
    view.resize(900, 200);
    view.setTimeline(sampleTimeline(), 100);
    view.zoomToFit();
    const double fit = view.stepsPerPixel();
    QVERIFY(fit > 0);
    const QRect plot = view.plotRect();
    const int x = plot.left() + plot.width() / 2;
    const std::uint64_t anchor = view.stepAt(x);
    QWheelEvent wheel(QPointF(x, plot.center().y()),
                      view.mapToGlobal(QPointF(x, plot.center().y())), QPoint(), QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &wheel);
    QVERIFY(view.stepsPerPixel() < fit);
    QVERIFY(std::abs(double(view.stepAt(x)) - double(anchor)) <= 1.0); // zoom keeps the anchor
    const double start = view.viewStart();
    QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(x, plot.center().y()));
    QTest::mouseMove(&view, QPoint(x - 100, plot.center().y()));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(x - 100, plot.center().y()));
    QVERIFY(view.viewStart() > start); // dragging left shows later steps
}

void TimelineViewTest::scrubberTravels() {
    TimelineView view;
    view.resize(900, 200);
    view.setTimeline(sampleTimeline(), 100);
    view.setView(0, 0.25); // 4 px per step
    QSignalSpy spy(&view, &TimelineView::travelRequested);
    const QRect ruler = view.rulerRect();
    const int x = view.xOf(42) + 1;
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(x, ruler.center().y()));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toULongLong(), 42ull);
    QCOMPARE(view.currentStep(), 42ull);
    // Clicking the tracks does not travel; it focuses the wave.
    QSignalSpy waves(&view, &TimelineView::waveActivated);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.trackRect(1).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(waves.count(), 1);
    QCOMPARE(waves[0][0].toUInt(), 1u);
}

void TimelineViewTest::trackPixels() {
    TimelineView view;
    view.resize(900, 220);
    view.setTimeline(sampleTimeline(), 100);
    view.setView(0, 0.25);
    view.setCurrentStep(99);
    const ViewPalette pal = ViewPalette::light();
    QImage image = view.grab().toImage();
    const QRect t0 = view.trackRect(0);
    const QRect t1 = view.trackRect(1);
    // Wave 0 runs with every lane active: the full run colour.
    QCOMPARE(QColor(image.pixel(view.xOf(10) + 2, t0.center().y())), pal.run);
    // Wave 1 runs with half of its lanes: a lighter shade, and waits at the barrier later.
    const QColor half(image.pixel(view.xOf(11) + 2, t1.center().y()));
    QVERIFY(half != pal.run);
    QVERIFY(half != pal.surface);
    QCOMPARE(QColor(image.pixel(view.xOf(70) + 2, t1.center().y())), pal.wait);
}

QTEST_MAIN(TimelineViewTest)
#include "TimelineViewTest.moc"
