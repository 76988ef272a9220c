// SnapshotFeed with a real SessionController and no docks: which snapshot reaches which
// consumer and when (previous stop first, off-screen consumers catching up, always-fed ones,
// light snapshots while running, analyses once, clearing at a new session, focus).

#include "SessionBench.h"

#include "workbench/SnapshotFeed.h"

#include <QElapsedTimer>

#include <vector>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// Writes down what the feed hands it; on screen or not as the test says.
class Recorder final : public SnapshotConsumer {
public:
    explicit Recorder(bool light = false, bool always = false) : light_(light), always_(always) {}

    void showStop(const SnapshotPtr& s) override { stops.push_back(s->serial); }
    bool takesLight() const override { return light_; }
    void showLight(const SnapshotPtr& s) override {
        QVERIFY(!s->full);
        ++lights;
    }
    void showAnalyses(const AnalysisSnapshotPtr& a) override { analyses.push_back(a); }
    void showFocus(std::uint32_t wave, std::uint32_t lane) override {
        focus = {wave, lane};
        ++focusCalls;
    }
    void clear() override {
        ++clears;
        stops.clear();
        analyses.clear();
        lights = 0;
    }
    bool alwaysFed() const override { return always_; }
    bool onScreen() const override { return shown; }

    bool shown = true;
    std::vector<std::uint64_t> stops; // serials, in order
    std::vector<AnalysisSnapshotPtr> analyses;
    int lights = 0;
    int clears = 0;
    int focusCalls = 0;
    std::pair<std::uint32_t, std::uint32_t> focus{~0u, ~0u};

private:
    bool light_;
    bool always_;
};

struct FeedBench : SessionBench {
    SnapshotFeed feed{&controller};

    Recorder* add(bool light = false, bool always = false) {
        return static_cast<Recorder*>(feed.add(std::make_unique<Recorder>(light, always)));
    }
    std::uint64_t stopSerial() const { return controller.stopSnapshot()->serial; }
    std::uint64_t previousSerial() const { return controller.previousStopSnapshot()->serial; }
};

using Serials = std::vector<std::uint64_t>;

} // namespace

class SnapshotFeedTest : public QObject {
    Q_OBJECT
private slots:
    void stopsReachConsumersOnScreen();
    void offScreenConsumersCatchUpWithThePreviousStopFirst();
    void alwaysFedConsumersSeeEveryStopAlone();
    void lightSnapshotsAreCoalescedWhileRunning();
    void analysesReachEachConsumerOnce();
    void aNewSessionAndItsEndClearEveryConsumer();
    void focusReachesEveryConsumer();
};

void SnapshotFeedTest::stopsReachConsumersOnScreen() {
    FeedBench bench;
    Recorder* view = bench.add();
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    const std::uint64_t first = bench.stopSerial();
    QCOMPARE(view->stops, Serials{first});
    // It saw the previous stop: only the new one.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QCOMPARE(view->stops, (Serials{first, bench.stopSerial()}));
    QCOMPARE(bench.previousSerial(), first);
}

void SnapshotFeedTest::offScreenConsumersCatchUpWithThePreviousStopFirst() {
    FeedBench bench;
    Recorder* hidden = bench.add();
    hidden->shown = false;
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(hidden->stops.empty());
    // Shown again: the stop before the last, then the last, so its change marks compare stop
    // with stop.
    hidden->shown = true;
    bench.feed.catchUp(hidden);
    const Serials caughtUp{bench.previousSerial(), bench.stopSerial()};
    QCOMPARE(hidden->stops, caughtUp);
    QCOMPARE(hidden->focusCalls > 0, true);
    // Current now: a second catch-up feeds nothing.
    bench.feed.catchUp(hidden);
    QCOMPARE(hidden->stops, caughtUp);
    // Hidden for one step: the previous stop is the one it saw, so only the new one comes.
    hidden->shown = false;
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    hidden->shown = true;
    bench.feed.catchUp(hidden);
    QCOMPARE(hidden->stops, (Serials{caughtUp[0], caughtUp[1], bench.stopSerial()}));
}

void SnapshotFeedTest::alwaysFedConsumersSeeEveryStopAlone() {
    FeedBench bench;
    Recorder* memory = bench.add(false, true);
    memory->shown = false;
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    Serials expected{bench.previousSerial(), bench.stopSerial()};
    QCOMPARE(memory->stops, expected);
    // Three steps back to back; never given a previous stop again, even out of order.
    bench.feed.catchUp(memory);
    QCOMPARE(memory->stops, expected);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(bench.run(SessionCommand::StepInstruction));
        expected.push_back(bench.stopSerial());
    }
    QCOMPARE(memory->stops, expected);
}

void SnapshotFeedTest::lightSnapshotsAreCoalescedWhileRunning() {
    // An endless loop: Continue runs until paused.
    const std::string spin = ".kernel spin\n.registers 4\n.workgroup_size 64, 1, 1\n"
                             "    mov_imm r0, 0\n    mov_imm r1, 1\n    loop\n"
                             "        iadd r0, r0, r1\n    endloop\n    halt\n.end\n";
    FeedBench bench;
    Recorder* waves = bench.add(true);
    Recorder* registers = bench.add(false);
    Recorder* hiddenWaves = bench.add(true);
    hiddenWaves->shown = false;
    const ExampleLaunch launch = sourceLaunch(spin, "spin.wave", QString(), 0);
    QVERIFY2(launch.request, launch.error.c_str());
    auto endless = std::make_shared<LaunchRequest>(*launch.request);
    endless->config.maxInstructions = 0; // no instruction limit: it runs until paused
    QVERIFY(bench.startRequest(endless));
    const std::uint64_t start = bench.stopSerial();

    QSignalSpy light(&bench.controller, &SessionController::snapshotChanged);
    QElapsedTimer clock;
    clock.start();
    bench.controller.run(SessionCommand::Continue);
    QTRY_VERIFY_WITH_TIMEOUT(waves->lights >= 3, 20000);
    const qint64 ran = clock.elapsed();
    const int lightsSeen = waves->lights;
    QSignalSpy stopped(&bench.controller, &SessionController::stopped);
    bench.controller.pause();
    QVERIFY(SessionBench::waitFor(stopped, 5000));
    qInfo("light snapshots %d, refreshes %d in %lld ms", int(light.count()), lightsSeen, ran);

    QCOMPARE(bench.feed.lightRefreshes(), waves->lights);
    // Coalesced: never more refreshes than light snapshots (how many fewer depends on timing,
    // so it is only printed).
    QVERIFY(lightsSeen <= light.count());
    QCOMPARE(registers->lights, 0);
    QCOMPARE(hiddenWaves->lights, 0);
    // Light snapshots came in between: the pause is compared with the stop before it again.
    QCOMPARE(waves->stops, (Serials{start, start, bench.stopSerial()}));
    QCOMPARE(registers->stops, (Serials{start, bench.stopSerial()}));
}

void SnapshotFeedTest::analysesReachEachConsumerOnce() {
    FeedBench bench;
    Recorder* view = bench.add();
    Recorder* hidden = bench.add();
    hidden->shown = false;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    QVERIFY(bench.run(SessionCommand::Continue));
    const AnalysisSnapshotPtr analyses = bench.controller.analyses();
    QVERIFY(analyses);
    QVERIFY(!view->analyses.empty());
    QCOMPARE(view->analyses.back(), analyses);
    const std::size_t count = view->analyses.size();
    bench.feed.catchUp(view);
    QCOMPARE(view->analyses.size(), count);
    QVERIFY(hidden->analyses.empty());
    bench.feed.catchUp(hidden);
    QCOMPARE(hidden->analyses, std::vector<AnalysisSnapshotPtr>{analyses});
}

void SnapshotFeedTest::aNewSessionAndItsEndClearEveryConsumer() {
    FeedBench bench;
    Recorder* view = bench.add();
    Recorder* hidden = bench.add();
    hidden->shown = false;
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    QVERIFY(view->clears >= 1);
    QCOMPARE(hidden->clears, view->clears);
    bench.controller.setFocus(1, 3);
    QTRY_COMPARE(bench.feed.focusWave(), 1u);
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    // A second launch starts from nothing: cleared, then only its first stop.
    int before = view->clears;
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    QVERIFY(view->clears > before);
    QCOMPARE(hidden->clears, view->clears);
    QCOMPARE(view->stops, Serials{bench.stopSerial()});
    QCOMPARE(bench.feed.focusWave(), 0u);
    // The end of the session too.
    before = view->clears;
    bench.controller.terminate();
    QTRY_COMPARE(bench.controller.state(), SessionController::State::Idle);
    QVERIFY(view->clears > before);
    QCOMPARE(hidden->clears, view->clears);
    QVERIFY(view->stops.empty());
}

void SnapshotFeedTest::focusReachesEveryConsumer() {
    FeedBench bench;
    Recorder* view = bench.add();
    Recorder* hidden = bench.add();
    hidden->shown = false;
    QVERIFY(bench.start(QStringLiteral("vector_add"), 64));
    QCOMPARE(view->focus, (std::pair<std::uint32_t, std::uint32_t>{0, 0}));
    bench.controller.setFocus(1, 7);
    QTRY_COMPARE(view->focus, (std::pair<std::uint32_t, std::uint32_t>{1, 7}));
    // Off screen too: the focus is cheap and catching up keeps it.
    QCOMPARE(hidden->focus, (std::pair<std::uint32_t, std::uint32_t>{1, 7}));
    QCOMPARE(bench.feed.focusLane(), 7u);
    // A focus change at a stop keeps the stop's full picture.
    QCOMPARE(view->stops.size(), std::size_t(1));
}

QTEST_MAIN(SnapshotFeedTest)
#include "SnapshotFeedTest.moc"
