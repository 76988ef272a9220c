// The Launch and Watch docks in the IDE end to end on the offscreen platform: an example's .args
// reaches the panel and the launch, a document's session (launch settings, breakpoints,
// watches) is saved beside it and restored on reopening, --session FILE opens and applies a
// session, broken session files are reported by name, and an invalid setting refuses the
// launch naming the field.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "StudioOptions.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/BreakpointsView.h"
#include "launch/LaunchConfigPanel.h"
#include "launch/WatchView.h"
#include "launch/WorkspaceSource.h"
#include "session/SessionController.h"

#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using wave::studio::DocumentWorkspaces;
using wave::studio::MainWindow;
using wave::widgets::LaunchConfigPanel;
using wave::widgets::LaunchIssue;
using wave::widgets::SessionController;
using wave::widgets::WorkspaceSource;
using State = wave::widgets::SessionController::State;

namespace {

// No .workgroup_size or .registers: the launch settings decide them.
const char* const kKernel = ".kernel ids\n"                // 1
                            "    mov r0, sr_thread_id_x\n" // 2
                            "    mov r1, sr_workgroup_id_x\n"
                            "    mov_imm r2, 7\n" // 4
                            "    iadd r3, r0, r2\n"
                            "    halt\n" // 6
                            ".end\n";

bool writeFile(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QSpinBox* spin(LaunchConfigPanel* panel, const char* name) {
    return panel->findChild<QSpinBox*>(QLatin1String(name));
}

QList<int> lineBreakpoints(const SessionController* session) {
    QList<int> lines;
    for (const auto& b : session->breakpoints())
        if (b.spec.kind == wave::debug::BreakpointKind::Line)
            lines << int(b.spec.line);
    return lines;
}

} // namespace

class LaunchSessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void open(MainWindow& window, const QString& path) {
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.show();
        QTRY_VERIFY(window.documents()->current()->snapshot() != nullptr);
        QTRY_VERIFY(window.documentWorkspaces()->panel()->isValid());
    }

    void docksAreInTheWindow() {
        MainWindow window;
        DocumentWorkspaces* sessions = window.documentWorkspaces();
        QCOMPARE(sessions->launchDock()->objectName(), QStringLiteral("LaunchDock"));
        QCOMPARE(sessions->watchDock()->objectName(), QStringLiteral("WatchDock"));
        // In the debugger views' groups: the right column at 1280x800.
        QCOMPARE(window.dockWidgetArea(sessions->launchDock()), Qt::RightDockWidgetArea);
        QCOMPARE(window.dockWidgetArea(sessions->watchDock()), Qt::RightDockWidgetArea);
        // Tabs of groups, not new columns or rows.
        QVERIFY(!window.tabifiedDockWidgets(sessions->launchDock()).isEmpty());
        QVERIFY(!window.tabifiedDockWidgets(sessions->watchDock()).isEmpty());
        QCOMPARE(sessions->breakpointsDock()->objectName(), QStringLiteral("BreakpointsDock"));
        QCOMPARE(window.dockWidgetArea(sessions->breakpointsDock()), Qt::RightDockWidgetArea);
        QVERIFY(window.tabifiedDockWidgets(sessions->watchDock())
                    .contains(sessions->breakpointsDock()));
    }

    // A line breakpoint double-clicked in the Breakpoints dock shows its line in the editor.
    void breakpointsDockGoesToTheLine() {
        const QString source = dir_.filePath(QStringLiteral("goto_kernel.wave"));
        QVERIFY(writeFile(source, kKernel));
        MainWindow window;
        open(window, source);
        emit window.documentWorkspaces()->breakpointsView()->lineActivated(5);
        int line = -1;
        int index = -1;
        window.editor()->getCursorPosition(&line, &index);
        QCOMPARE(line + 1, 5);
    }

    void argsFileReachesThePanelAndTheLaunch() {
        const QString source = dir_.filePath(QStringLiteral("args_kernel.wave"));
        QVERIFY(writeFile(source, kKernel));
        QVERIFY(writeFile(dir_.filePath(QStringLiteral("args_kernel.args")),
                          "--grid 3,2,1 --workgroup 16,1,1\n--wave-width 8 --registers 8\n"));
        MainWindow window;
        open(window, source);
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        QCOMPARE(spin(panel, "gridx")->value(), 3);
        QCOMPARE(spin(panel, "gridy")->value(), 2);
        QCOMPARE(spin(panel, "workgroupx")->value(), 16);
        QCOMPARE(panel->settings().waveWidth, 8u);

        SessionController* session = window.session();
        QString error;
        QVERIFY2(window.debugActions()->startSession(false, error), qPrintable(error));
        QTRY_COMPARE(session->state(), State::Stopped);
        const auto snapshot = session->stopSnapshot();
        QVERIFY(snapshot);
        QCOMPARE(snapshot->grid.x, 3u);
        QCOMPARE(snapshot->grid.y, 2u);
        QCOMPARE(snapshot->workgroupSize.x, 16u);
        QCOMPARE(snapshot->waveWidth, 8u);
        QCOMPARE(snapshot->workgroupCount, 6u);
        window.debugActions()->stopAction()->trigger();
        QTRY_COMPARE(session->state(), State::Idle);
        // Nothing was changed: no session file appears beside the example.
        QTest::qWait(DocumentWorkspaces::kWriteDelayMs + 100);
        QVERIFY(!QFileInfo::exists(WorkspaceSource::pathFor(source)));
    }

    void sessionIsSavedAndRestoredOnReopening() {
        const QString source = dir_.filePath(QStringLiteral("roundtrip.wave"));
        QVERIFY(writeFile(source, kKernel));
        const QString sessionPath = WorkspaceSource::pathFor(source);
        {
            MainWindow window;
            open(window, source);
            DocumentWorkspaces* sessions = window.documentWorkspaces();
            // Edit the source (below the code) so that the session waits for its save.
            window.editor()->insertAt(QStringLiteral("; edited\n"), 7, 0);
            spin(sessions->panel(), "gridx")->setValue(5);
            emit window.editor()->breakpointToggleRequested(5); // a click in the gutter
            sessions->watchView()->model()->addExpression(QStringLiteral("r2 + 1"));
            QTest::qWait(DocumentWorkspaces::kWriteDelayMs + 100);
            QVERIFY(!QFileInfo::exists(sessionPath)); // the source has unsaved edits
            QVERIFY(window.documents()->save(window.documents()->current()));
            QVERIFY(QFileInfo::exists(sessionPath));
            QVERIFY(window.documents()->closeDocument(window.documents()->current()));
            // The fresh buffer left behind has a session of its own.
            QVERIFY(window.session()->breakpoints().isEmpty());
            QCOMPARE(sessions->watchView()->model()->expressionCount(), 0);
            QCOMPARE(spin(sessions->panel(), "gridx")->value(), 1);

            open(window, source);
            QCOMPARE(spin(sessions->panel(), "gridx")->value(), 5);
            QCOMPARE(lineBreakpoints(window.session()), QList<int>{5});
            QVERIFY(window.editor()->markersAtLine(4) &
                    (1 << wave::widgets::CodeEditor::kBreakpointMarker));
            QCOMPARE(sessions->watchView()->model()->expressions(),
                     QStringList{QStringLiteral("r2 + 1")});

            // The watch is evaluated at stops.
            QString error;
            QVERIFY2(window.debugActions()->startSession(true, error), qPrintable(error));
            QTRY_VERIFY(window.session()->stopSnapshot() &&
                        window.session()->stopSnapshot()->stop &&
                        window.session()->stopSnapshot()->stop->reason ==
                            wave::debug::StopReason::Breakpoint);
            QTRY_COMPARE(sessions->watchView()->model()->valueText(0), QStringLiteral("8"));
            window.debugActions()->stopAction()->trigger();
            QTRY_COMPARE(window.session()->state(), State::Idle);

            // A change to a saved, unmodified source is written after a moment.
            emit window.editor()->breakpointToggleRequested(5);
            QTRY_VERIFY(WorkspaceSource::load(source).workspace.breakpoints().empty());
        }
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QCOMPARE(loaded.origin, WorkspaceSource::Origin::SessionFile);
        QCOMPARE(WorkspaceSource::launch(loaded.workspace).grid[0], 5u);
        QVERIFY(loaded.workspace.breakpoints().empty());
    }

    void tabsSwitchSessions() {
        const QString a = dir_.filePath(QStringLiteral("tab_a.wave"));
        const QString b = dir_.filePath(QStringLiteral("tab_b.wave"));
        QVERIFY(writeFile(a, kKernel));
        QVERIFY(writeFile(b, kKernel));
        MainWindow window;
        open(window, a);
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        spin(panel, "gridx")->setValue(7);
        emit window.editor()->breakpointToggleRequested(4);
        wave::widgets::Document* docA = window.documents()->current();
        open(window, b);
        QCOMPARE(spin(panel, "gridx")->value(), 1);
        QVERIFY(window.session()->breakpoints().isEmpty());
        window.documents()->setCurrentWidget(docA);
        QCOMPARE(spin(panel, "gridx")->value(), 7);
        QCOMPARE(lineBreakpoints(window.session()), QList<int>{4});
    }

    // While a session runs, the debugger stays with the document it runs: another tab shows
    // its own launch settings, but neither takes the breakpoints nor the gutter; when the
    // session ends, the debugger follows the tabs again.
    void debuggerStaysWithTheDocumentItRuns() {
        const QString a = dir_.filePath(QStringLiteral("run_a.wave"));
        const QString b = dir_.filePath(QStringLiteral("run_b.wave"));
        QVERIFY(writeFile(a, kKernel));
        QVERIFY(writeFile(b, kKernel));
        MainWindow window;
        open(window, b);
        emit window.editor()->breakpointToggleRequested(5);
        wave::widgets::CodeEditor* editorB = window.editor();
        open(window, a);
        emit window.editor()->breakpointToggleRequested(4);
        wave::widgets::Document* docA = window.documents()->current();
        QString error;
        QVERIFY2(window.debugActions()->startSession(true, error), qPrintable(error));
        QTRY_COMPARE(window.session()->state(), State::Stopped);
        QCOMPARE(window.session()->stopSnapshot()->stop->reason,
                 wave::debug::StopReason::Breakpoint);

        window.documents()->setCurrentWidget(window.documents()->findByPath(b));
        QCOMPARE(lineBreakpoints(window.session()), QList<int>{4}); // still A's
        emit editorB->breakpointToggleRequested(2); // the gutter of B is not the debugger's
        QCOMPARE(lineBreakpoints(window.session()), QList<int>{4});
        QVERIFY(window.documentWorkspaces()->breakpointOwner() == docA);

        window.debugActions()->stopAction()->trigger();
        QTRY_COMPARE(window.session()->state(), State::Idle);
        QCOMPARE(lineBreakpoints(window.session()), QList<int>{5}); // B's, shown now
        emit editorB->breakpointToggleRequested(2);
        QCOMPARE(lineBreakpoints(window.session()), (QList<int>{5, 2}));
    }

    void sessionOptionOpensTheSourceAndAppliesIt() {
        const QString source = dir_.filePath(QStringLiteral("cli.wave"));
        QVERIFY(writeFile(source, kKernel));
        wave::workspace::Workspace data;
        wave::widgets::LaunchSettings launch;
        launch.grid = {2, 1, 1};
        launch.maxInstructions = 0;
        WorkspaceSource::setLaunch(data, launch);
        wave::debug::BreakpointSpec spec;
        spec.line = 4;
        spec.condition = "lane == 3";
        data.setBreakpoints({{1, spec}});
        data.setWatches({"r0"});
        QString error;
        QVERIFY2(WorkspaceSource::save(source, data, error), qPrintable(error));

        wave::studio::StudioOptions options;
        QVERIFY2(wave::studio::StudioOptions::parse({QStringLiteral("wave-studio"),
                                                     QStringLiteral("--session"),
                                                     WorkspaceSource::pathFor(source)},
                                                    options, error),
                 qPrintable(error));
        QCOMPARE(options.openFile, source);
        MainWindow window;
        QVERIFY2(window.openFile(options.openFile, error), qPrintable(error));
        QVERIFY2(window.documentWorkspaces()->applySessionFile(options.session, error),
                 qPrintable(error));
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        QCOMPARE(panel->settings().grid[0], 2u);
        QCOMPARE(panel->findChild<QLineEdit*>(QStringLiteral("maxInstructions"))->text(),
                 QStringLiteral("0"));
        QCOMPARE(window.session()->breakpoints().size(), 1);
        QCOMPARE(window.session()->breakpoints().front().spec.condition, spec.condition);
        QCOMPARE(window.documentWorkspaces()->watchView()->model()->expressions(),
                 QStringList{QStringLiteral("r0")});

        // Not a session file name, or two files: usage errors.
        QVERIFY(!wave::studio::StudioOptions::parse(
            {QStringLiteral("wave-studio"), QStringLiteral("--session"), source}, options, error));
        QVERIFY(error.contains(source));
        QVERIFY(!wave::studio::StudioOptions::parse({QStringLiteral("wave-studio"),
                                                     QStringLiteral("--session"),
                                                     WorkspaceSource::pathFor(source), source},
                                                    options, error));
    }

    // The real command line: Qt's own "-session" (X11 session management) must not swallow it.
    void sessionOptionOnTheCommandLine() {
        const QString source = dir_.filePath(QStringLiteral("exe.wave"));
        QVERIFY(writeFile(source, kKernel));
        wave::workspace::Workspace data;
        data.setWatches({"r1"});
        QString error;
        QVERIFY2(WorkspaceSource::save(source, data, error), qPrintable(error));
        const QString dump = dir_.filePath(QStringLiteral("exe.json"));
        auto run = [&](const QStringList& arguments) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(WAVE_STUDIO_EXE), arguments);
            if (!p.waitForFinished(60000))
                return std::make_pair(-1, QString());
            return std::make_pair(p.exitCode(), QString::fromLocal8Bit(p.readAllStandardError()));
        };
        auto [code, err] = run({QStringLiteral("--session"), WorkspaceSource::pathFor(source),
                                QStringLiteral("--dump-buffers"), dump});
        QCOMPARE(code, 0);
        QFile json(dump);
        QVERIFY(json.open(QIODevice::ReadOnly));
        QVERIFY(json.readAll().contains(QFileInfo(source).fileName().toUtf8()));

        std::tie(code, err) = run({QStringLiteral("--session"), source});
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(QStringLiteral("not a session file")), qPrintable(err));

        QVERIFY(writeFile(WorkspaceSource::pathFor(source), "[]"));
        std::tie(code, err) = run({QStringLiteral("--session"), WorkspaceSource::pathFor(source),
                                   QStringLiteral("--dump-buffers"), dump});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains(WorkspaceSource::pathFor(source)), qPrintable(err));
    }

    void brokenSessionFileIsReportedByName() {
        const QString source = dir_.filePath(QStringLiteral("broken.wave"));
        QVERIFY(writeFile(source, kKernel));
        const QString sessionPath = WorkspaceSource::pathFor(source);
        QVERIFY(writeFile(sessionPath, "{ \"format\": \"wave-studio-session\", "));
        MainWindow window;
        open(window, source);
        const QString notice = window.documentWorkspaces()->notice();
        QVERIFY2(notice.contains(sessionPath), qPrintable(notice));
        auto* field = window.statusBar()->findChild<QLabel*>(QStringLiteral("sessionProblem"));
        QVERIFY(field);
        QVERIFY(field->toolTip().contains(sessionPath));
        QString error;
        QVERIFY(!window.documentWorkspaces()->applySessionFile(sessionPath, error));
        QVERIFY2(error.contains(sessionPath), qPrintable(error));
        // The broken file is left alone until the user changes the session.
        QTest::qWait(DocumentWorkspaces::kWriteDelayMs + 100);
        QFile file(sessionPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("{ \"format\": \"wave-studio-session\", "));
    }

    void invalidSettingRefusesTheLaunchNamingTheField() {
        const QString source = dir_.filePath(QStringLiteral("invalid.wave"));
        QVERIFY(writeFile(source, kKernel));
        MainWindow window;
        open(window, source);
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        spin(panel, "workgroupx")->setValue(0);
        QVERIFY(!panel->isValid());
        QVERIFY(!panel->message(LaunchIssue::Field::Workgroup).isEmpty());
        QString error;
        QVERIFY(!window.debugActions()->startSession(false, error));
        QVERIFY2(error.startsWith(LaunchIssue::fieldLabel(LaunchIssue::Field::Workgroup)),
                 qPrintable(error));
        QCOMPARE(window.session()->state(), State::Idle);

        // A number the form cannot read refuses the launch too, under its field.
        spin(panel, "workgroupx")->setValue(32);
        auto* limit = panel->findChild<QLineEdit*>(QStringLiteral("maxInstructions"));
        limit->selectAll();
        QTest::keyClick(limit, Qt::Key_Backspace);
        QVERIFY(!panel->message(LaunchIssue::Field::MaxInstructions).isEmpty());
        QVERIFY(!window.debugActions()->startSession(false, error));
        QVERIFY2(error.startsWith(LaunchIssue::fieldLabel(LaunchIssue::Field::MaxInstructions)),
                 qPrintable(error));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(LaunchSessionTest)
#include "LaunchSessionTest.moc"
