// Issue 22 through the real MainWindow (offscreen) and the real wave-studio (a child process):
//  * a session file that is a symbolic link to a device node is written through (F9), never
//    replaced by a regular file;
//  * a NUL in an autosaved buffer: --recover refuses it, says so, and keeps the autosave;
//  * a session file with one value out of range keeps the rest, says what was left out, and
//    is copied to NAME.wavesession.rejected before it is overwritten;
//  * the notice of a session file has a status-bar field of its own;
//  * --type into a CRLF file types CRLF line ends;
//  * a session with a million watch expressions opens at once, with the first 1,000.
//
// main() points XDG_CONFIG_HOME and XDG_DATA_HOME at a scratch folder.

#include "AppTestFiles.h"
#include "DocumentWorkspaces.h"
#include "FileActions.h"
#include "FocusKeys.h"
#include "MainWindow.h"
#include "ScriptedPrompts.h"
#include "documents/AutosaveStore.h"
#include "editor/CodeEditor.h"
#include "launch/BreakpointsModel.h"
#include "launch/BreakpointsView.h"
#include "launch/LaunchConfigPanel.h"
#include "launch/WatchModel.h"
#include "launch/WatchView.h"
#include "launch/WorkspaceSource.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using wave::studio::DocumentWorkspaces;
using wave::studio::MainWindow;
using wave::widgets::WorkspaceSource;

namespace {

using wave::apptest::kKernel;
using wave::apptest::readFile;
using wave::apptest::writeFile;

struct Run {
    int code = -1; // -1: killed after the timeout (a hang)
    QString err;
};

// wave-studio in `directory`, offscreen, with its settings and data under `home`.
Run studio(const QString& home, const QString& directory, const QStringList& arguments) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(directory);
    p.start(QStringLiteral(WAVE_STUDIO_EXE), arguments);
    if (!p.waitForFinished(90000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitCode(), QString::fromLocal8Bit(p.readAllStandardError())};
}

QJsonArray readDump(const QString& path) {
    return QJsonDocument::fromJson(readFile(path)).array();
}

} // namespace

class HostileSessionTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    // F9 writes the session; its file is a link to a copy of /dev/null: the link and the node
    // stay as they were (QSaveFile used to put a regular file in the node's place).
    void aSessionLinkedToADeviceIsWrittenThrough() {
        if (::geteuid() != 0)
            QSKIP("device nodes need root (mknod)");
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        const QByteArray node = QFile::encodeName(dir_->filePath(QStringLiteral("null")));
        QCOMPARE(::mknod(node.constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
        QVERIFY(QFile::link(QStringLiteral("null"), WorkspaceSource::pathFor(source)));
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        window.activateWindow();
        QString error;
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        window.editor()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), window.editor());
        window.editor()->setCursorPosition(3, 0);
        QTest::keyClick(wave::apptest::focused(), Qt::Key_F9);
        QCOMPARE(window.documentWorkspaces()->breakpointsView()->model()->rowCount(), 1);
        window.documentWorkspaces()->writePending();
        QVERIFY2(window.documentWorkspaces()->notice().isEmpty(),
                 qPrintable(window.documentWorkspaces()->notice()));
        struct stat st {};
        QCOMPARE(::stat(node.constData(), &st), 0);
        QVERIFY2(S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 3), "the node was replaced");
        QVERIFY(QFileInfo(WorkspaceSource::pathFor(source)).isSymLink());
    }

    // The index: a buffer whose autosaved text has a NUL. --recover used to show the
    // text before it, and Ctrl+S then cut the file there. It is refused, named on stderr, the
    // file stays whole, and the autosave stays for a person to look at.
    void aNulInAnAutosaveIsRefusedAndKept() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        const QString home = dir_->filePath(QStringLiteral("home"));
        const QString leftover =
            home + QStringLiteral("/data/WAVE/WAVE Studio/autosave/session-1-1-0");
        QVERIFY(QDir().mkpath(leftover));
        wave::widgets::AutosaveEntry entry;
        entry.path = source;
        entry.title = QStringLiteral("k.wave");
        entry.text = QStringLiteral(".kernel k\n") + QChar(u'\0') + QStringLiteral("    halt\n");
        entry.timestamp = QDateTime::currentDateTimeUtc();
        const QByteArray index = wave::widgets::AutosaveStore::toJson({entry});
        QVERIFY(index.contains("\\u0000"));
        QVERIFY(!writeFile(leftover + QStringLiteral("/index.json"), index).isEmpty());

        const QString dump = dir_->filePath(QStringLiteral("dump.json"));
        const Run run =
            studio(home, dir_->path(),
                   {QStringLiteral("--recover"), QStringLiteral("--dump-buffers"), dump});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("NUL character at offset 10")) &&
                     run.err.contains(source),
                 qPrintable(run.err));
        for (const QJsonValue& buffer : readDump(dump))
            QVERIFY2(!buffer.toObject()
                          .value(QStringLiteral("text"))
                          .toString()
                          .startsWith(QStringLiteral(".kernel k\n")),
                     "the text before the NUL was recovered");
        QCOMPARE(readFile(source), QByteArray(kKernel));
        QCOMPARE(readFile(leftover + QStringLiteral("/index.json")), index);
    }

    // One breakpoint on line 2^32 used to reject the whole file, and the next change
    // overwrote it with defaults: the launch, the other breakpoint and the watch were lost.
    void anOutOfRangeValueCostsOnlyItsItem() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        const QByteArray json =
            "{\"format\": \"wave-studio-session\", \"version\": 1,\n"
            " \"launch\": {\"grid\": [3, 1, 1]},\n"
            " \"breakpoints\": [{\"id\": 1, \"kind\": \"line\", \"line\": 3},\n"
            "                 {\"id\": 2, \"kind\": \"line\", \"line\": 4294967296}],\n"
            " \"watches\": [\"r1\"]}\n";
        const QString sessionPath = WorkspaceSource::pathFor(source);
        QVERIFY(!writeFile(sessionPath, json).isEmpty());
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QString error;
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        DocumentWorkspaces* sessions = window.documentWorkspaces();
        const QString notice = sessions->notice();
        QVERIFY2(notice.contains(sessionPath) && notice.contains(QStringLiteral("breakpoints[1]")),
                 qPrintable(notice));
        QCOMPARE(sessions->panel()->settings().grid[0], 3u);
        QCOMPARE(sessions->breakpointsView()->model()->rowCount(), 1);
        QCOMPARE(sessions->watchView()->model()->expressions(), QStringList{QStringLiteral("r1")});
        QCOMPARE(readFile(sessionPath), json); // nothing is written before a change

        // A change: the file is rewritten with what was kept, after a copy of it as it was.
        sessions->watchView()->model()->addExpression(QStringLiteral("r2"));
        sessions->writePending();
        QCOMPARE(readFile(WorkspaceSource::rejectedCopyFor(source)), json);
        QVERIFY2(sessions->notice().contains(WorkspaceSource::rejectedCopyFor(source)),
                 qPrintable(sessions->notice()));
        const WorkspaceSource::Loaded again = WorkspaceSource::load(source);
        QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
        QCOMPARE(WorkspaceSource::launch(again.workspace).grid[0], 3u);
        QCOMPARE(again.workspace.breakpoints().size(), 1u);
        QCOMPARE(WorkspaceSource::watches(again.workspace),
                 (QStringList{QStringLiteral("r1"), QStringLiteral("r2")}));
    }

    // The notice used to be a temporary status-bar message, drawn over by the next one: it
    // has a field of its own now, beside the assembly status, for as long as it stands.
    void aSessionNoticeHasAStatusFieldOfItsOwn() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        const QString sessionPath = WorkspaceSource::pathFor(source);
        QVERIFY(!writeFile(sessionPath, "{ \"format\": ").isEmpty());
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.resize(1280, 800);
        window.show();
        QString error;
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        auto* field = window.statusBar()->findChild<QLabel*>(QStringLiteral("sessionProblem"));
        QVERIFY(field);
        QTRY_VERIFY(field->isVisible());
        QVERIFY2(field->toolTip().contains(sessionPath), qPrintable(field->toolTip()));
        auto* status = window.statusBar()->findChild<QLabel*>(QStringLiteral("statusMessage"));
        QVERIFY(status);
        QTRY_VERIFY(!status->text().isEmpty()); // the assembly status
        QVERIFY(status->isVisible());
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
        QVERIFY(!field->geometry().intersects(status->geometry()));
        QVERIFY(field->width() >= field->sizeHint().width());
    }

    // --type into a CRLF file used to add bare LF line ends.
    void typingIntoACrlfFileKeepsCrlf() {
        QByteArray original = kKernel;
        original.replace("\n", "\r\n");
        const QString source = writeFile(dir_->filePath(QStringLiteral("dos.wave")), original);
        const QString dump = dir_->filePath(QStringLiteral("dump.json"));
        const Run run = studio(dir_->filePath(QStringLiteral("home")), dir_->path(),
                               {QStringLiteral("--open"), source, QStringLiteral("--type"),
                                QStringLiteral("; one\n; two\r\n; three\r"),
                                QStringLiteral("--dump-buffers"), dump});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        const QJsonArray buffers = readDump(dump);
        QCOMPARE(buffers.size(), 1);
        const QString text = buffers.at(0).toObject().value(QStringLiteral("text")).toString();
        QVERIFY2(text.startsWith(QStringLiteral("; one\r\n; two\r\n; three\r\n.kernel k\r\n")),
                 qPrintable(text));
        QCOMPARE(text.count(QLatin1Char('\n')), text.count(QStringLiteral("\r\n")));
        QCOMPARE(text.count(QLatin1Char('\r')), text.count(QStringLiteral("\r\n")));
    }

    // A million watch expressions took 28 s of the GUI thread: the session keeps the first
    // 1,000 and says so.
    void aMillionWatchesOpenAtOnce() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        QJsonArray watches;
        for (int i = 0; i < 1000000; ++i)
            watches.append(QStringLiteral("r%1").arg(i % 4));
        const QJsonObject root{{QStringLiteral("format"), QStringLiteral("wave-studio-session")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("watches"), watches}};
        QVERIFY(
            !writeFile(WorkspaceSource::pathFor(source), QJsonDocument(root).toJson()).isEmpty());
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QElapsedTimer timer;
        timer.start();
        QString error;
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        QCoreApplication::processEvents();
        const qint64 ms = timer.elapsed();
        DocumentWorkspaces* sessions = window.documentWorkspaces();
        QCOMPARE(sessions->watchView()->model()->expressionCount(),
                 wave::widgets::WatchModel::kMaxExpressions);
        QVERIFY2(sessions->notice().contains(QStringLiteral("1000000 expressions")),
                 qPrintable(sessions->notice()));
        QVERIFY2(ms < 10000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<HostileSessionTest>(argc, argv);
}

#include "HostileSessionTest.moc"
