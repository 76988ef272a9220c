// Colours and words that disagree (issue 21, defect 6), on the real MainWindow at 1280x800
// with real keys sent to the focused widget: the focused wave does not read "running" in Waves
// while the session is stopped; at the end of a run Explain does not say a workgroup
// "started"; F5 on a source with assembly errors brings Problems to the front, not the Launch
// dock; the Registers dock says why it is empty before a session instead of a blank page. (One
// colour scale in the coalescing views: CoalescingJourneyTest.)

#include "AppTestFiles.h"
#include "FocusKeys.h"
#include "MainWindow.h"

#include "editor/CodeEditor.h"
#include "models/WavesModel.h"
#include "session/SessionController.h"
#include "views/LaneRegistersView.h"
#include "views/WavesView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/ExplainView.h"
#include "workbench/ViewDocks.h"
#include "workbench/WorkbenchIds.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QSet>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using wave::studio::MainWindow;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;
using Reason = wave::debug::StopReason;

namespace {

QByteArray readExample(const QString& name) {
    QFile file(QStringLiteral(WAVE_EXAMPLES) + QLatin1Char('/') + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = wave::apptest::focused();
    QVERIFY(focus);
    QTest::keyClick(focus, key, modifiers);
}

Reason stopReason(SessionController* session) {
    const auto stop = session->stopSnapshot();
    return stop && stop->stop ? stop->stop->reason : Reason::StepDone;
}

// Whether `dock` is the tab in front of its tab group (or alone) and on screen.
bool inFront(QMainWindow& window, QDockWidget* dock) {
    if (!dock->isVisible() || dock->visibleRegion().isEmpty())
        return false;
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == dock->windowTitle())
                return bar->currentIndex() == i;
    }
    return true;
}

} // namespace

class WordsAndColoursJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    // F10 stops after one step: the wave that stepped is stopped there, not "running".
    void theStoppedWaveDoesNotReadRunning() {
        MainWindow window;
        open(window, QStringLiteral("tree_reduction"));
        SessionController* session = window.session();
        press(Qt::Key_F10);
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot());
        press(Qt::Key_F10);
        QTRY_VERIFY(session->state() == State::Stopped && session->stopSnapshot() &&
                    session->stopSnapshot()->step > 0);
        wave::widgets::WavesView* waves = window.workbench()->docks()->wavesView();
        const QAbstractItemModel* model = waves->model();
        QTRY_VERIFY(model->rowCount() > 0);
        QStringList states;
        for (int r = 0; r < model->rowCount(); ++r)
            states << model->index(r, wave::widgets::WavesModel::StateColumn).data().toString();
        QVERIFY2(!states.contains(QStringLiteral("running")), qPrintable(states.join(u',')));
        QVERIFY2(states.contains(QStringLiteral("stopped here")), qPrintable(states.join(u',')));
    }

    // F5 to the end of a four-workgroup launch: Explain says it finished, not that the last
    // workgroup "started".
    void theEndOfARunIsNotAStart() {
        MainWindow window;
        open(window, QStringLiteral("vector_add"));
        SessionController* session = window.session();
        press(Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(
            session->state() == State::Stopped && stopReason(session) == Reason::Finished, 20000);
        wave::widgets::ExplainView* explain = window.workbench()->docks()->explainView();
        QTRY_VERIFY(explain->explanation().contains(QStringLiteral("all workgroups finished")));
        const QString text = explain->explanation();
        QVERIFY2(!text.contains(QStringLiteral("started")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("workgroup (3,0,0) was the last to run")),
                 qPrintable(text));
    }

    // F5 on a source that does not assemble: Problems, which lists the error, comes to the
    // front of its tab group; the Launch dock does not.
    void f5WithAssemblyErrorsRaisesProblems() {
        const QString path = dir_->filePath(QStringLiteral("broken.wave"));
        QVERIFY(!wave::apptest::writeFile(path, ".kernel k\n.registers 4\n.workgroup_size 32, 1, "
                                                "1\n    bogus r1\n    halt\n.end\n")
                     .isEmpty());
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        show(window);
        QDockWidget* problems = window.findChild<QDockWidget*>(QStringLiteral("ProblemsDock"));
        QVERIFY(problems);
        // Another tab of its group in front, as after looking at the Encoding.
        if (auto* encoding = window.findChild<QDockWidget*>(QStringLiteral("EncodingDock")))
            encoding->raise();
        QTest::qWait(50);
        window.editor()->setFocus();
        QTRY_VERIFY(wave::apptest::focused() != nullptr);
        press(Qt::Key_F5);
        QTRY_VERIFY(inFront(window, problems));
        QCOMPARE(window.session()->state(), State::Idle);
    }

    // Before a session the Registers dock says why it is empty, as the other docks do.
    void theRegistersDockSaysWhyItIsEmpty() {
        MainWindow window;
        open(window, QStringLiteral("tree_reduction"));
        QDockWidget* dock =
            window.workbench()->docks()->dock(wave::widgets::WorkbenchIds::Registers);
        QVERIFY(dock);
        dock->show();
        dock->raise();
        wave::widgets::LaneRegistersView* registers = window.workbench()->docks()->registersView();
        QTRY_VERIFY(registers->isVisible());
        QCOMPARE(registers->emptyText(), QStringLiteral("No workgroup is running"));
        // What is on screen: not one flat colour.
        const QImage image = registers->viewport()->grab().toImage();
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 2, qPrintable(QString::number(colours.size())));
    }

private:
    void show(MainWindow& window) {
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }

    // An example and its .args, opened and assembled, the editor focused.
    void open(MainWindow& window, const QString& name) {
        for (const char* suffix : {".wave", ".args"})
            wave::apptest::writeFile(dir_->filePath(name + QLatin1String(suffix)),
                                     readExample(name + QLatin1String(suffix)));
        const int shown = window.assembliesShown();
        QString error;
        QVERIFY2(window.openFile(dir_->filePath(name + QStringLiteral(".wave")), error),
                 qPrintable(error));
        show(window);
        window.editor()->setFocus();
        QTRY_VERIFY(window.assembliesShown() > shown);
        QTRY_VERIFY(wave::apptest::focused() != nullptr);
    }

    std::unique_ptr<QTemporaryDir> dir_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<WordsAndColoursJourneyTest>(argc, argv);
}

#include "WordsAndColoursJourneyTest.moc"
