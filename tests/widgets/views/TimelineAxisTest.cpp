// TimelineAxis without a widget: steps to pixels and back, and every change clamped to the data
// (nothing before the first step, the end never past the middle of the plot, the zoom limits).

#include "views/TimelineAxis.h"

#include <QTest>

#include <limits>

using namespace wave::widgets;

namespace {

// A plot of 500 pixels from x = 100 over steps [0, 1000).
TimelineAxis::Frame frame(std::uint64_t first = 0, std::uint64_t end = 1000) {
    TimelineAxis::Frame f;
    f.left = 100;
    f.width = 500;
    f.first = first;
    f.end = end;
    return f;
}

} // namespace

class TimelineAxisTest : public QObject {
    Q_OBJECT
private slots:
    void fitShowsEveryStepWithRoomForTheMarker();
    void stepsAndPixelsRoundTrip();
    void farStepsDoNotOverflowPixels();
    void nothingShowsBeforeTheFirstStepOrPastTheEnd();
    void zoomKeepsTheStepUnderTheMouse();
    void zoomStopsAt48PixelsPerStepAndAtTheWholeRun();
    void keepInSightCentresAStepOutOfView();
    void columnEdgesCoverThePlot();
};

void TimelineAxisTest::fitShowsEveryStepWithRoomForTheMarker() {
    TimelineAxis axis;
    axis.fit(frame(200, 1200));
    QCOMPARE(axis.start(), 200.0);
    QCOMPARE(axis.stepsPerPixel(), 1000 * 1.02 / 500);
    QVERIFY(axis.stepAt(599, frame(200, 1200)) >= 1199);
}

void TimelineAxisTest::stepsAndPixelsRoundTrip() {
    TimelineAxis axis;
    axis.set(0, 2, frame());
    QCOMPARE(axis.stepAt(100, frame()), 0u);
    QCOMPARE(axis.stepAt(150, frame()), 100u);
    QCOMPARE(axis.xOf(100, frame()), 150);
    QCOMPARE(axis.stepAt(50, frame()), 0u); // left of the plot: never a negative step
}

void TimelineAxisTest::farStepsDoNotOverflowPixels() {
    TimelineAxis axis;
    axis.set(0, TimelineAxis::kMinStepsPerPixel, frame(0, std::uint64_t{1} << 40));
    const int x = axis.xOf(std::numeric_limits<std::uint64_t>::max() / 2, frame());
    QVERIFY(x > 100 && x <= 100 + 100'000'000);
}

void TimelineAxisTest::nothingShowsBeforeTheFirstStepOrPastTheEnd() {
    TimelineAxis axis;
    axis.set(-50, 1, frame(10, 1000));
    QCOMPARE(axis.start(), 10.0);
    // The end (1000) stops at the middle of the 500-pixel plot: start at most 750.
    axis.set(5000, 1, frame(10, 1000));
    QCOMPARE(axis.start(), 750.0);
    axis.panBy(-100, frame(10, 1000)); // dragging left moves later, already at the end
    QCOMPARE(axis.start(), 750.0);
    axis.panBy(100, frame(10, 1000));
    QCOMPARE(axis.start(), 650.0);
}

void TimelineAxisTest::zoomKeepsTheStepUnderTheMouse() {
    TimelineAxis axis;
    axis.set(100, 1, frame());
    const std::uint64_t under = axis.stepAt(300, frame());
    axis.zoomAt(300, 2.0, frame());
    QCOMPARE(axis.stepsPerPixel(), 0.5);
    QCOMPARE(axis.stepAt(300, frame()), under);
}

void TimelineAxisTest::zoomStopsAt48PixelsPerStepAndAtTheWholeRun() {
    TimelineAxis axis;
    axis.set(0, 1, frame());
    axis.zoomAt(100, 1e6, frame());
    QCOMPARE(axis.stepsPerPixel(), TimelineAxis::kMinStepsPerPixel);
    axis.zoomAt(100, 1e-6, frame());
    QCOMPARE(axis.stepsPerPixel(), 1000 * 1.1 / 500);
}

void TimelineAxisTest::keepInSightCentresAStepOutOfView() {
    TimelineAxis axis;
    axis.set(0, 0.5, frame());
    axis.keepInSight(100, frame()); // in view (0-250): nothing moves
    QCOMPARE(axis.start(), 0.0);
    axis.keepInSight(600, frame());
    QCOMPARE(axis.start(), 600 - 250 * 0.5);
}

void TimelineAxisTest::columnEdgesCoverThePlot() {
    TimelineAxis axis;
    axis.set(10, 2, frame());
    const std::vector<std::uint64_t> edges = axis.columnEdges(500);
    QCOMPARE(edges.size(), std::size_t(501));
    QCOMPARE(edges.front(), 10u);
    QCOMPARE(edges[1], 12u);
    QCOMPARE(edges.back(), 1010u);
}

QTEST_GUILESS_MAIN(TimelineAxisTest)
#include "TimelineAxisTest.moc"
