// Journeys through the GUI<->worker protocol on the real MainWindow, with key presses sent to
// the focused widget: Pause right after Continue stops the run, and neither Restart nor a new
// Start while running ever shows the old run's stop.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "session/SessionController.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using wave::studio::MainWindow;
using wave::widgets::SessionController;
using wave::widgets::SnapshotPtr;
using State = wave::widgets::SessionController::State;
using wave::debug::StopReason;

namespace {

const char* const kEndless = ".kernel spin\n"
                             ".registers 4\n"
                             ".workgroup_size 64, 1, 1\n"
                             "    mov_imm r0, 1\n"
                             "    loop\n"
                             "        iadd r1, r1, r0\n"
                             "    endloop\n"
                             "    halt\n"
                             ".end\n";

void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key(key), modifiers);
}

} // namespace

class RunControlProtocolTest : public QObject {
    Q_OBJECT

    // Opens the endless kernel with no instruction limit (as a user sets it in the Launch
    // dock), with the keyboard focus in the editor.
    void openEndless(MainWindow& window) {
        const QString path = dir_.filePath(QStringLiteral("spin.wave"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kEndless);
        file.close();
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        auto* panel = window.documentWorkspaces()->panel();
        auto* limit = panel->findChild<QLineEdit*>(QStringLiteral("maxInstructions"));
        QVERIFY(limit);
        limit->setFocus();
        limit->selectAll();
        QTest::keyClicks(limit, QStringLiteral("0"));
        QCOMPARE(panel->settings().maxInstructions, 0u);
        window.editor()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.editor()));
    }

    // F5 from Idle: started and running on.
    void startRunning(MainWindow& window) {
        press(Qt::Key_F5);
        QTRY_COMPARE(window.session()->state(), State::Running);
        QTRY_VERIFY(window.session()->snapshot() && window.session()->snapshot()->step > 1000);
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void pauseRightAfterContinueStopsTheRun() {
        MainWindow window;
        openEndless(window);
        SessionController* session = window.session();
        startRunning(window);
        press(Qt::Key_F6);
        QTRY_COMPARE(session->state(), State::Stopped);
        for (int round = 0; round < 20; ++round) {
            press(Qt::Key_F5);
            press(Qt::Key_F6); // at once: the worker may not have started the Continue yet
            QTRY_COMPARE(session->state(), State::Stopped);
            QSignalSpy states(session, &SessionController::stateChanged);
            QTest::qWait(30);
            QCOMPARE(states.count(), 0); // it stays stopped
            QVERIFY(window.debugActions()->stepOverAction()->isEnabled());
        }
    }

    void pauseRightAfterStartStopsAtTheStart() {
        MainWindow window;
        openEndless(window);
        SessionController* session = window.session();
        press(Qt::Key_F5);
        press(Qt::Key_F6); // while it starts: F5's run after the launch must not follow
        QTRY_COMPARE(session->state(), State::Stopped);
        QSignalSpy states(session, &SessionController::stateChanged);
        QTest::qWait(50);
        QCOMPARE(states.count(), 0);
        QCOMPARE(session->stopSnapshot()->step, 0u);
        QCOMPARE(session->stopSnapshot()->stop->reason, StopReason::Paused);
    }

    void restartWhileRunningNeverShowsTheOldRunsStop() {
        MainWindow window;
        openEndless(window);
        SessionController* session = window.session();
        startRunning(window);
        QVector<SnapshotPtr> shown;
        connect(session, &SessionController::stopped, this,
                [&shown](const SnapshotPtr& s) { shown << s; });
        // Restart does what F5 does: the new session starts at its entry (its first stop) and
        // runs on; the old run's pause at step > 0 is never shown.
        press(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!shown.isEmpty());
        QTest::qWait(50);
        QCOMPARE(shown[0]->step, 0u);
        QCOMPARE(shown[0]->stop->reason, StopReason::StepDone);
        for (const SnapshotPtr& s : shown)
            QVERIFY2(s->stop->reason != StopReason::Paused, qPrintable(QString::number(s->step)));
        QTRY_COMPARE(session->state(), State::Running);
    }

    void startWhileRunningNeverShowsTheOldSessionsStop() {
        MainWindow window;
        openEndless(window);
        SessionController* session = window.session();
        startRunning(window);
        // An edit while it runs offers a restart with the new code: a new session.
        window.editor()->setCursorPosition(0, 0);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("; edited"));
        press(Qt::Key_Return);
        QToolButton* offer = window.debugActions()->restartOffer();
        QTRY_VERIFY(offer->isVisible());
        QVector<SnapshotPtr> shown;
        connect(session, &SessionController::stopped, this,
                [&shown](const SnapshotPtr& s) { shown << s; });
        QTest::mouseClick(offer, Qt::LeftButton);
        // Started with the new code: its first stop is step 0, and the old session's pause at
        // step > 0 is never shown.
        QTRY_VERIFY(!shown.isEmpty());
        QTest::qWait(50);
        QCOMPARE(shown[0]->step, 0u);
        QCOMPARE(shown[0]->stop->reason, StopReason::StepDone);
        for (const SnapshotPtr& s : shown)
            QVERIFY2(s->stop->reason != StopReason::Paused, qPrintable(QString::number(s->step)));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(RunControlProtocolTest)
#include "RunControlProtocolTest.moc"
