// Breakpoints as a user meets them (issues 12, 14 and 23), on the real MainWindow with real key
// and mouse events sent to the focused widget: F9 in a loop, F5 seven times, the Breakpoints
// dock reads 7 hits under the same id; a barrier breakpoint added mid-session leaves the
// other's count; the gutter's condition dialog refuses a condition that does not parse and
// says where; a session of 10,000 breakpoints loads whole; lines typed above a breakpoint, and
// lines another program inserted above it (Reload), move its dot, and F5 still stops there.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/FileChangedBar.h"
#include "editor/CodeEditor.h"
#include "launch/BreakpointConditionDialog.h"
#include "launch/BreakpointsModel.h"
#include "launch/BreakpointsView.h"
#include "session/SessionController.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using wave::debug::BreakpointSpec;
using wave::studio::MainWindow;
using wave::widgets::BreakpointConditionDialog;
using wave::widgets::BreakpointsModel;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;

namespace {

// One wave runs the loop body (line 8) seven times; line 10 holds a barrier.
const char* const kLoop = ".kernel seven\n"              // 1
                          ".registers 8\n"               // 2
                          ".workgroup_size 32, 1, 1\n"   // 3
                          "    mov_imm r0, 0\n"          // 4
                          "    mov_imm r1, 1\n"          // 5
                          "    mov_imm r2, 7\n"          // 6
                          "    loop\n"                   // 7
                          "        iadd r0, r0, r1\n"    // 8
                          "        icmp_eq p1, r0, r2\n" // 9
                          "        barrier\n"            // 10
                          "        break p1\n"           // 11
                          "    endloop\n"                // 12
                          "    halt\n"                   // 13
                          ".end\n";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key(key), modifiers);
}

// Puts the caret on `line` (1-based) with the keyboard.
void caretToLine(int line) {
    key(Qt::Key_Home, Qt::ControlModifier);
    for (int i = 1; i < line; ++i)
        key(Qt::Key_Down);
}

QString cell(const BreakpointsModel* model, int row, int column) {
    return model->index(row, column).data().toString();
}

} // namespace

class BreakpointsJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void open(MainWindow& window, const QString& name) {
        const QString path = writeFile(dir_, name, kLoop);
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        window.editor()->setFocus();
        QTRY_VERIFY(QApplication::focusWidget() == window.editor());
    }

    // F9 on the loop body, F5 seven times: the dock reads 7 hits, the id and the status
    // message's id stay the same; a barrier breakpoint added at the 7th stop keeps the count.
    void hitsCountEveryStopInALoop() {
        MainWindow window;
        open(window, QStringLiteral("seven.wave"));
        SessionController* session = window.session();
        const BreakpointsModel* model = window.documentWorkspaces()->breakpointsView()->model();

        caretToLine(8);
        key(Qt::Key_F9);
        QCOMPARE(model->rowCount(), 1);
        const QString id = cell(model, 0, BreakpointsModel::IdColumn);
        QVERIFY(!id.isEmpty());
        QVERIFY(
            cell(model, 0, BreakpointsModel::FileColumn).contains(QStringLiteral("seven.wave")));
        QCOMPARE(cell(model, 0, BreakpointsModel::LineColumn), QStringLiteral("8"));

        for (int stop = 1; stop <= 7; ++stop) {
            key(Qt::Key_F5);
            QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot() &&
                        session->stopSnapshot()->stop &&
                        session->stopSnapshot()->stop->reason ==
                            wave::debug::StopReason::Breakpoint &&
                        cell(model, 0, BreakpointsModel::HitsColumn) == QString::number(stop));
            QCOMPARE(session->stopSnapshot()->stop->line, 8u);
            QCOMPARE(QString::fromStdString(session->stopSnapshot()->stop->message),
                     QStringLiteral("breakpoint %1 at line 8").arg(id));
            QCOMPARE(cell(model, 0, BreakpointsModel::IdColumn), id);
        }

        // A barrier breakpoint added now leaves the first one's count alone.
        wave::debug::BreakpointSpec barrier;
        barrier.kind = wave::debug::BreakpointKind::BarrierArrival;
        barrier.line = 10;
        session->addBreakpoint(barrier);
        QCOMPARE(model->rowCount(), 2);
        QTest::qWait(100); // the worker's answer to the new list
        QCOMPARE(cell(model, 0, BreakpointsModel::HitsColumn), QStringLiteral("7"));
        QCOMPARE(cell(model, 0, BreakpointsModel::IdColumn), id);
        key(Qt::Key_F5); // to the barrier
        QTRY_VERIFY(session->state() == State::Stopped &&
                    session->stopSnapshot()->stop->reason == wave::debug::StopReason::BarrierEvent);
        QTRY_COMPARE(cell(model, 1, BreakpointsModel::HitsColumn), QStringLiteral("1"));
        QCOMPARE(cell(model, 0, BreakpointsModel::HitsColumn), QStringLiteral("7"));
    }

    // A right click in the gutter, "Edit Condition…" from the keyboard, a condition that does
    // not parse typed and Enter: the dialog stays, the error names the column; Escape leaves
    // the breakpoint without a condition. A valid one is then accepted.
    void conditionDialogRefusesWhatDoesNotParse() {
        MainWindow window;
        open(window, QStringLiteral("seven_condition.wave"));
        SessionController* session = window.session();
        caretToLine(8);
        key(Qt::Key_F9);
        QCOMPARE(session->breakpoints().size(), 1);

        bool menuSeen = false;
        bool dialogSeen = false;
        QString errorShown;
        bool stayedOpen = false;
        QString exampleShown;
        // The menu and the dialog run their own event loops: drive them from timers.
        QTimer::singleShot(200, this, [&] {
            QMenu* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            menuSeen = true;
            // Down to "Edit Condition…" (Remove, Disable, Edit Condition…).
            QAction* edit = nullptr;
            for (QAction* a : menu->actions())
                if (a->text().startsWith(QStringLiteral("Edit Condition")))
                    edit = a;
            if (!edit) {
                menu->close();
                return;
            }
            while (menu->activeAction() != edit)
                QTest::keyClick(menu, Qt::Key_Down);
            QTimer::singleShot(200, this, [&] {
                auto* dialog =
                    qobject_cast<BreakpointConditionDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                dialogSeen = true;
                if (auto* example = dialog->findChild<QLabel*>(QStringLiteral("example")))
                    exampleShown = example->text();
                QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("lane == 5 && r3 =="));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QApplication::processEvents();
                stayedOpen = dialog->isVisible();
                if (auto* error = dialog->findChild<QLabel*>(QStringLiteral("error")))
                    errorShown = error->isVisible() ? error->text() : QString();
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
            });
            QTest::keyClick(menu, Qt::Key_Return);
        });
        QWidget* viewport = window.editor()->viewport();
        const int y =
            int(window.editor()->SendScintilla(
                QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL,
                window.editor()->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 7UL))) +
            4;
        QContextMenuEvent click(QContextMenuEvent::Mouse, QPoint(8, y),
                                viewport->mapToGlobal(QPoint(8, y)));
        QApplication::sendEvent(viewport, &click);
        QTRY_VERIFY(dialogSeen);
        QVERIFY(menuSeen);
        QVERIFY(stayedOpen);
        QVERIFY2(errorShown.contains(QStringLiteral("Column 19")), qPrintable(errorShown));
        QVERIFY2(exampleShown.contains(QStringLiteral("lane == 5 && r3 == 0")),
                 qPrintable(exampleShown));
        QCOMPARE(session->breakpoints().front().spec.condition, std::string());
    }

    // A line typed above a breakpoint moves it: same id, same condition, new line.
    void anEditMovesTheBreakpointNotItsIdentity() {
        MainWindow window;
        open(window, QStringLiteral("seven_moves.wave"));
        SessionController* session = window.session();
        caretToLine(8);
        key(Qt::Key_F9);
        QCOMPARE(session->breakpoints().size(), 1);
        const int id = session->breakpoints().front().id;
        wave::debug::BreakpointSpec spec = session->breakpoints().front().spec;
        spec.condition = "lane == 3";
        session->setBreakpointSpec(id, spec);
        caretToLine(4);
        key(Qt::Key_Home);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("; moved"));
        key(Qt::Key_Return);
        QTRY_COMPARE(int(session->breakpoints().front().spec.line), 9);
        QCOMPARE(session->breakpoints().size(), 1);
        QCOMPARE(session->breakpoints().front().id, id);
        QCOMPARE(session->breakpoints().front().spec.condition, std::string("lane == 3"));
    }

    // Issue 23: the workspace moves breakpoints with the code. Two lines typed above the
    // breakpoint, then the file saved and three lines inserted above it by another program and
    // reloaded from the bar: the dot is on the same instruction each time (a reload used to
    // drop every marker onto line 1 and merge the breakpoints there), with its id, and F5
    // stops there.
    void linesInsertedAboveMoveTheDotAndItStillStops() {
        MainWindow window;
        open(window, QStringLiteral("seven_inserted.wave"));
        SessionController* session = window.session();
        caretToLine(8); // iadd r0, r0, r1
        key(Qt::Key_F9);
        BreakpointSpec barrier; // and a barrier breakpoint given by its line
        barrier.kind = wave::debug::BreakpointKind::BarrierRelease;
        barrier.line = 10;
        session->addBreakpoint(barrier);
        QCOMPARE(session->breakpoints().size(), 2);
        const int id = session->breakpoints().front().id;
        QCOMPARE(window.editor()->breakpointMarkerLines(), QList<int>{8});

        caretToLine(4);
        key(Qt::Key_Home);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("; one"));
        key(Qt::Key_Return);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("; two"));
        key(Qt::Key_Return);
        QTRY_COMPARE(window.editor()->breakpointMarkerLines(), QList<int>{10});
        QTRY_COMPARE(int(session->breakpoints().front().spec.line), 10);
        QCOMPARE(int(session->breakpoints().back().spec.line), 12);

        key(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!window.documents()->current()->isModified());
        const QString path = window.documents()->current()->path();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        file.close();
        QVERIFY(saved.contains("; two\n"));
        QVERIFY(!writeFile(dir_, QStringLiteral("seven_inserted.wave"),
                           "; a header\n; of three\n; lines\n" + saved)
                     .isEmpty());
        wave::widgets::FileChangedBar* bar = window.documents()->current()->changedBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 10000);
        QTest::mouseClick(bar->reloadButton(), Qt::LeftButton);
        QTRY_VERIFY(window.editor()->text().startsWith(QStringLiteral("; a header")));

        QTRY_COMPARE(window.editor()->breakpointMarkerLines(), QList<int>{13});
        QCOMPARE(session->breakpoints().size(), 2);
        QCOMPARE(session->breakpoints().front().id, id);
        QCOMPARE(int(session->breakpoints().front().spec.line), 13);
        QCOMPARE(int(session->breakpoints().back().spec.line), 15);
        const BreakpointsModel* model = window.documentWorkspaces()->breakpointsView()->model();
        QCOMPARE(cell(model, 0, BreakpointsModel::LineColumn), QStringLiteral("13"));

        window.editor()->setFocus();
        QTRY_VERIFY(QApplication::focusWidget() == window.editor());
        key(Qt::Key_F5);
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot() &&
                    session->stopSnapshot()->stop &&
                    session->stopSnapshot()->stop->reason == wave::debug::StopReason::Breakpoint);
        QCOMPARE(session->stopSnapshot()->stop->line, 13u);
        QCOMPARE(QString::fromStdString(session->stopSnapshot()->stop->message),
                 QStringLiteral("breakpoint %1 at line 13").arg(id));
    }

    // Issue 14: a session of 10,000 breakpoints opens with every one listed under its saved
    // id and line, marked in the gutter, resolved by the engine, and the first stop names it.
    void tenThousandBreakpointsLoad() {
        constexpr int kCount = 10'000;
        QByteArray kernel = ".kernel many\n.registers 4\n.workgroup_size 32, 1, 1\n";
        QByteArray list;
        for (int i = 0; i < kCount; ++i) {
            kernel += "    iadd r0, r0, r1\n"; // line 4 + i
            list += QByteArray(i ? "," : "") +
                    "{\"kind\": \"line\", \"id\": " + QByteArray::number(kCount - i) +
                    ", \"line\": " + QByteArray::number(4 + i) + ", \"condition\": \"" +
                    (i % 2 ? "r0 >= 0" : "") + "\"}";
        }
        kernel += "    halt\n.end\n";
        const QString path = writeFile(dir_, QStringLiteral("many.wave"), kernel);
        QVERIFY(!writeFile(dir_, QStringLiteral("many.wave.wavesession"),
                           "{\"format\": \"wave-studio-session\", \"version\": 1, \"launch\": {}, "
                           "\"watches\": [], \"breakpoints\": [" +
                               list + "]}")
                     .isEmpty());
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.show();
        QTRY_VERIFY(window.assembliesShown() > 0);
        const BreakpointsModel* model = window.documentWorkspaces()->breakpointsView()->model();
        QCOMPARE(model->rowCount(), kCount);
        for (int row = 0; row < kCount; row += 997) {
            QCOMPARE(cell(model, row, BreakpointsModel::IdColumn), QString::number(kCount - row));
            QCOMPARE(cell(model, row, BreakpointsModel::LineColumn), QString::number(4 + row));
        }
        QCOMPARE(window.editor()->breakpointMarkerLines().size(), kCount);

        window.editor()->setFocus();
        QTRY_VERIFY(QApplication::focusWidget() == window.editor());
        key(Qt::Key_F5);
        SessionController* session = window.session();
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot() &&
                    session->stopSnapshot()->stop &&
                    session->stopSnapshot()->stop->reason == wave::debug::StopReason::Breakpoint);
        QCOMPARE(QString::fromStdString(session->stopSnapshot()->stop->message),
                 QStringLiteral("breakpoint %1 at line 4").arg(kCount));
        QTRY_VERIFY(session->breakpoints().back().resolved &&
                    cell(model, 0, BreakpointsModel::HitsColumn) == QStringLiteral("1"));
        for (const auto& b : session->breakpoints())
            QVERIFY2(b.resolved && b.error.isEmpty(), qPrintable(QString::number(b.id)));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(BreakpointsJourneyTest)
#include "BreakpointsJourneyTest.moc"
