// No lost data and no hang, through the real MainWindow (offscreen): hostile files (a NUL byte,
// a named pipe, a device) from every way a file is opened (the File > Open path, a drop, Recent
// Files, --open, a session's fill) are refused with a message while the event loop keeps
// turning; a CRLF file stays CRLF when lines are typed and saved with the keyboard; writes that
// fail (past the process's file size limit, as on a full disk) are reported and keep the old
// file: the session, the autosave, Export .wbin.
//
// main() points XDG_CONFIG_HOME and XDG_DATA_HOME at a scratch folder before anything reads
// QSettings or QStandardPaths, so nothing here touches the user's settings or autosaves.

#include "AppTestFiles.h"
#include "DocumentWorkspaces.h"
#include "FileActions.h"
#include "HostileFiles.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "ScriptedPrompts.h"
#include "documents/AutosaveStore.h"
#include "documents/Autosaver.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/LineEndingBar.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"
#include "launch/WorkspaceSource.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <functional>

using wave::studio::MainWindow;
using wave::widgets::Document;
using wave::widgets::LaunchIssue;
using wave::widgets::MemoryFill;
using wave::widgets::WorkspaceSource;

namespace {

using wave::apptest::kKernel;
using wave::apptest::readFile;
using wave::apptest::writeFile;

// Runs `action` from the event loop, as a menu or a drop would, and checks that the loop goes
// on turning afterwards: a timer keeps ticking.
bool runsWithoutStalling(const std::function<void()>& action) {
    int ticks = 0;
    QTimer watchdog;
    watchdog.setInterval(5);
    QObject::connect(&watchdog, &QTimer::timeout, [&ticks] { ++ticks; });
    watchdog.start();
    bool done = false;
    QTimer::singleShot(0, [&] {
        action();
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 60000))
        return false;
    const int after = ticks;
    return QTest::qWaitFor([&] { return ticks >= after + 3; }, 60000);
}

} // namespace

class DataSafetyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QSettings().clear();
        prompts_ = ScriptedPrompts();
        QDir(wave::widgets::AutosaveStore::defaultRoot()).removeRecursively();
    }

    // The issue's file: 2,111 bytes with NULs. It is refused naming the offset, nothing opens,
    // and the file on disk is untouched (the IDE used to show the text before the NUL and save
    // those 78 bytes over the whole file).
    void aFileWithNulBytesIsRefusedNamingTheOffset() {
        QByteArray bytes = kKernel;
        bytes.append('\0');
        while (bytes.size() < 2111)
            bytes.append(bytes.size() % 5 ? 'x' : '\0');
        const QString path = writeFile(dir_->filePath(QStringLiteral("junk.wave")), bytes);
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QCOMPARE(window.fileActions()->openPaths({path}), 0);
        QCOMPARE(prompts_.errors.size(), 1);
        QVERIFY2(prompts_.errors.first().contains(path), qPrintable(prompts_.errors.first()));
        QVERIFY2(prompts_.errors.first().contains(
                     QStringLiteral("NUL byte at offset %1").arg(qstrlen(kKernel))),
                 qPrintable(prompts_.errors.first()));
        QCOMPARE(window.documents()->count(), 1);
        QVERIFY(window.documents()->current()->isPristine());
        QCOMPARE(readFile(path), bytes);
    }

    // A named pipe and /dev/zero through the File > Open path, a drop on the window and Recent
    // Files: each is refused with a message naming it, and the window stays responsive.
    void pipesAndDevicesAreRefusedFromEveryEntry_data() {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<bool>("pipe");
        for (const char* entry : {"open", "drop", "recent"}) {
            QTest::addRow("%s pipe", entry) << QString::fromLatin1(entry) << true;
            QTest::addRow("%s /dev/zero", entry) << QString::fromLatin1(entry) << false;
        }
    }
    void pipesAndDevicesAreRefusedFromEveryEntry() {
        QFETCH(QString, entry);
        QFETCH(bool, pipe);
        const QString fifoPath = dir_->filePath(QStringLiteral("pipe.wave"));
        FifoUnblocker fifo(fifoPath);
        QVERIFY(fifo.created());
        const QString path = pipe ? fifoPath : QStringLiteral("/dev/zero");
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        std::function<void()> action;
        if (entry == QLatin1String("open")) {
            action = [&] { window.fileActions()->openPaths({path}); };
        } else if (entry == QLatin1String("drop")) {
            action = [&] {
                QMimeData mime;
                mime.setUrls({QUrl::fromLocalFile(path)});
                QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton,
                                      Qt::NoModifier);
                QCoreApplication::sendEvent(&window, &enter);
                QDropEvent drop(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton,
                                Qt::NoModifier);
                QCoreApplication::sendEvent(&window, &drop);
            };
        } else {
            window.fileActions()->recentFiles()->add(path);
            QMenu* menu = window.fileActions()->recentMenu();
            emit menu->aboutToShow();
            QAction* item = nullptr;
            for (QAction* a : menu->actions())
                if (a->data().toString() == path)
                    item = a;
            QVERIFY(item);
            action = [item] { item->trigger(); };
        }
        QVERIFY(runsWithoutStalling(action));
        QVERIFY2(!fifo.fired(), "the IDE blocked on the pipe until a writer came");
        QCOMPARE(prompts_.errors.size(), 1);
        const QString& error = prompts_.errors.first();
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(pipe ? QStringLiteral("a named pipe (FIFO), not a regular file")
                                     : QStringLiteral("a device, not a regular file")),
                 qPrintable(error));
        QCOMPARE(window.documents()->count(), 1);
        QVERIFY(window.documents()->current()->isPristine());
    }

    // wave-studio --open on a pipe or a device used to hang (or grow without end) before the
    // window appeared; now it says why and exits. A source whose session reads a fill from a
    // pipe opens, with the problem shown under the fill.
    void theCommandLineRefusesPipesAndDevices() {
        const QString fifoPath = dir_->filePath(QStringLiteral("pipe.wave"));
        FifoUnblocker fifo(fifoPath);
        QVERIFY(fifo.created());
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        wave::workspace::Workspace session;
        wave::widgets::LaunchSettings launch;
        MemoryFill fill;
        fill.kind = MemoryFill::Kind::File;
        fill.path = QStringLiteral("pipe.wave");
        launch.fills = {fill};
        WorkspaceSource::setLaunch(session, launch);
        QString error;
        QVERIFY2(WorkspaceSource::save(source, session, error), qPrintable(error));

        auto run = [&](const QStringList& arguments) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_->filePath(QStringLiteral("cfg")));
            env.insert(QStringLiteral("XDG_DATA_HOME"), dir_->filePath(QStringLiteral("data")));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(WAVE_STUDIO_EXE), arguments);
            if (!p.waitForFinished(60000)) {
                p.kill();
                p.waitForFinished();
                return std::make_pair(-1, QString());
            }
            return std::make_pair(p.exitCode(), QString::fromLocal8Bit(p.readAllStandardError()));
        };
        const QString dump = dir_->filePath(QStringLiteral("dump.json"));
        for (const QString& path : {fifoPath, QStringLiteral("/dev/zero")}) {
            const auto [code, err] =
                run({QStringLiteral("--open"), path, QStringLiteral("--dump-buffers"), dump});
            QCOMPARE(code, 1);
            QVERIFY2(err.contains(path) && err.contains(QStringLiteral("not a regular file")),
                     qPrintable(err));
        }
        const auto [code, err] =
            run({QStringLiteral("--open"), source, QStringLiteral("--dump-buffers"), dump});
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(!fifo.fired(), "the IDE blocked on the pipe until a writer came");

        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QVERIFY(runsWithoutStalling([&] { QVERIFY(window.openFile(source, error)); }));
        QVERIFY2(!fifo.fired(), "the IDE blocked on the pipe until a writer came");
        const QString message =
            window.documentWorkspaces()->panel()->message(LaunchIssue::Field::Fill);
        QVERIFY2(message.contains(fifoPath) && message.contains(QStringLiteral("named pipe")),
                 qPrintable(message));
    }

    // A CRLF file edited with the keyboard (lines typed with Enter, Ctrl+S) is saved with CRLF
    // line ends only.
    void aCrlfFileStaysCrlf() {
        QByteArray original = kKernel;
        original.replace("\n", "\r\n");
        const QString path = writeFile(dir_->filePath(QStringLiteral("dos.wave")), original);
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.editor()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), window.editor());
        window.editor()->setCursorPosition(2, 0);
        // Each line ends in a comment, so that no completion list is open when Enter comes; the
        // editor keeps the indentation after Enter, so the second line is typed without it.
        for (const char* line : {"    mov_imm r2, 7 ; seven", "iadd r3, r2, r2 ; twice"}) {
            QTest::keyClicks(QApplication::focusWidget(), QString::fromLatin1(line));
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!window.documents()->current()->isModified());
        const QByteArray saved = readFile(path);
        QCOMPARE(saved.count('\n'), saved.count("\r\n"));
        QCOMPARE(saved.count('\r'), saved.count("\r\n"));
        QVERIFY2(saved.contains(".registers 4\r\n    mov_imm r2, 7 ; seven\r\n    iadd r3, r2, "
                                "r2 ; twice\r\n    mov r0"),
                 saved.constData());
        QVERIFY(window.documents()->current()->lineEndingBar()->isHidden());
    }

    // A CR-only file: the editor shows the lines the assembler sees, so its diagnostics are
    // those of the same file with LF line ends, on the lines they name.
    void aCrOnlyFileShowsTheAssemblersLines() {
        QByteArray text = kKernel;
        text.replace("    iadd r1, r0, r0\n", "    bogus r1\n");
        const QString unix = writeFile(dir_->filePath(QStringLiteral("unix.wave")), text);
        text.replace("\n", "\r");
        const QString mac = writeFile(dir_->filePath(QStringLiteral("mac.wave")), text);
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        QString error;
        QVERIFY2(window.openFile(unix, error), qPrintable(error));
        const Document* lf = window.documents()->current();
        QVERIFY2(window.openFile(mac, error), qPrintable(error));
        const Document* cr = window.documents()->current();
        QTRY_VERIFY(lf->snapshot() && cr->snapshot());
        QCOMPARE(cr->editor()->lines(), lf->editor()->lines());
        const auto& expected = lf->snapshot()->result.diagnostics;
        const auto& diagnostics = cr->snapshot()->result.diagnostics;
        QVERIFY(!expected.empty());
        QCOMPARE(diagnostics.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(diagnostics[i].line, expected[i].line);
            QCOMPARE(diagnostics[i].message, expected[i].message);
        }
        QCOMPARE(int(diagnostics.front().line), 4);
        QCOMPARE(cr->editor()->text(3), QStringLiteral("    bogus r1\r"));
    }

    // The session of a source is written when the launch settings change; on a full disk the
    // failure is shown and the session file on disk stays as it was.
    void aSessionThatCannotBeWrittenIsReportedAndKept() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        wave::workspace::Workspace old;
        wave::widgets::LaunchSettings launch;
        launch.grid = {2, 1, 1};
        WorkspaceSource::setLaunch(old, launch);
        QString error;
        QVERIFY2(WorkspaceSource::save(source, old, error), qPrintable(error));
        const QByteArray before = readFile(WorkspaceSource::pathFor(source));
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        auto* grid =
            window.documentWorkspaces()->panel()->findChild<QSpinBox*>(QStringLiteral("gridx"));
        QVERIFY(grid);
        {
            FileSizeLimit limit(64);
            QVERIFY(limit.ok());
            grid->setFocus();
            grid->selectAll();
            QTest::keyClicks(grid, QStringLiteral("5"));
            QTRY_VERIFY_WITH_TIMEOUT(
                window.documentWorkspaces()->notice().contains(QStringLiteral("Session not saved")),
                wave::studio::DocumentWorkspaces::kWriteDelayMs + 10000);
        }
        QVERIFY2(window.documentWorkspaces()->notice().contains(WorkspaceSource::pathFor(source)),
                 qPrintable(window.documentWorkspaces()->notice()));
        QCOMPARE(readFile(WorkspaceSource::pathFor(source)), before);
    }

    // Autosave and Export .wbin on a full disk: reported, and nothing already on disk is cut.
    void autosaveAndExportFailuresAreReported() {
        const QString source = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        const QString wbin = writeFile(dir_->filePath(QStringLiteral("k.wbin")), "old");
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QString error;
        QVERIFY2(window.openFile(source, error), qPrintable(error));
        window.editor()->setFocus();
        window.editor()->setCursorPosition(6, 0);
        QTest::keyClicks(window.editor(), QStringLiteral("; an edit worth keeping"));
        bool exported = true;
        bool autosaved = true;
        {
            FileSizeLimit limit(16);
            QVERIFY(limit.ok());
            exported = window.fileActions()->exportWbin(window.documents()->current(), wbin, error);
            autosaved = window.fileActions()->autosaver()->autosaveNow();
        }
        QVERIFY(!exported);
        QVERIFY2(error.contains(wbin), qPrintable(error));
        QCOMPARE(readFile(wbin), QByteArray("old"));
        QVERIFY(!autosaved);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Autosave failed")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(readFile(source), QByteArray(kKernel));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<DataSafetyTest>(argc, argv);
}

#include "DataSafetyTest.moc"
