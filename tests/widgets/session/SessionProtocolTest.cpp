// SessionController's protocol against a stub of the worker's thread boundary: tickets on
// every request, Pause cancelling everything issued up to it, and stale results (another
// session's, or answering a request older than the newest) never reaching the views.

#include "StubBackend.h"

#include "session/SessionController.h"

#include <QSignalSpy>
#include <QtTest>

using namespace wave::widgets;
using namespace wave::widgets::test;
using Kind = StubRequest::Kind;
using State = SessionController::State;
using wave::debug::StopReason;

class SessionProtocolTest : public QObject {
    Q_OBJECT

    // A controller on a stub, launched and stopped at step 0.
    struct Fixture {
        StubBackend* stub = nullptr;
        std::unique_ptr<SessionController> controller;
    };
    Fixture launched() {
        Fixture f;
        auto stub = std::make_unique<StubBackend>();
        f.stub = stub.get();
        f.controller = std::make_unique<SessionController>(std::move(stub));
        f.controller->launch(std::make_shared<LaunchRequest>());
        f.stub->answerLaunch(f.stub->last(Kind::Launch).ticket);
        return f;
    }

private slots:
    // Issue 21: while the editor's text differs from the code that runs, line breakpoints
    // reach the engine at that code's lines, and one on a line typed since does not trigger;
    // undoing the edit (the identity) sends them as they are, and a launch resets the map.
    void lineBreakpointsReachTheEngineAtTheRunningCodesLines() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        wave::debug::BreakpointSpec spec;
        spec.kind = wave::debug::BreakpointKind::Line;
        spec.line = 3;
        c.addBreakpoint(spec);
        QCOMPARE(f.stub->engineBreakpoints.front().spec.line, 3u);

        QSignalSpy changed(&c, &SessionController::lineMapChanged);
        // A line typed above line 3: the breakpoint's marker moved to 4 with its instruction.
        c.setLineMap(std::make_shared<wave::debug::EditLineMap>("a\nb\nc\n", "a\nnew\nb\nc\n"));
        QCOMPARE(changed.size(), 1);
        QVERIFY(c.sourceChanged());
        c.moveLineBreakpoints({{c.breakpoints().front().id, 4}});
        QCOMPARE(c.breakpoints().front().spec.line, 4u);           // the user's line
        QCOMPARE(f.stub->engineBreakpoints.front().spec.line, 3u); // the engine's
        spec.line = 2;                                             // the new line
        c.addBreakpoint(spec);
        QCOMPARE(f.stub->engineBreakpoints.size(), 2);
        QVERIFY(!f.stub->engineBreakpoints[1].spec.enabled);
        QCOMPARE(c.editedLine(3), 4u);
        QCOMPARE(c.runLine(2), 0u);

        // The same mapping again changes nothing.
        c.setLineMap(std::make_shared<wave::debug::EditLineMap>("a\nb\nc\n", "a\nnew\nb\nc\n"));
        QCOMPARE(changed.size(), 1);

        c.setLineMap(nullptr); // undone
        QCOMPARE(changed.size(), 2);
        QVERIFY(!c.sourceChanged());
        QCOMPARE(f.stub->engineBreakpoints.front().spec.line, 4u);
        QVERIFY(f.stub->engineBreakpoints[1].spec.enabled);

        c.setLineMap(std::make_shared<wave::debug::EditLineMap>("a\n", "b\n"));
        c.launch(std::make_shared<LaunchRequest>());
        QVERIFY(!c.sourceChanged());
    }

    void pauseRightAfterContinueStopsTheRun() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        QCOMPARE(c.state(), State::Stopped);
        c.run(SessionCommand::Continue);
        QCOMPARE(c.state(), State::Running);
        const CommandTicket run = f.stub->last(Kind::Command).ticket;
        c.pause(); // before the worker has even started the Continue
        const StubRequest pause = f.stub->last(Kind::Pause);
        QVERIFY(pause.ticket.command > run.command);
        QVERIFY(f.stub->cancelledThrough >= run.command); // the Continue will never start
        QCOMPARE(c.state(), State::Running);              // until the worker answers
        f.stub->stop(pause.ticket, 0, StopReason::StepDone);
        QCOMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->step, 0u);
        // The Continue's own results, late: stale, never shown.
        QSignalSpy stops(&c, &SessionController::stopped);
        QSignalSpy snapshots(&c, &SessionController::snapshotChanged);
        QSignalSpy states(&c, &SessionController::stateChanged);
        emit f.stub->running(run);
        f.stub->lightSnapshot(run, 5000);
        f.stub->stop(run, 9000, StopReason::Finished);
        QCOMPARE(stops.count(), 0);
        QCOMPARE(snapshots.count(), 0);
        QCOMPARE(states.count(), 0);
        QCOMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->step, 0u);
    }

    void staleStopsFromAnOlderSessionAreDropped() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        f.controller->addBreakpoint(wave::debug::BreakpointSpec{});
        c.run(SessionCommand::Continue);
        const CommandTicket oldRun = f.stub->last(Kind::Command).ticket;
        c.launch(std::make_shared<LaunchRequest>()); // Start while running
        const CommandTicket start = f.stub->last(Kind::Launch).ticket;
        QVERIFY(start.session > oldRun.session);
        QVERIFY(f.stub->cancelledThrough >= oldRun.command);
        QCOMPARE(c.state(), State::Starting);
        QSignalSpy stops(&c, &SessionController::stopped);
        QSignalSpy snapshots(&c, &SessionController::snapshotChanged);
        // The old session pauses and says so, after the new launch was sent.
        f.stub->lightSnapshot(oldRun, 4000);
        f.stub->stop(oldRun, 4321, StopReason::Paused);
        QVector<BreakpointEntry> oldHits = c.breakpoints();
        oldHits[0].hits = 77;
        emit f.stub->breakpointsUpdated(oldRun, oldHits);
        QCOMPARE(stops.count(), 0);
        QCOMPARE(snapshots.count(), 0);
        QCOMPARE(c.state(), State::Starting);
        QVERIFY(!c.snapshot());
        QCOMPARE(c.breakpoints()[0].hits, 0u);
        // The new session's first stop is the one shown.
        f.stub->answerLaunch(start);
        QCOMPARE(stops.count(), 1);
        QCOMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->step, 0u);

        // After Stop, nothing of the ended session comes through either.
        c.run(SessionCommand::Continue);
        const CommandTicket lastRun = f.stub->last(Kind::Command).ticket;
        c.terminate();
        QCOMPARE(c.state(), State::Idle);
        f.stub->stop(lastRun, 99, StopReason::Paused);
        QCOMPARE(c.state(), State::Idle);
        QCOMPARE(stops.count(), 1);
        QVERIFY(!c.stopSnapshot());
    }

    void aResultAfterANewerPauseIsDropped() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        c.run(SessionCommand::StepOver);
        const CommandTicket step = f.stub->last(Kind::Command).ticket;
        emit f.stub->running(step);
        f.stub->lightSnapshot(step, 100);
        QCOMPARE(c.snapshot()->step, 100u); // current: shown
        c.pause();
        const CommandTicket pause = f.stub->last(Kind::Pause).ticket;
        QSignalSpy stops(&c, &SessionController::stopped);
        // The step ended on its own just before the worker saw the pause.
        f.stub->lightSnapshot(step, 200);
        f.stub->stop(step, 250, StopReason::StepDone);
        QCOMPARE(stops.count(), 0);
        QCOMPARE(c.state(), State::Running);
        QCOMPARE(c.snapshot()->step, 100u);
        f.stub->stop(pause, 250, StopReason::Paused);
        QCOMPARE(stops.count(), 1);
        QCOMPARE(c.state(), State::Stopped);
        QCOMPARE(c.stopSnapshot()->stop->reason, StopReason::Paused);

        // An edit's answer after a newer run is stale too, and so is a comparison.
        c.writeRegister(0, 0, 1, 5);
        const CommandTicket edit = f.stub->last(Kind::WriteRegister).ticket;
        c.requestSnapshotAt(3);
        const CommandTicket compare = f.stub->last(Kind::SnapshotAt).ticket;
        c.run(SessionCommand::Continue);
        QSignalSpy comparisons(&c, &SessionController::comparisonReady);
        QSignalSpy edits(&c, &SessionController::editFailed);
        f.stub->stop(edit, 250);
        emit f.stub->editFailed(edit, QStringLiteral("late"));
        f.stub->stop(compare, 3);
        emit f.stub->comparisonReady(compare, c.snapshot());
        QCOMPARE(stops.count(), 1);
        QCOMPARE(comparisons.count(), 0);
        QCOMPARE(edits.count(), 0);
        QCOMPARE(c.state(), State::Running);
    }

    void aShortCommandThatRunsLongCanBePaused() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        c.run(SessionCommand::StepInstruction);
        QCOMPARE(c.state(), State::Stopped); // short: no flicker
        const CommandTicket step = f.stub->last(Kind::Command).ticket;
        emit f.stub->running(step); // it outlasted its first slice
        QCOMPARE(c.state(), State::Running);
        c.pause();
        QVERIFY(f.stub->cancelledThrough >= step.command);
        f.stub->stop(f.stub->last(Kind::Pause).ticket, 10, StopReason::Paused);
        QCOMPARE(c.state(), State::Stopped);
        // With nothing in flight, Pause sends nothing.
        const qsizetype sent = f.stub->requests.size();
        c.pause();
        QCOMPARE(f.stub->requests.size(), sent);
    }

    void idsIncrease() {
        Fixture f = launched();
        SessionController& c = *f.controller;
        auto answerLast = [&] { f.stub->stop(f.stub->requests.back().ticket, 1); };
        c.run(SessionCommand::StepLine);
        answerLast();
        c.setFocus(1, 2);
        c.run(SessionCommand::Continue);
        c.pause();
        answerLast();
        c.restart();
        answerLast();
        c.writePredicate(0, 0, 1, true);
        c.requestSnapshotAt(0);
        c.terminate();
        c.launch(std::make_shared<LaunchRequest>());
        f.stub->answerLaunch(f.stub->requests.back().ticket);
        c.run(SessionCommand::ReverseContinue);

        const QVector<StubRequest>& r = f.stub->requests;
        QCOMPARE(r.size(), 11);
        for (qsizetype i = 1; i < r.size(); ++i) {
            QVERIFY2(r[i].ticket.command > r[i - 1].ticket.command, qPrintable(QString::number(i)));
            QVERIFY(r[i].ticket.session >= r[i - 1].ticket.session);
            // A new session epoch at every launch and at every Stop, and only there.
            const bool newEpoch = r[i].kind == Kind::Launch || r[i].kind == Kind::End;
            QCOMPARE(r[i].ticket.session > r[i - 1].ticket.session, newEpoch);
        }
        QCOMPARE(c.lastTicket().command, r.back().ticket.command);
        QCOMPARE(c.lastTicket().session, r.back().ticket.session);
    }
};

QTEST_MAIN(SessionProtocolTest)
#include "SessionProtocolTest.moc"
