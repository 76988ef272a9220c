// Run control as a user meets it (issue 12), end to end on the offscreen platform: the real
// MainWindow, keys sent to whatever widget has the keyboard focus (F5, F9, F10, F11, Ctrl+F10,
// Shift+F5, Ctrl+W, the Debug menu's mnemonics), and what the window shows afterwards: the PC
// arrow in the editor, the status bar, the title, the focus bar and the debugger's views.

#include "AppTestFiles.h"
#include "DebugActions.h"
#include "FileActions.h"
#include "MainWindow.h"
#include "ScriptedPrompts.h"
#include "WindowProbe.h"

#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/DeviceMemoryModel.h"
#include "models/DivergenceStackModel.h"
#include "models/LaneRegistersModel.h"
#include "models/WavesModel.h"
#include "session/SessionController.h"
#include "views/BarrierBoardView.h"
#include "views/DeviceMemoryView.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "views/StatisticsView.h"
#include "views/TimelineView.h"
#include "views/WavesView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/ExplainView.h"
#include "workbench/FocusSelector.h"
#include "workbench/ViewDocks.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <QToolBar>
#include <QToolButton>
#include <tuple>

using wave::studio::DebugActions;
using wave::studio::MainWindow;
using wave::widgets::CodeEditor;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;
using Reason = wave::debug::StopReason;
using wave::apptest::arrowLine;

namespace {

QByteArray readExample(const char* name) {
    QFile file(QStringLiteral(WAVE_EXAMPLES) + QLatin1Char('/') + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// 1-based line of the first instruction: not blank, a comment, a directive or a label.
int firstInstructionLine(const QByteArray& text) {
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray t = lines[i].trimmed();
        if (!t.isEmpty() && !t.startsWith(';') && !t.startsWith('.') && !t.endsWith(':'))
            return i + 1;
    }
    return 0;
}

// 1-based line of the first line containing `needle`.
int lineOf(const QByteArray& text, const char* needle) {
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return i + 1;
    return 0;
}

// Whether the editor shows 1-based `line` on screen.
bool lineOnScreen(CodeEditor* editor, int line) {
    const int first = editor->firstVisibleLine();
    const int screen = int(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN));
    const int display = int(editor->SendScintilla(QsciScintilla::SCI_VISIBLEFROMDOCLINE,
                                                  static_cast<unsigned long>(line - 1)));
    return display >= first && display < first + screen;
}

Reason stopReason(SessionController* session) {
    const auto stop = session->stopSnapshot();
    return stop && stop->stop ? stop->stop->reason : Reason::StepDone;
}

} // namespace

class RunControlJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        prompts_ = ScriptedPrompts();
    }

    void initTestCase() {
        MainWindow window;
        emptyExplanation_ = window.workbench()->docks()->explainView()->explanation();
        QVERIFY(!emptyExplanation_.isEmpty());
    }

    // The memory lesson of the copy examples: F5 on the strided copy, and the Local memory
    // dock lists its device load and store at 12.5% (32 sectors for 4) beside the bank
    // conflicts; the coalesced copy shows 100%.
    void f5ShowsTheCoalescingOfDeviceAccesses() {
        for (const auto& [name, worst, sectors] :
             {std::tuple{"strided_copy.wave", "12.5%", "32.0"},
              std::tuple{"coalesced_copy.wave", "100%", "4.0"}}) {
            MainWindow window;
            const QByteArray text = readExample(name);
            open(window, QString::fromLatin1(name), text);
            SessionController* session = window.session();
            press(Qt::Key_F5);
            QTRY_VERIFY(session->state() == State::Stopped &&
                        stopReason(session) == Reason::Finished);
            const wave::widgets::CoalescingModel* model =
                window.workbench()->docks()->localMemoryPanel()->coalescingModel();
            QTRY_COMPARE(model->rowCount(), 2);
            for (int row = 0; row < 2; ++row) {
                using M = wave::widgets::CoalescingModel;
                QCOMPARE(model->index(row, M::WorstColumn).data().toString(),
                         QString::fromLatin1(worst));
                QCOMPARE(model->index(row, M::SectorsColumn).data().toString(),
                         QString::fromLatin1(sectors));
                const int line = model->index(row, M::LineColumn).data().toInt();
                QVERIFY(text.split('\n').value(line - 1).contains(row == 0 ? "device_load_u32"
                                                                           : "device_store_u32"));
            }
            QVERIFY(window.workbench()->docks()->localMemoryPanel()->coalescingTable()->isVisibleTo(
                &window));
            press(Qt::Key_F5, Qt::ShiftModifier); // Stop: the list empties with the other views
            QTRY_COMPARE(session->state(), State::Idle);
            QTRY_COMPARE(model->rowCount(), 0);
        }
    }

    // F10 (and F11, Ctrl+F11) with no session start one stopped at the first instruction.
    void f10OnAFreshExampleStopsAtItsFirstInstruction() {
        MainWindow window;
        const QByteArray text = readExample("vector_add.wave");
        open(window, QStringLiteral("vector_add.wave"), text);
        const int first = firstInstructionLine(text);
        QVERIFY(first > 0);
        SessionController* session = window.session();
        QVERIFY(window.debugActions()->stepOverAction()->isEnabled());

        press(Qt::Key_F10);
        QTRY_COMPARE(session->state(), State::Stopped);
        QCOMPARE(session->stopSnapshot()->step, 0u);
        QTRY_COMPARE(arrowLine(window.editor()), first);
        QVERIFY2(wave::apptest::statusText(window).contains(QStringLiteral("first instruction")),
                 qPrintable(wave::apptest::statusText(window)));
        // The next F10 steps the focused wave.
        press(Qt::Key_F10);
        QTRY_COMPARE(arrowLine(window.editor()), first + 1);

        // F11 and Ctrl+F11 do the same from no session.
        for (const auto& [key, modifiers] : {std::pair{Qt::Key_F11, Qt::NoModifier},
                                             std::pair{Qt::Key_F11, Qt::ControlModifier}}) {
            press(Qt::Key_F5, Qt::ShiftModifier); // Stop
            QTRY_COMPARE(session->state(), State::Idle);
            QCOMPARE(arrowLine(window.editor()), 0);
            press(key, modifiers);
            QTRY_COMPARE(session->state(), State::Stopped);
            QCOMPARE(session->stopSnapshot()->step, 0u);
            QTRY_COMPARE(arrowLine(window.editor()), first);
        }
    }

    // A breakpoint on the barrier (F9 on its line): F5 stops there, F10 twice moves the focused
    // wave past the barrier, line by line.
    void f5WithABreakpointOnABarrierStopsThereAndF10Advances() {
        MainWindow window;
        const QByteArray text = readExample("tree_reduction.wave");
        open(window, QStringLiteral("tree_reduction.wave"), text);
        const int barrier = lineOf(text, "barrier                             ; all of s[]");
        QVERIFY(barrier > 0);
        window.editor()->setCursorPosition(barrier - 1, 4);
        press(Qt::Key_F9);
        SessionController* session = window.session();
        QCOMPARE(session->breakpoints().size(), 1);

        press(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot()->step > 0);
        QCOMPARE(stopReason(session), Reason::Breakpoint);
        QTRY_COMPARE(arrowLine(window.editor()), barrier);

        press(Qt::Key_F10);
        QTRY_VERIFY(arrowLine(window.editor()) > barrier);
        const int after = arrowLine(window.editor());
        QVERIFY2(after > barrier, qPrintable(wave::apptest::statusText(window)));
        press(Qt::Key_F10);
        QTRY_VERIFY(arrowLine(window.editor()) > after);
    }

    // After the end F10 says the run has finished and offers the restart at the entry; the
    // same key then restarts there.
    void f10AfterTheEndSaysSoAndTheKeyRestartsAtEntry() {
        MainWindow window;
        const QByteArray text = readExample("vector_add.wave");
        open(window, QStringLiteral("vector_add.wave"), text);
        SessionController* session = window.session();
        press(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Finished);
        const quint64 endStep = session->stopSnapshot()->step;
        QVERIFY(endStep > 0);
        QToolButton* offer = window.findChild<QToolButton*>(QStringLiteral("restartOffer"));
        QVERIFY(offer);
        QVERIFY(offer->isHidden());

        press(Qt::Key_F10);
        QTRY_VERIFY2(wave::apptest::statusText(window).contains(QStringLiteral("has finished")),
                     qPrintable(wave::apptest::statusText(window)));
        QVERIFY2(wave::apptest::statusText(window).contains(QStringLiteral("F10")),
                 qPrintable(wave::apptest::statusText(window)));
        QVERIFY(!offer->isHidden());
        QCOMPARE(session->stopSnapshot()->step, endStep); // nothing ran

        press(Qt::Key_F10);
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot()->step == 0);
        QTRY_COMPARE(arrowLine(window.editor()), firstInstructionLine(text));
        QVERIFY(offer->isHidden());
        QVERIFY2(wave::apptest::statusText(window).contains(QStringLiteral("first instruction")),
                 qPrintable(wave::apptest::statusText(window)));
    }

    // Debug > Break at Entry (through the menu's mnemonics): F5 and Restart stop at the first
    // instruction, and the choice is remembered.
    void breakAtEntryMakesF5StopAtEntry() {
        {
            MainWindow window;
            const QByteArray text = readExample("vector_add.wave");
            open(window, QStringLiteral("vector_add.wave"), text);
            auto* breakAtEntry = window.findChild<QAction*>(QStringLiteral("actionBreakAtEntry"));
            QVERIFY(breakAtEntry && breakAtEntry->isCheckable() && !breakAtEntry->isChecked());
            // A click on Debug in the menu bar, then the item's mnemonic.
            QMenuBar* bar = window.menuBar();
            const QRect debugTitle =
                bar->actionGeometry(window.debugActions()->menu()->menuAction());
            QVERIFY(debugTitle.isValid());
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, debugTitle.center());
            QTRY_COMPARE(QApplication::activePopupWidget(), window.debugActions()->menu());
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_E);
            QTRY_VERIFY(!QApplication::activePopupWidget());
            QVERIFY(breakAtEntry->isChecked());

            SessionController* session = window.session();
            // The offscreen platform does not give the window back its activation after a popup
            // as a window manager does.
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            window.editor()->setFocus();
            QTRY_COMPARE(QApplication::focusWidget(), window.editor());
            press(Qt::Key_F5);
            QTRY_COMPARE(session->state(), State::Stopped);
            QCOMPARE(session->stopSnapshot()->step, 0u);
            QTRY_COMPARE(arrowLine(window.editor()), firstInstructionLine(text));
            // Restart behaves as Start: back at the entry after a few steps.
            for (quint64 step = 1; step <= 2; ++step) {
                press(Qt::Key_F10);
                QTRY_VERIFY(session->state() == State::Stopped &&
                            session->stopSnapshot()->step == step);
            }
            press(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot()->step == 0);
            QTRY_COMPARE(arrowLine(window.editor()), firstInstructionLine(text));
        }
        MainWindow again;
        QVERIFY(again.findChild<QAction*>(QStringLiteral("actionBreakAtEntry"))->isChecked());
    }

    // Run to cursor on a line that only wave 1 reaches: the focus bar, the views and the arrow
    // go to wave 1.
    void runToCursorMovesTheFocusToTheReachingWave() {
        MainWindow window;
        const QByteArray text = readExample("barrier_deadlock.wave");
        open(window, QStringLiteral("barrier_deadlock.wave"), text);
        const int target = lineOf(text, "device_load_u32 r12, r2");
        QVERIFY(target > 0);
        window.editor()->setCursorPosition(target - 1, 4);
        press(Qt::Key_F10, Qt::ControlModifier);
        SessionController* session = window.session();
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot()->step > 0);
        QCOMPARE(int(session->stopSnapshot()->stop->line), target);
        QCOMPARE(session->stopSnapshot()->stop->wave, 1u);
        QTRY_COMPARE(arrowLine(window.editor()), target);
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        QCOMPARE(window.workbench()->focusSelector()->wave(), 1u);
        QCOMPARE(docks->masksView()->focusWave(), 1u);
        QCOMPARE(docks->timelineView()->focusWave(), 1u);
        QVERIFY2(docks->explainView()->currentText().startsWith(QStringLiteral("Wave 1")),
                 qPrintable(docks->explainView()->currentText()));
        QVERIFY(wave::apptest::statusText(window).contains(QStringLiteral("wave 1")));
    }

    // Stops far down a long file are brought into view: the end (the line where the focused wave
    // finished) and a deadlock (its wave and the line the verdict blames).
    void aStopScrollsTheEditorToItsLine() {
        MainWindow window;
        QByteArray padding;
        for (int i = 0; i < 150; ++i)
            padding += "; padding to push the kernel below the first screen\n";
        const QByteArray text = padding + readExample("barrier_deadlock.wave");
        open(window, QStringLiteral("long_deadlock.wave"), text);
        CodeEditor* editor = window.editor();
        editor->setCursorPosition(0, 0);
        editor->setFirstVisibleLine(0);
        QVERIFY(!lineOnScreen(editor, firstInstructionLine(text)));

        press(Qt::Key_F5);
        SessionController* session = window.session();
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Deadlock);
        // "wave 1 never reaches the barrier at line B: none of its lanes entered the `if` at
        // line I": both are in view.
        const int branch = lineOf(text, "if p1  ");
        const int barrier = lineOf(text, "barrier                         ; BUG");
        QVERIFY(branch > 0 && barrier > 0);
        const QString verdict = QString::fromStdString(session->stopSnapshot()->stop->message);
        QVERIFY2(verdict.contains(QStringLiteral("line %1").arg(branch)) &&
                     verdict.contains(QStringLiteral("line %1").arg(barrier)),
                 qPrintable(verdict));
        QTRY_VERIFY(lineOnScreen(editor, branch));
        QVERIFY(lineOnScreen(editor, barrier));

        // The end of a long kernel without a deadlock: the halt line.
        press(Qt::Key_F5, Qt::ShiftModifier);
        QTRY_COMPARE(session->state(), State::Idle);
        QByteArray fixed = text;
        fixed.replace("        barrier                         ; BUG", "        ; no barrier");
        const int shown = window.assembliesShown();
        editor->selectAll();
        editor->replaceSelectedText(QString::fromUtf8(fixed));
        QTRY_VERIFY(window.assembliesShown() > shown); // the live assembly of the edit
        editor->setCursorPosition(0, 0);
        editor->setFirstVisibleLine(0);
        press(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Finished);
        QTRY_VERIFY(lineOnScreen(editor, lineOf(fixed, "    halt")));
    }

    // Stop, then another file: no view shows the old program; the same when the debugged
    // tab closes.
    void stopThenOpenAnotherFileLeavesNoViewShowingTheOldProgram() {
        MainWindow window;
        const QByteArray text = readExample("tree_reduction.wave");
        open(window, QStringLiteral("tree_reduction.wave"), text);
        SessionController* session = window.session();
        press(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Finished);
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        QVERIFY(docks->wavesView()->wavesModel()->rowCount() > 0);
        QVERIFY(docks->explainView()->explanation() != emptyExplanation_);
        QVERIFY(!docks->statisticsView()->sections().empty());
        QVERIFY(!docks->timelineView()->index().empty());

        press(Qt::Key_F5, Qt::ShiftModifier);
        QTRY_COMPARE(session->state(), State::Idle);
        open(window, QStringLiteral("vector_add.wave"), readExample("vector_add.wave"));
        verifyViewsEmpty(window);

        // Debug the new file, then close its tab.
        press(Qt::Key_F10);
        QTRY_COMPARE(session->state(), State::Stopped);
        QVERIFY(docks->wavesView()->wavesModel()->rowCount() > 0);
        // File > Close by its shortcut (Ctrl+W or Ctrl+F4, as the platform has it).
        auto* close = window.findChild<QAction*>(QStringLiteral("actionClose"));
        QVERIFY(close && !close->shortcut().isEmpty());
        press(close->shortcut()[0].key(), close->shortcut()[0].keyboardModifiers());
        QTRY_COMPARE(session->state(), State::Idle);
        verifyViewsEmpty(window);
    }

    // F5 in another tab while a session lives asks; No keeps the session, Yes debugs the file
    // of the current tab, and the title and the Debug toolbar name it.
    void f5InAnotherTabAsksAndOnYesDebugsTheNewFile() {
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        const QString first =
            open(window, QStringLiteral("first.wave"), readExample("vector_add.wave"));
        SessionController* session = window.session();
        press(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Finished);
        const quint64 firstEnd = session->stopSnapshot()->step;
        QVERIFY2(window.windowTitle().contains(QStringLiteral("first.wave")),
                 qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().contains(QStringLiteral("debugging")));
        auto* label = window.findChild<QLabel*>(QStringLiteral("debuggedFile"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("first.wave")));

        const QString second =
            open(window, QStringLiteral("second.wave"), readExample("tree_reduction.wave"));
        // The title names both: the current tab, and the file being debugged.
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("second.wave")) &&
                     window.windowTitle().contains(QStringLiteral("debugging first.wave")),
                 qPrintable(window.windowTitle()));
        // No listing PCs of first.wave over second.wave's program.
        QCOMPARE(window.listingView()->executionRow(), -1);

        prompts_.stopDebuggingAnswers = {false, true};
        press(Qt::Key_F5);
        QCOMPARE(prompts_.askedToStopDebugging.size(), 1);
        QCOMPARE(prompts_.askedToStopDebugging[0],
                 (QStringList{QStringLiteral("first.wave"), QStringLiteral("second.wave")}));
        QCOMPARE(session->state(), State::Stopped); // kept, neither run again nor replaced
        QCOMPARE(session->stopSnapshot()->step, firstEnd);
        QCOMPARE(session->launchRequest()->sourcePath, first);

        press(Qt::Key_F5);
        QCOMPARE(prompts_.askedToStopDebugging.size(), 2);
        QTRY_VERIFY(session->launchRequest() && session->launchRequest()->sourcePath == second);
        QTRY_VERIFY(session->state() == State::Stopped && stopReason(session) == Reason::Finished);
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("second.wave")) &&
                     window.windowTitle().contains(QStringLiteral("debugging")) &&
                     !window.windowTitle().contains(QStringLiteral("first.wave")),
                 qPrintable(window.windowTitle()));
        QVERIFY(label->text().contains(QStringLiteral("second.wave")));

        // F10 in the first tab asks too; No (the empty script) keeps second.wave's session.
        window.documents()->setCurrentIndex(0);
        QTRY_VERIFY(window.windowTitle().startsWith(QStringLiteral("first.wave")));
        window.editor()->setFocus();
        press(Qt::Key_F10);
        QCOMPARE(prompts_.askedToStopDebugging.size(), 3);
        QCOMPARE(prompts_.askedToStopDebugging[2],
                 (QStringList{QStringLiteral("second.wave"), QStringLiteral("first.wave")}));
        QCOMPARE(session->launchRequest()->sourcePath, second);
        QVERIFY2(wave::apptest::statusText(window).contains(
                     QStringLiteral("Still debugging second.wave")),
                 qPrintable(wave::apptest::statusText(window)));
        window.fileActions()->setPrompts(nullptr);
    }

private:
    QString open(MainWindow& window, const QString& name, const QByteArray& text) {
        const QString path = dir_->filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            return {};
        file.close();
        const int shown = window.assembliesShown();
        QString error;
        if (!window.openFile(path, error))
            qWarning("%s", qPrintable(error));
        window.show();
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            qWarning("the window is not active");
        window.editor()->setFocus();
        if (!QTest::qWaitFor([&] { return window.assembliesShown() > shown; }, 5000))
            qWarning("%s was not assembled", qPrintable(name));
        return path;
    }

    static void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, key, modifiers);
    }

    void verifyViewsEmpty(MainWindow& window) {
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        QCOMPARE(docks->wavesView()->wavesModel()->rowCount(), 0);
        QCOMPARE(docks->registersView()->registersModel()->rowCount(), 0);
        QCOMPARE(docks->divergenceView()->stackModel()->rowCount(), 0);
        QCOMPARE(docks->masksView()->waveCount(), 0u);
        QVERIFY(docks->barrierView()->chipRect(0).isEmpty());
        QVERIFY(docks->timelineView()->index().empty());
        QCOMPARE(docks->timelineView()->currentStep(), 0u);
        QCOMPARE(docks->localMemoryPanel()->conflictModel()->rowCount(), 0);
        QCOMPARE(docks->localMemoryPanel()->coalescingModel()->rowCount(), 0);
        QCOMPARE(docks->deviceMemoryView()->memoryModel()->rowCount(), 0);
        QCOMPARE(docks->explainView()->explanation(), emptyExplanation_);
        QVERIFY(docks->explainView()->currentText().isEmpty());
        QVERIFY(docks->statisticsView()->sections().empty());
        QCOMPARE(window.workbench()->focusSelector()->waveBox()->maximum(), 0);
        QCOMPARE(window.listingView()->executionRow(), -1);
        QCOMPARE(arrowLine(window.editor()), 0);
        QVERIFY(!window.windowTitle().contains(QStringLiteral("debugging")));
        auto* label = window.findChild<QLabel*>(QStringLiteral("debuggedFile"));
        QVERIFY(label && label->text().isEmpty());
    }

    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
    QString emptyExplanation_; // what the Explain dock says without a session
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<RunControlJourneyTest>(argc, argv);
}

#include "RunControlJourneyTest.moc"
