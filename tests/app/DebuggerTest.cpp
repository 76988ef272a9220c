// The IDE's debugger end to end on the offscreen platform: the real MainWindow, its Debug
// actions, the session worker thread and the editor's gutter and PC markers.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "WindowProbe.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "listing/ListingView.h"
#include "session/SessionController.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using wave::studio::DebugActions;
using wave::studio::MainWindow;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;
using wave::apptest::arrowLine;

namespace {

const char* const kKernel = "; doubles every element\n"     // 1
                            ".kernel double_it\n"           // 2
                            ".registers 8\n"                // 3
                            ".workgroup_size 64, 1, 1\n"    // 4
                            "    mov r0, sr_thread_id_x\n"  // 5
                            "    mov_imm r1, 4\n"           // 6
                            "    imul r2, r0, r1\n"         // 7
                            "    device_load_u32 r3, r2\n"  // 8
                            "    iadd r3, r3, r3\n"         // 9
                            "    device_store_u32 r2, r3\n" // 10
                            "    halt\n"                    // 11
                            ".end\n";

const char* const kEndless = ".kernel spin\n"
                             ".registers 4\n"
                             ".workgroup_size 32, 1, 1\n"
                             "    mov_imm r0, 1\n"
                             "    loop\n"
                             "        iadd r1, r1, r0\n"
                             "    endloop\n"
                             "    halt\n"
                             ".end\n";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

QByteArray readExample(const char* name) {
    QFile file(QStringLiteral(WAVE_EXAMPLES) + QLatin1Char('/') + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class DebuggerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void open(MainWindow& window, const QString& name, const QByteArray& text) {
        const QString path = writeFile(dir_, name, text);
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.show();
        QTRY_VERIFY(window.assembliesShown() > 0);
    }

    void stepMovesThePcMarkerAndStepBackRestoresIt() {
        MainWindow window;
        open(window, QStringLiteral("double_it.wave"), kKernel);
        SessionController* session = window.session();
        QSignalSpy stops(session, &SessionController::stopped);
        QString error;
        QVERIFY2(window.debugActions()->startSession(false, error), qPrintable(error));
        QTRY_COMPARE(session->state(), State::Stopped);
        QTRY_COMPARE(arrowLine(window.editor()), 5);

        window.debugActions()->stepIntoAction()->trigger();
        QTRY_COMPARE(arrowLine(window.editor()), 6);
        window.debugActions()->stepIntoAction()->trigger();
        QTRY_COMPARE(arrowLine(window.editor()), 7);
        // The disassembly marks the same instruction.
        QVERIFY(window.listingView()->executionRow() >= 0);
        QCOMPARE(window.listingView()->sourceLineOfRow(window.listingView()->executionRow()), 7);

        window.debugActions()->stepBackAction()->trigger();
        QTRY_COMPARE(arrowLine(window.editor()), 6);
        QCOMPARE(session->stopSnapshot()->step, 1u);

        window.debugActions()->stopAction()->trigger();
        QTRY_COMPARE(session->state(), State::Idle);
        QCOMPARE(arrowLine(window.editor()), 0);
    }

    void gutterBreakpointStopsTheRunAndFollowsEdits() {
        MainWindow window;
        open(window, QStringLiteral("double_it_bp.wave"), kKernel);
        SessionController* session = window.session();
        wave::widgets::CodeEditor* editor = window.editor();
        emit editor->breakpointToggleRequested(9); // what a click in the gutter sends
        QCOMPARE(session->breakpoints().size(), 1);
        QVERIFY(editor->markersAtLine(8) & (1 << wave::widgets::CodeEditor::kBreakpointMarker));

        // An inserted line above moves the marker, and the breakpoint with it.
        const int assembled = window.assembliesShown();
        editor->insertAt(QStringLiteral("; a new comment\n"), 0, 0);
        QTRY_COMPARE(int(session->breakpoints().front().spec.line), 10);
        // The launch runs the edited text once it is assembled (before, it would run the
        // previous one, whose line 10 is another instruction).
        QTRY_VERIFY(window.assembliesShown() > assembled);

        QString error;
        QVERIFY2(window.debugActions()->startSession(true, error), qPrintable(error));
        QTRY_VERIFY(session->stopSnapshot() && session->stopSnapshot()->stop &&
                    session->stopSnapshot()->stop->reason == wave::debug::StopReason::Breakpoint);
        QCOMPARE(int(session->stopSnapshot()->stop->line), 10);
        QTRY_COMPARE(arrowLine(editor), 10);

        // Toggling again removes it; continuing runs to the end.
        emit editor->breakpointToggleRequested(10);
        QCOMPARE(session->breakpoints().size(), 0);
        window.debugActions()->startAction()->trigger();
        QTRY_VERIFY(session->stopSnapshot()->stop->reason == wave::debug::StopReason::Finished);
    }

    void deadlockExampleStopsWithADeadlockReason() {
        MainWindow window;
        const QByteArray text = readExample("barrier_deadlock.wave");
        QVERIFY(!text.isEmpty());
        open(window, QStringLiteral("barrier_deadlock.wave"), text);
        SessionController* session = window.session();
        window.debugActions()->startAction()->trigger(); // F5: launch and run
        QTRY_VERIFY_WITH_TIMEOUT(session->stopSnapshot() && session->stopSnapshot()->step > 0,
                                 10000);
        const auto stop = *session->stopSnapshot()->stop;
        QCOMPARE(stop.reason, wave::debug::StopReason::Deadlock);
        QVERIFY(stop.verdict.has_value());
    }

    // The gutter menu of a `barrier` line offers that barrier's breakpoints; "releases" stops
    // the run when the barrier lets the waves go.
    void gutterMenuOfABarrierLineAddsBarrierBreakpoints() {
        MainWindow window;
        const QByteArray text = readExample("tree_reduction.wave");
        QVERIFY(!text.isEmpty());
        open(window, QStringLiteral("tree_reduction.wave"), text);
        int barrierLine = 0;
        const QList<QByteArray> lines = text.split('\n');
        for (int i = 0; i < lines.size() && barrierLine == 0; ++i)
            if (lines[i].trimmed().startsWith("barrier"))
                barrierLine = i + 1;
        QVERIFY(barrierLine > 0);
        QMenu plain;
        window.debugActions()->breakpoints()->fillMenu(plain, barrierLine - 1);
        QVERIFY(!plain.findChild<QMenu*>()); // not a barrier line: no barrier submenu

        QMenu menu;
        window.debugActions()->breakpoints()->fillMenu(menu, barrierLine);
        QMenu* barrier = menu.findChild<QMenu*>();
        QVERIFY(barrier);
        QAction* releases = nullptr;
        for (QAction* a : barrier->actions())
            if (a->text() == QStringLiteral("Break When It Releases the Waves"))
                releases = a;
        QVERIFY(releases);
        releases->trigger();
        SessionController* session = window.session();
        QCOMPARE(session->breakpoints().size(), 1);
        QCOMPARE(session->breakpoints()[0].spec.kind, wave::debug::BreakpointKind::BarrierRelease);
        QCOMPARE(int(session->breakpoints()[0].spec.line), barrierLine);

        window.debugActions()->startAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(session->stopSnapshot() && session->stopSnapshot()->step > 0,
                                 10000);
        QCOMPARE(session->stopSnapshot()->stop->reason, wave::debug::StopReason::BarrierEvent);
        QCOMPARE(session->stopSnapshot()->stats.barriers, 1u);
    }

    void pauseAnswersInAnEndlessLoop() {
        MainWindow window;
        open(window, QStringLiteral("spin.wave"), kEndless);
        // No instruction limit, as a user would set it in the Launch dock: the default
        // 10,000,000 steps would end the loop on its own within the wait below.
        wave::studio::DocumentWorkspaces* sessions = window.documentWorkspaces();
        sessions->launchDock()->raise();
        auto* limit = sessions->panel()->findChild<QLineEdit*>(QStringLiteral("maxInstructions"));
        QVERIFY(limit);
        limit->setFocus();
        limit->selectAll();
        QTest::keyClicks(limit, QStringLiteral("0"));
        QCOMPARE(sessions->panel()->settings().maxInstructions, 0u);
        SessionController* session = window.session();
        window.debugActions()->startAction()->trigger();
        QTRY_COMPARE(session->state(), State::Running);
        QTest::qWait(300);
        QElapsedTimer timer;
        timer.start();
        window.debugActions()->pauseAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session->state(), State::Stopped, 2000);
        const qint64 ms = timer.elapsed();
        qInfo("pause answered in %lld ms at step %llu", static_cast<long long>(ms),
              static_cast<unsigned long long>(session->stopSnapshot()->step));
        QCOMPARE(session->stopSnapshot()->stop->reason, wave::debug::StopReason::Paused);
        QVERIFY(ms < 1000); // generous for a loaded CI machine; typical figures are ~10 ms
        QVERIFY(session->stopSnapshot()->step > 0);
    }

    void editingDuringASessionOffersARestart() {
        MainWindow window;
        open(window, QStringLiteral("double_it_edit.wave"), kKernel);
        QString error;
        QVERIFY(window.debugActions()->startSession(false, error));
        QTRY_COMPARE(window.session()->state(), State::Stopped);
        QVERIFY(window.debugActions()->restartOffer()->isHidden());
        window.editor()->insertAt(QStringLiteral("; edited\n"), 0, 0);
        QTRY_VERIFY(!window.debugActions()->restartOffer()->isHidden());
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(DebuggerTest)
#include "DebuggerTest.moc"
