// Editing the kernel while it is being debugged (issue 21, defect 1), end to end on the
// offscreen platform: the real MainWindow, keys sent to whatever has the keyboard focus. Stopped
// at line 21 of the tree reduction, a line typed above it and saved must not make the debugger
// show the old program on the new text: the PC arrow stays on the instruction it is at (now one
// line down), the views name that line and say the source changed, the next step asks whether
// to restart with the new code or keep debugging the old, and undoing back to the debugged
// text withdraws all of it.

#include "DebugActions.h"
#include "MainWindow.h"

#include "editor/CodeEditor.h"
#include "models/WavesModel.h"
#include "session/SessionController.h"
#include "views/BarrierBoardView.h"
#include "views/CoalescingGutter.h"
#include "views/WavesView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/DockTitleBar.h"
#include "workbench/ExplainView.h"
#include "workbench/ViewDocks.h"
#include "workbench/WorkbenchIds.h"

#include "AppTestFiles.h"
#include "FocusKeys.h"
#include "WindowProbe.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <memory>

using wave::studio::MainWindow;
using wave::widgets::CodeEditor;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;
using wave::apptest::arrowLine;
using wave::apptest::statusText;

namespace {

const QString kInserted = QStringLiteral("mov_imm r15, 7");

QString lineText(CodeEditor* editor, int line) {
    return editor->text(line - 1).trimmed();
}

// Answers the next modal question the way a user would, with `key` on what has the focus in
// it, and keeps its text; `asked` stays false when none comes.
class PromptAnswerer : public QObject {
public:
    explicit PromptAnswerer(Qt::Key key) : key_(key) {
        timer_.setInterval(20);
        connect(&timer_, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            timer_.stop();
            asked = true;
            text = box->text() + QLatin1Char('\n') + box->informativeText();
            objectName = box->objectName();
            QWidget* focus = QApplication::focusWidget();
            QTest::keyClick(focus && box->isAncestorOf(focus) ? focus : box, key_);
        });
        timer_.start();
    }

    bool asked = false;
    QString text;
    QString objectName;

private:
    Qt::Key key_;
    QTimer timer_;
};

} // namespace

class EditDuringSessionJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    void editSaveStepKeepsTheSessionsLines() {
        MainWindow window;
        window.resize(1280, 800);
        const QByteArray original = openTreeReduction(window);
        QVERIFY(!original.isEmpty());
        CodeEditor* editor = window.editor();
        SessionController* session = window.session();
        const QString storeText = lineText(editor, 21);
        QVERIFY2(storeText.startsWith(QStringLiteral("local_store_u32 r2, r3")),
                 qPrintable(storeText));

        // Break at line 21, run.
        editor->setCursorPosition(20, 0);
        QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F9));
        QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F5));
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == State::Stopped && arrowLine(editor) == 21,
                                 10000);
        QVERIFY(!window.debugActions()->restartOffer()->isVisible());

        // A new line typed where the stop left the cursor (the start of line 21), then saved.
        QVERIFY(wave::apptest::typeOnFocus(kInserted + QLatin1Char('\n')));
        QCOMPARE(lineText(editor, 21), kInserted);
        QCOMPARE(lineText(editor, 22), storeText);
        QVERIFY(wave::apptest::pressOnFocus(Qt::Key_S, Qt::ControlModifier));
        QTRY_VERIFY(!window.isWindowModified());
        QCOMPARE(QString::fromUtf8(wave::apptest::readFile(path_)), editor->text());

        // The arrow stays with the instruction it is at: line 22 now.
        QCOMPARE(arrowLine(editor), 22);
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        QVERIFY2(docks->explainView()->currentText().contains(QStringLiteral("line 22")),
                 qPrintable(docks->explainView()->currentText()));
        QVERIFY(docks->explainView()->currentText().contains(QStringLiteral("local_store_u32")));
        // "Stopped: breakpoint 1 at line 22" (the line of its instruction now).
        QVERIFY2(docks->explainView()->explanation().contains(QStringLiteral("line 22")),
                 qPrintable(docks->explainView()->explanation()));
        QVERIFY2(!docks->explainView()->explanation().contains(QStringLiteral("line 21")),
                 qPrintable(docks->explainView()->explanation()));
        QCOMPARE(focusedWaveLine(window), QStringLiteral("22"));
        // The Barriers board names it too, on every wave's chip.
        docks->dock(wave::widgets::WorkbenchIds::Barrier)->raise();
        for (std::uint32_t wave = 0; wave < 8; ++wave)
            QCOMPARE(docks->barrierView()->chipStatus(wave), QStringLiteral("ready at line 22"));
        // Every view says the source changed; the status bar offers a restart.
        verifySourceChangedMarks(window, true);
        QVERIFY(window.debugActions()->restartOffer()->isVisible());

        // F10 asks; Escape keeps debugging the old code.
        const auto launch = session->launchRequest();
        {
            PromptAnswerer answer(Qt::Key_Escape);
            QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F10));
            QVERIFY(answer.asked);
            QCOMPARE(answer.objectName, QStringLiteral("staleCodePrompt"));
            QVERIFY2(answer.text.contains(QStringLiteral("tree_reduction.wave")),
                     qPrintable(answer.text));
        }
        QTRY_VERIFY(session->state() == State::Stopped && arrowLine(editor) == 23);
        QCOMPARE(session->launchRequest(), launch); // the same session, old code
        // The step ran the store of the old code (line 21 there, 22 here) and stopped at its
        // barrier, line 23 here; every place names those lines.
        QVERIFY2(lineText(editor, 23).startsWith(QStringLiteral("barrier")),
                 qPrintable(lineText(editor, 23)));
        QVERIFY2(statusText(window).contains(QStringLiteral("line 23")),
                 qPrintable(statusText(window)));
        QVERIFY2(statusText(window).contains(QStringLiteral("source changed since this run")),
                 qPrintable(statusText(window)));
        QVERIFY2(docks->explainView()->explanation().contains(QStringLiteral("line 22")),
                 qPrintable(docks->explainView()->explanation()));
        QVERIFY2(!docks->explainView()->explanation().contains(QStringLiteral("line 21")),
                 qPrintable(docks->explainView()->explanation()));
        QVERIFY2(docks->explainView()->currentText().contains(QStringLiteral("line 23")),
                 qPrintable(docks->explainView()->currentText()));
        QCOMPARE(focusedWaveLine(window), QStringLiteral("23"));
        verifySourceChangedMarks(window, true);

        // The text has not changed since: the next step does not ask again.
        {
            PromptAnswerer answer(Qt::Key_Escape);
            const auto before = session->stopSnapshot();
            QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F11));
            QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot() != before);
            QVERIFY(!answer.asked);
        }

        // Undo back to the debugged text: no offer, no marks, the coalescing gutter is back.
        for (int i = 0; i < 40 && editor->text().toUtf8() != original; ++i)
            QVERIFY(wave::apptest::pressOnFocus(Qt::Key_Z, Qt::ControlModifier));
        QCOMPARE(editor->text().toUtf8(), original);
        QTRY_VERIFY(!window.debugActions()->restartOffer()->isVisible());
        verifySourceChangedMarks(window, false);
        const int pcLine =
            int(session->stopSnapshot()->waves[session->stopSnapshot()->focusWave].line);
        QCOMPARE(arrowLine(editor), pcLine);
        auto* gutter = window.findChild<wave::widgets::CoalescingGutter*>();
        QVERIFY(gutter);
        QVERIFY(gutter->lineFigures().count(20) == 1); // the device load's mark

        // Edited again, F10 asks again; Enter restarts with the new code.
        const int assembled = window.assembliesShown();
        editor->setCursorPosition(20, 0);
        QVERIFY(wave::apptest::typeOnFocus(kInserted + QLatin1Char('\n')));
        QTRY_VERIFY(window.debugActions()->restartOffer()->isVisible());
        QTRY_VERIFY(window.assembliesShown() > assembled); // the new code is assembled
        {
            PromptAnswerer answer(Qt::Key_Return);
            QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F10));
            QVERIFY(answer.asked);
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            session->state() == State::Stopped && session->launchRequest() != launch, 10000);
        QCOMPARE(session->launchRequest()->sourceText, editor->text());
        QCOMPARE(session->stopSnapshot()->step, 0u); // at the first instruction
        QCOMPARE(arrowLine(editor), 17);
        verifySourceChangedMarks(window, false);
        QVERIFY(!window.debugActions()->restartOffer()->isVisible());
    }

    // Stopped on the deadlock, two lines typed at the top: the verdict on the Barriers board
    // and in the explanation names the barrier where it now is, and its "go to line" button
    // goes there.
    void deadlockVerdictNamesTheEditedLines() {
        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(!openExample(window, QStringLiteral("barrier_deadlock")).isEmpty());
        CodeEditor* editor = window.editor();
        QCOMPARE(lineText(editor, 25).left(7), QStringLiteral("barrier"));
        QVERIFY(wave::apptest::pressOnFocus(Qt::Key_F5));
        QTRY_VERIFY_WITH_TIMEOUT(session()->state() == State::Stopped, 10000);
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        wave::widgets::BarrierBoardView* board = docks->barrierView();
        QVERIFY2(board->verdictText().contains(QStringLiteral("barrier at line 25")),
                 qPrintable(board->verdictText()));

        editor->setFocus();
        editor->setCursorPosition(0, 0);
        QVERIFY(wave::apptest::typeOnFocus(QStringLiteral("; one\n; two\n")));
        QCOMPARE(lineText(editor, 27).left(7), QStringLiteral("barrier"));
        QTRY_VERIFY2(board->verdictText().contains(QStringLiteral("barrier at line 27")),
                     qPrintable(board->verdictText()));
        QVERIFY2(!board->verdictText().contains(QStringLiteral("line 25")),
                 qPrintable(board->verdictText()));
        QVERIFY2(docks->explainView()->explanation().contains(
                     QStringLiteral("never reaches the barrier at line 27")),
                 qPrintable(docks->explainView()->explanation()));
        QCOMPARE(board->goToLines().front(), 27u);

        // The button takes the editor to the barrier's line as it is now.
        docks->dock(wave::widgets::WorkbenchIds::Barrier)->raise();
        const QRect button = board->goToLineRect(27);
        QVERIFY(!button.isEmpty());
        QTest::mouseClick(board, Qt::LeftButton, {}, button.center());
        const auto cursorLine = [editor] {
            int line = 0;
            int index = 0;
            editor->getCursorPosition(&line, &index);
            return line + 1;
        };
        QTRY_COMPARE(cursorLine(), 27);
    }

private:
    SessionController* session() const { return session_; }

    QByteArray openTreeReduction(MainWindow& window) {
        return openExample(window, QStringLiteral("tree_reduction"));
    }

    QByteArray openExample(MainWindow& window, const QString& name) {
        session_ = window.session();
        const QString examples = QStringLiteral(WAVE_EXAMPLES);
        const QByteArray text =
            wave::apptest::readFile(examples + QLatin1Char('/') + name + QStringLiteral(".wave"));
        path_ = dir_->filePath(name + QStringLiteral(".wave"));
        if (wave::apptest::writeFile(path_, text).isEmpty() ||
            wave::apptest::writeFile(dir_->filePath(name + QStringLiteral(".args")),
                                     wave::apptest::readFile(examples + QLatin1Char('/') + name +
                                                             QStringLiteral(".args")))
                .isEmpty())
            return {};
        const int shown = window.assembliesShown();
        QString error;
        if (!window.openFile(path_, error)) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        window.show();
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            qWarning("the window is not active");
        window.editor()->setFocus();
        if (!QTest::qWaitFor([&] { return window.assembliesShown() > shown; }, 5000))
            return {};
        return text;
    }

    // The Waves dock's line column for the focused wave.
    static QString focusedWaveLine(const MainWindow& window) {
        const wave::widgets::WavesModel* model =
            window.workbench()->docks()->wavesView()->wavesModel();
        const std::uint32_t focus = model->focusWave();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex wave = model->index(row, wave::widgets::WavesModel::WaveColumn);
            if (wave.data().toUInt() == focus)
                return model->index(row, wave::widgets::WavesModel::LineColumn).data().toString();
        }
        return {};
    }

    // Every debugger view's title says whether the source changed since the run it shows.
    static void verifySourceChangedMarks(const MainWindow& window, bool changed) {
        const QList<QDockWidget*> docks = window.workbench()->docks()->docks();
        QVERIFY(!docks.isEmpty());
        for (QDockWidget* dock : docks) {
            auto* bar = qobject_cast<wave::widgets::DockTitleBar*>(dock->titleBarWidget());
            QVERIFY2(bar, qPrintable(dock->objectName()));
            QCOMPARE(bar->note().contains(QStringLiteral("source changed since this run")),
                     changed);
        }
    }

    std::unique_ptr<QTemporaryDir> dir_;
    QString path_;
    SessionController* session_ = nullptr;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<EditDuringSessionJourneyTest>(argc, argv);
}

#include "EditDuringSessionJourneyTest.moc"
