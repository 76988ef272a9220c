// SessionController with the real worker thread: Pause right after Continue (repeated, to
// catch the race), Start while running, and Pause during every long command in an endless
// loop, which must run in slices with light snapshots meanwhile.

#include "session/SessionController.h"

#include "asm/Assembler.h"

#include <QSignalSpy>
#include <QtTest>

#include <new>

using namespace wave::widgets;
using State = SessionController::State;
using wave::debug::StopReason;

namespace {

// Every wave calls a function that never returns.
const char* const kEndlessCall = ".kernel endless_call\n"
                                 "    mov_imm r1, 1\n"
                                 "    call spin\n"
                                 "    mov_imm r2, 2\n" // line 4: never reached
                                 "    halt\n"
                                 "spin:\n"
                                 "    loop\n"
                                 "        iadd r3, r3, r1\n"
                                 "    endloop\n"
                                 "    return\n"
                                 ".end\n";
constexpr quint64 kUnreachedLine = 4;

LaunchRequestPtr endlessLaunch() {
    auto r = wave::assembler::Assembler::assemble(kEndlessCall, "endless.wave");
    auto request = std::make_shared<LaunchRequest>();
    request->program = std::move(r.program);
    request->sourceMap = std::move(r.sourceMap);
    request->config.workgroup = wave::emu::Dim3{64, 1, 1};
    request->config.grid = wave::emu::Dim3{1, 1, 1};
    request->config.waveWidth = 32;
    request->config.maxInstructions = 0; // unlimited: the loop never ends on its own
    return request;
}

void launchAndWait(SessionController& c) {
    c.launch(endlessLaunch());
    QTRY_COMPARE(c.state(), State::Stopped);
}

} // namespace

class SessionRunControlTest : public QObject {
    Q_OBJECT

    // Runs `command`, sees it go on in slices with light snapshots, pauses it, and checks it
    // stops there: Paused, after the step it started from.
    void pauseWhileItRuns(SessionController& c, SessionCommand command, quint64 argument = 0) {
        const quint64 from = c.stopSnapshot()->step;
        int light = 0;
        const auto counter = connect(&c, &SessionController::snapshotChanged, this,
                                     [&light](const SnapshotPtr& s) { light += s->full ? 0 : 1; });
        c.run(command, argument);
        QTRY_COMPARE(c.state(), State::Running);
        QTRY_VERIFY(light >= 2); // the command runs in slices and shows its progress
        QCOMPARE(c.state(), State::Running);
        QSignalSpy stops(&c, &SessionController::stopped);
        QElapsedTimer answered;
        answered.start();
        c.pause();
        QVERIFY(stops.wait(10'000));
        QCOMPARE(c.state(), State::Stopped);
        // A figure, not an assertion.
        qInfo("pause answered in %lld ms after %d light snapshots", answered.elapsed(), light);
        disconnect(counter);
        QCOMPARE(c.stopSnapshot()->stop->reason, StopReason::Paused);
        QVERIFY(c.stopSnapshot()->step != from);
    }

private slots:
    // An allocation that fails on the worker thread (here the device memory's initialisation;
    // a snapshot, checkpoint or analysis page alike) ends the session with a message instead
    // of aborting the process from the event loop.
    void runningOutOfMemoryStopsTheSessionWithAMessage() {
        SessionController c;
        auto request = std::make_shared<LaunchRequest>(*endlessLaunch());
        request->deviceInit = [](wave::emu::DeviceMemory&) { throw std::bad_alloc(); };
        QSignalSpy failed(&c, &SessionController::launchFailed);
        c.launch(request);
        QVERIFY(failed.wait(10'000));
        QVERIFY2(failed[0][0].toString().contains(QStringLiteral("not enough memory")),
                 qPrintable(failed[0][0].toString()));
        QTRY_COMPARE(c.state(), State::Idle);
        // The worker goes on serving: the next launch runs.
        launchAndWait(c);
    }

    void pauseRightAfterContinueStops() {
        SessionController c;
        launchAndWait(c);
        for (int round = 0; round < 20; ++round) {
            c.run(SessionCommand::Continue);
            QCOMPARE(c.state(), State::Running);
            c.pause();
            QTRY_COMPARE(c.state(), State::Stopped);
            // And it stays stopped: nothing of the paused run arrives later.
            QSignalSpy states(&c, &SessionController::stateChanged);
            QSignalSpy stops(&c, &SessionController::stopped);
            QTest::qWait(30);
            QCOMPARE(states.count(), 0);
            QCOMPARE(stops.count(), 0);
            QCOMPARE(c.state(), State::Stopped);
        }
    }

    void pauseWhileStartingStopsPausedAtTheStart() {
        SessionController c;
        c.launch(endlessLaunch());
        QCOMPARE(c.state(), State::Starting);
        c.pause();
        QTRY_COMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->step, 0u);
        QCOMPARE(c.stopSnapshot()->stop->reason, StopReason::Paused);
    }

    void startWhileRunningNeverShowsTheOldSessionsStop() {
        SessionController c;
        launchAndWait(c);
        for (int round = 0; round < 5; ++round) {
            c.run(SessionCommand::Continue);
            QTRY_VERIFY(c.snapshot() && c.snapshot()->step > 0); // it runs
            QVector<quint64> steps;
            const auto recorder = connect(&c, &SessionController::stopped, this,
                                          [&steps](const SnapshotPtr& s) { steps << s->step; });
            c.launch(endlessLaunch());
            QTRY_COMPARE(c.state(), State::Stopped);
            QTest::qWait(30);
            disconnect(recorder);
            // The new session's first stop, at step 0, and nothing else.
            QCOMPARE(steps, QVector<quint64>{0});
            QCOMPARE(c.stopSnapshot()->step, 0u);
            QCOMPARE(c.stopSnapshot()->stop->reason, StopReason::StepDone);
        }
    }

    void pauseDuringRunToCursorInAnEndlessLoop() {
        SessionController c;
        launchAndWait(c);
        pauseWhileItRuns(c, SessionCommand::RunToLine, kUnreachedLine);
    }

    void pauseDuringStepOverOfAnEndlessCall() {
        SessionController c;
        launchAndWait(c);
        c.run(SessionCommand::StepInstruction); // mov_imm r1: now on the call
        QTRY_VERIFY(c.stopSnapshot()->step == 1);
        pauseWhileItRuns(c, SessionCommand::StepOver);
        QCOMPARE(c.stopSnapshot()->waves[0].calls.size(), 1u); // still inside
    }

    void pauseDuringStepOutOfAnEndlessCall() {
        SessionController c;
        launchAndWait(c);
        c.run(SessionCommand::StepLine);
        QTRY_VERIFY(c.stopSnapshot()->step == 1);
        c.run(SessionCommand::StepLine); // into the call
        QTRY_VERIFY(c.stopSnapshot()->waves[0].calls.size() == 1);
        pauseWhileItRuns(c, SessionCommand::StepOut);
        QCOMPARE(c.stopSnapshot()->waves[0].calls.size(), 1u);
    }

    void pauseDuringReverseContinueOverALongHistory() {
        SessionController c;
        launchAndWait(c);
        c.run(SessionCommand::Continue);
        QTRY_VERIFY_WITH_TIMEOUT(c.snapshot() && c.snapshot()->step > 20'000'000, 120'000);
        c.pause();
        QTRY_COMPARE(c.state(), State::Stopped);
        // A breakpoint armed (on a line never reached) makes the reverse continue scan the whole
        // history; with nothing armed it would be a travel to the start, over at once.
        wave::debug::BreakpointSpec spec;
        spec.kind = wave::debug::BreakpointKind::Line;
        spec.line = kUnreachedLine;
        c.addBreakpoint(spec);
        pauseWhileItRuns(c, SessionCommand::ReverseContinue);
    }

    void aCommandRunningInSlicesStillTakesOtherRequests() {
        SessionController c;
        launchAndWait(c);
        c.run(SessionCommand::RunToLine, kUnreachedLine);
        QTRY_COMPARE(c.state(), State::Running);
        // Breakpoint changes reach the worker between slices and come back.
        QSignalSpy changes(&c, &SessionController::breakpointsChanged);
        wave::debug::BreakpointSpec spec;
        spec.kind = wave::debug::BreakpointKind::Line;
        spec.line = 8; // iadd, in the loop: the run stops there
        c.addBreakpoint(spec);
        QTRY_COMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->stop->reason, StopReason::Breakpoint);
        QVERIFY(changes.count() >= 2);
    }
};

QTEST_MAIN(SessionRunControlTest)
#include "SessionRunControlTest.moc"
